import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { EnrolmentState } from '../model/entries';
import { initialEnrolmentState } from '../model/entries';
import * as payload from '../model/payload';
import { demoRules, SERVER_NOW, serveEnrolmentApi } from '../testing/enrolment-api';
import { useSendEnrolment } from './use-send-enrolment';

// The payload builder, counted: a send builds the enrolment once and checks and sends that one.
vi.mock('../model/payload', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../model/payload')>();
  return { ...actual, toEnrolment: vi.fn(actual.toEnrolment) };
});

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

describe('useSendEnrolment', () => {
  it('builds the enrolment once per send, and sends the one it judged', async () => {
    const { requests } = serveEnrolmentApi();
    const onRegistered = vi.fn();
    const { result } = renderHook(
      () => useSendEnrolment({ draft, medication: null, returnForm: undefined, pickupRules: demoRules, serverNow: () => new Date(SERVER_NOW), dispatch: vi.fn(), onRegistered }),
      { wrapper },
    );
    vi.mocked(payload.toEnrolment).mockClear();

    act(() => result.current.send());

    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith({ kind: 'slaughter', date: '2026-11-22' }));
    expect(payload.toEnrolment).toHaveBeenCalledTimes(1);
    const sent = requests.filter((r) => r.method === 'POST' && r.url.pathname === '/api/register_enrolment');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.json).toMatchObject({ animal_category: 'pigs', wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true });
  });
});
