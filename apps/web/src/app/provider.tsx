import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { BrowserRouter } from 'react-router';
import { ToastRegion } from '@/components/ui/toast-region';
import { ROUTER_BASENAME } from '@/config/paths';
import { queryClient } from '@/lib/query-client';

/** Everything the screens rely on: data cache, router under the base path, Norwegian locale, toasts. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="nb-NO">
        <BrowserRouter basename={ROUTER_BASENAME}>{children}</BrowserRouter>
        <ToastRegion />
      </I18nProvider>
    </QueryClientProvider>
  );
}
