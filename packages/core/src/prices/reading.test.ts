import { describe, expect, it } from 'vitest';
import { priceCalculatorRequestSchema, priceListSchema } from '../contracts/prices.js';
import { priceListView } from './lists.js';
import { isoWeekText, listPriceSentence, priceConditionText, shiftWeek } from './reading.js';

describe('weeks as the price path asks for them', () => {
  it.each([
    [{ year: 2026, week: 38 }, 4, { year: 2026, week: 42 }],
    [{ year: 2026, week: 50 }, 4, { year: 2027, week: 1 }],
    [{ year: 2027, week: 2 }, -3, { year: 2026, week: 52 }],
    [{ year: 2027, week: 1 }, -1, { year: 2026, week: 53 }],
    [{ year: 2026, week: 10 }, 0, { year: 2026, week: 10 }],
  ])('%o moved %i weeks is %o', (from, n, to) => {
    expect(shiftWeek(from, n)).toEqual(to);
  });

  it('writes a week as the query does', () => {
    expect(isoWeekText({ year: 2026, week: 8 })).toBe('2026-W08');
    expect(isoWeekText({ year: 2026, week: 38 })).toBe('2026-W38');
  });
});

describe('a list price in a sentence', () => {
  const view = priceListView(
    priceListSchema.parse({
      kind: 'sheep',
      category: 'Lam',
      year: 2026,
      week: 33,
      base_ore_per_kg: 7640,
      class_ore_per_kg: { U: 300, R: 0, O: -150 },
      fat_group_ore_per_kg: { '3': 0, '4': -200 },
    }),
  );

  it('adds the class and fat group to the notering', () => {
    expect(listPriceSentence(view, { class: 'R', fat_group: '3' }, { year: 2026, week: 38 })).toBe('Lam, klasse R, fettgruppe 3: 76,40 kr/kg i uke 38');
    expect(listPriceSentence(view, { class: 'O', fat_group: '4' }, { year: 2026, week: 38 })).toBe('Lam, klasse O, fettgruppe 4: 72,90 kr/kg i uke 38');
    expect(listPriceSentence(view, { class: 'U' }, { year: 2026, week: 40 })).toBe('Lam, klasse U: 79,40 kr/kg i uke 40');
  });

  it('counts a class the list does not name as no supplement', () => {
    expect(listPriceSentence(view, { class: 'E' }, { year: 2026, week: 38 })).toBe('Lam, klasse E: 76,40 kr/kg i uke 38');
  });

  it('is the notering alone without class or fat group', () => {
    expect(listPriceSentence(view, {}, { year: 2026, week: 38 })).toBe('Lam: 76,40 kr/kg i uke 38');
  });
});

describe('conditions in words', () => {
  it('says when an item applies', () => {
    expect(priceConditionText('always')).toBe('Alle dyr');
    expect(priceConditionText('ksl_not_approved')).toBe('Når gården ikke er KSL-godkjent');
    expect(priceConditionText('health_pig_approved')).toBe('Når gården er godkjent i Helsegris');
  });
});

describe('the calculator’s request in words a farmer reads', () => {
  const valid = { kind: 'sheep', category: 'Lam', weight_kg: 20, year: 2026, week: 38 };
  const messages = (body: object) => {
    const result = priceCalculatorRequestSchema.safeParse(body);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };
  it.each([
    [{ weight_kg: 0 }, { weight_kg: 'Vekten må være over 0' }],
    [{ week: 54 }, { week: 'Ugyldig uke' }],
    [{ week: 53, year: 2027 }, { week: 'Ugyldig uke' }],
    [{ year: 1999 }, { year: 'Ugyldig år' }],
    [{ meat_percent: 120 }, { meat_percent: 'Kjøttprosenten må være mellom 0 og 100' }],
    [{ class: 'Z' }, { class: 'Ugyldig klasse' }],
  ])('%o: %o', (change, expected) => {
    expect(messages({ ...valid, ...change })).toEqual(expected);
  });
});
