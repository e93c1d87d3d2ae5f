// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { expressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import type { Enrolment as EnrolmentTable } from '../../db/schema.js';
import type { Database } from '../../db/types.js';

// Every query takes the effective supplier and filters by it; another supplier's herd, draft or
// enrolment is never read, whatever the client sends.

/** The farm's herd by animal type and number: the herd screen's list, and what a cattle submission is checked against. */
function herdQuery(db: Db, supplierNo: string) {
  return db
    .selectFrom('herd_animal')
    .select(['mark_no', 'individual_no', 'birthdate', 'subcategory_name', 'name'])
    .where('supplier_no', '=', supplierNo)
    .orderBy('subcategory_name')
    .orderBy('mark_no')
    .orderBy('individual_no');
}

export function herdOf(db: Db, supplierNo: string) {
  return herdQuery(db, supplierNo).execute();
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
function treatmentsQuery(db: Db, supplierNo: string, category: 'pigs' | 'sheep' | 'cattle', from: string) {
  return db
    .selectFrom('animal_treatment')
    .select(['subcategory_name', 'animal_id', 'group_name', 'disease_name', 'disease_code', 'medication_name', 'treatment_date', 'restrain_limit'])
    .where('supplier_no', '=', supplierNo)
    .where('animal_category', '=', category)
    .where('restrain_limit', '>=', from)
    .orderBy('id');
}

/** The cooperative's return form of an animal kind (JSON text). */
function returnFormQuery(db: Db, kind: 'pigs' | 'sheep' | 'cattle') {
  return db.selectFrom('return_form').select('form').where('animal_kind', '=', kind);
}

/** The return form screen's statement, built once (db/prepared-statement.ts). */
const returnFormStatement = preparedStatement((db, v: { kind: 'pigs' | 'sheep' | 'cattle' }) => returnFormQuery(db, v.kind));

/** The cooperative's return form of an animal kind (JSON text), or undefined. */
export async function returnFormOf(db: Db, kind: 'pigs' | 'sheep' | 'cattle') {
  const [row] = await returnFormStatement.run(db, { kind });
  return row;
}

/** The farm's status as the animal-keeping screen and the refusal rules read it (supplier columns). */
const STATUS_COLUMNS = [
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
] as const;

export function supplierStatus(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(STATUS_COLUMNS).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/** Pickup-week rules from a week on: the weeks screen's list, and what a submission is judged by. */
function pickupRulesQuery(db: Db, from: { year: number; week: number }) {
  return db
    .selectFrom('pickup_week_rule')
    .select(['action', 'animal_group', 'year', 'week', 'allowed', 'allowed_cattle_deal', 'reason'])
    .where((eb) => eb.or([eb('year', '>', from.year), eb.and([eb('year', '=', from.year), eb('week', '>=', from.week)])]))
    .orderBy('year')
    .orderBy('week')
    .orderBy('action')
    .orderBy('animal_group');
}

const pickupRulesStatement = preparedStatement((db, from: { year: number; week: number }) => pickupRulesQuery(db, from));

export function pickupRulesFrom(db: Db, from: { year: number; week: number }) {
  return pickupRulesStatement.run(db, { year: from.year, week: from.week });
}

/** What a submission is checked against: its farm and group, the current week, and the lists it needs. */
export interface SubmissionQuestion {
  supplierNo: string;
  idempotencyKey: string | undefined;
  action: 'slaughter' | 'buy' | 'sell';
  group: 'pigs' | 'sheep' | 'cattle';
  /** The current week: the pickup-week rules from it on. */
  from: { year: number; week: number };
  /** A slaughter enrolment's treatments: those whose withdrawal period lasts until this day or later; null for none. */
  treatmentsFrom: string | null;
  /** Today's return form of the group (a slaughter enrolment, where the cooperative has return forms). */
  returnForm: boolean;
  /** The herd (cattle slaughtered or sold must be the farm's own). */
  herd: boolean;
}

/** A condition written into the statement's text (a shape's flag, db/prepared-statement.ts). */
const lit = (value: boolean) => expressionBuilder<Database, never>().lit(value);

type SubmissionValues = {
  supplierNo: string;
  key: string;
  action: 'slaughter' | 'buy' | 'sell';
  group: 'pigs' | 'sheep' | 'cattle';
  fromYear: number;
  fromWeek: number;
  treatmentsFrom: string;
};

/**
 * Everything a submission is judged by, in one statement: the farm's status (the refusal rules),
 * who gets a slaughter enrolment's receipt, what is stored under the Idempotency-Key (null columns
 * when none), the pickup-week rules, the treatments and the herd as JSON lists, and the return
 * form's text. At the deadline farms submit by the hundred a second, and each round trip to the
 * database costs the server about as much as the checks themselves (bench/RESULTS.md). What a
 * submission does not need is left out by the shape, not read and thrown away.
 */
const submissionContextStatement = preparedStatement((db, v: SubmissionValues, shape: { treatments: boolean; returnForm: boolean; herd: boolean }) =>
  db
    .selectFrom('supplier as s')
    .leftJoin('enrolment_idempotency as i', (join) => join.onRef('i.supplier_no', '=', 's.supplier_no').on('i.key', '=', v.key))
    .select(STATUS_COLUMNS)
    .select([
      's.fullname',
      's.email_user',
      's.recieve_registered_slaughter',
      'i.request_hash',
      'i.status as idempotent_status',
      'i.response as idempotent_response',
    ])
    .select([
      // Only the rules of the submission's action and group: the check reads no other (core's pickupWeekRuleFor).
      jsonArrayFrom(pickupRulesQuery(db, { year: v.fromYear, week: v.fromWeek }).where('action', '=', v.action).where('animal_group', '=', v.group)).as(
        'pickup_rules',
      ),
      // A list the submission does not need is the same query that finds nothing: '[]', typed alike.
      jsonArrayFrom(treatmentsQuery(db, v.supplierNo, v.group, v.treatmentsFrom).where(lit(shape.treatments))).as('treatments'),
      jsonArrayFrom(herdQuery(db, v.supplierNo).where(lit(shape.herd))).as('herd'),
      returnFormQuery(db, v.group).where(lit(shape.returnForm)).as('return_form'),
    ])
    .where('s.supplier_no', '=', v.supplierNo),
);

/** The submission's context (submissionContextStatement); undefined when the supplier does not exist. */
export async function submissionContext(db: Db, q: SubmissionQuestion) {
  // Without treatments their query finds nothing (the shape), but its day must still be a date.
  const [row] = await submissionContextStatement.run(
    db,
    { supplierNo: q.supplierNo, key: q.idempotencyKey ?? '', action: q.action, group: q.group, fromYear: q.from.year, fromWeek: q.from.week, treatmentsFrom: q.treatmentsFrom ?? '1970-01-01' },
    { treatments: q.treatmentsFrom !== null, returnForm: q.returnForm, herd: q.herd },
  );
  return row;
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

// Storing a submission: its own file (enrolment-store.repository.ts), named here as before.
export { type NewSubmission, storeSubmission } from './enrolment-store.repository.js';

export function listDates(db: Db, supplierNo: string) {
  return db
    .selectFrom('enrolment')
    .select((eb) => ['created_date', 'kind', eb.fn.max('created_at').as('last_created_at')])
    .where('supplier_no', '=', supplierNo)
    .groupBy(['created_date', 'kind'])
    .orderBy('created_date', 'desc')
    .orderBy((eb) => eb.fn.max('created_at'), 'desc')
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
      'cooperative_status',
      'cooperative_status_at',
      'cooperative_changed_fields',
    ])
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .where('created_date', '=', date)
    .orderBy('id')
    .execute();
}

/** The enrolments for pickup in `from` or a later week (their wanted week), in the order they were sent. */
export function enrolmentsForPickupFrom(db: Db, supplierNo: string, from: { year: number; week: number }) {
  return db
    .selectFrom('enrolment')
    .select([
      'id',
      'kind',
      'animal_category',
      'created_date',
      'pickup_completed',
      'deletion_requested_at',
      'pickup_week',
      'pickup_year',
      'cooperative_status',
      'cooperative_status_at',
      'cooperative_changed_fields',
    ])
    .where('supplier_no', '=', supplierNo)
    .where((eb) => eb.or([eb('pickup_year', '>', from.year), eb.and([eb('pickup_year', '=', from.year), eb('pickup_week', '>=', from.week)])]))
    .orderBy('created_at')
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
  // Fires integration_enrolment_event (trigger): a 'deleted' event with the enrolment's snapshot.
  return db.deleteFrom('enrolment').where('supplier_no', '=', supplierNo).where('id', 'in', ids).execute();
}

export function requestDeletion(db: Db, supplierNo: string, ids: number[], at: Date) {
  return db
    // Fires integration_enrolment_event (trigger): a 'deletion_requested' event.
    .updateTable('enrolment')
    .set({ deletion_requested_at: at, updated_at: at })
    .where('supplier_no', '=', supplierNo)
    .where('id', 'in', ids)
    .where('deletion_requested_at', 'is', null)
    .execute();
}

/** Enrolments changed after `since` (all when null): the unread badge. */
export async function countChangedSince(db: Db, supplierNo: string, since: Date | null): Promise<number> {
  let query = db
    .selectFrom('enrolment')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('supplier_no', '=', supplierNo);
  if (since) query = query.where('updated_at', '>', since);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.n);
}
