import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import type { EnrolmentTable } from '../../db/schema.js';
import type { Insertable } from 'kysely';

// Every query takes the effective supplier and filters by it; another supplier's herd, draft or
// enrolment is never read, whatever the client sends.

export function herdOf(db: Db, supplierNo: string) {
  return db
    .selectFrom('herd_animal')
    .select(['mark_no', 'individual_no', 'birthdate', 'subcategory_name', 'name'])
    .where('supplier_no', '=', supplierNo)
    .orderBy('subcategory_name')
    .orderBy('mark_no')
    .orderBy('individual_no')
    .execute();
}

/**
 * The latest withdrawal period of each animal of the herd that has one ('mark_no-individual_no' →
 * the treatment whose period ends last).
 */
export function latestCattleTreatments(db: Db, supplierNo: string) {
  return db
    .selectFrom('animal_treatment')
    .select(['animal_id', 'treatment_date', 'restrain_limit'])
    .distinctOn('animal_id')
    .where('supplier_no', '=', supplierNo)
    .where('animal_category', '=', 'cattle')
    .where('animal_id', 'is not', null)
    .orderBy('animal_id')
    .orderBy('restrain_limit', 'desc')
    .orderBy('treatment_date', 'desc')
    .execute();
}

/** The farm's treatments of an animal category whose withdrawal period lasts until `from` or later. */
// The statements every enrolment submission runs are built once (db/prepared-statement.ts): at
// the deadline, farms submit by the hundred a second.
const treatmentsStatement = preparedStatement((db, v: { supplierNo: string; category: 'pigs' | 'sheep' | 'cattle'; from: string }) =>
  db
    .selectFrom('animal_treatment')
    .select(['subcategory_name', 'animal_id', 'group_name', 'disease_name', 'disease_code', 'medication_name', 'treatment_date', 'restrain_limit'])
    .where('supplier_no', '=', v.supplierNo)
    .where('animal_category', '=', v.category)
    .where('restrain_limit', '>=', v.from)
    .orderBy('id'),
);

export function treatmentsUntilOrAfter(db: Db, supplierNo: string, category: 'pigs' | 'sheep' | 'cattle', from: string) {
  return treatmentsStatement.run(db, { supplierNo, category, from });
}

/** The cooperative's return form of an animal kind (JSON text), or undefined. */
const returnFormStatement = preparedStatement((db, v: { kind: 'pigs' | 'sheep' | 'cattle' }) => db.selectFrom('return_form').select('form').where('animal_kind', '=', v.kind));

export async function returnFormOf(db: Db, kind: 'pigs' | 'sheep' | 'cattle') {
  const [row] = await returnFormStatement.run(db, { kind });
  return row;
}

export function supplierStatus(db: Db, supplierNo: string) {
  return db
    .selectFrom('supplier')
    .select([
      'animal_keeping_id',
      'provider_no',
      'ksl_status',
      'health_pig_approved',
      'has_pigs',
      'has_sheep',
      'has_cattle',
      'has_pigs_restriction',
      'has_sheep_restriction',
      'has_cattle_restriction',
    ])
    .where('supplier_no', '=', supplierNo)
    .executeTakeFirst();
}

/**
 * Everything an enrolment submission needs of the farm in one round trip: the status the refusal
 * rules read, who gets a slaughter enrolment's receipt, and what is stored under the submission's
 * Idempotency-Key (null columns when none).
 */
const submissionContextStatement = preparedStatement((db, v: { supplierNo: string; key: string }) =>
  db
    .selectFrom('supplier as s')
    .leftJoin('enrolment_idempotency as i', (join) => join.onRef('i.supplier_no', '=', 's.supplier_no').on('i.key', '=', v.key))
    .select([
      's.animal_keeping_id',
      's.provider_no',
      's.ksl_status',
      's.health_pig_approved',
      's.has_pigs',
      's.has_sheep',
      's.has_cattle',
      's.has_pigs_restriction',
      's.has_sheep_restriction',
      's.has_cattle_restriction',
      's.fullname',
      's.email_user',
      's.recieve_registered_slaughter',
      'i.request_hash',
      'i.status as idempotent_status',
      'i.response as idempotent_response',
    ])
    .where('s.supplier_no', '=', v.supplierNo),
);

export async function submissionContext(db: Db, supplierNo: string, idempotencyKey: string | undefined) {
  const [row] = await submissionContextStatement.run(db, { supplierNo, key: idempotencyKey ?? '' });
  return row;
}

/** Pickup-week rules from a week on. */
const pickupRulesStatement = preparedStatement((db, from: { year: number; week: number }) =>
  db
    .selectFrom('pickup_week_rule')
    .select(['action', 'animal_group', 'year', 'week', 'allowed', 'allowed_cattle_deal', 'reason'])
    .where((eb) => eb.or([eb('year', '>', from.year), eb.and([eb('year', '=', from.year), eb('week', '>=', from.week)])]))
    .orderBy('year')
    .orderBy('week')
    .orderBy('action')
    .orderBy('animal_group'),
);

export function pickupRulesFrom(db: Db, from: { year: number; week: number }) {
  return pickupRulesStatement.run(db, { year: from.year, week: from.week });
}

export function findDraft(db: Db, supplierNo: string) {
  return db.selectFrom('enrolment_draft').selectAll().where('supplier_no', '=', supplierNo).executeTakeFirst();
}

export function upsertDraft(db: Db, draft: { supplier_no: string; state: string; user_name: string; last_updated: string; saved_at: Date }) {
  return db
    .insertInto('enrolment_draft')
    .values(draft)
    .onConflict((oc) =>
      oc.column('supplier_no').doUpdateSet({ state: draft.state, user_name: draft.user_name, last_updated: draft.last_updated, saved_at: draft.saved_at }),
    )
    .execute();
}

export function deleteDraft(db: Db, supplierNo: string) {
  return db.deleteFrom('enrolment_draft').where('supplier_no', '=', supplierNo).execute();
}

const claimStatement = preparedStatement(
  (trx, v: { supplier_no: string; key: string; request_hash: string; created_at: Date; status: number; response: string }) =>
    trx
      .insertInto('enrolment_idempotency')
      .values({ supplier_no: v.supplier_no, key: v.key, request_hash: v.request_hash, created_at: v.created_at, status: v.status, response: v.response })
      .onConflict((oc) => oc.columns(['supplier_no', 'key']).doNothing())
      .returning('key'),
);

/**
 * Claims an idempotency key with the answer given under it, inside the caller's transaction (the
 * one that stores the enrolment). Returns true when this transaction owns the key; false when
 * another has it. PostgreSQL waits here for a concurrent owner to end, so on false the caller
 * can read that owner's answer.
 */
export async function claimIdempotencyKey(
  trx: Db,
  row: { supplier_no: string; key: string; request_hash: string; created_at: Date; status: number; response: string },
) {
  const inserted = await claimStatement.run(trx, row);
  return inserted.length > 0;
}

export function findIdempotencyKey(db: Db, supplierNo: string, key: string) {
  return db
    .selectFrom('enrolment_idempotency')
    .select(['request_hash', 'status', 'response'])
    .where('supplier_no', '=', supplierNo)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Forgets the idempotency keys claimed before `before` (housekeeping). */
export function deleteIdempotencyKeysBefore(db: Db, before: Date) {
  return db.deleteFrom('enrolment_idempotency').where('created_at', '<', before).execute();
}

export interface NewEnrolmentRow {
  data: string;
  delivery_week: number;
  delivery_year: number;
  expected_pickup_date?: string | null;
  expected_pickup_time?: string | null;
  haulier_name?: string | null;
  pickup_completed?: boolean;
}

export async function insertEnrolment(trx: Db, enrolment: Insertable<EnrolmentTable>, rows: NewEnrolmentRow[]): Promise<number> {
  const { id } = await trx.insertInto('enrolment').values(enrolment).returning('id').executeTakeFirstOrThrow();
  if (rows.length > 0) {
    await trx
      .insertInto('enrolment_row')
      .values(rows.map((r, position) => ({ ...r, enrolment_id: Number(id), supplier_no: enrolment.supplier_no, position })))
      .execute();
  }
  return Number(id);
}

export function listDates(db: Db, supplierNo: string) {
  return db
    .selectFrom('enrolment')
    .select(['created_date', 'kind', sql<Date>`max(created_at)`.as('last_created_at')])
    .where('supplier_no', '=', supplierNo)
    .groupBy(['created_date', 'kind'])
    .orderBy('created_date', 'desc')
    .orderBy(sql`max(created_at)`, 'desc')
    .execute();
}

export function enrolmentsOn(db: Db, supplierNo: string, kind: EnrolmentTable['kind'], date: string) {
  return db
    .selectFrom('enrolment')
    .select([
      'id',
      'kind',
      'animal_category',
      'created_date',
      'comment',
      'pickup_completed',
      'deletion_requested_at',
      'pickup_week',
      'pickup_year',
      'confirmations',
      'return_form_data',
      'return_meat_pickup_location',
      'want_marks_sent_on_return',
      'created_at',
    ])
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .where('created_date', '=', date)
    .orderBy('id')
    .execute();
}

export function rowsOf(db: Db, supplierNo: string, enrolmentIds: number[]) {
  if (enrolmentIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('enrolment_row')
    .select(['enrolment_id', 'position', 'data', 'delivery_week', 'delivery_year', 'expected_pickup_date', 'expected_pickup_time', 'haulier_name', 'pickup_completed'])
    .where('supplier_no', '=', supplierNo)
    .where('enrolment_id', 'in', enrolmentIds)
    .orderBy('enrolment_id')
    .orderBy('position')
    .execute();
}

export function deleteEnrolments(db: Db, supplierNo: string, ids: number[]) {
  return db.deleteFrom('enrolment').where('supplier_no', '=', supplierNo).where('id', 'in', ids).execute();
}

export function requestDeletion(db: Db, supplierNo: string, ids: number[], at: Date) {
  return db
    .updateTable('enrolment')
    .set({ deletion_requested_at: at, updated_at: at })
    .where('supplier_no', '=', supplierNo)
    .where('id', 'in', ids)
    .where('deletion_requested_at', 'is', null)
    .execute();
}

/** Enrolments changed after `since` (all when null): the unread badge. */
export async function countChangedSince(db: Db, supplierNo: string, since: Date | null): Promise<number> {
  let query = db.selectFrom('enrolment').select(sql<number>`count(*)::int`.as('n')).where('supplier_no', '=', supplierNo);
  if (since) query = query.where('updated_at', '>', since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
