import 'fake-indexeddb/auto';
import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { loggedInTag } from '@/lib/logged-in-tag';
import { logoutLocally } from '@/lib/logout';
import { readSnapshot, SNAPSHOT_ELEMENT_ID, writeSnapshot } from '@/lib/offline/dashboard-snapshot';
import { clearCopies } from '@/lib/offline/offline-store';
import { offlineOwner } from '@/lib/offline/owner';
import { offlineCopies } from '@/lib/query-client';
import { startSession } from '@/lib/session';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { SNAPSHOT_DELAY_MS, useDashboardSnapshot } from './use-dashboard-snapshot';

const figureSchema = z.object({ balance: z.string() });

/** A dashboard with one tile: the farm's balance, from the server. */
function Dashboard() {
  const balance = useQuery({ queryKey: ['balance'], queryFn: ({ signal }) => api.get('/api/balance', figureSchema, { signal }) });
  useDashboardSnapshot();
  return (
    <div className="shell">
      <h1>Oversikt</h1>
      <p>{balance.data ? `Saldo ${balance.data.balance}` : 'Laster inn ...'}</p>
      <button type="button">Prognose</button>
      <a href="/accountings">Avregninger</a>
    </div>
  );
}

/** The app's start: `#root` in the page, maybe with a snapshot before it (as the service worker serves it). */
function start(client = new QueryClient(), snapshot?: string) {
  const root = document.createElement('div');
  root.id = 'root';
  if (snapshot !== undefined) {
    const kept = document.createElement('div');
    kept.id = SNAPSHOT_ELEMENT_ID;
    kept.innerHTML = snapshot;
    document.body.append(kept);
    root.hidden = true;
  }
  document.body.append(root);
  render(
    <QueryClientProvider client={client}>
      <Dashboard />
    </QueryClientProvider>,
    { container: root },
  );
  return client;
}

const serveBalance = (balance = '10 126,13') => mockFetch((request) => (request.url.pathname === '/api/balance' ? jsonResponse(200, { balance }) : jsonResponse(200, { status: 'ok' })));
/** Long enough for a snapshot to have been kept had it been kept. */
const settle = () => new Promise((resolve) => setTimeout(resolve, SNAPSHOT_DELAY_MS * 3));

describe('the dashboard the device keeps for the next start', () => {
  beforeEach(async () => {
    await clearCopies();
    startSession(false, '10001');
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    document.body.innerHTML = '';
  });

  it('is kept once drawn from the server’s answers, under the marker’s tag and the acting user and farm, its buttons out of reach', async () => {
    serveBalance();
    start();
    expect(await screen.findByText('Saldo 10 126,13')).toBeInTheDocument();
    await expect.poll(readSnapshot, { timeout: 5000 }).toBeDefined();
    const snapshot = (await readSnapshot())!;
    expect(snapshot.tag).toBe(loggedInTag());
    expect(snapshot.owner).toBe(offlineOwner());
    expect(snapshot.html).toContain('Saldo 10 126,13');
    expect(snapshot.html).toContain('<button type="button" inert="">Prognose</button>');
    expect(snapshot.html).toContain('<a href="/accountings">Avregninger</a>');
  });

  it('is kept anew when the dashboard’s answers change', async () => {
    serveBalance();
    const client = start();
    await expect.poll(async () => (await readSnapshot())?.html, { timeout: 5000 }).toContain('Saldo 10 126,13');
    serveBalance('5,00');
    await client.invalidateQueries();
    await expect.poll(async () => (await readSnapshot())?.html, { timeout: 5000 }).toContain('Saldo 5,00');
  });

  it('is not kept from the device’s copy shown without a network', async () => {
    serveBalance();
    onlineManager.setOnline(false);
    const client = new QueryClient();
    // The copy as persist-queries puts it back: older than the page, to be asked for again.
    client.setQueryData(['balance'], { balance: '99,00' }, { updatedAt: performance.timeOrigin - 60_000 });
    await client.invalidateQueries();
    start(client);
    expect(await screen.findByText('Saldo 99,00')).toBeInTheDocument();
    await settle();
    expect(await readSnapshot()).toBeUndefined();
  });

  it('is not kept from the device’s copy while the server has not answered yet', async () => {
    mockFetch(() => new Promise<Response>(() => undefined));
    const client = new QueryClient();
    client.setQueryData(['balance'], { balance: '99,00' }, { updatedAt: performance.timeOrigin - 60_000 });
    await client.invalidateQueries({ refetchType: 'none' });
    start(client);
    expect(await screen.findByText('Saldo 99,00')).toBeInTheDocument();
    await settle();
    expect(await readSnapshot()).toBeUndefined();
  });

  it('is kept without a dialog open on the dashboard (the prognosis dialog opens by itself)', async () => {
    serveBalance();
    start();
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.textContent = 'Prognose for neste uke';
    screen.getByText('Oversikt').after(dialog);
    expect(await screen.findByText('Saldo 10 126,13')).toBeInTheDocument();
    await expect.poll(readSnapshot, { timeout: 5000 }).toBeDefined();
    const { html } = (await readSnapshot())!;
    expect(html).toContain('Saldo 10 126,13');
    expect(html).not.toContain('Prognose for neste uke');
    expect(html).not.toContain('role="dialog"');
  });

  it('is not kept when it is larger than the cap', async () => {
    serveBalance('9'.repeat(210_000));
    start();
    expect(await screen.findByText(/^Saldo 9+$/)).toBeInTheDocument();
    await settle();
    expect(await readSnapshot()).toBeUndefined();
  });

  it('is not kept without a known user (a session the device does not know the user of)', async () => {
    startSession(false);
    serveBalance();
    start();
    expect(await screen.findByText('Saldo 10 126,13')).toBeInTheDocument();
    await settle();
    expect(await readSnapshot()).toBeUndefined();
  });

  it('is not kept once another login has drawn a new tag meanwhile (in another tab)', async () => {
    serveBalance();
    start();
    startSession(false, '10003');
    expect(await screen.findByText('Saldo 10 126,13')).toBeInTheDocument();
    await settle();
    expect(await readSnapshot()).toBeUndefined();
  });

  it('is removed at logout and when the server answers 401', async () => {
    await offlineCopies;
    const kept = { tag: loggedInTag()!, owner: offlineOwner()!, savedAt: Date.now(), version: 'b', html: '<h1>Oversikt</h1>' };
    await writeSnapshot(kept);
    logoutLocally({ notify: false });
    await expect.poll(readSnapshot).toBeUndefined();

    startSession(false, '10001');
    await writeSnapshot({ ...kept, tag: loggedInTag()! });
    mockFetch(() => jsonResponse(401, { code: 'NOT_LOGGED_IN', message: 'Ikke logget inn' }));
    await expect(api.get('/api/balance', figureSchema)).rejects.toThrow();
    await expect.poll(readSnapshot).toBeUndefined();
  });
});

describe('the app taking over from the dashboard the service worker served', () => {
  beforeEach(() => startSession(false, '10001'));
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('leaves the snapshot on screen until the dashboard has its answers, then shows itself in its place', async () => {
    let answer: (response: Response) => void = () => undefined;
    mockFetch((request) => (request.url.pathname === '/api/balance' ? new Promise<Response>((resolve) => (answer = resolve)) : jsonResponse(200, {})));
    start(new QueryClient(), '<div class="shell"><h1>Oversikt</h1><p>Saldo 1,00</p></div>');
    await settle();
    expect(document.getElementById(SNAPSHOT_ELEMENT_ID)).toHaveTextContent('Saldo 1,00');
    expect(document.getElementById('root')).not.toBeVisible();
    answer(jsonResponse(200, { balance: '2,00' }));
    await expect.poll(() => document.getElementById(SNAPSHOT_ELEMENT_ID)).toBeNull();
    expect(document.getElementById('root')).toBeVisible();
    expect(screen.getByText('Saldo 2,00')).toBeVisible();
  });
});
