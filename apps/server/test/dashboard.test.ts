import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type AnimalKind,
  animalAmountOre,
  dashboardStatisticsResponseSchema,
  type DashboardStatistics,
  EUROP_CLASSES,
  FAT_GROUPS,
  krToOre,
  postedSlaughtersListResponseSchema,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { DashboardService } from '../src/modules/dashboard/dashboard.service.js';
import { createTestContext, type TestContext } from './harness.js';

// GET /api/farmer_statistics/dashboard: the last delivery per animal kind, computed from the
// settled animals, compared with the same figures worked out here from the raw rows.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function dashboard(cookie: string, query = ''): Promise<DashboardStatistics> {
  const res = await get(`/api/farmer_statistics/dashboard${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return dashboardStatisticsResponseSchema.parse(res.json()).dashboard_statistics;
}

/** The animal kinds of a settlement by a plain select, in the order pig, sheep, cattle. */
async function kindsOf(settlementNo: string, kind: 'temp' | 'posted'): Promise<AnimalKind[]> {
  const rows = await ctx.db
    .selectFrom('slaughter_animal as a')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select('a.animal_kind')
    .where('s.settlement_no', '=', settlementNo)
    .where('s.kind', '=', kind)
    .execute();
  const order: AnimalKind[] = ['pig', 'sheep', 'cattle'];
  return order.filter((k) => rows.some((r) => r.animal_kind === k));
}

/** The expected figures, from every posted animal of the supplier, without the service's code. */
async function expected(supplierNo: string) {
  const rows = await ctx.db
    .selectFrom('slaughter_animal as a')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select(['s.settlement_date', 's.settlement_no', 's.amount_ore as settlement_amount', 'a.animal_kind', 'a.classification', 'a.fat_group', 'a.meat_percent_tenths', 'a.weight_g', 'a.amount_ore'])
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', 'posted')
    .execute();
  // Newest first, as the posted list sorts: date, then settlement number.
  const newest = (a: { settlement_date: string; settlement_no: string }, b: { settlement_date: string; settlement_no: string }) =>
    b.settlement_date.localeCompare(a.settlement_date) || b.settlement_no.localeCompare(a.settlement_no);
  const lastSettlement = [...rows].sort(newest)[0];
  const kinds: AnimalKind[] = ['pig', 'sheep', 'cattle'];
  const deliveries = kinds.flatMap((kind) => {
    const ofKind = rows.filter((r) => r.animal_kind === kind);
    if (ofKind.length === 0) return [];
    const last = [...ofKind].sort(newest)[0]!;
    const animals = ofKind.filter((r) => r.settlement_no === last.settlement_no);
    const grams = animals.reduce((s, a) => s + a.weight_g, 0);
    const classSteps = animals.map((a) => EUROP_CLASSES.indexOf(a.classification as never) + 1).filter((s) => s > 0);
    const fatSteps = animals.map((a) => FAT_GROUPS.indexOf(a.fat_group as never) + 1).filter((s) => s > 0);
    const meat = animals.map((a) => a.meat_percent_tenths).filter((m): m is number => m !== null);
    const avg = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
    return [
      {
        animal_kind: kind,
        date: last.settlement_date,
        settlement_no: last.settlement_no,
        count: animals.length,
        weight_kg_avg: Math.round(grams / animals.length / 100) / 10,
        weight_kg_tot: Math.round(grams / 100) / 10,
        classification_avg: classSteps.length ? EUROP_CLASSES[Math.round(avg(classSteps)) - 1] : null,
        fat_group_avg: fatSteps.length ? FAT_GROUPS[Math.round(avg(fatSteps)) - 1] : null,
        meat_percent_avg: meat.length ? Math.round(avg(meat)) / 10 : null,
        amountOre: animals.reduce((s, a) => s + Number(a.amount_ore), 0),
      },
    ];
  });
  return { lastSettlement, deliveries };
}

describe('GET /api/farmer_statistics/dashboard', () => {
  it('answers 401 without a session', async () => {
    const res = await get('/api/farmer_statistics/dashboard');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('answers 10001’s last delivery of pigs, sheep and cattle as computed from the raw animals', async () => {
    const stats = await dashboard(await ctx.login('10001'));
    const { lastSettlement, deliveries } = await expected('10001');
    expect(stats.last_deliveries.map((d) => d.animal_kind)).toEqual(['pig', 'sheep', 'cattle']);
    for (const [i, d] of deliveries.entries()) {
      const { amountOre, ...figures } = d;
      const got = stats.last_deliveries[i]!;
      expect(got).toMatchObject(figures);
      expect(krToOre(got.amount!)).toBe(amountOre);
    }
    // Without temporary settlements (midtnorge), the newest posted one.
    expect((await new DashboardService(ctx.db, { temporarySettlements: false }).statistics('10001')).last_settlement).toMatchObject({
      date: lastSettlement!.settlement_date,
      settlement_no: lastSettlement!.settlement_no,
      amount: Number(lastSettlement!.settlement_amount) / 100,
      temporary: false,
    });
  });

  it('shows pigs by meat percent and cattle and sheep by class and fat group', async () => {
    const [pig, sheep, cattle] = (await dashboard(await ctx.login('10001'))).last_deliveries;
    expect(pig).toMatchObject({ classification_avg: null, fat_group_avg: null });
    expect(pig!.meat_percent_avg).toBeGreaterThan(50);
    expect(pig!.meat_percent_avg).toBeLessThan(70);
    for (const d of [sheep!, cattle!]) {
      expect(d.meat_percent_avg).toBeNull();
      expect(EUROP_CLASSES).toContain(d.classification_avg);
      expect(FAT_GROUPS).toContain(d.fat_group_avg);
    }
    // Decimals as promised: one for kg and percent.
    for (const d of [pig!, sheep!, cattle!]) {
      expect(Math.round(d.weight_kg_avg * 10)).toBeCloseTo(d.weight_kg_avg * 10, 6);
      expect(d.count).toBeGreaterThan(0);
    }
  });

  it('names the newest settlement, temporary ones counted: the one the temporary list shows first, with its animal kinds', async () => {
    const cookie = await ctx.login('10001');
    const temp = tempSlaughtersListResponseSchema.parse((await get('/api/temp_slaughters_list', cookie)).json()).temp_slaughters_list;
    const posted = postedSlaughtersListResponseSchema.parse((await get('/api/posted_slaughters_list', cookie)).json()).posted_slaughters_list;
    // The demo's temporary settlements are newer than every posted one.
    expect(temp[0]!.date > posted[0]!.date).toBe(true);
    const { last_settlement } = await dashboard(cookie);
    const { arrived_at: _arrived, ...newest } = temp[0]!;
    expect(last_settlement).toEqual({ ...newest, temporary: true, animal_kinds: await kindsOf(temp[0]!.settlement_no, 'temp') });
    // 10001's newest temporary settlement (19.11) is of cattle only.
    expect(last_settlement?.animal_kinds).toEqual(['cattle']);
  });

  it('names the newest posted settlement where the company shows no temporary settlements', async () => {
    const cookie = await ctx.login('10001');
    const posted = postedSlaughtersListResponseSchema.parse((await get('/api/posted_slaughters_list', cookie)).json()).posted_slaughters_list;
    const service = new DashboardService(ctx.db, { temporarySettlements: false });
    const { last_settlement } = await service.statistics('10001');
    const { arrived_at: _arrived, ...newest } = posted[0]!;
    expect(last_settlement).toEqual({ ...newest, temporary: false, animal_kinds: await kindsOf(posted[0]!.settlement_no, 'posted') });
    expect(last_settlement?.animal_kinds.length).toBeGreaterThan(0);
  });

  it('answers only sheep for 10003, and nothing for a farmer without settlements', async () => {
    const stats = await dashboard(await ctx.login('10003'));
    expect(stats.last_deliveries.map((d) => d.animal_kind)).toEqual(['sheep']);
    const { deliveries } = await expected('10003');
    expect(stats.last_deliveries[0]).toMatchObject({ settlement_no: deliveries[0]!.settlement_no, count: deliveries[0]!.count });
    expect(await dashboard(await ctx.loginConfirmed('10002'))).toEqual({ last_settlement: null, last_deliveries: [] });
  });

  it('names the last settlement without any delivery when the farm’s posted settlements have no animals', async () => {
    const settlement = await ctx.db
      .insertInto('settlement')
      .values({ supplier_no: '10002', kind: 'posted', settlement_date: '2026-11-18', settlement_no: '100029999', amount_ore: -12_345, has_document: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      expect(await dashboard(await ctx.loginConfirmed('10002'))).toEqual({
        last_settlement: { date: '2026-11-18', settlement_no: '100029999', amount: -123.45, temporary: false, animal_kinds: [] },
        last_deliveries: [],
      });
    } finally {
      // reset() keeps the settlements of this suite's database.
      await ctx.db.deleteFrom('settlement').where('id', '=', settlement.id).execute();
    }
  });

  it('answers staff acting for nobody 403 NO_FARM_SELECTED: they must act as a farmer first', async () => {
    const res = await get('/api/farmer_statistics/dashboard', await ctx.login('90001'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
  });

  it('shows an impersonating superuser the farmer’s figures', async () => {
    expect(await dashboard(await ctx.login('90001'), '?impersonateUsername=10001')).toEqual(await dashboard(await ctx.login('10001')));
  });

  it('computes a known delivery exactly: averages on the 15-step scale, kg and øre', async () => {
    // A new lamb settlement for 10003 on the newest date, with figures worked out by hand.
    const lambs = [
      { classification: 'R', fat_group: '2+', weight_g: 20_000, price: 8_900 }, // steps 8 and 6
      { classification: 'R+', fat_group: '3-', weight_g: 21_500, price: 9_050 }, // 9 and 7
      { classification: 'U-', fat_group: '3', weight_g: 19_400, price: 9_200 }, // 10 and 8
      { classification: 'O+', fat_group: '2', weight_g: 17_300, price: 8_400 }, // 6 and 5
    ];
    // Class steps 8+9+10+6 = 33 / 4 = 8.25 → 8 = R; fat steps 6+7+8+5 = 26 / 4 = 6.5 → 7 = 3- (half up).
    // Weight 78 200 g / 4 = 19 550 g → 19.6 kg (half up); total 78.2 kg.
    const amounts = lambs.map((l) => animalAmountOre(l.weight_g, l.price));
    const settlement = await ctx.db
      .insertInto('settlement')
      .values({ supplier_no: '10003', kind: 'posted', settlement_date: '2026-11-20', settlement_no: '100039999', amount_ore: amounts.reduce((a, b) => a + b, 0), has_document: true })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      await ctx.db
        .insertInto('slaughter_animal')
        .values(
          lambs.map((l, position) => ({
            settlement_id: settlement.id,
            supplier_no: '10003',
            position,
            group_name: 'Lam',
            animal_kind: 'sheep' as const,
            description: 'Lam',
            classification: l.classification,
            fat_group: l.fat_group,
            meat_percent_tenths: null,
            weight_g: l.weight_g,
            price_ore_per_kg: l.price,
            amount_ore: amounts[position]!,
          })),
        )
        .execute();
      const stats = await dashboard(await ctx.login('10003'));
      // Newer than 10003's temporary settlement of 18.11.
      expect(stats.last_settlement).toEqual({
        date: '2026-11-20',
        settlement_no: '100039999',
        amount: amounts.reduce((a, b) => a + b, 0) / 100,
        temporary: false,
        animal_kinds: ['sheep'],
      });
      expect(stats.last_deliveries).toEqual([
        {
          animal_kind: 'sheep',
          date: '2026-11-20',
          settlement_no: '100039999',
          count: 4,
          weight_kg_avg: 19.6,
          weight_kg_tot: 78.2,
          classification_avg: 'R',
          fat_group_avg: '3-',
          meat_percent_avg: null,
          amount: amounts.reduce((a, b) => a + b, 0) / 100,
        },
      ]);
      // 10001 is not affected by 10003's settlement.
      expect((await dashboard(await ctx.login('10001'))).last_deliveries.every((d) => d.settlement_no !== '100039999')).toBe(true);
    } finally {
      await ctx.db.deleteFrom('settlement').where('id', '=', settlement.id).execute();
    }
  });

  it('counts only the animals of the kind when a settlement mixes kinds', async () => {
    // A pig settlement with one cattle animal on it: the cattle slide shows that one animal.
    const settlement = await ctx.db
      .insertInto('settlement')
      .values({ supplier_no: '10001', kind: 'posted', settlement_date: '2026-11-20', settlement_no: '100019998', amount_ore: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const animal = (position: number, kind: 'pig' | 'cattle', weight_g: number) => ({
        settlement_id: settlement.id,
        supplier_no: '10001',
        position,
        group_name: kind === 'pig' ? 'Slaktegris' : 'Storfe',
        animal_kind: kind,
        description: kind === 'pig' ? 'Slaktegris' : 'Ku',
        classification: kind === 'pig' ? '' : 'O',
        fat_group: kind === 'pig' ? null : '3',
        meat_percent_tenths: kind === 'pig' ? 600 + position : null,
        weight_g,
        price_ore_per_kg: 1000,
        amount_ore: animalAmountOre(weight_g, 1000),
      });
      await ctx.db
        .insertInto('slaughter_animal')
        .values([animal(0, 'pig', 80_000), animal(1, 'pig', 90_100), animal(2, 'cattle', 300_000)])
        .execute();
      const stats = await dashboard(await ctx.login('10001'));
      const pig = stats.last_deliveries.find((d) => d.animal_kind === 'pig')!;
      const cattle = stats.last_deliveries.find((d) => d.animal_kind === 'cattle')!;
      // Meat percent 60.0 and 60.1 average to 60.05 → 60.1 (half up in tenths).
      expect(pig).toMatchObject({ settlement_no: '100019998', count: 2, weight_kg_avg: 85.1, weight_kg_tot: 170.1, meat_percent_avg: 60.1, amount: 1701 });
      expect(cattle).toMatchObject({ settlement_no: '100019998', count: 1, weight_kg_avg: 300, classification_avg: 'O', fat_group_avg: '3', amount: 3000 });
    } finally {
      await ctx.db.deleteFrom('settlement').where('id', '=', settlement.id).execute();
    }
  });
});
