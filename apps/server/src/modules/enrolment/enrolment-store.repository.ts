// Hot statements here are prepared once (preparedStatement, db/prepared-statement.ts). The rule:
// a prepared statement's SQL text depends on its shape only (a few flags or words), never on a
// value. Values go in as parameters; what would change the text (an `in` list, a branch on a
// value) belongs in the shape, or the statement is not one to prepare.
import { type AliasableExpression, expressionBuilder, type Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import { preparedStatement } from '../../db/prepared-statement.js';
import type { Enrolment as EnrolmentTable } from '../../db/schema.js';
import type { Database } from '../../db/types.js';

// Storing a submitted enrolment: the deadline rush's one write (enrolment.repository.ts re-exports it).

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
