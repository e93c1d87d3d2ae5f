// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { type AliasableExpression, expressionBuilder, type Insertable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import type { Database, EnrolmentTable } from '../../db/schema.js';

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

/** A row's data among the statement's values: row0, row1, … in the order of the form. */
type RowKey = `row${number}`;
/** The statement's first table: the enrolment's id, drawn before anything is stored. */
type NewId = { new_id: { id: string } };
type StoreValues = NewSubmission['enrolment'] & Record<RowKey, string> & { key: string; request_hash: string; status: number; response: string };

/**
 * An `insert … select`'s select list, one expression per column of the table it inserts into,
 * checked against the table's insert type: a new column the table requires is a compile error here.
 */
type SelectedColumns<T extends keyof Database> = { [K in keyof Insertable<Database[T]>]: AliasableExpression<Insertable<Database[T]>[K]> };

function columnsOf<T extends keyof Database>(values: SelectedColumns<T>) {
  return Object.keys(values) as (keyof Insertable<Database[T]> & string)[];
}

function selectionsOf<T extends keyof Database>(values: SelectedColumns<T>) {
  return Object.entries(values).map(([column, value]) => (value as AliasableExpression<unknown>).as(column));
}

/**
 * Stores a submission in one statement: the enrolment, its rows and its Idempotency-Key's claim
 * with the answer, all or nothing, and in one round trip (a transaction's BEGIN, three inserts and
 * COMMIT were five; bench/RESULTS.md). The enrolment's id is drawn first, so the claim can store
 * the answer that names it. With a key, the claim goes first, and the enrolment and its rows are
 * stored only if the claim was made: a concurrent submission with the same key waits at the
 * claim until the first one has committed, then finds the key taken and stores nothing. Without a
 * key the claim stores nothing and the enrolment does not wait for it (the shape's `claim`).
 *
 * Every value is cast to its column's type: in `insert … select`, PostgreSQL does not take a
 * parameter's type from the column it goes into. The answer passes through jsonb to get its id,
 * and jsonb refuses \u0000 and a lone surrogate: the answer holds only what the server and the
 * database made (flags, remarks from the treatments, the receipt's address), no text the request
 * sent, so it never has either. Each row goes through json, which refuses a row that is not JSON
 * and keeps its text as it is. The number of rows is part of the shape (one select per row).
 */
const storeStatement = preparedStatement((db, v: StoreValues, shape: { claim: boolean; rows: string }) => {
  const rowCount = Number(shape.rows);
  return (
    db
      .with('new_id', (qb) => qb.selectNoFrom((eb) => eb.fn<string>('nextval', [eb.fn('pg_get_serial_sequence', [eb.val('enrolment'), eb.val('id')])]).as('id')))
      .with('claim', (qb) => {
        const eb = expressionBuilder<Database & NewId, 'new_id'>();
        const claim: SelectedColumns<'enrolment_idempotency'> = {
          supplier_no: eb.cast(eb.val(v.supplier_no), 'text'),
          key: eb.cast(eb.val(v.key), 'text'),
          request_hash: eb.cast(eb.val(v.request_hash), 'text'),
          created_at: eb.cast(eb.val(v.created_at), 'timestamptz'),
          status: eb.cast(eb.val(v.status), 'integer'),
          response: eb.cast(eb.fn('jsonb_set', [eb.cast(eb.val(v.response), 'jsonb'), eb.val('{register_enrolment,enrolment,id}'), eb.fn('to_jsonb', [eb.ref('new_id.id')])]), 'text'),
        };
        return (
          qb
            .insertInto('enrolment_idempotency')
            .columns(columnsOf(claim))
            // Without a key, nothing is claimed.
            .expression(qb.selectFrom('new_id').select(selectionsOf(claim)).where(eb.lit(shape.claim)))
            .onConflict((oc) => oc.columns(['supplier_no', 'key']).doNothing())
            .returning('key')
        );
      })
      // Fires integration_enrolment_event (trigger): the integration feed's 'submitted' event.
      .with('new_enrolment', (qb) => {
        const eb = expressionBuilder<Database & NewId, 'new_id'>();
        const enrolment: SelectedColumns<'enrolment'> = {
          id: eb.cast<number>(eb.ref('new_id.id'), 'bigint'),
          supplier_no: eb.cast(eb.val(v.supplier_no), 'text'),
          kind: eb.cast(eb.val(v.kind), 'text'),
          animal_category: eb.cast(eb.val(v.animal_category), 'text'),
          created_at: eb.cast(eb.val(v.created_at), 'timestamptz'),
          created_date: eb.cast(eb.val(v.created_date), 'date'),
          updated_at: eb.cast(eb.val(v.created_at), 'timestamptz'),
          pickup_week: eb.cast(eb.val(v.pickup_week), 'integer'),
          pickup_year: eb.cast(eb.val(v.pickup_year), 'integer'),
          comment: eb.cast(eb.val(v.comment), 'text'),
          pickup_on_cattle_agreement: eb.cast(eb.val(v.pickup_on_cattle_agreement), 'boolean'),
          created_by_user_id: eb.cast(eb.val(v.created_by_user_id), 'bigint'),
          confirmations: eb.cast(eb.val(v.confirmations), 'text'),
          medication_remarks: eb.cast(eb.val(v.medication_remarks), 'text'),
          return_form_data: eb.cast(eb.val(v.return_form_data), 'text'),
          return_meat_pickup_location: eb.cast(eb.val(v.return_meat_pickup_location), 'text'),
          want_marks_sent_on_return: eb.cast(eb.val(v.want_marks_sent_on_return), 'boolean'),
        };
        return qb
          .insertInto('enrolment')
          .columns(columnsOf(enrolment))
          .expression(
            qb
              .selectFrom('new_id')
              .select(selectionsOf(enrolment))
              // With a key, only if the claim was made.
              .where((w) => w.or([w.lit(!shape.claim), w.exists(w.selectFrom('claim').select('key'))])),
          )
          .returning('id');
      })
      .with('new_rows', (qb) => {
        const rowSelect = (position: number) =>
          qb.selectFrom('new_enrolment as e').select((eb) =>
            selectionsOf<'enrolment_row'>({
              enrolment_id: eb.ref('e.id'),
              supplier_no: eb.cast(eb.val(v.supplier_no), 'text'),
              position: eb.lit(position),
              // json checks the text and gives it back as it was: the rows are stored exactly as given.
              data: eb.cast(eb.cast(eb.val(v[`row${position}`]), 'json'), 'text'),
              delivery_week: eb.cast(eb.val(v.pickup_week), 'integer'),
              delivery_year: eb.cast(eb.val(v.pickup_year), 'integer'),
            }),
          );
        const rows = Array.from({ length: rowCount }, (_, i) => rowSelect(i));
        return qb
          .insertInto('enrolment_row')
          .columns(['enrolment_id', 'supplier_no', 'position', 'data', 'delivery_week', 'delivery_year'])
          .expression(rows.slice(1).reduce((all, row) => all.unionAll(row), rows[0]!))
          .returning('id');
      })
      .selectFrom('new_enrolment')
      .select('id')
  );
});

/**
 * Stores a submission (storeStatement). Returns the new enrolment's id; undefined when another
 * submission holds the Idempotency-Key, and nothing was stored.
 */
export async function storeSubmission(db: Db, submission: NewSubmission): Promise<number | undefined> {
  const { claim } = submission;
  // The rules refuse an enrolment without rows before it gets here.
  if (submission.rows.length === 0) throw new Error('A submission to store has no rows');
  const rows = Object.fromEntries(submission.rows.map((row, i) => [`row${i}`, row])) as Record<RowKey, string>;
  const [row] = await storeStatement.run(
    db,
    {
      ...submission.enrolment,
      ...rows,
      key: claim?.key ?? '',
      request_hash: claim?.request_hash ?? '',
      status: claim?.status ?? 0,
      response: claim?.response ?? '{}',
    },
    { claim: claim !== null, rows: String(submission.rows.length) },
  );
  return row ? Number(row.id) : undefined;
}

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
