import { sql, type Transaction } from 'kysely';
import type { CaseReason } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/** The SQL of a farm's questions about its carcasses. Every read is by the farm's supplier number. */

type Executor = Db | Transaction<Database>;

/** A settlement of the farm by its number (and date, when given), posted or temporary. */
export function farmSettlement(db: Executor, supplierNo: string, settlementNo: string, date: string | undefined) {
  let query = db.selectFrom('settlement').select(['id', 'kind', 'settlement_no', 'settlement_date']).where('supplier_no', '=', supplierNo).where('settlement_no', '=', settlementNo);
  if (date !== undefined) query = query.where('settlement_date', '=', date);
  return query.executeTakeFirst();
}

/** The settlement's animals of a group, or with an individual number, in the settlement's order, with their photos' ids. */
export async function settlementAnimals(db: Executor, settlementId: number, filter: { individualNo?: string; groupName?: string }) {
  let query = db
    .selectFrom('slaughter_animal')
    .select(['id', 'group_name', 'individual_no', 'mark_no', 'description', 'classification', 'fat_group', 'meat_percent_tenths', 'weight_g'])
    .where('settlement_id', '=', settlementId)
    .orderBy('position');
  if (filter.individualNo !== undefined) query = query.where('individual_no', '=', filter.individualNo);
  if (filter.groupName !== undefined) query = query.where('group_name', '=', filter.groupName);
  const animals = await query.execute();
  const photos =
    animals.length === 0
      ? []
      : await db
          .selectFrom('slaughter_photo')
          .select(['id', 'animal_id'])
          .where(
            'animal_id',
            'in',
            animals.map((a) => a.id),
          )
          .orderBy('animal_id')
          .orderBy('position')
          .execute();
  return animals.map((a) => ({ ...a, id: Number(a.id), photos: photos.filter((p) => Number(p.animal_id) === Number(a.id)).map((p) => p.id) }));
}

/**
 * The farm's questions asked on the Oslo calendar day `today`, and the seconds until that day ends
 * at `now`: the daily limit. Under a per-farm lock held to the end of the transaction, so two
 * questions sent at once cannot both be the last one allowed.
 */
export async function casesToday(trx: Transaction<Database>, supplierNo: string, today: string, now: Date): Promise<{ count: number; secondsLeft: number }> {
  await sql`select pg_advisory_xact_lock(hashtext('slakteweb:cases:' || ${supplierNo}))`.execute(trx);
  const result = await sql<{ count: number; seconds_left: number }>`
    select (select count(*) from farm_case where supplier_no = ${supplierNo}
              and created_at >= (${today}::date::timestamp at time zone 'Europe/Oslo')
              and created_at < ((${today}::date + 1)::timestamp at time zone 'Europe/Oslo'))::int as count,
      ceil(extract(epoch from ((${today}::date + 1)::timestamp at time zone 'Europe/Oslo') - ${now.toISOString()}::timestamptz))::int as seconds_left`.execute(trx);
  const row = result.rows[0];
  return { count: Number(row?.count ?? 0), secondsLeft: Math.max(1, Number(row?.seconds_left ?? 1)) };
}

export async function insertCase(
  trx: Transaction<Database>,
  values: { supplierNo: string; reason: CaseReason; text: string; animalId: number | null; subject: string | null; at: Date },
): Promise<{ id: number; number: string; status: 'received' }> {
  const row = await trx
    .insertInto('farm_case')
    .values({ supplier_no: values.supplierNo, reason: values.reason, text: values.text, animal_id: values.animalId, subject: values.subject, created_at: values.at, status: 'received' })
    .returning(['id', 'number'])
    .executeTakeFirstOrThrow();
  await trx.insertInto('farm_case_history').values({ case_id: row.id, status: 'received', at: values.at }).execute();
  return { id: Number(row.id), number: row.number, status: 'received' };
}

const CASE_COLUMNS = ['id', 'number', 'status', 'reason', 'text', 'created_at', 'subject', 'answer', 'answered_at'] as const;

/** The farm's questions, newest first; or the one with `id` when it is the farm's. */
export async function farmCases(db: Db, supplierNo: string, id?: number) {
  let query = db.selectFrom('farm_case').select(CASE_COLUMNS).where('supplier_no', '=', supplierNo).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(500);
  if (id !== undefined) query = query.where('id', '=', id);
  const cases = await query.execute();
  const history =
    cases.length === 0
      ? []
      : await db
          .selectFrom('farm_case_history')
          .select(['case_id', 'status', 'at'])
          .where(
            'case_id',
            'in',
            cases.map((c) => c.id),
          )
          .orderBy('case_id')
          .orderBy('id')
          .execute();
  return cases.map((c) => ({ ...c, id: Number(c.id), history: history.filter((h) => Number(h.case_id) === Number(c.id)) }));
}
