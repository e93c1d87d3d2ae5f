import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Waits for a supplier import under way (it holds this lock, import-batch.repository.ts
 * beginImport), and holds off the next until this transaction ends: a staff number checked
 * against the supplier register here cannot become a supplier's before the account is stored.
 */
export async function lockSupplierNumbers(db: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext('slakteweb:import:suppliers'))`.execute(db);
}

/** The name of the supplier with this number, in the register or the old system's list. */
export async function findSupplierName(db: Db, supplierNo: string): Promise<string | undefined> {
  const supplier = await db.selectFrom('supplier').select('fullname').where('supplier_no', '=', supplierNo).executeTakeFirst();
  if (supplier) return supplier.fullname;
  const old = await db.selectFrom('old_system_supplier').select('fullname').where('supplier_no', '=', supplierNo).executeTakeFirst();
  return old?.fullname;
}

export function findLogin(db: Db, username: string) {
  return db.selectFrom('app_user').select(['id', 'is_superuser', 'password_hash', 'email']).where('username', '=', username).executeTakeFirst();
}

export async function insertStaff(db: Db, row: { username: string; email: string; name: string }): Promise<void> {
  await db.insertInto('app_user').values({ username: row.username, password_hash: null, supplier_no: null, is_superuser: true, email: row.email, display_name: row.name }).execute();
}

export async function setAddressAndName(db: Db, userId: number, email: string, name: string): Promise<void> {
  await db.updateTable('app_user').set({ email, display_name: name }).where('id', '=', userId).execute();
}

export function listStaffRows(db: Db) {
  return db
    .selectFrom('app_user as u')
    .leftJoin('staff_second_factor as f', 'f.user_id', 'u.id')
    .select(['u.username', 'u.display_name', 'u.email', 'u.password_hash', 'f.confirmed_at', 'u.created_at'])
    .where('u.is_superuser', '=', true)
    .orderBy('u.username')
    .execute();
}

export function findStaffId(db: Db, username: string) {
  return db.selectFrom('app_user').select('id').where('username', '=', username).where('is_superuser', '=', true).executeTakeFirst();
}

/** Sessions, second factor, recovery codes and unused reset links of a user, gone. */
export async function endAccess(db: Db, userId: number, now: Date): Promise<void> {
  await db.deleteFrom('session').where('user_id', '=', userId).execute();
  await db.deleteFrom('staff_recovery_code').where('user_id', '=', userId).execute();
  await db.deleteFrom('staff_second_factor').where('user_id', '=', userId).execute();
  await db.updateTable('password_reset_token').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
}

/** No password to log in with and no address for a reset link. */
export async function clearCredentials(db: Db, userId: number): Promise<void> {
  await db.updateTable('app_user').set({ password_hash: null, email: '' }).where('id', '=', userId).execute();
}
