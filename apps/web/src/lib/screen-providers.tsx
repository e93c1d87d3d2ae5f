import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { queryClient } from './query-client';

/**
 * What the screens rely on beyond the router: the shared data cache and the Norwegian locale of
 * the react-aria widgets. Not around the whole app: the login form needs neither, and leaving
 * both libraries out of its download makes it usable sooner on a slow line (bench/web-bundle.ts).
 * The logged-in frame (AppLayout) and each logged-out screen or part that needs them wrap
 * themselves in it; nested, they share the one cache.
 */
export function ScreenProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="nb-NO">{children}</I18nProvider>
    </QueryClientProvider>
  );
}
