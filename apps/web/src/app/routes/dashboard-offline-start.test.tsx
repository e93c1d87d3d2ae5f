import 'fake-indexeddb/auto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { readCopy } from '@/lib/offline/offline-store';
import { offlineOwner } from '@/lib/offline/owner';
import { persistQueries } from '@/lib/offline/persist-queries';
import { endSession, getSession, startSession } from '@/lib/session';
import { PrognosisDialogProvider } from '../prognosis-dialog';
import { DashboardRoute } from './dashboard-route';
import { serve } from './dashboard-route.fixtures';

// The second start of a logged-in farmer on a weak line (DESIGN.md §10): the dashboard is drawn
// from the device's copy of its answers before the network has answered, and asks again behind it.

// jsdom has no matchMedia; the carousel asks it for its breakpoints (a phone: nothing matches).
const originalMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener: () => {}, removeEventListener: () => {}, addListener: () => {}, removeListener: () => {}, dispatchEvent: () => false }) as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = originalMatchMedia;
});
afterEach(() => endSession());

/** One start of the app on the device: its own data cache, the device's copies put back. */
async function startApp() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  const persistence = persistQueries(client);
  await persistence.restored;
  render(
    <QueryClientProvider client={client}>
      <I18nProvider locale="nb-NO">
        <MemoryRouter initialEntries={['/dashboard']}>
          <PrognosisDialogProvider>
            <DashboardRoute />
          </PrognosisDialogProvider>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return persistence;
}

/** The farmer saw the dashboard online; its answers are on the device, the app is closed. */
async function sawDashboardOnline() {
  startSession(false, '10001');
  serve();
  const persistence = await startApp();
  await screen.findByText('487 123,50 kr');
  await screen.findByText('09.11.2026');
  await persistence.flush();
  cleanup();
}

/** A line where the server is there (the health check answers) but the screen's answers are slow to come. */
function slowLine(answer: Promise<Response> = new Promise<Response>(() => {})) {
  return mockFetch((request) => (request.url.pathname === '/api/health' ? jsonResponse(200, { status: 'ok' }) : answer.then((response) => response.clone())));
}

describe('the dashboard at the next start of a logged-in farmer', () => {
  it('is drawn from the copy on the device before the network answers, and asks the server again behind it', async () => {
    await sawDashboardOnline();
    const { requests } = slowLine();
    await startApp();

    expect(screen.getByRole('heading', { level: 1, name: 'Oversikt' })).toBeInTheDocument();
    expect(screen.getByText('487 123,50 kr')).toBeInTheDocument();
    expect(screen.getByText('09.11.2026')).toBeInTheDocument();
    expect(screen.queryByText(/Laster inn/)).not.toBeInTheDocument();
    // Stale-while-revalidate: the answers on show are asked for again, and the screen does not wait.
    await expect.poll(() => requests.map((r) => r.url.pathname)).toEqual(expect.arrayContaining(['/api/profile/balance', '/api/farmer_statistics/dashboard']));
  });

  it('when the server answers the refresh with 401 (the session is gone), removes the copies and ends the session: the login page follows', async () => {
    await sawDashboardOnline();
    const owner = offlineOwner()!;
    expect(await readCopy(owner)).toBeDefined();
    slowLine(Promise.resolve(jsonResponse(401, { code: 'UNAUTHORIZED', message: 'Ikke logget inn' })));
    await startApp();

    await expect.poll(() => getSession().status).toBe('loggedOut');
    await expect.poll(() => readCopy(owner)).toBeUndefined();
  });
});
