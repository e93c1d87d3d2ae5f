import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animalAmountOre, type FarmerStatistics, farmerStatisticsResponseSchema, isComparison } from '@slakteweb/core';
import { copyFarm } from '../src/db/seed/farm-copy.js';
import type { GeneratedAnimal, GeneratedSettlement } from '../src/db/seed/settlements-generator.js';
import { insertSettlements } from '../src/db/seed/settlements-seed.js';
import { rebuildStatisticsRollups, ROLLUP_VERSION, statisticsRollupsStale } from '../src/db/statistics-rollup.js';
import { createTestContext, type TestContext } from './harness.js';
import { expectedFigures, expectFigures, ofKind, rawPostedAnimals } from './statistics-expected.js';

// The rollups behind the statistics: settlements that arrive add themselves (the same sums a full
// rebuild gives), a rebuild catches what came some other way, and one farm's animals never show
// in another's figures. The tests here add settlements, so the file has its own database and no
// reset between tests: each builds on the one before.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 3 });
});
afterAll(() => ctx.close());

async function figures(supplierNo: string, path: string): Promise<FarmerStatistics> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/farmer_statistics/${path}`, headers: { cookie: await ctx.login(supplierNo) } });
  expect(res.statusCode, res.body).toBe(200);
  const answer = farmerStatisticsResponseSchema.parse(res.json()).farmer_statistics;
  if (isComparison(answer)) throw new Error('expected one set of figures');
  return answer;
}

/** Every row of the three rollups, in a fixed order. */
async function rollupRows() {
  const select = async (table: string, order: string) => (await sql.raw(`select * from ${table} order by ${order}`).execute(ctx.db)).rows;
  return {
    supplier: await select('statistics_rollup', 'supplier_no, year, animal_kind, subkind'),
    diseases: await select('statistics_disease_rollup', 'supplier_no, year, animal_kind, subkind, name'),
    cooperative: await select('statistics_cooperative_rollup', 'month, animal_kind, subkind'),
    health: await select('health_rollup', 'animal_kind, quarter, supplier_no'),
    healthFindings: await select('health_finding_rollup', 'animal_kind, quarter, supplier_no, name'),
    healthPrices: await select('health_price_rollup', 'supplier_no, animal_kind, settlement_date'),
  };
}

function lamb(overrides: Partial<GeneratedAnimal> & Pick<GeneratedAnimal, 'classification' | 'fat_group' | 'weight_g'>): GeneratedAnimal {
  const price = 9000;
  return {
    group_name: 'Lam',
    animal_kind: 'sheep',
    mark_no: 'NO5003456',
    individual_no: '77001',
    description: 'Lam',
    meat_percent_tenths: null,
    price_ore_per_kg: price,
    amount_ore: animalAmountOre(overrides.weight_g, price),
    diseases: [],
    photos: [],
    discard: null,
    ...overrides,
  };
}

function settlement(settlementNo: string, date: string, animals: GeneratedAnimal[]): GeneratedSettlement {
  return {
    kind: 'posted',
    settlement_date: date,
    settlement_no: settlementNo,
    amount_ore: animals.reduce((s, a) => s + (a.amount_ore ?? 0), 0),
    has_document: false,
    comment: '',
    animals,
  };
}

describe('statistics rollups', () => {
  it('hold after seeding exactly what a rebuild from the animals gives', async () => {
    expect(await statisticsRollupsStale(ctx.db)).toBe(true); // the harness seeds without the start's rebuild
    const seeded = await rollupRows();
    expect(seeded.supplier.length).toBeGreaterThan(10);
    expect(seeded.diseases.length).toBeGreaterThan(10);
    expect(seeded.health.length).toBeGreaterThan(10);
    expect(seeded.healthFindings.length).toBeGreaterThan(10);
    await rebuildStatisticsRollups(ctx.db);
    expect(await rollupRows()).toEqual(seeded);
    expect(await statisticsRollupsStale(ctx.db)).toBe(false);
  });

  it('take in a settlement as it arrives, computed exactly (10003’s lambs, figures worked out by hand)', async () => {
    const lambs = [
      lamb({ classification: 'R', fat_group: '2+', weight_g: 20_000, diseases: ['Lungebetennelse'] }), // steps 8 and 6
      lamb({ classification: 'R+', fat_group: '3-', weight_g: 21_500, discard: 'partial' }), // 9 and 7
      lamb({ classification: 'U-', fat_group: '3', weight_g: 19_400, diseases: ['Lungebetennelse', 'Abscess'], discard: 'total' }), // 10 and 8
      lamb({ classification: 'O+', fat_group: '2', weight_g: 17_300 }), // 6 and 5
    ];
    await ctx.db.transaction().execute((trx) => insertSettlements(trx, '10003', [settlement('100039001', '2026-11-20', lambs)]));
    // The newest settlement now: class steps 33 / 4 = 8.25 → R; fat 26 / 4 = 6.5 → 3- (half up);
    // 78 200 g / 4 = 19 550 g → 19.55 kg (to the hundredth); one animal in four partly and one wholly condemned.
    const last = await figures('10003', 'last-settlement/sheep/all');
    expect(last).toMatchObject({
      count: 4,
      weight_kg_avg: 19.55,
      weight_kg_tot: 78.2,
      classification_avg: 'R',
      fat_group_avg: '3-',
      meat_percent_avg: null,
      diseases: [
        { name: 'Lungebetennelse', count: 2, percentage: 50 },
        { name: 'Abscess', count: 1, percentage: 25 },
      ],
      partially_discarded: { count: 1, percentage: 25 },
      total_discarded: { count: 1, percentage: 25 },
      last_generated: '2026-11-20',
    });
    // Without a rebuild, every frame agrees with the raw animals, the new ones included.
    const raw = await rawPostedAnimals(ctx.db);
    const thisYear = raw.filter((a) => a.settlement_date.startsWith('2026'));
    const want = expectedFigures(ofKind(thisYear.filter((a) => a.supplier_no === '10003'), 'sheep', 'Lam'), ofKind(thisYear, 'sheep', 'Lam'), '2026-11-20');
    expectFigures(await figures('10003', 'this-year/sheep/Lam'), want, 'this-year/sheep/Lam');
    expect(await statisticsRollupsStale(ctx.db)).toBe(false);
  });

  it('count another farm’s settlement for the cooperative and never for this farm', async () => {
    const before = await figures('10001', 'this-year/sheep/Lam');
    const heavy = Array.from({ length: 40 }, (_, i) => lamb({ individual_no: String(78000 + i), classification: 'E+', fat_group: '5+', weight_g: 40_000 }));
    await ctx.db.transaction().execute((trx) => insertSettlements(trx, '20001', [settlement('200019001', '2026-11-19', heavy)]));
    const after = await figures('10001', 'this-year/sheep/Lam');
    const own = (f: FarmerStatistics) => ({ ...f, weight_kg_avg_pr_vendor: 0, classification_avg_pr_vendor: '', fat_group_avg_pr_vendor: '' });
    expect(own(after)).toEqual(own(before));
    // Forty 40 kg lambs pull the cooperative's lamb average up.
    expect(after.weight_kg_avg_pr_vendor!).toBeGreaterThan(before.weight_kg_avg_pr_vendor!);
    const raw = await rawPostedAnimals(ctx.db);
    const lambs2026 = ofKind(raw.filter((a) => a.settlement_date.startsWith('2026')), 'sheep', 'Lam');
    expect(after.weight_kg_avg_pr_vendor).toBe(expectedFigures([], lambs2026, null).weight_kg_avg_pr_vendor);
  });

  it('take in settlements arriving at once for several farms: all land, and add up as a rebuild would', async () => {
    // Each farm's settlements touch the same cooperative months and groups, new ones too. Without
    // taking turns, two transactions can update those rows in different orders and PostgreSQL
    // aborts one (40P01; the bench met it at 2 000 farms, here it needs unlucky timing), and any
    // lost or doubled addition would show against the rebuild.
    const suppliers = ['10001', '10003', '20001', '20002', '20003', '10002'];
    const months = Array.from({ length: 24 }, (_, m) => `${2019 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}-1${m % 10}`);
    // Farms with different months (and so different numbers of rows) get them in different orders.
    const batch = (supplierNo: string, n: number) =>
      months.filter((_, i) => i % ((n % 4) + 1) === 0 || i > 20 - n).map((date, i) =>
        settlement(`${supplierNo}95${n}${String(i).padStart(2, '0')}`, date, [
          lamb({ individual_no: `9${n}${i}01`, classification: 'R', fat_group: '3', weight_g: 20_000 + 100 * n }),
          lamb({ group_name: 'Sau', description: 'Sau', individual_no: `9${n}${i}02`, classification: 'O', fat_group: '3+', weight_g: 31_000, discard: i % 3 === 1 ? 'partial' : null }),
        ]),
      );
    for (let round = 0; round < 3; round++) {
      await Promise.all(
        suppliers.map((supplierNo, n) =>
          ctx.db.transaction().execute((trx) => insertSettlements(trx, supplierNo, batch(supplierNo, n + 10 * round).map((x) => ({ ...x, settlement_no: `${x.settlement_no}r${round}` })))),
        ),
      );
    }
    const rows = await rollupRows();
    await rebuildStatisticsRollups(ctx.db);
    expect(await rollupRows()).toEqual(rows);
  });

  it('give a copied farm the original’s figures, leaving the original’s as they were', async () => {
    const original = await figures('10001', 'all-time/pigs/all');
    await copyFarm(ctx.db, { from: '10001', to: '11001' });
    const copy = await figures('11001', 'all-time/pigs/all');
    const again = await figures('10001', 'all-time/pigs/all');
    const own = (f: FarmerStatistics) => ({ ...f, weight_kg_avg_pr_vendor: 0, meat_percent_avg_pr_vendor: 0 });
    expect(own(copy)).toEqual(own(original));
    expect(own(again)).toEqual(own(original));
    const rows = await rollupRows();
    await rebuildStatisticsRollups(ctx.db);
    expect(await rollupRows()).toEqual(rows);
  });

  it('are stale when animals arrive some other way, or their definition changes, until rebuilt', async () => {
    const before = await figures('10003', 'all-time/sheep/all');
    const { id } = await ctx.db
      .insertInto('settlement')
      .values({ supplier_no: '10003', kind: 'posted', settlement_date: '2026-11-21', settlement_no: '100039002', amount_ore: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('slaughter_animal')
      .values({ settlement_id: id, supplier_no: '10003', position: 0, group_name: 'Sau', animal_kind: 'sheep', description: 'Sau', classification: 'O', fat_group: '3', weight_g: 30_000, discard: 'total' })
      .execute();
    expect(await statisticsRollupsStale(ctx.db)).toBe(true);
    expect((await figures('10003', 'all-time/sheep/all')).count).toBe(before.count);
    await rebuildStatisticsRollups(ctx.db);
    expect(await statisticsRollupsStale(ctx.db)).toBe(false);
    const after = await figures('10003', 'all-time/sheep/all');
    expect(after.count).toBe(before.count + 1);
    expect(after.total_discarded.count).toBe(before.total_discarded.count + 1);

    await ctx.db.updateTable('statistics_rollup_state').set({ version: ROLLUP_VERSION - 1 }).execute();
    expect(await statisticsRollupsStale(ctx.db)).toBe(true);
    await rebuildStatisticsRollups(ctx.db);
    expect(await statisticsRollupsStale(ctx.db)).toBe(false);
  });
});
