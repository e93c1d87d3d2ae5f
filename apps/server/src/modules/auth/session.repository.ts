import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';

/** Sessions by the SHA-256 of their cookie value. */
export function insertSession(db: Db, row: { id_hash: string; user_id: number; now: Date; expires_at: Date; second_factor_pending: boolean }) {
  return db
    .insertInto('session')
    .values({
      id_hash: row.id_hash,
      user_id: row.user_id,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expires_at,
      second_factor_pending: row.second_factor_pending,
    })
    .execute();
}

/** Run by every request with a session cookie, so built once (db/prepared-statement.ts). */
const sessionWithUser = preparedStatement((db, values: { idHash: string }) =>
  db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .selectAll('app_user')
    .select(['session.id_hash', 'session.last_seen_at', 'session.expires_at', 'session.created_at as session_created_at', 'session.second_factor_pending'])
    .where('session.id_hash', '=', values.idHash),
);

export async function findSessionWithUser(db: Db, idHash: string) {
  const rows = await sessionWithUser.run(db, { idHash });
  return rows[0];
}

export function touchSession(db: Db, idHash: string, now: Date) {
  return db.updateTable('session').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export function deleteSession(db: Db, idHash: string) {
  return db.deleteFrom('session').where('id_hash', '=', idHash).execute();
}

/** Ends every session of a user (after a password change or reset). */
export function deleteSessionsOfUser(db: Db, userId: number) {
  return db.deleteFrom('session').where('user_id', '=', userId).execute();
}

/** Removes sessions past their absolute end, or unused since `idleSince`. */
export function deleteExpiredSessions(db: Db, now: Date, idleSince: Date) {
  return db
    .deleteFrom('session')
    .where((eb) => eb.or([eb('expires_at', '<', now), eb('last_seen_at', '<', idleSince)]))
    .execute();
}
