import type { Db } from '../../db/database.js';
import type { ResetLinkPurpose } from '../../db/types.js';

export function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('app_user').selectAll().where('username', '=', username).executeTakeFirst();
}

/** The user's password hash (null for an account that has none yet), or undefined for no such user. */
export async function findPasswordHash(db: Db, userId: number): Promise<string | null | undefined> {
  const row = await db.selectFrom('app_user').select('password_hash').where('id', '=', userId).executeTakeFirst();
  return row?.password_hash;
}

/** One row per request a superuser makes while acting for a farm (who, for which farm, what). */
export function insertImpersonationAudit(db: Db, row: { at: Date; superuser_id: number; supplier_no: string; method: string; path: string; target: string }) {
  return db.insertInto('impersonation_audit').values(row).execute();
}

export function findOldSystemSupplier(db: Db, supplierNo: string) {
  return db.selectFrom('old_system_supplier').selectAll().where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/** The address a farmer's own mail goes to. */
export async function findSupplierEmail(db: Db, supplierNo: string): Promise<string> {
  const row = await db.selectFrom('supplier').select('email_user').where('supplier_no', '=', supplierNo).executeTakeFirst();
  return row?.email_user ?? '';
}

export function setPasswordHash(db: Db, userId: number, passwordHash: string) {
  return db.updateTable('app_user').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
}

type NewResetToken = { token_hash: string; user_id: number; created_at: Date; expires_at: Date; purpose: ResetLinkPurpose };

export function insertResetToken(db: Db, row: NewResetToken) {
  return db.insertInto('password_reset_token').values(row).execute();
}

/**
 * Stores a welcome link unless the user already has a valid, unused link mailed to their own
 * address (a welcome or a reset link; not one staff made, which went to staff). The user's row is
 * locked for the check, so simultaneous logins store one link between them. Returns whether it
 * stored this one.
 */
export function insertWelcomeTokenOnce(db: Db, row: Omit<NewResetToken, 'purpose'>): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('app_user').select('id').where('id', '=', row.user_id).forUpdate().executeTakeFirst();
    const live = await trx
      .selectFrom('password_reset_token')
      .select('token_hash')
      .where('user_id', '=', row.user_id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', row.created_at)
      .where((eb) => eb.or([eb('purpose', 'is', null), eb('purpose', '!=', 'superuser')]))
      .executeTakeFirst();
    if (live) return false;
    await trx.insertInto('password_reset_token').values({ ...row, purpose: 'welcome' }).execute();
    return true;
  });
}

/**
 * Ends every link of the user not yet used: after a link was used or the password changed, an
 * older mail (or a link staff had made) must not set a password any more.
 */
export function expireUnusedResetTokens(db: Db, userId: number, now: Date) {
  return db.updateTable('password_reset_token').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** One row per reset link staff had made for another user. */
export function insertResetLinkAudit(db: Db, row: { at: Date; superuser_id: number; user_id: number }) {
  return db.insertInto('reset_link_audit').values(row).execute();
}

/**
 * Marks a live token used and returns its user, in one statement, so two simultaneous uses of
 * the same link cannot both succeed.
 */
export function consumeResetToken(db: Db, tokenHash: string, now: Date) {
  return db
    .updateTable('password_reset_token')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
}

/**
 * Makes a portal user of a supplier known only from the old system: a supplier record from the
 * old list, and a login without a password that must confirm its profile after the first login.
 */
export async function createUserFromOldSystem(
  db: Db,
  old: { supplier_no: string; fullname: string; email: string | null; mobile: string | null },
) {
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('supplier')
      .values({
        supplier_no: old.supplier_no,
        fullname: old.fullname,
        email_user: old.email ?? '',
        email_accounting: old.email ?? '',
        mobile: old.mobile ?? '',
        balance_this_year_ore: 0,
        debit_amount_total_ore: 0,
      })
      .onConflict((oc) => oc.column('supplier_no').doNothing())
      .execute();
    return trx
      .insertInto('app_user')
      .values({ username: old.supplier_no, password_hash: null, supplier_no: old.supplier_no, must_confirm_information: true })
      .onConflict((oc) => oc.column('username').doUpdateSet({ username: old.supplier_no }))
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}
