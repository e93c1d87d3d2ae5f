import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settlementSums, type SettlementDetail } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { importLambSettlement, lamb38, lambs, resetWithoutPriceLists } from './price-list-fixture.js';

// The settlement summed up as its document does (core settlements/sums.ts), from the detail the
// API answers: every figure recomputed here from the raw rows and the raw price list
// (price-list-fixture.ts).

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  auth = await resetWithoutPriceLists(ctx);
});
afterAll(() => ctx.close());

describe('the settlement summed up', () => {
  it('per group, per kind of supplement and deduction, VAT and the total, all as the raw rows have them', async () => {
    await importLambSettlement(ctx, auth);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-09-16?settlement_no=100039201', headers: { cookie: await ctx.login('10003') } });
    expect(res.statusCode).toBe(200);
    const sums = settlementSums(res.json().posted_slaughter_by_date as SettlementDetail);

    // The raw rows, summed here.
    const rows = await ctx.db
      .selectFrom('slaughter_animal')
      .innerJoin('settlement', 'settlement.id', 'slaughter_animal.settlement_id')
      .select(['slaughter_animal.group_name', 'slaughter_animal.weight_g', 'slaughter_animal.amount_ore', 'settlement.amount_ore as settlement_ore'])
      .where('settlement.settlement_no', '=', '100039201')
      .orderBy('slaughter_animal.position')
      .execute();
    const group = (name: string) => rows.filter((r) => r.group_name === name);
    const sum = (list: typeof rows, pick: (r: (typeof rows)[number]) => number) => list.reduce((s, r) => s + pick(r), 0);
    expect(sums.groups.map((g) => [g.group_name, g.animals, g.weight_g, g.amount_kr])).toEqual(
      ['Lam', 'Lam 2'].map((name) => [name, group(name).length, sum(group(name), (r) => r.weight_g), sum(group(name), (r) => Number(r.amount_ore)) / 100]),
    );
    const settledOre = Number(rows[0]!.settlement_ore);
    expect(sums.amount_kr).toBe(settledOre / 100);
    expect(sums.amount_kr).toBe(sum(rows, (r) => Number(r.amount_ore)) / 100);
    expect(sums.unexplained_kr).toBe(0);
    expect(sums.vat_kr).toBe(Math.round((settledOre * 25) / 125) / 100);

    const kr = (code: string) => sums.adjustments.filter((a) => a.code === code).reduce((s, a) => s + a.kr, 0);
    // Per animal: 5 × −45,00.
    expect(kr('transport')).toBe(-225);
    // The two lambs under 13,5 kg: weight × −5,00 kr/kg each.
    expect(sums.adjustments.find((a) => a.code === 'weight_band')?.text).toBe('Trekk for vekt: −127,50 kr for 2 lam under 13,5 kg');
    // The 2 % of each lamb's price per kg before the deduction, times its weight.
    const ksl = lambs.reduce((s, [c, f, w]) => {
      const before = lamb38.base_ore_per_kg + lamb38.class_ore_per_kg[c] + lamb38.fat_group_ore_per_kg[f] + (w < 13_500 ? -500 : 0);
      return s - Math.round((w * Math.round((before * 200) / 10_000)) / 1000);
    }, 0);
    expect(Math.round(kr('ksl') * 100)).toBe(ksl);
    // Sold at the list's price: nothing beyond it.
    expect(kr('other')).toBe(0);
    expect(sums.groups[1]!.adjustments.map((a) => a.text)).toContain('Trekk for klasse: −70,40 kr for 1 lam i klasse O');
  });
});
