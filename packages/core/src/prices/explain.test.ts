import { describe, expect, it } from 'vitest';
import { priceListSchema, type PriceListInput } from '../contracts/prices.js';
import { EUROP_CLASSES, FAT_GROUPS } from '../vocabulary/scales.js';
import { choicePriceOre, explainPrice, explainPriceOre, listPriceOre, type PricedAnimal, settledPricedAnimal } from './explain.js';

/** A lamb list as a cooperative might publish it for week 38. */
const lamb: PriceListInput = {
  kind: 'sheep',
  category: 'Lam',
  year: 2026,
  week: 38,
  base_ore_per_kg: 7000,
  class_ore_per_kg: { 'E+': 500, U: 300, 'R+': 150, R: 0, O: -400, P: -1200 },
  fat_group_ore_per_kg: { '1': -300, '2': 0, '3': 0, '3+': -50, '4': -200, '5': -600 },
  weight_bands: [
    { from_g: 0, to_g: 13_500, ore_per_kg: -500 },
    { from_g: 30_000, to_g: null, ore_per_kg: -300 },
  ],
  per_animal: [
    { code: 'transport', label: 'Transport', ore: -4500 },
    { code: 'omsetningsavgift', label: 'Omsetningsavgift', ore: -1200, condition: 'always' },
  ],
  percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 200, condition: 'ksl_not_approved' }],
};
const lambList = priceListSchema.parse(lamb);

const pigs = priceListSchema.parse({
  kind: 'pigs',
  category: 'Slaktegris',
  year: 2026,
  week: 38,
  base_ore_per_kg: 3000,
  meat_percent: { base_tenths: 600, ore_per_point: 15, min_tenths: 540, max_tenths: 640 },
  weight_bands: [
    { from_g: 0, to_g: 70_000, ore_per_kg: -250 },
    { from_g: 110_000, to_g: null, ore_per_kg: -150 },
  ],
  per_animal: [{ code: 'helsegris', label: 'Helsegris', ore: 5000, condition: 'health_pig_approved' }],
} satisfies PriceListInput);

const lambAnimal = (a: Partial<PricedAnimal> = {}): PricedAnimal => ({ weight_g: 20_000, classification: 'R', fat_group: '3', ksl_approved: true, ...a });
const line = (a: PricedAnimal, code: string, list = lambList) => explainPrice(list, a).lines.find((l) => l.code === code);

describe('explainPrice: every part of the price a line', () => {
  it('starts from the base price and ends with kr/kg and the amount', () => {
    const e = explainPrice(lambList, lambAnimal());
    expect(e.lines.map((l) => l.label)).toEqual([
      'Notering: 70,00 kr/kg',
      'Klasse R: 0,00 kr/kg',
      'Fettgruppe 3: 0,00 kr/kg',
      'Transport: −45,00 kr',
      'Omsetningsavgift: −12,00 kr',
    ]);
    expect(e.kr_per_kg).toBe(70);
    expect(e.amount_kr).toBe(1400 - 45 - 12);
    expect(e.other_kr).toBe(0);
  });

  it.each([
    ['E+', 5, 'Klasse E+: +5,00 kr/kg'],
    ['U', 3, 'Klasse U: +3,00 kr/kg'],
    ['R+', 1.5, 'Klasse R+: +1,50 kr/kg'],
    ['R', 0, 'Klasse R: 0,00 kr/kg'],
    ['O', -4, 'Klasse O: −4,00 kr/kg'],
    ['P', -12, 'Klasse P: −12,00 kr/kg'],
    ['O+', 0, 'Klasse O+: 0,00 kr/kg'], // not in the list: no supplement, still shown
  ])('class %s: %d kr/kg', (cls, kr, label) => {
    expect(line(lambAnimal({ classification: cls }), 'class')).toEqual({ code: 'class', label, kr_per_kg: kr });
  });

  it.each([
    ['1', -3, 'Fettgruppe 1: −3,00 kr/kg'],
    ['2', 0, 'Fettgruppe 2: 0,00 kr/kg'],
    ['3+', -0.5, 'Fettgruppe 3+: −0,50 kr/kg'],
    ['4', -2, 'Fettgruppe 4: −2,00 kr/kg'],
    ['5', -6, 'Fettgruppe 5: −6,00 kr/kg'],
  ])('fat group %s: %d kr/kg', (fat, kr, label) => {
    expect(line(lambAnimal({ fat_group: fat }), 'fat_group')).toEqual({ code: 'fat_group', label, kr_per_kg: kr });
  });

  it('adds class and fat group to the price per kg', () => {
    expect(explainPrice(lambList, lambAnimal({ classification: 'U', fat_group: '4' })).kr_per_kg).toBe(70 + 3 - 2);
  });

  it.each([
    // grams, band line or none: from is included, to is excluded
    [13_499, 'Vekt under 13,5 kg: −5,00 kr/kg'],
    [13_500, undefined],
    [29_999, undefined],
    [30_000, 'Vekt fra 30,0 kg: −3,00 kr/kg'],
    [1, 'Vekt under 13,5 kg: −5,00 kr/kg'],
  ])('weight band edge at %i g', (grams, label) => {
    expect(line(lambAnimal({ weight_g: grams }), 'weight_band')?.label).toBe(label);
  });

  it('names a band with both bounds', () => {
    const list = priceListSchema.parse({ ...lamb, weight_bands: [{ from_g: 13_500, to_g: 15_000, ore_per_kg: -100 }] });
    expect(line(lambAnimal({ weight_g: 14_000 }), 'weight_band', list)?.label).toBe('Vekt fra 13,5 til under 15,0 kg: −1,00 kr/kg');
  });

  it.each([
    // meat percent in tenths, øre per kg, label
    [600, 0, 'Kjøttprosent 60,0, grunnlag 60,0: 0,00 kr/kg'],
    [614, 21, 'Kjøttprosent 61,4, grunnlag 60,0: +0,21 kr/kg'],
    [640, 60, 'Kjøttprosent 64,0, grunnlag 60,0: +0,60 kr/kg'],
    [655, 60, 'Kjøttprosent 65,5 (regnet som 64,0), grunnlag 60,0: +0,60 kr/kg'], // above the upper bound
    [540, -90, 'Kjøttprosent 54,0, grunnlag 60,0: −0,90 kr/kg'],
    [500, -90, 'Kjøttprosent 50,0 (regnet som 54,0), grunnlag 60,0: −0,90 kr/kg'], // below the lower bound
    [601, 2, 'Kjøttprosent 60,1, grunnlag 60,0: +0,02 kr/kg'], // 1.5 øre rounds half away from zero
    [599, -2, 'Kjøttprosent 59,9, grunnlag 60,0: −0,02 kr/kg'],
  ])('meat percent %i tenths: %i øre/kg', (mp, ore, label) => {
    const e = explainPriceOre(pigs, { weight_g: 90_000, meat_percent_tenths: mp });
    expect(e.lines.find((l) => l.code === 'meat_percent')).toEqual({ code: 'meat_percent', label, ore_per_kg: ore });
    expect(e.list_ore_per_kg).toBe(3000 + ore);
  });

  it('adds per-animal items only where their condition holds', () => {
    expect(line({ weight_g: 90_000, meat_percent_tenths: 600, health_pig_approved: true }, 'helsegris', pigs)).toEqual({
      code: 'helsegris',
      label: 'Helsegris: +50,00 kr',
      kr: 50,
    });
    expect(line({ weight_g: 90_000, meat_percent_tenths: 600, health_pig_approved: false }, 'helsegris', pigs)).toBeUndefined();
    expect(line({ weight_g: 90_000, meat_percent_tenths: 600, health_pig_approved: null }, 'helsegris', pigs)).toBeUndefined();
  });

  it.each([
    // KSL status, share line, kr/kg
    [false, 'KSL ikke godkjent: −2 % = −1,40 kr/kg', 68.6],
    [true, undefined, 70],
    [null, undefined, 70],
  ])('percentage deduction with KSL approved %s', (ksl, label, krPerKg) => {
    const e = explainPrice(lambList, lambAnimal({ ksl_approved: ksl }));
    expect(e.lines.find((l) => l.code === 'ksl')?.label).toBe(label);
    if (label) expect(e.lines.find((l) => l.code === 'ksl')).toMatchObject({ percent: 2, kr_per_kg: -1.4 });
    expect(e.kr_per_kg).toBe(krPerKg);
  });

  it('takes a share of the price after supplements and deductions per kg, rounded to the øre', () => {
    // 70.00 + 1.50 (R+) − 0.50 (3+) = 71.00; 2.5 % = 1.775 → 1.78 (half away from zero)
    const list = priceListSchema.parse({ ...lamb, percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 250, condition: 'ksl_not_approved' }] });
    const e = explainPriceOre(list, lambAnimal({ classification: 'R+', fat_group: '3+', ksl_approved: false }));
    expect(e.lines.find((l) => l.code === 'ksl')).toMatchObject({ ore_per_kg: -178, percent: 2.5, label: 'KSL ikke godkjent: −2,50 % = −1,78 kr/kg' });
    expect(e.list_ore_per_kg).toBe(7100 - 178);
  });

  it.each([
    // grams, øre per kg → amount before items (weight × price, half up to the øre)
    [19_405, 7000, 135_835], // 19.405 × 70 = 1 358.35
    [19_401, 7150, 138_717], // 19.401 × 71.50 = 1 387.1715 → 1 387.17
    [19_407, 7150, 138_760], // 19.407 × 71.50 = 1 387.6005 → 1 387.60
    [19_403, 7150, 138_731], // 19.403 × 71.50 = 1 387.3145 → 1 387.31
  ])('rounds the amount to the øre: %i g at %i øre/kg', (grams, orePerKg, ore) => {
    const list = priceListSchema.parse({ ...lamb, base_ore_per_kg: orePerKg, per_animal: [] });
    expect(explainPriceOre(list, lambAnimal({ weight_g: grams })).amount_ore).toBe(ore);
  });

  it("shows what the settlement has beyond the list as one line 'Andre tillegg og trekk'", () => {
    const animal = lambAnimal({ weight_g: 20_000, classification: 'R', fat_group: '3' });
    // List: 20 kg × 70 = 1 400 − 45 − 12 = 1 343 kr. Settled at 70.50 kr/kg and 1 360 kr.
    const e = explainPrice(lambList, { ...animal, settled: { price_ore_per_kg: 7050, amount_ore: 136_000 } });
    expect(e.lines.at(-1)).toEqual({ code: 'other', label: 'Andre tillegg og trekk: +17,00 kr (+0,50 kr/kg)', kr: 17, kr_per_kg: 0.5 });
    expect(e).toMatchObject({ kr_per_kg: 70.5, amount_kr: 1360, other_kr: 17 });
    expect(e.lines.filter((l) => l.code === 'other')).toHaveLength(1);
  });

  it("has no 'other' line when the settlement follows the list, and a negative one below it", () => {
    const animal = lambAnimal();
    expect(explainPrice(lambList, { ...animal, settled: { price_ore_per_kg: 7000, amount_ore: 134_300 } }).lines.some((l) => l.code === 'other')).toBe(false);
    const below = explainPrice(lambList, { ...animal, settled: { price_ore_per_kg: 7000, amount_ore: 134_000 } });
    expect(below.lines.at(-1)).toEqual({ code: 'other', label: 'Andre tillegg og trekk: −3,00 kr', kr: -3 });
    expect(below.other_kr).toBe(-3);
  });
});

describe('priceListSchema: every number within its domain', () => {
  it.each([
    ['base above 1 000 kr/kg', { base_ore_per_kg: 100_001 }],
    ['negative base', { base_ore_per_kg: -1 }],
    ['fractional øre', { base_ore_per_kg: 70.5 }],
    ['class supplement above 500 kr/kg', { class_ore_per_kg: { R: 50_001 } }],
    ['unknown class', { class_ore_per_kg: { X: 100 } }],
    ['unknown fat group', { fat_group_ore_per_kg: { '6': 100 } }],
    ['week 53 of a 52-week year', { year: 2027, week: 53 }],
    ['a share above 100 %', { percent_deductions: [{ code: 'ksl', label: 'KSL', percent_hundredths: 10_001, condition: 'ksl_not_approved' }] }],
    ['per-animal item above 100 000 kr', { per_animal: [{ code: 'x', label: 'X', ore: 10_000_001 }] }],
    ['overlapping bands', { weight_bands: [{ from_g: 0, to_g: 14_000, ore_per_kg: -1 }, { from_g: 13_000, to_g: null, ore_per_kg: -1 }] }],
    ['a band ending before it begins', { weight_bands: [{ from_g: 14_000, to_g: 13_000, ore_per_kg: -1 }] }],
    ['the same code twice', { per_animal: [{ code: 'x', label: 'X', ore: 1 }, { code: 'x', label: 'Y', ore: 1 }] }],
    ['a meat-percent base outside its bounds', { meat_percent: { base_tenths: 700, ore_per_point: 10, min_tenths: 540, max_tenths: 640 } }],
    ['an unknown field', { discount: 5 }],
  ])('refuses %s', (_, change) => {
    expect(priceListSchema.safeParse({ ...lamb, ...change }).success).toBe(false);
  });

  it('takes a sound list', () => {
    expect(priceListSchema.safeParse(lamb).success).toBe(true);
  });
});

/**
 * The same prices worked out another way, straight from the raw list and the animal: in whole
 * øre with BigInt and the rounding rules written out, not by the function under test.
 */
function independentOre(list: PriceListInput, a: PricedAnimal): { perKg: number; amount: number } {
  let perKg = BigInt(list.base_ore_per_kg);
  const classes: Record<string, number | undefined> = list.class_ore_per_kg ?? {};
  const fats: Record<string, number | undefined> = list.fat_group_ore_per_kg ?? {};
  if (a.classification) perKg += BigInt(classes[a.classification] ?? 0);
  if (a.fat_group) perKg += BigInt(fats[a.fat_group] ?? 0);
  if (list.meat_percent && a.meat_percent_tenths != null) {
    const s = list.meat_percent;
    const counted = a.meat_percent_tenths > s.max_tenths ? s.max_tenths : a.meat_percent_tenths < s.min_tenths ? s.min_tenths : a.meat_percent_tenths;
    const tenthsOfOre = BigInt(counted - s.base_tenths) * BigInt(s.ore_per_point); // in tenths of an øre
    const abs = tenthsOfOre < 0n ? -tenthsOfOre : tenthsOfOre;
    const rounded = (abs + 5n) / 10n;
    perKg += tenthsOfOre < 0n ? -rounded : rounded;
  }
  for (const b of list.weight_bands ?? []) if (a.weight_g >= b.from_g && (b.to_g === null || a.weight_g < b.to_g)) perKg += BigInt(b.ore_per_kg);
  const before = perKg;
  for (const d of list.percent_deductions ?? []) {
    const holds = d.condition === 'ksl_not_approved' ? a.ksl_approved === false : d.condition === 'ksl_approved' ? a.ksl_approved === true : d.condition === 'always';
    if (!holds) continue;
    const share = before * BigInt(d.percent_hundredths); // in 1/10 000 øre
    const abs = share < 0n ? -share : share;
    const rounded = (abs + 5000n) / 10_000n;
    perKg -= share < 0n ? -rounded : rounded;
  }
  const grossMilli = BigInt(a.weight_g) * perKg; // øre × 1000
  const absMilli = grossMilli < 0n ? -grossMilli : grossMilli;
  let amount = (grossMilli < 0n ? -1n : 1n) * ((absMilli + 500n) / 1000n);
  for (const i of list.per_animal ?? []) if ((i.condition ?? 'always') === 'always') amount += BigInt(i.ore);
  return { perKg: Number(perKg), amount: Number(amount) };
}

describe('explainPrice against an independent reckoning', () => {
  // A small deterministic generator, so a failure names the same animal every run.
  let seed = 38;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  const pigList: PriceListInput = {
    kind: 'pigs',
    category: 'Slaktegris',
    year: 2026,
    week: 38,
    base_ore_per_kg: 2987,
    meat_percent: { base_tenths: 600, ore_per_point: 13, min_tenths: 550, max_tenths: 650 },
    weight_bands: [{ from_g: 0, to_g: 70_000, ore_per_kg: -233 }, { from_g: 110_000, to_g: null, ore_per_kg: -171 }],
    per_animal: [{ code: 'transport', label: 'Transport', ore: -3333 }],
    percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 333, condition: 'ksl_not_approved' }],
  };

  it.each(Array.from({ length: 200 }, (_, i) => i))('animal %i: the lines add up to the same price and amount', () => {
    const sheep = next(2) === 0;
    const raw = sheep ? lamb : pigList;
    const animal: PricedAnimal = sheep
      ? { weight_g: 8000 + next(30_000), classification: EUROP_CLASSES[next(15)], fat_group: FAT_GROUPS[next(15)], ksl_approved: next(2) === 0 }
      : { weight_g: 50_000 + next(80_000), meat_percent_tenths: 500 + next(200), ksl_approved: next(2) === 0 };
    const expected = independentOre(raw, animal);
    const e = explainPriceOre(priceListSchema.parse(raw), animal);
    expect(e.ore_per_kg).toBe(expected.perKg);
    expect(e.amount_ore).toBe(expected.amount);
    // The price without the words (the demo generator's) is the same reckoning.
    expect(listPriceOre(priceListSchema.parse(raw), animal)).toEqual({ ore_per_kg: expected.perKg, amount_ore: expected.amount });
    // The lines themselves add up: per kg to the price, per animal and weight × price to the amount.
    const perKgSum = e.lines.reduce((s, l) => s + (l.ore_per_kg ?? 0), 0);
    const itemSum = e.lines.reduce((s, l) => s + (l.ore ?? 0), 0);
    expect(perKgSum).toBe(e.ore_per_kg);
    expect(e.amount_ore - itemSum).toBe(Math.round((animal.weight_g * e.ore_per_kg) / 1000 + 1e-9 * Math.sign(e.ore_per_kg)));
    expect(e.other_ore).toBe(0);
  });
});

describe('choicePriceOre: a class and fat group’s price per kg for the price path', () => {
  it('is the notering with the class and fat group, whatever the weight bands say', () => {
    // 70,00 + 3,00 (U) − 2,00 (fat group 4); the band under 13,5 kg is an animal's, not the class's.
    expect(choicePriceOre(lambList, { class: 'U', fat_group: '4' }, { ksl_approved: true })).toBe(7100);
    expect(choicePriceOre(lambList, { class: 'R', fat_group: '3' }, { ksl_approved: true })).toBe(7000);
  });

  it('takes the farm’s percentage deductions, and leaves one out when the farm’s status is unknown', () => {
    // (70,00 − 4,00) − 2 % = 66,00 − 1,32.
    expect(choicePriceOre(lambList, { class: 'O', fat_group: '3' }, { ksl_approved: false })).toBe(6468);
    expect(choicePriceOre(lambList, { class: 'O', fat_group: '3' }, { ksl_approved: null })).toBe(6600);
  });

  it('counts a pig’s meat percent on the scale, bounded as an animal’s', () => {
    // 30,00 + (61,5 − 60,0) × 0,15; 70 % counts as 64 %.
    expect(choicePriceOre(pigs, { meat_percent: 61.5 }, {})).toBe(3023);
    expect(choicePriceOre(pigs, { meat_percent: 70 }, {})).toBe(3060);
    expect(choicePriceOre(pigs, {}, {})).toBe(3000);
  });

  it('is the price of the same class and fat group the explanation gives an animal outside every band', () => {
    const animal = lambAnimal({ weight_g: 20_000, classification: 'E+', fat_group: '5', ksl_approved: false });
    expect(choicePriceOre(lambList, { class: 'E+', fat_group: '5' }, { ksl_approved: false })).toBe(explainPriceOre(lambList, animal).ore_per_kg);
  });
});

describe('settledPricedAnimal: a settled animal row as the explanation and the deductions take it', () => {
  const row = { weight_g: 21_400, classification: 'R+', fat_group: '3', meat_percent_tenths: null, price_ore_per_kg: 7_640, amount_ore: '163496' };
  const facts = { ksl_approved: true, health_pig_approved: null };

  it('carries the measured values and the farm facts, the amount as a number (a bigint column may come back as text)', () => {
    expect(settledPricedAnimal(row, facts)).toEqual({
      weight_g: 21_400,
      classification: 'R+',
      fat_group: '3',
      meat_percent_tenths: null,
      ksl_approved: true,
      health_pig_approved: null,
      settled: { price_ore_per_kg: 7_640, amount_ore: 163_496 },
    });
  });

  it('is null while the animal has no settled price or amount: nothing to explain or count', () => {
    expect(settledPricedAnimal({ ...row, price_ore_per_kg: null }, facts)).toBeNull();
    expect(settledPricedAnimal({ ...row, amount_ore: null }, facts)).toBeNull();
  });
});
