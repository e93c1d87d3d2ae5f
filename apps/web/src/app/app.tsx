import { Suspense } from 'react';
import { Loading } from '@/components/ui/loading';
import { AppProvider } from './provider';
import { AppRoutes } from './router';
import { useLoggedInCookieWatch } from './use-logged-in-cookie-watch';

export function App() {
  useLoggedInCookieWatch();
  return (
    <AppProvider>
      {/* Every screen, the login page too, loads on demand (router.tsx). */}
      <Suspense fallback={<Loading />}>
        <AppRoutes />
      </Suspense>
    </AppProvider>
  );
}
