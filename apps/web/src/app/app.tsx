import { OldBrowserNotice } from './layout/old-browser-notice';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { useLoggedInCookieWatch } from './use-logged-in-cookie-watch';

export function App() {
  useLoggedInCookieWatch();
  return (
    <AppProvider>
      <OldBrowserNotice />
      <AppRoutes />
    </AppProvider>
  );
}
