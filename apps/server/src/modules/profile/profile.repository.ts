import type { ProfileUpdate } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

export function findSupplier(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').selectAll().where('supplier_no', '=', supplierNo).executeTakeFirst();
}

export function updateContactFields(db: Db, supplierNo: string, update: ProfileUpdate) {
  // Fires integration_profile_event (trigger): a 'changed' event when a profile field changed.
  return db.updateTable('supplier').set(update).where('supplier_no', '=', supplierNo).execute();
}

export function clearMustConfirm(db: Db, userId: number) {
  return db.updateTable('app_user').set({ must_confirm_information: false }).where('id', '=', userId).execute();
}
