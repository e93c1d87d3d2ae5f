import type { Insertable, Transaction } from 'kysely';
import type { DocumentKind } from '@slakteweb/core';
import type { Document as DocumentTable } from '../../db/schema.js';
import type { Database } from '../../db/types.js';

type Trx = Transaction<Database>;

/** The stored documents of the batch's numbers (any kind: the key is kind and number). */
export function findDocuments(trx: Trx, documentNos: string[]) {
  if (documentNos.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('document')
    .select(['id', 'supplier_no', 'kind', 'document_no', 'document_date', 'title', 'amount_ore', 'settlement_id'])
    .where('document_no', 'in', documentNos)
    .execute();
}

/** Posted settlements by number, for accountings to name theirs. */
export function findPostedSettlements(trx: Trx, settlementNos: string[]) {
  if (settlementNos.length === 0) return Promise.resolve([]);
  return trx.selectFrom('settlement').select(['id', 'supplier_no', 'settlement_no']).where('kind', '=', 'posted').where('settlement_no', 'in', settlementNos).execute();
}

/** Inserts the documents; answers what a notice of them needs. */
export async function insertDocuments(
  trx: Trx,
  rows: Insertable<DocumentTable>[],
): Promise<{ download_id: string; supplier_no: string; kind: DocumentKind; document_no: string; title: string; has_file: boolean }[]> {
  if (rows.length === 0) return [];
  const inserted = await trx.insertInto('document').values(rows).returning(['download_id', 'supplier_no', 'kind', 'document_no', 'title', 'has_file']).execute();
  return inserted.map((d) => ({ ...d, kind: d.kind as DocumentKind }));
}

export async function updateDocument(
  trx: Trx,
  id: number,
  fields: { document_date: string; title: string; amount_ore: number | null; settlement_id: number | null; has_file: boolean; arrived_at: Date },
): Promise<void> {
  await trx.updateTable('document').set(fields).where('id', '=', id).execute();
}
