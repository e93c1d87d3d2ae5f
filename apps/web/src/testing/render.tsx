import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components';
import { MemoryRouter, parsePath, Route, Routes, useLocation } from 'react-router';
import { ToastRegion } from '@/components/ui/toast-region';
import { queryClient } from '@/lib/query-client';

/** Shows the router's current path, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
      {location.search}
    </output>
  );
}

interface Options {
  /** Starting URL, e.g. '/reset-password?t=abc'. */
  route?: string;
  /** The route pattern `ui` renders at; other paths render nothing but the probe. */
  path?: string;
  /** Navigation state of the starting entry, as `navigate(route, { state })` leaves it. */
  state?: unknown;
  userEventOptions?: Parameters<typeof userEvent.setup>[0];
}

/**
 * Renders a screen with the app's providers (the shared query cache, the nb-NO locale, a memory
 * router, the toast region). Retries are off so errors show at once.
 */
export function renderWithApp(ui: ReactElement, { route = '/', path = '*', state, userEventOptions }: Options = {}) {
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 60_000 }, mutations: { retry: false } });
  const user = userEvent.setup(userEventOptions);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider locale="nb-NO">
        <MemoryRouter initialEntries={[state === undefined ? route : { ...parsePath(route), state }]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <ToastRegion />
      </I18nProvider>
    </QueryClientProvider>,
  );
  return { user, ...result };
}
