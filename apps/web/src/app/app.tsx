import { Suspense } from 'react';
import { Loading } from '@/components/ui/loading';
import { OldBrowserNotice } from './layout/old-browser-notice';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { useLoggedInCookieWatch } from './use-logged-in-cookie-watch';

export function App() {
  useLoggedInCookieWatch();
  return (
    <AppProvider>
      <OldBrowserNotice />
      {/* Every screen, the login page too, loads on demand (router.tsx). */}
      <Suspense fallback={<Loading />}>
        <AppRoutes />
      </Suspense>
    </AppProvider>
  );
}
