import { type RawBuilder, sql, type Transaction } from 'kysely';
import { animalDeductionsOre, deductionReasonLabel, gridHits, isKslApproved, isoWeekOfDate, type PriceKind, type PriceList, priceListInForce, priceListSchema, priceKindOfAnimal, type AnimalKind, type SettledAnimalRow, settledPricedAnimal } from '@slakteweb/core';
import type { Db } from './database.js';
import type { Database, GridDeductionRollupRow } from './types.js';

/**
 * A settled animal's deductions by its week's list (core's animalDeductionsOre), for the rollup and
 * for the call that prices a farm's animals itself. An animal without a settled price (not yet
 * priced) has none to count.
 */
export function settledAnimalDeductions(list: PriceList, a: SettledAnimalRow, facts: { ksl_approved: boolean | null; health_pig_approved: boolean | null }) {
  const animal = settledPricedAnimal(a, facts);
  return animal ? animalDeductionsOre(list, animal) : [];
}

/**
 * The grid rollup ('Treff på prisgrid', table grid_rollup): per supplier, kind and calendar quarter,
 * the posted animals priced by a list in force and those inside the grid on each scale of it, no
 * deduction there (core prices/grid.ts; the columns *_best count them). Whether an animal is inside
 * depends on the list of its settlement's week, a
 * JSON document, so the animals are counted here in code, in batches, rather than in SQL; called
 * by the statistics rollups' writes (statistics-rollup.ts) in the same transaction.
 *
 * Beside it, grid_deduction_rollup: per posted settlement and kind, the animals priced by a list
 * in force (the row with code '') and what each reason of deduction took from them (core
 * animalDeductionsOre, with the supplier's KSL and Helsegris approval of the moment, kept on the
 * row so a reader with other facts counts from the animals instead). Its rows are whole
 * settlements: taking settlements out deletes their rows, whatever the facts were then.
 */

type Executor = Db | Transaction<Database>;

/**
 * Animals read per batch when counting the whole cooperative (a rebuild, a new price list): a few
 * megabytes, whatever its size. New settlements' animals are read at once: an ordered, limited
 * read would tempt the planner to walk every animal by id looking for them.
 */
const BATCH = 20_000;

const COUNTS = ['animals', 'weight_best', 'classified', 'class_best', 'fat_grouped', 'fat_best', 'meat_measured', 'meat_best'] as const;
type Counts = Record<(typeof COUNTS)[number], number>;

/** Every stored price list by kind and category, and a memo of the one in force per week. */
async function listLookup(trx: Executor): Promise<(kind: AnimalKind, category: string, date: string) => PriceList | undefined> {
  const rows = await trx.selectFrom('price_list').select('list').execute();
  const byKey = new Map<string, PriceList[]>();
  for (const row of rows) {
    const list = priceListSchema.parse(JSON.parse(row.list));
    const key = `${list.kind}:${list.category}`;
    byKey.set(key, [...(byKey.get(key) ?? []), list]);
  }
  const memo = new Map<string, PriceList | undefined>();
  return (kind, category, date) => {
    const key = `${priceKindOfAnimal(kind)}:${category}`;
    const memoKey = `${key}:${date}`;
    if (!memo.has(memoKey)) {
      const { year, week } = isoWeekOfDate(date);
      memo.set(memoKey, priceListInForce(byKey.get(key) ?? [], year, week));
    }
    return memo.get(memoKey);
  };
}

/**
 * Counts the posted animals that `where` selects (over `settlement s`, `slaughter_animal a`) into
 * grid_rollup: 'fresh' and 'add' add them, 'subtract' takes them away (rows left empty go).
 */
export async function rollUpGrid(trx: Executor, where: RawBuilder<unknown>, mode: 'fresh' | 'add' | 'subtract', batched = mode === 'fresh'): Promise<void> {
  const inForce = await listLookup(trx);
  // Settlements taken out lose their deduction rows whole; those counted in get theirs afresh.
  if (mode === 'subtract') await deleteDeductions(trx, sql`(d.settlement_id, d.animal_kind) in (select s.id, a.animal_kind from settlement s join slaughter_animal a on a.settlement_id = s.id where ${where})`);
  const deductions = new DeductionSums();
  const sums = new Map<string, Counts & { animal_kind: string; quarter: string; supplier_no: string }>();
  let after = 0;
  for (;;) {
    const batch = await sql<{
      id: number;
      supplier_no: string;
      date: string;
      quarter: string;
      animal_kind: AnimalKind;
      description: string;
      weight_g: number;
      classification: string;
      fat_group: string | null;
      meat_percent_tenths: number | null;
      settlement_id: string | number;
      settlement_no: string;
      price_ore_per_kg: number | null;
      amount_ore: string | number | null;
      ksl_status: number | null;
      health_pig_approved: boolean | null;
    }>`
      select a.id, s.supplier_no, to_char(s.settlement_date, 'YYYY-MM-DD') as date,
        to_char(date_trunc('quarter', s.settlement_date), 'YYYY-MM-DD') as quarter,
        a.animal_kind, a.description, a.weight_g, a.classification, a.fat_group, a.meat_percent_tenths,
        s.id as settlement_id, s.settlement_no, a.price_ore_per_kg, a.amount_ore, f.ksl_status, f.health_pig_approved
      from settlement s join slaughter_animal a on a.settlement_id = s.id
        left join supplier f on f.supplier_no = s.supplier_no
      where s.kind = 'posted' and ${where} ${batched ? sql`and a.id > ${after} order by a.id limit ${BATCH}` : sql``}`.execute(trx);
    for (const a of batch.rows) {
      const list = inForce(a.animal_kind, a.description, a.date);
      if (!list) continue;
      const hits = gridHits(list, a);
      const key = `${a.animal_kind}:${a.quarter}:${a.supplier_no}`;
      let sum = sums.get(key);
      if (!sum) {
        sum = { animal_kind: a.animal_kind, quarter: a.quarter, supplier_no: a.supplier_no, ...(Object.fromEntries(COUNTS.map((c) => [c, 0])) as Counts) };
        sums.set(key, sum);
      }
      sum.animals += 1;
      if (hits.weight_band) sum.weight_best += 1;
      if (hits.class !== null) sum.classified += 1;
      if (hits.class) sum.class_best += 1;
      if (hits.fat_group !== null) sum.fat_grouped += 1;
      if (hits.fat_group) sum.fat_best += 1;
      if (hits.meat_percent !== null) sum.meat_measured += 1;
      if (hits.meat_percent) sum.meat_best += 1;
      if (mode !== 'subtract') deductions.add(a, list);
    }
    // Per settlement and reason, the cooperative's rows would not fit in memory at once: each
    // batch's go out as it is counted (a settlement across two batches is added up in the table).
    await deductions.write(trx);
    if (!batched || batch.rows.length < BATCH) break;
    after = Number(batch.rows.at(-1)!.id);
  }
  const sign = mode === 'subtract' ? -1 : 1;
  const rows = [...sums.values()].map((s) => ({ ...s, ...Object.fromEntries(COUNTS.map((c) => [c, s[c] * sign])) }));
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('grid_rollup')
      .values(rows.slice(i, i + 1000))
      .onConflict((oc) => oc.columns(['animal_kind', 'quarter', 'supplier_no']).doUpdateSet((eb) => Object.fromEntries(COUNTS.map((c) => [c, eb(`grid_rollup.${c}`, '+', eb.ref(`excluded.${c}`))]))))
      .execute();
  }
  if (mode === 'subtract') await trx.deleteFrom('grid_rollup').where('animals', '<=', 0).execute();
}

/** Deletes the grid_deduction_rollup rows (`d`) that `where` selects. */
async function deleteDeductions(trx: Executor, where: RawBuilder<unknown>): Promise<void> {
  await sql`delete from grid_deduction_rollup d where ${where}`.execute(trx);
}

/** One row of grid_deduction_rollup as counted here: øre and animals as numbers, summed in code. */
type DeductionRow = Omit<GridDeductionRollupRow, 'ore' | 'animals'> & { ore: number; animals: number };

/** The deduction rows of the animals counted, by settlement, kind and reason. */
class DeductionSums {
  private readonly rows = new Map<string, DeductionRow>();

  add(
    a: {
      supplier_no: string;
      date: string;
      animal_kind: AnimalKind;
      settlement_id: string | number;
      settlement_no: string;
      weight_g: number;
      classification: string;
      fat_group: string | null;
      meat_percent_tenths: number | null;
      price_ore_per_kg: number | null;
      amount_ore: string | number | null;
      ksl_status: number | null;
      health_pig_approved: boolean | null;
    },
    list: PriceList,
  ): void {
    const facts = { ksl_approved: a.ksl_status === null ? null : isKslApproved(a.ksl_status), health_pig_approved: a.health_pig_approved };
    const row = (code: string, label: string) => {
      const key = `${a.settlement_id}:${a.animal_kind}:${code}`;
      const r: DeductionRow = this.rows.get(key) ?? {
        supplier_no: a.supplier_no,
        animal_kind: a.animal_kind,
        settlement_date: a.date,
        settlement_id: Number(a.settlement_id),
        settlement_no: a.settlement_no,
        code,
        label,
        ore: 0,
        animals: 0,
        ...facts,
      };
      this.rows.set(key, r);
      return r;
    };
    row('', '').animals += 1;
    for (const d of settledAnimalDeductions(list, a, facts)) {
      const r = row(d.code, deductionReasonLabel(d.code, list));
      r.ore += d.ore;
      r.animals += 1;
    }
  }

  /** Adds the rows counted so far to those kept and starts afresh (a settlement counted in twice would add twice: callers take it out first). */
  async write(trx: Executor): Promise<void> {
    const rows = [...this.rows.values()];
    this.rows.clear();
    for (let i = 0; i < rows.length; i += 1000) {
      await trx
        .insertInto('grid_deduction_rollup')
        .values(rows.slice(i, i + 1000))
        .onConflict((oc) =>
          oc.columns(['supplier_no', 'animal_kind', 'settlement_date', 'settlement_id', 'code']).doUpdateSet((eb) => ({
            ore: eb('grid_deduction_rollup.ore', '+', eb.ref('excluded.ore')),
            animals: eb('grid_deduction_rollup.animals', '+', eb.ref('excluded.animals')),
          })),
        )
        .execute();
    }
  }
}

/** The Monday of an ISO week (yyyy-MM-dd): week 1 is the week of 4 January. */
function mondayOf(year: number, week: number): string {
  const jan4 = Date.UTC(year, 0, 4);
  const mondayOfWeek1 = jan4 - ((new Date(jan4).getUTCDay() + 6) % 7) * 86_400_000;
  return new Date(mondayOfWeek1 + (week - 1) * 7 * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Counts a kind's animals again from the quarter a new or changed price list takes effect in: a
 * list decides what is inside the grid from its week until the next list, so the quarters before
 * it keep their counts. Run in the transaction that stores the lists.
 */
export async function recountGridFrom(trx: Executor, changed: readonly { kind: PriceKind; year: number; week: number }[]): Promise<void> {
  if (changed.length === 0) return;
  await sql`select pg_advisory_xact_lock(hashtext('slakteweb:statistics-rollup'))`.execute(trx);
  const fromByKind = new Map<AnimalKind, string>();
  for (const c of changed) {
    const kind: AnimalKind = c.kind === 'pigs' ? 'pig' : c.kind;
    const monday = mondayOf(c.year, c.week);
    const quarter = `${monday.slice(0, 5)}${String(Math.floor((Number(monday.slice(5, 7)) - 1) / 3) * 3 + 1).padStart(2, '0')}-01`;
    const current = fromByKind.get(kind);
    if (current === undefined || quarter < current) fromByKind.set(kind, quarter);
  }
  for (const [kind, from] of fromByKind) {
    await trx.deleteFrom('grid_rollup').where('animal_kind', '=', kind).where('quarter', '>=', from).execute();
    await deleteDeductions(trx, sql`d.animal_kind = ${kind} and d.settlement_date >= ${from}::date`);
    await rollUpGrid(trx, sql`a.animal_kind = ${kind} and s.settlement_date >= ${from}::date`, 'add', true);
  }
  // The slaughterhouse's sums kept of an older generation are summed again (grid-compliance.service.ts).
  await sql`update statistics_rollup_state set generation = generation + 1 where id = 1`.execute(trx);
}
