// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { sql } from 'kysely';
import type { DocumentKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { dateLabelSql, krLabelSql } from '../../db/label-sql.js';

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

/**
 * What the dropdown's search looks through: the label core's documentLabel draws ('dd.MM.yyyy /
 * number / 1 234,56 kr', with '−' before a negative amount and no amount part without one) and the
 * title (db/label-sql.ts draws the parts as core does).
 */
const SEARCH_TEXT = sql<string>`${dateLabelSql('document_date')} || ' / ' || document_no || coalesce(' / ' || ${krLabelSql('amount_ore')}, '') || ' / ' || title`;

/** What a page of documents is asked for: its size, where the previous one ended, a search. */
type PageValues = {
  supplierNo: string;
  kind: DocumentKind;
  limit: number;
  beforeDate: string | undefined;
  beforeNo: string | undefined;
  beforeId: number | undefined;
  q: string | undefined;
};

/**
 * A page of the supplier's documents of one kind, newest first (date, number, id), older than
 * where the previous page ended (`after` in the shape); with `search`, those whose label (date,
 * number, amount) or title contains q (any case). The documents screen asks for it once per kind,
 * so it is built once per shape (db/prepared-statement.ts).
 */
const pageStatement = preparedStatement((db, v: PageValues, shape: { after: boolean; search: boolean }) => {
  let query = db
    .selectFrom('document')
    .select(['id', 'kind', 'document_no', 'document_date', 'title', 'amount_ore', 'download_id', 'has_file', 'arrived_at'])
    .where('supplier_no', '=', v.supplierNo)
    .where('kind', '=', v.kind);
  if (shape.after) query = query.where(sql<boolean>`(document_date, document_no, id) < (${v.beforeDate}::date, ${v.beforeNo}, ${v.beforeId}::bigint)`);
  if (shape.search) query = query.where(sql<boolean>`strpos(lower(${SEARCH_TEXT}), lower(${v.q})) > 0`);
  return query.orderBy('document_date', 'desc').orderBy('document_no', 'desc').orderBy('id', 'desc').limit(v.limit);
});

export function pageForSupplier(
  db: Db,
  supplierNo: string,
  kind: DocumentKind,
  page: { limit: number; before?: { date: string; documentNo: string; id: number }; q?: string },
) {
  const { before, q } = page;
  return pageStatement.run(
    db,
    { supplierNo, kind, limit: page.limit, beforeDate: before?.date, beforeNo: before?.documentNo, beforeId: before?.id, q },
    { after: before !== undefined, search: Boolean(q) },
  );
}

/**
 * The statement that counts the supplier's documents new since a reading (all of them when null):
 * dated after its day, or delivered by an import after its instant (core's isNewItem). Not run
 * here: the badge counts (modules/badges) run it beside the settlements' count, in one statement.
 */
export function documentsNewSince(db: Db, supplierNo: string, since: { afterDay: string; arrivedAfter: Date } | null) {
  let query = db
    .selectFrom('document')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('supplier_no', '=', supplierNo);
  if (since !== null) {
    query = query.where((eb) => eb.or([eb('document_date', '>', since.afterDay), eb('arrived_at', '>', since.arrivedAfter)]));
  }
  return query;
}

/** What serving a document's PDF needs to know of it. */
export interface DocumentFile {
  kind: DocumentKind;
  document_no: string;
  has_file: boolean;
  file_name: string | null;
  settlement_id: number | null;
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

/** The supplier's documents with these download ids (another supplier's are simply not found). */
export function findManyByDownloadIds(db: Db, supplierNo: string, downloadIds: readonly string[]) {
  return db
    .selectFrom('document')
    .select(['download_id', 'kind', 'document_no', 'document_date', 'has_file', 'file_name', 'settlement_id'])
    .where('supplier_no', '=', supplierNo)
    .where('download_id', 'in', downloadIds)
    .execute();
}
