import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  auth = await tokenHeader(ctx, 'erp', ['import:prices', 'import:settlements']);
});
afterAll(() => ctx.close());

const putLists = (records: unknown[], headers = auth) => ctx.app.inject({ method: 'PUT', url: '/api/integration/price-lists', headers, payload: { records } });

/** The lamb list of week 38 as the cooperative sends it. */
const lamb38 = {
  kind: 'sheep',
  category: 'Lam',
  year: 2026,
  week: 38,
  base_ore_per_kg: 7000,
  class_ore_per_kg: { U: 300, 'R+': 150, R: 0, O: -400 },
  fat_group_ore_per_kg: { '2': 0, '3': 0, '4': -200 },
  weight_bands: [{ from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
  per_animal: [{ code: 'transport', label: 'Transport', ore: -4500 }],
  percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 200, condition: 'ksl_not_approved' }],
};

describe('PUT /api/integration/price-lists', () => {
  it('creates, updates, leaves unchanged and rejects per record; the same batch again changes nothing', async () => {
    const lamb40 = { ...lamb38, week: 40, base_ore_per_kg: 6800 };
    const first = await putLists([lamb38, lamb40, { ...lamb38, category: 'Sau', base_ore_per_kg: 100_001 }]);
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual([
      { index: 0, key: 'sheep:Lam:2026-W38', status: 'created' },
      { index: 1, key: 'sheep:Lam:2026-W40', status: 'created' },
      { index: 2, key: 'sheep:Sau', status: 'rejected', errors: { base_ore_per_kg: expect.any(String) } },
    ]);
    // The same list with its classes in another order is the same list.
    const reordered = { ...lamb38, class_ore_per_kg: { O: -400, R: 0, 'R+': 150, U: 300 } };
    const again = await putLists([reordered, { ...lamb40, base_ore_per_kg: 6900 }]);
    expect(again.json().results.map((r: { status: string }) => r.status)).toEqual(['unchanged', 'updated']);
    const stored = await ctx.db.selectFrom('price_list').select(['week', 'base_ore_per_kg']).orderBy('week').execute();
    expect(stored).toEqual([
      { week: 38, base_ore_per_kg: 7000 },
      { week: 40, base_ore_per_kg: 6900 },
    ]);
  });

  it('rejects a list with a hostile number, an unknown class or a week the year lacks, and keeps the rest', async () => {
    const res = await putLists([
      { ...lamb38, class_ore_per_kg: { X: 1 } },
      { ...lamb38, year: 2027, week: 53 },
      { ...lamb38, per_animal: [{ code: 'transport', label: 'Transport', ore: 1e20 }] },
      { ...lamb38, base_ore_per_kg: 'sytti' },
      { ...lamb38, week: 39 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 4 });
  });

  it('takes only a token with import:prices', async () => {
    expect((await putLists([lamb38], await tokenHeader(ctx, 'other', ['import:settlements']))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/integration/price-lists', headers: { cookie: await ctx.login('10001') }, payload: { records: [lamb38] } })).statusCode).toBe(401);
  });
});
