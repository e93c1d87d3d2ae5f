import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { KSL_STATUS } from '@slakteweb/core';
import { buildApp } from '../src/app.js';
import { createTestContext, type TestContext } from './harness.js';
import { lamb38, lambPriceByList, resetWithoutPriceLists } from './price-list-fixture.js';

// Each server process keeps the explanations it made (modules/settlements/kept-explanations.ts).
// Whatever an explanation depends on may change between two openings of the same settlement: the
// settlement imported again, the price lists, the farm's KSL or Helsegris status. Two processes
// on one database (WORKERS=N), each having explained the settlement before the change, must
// both explain it by what is stored after it, at the next call. (The lists' own changes:
// prices.test.ts.)

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  auth = await resetWithoutPriceLists(ctx);
});
afterAll(() => ctx.close());

type Line = { code: string; label: string };
type Explained = { price_explanation?: { lines: Line[]; kr_per_kg: number; amount_kr: number; other_kr: number } };

const put = (url: string, records: unknown[]) => ctx.app.inject({ method: 'PUT', url, headers: auth, payload: { records } });

/** Runs `check` against this test's app and a second process on the same database. */
async function inTwoProcesses(check: (apps: TestContext['app'][]) => Promise<void>) {
  const other = await buildApp({ config: ctx.config, db: ctx.db, clock: ctx.now, wallClock: ctx.wallNow });
  await other.ready();
  try {
    await check([ctx.app, other]);
  } finally {
    await other.close();
  }
}

/** The first animal of a settlement's detail, as a farm gets it from one process. */
async function firstAnimal(app: TestContext['app'], farm: string, date: string, settlementNo: string): Promise<Explained> {
  const res = await app.inject({ method: 'GET', url: `/api/posted_slaughter_by_date/${date}?settlement_no=${settlementNo}`, headers: { cookie: await ctx.login(farm) } });
  expect(res.statusCode).toBe(200);
  return res.json().posted_slaughter_by_date.slaughter_animals_by_group[0].animals[0];
}

describe('explanations kept in each process', () => {
  const lambSettlement = (weight_g: number, kslApproved: boolean) => {
    const price = lambPriceByList('R', '3', weight_g, kslApproved);
    const lamb = { group_name: 'Lam', animal_kind: 'sheep', individual_no: '1', description: 'Lam', classification: 'R', fat_group: '3', weight_g, price_ore_per_kg: price.perKg, amount_ore: price.amount };
    return { supplier_no: '10003', kind: 'posted', settlement_no: '100039301', settlement_date: '2026-11-18', amount_ore: price.amount, animals: [lamb] };
  };

  it('explain a settlement imported again by its new values', async () => {
    await inTwoProcesses(async (apps) => {
      expect((await put('/api/integration/price-lists', [lamb38])).json().summary.created).toBe(1);
      expect((await put('/api/integration/settlements', [lambSettlement(19_400, false)])).json().summary.created).toBe(1);
      for (const app of apps) {
        const lamb = await firstAnimal(app, '10003', '2026-11-18', '100039301');
        expect(lamb.price_explanation?.amount_kr).toBe(lambPriceByList('R', '3', 19_400, false).amount / 100);
        expect(lamb.price_explanation?.lines.map((l) => l.code)).not.toContain('weight_band');
      }
      // The cooperative weighs the lamb again: under 13,5 kg, settled lower.
      expect((await put('/api/integration/settlements', [lambSettlement(13_000, false)])).json().summary.updated).toBe(1);
      for (const app of apps) {
        const lamb = await firstAnimal(app, '10003', '2026-11-18', '100039301');
        expect(lamb.price_explanation).toMatchObject({ amount_kr: lambPriceByList('R', '3', 13_000, false).amount / 100, other_kr: 0 });
        expect(lamb.price_explanation?.lines.map((l) => l.label)).toContain('Vekt under 13,5 kg: −5,00 kr/kg');
      }
    });
  });

  it('explain by the farm’s KSL status as it is now, changed in the database by hand', async () => {
    await inTwoProcesses(async (apps) => {
      expect((await put('/api/integration/price-lists', [lamb38])).json().summary.created).toBe(1);
      expect((await put('/api/integration/settlements', [lambSettlement(19_400, false)])).json().summary.created).toBe(1);
      const kslLine = async (app: TestContext['app']) => (await firstAnimal(app, '10003', '2026-11-18', '100039301')).price_explanation?.lines.find((l) => l.code === 'ksl')?.label ?? null;
      expect([await kslLine(apps[0]!), await kslLine(apps[1]!)]).toEqual(['KSL ikke godkjent: −2 % = −1,40 kr/kg', 'KSL ikke godkjent: −2 % = −1,40 kr/kg']);
      await ctx.db.updateTable('supplier').set({ ksl_status: KSL_STATUS.approved }).where('supplier_no', '=', '10003').execute();
      expect([await kslLine(apps[1]!), await kslLine(apps[0]!)]).toEqual([null, null]);
      // Settled with the deduction, which the list no longer gives the farm: the difference is shown, never hidden.
      expect((await firstAnimal(apps[0]!, '10003', '2026-11-18', '100039301')).price_explanation?.other_kr).toBeLessThan(0);
    });
  });

  it('explain by the farm’s Helsegris status as it is now', async () => {
    const pigList = {
      kind: 'pigs',
      category: 'Slaktegris',
      year: 2026,
      week: 40,
      base_ore_per_kg: 3000,
      meat_percent: { base_tenths: 600, ore_per_point: 15, min_tenths: 540, max_tenths: 640 },
      per_animal: [{ code: 'helsegris', label: 'Helsegris', ore: 2000, condition: 'health_pig_approved' }],
    };
    const pig = { group_name: 'Slaktegris', animal_kind: 'pig', individual_no: '1', description: 'Slaktegris', meat_percent_tenths: 624, weight_g: 90_000, price_ore_per_kg: 3036, amount_ore: 275_240 };
    const settlement = { supplier_no: '10001', kind: 'posted', settlement_no: '100019301', settlement_date: '2026-11-18', amount_ore: 275_240, animals: [pig] };
    await inTwoProcesses(async (apps) => {
      await ctx.db.updateTable('supplier').set({ health_pig_approved: true }).where('supplier_no', '=', '10001').execute();
      expect((await put('/api/integration/price-lists', [pigList])).json().summary.created).toBe(1);
      expect((await put('/api/integration/settlements', [settlement])).json().summary.created).toBe(1);
      const helsegris = async (app: TestContext['app']) => (await firstAnimal(app, '10001', '2026-11-18', '100019301')).price_explanation?.lines.find((l) => l.code === 'helsegris')?.label ?? null;
      // 90 kg × 30,36 kr/kg + 20 kr = 2 752,40 kr: what the pig was settled at.
      expect((await firstAnimal(apps[0]!, '10001', '2026-11-18', '100019301')).price_explanation).toMatchObject({ amount_kr: 2752.4, other_kr: 0 });
      expect([await helsegris(apps[0]!), await helsegris(apps[1]!)]).toEqual(['Helsegris: +20,00 kr', 'Helsegris: +20,00 kr']);
      await ctx.db.updateTable('supplier').set({ health_pig_approved: false }).where('supplier_no', '=', '10001').execute();
      expect([await helsegris(apps[1]!), await helsegris(apps[0]!)]).toEqual([null, null]);
      expect((await firstAnimal(apps[1]!, '10001', '2026-11-18', '100019301')).price_explanation).toMatchObject({ amount_kr: 2752.4, other_kr: 20 });
    });
  });
});
