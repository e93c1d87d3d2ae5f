import 'fake-indexeddb/auto';
import { ENROLMENT_MSG } from '@slakteweb/core';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/ui/toast-region';
import { offlineOwner } from '@/lib/offline/owner';
import { endSession, startSession } from '@/lib/session';
import { safeLocalStorage } from '@/lib/storage';
import { toast } from '@/lib/toast';
import { jsonResponse, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { useSendEnrolment } from '@/features/register-enrolment/hooks/use-send-enrolment';
import { LOCAL_DRAFT_KEY } from '@/features/register-enrolment/model/draft';
import { initialEnrolmentState, type EnrolmentState } from '@/features/register-enrolment/model/entries';
import { type QueuedEnrolment, queuedEnrolment, queueEnrolment } from '@/lib/offline/enrolment-outbox';
import { demoRules, registered, SERVER_NOW, serveEnrolmentApi } from '@/features/register-enrolment/testing/enrolment-api';
import { registeredEnrolmentKeys } from '@/features/registered-enrolments/api/query-keys';
import { queryClient } from '@/lib/query-client';
import { QueuedEnrolmentSender } from './queued-enrolment-sender';

const cleanups: Array<() => void> = [];

const draft: EnrolmentState = {
  ...initialEnrolmentState,
  action: 'slaughter',
  group: 'pigs',
  step: 4,
  week: { year: 2026, week: 49 },
  rows: [{ uid: 'a', subcategory_name: 'Gris', amount: 10, club_no: '1234', comment: '' }],
  agreement: true,
};

const client = () => new QueryClient({ defaultOptions: { mutations: { retry: false } } });
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client()}>{children}</QueryClientProvider>;
}

/** The enrolment screen's send, as the screen uses it. */
function renderScreenSend() {
  const onRegistered = vi.fn();
  const hook = renderHook(
    () => useSendEnrolment({ draft, medication: null, returnForm: undefined, pickupRules: demoRules, serverNow: () => new Date(SERVER_NOW), dispatch: vi.fn(), onRegistered }),
    { wrapper },
  );
  return { ...hook, onRegistered };
}

/** The app's frame with its sender, on some other screen; `onRegistered` is the submitted list loaded afresh. */
function renderApp() {
  const onRegistered = vi.fn();
  const off = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'invalidate' && event.query.queryKey[0] === registeredEnrolmentKeys.all[0]) onRegistered();
  });
  queryClient.setQueryData(registeredEnrolmentKeys.all, 'loaded');
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ToastRegion />
      <QueuedEnrolmentSender />
    </QueryClientProvider>,
  );
  cleanups.push(off);
  return { ...view, onRegistered };
}

/** Lets the app's first look at the outbox end (it loads the sending and finds no network). */
const firstLook = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

const registerCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/register_enrolment');

/** Sends 'Send innmelding' on the screen without a network, and leaves the screen. */
async function queueOnTheScreenAndLeave(): Promise<QueuedEnrolment> {
  const screenSend = renderScreenSend();
  act(() => onlineManager.setOnline(false));
  act(() => screenSend.result.current.send());
  await waitFor(() => expect(screenSend.result.current.waiting).not.toBeNull());
  screenSend.unmount();
  return (await queuedEnrolment(offlineOwner()!))!;
}

/** 'Send innmelding' without a network on the enrolment screen, in the app's frame. */
async function queueWithTheScreenOpen() {
  const app = renderApp();
  const screenSend = renderScreenSend();
  act(() => onlineManager.setOnline(false));
  act(() => screenSend.result.current.send());
  await waitFor(() => expect(screenSend.result.current.waiting).not.toBeNull());
  return { app, screenSend };
}

describe('the waiting enrolment, wherever the farmer is in the portal', () => {
  beforeEach(() => {
    startSession(false, '10001');
    safeLocalStorage.set(LOCAL_DRAFT_KEY, JSON.stringify({ state: draft, lastUpdated: SERVER_NOW, supplier_no: '10001', user: '10001' }));
  });
  afterEach(() => {
    act(() => onlineManager.setOnline(true));
    act(() => toast.clear());
    cleanups.splice(0).forEach((cleanup) => cleanup());
    queryClient.clear();
    endSession();
  });

  it('is sent once, with its key, when the network comes back on another screen, and the farmer is told it was registered', async () => {
    const { requests } = serveEnrolmentApi();
    const queued = await queueOnTheScreenAndLeave();
    const app = renderApp();
    await firstLook();
    expect(registerCalls(requests)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));

    expect(await screen.findByText('Innmeldingen som ventet på nett, er sendt. Innmeldingen ble registrert – se den under Innmeldinger, Innsendte.')).toBeInTheDocument();
    expect(app.onRegistered).toHaveBeenCalledOnce();
    // A flapping line sends nothing more.
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await waitFor(() => expect(registerCalls(requests)).toHaveLength(1));
    expect(registerCalls(requests)[0]!.headers.get('Idempotency-Key')).toBe(queued.key);
    expect(await queuedEnrolment(offlineOwner()!)).toBeUndefined();
    // Registered: the draft it came from is done with.
    expect(safeLocalStorage.get(LOCAL_DRAFT_KEY)).toBeNull();
  });

  it('is sent once when the network comes back on the enrolment screen, and that screen shows the receipt', async () => {
    const { requests } = serveEnrolmentApi();
    const { app, screenSend } = await queueWithTheScreenOpen();

    act(() => onlineManager.setOnline(true));

    await waitFor(() => expect(screenSend.onRegistered).toHaveBeenCalledOnce());
    expect(app.onRegistered).not.toHaveBeenCalled();
    expect(registerCalls(requests)).toHaveLength(1);
  });

  it('says it in a message, and not on the enrolment screen, when the farmer has left that screen while the next one is still loading', async () => {
    const { requests } = serveEnrolmentApi();
    const { app, screenSend } = await queueWithTheScreenOpen();
    // The farmer pressed the logo: the address is the dashboard's, but the enrolment screen stays
    // drawn until the dashboard's code has loaded (the router changes screens in a transition).
    const before = window.location.pathname;
    window.history.pushState(null, '', '/dashboard');
    cleanups.push(() => window.history.pushState(null, '', before));

    act(() => onlineManager.setOnline(true));

    expect(await screen.findByText('Innmeldingen som ventet på nett, er sendt. Innmeldingen ble registrert – se den under Innmeldinger, Innsendte.')).toBeInTheDocument();
    expect(app.onRegistered).toHaveBeenCalledOnce();
    expect(screenSend.onRegistered).not.toHaveBeenCalled();
    expect(registerCalls(requests)).toHaveLength(1);
  });

  it('tells the farmer in words, on another screen, when the deadline passed while it waited, and keeps the draft', async () => {
    const refusal = jsonResponse(422, { code: 'VALIDATION', message: 'x', fields: { wanted_pickup_week: ENROLMENT_MSG.deadlinePassed } });
    serveEnrolmentApi({ registerAnswers: [refusal] });
    await queueOnTheScreenAndLeave();
    const app = renderApp();
    await firstLook();

    act(() => onlineManager.setOnline(true));

    expect(await screen.findByText(`Innmeldingen ble ikke sendt. ${ENROLMENT_MSG.deadlinePassed} Utkastet er tatt vare på under Innmeldinger.`)).toBeInTheDocument();
    expect(app.onRegistered).not.toHaveBeenCalled();
    expect(safeLocalStorage.get(LOCAL_DRAFT_KEY)).not.toBeNull();
    expect(await queuedEnrolment(offlineOwner()!)).toBeUndefined();
  });

  it("shows the answer the service worker got while the app was closed, without sending again", async () => {
    const { requests } = serveEnrolmentApi();
    const item: QueuedEnrolment = {
      enrolment: { action: 'slaughter' } as QueuedEnrolment['enrolment'],
      key: 'a'.repeat(32),
      deadline: SERVER_NOW,
      queuedAt: SERVER_NOW,
      answer: { status: 200, body: { register_enrolment: registered } },
    };
    await queueEnrolment(offlineOwner()!, item);

    const app = renderApp();

    expect(await screen.findByText(/^Innmeldingen som ventet på nett, er sendt\./)).toBeInTheDocument();
    expect(app.onRegistered).toHaveBeenCalledOnce();
    expect(registerCalls(requests)).toHaveLength(0);
    expect(await queuedEnrolment(offlineOwner()!)).toBeUndefined();
  });

  it("leaves another user's waiting enrolment on the device for that user: neither sent nor left for the service worker to send under this session", async () => {
    const { requests } = serveEnrolmentApi();
    const other = JSON.stringify(['10002', null]);
    const theirs: QueuedEnrolment = {
      enrolment: { action: 'slaughter' } as QueuedEnrolment['enrolment'],
      key: 'c'.repeat(32),
      deadline: SERVER_NOW,
      queuedAt: SERVER_NOW,
      request: { url: '/api/register_enrolment', body: '{}' },
    };
    await queueEnrolment(other, theirs);

    renderApp();
    await firstLook();

    const { request: _request, ...kept } = theirs;
    await waitFor(async () => expect(await queuedEnrolment(other)).toEqual(kept));
    expect(registerCalls(requests)).toHaveLength(0);
  });

  it('stays waiting while the server cannot be reached', async () => {
    const { requests } = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await queueOnTheScreenAndLeave();
    renderApp();
    await firstLook();

    act(() => onlineManager.setOnline(true));

    await waitFor(() => expect(registerCalls(requests)).toHaveLength(1));
    expect(await queuedEnrolment(offlineOwner()!)).toBeDefined();
  });
});
