import { readStoredRow } from '@slakteweb/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IntegrationEvent as IntegrationEventTable } from '../../db/schema.js';
import type { IntegrationEventRow } from '../../db/types.js';

/**
 * The events of a stream after (txid, id), in that order, from finished transactions only: those
 * older than the oldest transaction still running (pg_snapshot_xmin). An event of a transaction
 * that commits late is withheld until then, and every event handed out is final: no later commit
 * can put one before it. That is what makes the cursor skip nothing and repeat nothing.
 */
export async function eventsAfter(db: Db, stream: IntegrationEventTable['stream'], after: { txid: string; id: number }, limit: number): Promise<IntegrationEventRow[]> {
  const result = await sql<IntegrationEventRow>`
    select id, txid::text as txid, event, supplier_no, ref_id, at, snapshot
    from integration_event
    where stream = ${stream}
      and (txid, id) > (${after.txid}::xid8, ${after.id}::bigint)
      and txid < pg_snapshot_xmin(pg_current_snapshot())
    -- Qualified: a bare 'txid' here would be the text column above, and '1000' sorts before '999'.
    order by integration_event.txid, integration_event.id
    limit ${limit}`.execute(db);
  return result.rows.map((r) => ({ ...r, id: Number(r.id), ref_id: Number(r.ref_id) }));
}

export function enrolmentsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolment')
    .select([
      'id',
      'supplier_no',
      'kind',
      'animal_category',
      'created_at',
      'pickup_week',
      'pickup_year',
      'comment',
      'pickup_on_cattle_agreement',
      'deletion_requested_at',
      'confirmations',
      'medication_remarks',
      'return_form_data',
      'return_meat_pickup_location',
      'want_marks_sent_on_return',
    ])
    .where('id', 'in', ids)
    .execute();
}

/**
 * The enrolments' rows, each row's data read through core's stored-row schema (older shapes in
 * today's, readStoredRow). A row that cannot be read goes out as it is stored: the cooperative's
 * system gets every row there is, and the feed never fails on one.
 */
export async function rowsOfEnrolments(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('enrolment_row')
    .select(['enrolment_id', 'position', 'delivery_week', 'delivery_year', 'data'])
    .where('enrolment_id', 'in', ids)
    .orderBy('enrolment_id')
    .orderBy('position')
    .execute();
  return rows.map((r) => {
    const reading = readStoredRow(r.data);
    return { ...r, data: reading.ok ? (reading.row as unknown) : asStored(r.data) };
  });
}

/** A row's data that cannot be read: its JSON as it is, or its text where it is not JSON. */
function asStored(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return data;
  }
}

export function prognosesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('prognosis_submission')
    .select(['id', 'animal_kind', 'period_from', 'period_to', 'slaughter', 'buy', 'sell', 'submitted_at'])
    .where('id', 'in', ids)
    .execute();
}

export function profilesOf(db: Db, supplierNos: string[]) {
  if (supplierNos.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('supplier')
    .select(['supplier_no', 'email_user', 'email_accounting', 'mobile', 'street_address', 'post_no', 'city', 'recieve_accounting', 'recieve_newsletter', 'recieve_registered_slaughter'])
    .where('supplier_no', 'in', supplierNos)
    .execute();
}

/** Grants with the person's name and address, for the grants feed. */
export function grantsByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('farm_access')
    .innerJoin('app_user', 'app_user.id', 'farm_access.person_id')
    .select(['farm_access.id', 'farm_access.role', 'farm_access.granted_at', 'farm_access.until', 'farm_access.ended_at', 'app_user.display_name', 'app_user.username'])
    .where('farm_access.id', 'in', ids)
    .execute();
}
