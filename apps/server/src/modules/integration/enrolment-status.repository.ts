import type { Transaction } from 'kysely';
import type { EnrolmentChangeField, EnrolmentStatusEvent } from '@slakteweb/core';
import type { Database } from '../../db/types.js';

/** The cooperative's word on submitted enrolments (PUT /api/integration/enrolment-status). */

/** The enrolments with these ids, locked for the rest of the import's transaction. */
export function enrolmentsForStatus(trx: Transaction<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('enrolment')
    .select(['id', 'supplier_no', 'pickup_week', 'pickup_year', 'deletion_requested_at', 'cooperative_status', 'cooperative_status_at', 'cooperative_changed_fields'])
    .where('id', 'in', ids)
    .forUpdate()
    .execute();
}

/** Their rows: what a change may give new values. */
export function rowsForStatus(trx: Transaction<Database>, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('enrolment_row')
    .select(['enrolment_id', 'position', 'delivery_week', 'delivery_year', 'expected_pickup_date', 'expected_pickup_time', 'haulier_name'])
    .where('enrolment_id', 'in', ids)
    .orderBy('enrolment_id')
    .orderBy('position')
    .execute();
}

export interface RowValues {
  delivery_week?: number;
  delivery_year?: number;
  expected_pickup_date?: string | null;
  expected_pickup_time?: string | null;
  haulier_name?: string | null;
}

/**
 * The cooperative's new word on an enrolment, and its rows' new values. updated_at moves on: the
 * farmer's unread badge counts it as news.
 */
export async function writeCooperativeStatus(
  trx: Transaction<Database>,
  id: number,
  status: { event: EnrolmentStatusEvent; at: Date; fields: readonly EnrolmentChangeField[] },
  rows: readonly ({ position: number } & RowValues)[],
  now: Date,
): Promise<void> {
  await trx
    .updateTable('enrolment')
    .set({ cooperative_status: status.event, cooperative_status_at: status.at, cooperative_changed_fields: JSON.stringify(status.fields), updated_at: now })
    .where('id', '=', id)
    .execute();
  for (const { position, ...values } of rows) {
    if (Object.keys(values).length === 0) continue;
    await trx.updateTable('enrolment_row').set(values).where('enrolment_id', '=', id).where('position', '=', position).execute();
  }
}
