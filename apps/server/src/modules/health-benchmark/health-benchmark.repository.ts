import { type RawBuilder, sql, type Transaction } from 'kysely';
import { HEALTH_BENCHMARK_MIN_ANIMALS, type AnimalKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/types.js';

/**
 * The health benchmark's SQL. The distribution is taken over the per-supplier quarterly rollups
 * (health_rollup, health_finding_rollup: db/statistics-rollup.ts keeps them with every write), one
 * row per supplier, with percentile_cont, never over the animals. It is the same for every farm,
 * so it is worked out once per kind and span and kept (health_benchmark_band, as of the rollups'
 * generation, with each figure's rank in health_benchmark_rank); a farm's call reads its own rollup
 * rows and looks its rank up there. What the farm's condemned carcasses cost comes from its
 * condemned animals and its own week prices (health_price_rollup). Answers only bands,
 * counts and the farm's own figures: no supplier's number or figure leaves this file.
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

/** The generation of the rollups: moved on by every write to them (db/statistics-rollup.ts). */
export async function rollupGeneration(db: Db): Promise<number> {
  const result = await sql<{ generation: string }>`select generation::text as generation from statistics_rollup_state where id = 1`.execute(db);
  return Number(result.rows[0]?.generation ?? 0);
}

/** The spans kept as of a generation older than `generation` (their 'suppliers' row says which). */
export async function staleSpans(db: Db, generation: number): Promise<{ animal_kind: AnimalKind; span: string }[]> {
  const result = await sql<{ animal_kind: AnimalKind; span: string }>`
    select animal_kind, span from health_benchmark_band
    where measure = 'suppliers' and generation < ${generation}::bigint
    order by animal_kind, span`.execute(db);
  return result.rows;
}

/** The key of a span's bands: 'from..to', from empty for all quarters up to `to`. */
export function spanKey(span: QuarterSpan): string {
  return `${span.from ?? ''}..${span.to}`;
}

/** The key of a trend's bands. */
export function trendKey(span: { from: string; to: string }): string {
  return `trend:${span.from}..${span.to}`;
}

/** The measures as band rows: their name and the farm's or a supplier's figure, from a row of sums. */
function measureRows(from: RawBuilder<unknown>): RawBuilder<unknown> {
  const figures = sql.join(MEASURE_NAMES.map((m) => sql`${MEASURES[m]} as ${sql.ref(m)}`));
  const values = sql.join(MEASURE_NAMES.map((m) => sql`(${`measure:${m}`}::text, f.${sql.ref(m)})`));
  return sql`select m.measure, m.value from (select ${figures} from ${from}) f cross join lateral (values ${values}) m(measure, value)`;
}

/**
 * Each distinct figure of a CTE `src (measure, value)` with how many have at most it: the rank
 * rows of a span (health_benchmark_rank), as a data-modifying CTE named `ranks`.
 */
function insertRanks(head: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`ranks as (
    insert into health_benchmark_rank (animal_kind, span, measure, value, at_most)
    select ${head}, measure, value, (sum(count(*)) over (partition by measure order by value))::int
    from src where value is not null group by measure, value)`;
}

/**
 * Works the distribution of a kind over a span out from the rollups and keeps it, as of the
 * rollups' `generation`: the suppliers in it; per measure its levels, and each distinct figure
 * with the suppliers at most it, for a farm's rank by one index look-up; per finding found at a
 * supplier in it its levels (a supplier without it counts as 0) and the figures above zero
 * ranked the same way. Replaces what the span had, unless another call kept as new a generation
 * meanwhile.
 */
export async function keepBands(db: Db, kind: AnimalKind, span: QuarterSpan, generation: number): Promise<void> {
  const key = spanKey(span);
  await keep(db, kind, key, generation, async (trx) => {
    const head = sql`${kind}::text, ${key}::text`;
    await sql`
      with ${suppliersCte(kind, span)},
      src as (${measureRows(sql`sup`)}),
      ${insertRanks(head)}
      insert into health_benchmark_band (animal_kind, span, measure, generation, suppliers, levels)
      select ${head}, measure, ${generation}::bigint, count(value)::int, percentile_cont(${LEVELS}) within group (order by value)
      from src group by measure
      union all
      select ${head}, 'suppliers', ${generation}::bigint, count(*)::int, null from sup`.execute(trx);
    // Each finding's values are its suppliers' figures and as many zeros as suppliers without it
    // (a look-up and a series, rather than every finding joined to every supplier).
    await sql`
      with ${suppliersCte(kind, span)},
      found as (
        select name, supplier_no, sum(animals)::float8 as animals from health_finding_rollup
        where animal_kind = ${kind} and ${inQuarters(span)}
        group by name, supplier_no),
      -- The suppliers' animals as one object looked up per row: a join of the two CTEs would be
      -- planned without statistics, and a nested loop over thousands of suppliers takes seconds.
      -- Materialized: inlined into counted, the object would be built again for every row.
      supmap as materialized (select coalesce(jsonb_object_agg(supplier_no, animals), '{}'::jsonb) as m from sup),
      counted as (
        select x.name, x.animals * 100 / (sm.m ->> x.supplier_no)::float8 as per_100
        from found x cross join supmap sm where sm.m ? x.supplier_no),
      per_name as (select name, count(*)::int as with_it from counted group by name),
      src as (select 'finding:' || name as measure, per_100 as value from counted),
      ${insertRanks(head)},
      total as (select count(*)::int as n from sup),
      vals as (
        select name, per_100 from counted
        union all
        select p.name, 0::float8 from per_name p cross join total t cross join lateral generate_series(1, t.n - p.with_it) z),
      lv as (select name, percentile_cont(${LEVELS}) within group (order by per_100) as levels from vals group by name)
      insert into health_benchmark_band (animal_kind, span, measure, generation, suppliers, levels)
      select ${head}, 'finding:' || p.name, ${generation}::bigint, p.with_it, lv.levels
      from per_name p join lv on lv.name = p.name`.execute(trx);
  });
}

/**
 * Keeps the trend's medians of a kind as of the rollups' `generation`: per quarter, the median
 * over the suppliers with at least the minimum animals in that quarter of the animals with
 * findings per 100.
 */
export async function keepTrendBands(db: Db, kind: AnimalKind, span: { from: string; to: string }, generation: number): Promise<void> {
  const key = trendKey(span);
  await keep(db, kind, key, generation, async (trx) => {
    await sql`
      insert into health_benchmark_band (animal_kind, span, measure, generation, suppliers, levels)
      select ${kind}::text, ${key}::text, to_char(quarter, 'YYYY-MM-DD'), ${generation}::bigint, count(*)::int,
        array[percentile_cont(0.5) within group (order by with_findings::float8 * 100 / animals)]
      from health_rollup
      where animal_kind = ${kind} and quarter between ${span.from}::date and ${span.to}::date and animals >= ${HEALTH_BENCHMARK_MIN_ANIMALS}
      group by quarter
      union all
      select ${kind}::text, ${key}::text, 'suppliers', ${generation}::bigint, 0, null`.execute(trx);
  });
}

/**
 * Replaces a span's bands in one transaction, one writer per span at a time; readers see the old
 * bands or the new, never a mix. Nothing is written when the span already holds this generation
 * or a newer one.
 */
async function keep(db: Db, kind: AnimalKind, key: string, generation: number, insert: (trx: Transaction<Database>) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`slakteweb:benchmark-bands:${kind}:${key}`}))`.execute(trx);
    const kept = await sql<{ generation: string }>`
      select generation::text as generation from health_benchmark_band
      where animal_kind = ${kind} and span = ${key} and measure = 'suppliers'`.execute(trx);
    if (kept.rows[0] && Number(kept.rows[0].generation) >= generation) return;
    await sql`delete from health_benchmark_band where animal_kind = ${kind} and span = ${key}`.execute(trx);
    await sql`delete from health_benchmark_rank where animal_kind = ${kind} and span = ${key}`.execute(trx);
    await insert(trx);
  });
}

/** Where the farm stands in the distribution of a span: what standing() reads from the kept bands. */
export interface Standing {
  suppliers: number;
  measures: Record<Measure, MeasureDistribution>;
  /** Per finding found at a supplier in the distribution: its levels and the suppliers with more of it than the farm. */
  findings: Map<string, { levels: Levels; above: number | null }>;
}

/**
 * The kept bands of a span as of `generation`, and the farm's rank in each (null when they are not
 * kept yet). The farm's figures are worked out here by the same SQL expressions over the same
 * integer sums as the suppliers' when the bands were kept, so equal figures are equal; its rank
 * is one index look-up per measure in the kept ranks: the greatest figure at most the farm's (or
 * below it) says how many suppliers have at most (or less than) the farm's figure.
 */
export async function standing(db: Db, supplierNo: string, kind: AnimalKind, span: QuarterSpan, generation: number): Promise<Standing | null> {
  const result = await sql<{ measure: string; suppliers: number; levels: unknown; above: number | null; below: number | null }>`
    with me as (
      select sum(animals)::float8 as animals, sum(weight_g)::float8 as weight_g,
        sum(class_steps)::float8 as class_steps, sum(classified)::float8 as classified,
        sum(fat_steps)::float8 as fat_steps, sum(fat_grouped)::float8 as fat_grouped,
        sum(meat_tenths)::float8 as meat_tenths, sum(meat_measured)::float8 as meat_measured,
        sum(partially_discarded)::float8 as partially_discarded, sum(totally_discarded)::float8 as totally_discarded
      from health_rollup
      where supplier_no = ${supplierNo} and animal_kind = ${kind} and ${inQuarters(span)}
      having sum(animals) >= ${HEALTH_BENCHMARK_MIN_ANIMALS}),
    -- Materialized: joined to each band row, it would be worked out again for every one.
    mine as materialized (
      ${measureRows(sql`me`)}
      union all
      select 'finding:' || x.name, x.animals * 100 / me.animals
      from me cross join (
        select name, sum(animals)::float8 as animals from health_finding_rollup
        where supplier_no = ${supplierNo} and animal_kind = ${kind} and ${inQuarters(span)}
        group by name) x),
    farm_in as (select count(*) > 0 as counted from me),
    b as (
      select b.measure, b.suppliers, b.levels,
        -- A supplier without a finding has none of it: 0 per 100.
        case when b.measure like 'finding:%' then coalesce(mine.value, 0) else mine.value end as value
      from health_benchmark_band b left join mine on mine.measure = b.measure
      where b.animal_kind = ${kind} and b.span = ${spanKey(span)} and b.generation = ${generation}::bigint)
    select b.measure, b.suppliers, b.levels,
      -- The suppliers with the figure are b.suppliers (a finding: those above zero, all ranked).
      case when fi.counted and b.value is not null then b.suppliers - coalesce((
        select r.at_most from health_benchmark_rank r
        where r.animal_kind = ${kind} and r.span = ${spanKey(span)} and r.measure = b.measure and r.value <= b.value
        order by r.value desc limit 1), 0) end as above,
      case when fi.counted and b.value is not null then coalesce((
        select r.at_most from health_benchmark_rank r
        where r.animal_kind = ${kind} and r.span = ${spanKey(span)} and r.measure = b.measure and r.value < b.value
        order by r.value desc limit 1), 0) end as below
    from b cross join farm_in fi`.execute(db);
  const rows = new Map(result.rows.map((r) => [r.measure, r]));
  const head = rows.get('suppliers');
  if (!head) return null;
  const num = (v: number | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const measures = Object.fromEntries(
    MEASURE_NAMES.map((m) => {
      const row = rows.get(`measure:${m}`);
      return [m, { levels: levelsOf(row?.levels), suppliers: Number(row?.suppliers ?? 0), below: num(row?.below), above: num(row?.above) }];
    }),
  ) as Record<Measure, MeasureDistribution>;
  const findings = new Map(
    result.rows.filter((r) => r.measure.startsWith('finding:')).map((r) => [r.measure.slice('finding:'.length), { levels: levelsOf(r.levels), above: num(r.above) }]),
  );
  return { suppliers: Number(head.suppliers), measures, findings };
}

/** The trend's kept medians as of `generation`, per quarter (first day); null when they are not kept yet. */
export async function trendBands(db: Db, kind: AnimalKind, span: { from: string; to: string }, generation: number): Promise<Map<string, { suppliers: number; median: number | null }> | null> {
  const result = await sql<{ measure: string; suppliers: number; median: number | null }>`
    select measure, suppliers, levels[1] as median from health_benchmark_band
    where animal_kind = ${kind} and span = ${trendKey(span)} and generation = ${generation}::bigint`.execute(db);
  if (!result.rows.some((r) => r.measure === 'suppliers')) return null;
  return new Map(
    result.rows.filter((r) => r.measure !== 'suppliers').map((r) => [r.measure, { suppliers: Number(r.suppliers), median: r.median === null ? null : Number(r.median) }]),
  );
}

/** The farm's own quarters of the span: its animals and those with findings. */
export async function farmTrend(db: Db, supplierNo: string, kind: AnimalKind, span: { from: string; to: string }): Promise<Map<string, { animals: number; with_findings: number }>> {
  const result = await sql<{ quarter: string; animals: number; with_findings: number }>`
    select to_char(quarter, 'YYYY-MM-DD') as quarter, animals, with_findings from health_rollup
    where supplier_no = ${supplierNo} and animal_kind = ${kind} and quarter between ${span.from}::date and ${span.to}::date`.execute(db);
  return new Map(result.rows.map((r) => [r.quarter, { animals: Number(r.animals), with_findings: Number(r.with_findings) }]));
}

/**
 * The farm's wholly condemned carcasses settled in the dates, each with its findings and what it
 * cost: its weight × the farm's own average price per kg of the kind that ISO week (the animals
 * with a price that were not condemned, in the dates). Null cost where the farm sold none that
 * week. The carcasses come by a partial index, the week prices from the farm's daily sums
 * (health_price_rollup): the farm's other animals are not read.
 */
export async function condemnedCarcasses(
  db: Db,
  supplierNo: string,
  kind: AnimalKind,
  dates: { from: string | null; to: string },
): Promise<{ weight_g: number; cost_ore: number | null; findings: string[] }[]> {
  const inDates = (column: RawBuilder<unknown>) =>
    dates.from === null ? sql`${column} <= ${dates.to}::date` : sql`${column} between ${dates.from}::date and ${dates.to}::date`;
  const result = await sql<{ weight_g: number; cost_ore: number | null; findings: string[] | null }>`
    with condemned as (
      select a.id, a.weight_g, date_trunc('week', s.settlement_date) as week
      from slaughter_animal a join settlement s on s.id = a.settlement_id
      where a.supplier_no = ${supplierNo} and a.animal_kind = ${kind} and a.discard = 'total'
        and s.supplier_no = ${supplierNo} and s.kind = 'posted' and ${inDates(sql`s.settlement_date`)}),
    week_price as (
      select date_trunc('week', p.settlement_date) as week, sum(p.amount_ore)::float8 / sum(p.weight_g)::float8 as ore_per_g
      from health_price_rollup p
      where p.supplier_no = ${supplierNo} and p.animal_kind = ${kind} and ${inDates(sql`p.settlement_date`)}
        and date_trunc('week', p.settlement_date) in (select week from condemned)
      group by 1)
    select c.weight_g, round(c.weight_g * w.ore_per_g)::bigint as cost_ore,
      (select array_agg(d.name order by d.name) from slaughter_animal_disease d where d.animal_id = c.id) as findings
    from condemned c left join week_price w on w.week = c.week`.execute(db);
  return result.rows.map((r) => ({ weight_g: Number(r.weight_g), cost_ore: r.cost_ore === null ? null : Number(r.cost_ore), findings: r.findings ?? [] }));
}
