import { type Insertable, sql } from 'kysely';
import { ENROLMENT_DELETED_EVENTS } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { PrognosisSubmission as PrognosisSubmissionTable } from '../../db/schema.js';

// Every farm query takes the effective supplier and filters by it; the configuration is the
// cooperative's and the same for every farm.

type Kind = 'pigs' | 'cattle' | 'sheep';

/** The configuration of every kind. */
export function configRows(db: Db) {
  return db.selectFrom('prognosis_config').selectAll().execute();
}

/** Which kinds the farm keeps animals of (its animal keeping, as the registry has it); undefined for no such farm. */
export function keptKinds(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['has_pigs', 'has_sheep', 'has_cattle']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/** The newest submission of a supplier for a kind and period, or undefined. */
export function newestSubmission(db: Db, supplierNo: string, kind: Kind, period: { from: string; to: string }) {
  return db
    .selectFrom('prognosis_submission')
    .select(['slaughter', 'buy', 'sell', 'submitted_at'])
    .where('supplier_no', '=', supplierNo)
    .where('animal_kind', '=', kind)
    .where('period_from', '=', period.from)
    .where('period_to', '=', period.to)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Adds submissions (one per kind); the earlier ones stay as history. */
export async function insertSubmissions(db: Db, rows: Insertable<PrognosisSubmissionTable>[]): Promise<void> {
  // Fires integration_prognosis_event (trigger): a 'submitted' event per answer.
  if (rows.length > 0) await db.insertInto('prognosis_submission').values(rows).execute();
}

export interface Period {
  from: string;
  to: string;
}

/** Animals and grams in each of three periods (prev_period, upto_now_period, this_year). */
export interface PeriodSums {
  prev_count: number;
  prev_g: number;
  now_count: number;
  now_g: number;
  year_count: number;
  year_g: number;
}

/**
 * The supplier's slaughtered animals of a kind in each period, by settlement date: posted
 * settlements only (as Statistikk), and of the given settlement groups (null: every group).
 * Weights are summed in grams; the service rounds to kilograms.
 */
export async function slaughterSums(
  db: Db,
  supplierNo: string,
  animalKind: 'pig' | 'sheep' | 'cattle',
  groups: readonly string[] | null,
  prev: Period,
  now: Period,
  year: Period,
): Promise<PeriodSums> {
  const within = (p: Period) => sql`s.settlement_date between ${p.from}::date and ${p.to}::date`;
  const { rows } = await sql<PeriodSums>`
    select
      count(*) filter (where ${within(prev)})::int as prev_count,
      coalesce(sum(a.weight_g) filter (where ${within(prev)}), 0)::bigint as prev_g,
      count(*) filter (where ${within(now)})::int as now_count,
      coalesce(sum(a.weight_g) filter (where ${within(now)}), 0)::bigint as now_g,
      count(*) filter (where ${within(year)})::int as year_count,
      coalesce(sum(a.weight_g) filter (where ${within(year)}), 0)::bigint as year_g
    from settlement s
    join slaughter_animal a on a.settlement_id = s.id
    where s.supplier_no = ${supplierNo}
      and a.supplier_no = ${supplierNo}
      and s.kind = 'posted'
      and a.animal_kind = ${animalKind}
      ${groups === null ? sql`` : sql`and a.group_name in (${sql.join(groups)})`}
      and (${within(prev)} or ${within(now)} or ${within(year)})
  `.execute(db);
  return rows[0]!;
}

/** Animals in each of three periods. */
export interface PeriodCounts {
  prev_count: number;
  now_count: number;
  year_count: number;
}

/**
 * The animals of the supplier's registered enrolments of one kind ('buy_pigs', 'sell_cattle', …)
 * in each period, by the delivery week of each row (its Monday). A row counts its amount; a row
 * without one is one animal (a cattle or sheep sold is chosen one by one).
 */
export async function enrolmentCounts(
  db: Db,
  supplierNo: string,
  enrolmentKind: 'buy_pigs' | 'sell_pigs' | 'buy_cattle' | 'sell_cattle',
  prev: Period,
  now: Period,
  year: Period,
): Promise<PeriodCounts> {
  const within = (p: Period) => sql`r.week_monday between ${p.from}::date and ${p.to}::date`;
  const { rows } = await sql<PeriodCounts>`
    select
      coalesce(sum(r.animals) filter (where ${within(prev)}), 0)::int as prev_count,
      coalesce(sum(r.animals) filter (where ${within(now)}), 0)::int as now_count,
      coalesce(sum(r.animals) filter (where ${within(year)}), 0)::int as year_count
    from (
      select
        to_date(er.delivery_year::text || '-' || lpad(er.delivery_week::text, 2, '0') || '-1', 'IYYY-IW-ID') as week_monday,
        coalesce((er.data::jsonb ->> 'amount')::int, 1) as animals
      from enrolment e
      join enrolment_row er on er.enrolment_id = e.id
      where e.supplier_no = ${supplierNo}
        and er.supplier_no = ${supplierNo}
        and e.kind = ${enrolmentKind}
        -- An enrolment the cooperative deleted was never delivered.
        and (e.cooperative_status is null or e.cooperative_status not in (${sql.join([...ENROLMENT_DELETED_EVENTS])}))
    ) r
  `.execute(db);
  return rows[0]!;
}
