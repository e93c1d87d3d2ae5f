import { type ReactNode, Suspense } from 'react';
import { BrowserRouter } from 'react-router';
import { lazyScreen } from '@/components/ui/load-failed';
import { ROUTER_BASENAME } from '@/config/paths';

// The toasts' region is its own small download, after the page: the login page's first download
// stays within its budget (bench/web-bundle.ts). A toast raised before it arrives waits in the
// store (lib/toast.ts) and shows when it does; if it never arrives, the page works without it.
const ToastRegion = lazyScreen(
  () => import('@/components/ui/toast-region').then((m) => ({ default: m.ToastRegion })),
  () => null,
);

/**
 * What every page relies on: the router under the base path, and toasts. The data cache and the
 * Norwegian locale of the widgets come with the screens that use them (lib/screen-providers.tsx),
 * so the login page downloads neither library.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <BrowserRouter basename={ROUTER_BASENAME}>{children}</BrowserRouter>
      <Suspense fallback={null}>
        <ToastRegion />
      </Suspense>
    </>
  );
}
