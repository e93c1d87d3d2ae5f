import { sql } from 'kysely';
import type { AccessRole } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/** The farm as the invitation mail names it. */
export function findFarm(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['supplier_no', 'fullname', 'email_user']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/**
 * The farm's live grants with the person's name and address: not ended, and not past 'Gjelder
 * til' (`today`, the Oslo date), oldest first.
 */
export function listLiveGrants(db: Db, supplierNo: string, today: string) {
  return db
    .selectFrom('farm_access')
    .innerJoin('app_user', 'app_user.id', 'farm_access.person_id')
    .select([
      'farm_access.id',
      'farm_access.role',
      'farm_access.granted_at',
      'farm_access.until',
      'farm_access.last_used_at',
      'app_user.display_name',
      'app_user.username',
    ])
    .where('farm_access.supplier_no', '=', supplierNo)
    .where('farm_access.ended_at', 'is', null)
    .where((eb) => eb.or([eb('farm_access.until', 'is', null), eb('farm_access.until', '>=', today)]))
    .orderBy('farm_access.granted_at')
    .orderBy('farm_access.id')
    .execute();
}

/** The farm's invitations still waiting: not accepted, withdrawn or expired; oldest first. */
export function listPendingInvitations(db: Db, supplierNo: string, now: Date) {
  return db
    .selectFrom('access_invitation')
    .select(['id', 'email', 'role', 'until', 'sent_at'])
    .where('supplier_no', '=', supplierNo)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('sent_at')
    .orderBy('id')
    .execute();
}

/** Whether the person with this address (a person's login is the address) has a live grant at the farm. */
export async function hasLiveGrant(db: Db, supplierNo: string, email: string, today: string): Promise<boolean> {
  const row = await db
    .selectFrom('farm_access')
    .innerJoin('app_user', 'app_user.id', 'farm_access.person_id')
    .select('farm_access.id')
    .where('farm_access.supplier_no', '=', supplierNo)
    .where('app_user.username', '=', email)
    .where('farm_access.ended_at', 'is', null)
    .where((eb) => eb.or([eb('farm_access.until', 'is', null), eb('farm_access.until', '>=', today)]))
    .executeTakeFirst();
  return row !== undefined;
}

export async function hasPendingInvitation(db: Db, supplierNo: string, email: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('access_invitation')
    .select('id')
    .where('supplier_no', '=', supplierNo)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

export function insertInvitation(
  db: Db,
  row: { supplier_no: string; email: string; role: AccessRole; until: string | null; token_hash: string; invited_by_user_id: number; sent_at: Date; expires_at: Date },
) {
  return db.insertInto('access_invitation').values(row).returning(['id', 'email', 'role', 'until', 'sent_at']).executeTakeFirstOrThrow();
}

/** Withdraws a waiting invitation of the farm; false when there is none by that id (another farm's, used, withdrawn). */
export async function withdrawInvitation(db: Db, supplierNo: string, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('access_invitation')
    .set({ withdrawn_at: now })
    .where('id', '=', id)
    .where('supplier_no', '=', supplierNo)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Ends a live grant of the farm at once, and the person's sessions stop acting for the farm, in
 * one transaction: their next request finds no farm. False when the farm has no live grant by that id.
 */
export function endGrant(db: Db, supplierNo: string, id: number, endedBy: number, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const ended = await trx
      .updateTable('farm_access')
      .set({ ended_at: now, ended_by_user_id: endedBy })
      .where('id', '=', id)
      .where('supplier_no', '=', supplierNo)
      .where('ended_at', 'is', null)
      .returning('person_id')
      .executeTakeFirst();
    if (!ended) return false;
    await trx.updateTable('session').set({ acting_for: null }).where('user_id', '=', ended.person_id).where('acting_for', '=', supplierNo).execute();
    return true;
  });
}

/** One page of the farm's log, newest first, before the cursor (`at` exact to the microsecond, and `id`). */
export function listLog(db: Db, supplierNo: string, before: { at: string; id: number } | null, limit: number) {
  let query = db
    .selectFrom('access_log')
    .select(['id', 'at', 'person_name', 'role', 'action', 'target'])
    // The cursor's instant as exact text: a JS Date keeps milliseconds, the column microseconds.
    .select(sql<string>`to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('at_exact'))
    .where('supplier_no', '=', supplierNo);
  if (before) query = query.where(sql<boolean>`(at, id) < (${before.at}::timestamptz, ${before.id})`);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).execute();
}

/** The invitation a link names, whatever its state. */
export function findInvitationByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('access_invitation').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** A login by its username (a person's is their address). */
export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('app_user').select(['id', 'is_person']).where('username', '=', username).executeTakeFirst();
}

/**
 * Uses the invitation and gives its grant to the person, in one transaction: `person` is an
 * existing person's id, or the new person to create. The invitation is marked used in the same
 * statement that checks it is still good, so a link works once even when used twice at once. A
 * live grant the person already holds at the farm ends, replaced by the invitation's. Returns
 * the person and the farm, or null when the link is no longer good.
 */
export function acceptInvitation(
  db: Db,
  tokenHash: string,
  person: number | { email: string; name: string; passwordHash: string },
  now: Date,
): Promise<{ personId: number; supplierNo: string; role: AccessRole } | null> {
  return db.transaction().execute(async (trx) => {
    const invitation = await trx
      .updateTable('access_invitation')
      .set({ accepted_at: now })
      .where('token_hash', '=', tokenHash)
      .where('accepted_at', 'is', null)
      .where('withdrawn_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['id', 'supplier_no', 'role', 'until', 'invited_by_user_id'])
      .executeTakeFirst();
    if (!invitation) return null;
    const personId =
      typeof person === 'number'
        ? person
        : (
            await trx
              .insertInto('app_user')
              .values({ username: person.email, email: person.email, display_name: person.name, password_hash: person.passwordHash, is_person: true })
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
    await trx.updateTable('access_invitation').set({ accepted_by_person_id: personId }).where('id', '=', invitation.id).execute();
    await trx
      .updateTable('farm_access')
      .set({ ended_at: now, ended_by_user_id: invitation.invited_by_user_id })
      .where('supplier_no', '=', invitation.supplier_no)
      .where('person_id', '=', personId)
      .where('ended_at', 'is', null)
      .execute();
    await trx
      .insertInto('farm_access')
      .values({ supplier_no: invitation.supplier_no, person_id: personId, role: invitation.role, granted_at: now, invitation_id: invitation.id, until: invitation.until })
      .execute();
    return { personId, supplierNo: invitation.supplier_no, role: invitation.role };
  });
}

/** The person's sessions (a new person has the one just started) act for the farm. */
export function actForFarm(db: Db, personId: number, supplierNo: string) {
  return db.updateTable('session').set({ acting_for: supplierNo }).where('user_id', '=', personId).execute();
}
