import { expect } from 'vitest';
import type { TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';

/**
 * The price list the price and settlement-sum tests reckon with (prices.test.ts,
 * settlement-sums.test.ts, settlement-pdf-sums.test.ts), the lambs settled by it, and each
 * lamb's price worked out here from the raw list, without the portal's pricing.
 */

/** Resets the database without the demo's price lists (each test imports the lists it reckons with); answers a token that imports lists and settlements. */
export async function resetWithoutPriceLists(ctx: TestContext): Promise<{ authorization: string }> {
  await ctx.reset();
  await ctx.db.deleteFrom('price_list').execute();
  return tokenHeader(ctx, 'erp', ['import:prices', 'import:settlements']);
}

/** The lamb list of week 38 as the cooperative sends it. */
export const lamb38 = {
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

export type LambClass = keyof typeof lamb38.class_ore_per_kg;
export type LambFatGroup = keyof typeof lamb38.fat_group_ore_per_kg;

/** A lamb's price by the raw list: øre per kg and øre. 10003 is not KSL approved (the 2 % deduction), 10001 is. */
export function lambPriceByList(classification: LambClass, fat: LambFatGroup, weightG: number, kslApproved: boolean) {
  let perKg = lamb38.base_ore_per_kg + lamb38.class_ore_per_kg[classification] + lamb38.fat_group_ore_per_kg[fat];
  if (weightG < 13_500) perKg -= 500;
  if (!kslApproved) perKg -= Math.round((perKg * 200) / 10_000);
  return { perKg, amount: Math.round((weightG * perKg) / 1000) - 4500 };
}

/** Five lambs of 10003 by class, fat group and weight: two under 13,5 kg, three in group 'Lam' and two in 'Lam 2'. */
export const lambs: [LambClass, LambFatGroup, number][] = [
  ['R', '3', 12_400],
  ['R', '3', 13_100],
  ['U', '4', 19_800],
  ['O', '3', 17_600],
  ['R', '4', 21_000],
];

/** The number of the lambs' settlement: 10003's, posted 16 September 2026 (week 38). */
export const LAMB_SETTLEMENT_NO = '100039201';

/** Imports lamb38 and the lambs' settlement, each lamb at its price by the list; answers the settlement's amount in øre. */
export async function importLambSettlement(ctx: TestContext, auth: { authorization: string }, options: { has_document?: boolean } = {}): Promise<number> {
  expect((await ctx.app.inject({ method: 'PUT', url: '/api/integration/price-lists', headers: auth, payload: { records: [lamb38] } })).json().summary.created).toBe(1);
  const animals = lambs.map(([classification, fat_group, weight_g], i) => {
    const price = lambPriceByList(classification, fat_group, weight_g, false);
    return { group_name: i < 3 ? 'Lam' : 'Lam 2', animal_kind: 'sheep', individual_no: String(i + 1), description: 'Lam', classification, fat_group, weight_g, price_ore_per_kg: price.perKg, amount_ore: price.amount };
  });
  const total = animals.reduce((sum, a) => sum + a.amount_ore, 0);
  const settlement = { supplier_no: '10003', kind: 'posted', settlement_no: LAMB_SETTLEMENT_NO, settlement_date: '2026-09-16', amount_ore: total, ...options, animals };
  expect((await ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers: auth, payload: { records: [settlement] } })).json().summary.created).toBe(1);
  return total;
}
