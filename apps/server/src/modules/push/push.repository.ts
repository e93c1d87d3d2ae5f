import type { Db } from '../../db/database.js';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores a browser's subscription for the user (a browser already stored moves to this user and session). */
export async function saveSubscription(db: Db, userId: number, sessionIdHash: string, s: StoredSubscription, at: Date): Promise<void> {
  await db
    .insertInto('push_subscription')
    .values({ ...s, user_id: userId, session_id_hash: sessionIdHash, created_at: at })
    .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, session_id_hash: sessionIdHash, p256dh: s.p256dh, auth: s.auth }))
    .execute();
}

/** Removes the user's subscription of that browser (another user's is left alone). */
export async function deleteSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute();
}

/** At logout: the browsers subscribed in that session stop getting the user's messages. */
export async function deleteSubscriptionsOfSession(db: Db, sessionIdHash: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('session_id_hash', '=', sessionIdHash).execute();
}

/** The push service no longer knows it (404/410). */
export async function forgetEndpoint(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscription').where('endpoint', '=', endpoint).execute();
}

/** Every subscribed browser of the farm's own users (never staff: they cannot subscribe for a farm). */
export async function subscriptionsOfFarm(db: Db, supplierNo: string): Promise<StoredSubscription[]> {
  return db
    .selectFrom('push_subscription as p')
    .innerJoin('app_user as u', 'u.id', 'p.user_id')
    .select(['p.endpoint', 'p.p256dh', 'p.auth'])
    .where('u.supplier_no', '=', supplierNo)
    .execute();
}
