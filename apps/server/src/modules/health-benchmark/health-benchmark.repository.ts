import { type RawBuilder, sql } from 'kysely';
import { HEALTH_BENCHMARK_MIN_ANIMALS, type AnimalKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/**
 * The health benchmark's SQL. The distribution is taken over the per-supplier quarterly rollups
 * (health_rollup, health_finding_rollup: db/statistics-rollup.ts keeps them with every write), one
 * row per supplier, with percentile_cont, never over the animals; what the farm's condemned
 * carcasses cost comes from the farm's own animals. Answers only bands, counts and the farm's own
 * figures: no supplier's number or figure leaves this file.
 */

/** Quarters by their first day, both included; from null for all of them. */
export interface QuarterSpan {
  from: string | null;
  to: string;
}

/** The percentiles of the bands: the best tenth and quarter at either end, and the median. */
const LEVELS = sql`array[0.1, 0.25, 0.5, 0.75, 0.9]::float8[]`;

/** Five percentile_cont values, in the order of LEVELS; nulls when no supplier has the figure. */
export type Levels = [number, number, number, number, number] | null;

function inQuarters(span: QuarterSpan): RawBuilder<unknown> {
  return span.from === null ? sql`quarter <= ${span.to}::date` : sql`quarter between ${span.from}::date and ${span.to}::date`;
}

/**
 * Each supplier's sums over the span, for those with at least the minimum animals: the
 * distribution's rows. A CTE named `sup`.
 */
function suppliersCte(kind: AnimalKind, span: QuarterSpan): RawBuilder<unknown> {
  return sql`sup as (
    select supplier_no, sum(animals)::float8 as animals, sum(weight_g)::float8 as weight_g,
      sum(class_steps)::float8 as class_steps, sum(classified)::float8 as classified,
      sum(fat_steps)::float8 as fat_steps, sum(fat_grouped)::float8 as fat_grouped,
      sum(meat_tenths)::float8 as meat_tenths, sum(meat_measured)::float8 as meat_measured,
      sum(partially_discarded)::float8 as partially_discarded, sum(totally_discarded)::float8 as totally_discarded
    from health_rollup
    where animal_kind = ${kind} and ${inQuarters(span)}
    group by supplier_no
    having sum(animals) >= ${HEALTH_BENCHMARK_MIN_ANIMALS})`;
}

/** The farm's sums over the span (whatever its size). */
export interface FarmSums {
  animals: number;
  weight_g: number;
  class_steps: number;
  classified: number;
  fat_steps: number;
  fat_grouped: number;
  meat_tenths: number;
  meat_measured: number;
  partially_discarded: number;
  totally_discarded: number;
}

export async function farmSums(db: Db, supplierNo: string, kind: AnimalKind, span: QuarterSpan): Promise<FarmSums> {
  const result = await sql<Record<keyof FarmSums, unknown>>`
    select coalesce(sum(animals), 0)::bigint as animals, coalesce(sum(weight_g), 0)::bigint as weight_g,
      coalesce(sum(class_steps), 0)::bigint as class_steps, coalesce(sum(classified), 0)::bigint as classified,
      coalesce(sum(fat_steps), 0)::bigint as fat_steps, coalesce(sum(fat_grouped), 0)::bigint as fat_grouped,
      coalesce(sum(meat_tenths), 0)::bigint as meat_tenths, coalesce(sum(meat_measured), 0)::bigint as meat_measured,
      coalesce(sum(partially_discarded), 0)::bigint as partially_discarded, coalesce(sum(totally_discarded), 0)::bigint as totally_discarded
    from health_rollup
    where supplier_no = ${supplierNo} and animal_kind = ${kind} and ${inQuarters(span)}`.execute(db);
  const row = result.rows[0];
  const n = (key: keyof FarmSums) => Number(row?.[key] ?? 0);
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
  };
}

/** The farm's animals with each finding over the span. */
export async function farmFindings(db: Db, supplierNo: string, kind: AnimalKind, span: QuarterSpan): Promise<Map<string, number>> {
  const result = await sql<{ name: string; animals: number }>`
    select name, sum(animals)::int as animals from health_finding_rollup
    where supplier_no = ${supplierNo} and animal_kind = ${kind} and ${inQuarters(span)}
    group by name`.execute(db);
  return new Map(result.rows.map((r) => [r.name, Number(r.animals)]));
}

/** The measures of the distribution, each a per-supplier figure over `sup`. */
const MEASURES = {
  partial: sql`partially_discarded * 100 / animals`,
  total: sql`totally_discarded * 100 / animals`,
  weight_kg: sql`weight_g / animals / 1000`,
  class_step: sql`case when classified > 0 then class_steps / classified end`,
  fat_group_step: sql`case when fat_grouped > 0 then fat_steps / fat_grouped end`,
  meat_percent: sql`case when meat_measured > 0 then meat_tenths / meat_measured / 10 end`,
} as const;
export type Measure = keyof typeof MEASURES;
export const MEASURE_NAMES = Object.keys(MEASURES) as Measure[];

/** A measure's distribution: its percentile levels, and the suppliers below and above the farm (null when the farm is not in it). */
export interface MeasureDistribution {
  levels: Levels;
  below: number | null;
  above: number | null;
  /** Suppliers with the figure at all (class, fat and meat percent are for some kinds only). */
  suppliers: number;
}

function levelsOf(value: unknown): Levels {
  if (!Array.isArray(value) || value.length !== 5 || value.some((v) => v === null)) return null;
  return value.map(Number) as Levels;
}

/**
 * The suppliers in the distribution, and per measure its levels and where the farm stands: how
 * many suppliers have a lower and a higher figure. The farm's figure is compared within the same
 * SQL expression over the same integers, so equal figures are equal.
 */
export async function distribution(db: Db, supplierNo: string, kind: AnimalKind, span: QuarterSpan): Promise<{ suppliers: number; measures: Record<Measure, MeasureDistribution> }> {
  const columns = MEASURE_NAMES.map(
    (m) => sql`percentile_cont(${LEVELS}) within group (order by f.${sql.ref(m)}) as ${sql.ref(`${m}_levels`)},
      count(f.${sql.ref(m)})::int as ${sql.ref(`${m}_suppliers`)},
      (count(*) filter (where f.${sql.ref(m)} < me.${sql.ref(m)}))::int as ${sql.ref(`${m}_below`)},
      (count(*) filter (where f.${sql.ref(m)} > me.${sql.ref(m)}))::int as ${sql.ref(`${m}_above`)}`,
  );
  const figures = sql.join(MEASURE_NAMES.map((m) => sql`${MEASURES[m]} as ${sql.ref(m)}`));
  const result = await sql<Record<string, unknown>>`
    with ${suppliersCte(kind, span)},
    f as (select supplier_no, ${figures} from sup),
    me as (select * from f where supplier_no = ${supplierNo})
    select count(*)::int as suppliers, (select count(*) from me)::int as farm_in, ${sql.join(columns)}
    from f left join me on true`.execute(db);
  const row = result.rows[0] ?? {};
  const farmIn = Number(row.farm_in ?? 0) > 0;
  const measures = Object.fromEntries(
    MEASURE_NAMES.map((m) => [
      m,
      {
        levels: levelsOf(row[`${m}_levels`]),
        suppliers: Number(row[`${m}_suppliers`] ?? 0),
        below: farmIn ? Number(row[`${m}_below`] ?? 0) : null,
        above: farmIn ? Number(row[`${m}_above`] ?? 0) : null,
      },
    ]),
  ) as Record<Measure, MeasureDistribution>;
  return { suppliers: Number(row.suppliers ?? 0), measures };
}

/**
 * Per finding found in the span at any supplier in the distribution or at the farm: the levels of
 * the animals with it per 100 over the suppliers in the distribution, and how many have more of it
 * than the farm (null when the farm is not in it). A supplier without the finding counts as 0:
 * rather than join every finding to every supplier, each finding's values are its suppliers'
 * figures and as many zeros as suppliers without it (a look-up and a series, at any size).
 */
export async function findingDistribution(db: Db, supplierNo: string, kind: AnimalKind, span: QuarterSpan): Promise<Map<string, { levels: Levels; above: number | null }>> {
  const result = await sql<{ name: string; levels: unknown; above: number | null }>`
    with ${suppliersCte(kind, span)},
    found as (
      select name, supplier_no, sum(animals)::float8 as animals from health_finding_rollup
      where animal_kind = ${kind} and ${inQuarters(span)}
      group by name, supplier_no),
    -- The suppliers' animals as one object looked up per row: a join of the two CTEs would be
    -- planned without statistics, and a nested loop over thousands of suppliers takes seconds.
    supmap as (select coalesce(jsonb_object_agg(supplier_no, animals), '{}'::jsonb) as m from sup),
    counted as (
      select x.name, x.supplier_no, x.animals * 100 / (sm.m ->> x.supplier_no)::float8 as per_100
      from found x cross join supmap sm where sm.m ? x.supplier_no),
    names as (
      select name from counted union select name from found where supplier_no = ${supplierNo}),
    per_name as (
      select n.name, coalesce(c.with_it, 0) as with_it
      from names n left join (select name, count(*)::int as with_it from counted group by name) c on c.name = n.name),
    total as (select count(*)::int as n from sup),
    vals as (
      select name, per_100 from counted
      union all
      select p.name, 0::float8 from per_name p cross join total t cross join lateral generate_series(1, t.n - p.with_it) z),
    mine as (select name, per_100 from counted where supplier_no = ${supplierNo}),
    farm_in as (select sm.m ? ${supplierNo} as counted from supmap sm)
    select v.name, percentile_cont(${LEVELS}) within group (order by v.per_100) as levels,
      case when (select counted from farm_in) then (count(*) filter (where v.per_100 > coalesce(m.per_100, 0)))::int end as above
    from vals v left join mine m on m.name = v.name
    group by v.name, m.per_100`.execute(db);
  return new Map(result.rows.map((r) => [r.name, { levels: levelsOf(r.levels), above: r.above === null ? null : Number(r.above) }]));
}

/**
 * Per quarter of the span: the farm's animals and those with findings, and the median over the
 * suppliers with at least the minimum animals in that quarter of the animals with findings per 100.
 */
export async function trend(
  db: Db,
  supplierNo: string,
  kind: AnimalKind,
  span: { from: string; to: string },
): Promise<{ quarter: string; suppliers: number; median: number | null; animals: number; with_findings: number }[]> {
  const result = await sql<{ quarter: string; suppliers: number; median: number | null; animals: number | null; with_findings: number | null }>`
    with q as (
      select quarter, percentile_cont(0.5) within group (order by with_findings::float8 * 100 / animals) as median, count(*)::int as suppliers
      from health_rollup
      where animal_kind = ${kind} and quarter between ${span.from}::date and ${span.to}::date and animals >= ${HEALTH_BENCHMARK_MIN_ANIMALS}
      group by quarter),
    mine as (
      select quarter, animals, with_findings from health_rollup
      where supplier_no = ${supplierNo} and animal_kind = ${kind} and quarter between ${span.from}::date and ${span.to}::date)
    select to_char(coalesce(q.quarter, mine.quarter), 'YYYY-MM-DD') as quarter, coalesce(q.suppliers, 0) as suppliers, q.median, mine.animals, mine.with_findings
    from q full join mine on mine.quarter = q.quarter`.execute(db);
  return result.rows.map((r) => ({
    quarter: r.quarter,
    suppliers: Number(r.suppliers),
    median: r.median === null ? null : Number(r.median),
    animals: Number(r.animals ?? 0),
    with_findings: Number(r.with_findings ?? 0),
  }));
}

/**
 * The farm's wholly condemned carcasses settled in the dates, each with its findings and what it
 * cost: its weight × the farm's own average price per kg of the kind that ISO week (the animals
 * with a price that were not condemned). Null cost where the farm sold none that week.
 */
export async function condemnedCarcasses(
  db: Db,
  supplierNo: string,
  kind: AnimalKind,
  dates: { from: string | null; to: string },
): Promise<{ weight_g: number; cost_ore: number | null; findings: string[] }[]> {
  const inDates = dates.from === null ? sql`s.settlement_date <= ${dates.to}::date` : sql`s.settlement_date between ${dates.from}::date and ${dates.to}::date`;
  const result = await sql<{ weight_g: number; cost_ore: number | null; findings: string[] | null }>`
    with animals as (
      select a.id, a.weight_g, a.discard, a.price_ore_per_kg, a.amount_ore, date_trunc('week', s.settlement_date) as week
      from settlement s join slaughter_animal a on a.settlement_id = s.id
      where s.supplier_no = ${supplierNo} and s.kind = 'posted' and a.supplier_no = ${supplierNo} and a.animal_kind = ${kind} and ${inDates}),
    week_price as (
      select week, sum(amount_ore)::float8 / sum(weight_g) as ore_per_g from animals
      where discard is null and price_ore_per_kg is not null and weight_g > 0
      group by week)
    select c.weight_g, round(c.weight_g * w.ore_per_g)::bigint as cost_ore,
      (select array_agg(d.name order by d.name) from slaughter_animal_disease d where d.animal_id = c.id) as findings
    from animals c left join week_price w on w.week = c.week
    where c.discard = 'total'`.execute(db);
  return result.rows.map((r) => ({ weight_g: Number(r.weight_g), cost_ore: r.cost_ore === null ? null : Number(r.cost_ore), findings: r.findings ?? [] }));
}
