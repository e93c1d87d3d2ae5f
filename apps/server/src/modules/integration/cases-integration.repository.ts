import type { Transaction } from 'kysely';
import type { CaseStatus } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/** The farms' questions as the cooperative reads and answers them (GET and PUT /api/integration/cases). */

export function casesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('farm_case').select(['id', 'number', 'reason', 'text', 'created_at', 'subject']).where('id', 'in', ids).execute();
}

/** The cases with these numbers, locked for the rest of the import's transaction. */
export function casesByNumber(trx: Transaction<Database>, numbers: string[]) {
  if (numbers.length === 0) return Promise.resolve([]);
  return trx.selectFrom('farm_case').select(['id', 'number', 'supplier_no', 'text', 'status', 'answer']).where('number', 'in', numbers).forUpdate().execute();
}

/** A case's new status and answer; a status it did not have before goes into its history. */
export async function updateCase(trx: Transaction<Database>, id: number, change: { status: CaseStatus; answer: string | null; statusChanged: boolean; at: Date }): Promise<void> {
  await trx
    .updateTable('farm_case')
    .set({ status: change.status, answer: change.answer, answered_at: change.status === 'answered' ? change.at : null })
    .where('id', '=', id)
    .execute();
  if (change.statusChanged) await trx.insertInto('farm_case_history').values({ case_id: id, status: change.status, at: change.at }).execute();
}
