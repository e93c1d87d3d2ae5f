import type { Db } from '../../db/database.js';

// Every query takes the effective supplier and filters by it: another supplier's document is never
// read, whatever download id the client sends.

/** The supplier's documents, newest first. */
export function listForSupplier(db: Db, supplierNo: string) {
  return db
    .selectFrom('document')
    .select(['id', 'kind', 'document_no', 'document_date', 'title', 'amount_ore', 'download_id', 'has_file'])
    .where('supplier_no', '=', supplierNo)
    .orderBy('document_date', 'desc')
    .orderBy('document_no', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many of the supplier's documents are dated after `afterDay` (all of them when null): the unread badge. */
export async function countAfter(db: Db, supplierNo: string, afterDay: string | null): Promise<number> {
  let query = db
    .selectFrom('document')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('supplier_no', '=', supplierNo);
  if (afterDay !== null) query = query.where('document_date', '>', afterDay);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The supplier's document with this download id, or undefined. */
export function findByDownloadId(db: Db, supplierNo: string, downloadId: string) {
  return db
    .selectFrom('document')
    .select(['kind', 'document_no', 'has_file', 'file_name', 'settlement_id'])
    .where('download_id', '=', downloadId)
    .where('supplier_no', '=', supplierNo)
    .executeTakeFirst();
}
