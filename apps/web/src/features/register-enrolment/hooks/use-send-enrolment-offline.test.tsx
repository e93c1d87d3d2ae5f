import 'fake-indexeddb/auto';
import { ENROLMENT_MSG } from '@slakteweb/core';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastRegion } from '@/components/ui/toast-region';
import { offlineOwner } from '@/lib/offline/owner';
import { endSession, startSession } from '@/lib/session';
import { jsonResponse, type RecordedRequest } from '@/testing/fetch-mock';
import type { EnrolmentState } from '../model/entries';
import { initialEnrolmentState } from '../model/entries';
import { queuedEnrolment } from '@/lib/offline/enrolment-outbox';
import { demoRules, SERVER_NOW, serveEnrolmentApi } from '../testing/enrolment-api';
import { deliverQueuedEnrolment } from '../model/queued-delivery';
import { useSendEnrolment } from './use-send-enrolment';

const draft: EnrolmentState = {
  ...initialEnrolmentState,
  action: 'slaughter',
  group: 'pigs',
  step: 4,
  week: { year: 2026, week: 49 },
  rows: [{ uid: 'a', subcategory_name: 'Gris', amount: 10, club_no: '1234', comment: '' }],
  agreement: true,
};

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>;
}

function renderSend() {
  const onRegistered = vi.fn();
  const dispatch = vi.fn();
  const hook = renderHook(
    () => useSendEnrolment({ draft, medication: null, returnForm: undefined, pickupRules: demoRules, serverNow: () => new Date(SERVER_NOW), dispatch, onRegistered }),
    { wrapper },
  );
  return { ...hook, onRegistered, dispatch };
}

const registerCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/register_enrolment');

const appStops: Array<() => void> = [];

/**
 * The app's sender, as the logged-in frame runs it (app/layout/queued-enrolment-sender.tsx): the
 * waiting enrolment is sent at the app's start and when the network comes back. The screen only
 * shows the outcome while the farmer is on it.
 */
function startApp(): void {
  const deliver = () => void deliverQueuedEnrolment(() => undefined);
  deliver();
  appStops.push(onlineManager.subscribe((online) => online && deliver()));
}

describe("'Send innmelding' without a network", () => {
  beforeEach(() => startSession(false, '10001'));
  afterEach(() => {
    appStops.splice(0).forEach((stop) => stop());
    act(() => onlineManager.setOnline(true));
    endSession();
  });

  it('waits in the outbox with its key and deadline, and is sent once, with the same key, when the network is back', async () => {
    const { requests } = serveEnrolmentApi();
    const { result, onRegistered } = renderSend();
    startApp();
    act(() => onlineManager.setOnline(false));

    act(() => result.current.send());

    await waitFor(() => expect(result.current.waiting).not.toBeNull());
    // Week 49's deadline (normal): Wednesday of week 48, as the week picker shows it.
    expect(result.current.waiting!.deadline.toISOString()).toMatch(/^2026-11-2\d/);
    expect(registerCalls(requests)).toHaveLength(0);
    const queued = await queuedEnrolment(offlineOwner()!);
    expect(queued?.enrolment).toMatchObject({ animal_category: 'pigs', wanted_pickup_week: 49 });

    // A second press while it waits sends nothing more.
    act(() => result.current.send());

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ kind: 'slaughter', date: '2026-11-22' }));
    // The browser's 'online' event again (a flapping line): nothing more is sent.
    act(() => {
      onlineManager.setOnline(false);
      onlineManager.setOnline(true);
    });
    await waitFor(() => expect(result.current.waiting).toBeNull());
    expect(registerCalls(requests)).toHaveLength(1);
    expect(registerCalls(requests)[0]!.headers.get('Idempotency-Key')).toBe(queued!.key);
    expect(await queuedEnrolment(offlineOwner()!)).toBeUndefined();
  });

  it('asks the service worker to send it when the network is back (Background Sync), with the request it is to replay', async () => {
    serveEnrolmentApi();
    const register = vi.fn(() => Promise.resolve());
    const getRegistration = vi.fn(() => Promise.resolve({ sync: { register } }));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { getRegistration } }));
    try {
      const { result } = renderSend();
      act(() => onlineManager.setOnline(false));
      act(() => result.current.send());

      await waitFor(() => expect(register).toHaveBeenCalledWith('slakteweb-enrolment-outbox'));
      const queued = await queuedEnrolment(offlineOwner()!);
      expect(queued?.request?.url).toBe('/api/register_enrolment');
      expect(JSON.parse(queued!.request!.body)).toMatchObject({ animal_category: 'pigs', wanted_pickup_week: 49 });
      expect(JSON.parse(queued!.request!.body)).not.toHaveProperty('action');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is sent when the app starts again with a network (it was closed meanwhile), and the screen open then shows the receipt', async () => {
    const { requests } = serveEnrolmentApi();
    const first = renderSend();
    act(() => onlineManager.setOnline(false));
    act(() => first.result.current.send());
    await waitFor(() => expect(first.result.current.waiting).not.toBeNull());
    first.unmount();

    act(() => onlineManager.setOnline(true));
    const again = renderSend();
    startApp();
    await waitFor(() => expect(again.onRegistered).toHaveBeenCalledOnce());
    expect(registerCalls(requests)).toHaveLength(1);
  });

  it('tells the farmer at once, in words, when the deadline passed while it waited, and keeps the draft', async () => {
    const refusal = jsonResponse(422, { code: 'VALIDATION', message: 'x', fields: { wanted_pickup_week: ENROLMENT_MSG.deadlinePassed } });
    serveEnrolmentApi({ registerAnswers: [refusal] });
    render(<ToastRegion />);
    const { result, onRegistered, dispatch } = renderSend();
    startApp();
    act(() => onlineManager.setOnline(false));
    act(() => result.current.send());
    await waitFor(() => expect(result.current.waiting).not.toBeNull());

    act(() => onlineManager.setOnline(true));

    expect(await screen.findByText(`Innmeldingen ble ikke sendt. ${ENROLMENT_MSG.deadlinePassed}`)).toBeInTheDocument();
    expect(onRegistered).not.toHaveBeenCalled();
    // The week field says it too; nothing clears the draft.
    expect(dispatch).toHaveBeenCalledWith({ type: 'sendRejected', fields: { wanted_pickup_week: ENROLMENT_MSG.deadlinePassed } });
    await waitFor(() => expect(result.current.waiting).toBeNull());
  });
});
