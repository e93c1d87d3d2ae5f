import type { Db } from '../../db/database.js';

/**
 * Messages published by `now` for every variant or for `companyId`, to every farm or to the farm
 * `supplierNo` (staff acting for nobody: '', every farm's only), newest first.
 */
export function listPublished(db: Db, companyId: string, supplierNo: string, now: Date) {
  return db
    .selectFrom('message')
    .select(['id', 'title', 'body', 'published_at'])
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .where((eb) => eb.or([eb('supplier_no', 'is', null), eb('supplier_no', '=', supplierNo)]))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One message the user could see: as listPublished. */
export function findPublished(db: Db, companyId: string, supplierNo: string, now: Date, id: number) {
  return db
    .selectFrom('message')
    .select('id')
    .where('id', '=', id)
    .where('published_at', '<=', now)
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .where((eb) => eb.or([eb('supplier_no', 'is', null), eb('supplier_no', '=', supplierNo)]))
    .executeTakeFirst();
}
