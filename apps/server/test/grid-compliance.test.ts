import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animalAmountOre, GRID_MIN_SUPPLIERS, type GridCompliance, gridComplianceResponseSchema, isoWeekOfDate, type PriceList } from '@slakteweb/core';
import type { GeneratedAnimal } from '../src/db/seed/settlements-generator.js';
import { insertSettlements } from '../src/db/seed/settlements-seed.js';
import { rebuildStatisticsRollups } from '../src/db/statistics-rollup.js';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';
import { createPersonWithGrants, loginPerson } from './people.js';

// 'Treff på prisgrid' (GET /api/grid_compliance): every share and every krone worked out here
// again from a plain select of the settled animals and the stored price lists, by the rule as
// the farmer is told it (inside the grid on a scale: no deduction there), not by the rollups, core's grid functions or the explanation. One database; the tests add settlements.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 8 });
});
afterAll(() => ctx.close());

async function grid(cookie: string, path: string): Promise<GridCompliance> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/grid_compliance/${path}`, headers: { cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return gridComplianceResponseSchema.parse(res.json()).grid_compliance;
}

interface Raw {
  supplier_no: string;
  settlement_id: number;
  settlement_no: string;
  date: string;
  animal_kind: string;
  description: string;
  weight_g: number;
  classification: string;
  fat_group: string | null;
  meat_percent_tenths: number | null;
  price_ore_per_kg: number | null;
  amount_ore: number | null;
}

async function rawRows(): Promise<{ animals: Raw[]; lists: PriceList[] }> {
  const animals = await ctx.db
    .selectFrom('slaughter_animal as a')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select(['s.supplier_no', 'a.settlement_id', 's.settlement_no', 's.settlement_date', 'a.animal_kind', 'a.description', 'a.weight_g', 'a.classification', 'a.fat_group', 'a.meat_percent_tenths', 'a.price_ore_per_kg', 'a.amount_ore'])
    .where('s.kind', '=', 'posted')
    .execute();
  const lists = (await ctx.db.selectFrom('price_list').select('list').execute()).map((r) => JSON.parse(r.list) as PriceList);
  return {
    animals: animals.map(({ settlement_date, ...a }) => ({
      ...a,
      settlement_id: Number(a.settlement_id),
      date: typeof settlement_date === 'string' ? settlement_date : (settlement_date as Date).toISOString().slice(0, 10),
      amount_ore: a.amount_ore === null ? null : Number(a.amount_ore),
    })),
    lists,
  };
}

const KIND_OF_LIST: Record<string, string> = { pig: 'pigs', sheep: 'sheep', cattle: 'cattle' };

/** The latest list of the kind and category from the settlement's ISO week or before. */
function listFor(lists: PriceList[], a: Raw): PriceList | undefined {
  const { year, week } = isoWeekOfDate(a.date);
  return lists
    .filter((l) => l.kind === KIND_OF_LIST[a.animal_kind] && l.category === a.description && (l.year < year || (l.year === year && l.week <= week)))
    .sort((x, y) => y.year - x.year || y.week - x.week)[0];
}

const halfAway = (v: number) => Math.sign(v) * Math.round(Math.abs(v));
/** Grams × øre/kg → øre, half away from zero (the settlements' rounding). */
const perKgOre = (weightG: number, orePerKg: number) => halfAway((weightG * orePerKg) / 1000);

function bandOre(l: PriceList, weightG: number): number {
  return l.weight_bands.find((b) => weightG >= b.from_g && (b.to_g === null || weightG < b.to_g))?.ore_per_kg ?? 0;
}
function meatOre(l: PriceList, tenths: number): number {
  const s = l.meat_percent!;
  return halfAway(((Math.min(s.max_tenths, Math.max(s.min_tenths, tenths)) - s.base_tenths) * s.ore_per_point) / 10);
}

/** Per scale: whether the list took nothing from the animal there, 0 kr/kg or more (null: no value on the scale). */
function hits(l: PriceList, a: Raw) {
  const classes = l.class_ore_per_kg as Record<string, number | undefined>;
  const fats = l.fat_group_ore_per_kg as Record<string, number | undefined>;
  return {
    weight: bandOre(l, a.weight_g) >= 0,
    class: a.classification ? (classes[a.classification] ?? 0) >= 0 : null,
    fat: a.fat_group ? (fats[a.fat_group] ?? 0) >= 0 : null,
    meat: l.meat_percent && a.meat_percent_tenths !== null ? meatOre(l, a.meat_percent_tenths) >= 0 : null,
  };
}

/** Each reason's deduction (negative øre) of an animal: per-kg parts × weight, items, and what the settlement took beyond the list. */
function deductions(l: PriceList, a: Raw): Record<string, number> {
  // The demo lists have no items or percentage deductions; this recomputation relies on it.
  expect(l.per_animal.length + l.percent_deductions.length).toBe(0);
  const parts: Record<string, number> = {
    class: a.classification ? ((l.class_ore_per_kg as Record<string, number>)[a.classification] ?? 0) : 0,
    fat_group: a.fat_group ? ((l.fat_group_ore_per_kg as Record<string, number>)[a.fat_group] ?? 0) : 0,
    meat_percent: l.meat_percent && a.meat_percent_tenths !== null ? meatOre(l, a.meat_percent_tenths) : 0,
    weight_band: bandOre(l, a.weight_g),
  };
  const listPerKg = l.base_ore_per_kg + Object.values(parts).reduce((s, v) => s + v, 0);
  const out: Record<string, number> = {};
  for (const [code, ore] of Object.entries(parts)) if (ore < 0) out[code] = perKgOre(a.weight_g, ore);
  const other = a.amount_ore! - perKgOre(a.weight_g, listPerKg);
  if (other < 0) out.other = other;
  return out;
}

function expectedShares(animals: Raw[], lists: PriceList[]) {
  const c: { animals: number } & Record<'weight' | 'class' | 'fat' | 'meat', [number, number]> = { animals: 0, weight: [0, 0], class: [0, 0], fat: [0, 0], meat: [0, 0] };
  for (const a of animals) {
    const l = listFor(lists, a);
    if (!l) continue;
    c.animals += 1;
    const h = hits(l, a);
    for (const [scale, hit] of [['weight', h.weight], ['class', h.class], ['fat', h.fat], ['meat', h.meat]] as const) {
      if (hit === null) continue;
      c[scale][0] += 1;
      if (hit) c[scale][1] += 1;
    }
  }
  const share = ([n, best]: [number, number]) => ({ animals: n, best, percent: n ? Math.round((best / n) * 1000) / 10 : null });
  return { animals: c.animals, weight_band: share(c.weight), class: share(c.class), fat_group: share(c.fat), meat_percent: share(c.meat) };
}

const inYear = (year: string) => (a: Raw) => a.date.startsWith(year);
const kr = (ore: number) => Math.round(ore) / 100;

/** The farm's deductions by reason for the period and per settlement, as the answer must give them, priced again from the raw rows. */
function expectFarmDeductions(answer: GridCompliance, mine: Raw[], lists: PriceList[]) {
  const total: Record<string, { ore: number; animals: number }> = {};
  const bySettlement = new Map<number, { no: string; date: string; animals: number; ore: number }>();
  for (const a of mine) {
    const l = listFor(lists, a);
    if (!l) continue;
    const s = bySettlement.get(a.settlement_id) ?? { no: a.settlement_no, date: a.date, animals: 0, ore: 0 };
    s.animals += 1;
    for (const [code, ore] of Object.entries(deductions(l, a))) {
      total[code] = { ore: (total[code]?.ore ?? 0) + ore, animals: (total[code]?.animals ?? 0) + 1 };
      s.ore += ore;
    }
    bySettlement.set(a.settlement_id, s);
  }
  expect(Object.keys(total).length).toBeGreaterThan(0);
  expect(Object.fromEntries(answer.deductions.map((d) => [d.code, { kr: d.kr, animals: d.animals }]))).toEqual(
    Object.fromEntries(Object.entries(total).map(([code, t]) => [code, { kr: kr(t.ore), animals: t.animals }])),
  );
  expect(answer.deductions_kr).toBe(kr(Object.values(total).reduce((s, t) => s + t.ore, 0)));
  // The most costly reason first, named in plain Norwegian.
  expect(answer.deductions.map((d) => d.kr)).toEqual([...answer.deductions.map((d) => d.kr)].sort((x, y) => x - y));
  for (const d of answer.deductions) expect(d.label).toBe({ class: 'Klasse', fat_group: 'Fettgruppe', meat_percent: 'Kjøttprosent', weight_band: 'Vekt', other: 'Andre tillegg og trekk' }[d.code]);
  expect(answer.settlements.map((s) => ({ no: s.settlement_no, date: s.date, animals: s.animals, kr: s.deductions_kr }))).toEqual(
    [...bySettlement.values()].sort((x, y) => y.date.localeCompare(x.date)).map((s) => ({ no: s.no, date: s.date, animals: s.animals, kr: kr(s.ore) })),
  );
  for (const s of answer.settlements) expect(s.deductions.reduce((t, d) => t + Math.round(d.kr * 100), 0)).toBe(Math.round(s.deductions_kr * 100));
}

describe('grid compliance', () => {
  for (const [kind, path] of [
    ['sheep', 'last-year/sheep'],
    ['pig', 'last-year/pigs'],
    ['cattle', 'all-time/cattle'],
  ] as const) {
    it(`${path}: the farm's and the slaughterhouse's shares and the farm's deductions, recomputed from the raw rows`, async () => {
      const { animals, lists } = await rawRows();
      const inPeriod = animals.filter((a) => a.animal_kind === kind && (path.startsWith('all-time') || inYear('2025')(a)));
      const mine = inPeriod.filter((a) => a.supplier_no === '10001');
      const answer = await grid(await ctx.login('10001'), path);

      const farm = expectedShares(mine, lists);
      expect(farm.animals).toBeGreaterThan(0);
      expect(answer.farm).toEqual(farm);
      // The scales the kind has are counted; pigs have no classes, sheep and cattle no meat percent.
      if (kind === 'pig') expect(answer.farm.meat_percent.animals).toBeGreaterThan(0);
      else expect(answer.farm.class.animals).toBeGreaterThan(0);

      const suppliers = new Set(inPeriod.filter((a) => listFor(lists, a)).map((a) => a.supplier_no));
      if (kind === 'cattle') {
        // The small cooperative has cattle at too few farms: a sum over them would all but name them.
        expect(suppliers.size).toBeLessThan(GRID_MIN_SUPPLIERS);
        expect(answer.slaughterhouse).toBeNull();
      } else {
        expect(suppliers.size).toBeGreaterThanOrEqual(GRID_MIN_SUPPLIERS);
        expect(answer.slaughterhouse).toEqual({ ...expectedShares(inPeriod, lists), suppliers: suppliers.size });
      }

      expectFarmDeductions(answer, mine, lists);
    });
  }

  it('keeps the slaughterhouse’s shares with every write, and never names another supplier’s figure', async () => {
    const before = await grid(await ctx.login('10001'), 'last-year/sheep');
    const other = await grid(await ctx.login('10003'), 'last-year/sheep');
    // The same slaughterhouse whoever asks; each farm's own figures and settlements only.
    expect(other.slaughterhouse).toEqual(before.slaughterhouse);
    const { animals } = await rawRows();
    const own = new Set(animals.filter((a) => a.supplier_no === '10003').map((a) => a.settlement_no));
    for (const s of other.settlements) expect(own.has(s.settlement_no)).toBe(true);
    expect(other.farm).not.toEqual(before.farm);

    // Ten lambs of 10002, every one with a deduction for class (P), settled in 2025.
    const lamb = (i: number): GeneratedAnimal => ({
      group_name: 'Lam',
      animal_kind: 'sheep',
      mark_no: 'NO5002000',
      individual_no: String(67000 + i),
      description: 'Lam',
      classification: 'P',
      fat_group: '2',
      meat_percent_tenths: null,
      weight_g: 12_000,
      price_ore_per_kg: 5000,
      amount_ore: 60_000,
      diseases: [],
      photos: [],
      discard: null,
    });
    await ctx.db
      .transaction()
      .execute((trx) =>
        insertSettlements(trx, '10002', [
          { kind: 'posted', settlement_date: '2025-10-07', settlement_no: '100029101', amount_ore: 600_000, has_document: false, comment: '', animals: Array.from({ length: 10 }, (_, i) => lamb(i)) },
        ]),
      );
    const after = await grid(await ctx.login('10001'), 'last-year/sheep');
    expect(after.farm).toEqual(before.farm);
    const { animals: now, lists } = await rawRows();
    const expected = expectedShares(now.filter((a) => a.animal_kind === 'sheep' && inYear('2025')(a)), lists);
    expect(after.slaughterhouse).toMatchObject(expected);
    expect(after.slaughterhouse!.animals).toBe(before.slaughterhouse!.animals + 10);
    expect(after.slaughterhouse!.class.best).toBe(before.slaughterhouse!.class.best);
  });

  it('counts again from the quarter a new price list takes effect in, when the cooperative sends one', async () => {
    const auth = await tokenHeader(ctx, 'erp', ['import:prices']);
    const before = await grid(await ctx.login('10001'), 'last-year/sheep');
    const { animals: old, lists } = await rawRows();
    // From 2025 week 45 the lamb list takes 1 kr/kg from the fat group most lambs settled since have
    // (no deduction before): those lambs are no longer inside the grid for fat group.
    const late = old.filter((a) => a.animal_kind === 'sheep' && a.description === 'Lam' && a.date >= '2025-11-03' && a.date <= '2025-12-31' && a.fat_group);
    const perGroup = new Map<string, number>();
    for (const a of late) perGroup.set(a.fat_group!, (perGroup.get(a.fat_group!) ?? 0) + 1);
    const common = [...perGroup.entries()].sort((x, y) => y[1] - x[1])[0]![0];
    const base = listFor(lists, { animal_kind: 'sheep', description: 'Lam', date: '2025-11-03' } as Raw)!;
    expect((base.fat_group_ore_per_kg as Record<string, number | undefined>)[common] ?? 0).toBeGreaterThanOrEqual(0);
    const changed = { ...base, year: 2025, week: 45, fat_group_ore_per_kg: { ...base.fat_group_ore_per_kg, [common]: -100 } };
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/integration/price-lists', headers: auth, payload: { records: [changed] } });
    expect(res.statusCode, res.body).toBe(200);

    const answer = await grid(await ctx.login('10001'), 'last-year/sheep');
    const { animals, lists: now } = await rawRows();
    const sheep2025 = animals.filter((a) => a.animal_kind === 'sheep' && inYear('2025')(a));
    expect(answer.farm).toEqual(expectedShares(sheep2025.filter((a) => a.supplier_no === '10001'), now));
    expect(answer.slaughterhouse).toMatchObject(expectedShares(sheep2025, now));
    // The lambs in that fat group settled from week 45 on now have a deduction: fewer are inside.
    expect(answer.slaughterhouse!.fat_group.best).toBeLessThan(before.slaughterhouse!.fat_group.best);
    expect(answer.slaughterhouse!.animals).toBe(before.slaughterhouse!.animals);
  });

  /** 10001's sheep of 2025 asked for and checked against the raw rows: shares and deductions. */
  async function checkedSheep2025(): Promise<GridCompliance> {
    const answer = await grid(await ctx.login('10001'), 'last-year/sheep');
    const { animals, lists } = await rawRows();
    const mine = animals.filter((a) => a.supplier_no === '10001' && a.animal_kind === 'sheep' && inYear('2025')(a));
    expect(answer.farm).toEqual(expectedShares(mine, lists));
    expectFarmDeductions(answer, mine, lists);
    return answer;
  }

  it('counts a corrected settlement again when a re-import changes its animals’ class', async () => {
    const auth = await tokenHeader(ctx, 'erp-grid', ['import:settlements']);
    const { lists } = await rawRows();
    const list = listFor(lists, { animal_kind: 'sheep', description: 'Lam', date: '2025-09-09' } as Raw)!;
    const classes = Object.entries(list.class_ore_per_kg as Record<string, number>);
    const inside = classes.find(([, ore]) => ore >= 0)![0];
    const deducted = classes.find(([, ore]) => ore < 0)![0];
    const settlement = (classification: string) => ({
      supplier_no: '10001',
      kind: 'posted',
      settlement_no: '100019401',
      settlement_date: '2025-09-09',
      amount_ore: 6 * animalAmountOre(20_000, 7000),
      animals: Array.from({ length: 6 }, (_, i) => ({
        group_name: 'Lam',
        animal_kind: 'sheep',
        individual_no: String(68000 + i),
        description: 'Lam',
        classification,
        fat_group: '3',
        weight_g: 20_000,
        price_ore_per_kg: 7000,
        amount_ore: animalAmountOre(20_000, 7000),
      })),
    });
    const put = (classification: string) => ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers: auth, payload: { records: [settlement(classification)] } });
    expect((await put(inside)).json().summary.created).toBe(1);
    const before = await checkedSheep2025();
    const corrected = await put(deducted);
    expect(corrected.json().summary.updated, corrected.body).toBe(1);
    const after = await checkedSheep2025();

    // The six lambs are no longer inside the grid for class, and their class deduction is counted.
    expect(after.farm.class.best).toBe(before.farm.class.best - 6);
    const of = (g: GridCompliance) => g.settlements.find((s) => s.settlement_no === '100019401')!;
    expect(of(before).deductions.find((d) => d.code === 'class')).toBeUndefined();
    expect(of(after).deductions.find((d) => d.code === 'class')).toMatchObject({ animals: 6 });
    expect(of(after).animals).toBe(6);
  });

  it('prices the farm’s deductions again when a price-list import changes a deduction', async () => {
    const auth = await tokenHeader(ctx, 'erp-grid-prices', ['import:prices']);
    const before = await checkedSheep2025();
    const { animals, lists } = await rawRows();
    // From the week of 10001's latest classed lamb of 2025, the lamb list takes 2,50 kr/kg more for its class.
    const latest = animals
      .filter((a) => a.supplier_no === '10001' && a.animal_kind === 'sheep' && a.description === 'Lam' && inYear('2025')(a) && a.classification)
      .sort((x, y) => y.date.localeCompare(x.date))[0]!;
    const base = listFor(lists, latest)!;
    const was = (base.class_ore_per_kg as Record<string, number | undefined>)[latest.classification] ?? 0;
    const { year, week } = isoWeekOfDate(latest.date);
    const changed = { ...base, year, week, class_ore_per_kg: { ...base.class_ore_per_kg, [latest.classification]: Math.min(was, 0) - 250 } };
    const res = await ctx.app.inject({ method: 'PUT', url: '/api/integration/price-lists', headers: auth, payload: { records: [changed] } });
    expect(res.statusCode, res.body).toBe(200);

    const after = await checkedSheep2025();
    const classKr = (g: GridCompliance) => g.deductions.find((d) => d.code === 'class')?.kr ?? 0;
    expect(classKr(after)).toBeLessThan(classKr(before));
  });

  it('holds after the writes what a rebuild from every animal counts', async () => {
    const rows = () => ctx.db.selectFrom('grid_rollup').selectAll().orderBy('animal_kind').orderBy('quarter').orderBy('supplier_no').execute();
    const deductionRows = () =>
      ctx.db.selectFrom('grid_deduction_rollup').selectAll().orderBy('supplier_no').orderBy('animal_kind').orderBy('settlement_date').orderBy('settlement_id').orderBy('code').execute();
    const kept = await rows();
    const keptDeductions = await deductionRows();
    expect(kept.length).toBeGreaterThan(0);
    expect(keptDeductions.length).toBeGreaterThan(0);
    await rebuildStatisticsRollups(ctx.db);
    expect(await rows()).toEqual(kept);
    expect(await deductionRows()).toEqual(keptDeductions);
  });

  it('prices from the animals when the farm’s KSL approval is not the one its deductions were counted with', async () => {
    const before = await checkedSheep2025();
    // Rows counted under the other approval (and, to tell them apart, with other kroner): not used.
    await ctx.db
      .updateTable('grid_deduction_rollup')
      .set({ ksl_approved: sql<boolean>`not coalesce(ksl_approved, false)`, ore: -1 })
      .where('supplier_no', '=', '10001')
      .execute();
    expect(await checkedSheep2025()).toEqual(before);
    // Counted again, the rows hold the approval of now.
    await rebuildStatisticsRollups(ctx.db);
    expect(await checkedSheep2025()).toEqual(before);
  });

  it('answers a vet (no prices) 403, and an unknown period or kind 422', async () => {
    await createPersonWithGrants(ctx, { email: 'vet@example.no', name: 'Per Vet', grants: [{ supplierNo: '10001', role: 'vet' }] });
    const vet = await loginPerson(ctx, 'vet@example.no');
    const denied = await ctx.app.inject({ method: 'GET', url: '/api/grid_compliance/last-year/sheep', headers: { cookie: vet } });
    expect(denied.statusCode).toBe(403);
    const cookie = await ctx.login('10001');
    for (const url of ['/api/grid_compliance/next-year/sheep', '/api/grid_compliance/last-year/goats']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
  });
});
