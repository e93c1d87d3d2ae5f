import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type QueuedEnrolment, queuedEnrolment, queueEnrolment, removeQueuedEnrolment } from '@/lib/offline/enrolment-outbox';
import { sendOutboxFromWorker } from './enrolment-outbox-sync';

const owner = JSON.stringify(['10001', null]);
const item: QueuedEnrolment = {
  enrolment: { action: 'slaughter' } as QueuedEnrolment['enrolment'],
  key: 'b'.repeat(32),
  deadline: '2026-11-25T11:00:00.000Z',
  queuedAt: '2026-11-22T11:00:00.000Z',
  request: { url: '/slakteweb/api/register_enrolment', body: '{"animal_category":"pigs"}' },
};
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the service worker sends the outbox (Background Sync)', () => {
  afterEach(() => removeQueuedEnrolment(owner));

  it('replays the request with its Idempotency-Key and the session cookie, and leaves the answer for the app', async () => {
    await queueEnrolment(owner, item);
    const send = vi.fn<typeof fetch>(() => Promise.resolve(answer(200, { register_enrolment: { registered: true } })));

    await sendOutboxFromWorker(send);

    expect(send).toHaveBeenCalledOnce();
    const [url, init] = send.mock.calls[0]!;
    expect(url).toBe('/slakteweb/api/register_enrolment');
    expect(init).toMatchObject({ method: 'POST', body: '{"animal_category":"pigs"}', credentials: 'same-origin' });
    expect(new Headers(init!.headers).get('Idempotency-Key')).toBe(item.key);
    expect((await queuedEnrolment(owner))?.answer).toEqual({ status: 200, body: { register_enrolment: { registered: true } } });

    // Woken again before the app was opened: the answered enrolment is not sent twice.
    await sendOutboxFromWorker(send);
    expect(send).toHaveBeenCalledOnce();
  });

  it('keeps a refusal as the answer (the deadline passed), for the app to say in words', async () => {
    await queueEnrolment(owner, item);
    const refusal = { code: 'VALIDATION', message: 'x', fields: { wanted_pickup_week: 'Fristen er ute' } };
    await sendOutboxFromWorker(() => Promise.resolve(answer(422, refusal)));
    expect((await queuedEnrolment(owner))?.answer).toEqual({ status: 422, body: refusal });
  });

  it('fails the sync when the server cannot be reached, so the browser tries again, and leaves it waiting', async () => {
    await queueEnrolment(owner, item);
    await expect(sendOutboxFromWorker(() => Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow();
    expect(await queuedEnrolment(owner)).toEqual(item);
  });

  it('leaves it waiting for the next login when the session has ended', async () => {
    await queueEnrolment(owner, item);
    await sendOutboxFromWorker(() => Promise.resolve(answer(401, { code: 'UNAUTHORIZED', message: 'x' })));
    expect(await queuedEnrolment(owner)).toEqual(item);
  });
});
