import { describe, expect, it } from 'vitest';
import { priceListSchema } from '../contracts/prices.js';
import { isoWeekOfDate } from '../enrolment/calendar.js';
import { canonicalPriceList, priceKindOfAnimal, priceListInForce, priceListView, weeksBetween } from './lists.js';

describe('priceListInForce', () => {
  const lists = [
    { year: 2026, week: 30, id: 'a' },
    { year: 2026, week: 38, id: 'b' },
    { year: 2027, week: 2, id: 'c' },
  ];
  it.each([
    [2026, 29, undefined],
    [2026, 30, 'a'],
    [2026, 37, 'a'],
    [2026, 38, 'b'],
    [2026, 53, 'b'],
    [2027, 1, 'b'],
    [2027, 2, 'c'],
    [2030, 10, 'c'],
  ])('in %i week %i: %s', (year, week, id) => {
    expect(priceListInForce(lists, year, week)?.id).toBe(id);
  });
});

describe('weeks', () => {
  it('counts the weeks across a year with 53', () => {
    expect(weeksBetween({ year: 2026, week: 52 }, { year: 2027, week: 2 })).toEqual([
      { year: 2026, week: 52 },
      { year: 2026, week: 53 },
      { year: 2027, week: 1 },
      { year: 2027, week: 2 },
    ]);
    expect(weeksBetween({ year: 2027, week: 3 }, { year: 2027, week: 2 })).toEqual([]);
  });

  it.each([
    ['2026-11-09', 2026, 46],
    ['2027-01-01', 2026, 53],
    ['2026-01-01', 2026, 1],
  ])('%s is in %i week %i', (date, year, week) => {
    expect(isoWeekOfDate(date)).toEqual({ year, week });
  });

  it('names the list kind of a settled animal', () => {
    expect(priceKindOfAnimal('pig')).toBe('pigs');
    expect(priceKindOfAnimal('cattle')).toBe('cattle');
  });
});

describe('a list in kroner and in one form', () => {
  const list = priceListSchema.parse({
    kind: 'sheep',
    category: 'Lam',
    year: 2026,
    week: 38,
    base_ore_per_kg: 7640,
    class_ore_per_kg: { U: 300, R: 0 },
    fat_group_ore_per_kg: { '4': -200 },
    weight_bands: [{ from_g: 30_000, to_g: null, ore_per_kg: -300 }, { from_g: 0, to_g: 13_500, ore_per_kg: -500 }],
    percent_deductions: [{ code: 'ksl', label: 'KSL ikke godkjent', percent_hundredths: 250, condition: 'ksl_not_approved' }],
  });

  it('reads in kroner with classes in scale order and bands in words', () => {
    const view = priceListView(list);
    expect(view.base_kr_per_kg).toBe(76.4);
    expect(view.class_kr_per_kg).toEqual([
      { class: 'R', kr_per_kg: 0 },
      { class: 'U', kr_per_kg: 3 },
    ]);
    expect(view.weight_bands.map((b) => b.label)).toEqual(['Vekt under 13,5 kg', 'Vekt fra 30,0 kg']);
    expect(view.percent_deductions[0]!.percent).toBe(2.5);
  });

  it('is the same text whatever order it was sent in', () => {
    const other = priceListSchema.parse({ ...list, class_ore_per_kg: { R: 0, U: 300 }, weight_bands: [...list.weight_bands].reverse() });
    expect(JSON.stringify(canonicalPriceList(other))).toBe(JSON.stringify(canonicalPriceList(list)));
  });
});
