import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import type { Enrolment as EnrolmentTable } from '../../db/schema.js';

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

type Treatment = Awaited<ReturnType<ReturnType<typeof treatmentsQuery>['execute']>>[number];
type HerdRow = Awaited<ReturnType<ReturnType<typeof herdQuery>['execute']>>[number];
const emptyList = <T>() => sql<T[]>`'[]'::json`;

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
      (shape.treatments ? jsonArrayFrom(treatmentsQuery(db, v.supplierNo, v.group, v.treatmentsFrom)) : emptyList<Treatment>()).as('treatments'),
      (shape.herd ? jsonArrayFrom(herdQuery(db, v.supplierNo)) : emptyList<HerdRow>()).as('herd'),
      (shape.returnForm ? sql<string | null>`(${returnFormQuery(db, v.group)})` : sql<string | null>`null`).as('return_form'),
    ])
    .where('s.supplier_no', '=', v.supplierNo),
);

/** The submission's context (submissionContextStatement); undefined when the supplier does not exist. */
export async function submissionContext(db: Db, q: SubmissionQuestion) {
  const [row] = await submissionContextStatement.run(
    db,
    { supplierNo: q.supplierNo, key: q.idempotencyKey ?? '', action: q.action, group: q.group, fromYear: q.from.year, fromWeek: q.from.week, treatmentsFrom: q.treatmentsFrom ?? '' },
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

/** A submission to store: the enrolment's columns, its rows' JSON, and its Idempotency-Key's claim (none without a key). */
export interface NewSubmission {
  enrolment: {
    supplier_no: string;
    kind: EnrolmentTable['kind'];
    animal_category: 'pigs' | 'sheep' | 'cattle';
    created_at: Date;
    created_date: string;
    pickup_week: number;
    pickup_year: number;
    comment: string;
    pickup_on_cattle_agreement: boolean;
    created_by_user_id: number;
    confirmations: string;
    medication_remarks: string | null;
    return_form_data: string | null;
    return_meat_pickup_location: string | null;
    want_marks_sent_on_return: boolean;
  };
  /** Each row's data as JSON text, in the order of the form; they are delivered in the pickup week. */
  rows: string[];
  /** The answer given under the key, as JSON; its register_enrolment.enrolment.id is set to the new enrolment's. */
  claim: { key: string; request_hash: string; status: number; response: string } | null;
}

type StoreValues = NewSubmission['enrolment'] & { rows: string; key: string; request_hash: string; status: number; response: string };

/**
 * Stores a submission in one statement: the enrolment, its rows and its Idempotency-Key's claim
 * with the answer, all or nothing, and in one round trip (a transaction's BEGIN, three inserts and
 * COMMIT were five; bench/RESULTS.md). The enrolment's id is drawn first, so the claim can store
 * the answer that names it. With a key, the claim goes first, and the enrolment and its rows are
 * stored only if the claim was made: a concurrent submission with the same key waits at the
 * claim until the first one has committed, then finds the key taken and stores nothing.
 *
 * Every value is cast to its column's type: in `insert … select`, PostgreSQL does not take a
 * parameter's type from the column it goes into. The answer passes through jsonb to get its id,
 * and jsonb refuses \u0000 and a lone surrogate: the answer holds only what the server and the
 * database made (flags, remarks from the treatments, the receipt's address), no text the request
 * sent, so it never has either. The rows go through json, which keeps their text as it is.
 */
const storeStatement = preparedStatement((_db, v: StoreValues, shape: { claim: boolean }) => {
  const claim = shape.claim
    ? sql`
      claim as (
        insert into enrolment_idempotency (supplier_no, key, request_hash, created_at, status, response)
        select ${v.supplier_no}::text, ${v.key}::text, ${v.request_hash}::text, ${v.created_at}::timestamptz, ${v.status}::int,
          jsonb_set(${v.response}::jsonb, '{register_enrolment,enrolment,id}', to_jsonb(new_id.id))::text
        from new_id
        on conflict (supplier_no, key) do nothing
        returning key
      ),`
    : sql``;
  return sql<{ id: number }>`
    with new_id as (select nextval(pg_get_serial_sequence('enrolment', 'id')) as id),
    ${claim}
    new_enrolment as (
      insert into enrolment (id, supplier_no, kind, animal_category, created_at, created_date, updated_at, pickup_week, pickup_year, comment,
        pickup_on_cattle_agreement, created_by_user_id, confirmations, medication_remarks, return_form_data, return_meat_pickup_location,
        want_marks_sent_on_return)
      select new_id.id, ${v.supplier_no}::text, ${v.kind}::text, ${v.animal_category}::text, ${v.created_at}::timestamptz, ${v.created_date}::date,
        ${v.created_at}::timestamptz, ${v.pickup_week}::int, ${v.pickup_year}::int, ${v.comment}::text, ${v.pickup_on_cattle_agreement}::boolean,
        ${v.created_by_user_id}::bigint, ${v.confirmations}::text, ${v.medication_remarks}::text, ${v.return_form_data}::text,
        ${v.return_meat_pickup_location}::text, ${v.want_marks_sent_on_return}::boolean
      from new_id
      ${shape.claim ? sql`where exists (select from claim)` : sql``}
      returning id
    ),
    new_rows as (
      insert into enrolment_row (enrolment_id, supplier_no, position, data, delivery_week, delivery_year)
      select e.id, ${v.supplier_no}::text, r.position - 1, r.data::text, ${v.pickup_week}::int, ${v.pickup_year}::int
      from new_enrolment e cross join json_array_elements(${v.rows}::json) with ordinality as r(data, position)
    )
    select id from new_enrolment`;
});

/**
 * Stores a submission (storeStatement). Returns the new enrolment's id; undefined when another
 * submission holds the Idempotency-Key, and nothing was stored.
 */
export async function storeSubmission(db: Db, submission: NewSubmission): Promise<number | undefined> {
  const { claim } = submission;
  const [row] = await storeStatement.run(
    db,
    {
      ...submission.enrolment,
      // json keeps each element's text as it was sent: the rows are stored exactly as given.
      rows: `[${submission.rows.join(',')}]`,
      key: claim?.key ?? '',
      request_hash: claim?.request_hash ?? '',
      status: claim?.status ?? 0,
      response: claim?.response ?? '{}',
    },
    { claim: claim !== null },
  );
  return row ? Number(row.id) : undefined;
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

/** The enrolments for pickup in `from` or a later week (their wanted week), in the order they were sent. */
export function enrolmentsForPickupFrom(db: Db, supplierNo: string, from: { year: number; week: number }) {
  return db
    .selectFrom('enrolment')
    .select(['id', 'kind', 'animal_category', 'created_date', 'pickup_completed', 'deletion_requested_at', 'pickup_week', 'pickup_year'])
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
