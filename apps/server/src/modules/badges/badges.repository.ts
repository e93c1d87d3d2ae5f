import type { UnreadSince } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { documentsNewSince } from '../documents/documents.repository.js';
import { settlementsNewSince } from '../settlements/settlements.repository.js';

/**
 * The two unread badges in one statement: the posted settlements and the documents new since their
 * readings (each list's own count, from its own module, as a subquery). One round trip instead of two.
 */
export async function countNew(db: Db, supplierNo: string, since: { posted: UnreadSince | null; documents: UnreadSince | null }) {
  const row = await db
    .selectNoFrom([settlementsNewSince(db, supplierNo, 'posted', since.posted).as('posted'), documentsNewSince(db, supplierNo, since.documents).as('documents')])
    .executeTakeFirstOrThrow();
  // count(*) is int8, which comes back as a number (database.ts); a subquery's type says it may be null.
  return { posted: Number(row.posted), documents: Number(row.documents) };
}
