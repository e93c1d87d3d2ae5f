import { allQueuedEnrolments, queueEnrolment } from '@/lib/offline/enrolment-outbox';

/**
 * The service worker's part of the offline enrolment (DESIGN.md §10): woken by Background Sync
 * when the network is back, also after the app was closed, it sends each enrolment waiting in the
 * device's outbox (the same IndexedDB the page writes) as the page would have sent it, with its
 * Idempotency-Key and the session cookie, and leaves the server's answer beside it; the app shows
 * that answer at its next start (the receipt, or the refusal in words) and only then removes it.
 *
 * Left as it was: an enrolment already answered, one queued by an older version without the
 * request to replay (the app sends it), and one the server refused for a session that has ended
 * (401: it goes with the next login). Throws when the server could not be reached, so the
 * browser tries the sync again later.
 */
export async function sendOutboxFromWorker(send: typeof fetch = fetch): Promise<void> {
  let unreachable = false;
  for (const [owner, item] of await allQueuedEnrolments()) {
    if (item.answer || !item.request) continue;
    let response: Response;
    try {
      response = await send(item.request.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': item.key },
        body: item.request.body,
        credentials: 'same-origin',
      });
    } catch {
      unreachable = true;
      continue;
    }
    if (response.status === 401) continue;
    const body: unknown = await response.json().catch(() => undefined);
    await queueEnrolment(owner, { ...item, answer: { status: response.status, body } });
  }
  if (unreachable) throw new Error('The server could not be reached: the browser tries again later');
}
