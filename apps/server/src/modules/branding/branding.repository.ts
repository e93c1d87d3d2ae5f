import type { Db } from '../../db/database.js';

export function findSupplier(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['supplier_no', 'fullname', 'email_user']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}
