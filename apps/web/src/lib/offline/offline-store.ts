import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The device's offline copies (IndexedDB): one record per owner (owner.ts) with the data
 * cache as it was last saved. IndexedDB, not the service worker's caches: the copies are the
 * app's, keyed by user and farm, and removed in one go at logout and on a 401.
 * Every call tolerates a browser without IndexedDB (private mode): nothing is kept then.
 */
let store: UseStore | null = null;

function copies(): UseStore | null {
  if (typeof indexedDB === 'undefined') return null;
  store ??= createStore('slakteweb-offline', 'copies');
  return store;
}

export interface OfflineCopy<T> {
  /** When the copy was saved (ms). */
  savedAt: number;
  /** The app version that saved it: another version's copy may not fit its screens. */
  version: string;
  state: T;
}

export async function readCopy<T>(owner: string): Promise<OfflineCopy<T> | undefined> {
  const db = copies();
  if (!db) return undefined;
  try {
    return await get<OfflineCopy<T>>(owner, db);
  } catch {
    return undefined;
  }
}

export async function writeCopy<T>(owner: string, copy: OfflineCopy<T>): Promise<void> {
  const db = copies();
  if (!db) return;
  try {
    await set(owner, copy, db);
  } catch {
    // Storage full or refused: the screens work online as before.
  }
}

export async function deleteCopy(owner: string): Promise<void> {
  const db = copies();
  if (!db) return;
  await del(owner, db).catch(() => undefined);
}

/**
 * Another kind of record in the same store, under a key no owner has (owners are JSON arrays):
 * cleared with every copy at logout, on a 401 and at every login, and read by the service worker.
 */
export async function readRecord<T>(key: string): Promise<T | undefined> {
  const db = copies();
  if (!db) return undefined;
  return get<T>(key, db).catch(() => undefined);
}

export async function writeRecord<T>(key: string, value: T): Promise<void> {
  const db = copies();
  if (!db) return;
  await set(key, value, db).catch(() => undefined);
}

/** Every owner's copies on this device. */
export async function clearCopies(): Promise<void> {
  const db = copies();
  if (!db) return;
  await clear(db).catch(() => undefined);
}
