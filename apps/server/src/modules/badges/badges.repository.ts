// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import type { UnreadSince } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import { documentsNewSince } from '../documents/documents.repository.js';
import { settlementsNewSince } from '../settlements/settlements.repository.js';

/** The readings' days and instants are used only for a list that was read (the shape says which). */
type SinceValues = {
  supplierNo: string;
  postedAfterDay: string | undefined;
  postedArrivedAfter: Date | undefined;
  documentsAfterDay: string | undefined;
  documentsArrivedAfter: Date | undefined;
};

/**
 * The two unread badges in one statement: the posted settlements and the documents new since their
 * readings (each list's own count, from its own module, as a subquery). One round trip instead of
 * two. Every dashboard runs it, so it is built once per shape (db/prepared-statement.ts): whether
 * each list was ever read.
 */
const countStatement = preparedStatement((db, v: SinceValues, shape: { postedRead: boolean; documentsRead: boolean }) =>
  db.selectNoFrom([
    settlementsNewSince(db, v.supplierNo, 'posted', shape.postedRead ? { afterDay: v.postedAfterDay!, arrivedAfter: v.postedArrivedAfter! } : null).as('posted'),
    documentsNewSince(db, v.supplierNo, shape.documentsRead ? { afterDay: v.documentsAfterDay!, arrivedAfter: v.documentsArrivedAfter! } : null).as('documents'),
  ]),
);

export async function countNew(db: Db, supplierNo: string, since: { posted: UnreadSince | null; documents: UnreadSince | null }) {
  const values: SinceValues = {
    supplierNo,
    postedAfterDay: since.posted?.afterDay,
    postedArrivedAfter: since.posted ? new Date(since.posted.arrivedAfter) : undefined,
    documentsAfterDay: since.documents?.afterDay,
    documentsArrivedAfter: since.documents ? new Date(since.documents.arrivedAfter) : undefined,
  };
  const [row] = await countStatement.run(db, values, { postedRead: since.posted !== null, documentsRead: since.documents !== null });
  // count(*) is int8, which comes back as a number (database.ts); a subquery's type says it may be null.
  return { posted: Number(row!.posted), documents: Number(row!.documents) };
}
