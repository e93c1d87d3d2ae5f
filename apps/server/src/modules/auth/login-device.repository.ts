import type { Db } from '../../db/database.js';

/** Browsers that have logged in to an account, by the SHA-256 of their device cookie. */

export async function isDeviceOf(db: Db, tokenHash: string, userId: number): Promise<boolean> {
  const row = await db.selectFrom('login_device').select('user_id').where('token_hash', '=', tokenHash).where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Records a login from the browser: a new device, or a known one (of this user) seen again. */
export function upsertDevice(db: Db, row: { token_hash: string; user_id: number; now: Date }) {
  return db
    .insertInto('login_device')
    .values({ token_hash: row.token_hash, user_id: row.user_id, last_login_at: row.now })
    .onConflict((oc) => oc.column('token_hash').doUpdateSet({ last_login_at: row.now }).where('login_device.user_id', '=', row.user_id))
    .execute();
}

export function deleteDevicesNotSeenSince(db: Db, before: Date) {
  return db.deleteFrom('login_device').where('last_login_at', '<', before).execute();
}
