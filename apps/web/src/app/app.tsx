import { Suspense } from 'react';
import { Loading } from '@/components/ui/loading';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

export function App() {
  return (
    <AppProvider>
      {/* Every screen, the login page too, loads on demand (router.tsx). */}
      <Suspense fallback={<Loading />}>
        <AppRoutes />
      </Suspense>
    </AppProvider>
  );
}
