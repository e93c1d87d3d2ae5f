import { describe, expect, it } from 'vitest';
import { priceListSchema, type PriceListInput } from '../contracts/prices.js';
import { explainPriceOre } from './explain.js';
import { animalDeductionsOre, deductionReasonLabel, deductionsOf, gridHits } from './grid.js';

// 'Treff på prisgrid': an animal is inside the grid on a scale when the scale takes nothing from
// it (its supplement there is 0 kr/kg or more); a class, fat group or weight the list leaves out
// has neither supplement nor deduction, so it is inside.

const lamb = priceListSchema.parse({
  kind: 'sheep',
  category: 'Lam',
  year: 2026,
  week: 38,
  base_ore_per_kg: 7000,
  // Supplements above R, none for R, deductions below it.
  class_ore_per_kg: { 'E+': 500, U: 300, R: 0, O: -400, P: -1200 },
  // Only deductions: 2 and 3 and every group left out are inside.
  fat_group_ore_per_kg: { '1': -300, '2': 0, '3': 0, '4': -200, '5': -600 },
  weight_bands: [
    { from_g: 0, to_g: 13_500, ore_per_kg: -500 },
    { from_g: 30_000, to_g: null, ore_per_kg: -300 },
  ],
  per_animal: [{ code: 'transport', label: 'Transport', ore: -4500 }],
  percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 200, condition: 'ksl_not_approved' }],
} satisfies PriceListInput);

const pigs = priceListSchema.parse({
  kind: 'pigs',
  category: 'Slaktegris',
  year: 2026,
  week: 38,
  base_ore_per_kg: 3000,
  meat_percent: { base_tenths: 600, ore_per_point: 15, min_tenths: 540, max_tenths: 640 },
  // Bands over every weight: the band without supplement and the one paying one are inside.
  weight_bands: [
    { from_g: 0, to_g: 70_000, ore_per_kg: -250 },
    { from_g: 70_000, to_g: 90_000, ore_per_kg: 0 },
    { from_g: 90_000, to_g: 105_000, ore_per_kg: 100 },
    { from_g: 105_000, to_g: null, ore_per_kg: -150 },
  ],
} satisfies PriceListInput);

describe('gridHits', () => {
  it.each([
    ['13,5 kg, E+, 3: inside on every scale', lamb, { weight_g: 13_500, classification: 'E+', fat_group: '3' }, { weight_band: true, class: true, fat_group: true, meat_percent: null }],
    ['13,499 kg is in the band that deducts', lamb, { weight_g: 13_499, classification: 'E+', fat_group: '3' }, { weight_band: false, class: true, fat_group: true, meat_percent: null }],
    ['29,999 kg is between the bands (no deduction); U pays a supplement; 2 pays 0', lamb, { weight_g: 29_999, classification: 'U', fat_group: '2' }, { weight_band: true, class: true, fat_group: true, meat_percent: null }],
    ['30 kg is too heavy; R at 0 kr/kg is inside; fat group 4 deducts', lamb, { weight_g: 30_000, classification: 'R', fat_group: '4' }, { weight_band: false, class: true, fat_group: false, meat_percent: null }],
    ['O and P deduct', lamb, { weight_g: 20_000, classification: 'O', fat_group: '1' }, { weight_band: true, class: false, fat_group: false, meat_percent: null }],
    ['a fat group the list leaves out has no deduction: inside', lamb, { weight_g: 20_000, classification: 'P', fat_group: '3+' }, { weight_band: true, class: false, fat_group: true, meat_percent: null }],
    ['no class or fat group: not counted on those scales', lamb, { weight_g: 20_000, classification: '', fat_group: null }, { weight_band: true, class: null, fat_group: null, meat_percent: null }],
    ['a pig in the paying band, at the upper bound', pigs, { weight_g: 95_000, classification: '', meat_percent_tenths: 640 }, { weight_band: true, class: null, fat_group: null, meat_percent: true }],
    ['at the base percent exactly (0 kr/kg): inside', pigs, { weight_g: 70_000, meat_percent_tenths: 600 }, { weight_band: true, class: null, fat_group: null, meat_percent: true }],
    ['a tenth under the base percent: a deduction', pigs, { weight_g: 69_999, meat_percent_tenths: 599 }, { weight_band: false, class: null, fat_group: null, meat_percent: false }],
    ['under the lower bound counts as the bound: a deduction', pigs, { weight_g: 105_000, meat_percent_tenths: 500 }, { weight_band: false, class: null, fat_group: null, meat_percent: false }],
    ['a pig without meat percent', pigs, { weight_g: 104_999, meat_percent_tenths: null }, { weight_band: true, class: null, fat_group: null, meat_percent: null }],
  ] as const)('%s', (_name, list, animal, hits) => {
    expect(gridHits(list, animal)).toEqual(hits);
  });

  // The edge on each scale: 0 kr/kg is inside, one øre of deduction is not.
  const edge = (ore: number) =>
    priceListSchema.parse({
      ...lamb,
      class_ore_per_kg: { R: ore },
      fat_group_ore_per_kg: { '3': ore },
      weight_bands: [{ from_g: 0, to_g: null, ore_per_kg: ore }],
    });
  it.each([
    [0, true],
    [1, true],
    [-1, false],
  ])('a supplement of %i øre/kg on class, fat group and weight band: inside %s', (ore, inside) => {
    expect(gridHits(edge(ore), { weight_g: 20_000, classification: 'R', fat_group: '3' })).toEqual({ weight_band: inside, class: inside, fat_group: inside, meat_percent: null });
  });

  it('on a meat-percent scale that pays for a lower percent, above the base is the deduction', () => {
    const reverse = priceListSchema.parse({ ...pigs, meat_percent: { base_tenths: 600, ore_per_point: -10, min_tenths: 550, max_tenths: 650 } });
    expect(gridHits(reverse, { weight_g: 80_000, meat_percent_tenths: 590 }).meat_percent).toBe(true);
    expect(gridHits(reverse, { weight_g: 80_000, meat_percent_tenths: 610 }).meat_percent).toBe(false);
  });
});

describe('deductionsOf', () => {
  it('every line that takes money, per kg times the weight, per animal as it is; the base and supplements are not deductions', () => {
    // 12,6 kg lamb in class P, fat group 5, KSL not approved, settled 10 kr below the list.
    const animal = { weight_g: 12_600, classification: 'P', fat_group: '5', ksl_approved: false };
    const list = explainPriceOre(lamb, animal);
    const e = explainPriceOre(lamb, { ...animal, settled: { price_ore_per_kg: list.list_ore_per_kg, amount_ore: list.list_amount_ore - 1000 } });
    // Per kg: P −12,00, fat 5 −6,00, under 13,5 kg −5,00; subtotal 70 − 23 = 47,00; KSL 2 % = −0,94.
    expect(deductionsOf(e, 12_600)).toEqual([
      { code: 'class', ore: -15_120 },
      { code: 'fat_group', ore: -7_560 },
      { code: 'weight_band', ore: -6_300 },
      { code: 'ksl', ore: -1_184 },
      { code: 'transport', ore: -4_500 },
      { code: 'other', ore: -1_000 },
    ]);
    expect(deductionsOf(explainPriceOre(lamb, { weight_g: 20_000, classification: 'E+', fat_group: '3', ksl_approved: true }), 20_000)).toEqual([{ code: 'transport', ore: -4_500 }]);
  });

  it('are the same without the explanation’s words', () => {
    for (const animal of [
      { weight_g: 12_600, classification: 'P', fat_group: '5', ksl_approved: false, settled: { price_ore_per_kg: 4000, amount_ore: 40_000 } },
      { weight_g: 20_000, classification: 'E+', fat_group: '3', ksl_approved: true },
      { weight_g: 31_000, classification: 'O', fat_group: '1', ksl_approved: null, settled: { price_ore_per_kg: 9000, amount_ore: 300_000 } },
    ]) {
      expect(animalDeductionsOre(lamb, animal)).toEqual(deductionsOf(explainPriceOre(lamb, animal), animal.weight_g));
    }
    const pig = { weight_g: 60_000, meat_percent_tenths: 560, health_pig_approved: true };
    expect(animalDeductionsOre(pigs, pig)).toEqual(deductionsOf(explainPriceOre(pigs, pig), pig.weight_g));
  });

  it('names a reason by its scale or by the label the list gives the item', () => {
    expect(deductionReasonLabel('weight_band', lamb)).toBe('Vekt');
    expect(deductionReasonLabel('ksl', lamb)).toBe('KSL ikke godkjent');
    expect(deductionReasonLabel('transport', lamb)).toBe('Transport');
    expect(deductionReasonLabel('other', undefined)).toBe('Andre tillegg og trekk');
  });
});
