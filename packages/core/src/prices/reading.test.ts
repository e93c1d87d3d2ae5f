import { describe, expect, it } from 'vitest';
import { priceCalculatorRequestSchema } from '../contracts/prices.js';
import { isoWeekText, priceConditionText, pricePathChoiceText, pricePathSentence, shiftWeek } from './reading.js';

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

describe('a week’s price for a class and fat group in a sentence', () => {
  it('names the category, the class and fat group, the price and the week', () => {
    expect(pricePathSentence('Lam', { class: 'R', fat_group: '3' }, 76.4, { year: 2026, week: 38 })).toBe('Lam, klasse R, fettgruppe 3: 76,40 kr/kg i uke 38');
    expect(pricePathSentence('Lam', { class: 'U' }, 79.4, { year: 2026, week: 40 })).toBe('Lam, klasse U: 79,40 kr/kg i uke 40');
  });

  it('names a pig’s meat percent with one decimal', () => {
    expect(pricePathSentence('Slaktegris', { meat_percent: 61 }, 25.78, { year: 2026, week: 38 })).toBe('Slaktegris, kjøttprosent 61,0 %: 25,78 kr/kg i uke 38');
  });

  it('is the category alone without a choice', () => {
    expect(pricePathChoiceText('Purke', {})).toBe('Purke');
    expect(pricePathSentence('Purke', {}, 16.8, { year: 2026, week: 38 })).toBe('Purke: 16,80 kr/kg i uke 38');
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
