import type { AnyEnrolment } from '@slakteweb/core';
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';

/**
 * The device's outbox of enrolments sent without a network (DESIGN.md §10): the enrolment as it
 * was judged, with its Idempotency-Key and deadline, under the acting user and farm
 * (owner.ts). One per owner: the screen sends one enrolment at a time. Sent by the enrolment
 * feature (model/outbox-sender.ts) when the network is back, wherever the farmer is in the app;
 * or, after the app was closed, by the service worker (Background Sync), which leaves the answer
 * here for the app to show at its next start. Here, not in the feature, since both read it. The
 * server judges the enrolment when it arrives, on its own clock.
 */
export interface QueuedEnrolment {
  enrolment: AnyEnrolment;
  key: string;
  /** The deadline of the chosen week (ISO instant), shown beside 'Venter på nett'. */
  deadline: string;
  queuedAt: string;
  /**
   * The request as the page would send it (URL under the base path, with impersonation; JSON
   * body): the service worker has neither the page's settings nor its storage, so it replays this.
   */
  request?: { url: string; body: string };
  /** The server's answer to the service worker's send, until the app has shown it. */
  answer?: QueuedAnswer;
}

export interface QueuedAnswer {
  status: number;
  body: unknown;
}

/** The Background Sync tag under which the service worker sends the outbox. */
export const OUTBOX_SYNC_TAG = 'slakteweb-enrolment-outbox';

let store: UseStore | null = null;

function outbox(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('slakteweb-outbox', 'enrolments');
  return store;
}

/** False when the device cannot keep it (no IndexedDB): the farmer is told to send again later. */
export async function queueEnrolment(owner: string, item: QueuedEnrolment): Promise<boolean> {
  const db = outbox();
  if (!db) return false;
  try {
    await set(owner, item, db);
    return true;
  } catch {
    return false;
  }
}

export async function queuedEnrolment(owner: string): Promise<QueuedEnrolment | undefined> {
  const db = outbox();
  if (!db) return undefined;
  return get<QueuedEnrolment>(owner, db).catch(() => undefined);
}

/** Every owner's waiting enrolment: the service worker sends them all, whoever opens the app next. */
export async function allQueuedEnrolments(): Promise<Array<[owner: string, item: QueuedEnrolment]>> {
  const db = outbox();
  if (!db) return [];
  return entries<string, QueuedEnrolment>(db).catch(() => []);
}

/**
 * Only the logged-in owner's enrolments may be replayed by the service worker: it sends with
 * whatever session cookie the browser has, so another user's waiting enrolment (one whose session
 * ended, on a shared phone) must not go under this session. Theirs stay in the outbox without the
 * request, and the app sends them itself when that user is logged in again.
 */
export async function keepReplaysOnlyFor(owner: string): Promise<void> {
  const db = outbox();
  if (!db) return;
  for (const [other, item] of await allQueuedEnrolments()) {
    if (other === owner || !item.request) continue;
    const { request: _request, ...withoutRequest } = item;
    await set(other, withoutRequest, db).catch(() => undefined);
  }
}

export async function removeQueuedEnrolment(owner: string): Promise<void> {
  const db = outbox();
  if (!db) return;
  await del(owner, db).catch(() => undefined);
}

/** The service worker's part of Background Sync, as far as this needs to know it (not in lib.dom). */
interface SyncRegistration {
  sync?: { register: (tag: string) => Promise<void> };
}

/**
 * Asks the browser to wake the service worker when the network is back, even if the app has
 * been closed by then (Background Sync). Where the browser has no Background Sync (Firefox,
 * Safari) the enrolment is sent the next time the app is open with a network.
 */
export async function askWorkerToSendOutbox(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = (await navigator.serviceWorker.getRegistration().catch(() => undefined)) as SyncRegistration | undefined;
  await registration?.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}
