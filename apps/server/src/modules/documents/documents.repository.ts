import type { Db } from '../../db/database.js';

// Every query takes the effective supplier and filters by it: another supplier's document is never
// read, whatever download id the client sends.

/** The supplier's documents, newest first. */
export function listForSupplier(db: Db, supplierNo: string) {
  return db
    .selectFrom('document')
    .select(['id', 'kind', 'document_no', 'document_date', 'title', 'amount_ore', 'download_id', 'has_file', 'arrived_at'])
    .where('supplier_no', '=', supplierNo)
    .orderBy('document_date', 'desc')
    .orderBy('document_no', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
