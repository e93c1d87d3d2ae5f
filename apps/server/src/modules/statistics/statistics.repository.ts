import { type RawBuilder, sql } from 'kysely';
import type { AnimalKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { animalSums } from '../../db/statistics-rollup.js';
import type { StatisticsSums } from '../../db/types.js';

/**
 * The statistics' SQL. A farmer's figures of whole years and the cooperative's come from the
 * rollups (db/statistics-rollup.ts), which hold integer sums over the settled animals; the figures
 * of a farmer's newest settlement date and of part of a year come from that farm's animals.
 * Integers only: the service divides.
 */

/** Which animals: a kind, a subkind (settlement group) or all of them (null). */
export interface AnimalFilter {
  kind: AnimalKind;
  subkind: string | null;
}

/** Calendar years by settlement date, first to last; null for all of them. */
export type YearSpan = { from: number; to: number } | null;

/** Sums of the rollup columns over the rows of a rollup table. */
const ROLLUP_SUMS = sql`coalesce(sum(animals), 0)::int as animals,
  coalesce(sum(weight_g), 0)::bigint as weight_g,
  coalesce(sum(class_steps), 0)::bigint as class_steps,
  coalesce(sum(classified), 0)::int as classified,
  coalesce(sum(fat_steps), 0)::bigint as fat_steps,
  coalesce(sum(fat_grouped), 0)::int as fat_grouped,
  coalesce(sum(meat_tenths), 0)::bigint as meat_tenths,
  coalesce(sum(meat_measured), 0)::int as meat_measured,
  coalesce(sum(partially_discarded), 0)::int as partially_discarded,
  coalesce(sum(totally_discarded), 0)::int as totally_discarded,
  max(last_date) as last_date`;

function animalsOf({ kind, subkind }: AnimalFilter, subkindColumn: RawBuilder<unknown> = sql.ref('subkind')): RawBuilder<unknown> {
  return subkind === null ? sql`animal_kind = ${kind}` : sql`animal_kind = ${kind} and ${subkindColumn} = ${subkind}`;
}

function inYears(years: YearSpan): RawBuilder<unknown> {
  return years === null ? sql`true` : sql`year between ${years.from} and ${years.to}`;
}

/** The cooperative's months (first days) of the years: 2026 → '2026-01-01' … '2026-12-01'. */
function inMonthsOf(years: YearSpan): RawBuilder<unknown> {
  return years === null ? sql`true` : sql`month between ${`${years.from}-01-01`}::date and ${`${years.to}-12-01`}::date`;
}

/** bigint sums arrive as numbers (database.ts); Number() keeps the type honest for either driver. */
function toSums(row: Record<string, unknown> | undefined): StatisticsSums {
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    animals: n('animals'),
    weight_g: n('weight_g'),
    class_steps: n('class_steps'),
    classified: n('classified'),
    fat_steps: n('fat_steps'),
    fat_grouped: n('fat_grouped'),
    meat_tenths: n('meat_tenths'),
    meat_measured: n('meat_measured'),
    partially_discarded: n('partially_discarded'),
    totally_discarded: n('totally_discarded'),
    last_date: (row?.last_date as string | null | undefined) ?? null,
  };
}

/** The supplier's animals per year, kind and subkind (the rollup's keys): what has statistics where. */
export async function supplierKinds(db: Db, supplierNo: string): Promise<{ year: number; animal_kind: AnimalKind; subkind: string }[]> {
  return db
    .selectFrom('statistics_rollup')
    .select(['year', 'animal_kind', 'subkind'])
    .where('supplier_no', '=', supplierNo)
    .where('animals', '>', 0)
    .execute();
}

/** The date of the supplier's newest posted settlement (yyyy-MM-dd); null when none. */
export async function newestPostedDate(db: Db, supplierNo: string): Promise<string | null> {
  const row = await db
    .selectFrom('settlement')
    .select((eb) => eb.fn.max('settlement_date').as('date'))
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', 'posted')
    .executeTakeFirst();
  return row?.date ?? null;
}

/** Settlement dates from and to, both included (yyyy-MM-dd). */
export interface DateSpan {
  from: string;
  to: string;
}

/** Of the posted settlements `s` and their animals `a`: the supplier's settled in the span. */
function postedIn(supplierNo: string, dates: DateSpan): RawBuilder<unknown> {
  return sql`s.supplier_no = ${supplierNo} and s.kind = 'posted' and a.supplier_no = ${supplierNo}
    and s.settlement_date between ${dates.from}::date and ${dates.to}::date`;
}

/** The kinds and subkinds among the supplier's posted animals settled in the span. */
export async function kindsBetween(db: Db, supplierNo: string, dates: DateSpan): Promise<{ animal_kind: AnimalKind; subkind: string }[]> {
  const result = await sql<{ animal_kind: AnimalKind; subkind: string }>`
    select distinct a.animal_kind, a.group_name as subkind
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where ${postedIn(supplierNo, dates)}`.execute(db);
  return result.rows;
}

/** The supplier's newest date of settled animals in the span, any kind; null when none. */
export async function newestBetween(db: Db, supplierNo: string, dates: DateSpan): Promise<string | null> {
  const result = await sql<{ last_date: string | null }>`
    select max(s.settlement_date) as last_date
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where ${postedIn(supplierNo, dates)}`.execute(db);
  return result.rows[0]?.last_date ?? null;
}

/** The supplier's newest settlement date in the years, any kind (rollup); null when none. */
export async function supplierNewestDate(db: Db, supplierNo: string, years: YearSpan): Promise<string | null> {
  const result = await sql<{ last_date: string | null }>`
    select max(last_date) as last_date from statistics_rollup
    where supplier_no = ${supplierNo} and animals > 0 and ${inYears(years)}`.execute(db);
  return result.rows[0]?.last_date ?? null;
}

/** The supplier's sums over the years (rollup). */
export async function supplierSums(db: Db, supplierNo: string, animals: AnimalFilter, years: YearSpan): Promise<StatisticsSums> {
  const result = await sql<Record<string, unknown>>`
    select ${ROLLUP_SUMS} from statistics_rollup
    where supplier_no = ${supplierNo} and ${animalsOf(animals)} and ${inYears(years)}`.execute(db);
  return toSums(result.rows[0]);
}

/** The supplier's animals with each disease over the years (rollup), most frequent first. */
export async function supplierDiseases(db: Db, supplierNo: string, animals: AnimalFilter, years: YearSpan): Promise<{ name: string; animals: number }[]> {
  const result = await sql<{ name: string; animals: number }>`
    select name, sum(animals)::int as animals from statistics_disease_rollup
    where supplier_no = ${supplierNo} and ${animalsOf(animals)} and ${inYears(years)}
    group by name
    order by 2 desc, name collate "C"`.execute(db);
  return result.rows.map((r) => ({ name: r.name, animals: Number(r.animals) }));
}

/** All suppliers' sums over the years (rollup by month). */
export async function cooperativeSums(db: Db, animals: AnimalFilter, years: YearSpan): Promise<StatisticsSums> {
  const result = await sql<Record<string, unknown>>`
    select ${ROLLUP_SUMS} from statistics_cooperative_rollup
    where ${animalsOf(animals)} and ${inMonthsOf(years)}`.execute(db);
  return toSums(result.rows[0]);
}

/** All suppliers' sums in the calendar month of `date` (yyyy-MM-dd). */
export async function cooperativeMonthSums(db: Db, animals: AnimalFilter, date: string): Promise<StatisticsSums> {
  const result = await sql<Record<string, unknown>>`
    select ${ROLLUP_SUMS} from statistics_cooperative_rollup
    where ${animalsOf(animals)} and month = date_trunc('month', ${date}::date)::date`.execute(db);
  return toSums(result.rows[0]);
}

/** All suppliers' sums per animal kind over the years. */
export async function cooperativeSumsByKind(db: Db, years: YearSpan): Promise<Map<AnimalKind, StatisticsSums>> {
  const result = await sql<Record<string, unknown>>`
    select animal_kind, ${ROLLUP_SUMS} from statistics_cooperative_rollup
    where ${inMonthsOf(years)}
    group by animal_kind`.execute(db);
  return new Map(result.rows.map((r) => [r.animal_kind as AnimalKind, toSums(r)]));
}

/** The newest settlement date of any supplier in the years, any kind; null when none. */
export async function newestCooperativeDate(db: Db, years: YearSpan): Promise<string | null> {
  const result = await sql<{ last_date: string | null }>`
    select max(last_date) as last_date from statistics_cooperative_rollup where ${inMonthsOf(years)}`.execute(db);
  return result.rows[0]?.last_date ?? null;
}

/**
 * The sums over the supplier's animals settled in the span, from the animals themselves: for
 * spans a yearly rollup cannot answer (a day, part of a year). One farm's settlements only.
 */
export async function sumsBetween(db: Db, supplierNo: string, dates: DateSpan, animals: AnimalFilter): Promise<StatisticsSums> {
  const result = await sql<Record<string, unknown>>`
    select ${animalSums()}
    from settlement s join slaughter_animal a on a.settlement_id = s.id
    where ${postedIn(supplierNo, dates)} and ${animalsOf(animals, sql.ref('a.group_name'))}`.execute(db);
  return toSums(result.rows[0]);
}

/** The supplier's animals settled in the span with each disease, most frequent first. */
export async function diseasesBetween(db: Db, supplierNo: string, dates: DateSpan, animals: AnimalFilter): Promise<{ name: string; animals: number }[]> {
  const result = await sql<{ name: string; animals: number }>`
    select d.name, count(*)::int as animals
    from settlement s join slaughter_animal a on a.settlement_id = s.id join slaughter_animal_disease d on d.animal_id = a.id
    where ${postedIn(supplierNo, dates)} and ${animalsOf(animals, sql.ref('a.group_name'))}
    group by d.name
    order by 2 desc, d.name collate "C"`.execute(db);
  return result.rows.map((r) => ({ name: r.name, animals: Number(r.animals) }));
}
