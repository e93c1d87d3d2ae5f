import type { AnyEnrolment } from '@slakteweb/core';
import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The device's outbox of enrolments sent without a network (DESIGN.md §10): the enrolment as it
 * was judged, with its Idempotency-Key and deadline, under the acting user and farm
 * (lib/offline/owner.ts). One per owner: the screen sends one enrolment at a time. Sent by
 * use-send-enrolment.ts when the network is back; the server judges it then, on its own clock.
 */
export interface QueuedEnrolment {
  enrolment: AnyEnrolment;
  key: string;
  /** The deadline of the chosen week (ISO instant), shown beside 'Venter på nett'. */
  deadline: string;
  queuedAt: string;
}

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

export async function removeQueuedEnrolment(owner: string): Promise<void> {
  const db = outbox();
  if (!db) return;
  await del(owner, db).catch(() => undefined);
}
