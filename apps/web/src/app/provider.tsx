import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router';
import { ToastRegion } from '@/components/ui/toast-region';
import { ROUTER_BASENAME } from '@/config/paths';

/**
 * What every page relies on: the router under the base path, and toasts. The data cache and the
 * Norwegian locale of the widgets come with the screens that use them (lib/screen-providers.tsx),
 * so the login page downloads neither library.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <BrowserRouter basename={ROUTER_BASENAME}>{children}</BrowserRouter>
      <ToastRegion />
    </>
  );
}
