import { sql } from 'kysely';
import type { AnimalKind, PriceKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';

/**
 * The SQL of 'Treff på prisgrid'. The farm's own animals and the price lists of the kind; over
 * the cooperative only sums of the grid rollup (db/grid-rollup.ts), never a supplier's row.
 */

/** The grid rollup's counts summed, for one farm and for the slaughterhouse alike. */
const GRID_SUMS = sql`coalesce(sum(animals), 0)::int as animals, coalesce(sum(weight_best), 0)::int as weight_best,
      coalesce(sum(classified), 0)::int as classified, coalesce(sum(class_best), 0)::int as class_best,
      coalesce(sum(fat_grouped), 0)::int as fat_grouped, coalesce(sum(fat_best), 0)::int as fat_best,
      coalesce(sum(meat_measured), 0)::int as meat_measured, coalesce(sum(meat_best), 0)::int as meat_best`;

/** GRID_SUMS' columns as numbers (0 where the sum found no row). */
function gridSumsOf(row: Record<string, string | number | null | undefined>) {
  const n = (k: string) => Number(row[k] ?? 0);
  return {
    animals: n('animals'),
    weight_best: n('weight_best'),
    classified: n('classified'),
    class_best: n('class_best'),
    fat_grouped: n('fat_grouped'),
    fat_best: n('fat_best'),
    meat_measured: n('meat_measured'),
    meat_best: n('meat_best'),
  };
}

/** The farm's grid rollup rows of a kind summed over the quarters (first days, both included; from null for all): a handful of rows by its index. */
export async function farmSums(db: Db, supplierNo: string, kind: AnimalKind, quarters: { from: string | null; to: string }) {
  const from = quarters.from === null ? sql`true` : sql`quarter >= ${quarters.from}::date`;
  const result = await sql<Record<string, number | null>>`
    select ${GRID_SUMS}
    from grid_rollup
    where supplier_no = ${supplierNo} and animal_kind = ${kind} and ${from} and quarter <= ${quarters.to}::date`.execute(db);
  return gridSumsOf(result.rows[0] ?? {});
}

/**
 * The farm's kept deductions of a kind on posted settlements in the dates (from null: from the
 * first), newest settlement first: per settlement its priced animals (code '') and each reason.
 */
export function farmDeductions(db: Db, supplierNo: string, kind: AnimalKind, dates: { from: string | null; to: string }) {
  let query = db
    .selectFrom('grid_deduction_rollup')
    .select([
      'settlement_id',
      'settlement_no',
      sql<string>`to_char(settlement_date, 'YYYY-MM-DD')`.as('date'),
      'code',
      'label',
      'ore',
      'animals',
      'ksl_approved',
      'health_pig_approved',
    ])
    .where('supplier_no', '=', supplierNo)
    .where('animal_kind', '=', kind)
    .where('settlement_date', '<=', dates.to);
  if (dates.from !== null) query = query.where('settlement_date', '>=', dates.from);
  return query.orderBy('settlement_date', 'desc').orderBy('settlement_id', 'desc').orderBy('code').execute();
}

/** The farm's animals of a kind on posted settlements in the dates (from null: from the first). */
export function farmAnimals(db: Db, supplierNo: string, kind: AnimalKind, dates: { from: string | null; to: string }) {
  let query = db
    .selectFrom('settlement as s')
    .innerJoin('slaughter_animal as a', 'a.settlement_id', 's.id')
    .select([
      's.id as settlement_id',
      's.settlement_no',
      sql<string>`to_char(s.settlement_date, 'YYYY-MM-DD')`.as('date'),
      'a.animal_kind',
      'a.description',
      'a.weight_g',
      'a.classification',
      'a.fat_group',
      'a.meat_percent_tenths',
      'a.price_ore_per_kg',
      'a.amount_ore',
    ])
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', 'posted')
    .where('a.supplier_no', '=', supplierNo)
    .where('a.animal_kind', '=', kind)
    .where('s.settlement_date', '<=', dates.to);
  if (dates.from !== null) query = query.where('s.settlement_date', '>=', dates.from);
  return query.orderBy('s.settlement_date', 'desc').orderBy('s.id', 'desc').execute();
}

/** Every price list of a kind, as stored (JSON): few, one per category and week at most. */
export function priceListsOf(db: Db, kind: PriceKind) {
  return db.selectFrom('price_list').select('list').where('kind', '=', kind).execute();
}

/** What the farm's price depends on: KSL and Helsegris. */
export function farmPriceFacts(db: Db, supplierNo: string) {
  return db.selectFrom('supplier').select(['ksl_status', 'health_pig_approved']).where('supplier_no', '=', supplierNo).executeTakeFirst();
}

/** The generation of the rollups: moved on by every write to them, the grid's recount for a new price list too (db/statistics-rollup.ts, db/grid-rollup.ts). */
export async function rollupGeneration(db: Db): Promise<number> {
  const result = await sql<{ generation: string }>`select generation::text as generation from statistics_rollup_state where id = 1`.execute(db);
  return Number(result.rows[0]?.generation ?? 0);
}

/** The grid rollup summed over every supplier of the kind in the quarters (first days, both included; from null for all). */
export async function slaughterhouseSums(db: Db, kind: AnimalKind, quarters: { from: string | null; to: string }) {
  const from = quarters.from === null ? sql`true` : sql`quarter >= ${quarters.from}::date`;
  const result = await sql<Record<string, string | number | null>>`
    select count(distinct supplier_no)::int as suppliers,
      ${GRID_SUMS}
    from grid_rollup
    where animal_kind = ${kind} and animals > 0 and ${from} and quarter <= ${quarters.to}::date`.execute(db);
  const row = result.rows[0] ?? {};
  return { suppliers: Number(row.suppliers ?? 0), ...gridSumsOf(row) };
}
