import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Supplier as SupplierTable } from '../../db/schema.js';
import type { Database } from '../../db/types.js';

type Trx = Transaction<Database>;

export function findSuppliers(trx: Trx, supplierNos: string[]) {
  if (supplierNos.length === 0) return Promise.resolve([]);
  return trx.selectFrom('supplier').selectAll().where('supplier_no', 'in', supplierNos).execute();
}

export function findOldSystemSuppliers(trx: Trx, supplierNos: string[]) {
  if (supplierNos.length === 0) return Promise.resolve([]);
  return trx.selectFrom('old_system_supplier').selectAll().where('supplier_no', 'in', supplierNos).execute();
}

/** Which of the numbers are staff accounts' usernames (staff-accounts.service.ts): no supplier may take one. */
export async function findStaffUsernames(trx: Trx, supplierNos: string[]): Promise<string[]> {
  if (supplierNos.length === 0) return [];
  const rows = await trx.selectFrom('app_user').select('username').where('username', 'in', supplierNos).where('supplier_no', 'is', null).execute();
  return rows.map((r) => r.username);
}

export async function insertSuppliers(trx: Trx, rows: Insertable<SupplierTable>[]): Promise<void> {
  if (rows.length === 0) return;
  await trx.insertInto('supplier').values(rows).execute();
}

/** Portal logins for new suppliers: no password yet; the first login mails a set-password link. */
export async function insertLogins(trx: Trx, supplierNos: string[]): Promise<void> {
  if (supplierNos.length === 0) return;
  await trx
    .insertInto('app_user')
    .values(supplierNos.map((no) => ({ username: no, password_hash: null, supplier_no: no })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function updateSupplier(trx: Trx, supplierNo: string, changes: Updateable<SupplierTable>): Promise<void> {
  // Fires integration_profile_event (trigger), which writes nothing for the import (slakteweb.origin = 'import').
  await trx.updateTable('supplier').set(changes).where('supplier_no', '=', supplierNo).execute();
}

export async function upsertOldSystemSupplier(trx: Trx, row: { supplier_no: string; fullname: string; email: string | null; mobile: string | null }): Promise<void> {
  await trx
    .insertInto('old_system_supplier')
    .values(row)
    .onConflict((oc) => oc.column('supplier_no').doUpdateSet({ fullname: row.fullname, email: row.email, mobile: row.mobile }))
    .execute();
}
