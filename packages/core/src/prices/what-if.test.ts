import { describe, expect, it } from 'vitest';
import { priceListSchema } from '../contracts/prices.js';
import { weightChangeOre } from './what-if.js';

const lamb = priceListSchema.parse({
  kind: 'sheep',
  category: 'Lam',
  year: 2026,
  week: 38,
  base_ore_per_kg: 7000,
  class_ore_per_kg: { U: 300, R: 0 },
  fat_group_ore_per_kg: { '3': 0, '4': -200 },
  weight_bands: [{ from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
  per_animal: [{ code: 'transport', label: 'Transport', ore: -4500 }],
});
const listOf = (category: string) => (category === 'Lam' ? lamb : undefined);

describe('what the group would fetch at other weights', () => {
  const animals = [
    { category: 'Lam', weight_g: 13_000, classification: 'R', fat_group: '3' },
    { category: 'Lam', weight_g: 20_000, classification: 'U', fat_group: '4' },
    { category: 'Sau', weight_g: 30_000, classification: 'R', fat_group: '3' },
  ];

  it('adds a kilo to each: the light lamb leaves its weight band, the other gains a kilo at its price', () => {
    // 13 kg × (70 − 5) − 45 = 800; 14 kg × 70 − 45 = 935. 20 kg × (70 + 3 − 2) − 45 = 1 375; 21 kg × 71 − 45 = 1 446.
    expect(weightChangeOre(listOf, animals, 1000)).toEqual({ animals: 2, unpriced: 1, amount_ore: 217_500, moved_ore: 238_100 });
  });

  it('takes half a kilo from each: the heavier lamb falls into the light band', () => {
    // 12,5 kg × 65 − 45 = 767,50; 19,5 kg × 71 − 45 = 1 339,50.
    expect(weightChangeOre(listOf, animals.slice(0, 2), -500)).toEqual({ animals: 2, unpriced: 0, amount_ore: 217_500, moved_ore: 210_700 });
    // 13,4 kg × (70 + 3 − 2 − 5) − 45 = 839,40.
    expect(weightChangeOre(listOf, [{ ...animals[1]!, weight_g: 13_900 }], -500)!.moved_ore).toBe(83_940);
  });

  it('refuses a change that leaves an animal without weight', () => {
    expect(weightChangeOre(listOf, animals, -13_000)).toBeNull();
    expect(weightChangeOre(listOf, animals, -12_999)).not.toBeNull();
  });

  it('is the same amounts with no change', () => {
    const same = weightChangeOre(listOf, animals, 0)!;
    expect(same.moved_ore).toBe(same.amount_ore);
  });
});
