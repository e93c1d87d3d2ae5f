// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';

/** Sessions by the SHA-256 of their cookie value. */
export function insertSession(db: Db, row: { id_hash: string; user_id: number; now: Date; expires_at: Date; second_factor_pending: boolean; acting_for: string | null }) {
  return db
    .insertInto('session')
    .values({
      id_hash: row.id_hash,
      user_id: row.user_id,
      created_at: row.now,
      last_seen_at: row.now,
      expires_at: row.expires_at,
      second_factor_pending: row.second_factor_pending,
      acting_for: row.acting_for,
    })
    .execute();
}

/**
 * The session and its user, as every request with a session cookie asks (so built once:
 * db/prepared-statement.ts). Only what a request uses: no password hash, and the session's two
 * instants as milliseconds since 1970 (a number to read, not a timestamp text to parse).
 */
const sessionWithUser = preparedStatement((db, values: { idHash: string }) =>
  db
    .selectFrom('session')
    .innerJoin('app_user', 'app_user.id', 'session.user_id')
    .select([
      'app_user.id',
      'app_user.username',
      'app_user.supplier_no',
      'app_user.is_superuser',
      'app_user.display_name',
      'app_user.email',
      'app_user.must_confirm_information',
      'app_user.is_person',
      'session.second_factor_pending',
      'session.acting_for',
    ])
    .select([
      sql<number>`(extract(epoch from session.last_seen_at) * 1000)::float8`.as('last_seen_ms'),
      sql<number>`(extract(epoch from session.expires_at) * 1000)::float8`.as('expires_ms'),
    ])
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
