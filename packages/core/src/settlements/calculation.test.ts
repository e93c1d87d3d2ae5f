import { describe, expect, it } from 'vitest';
import { oreToKr } from '../format/money.js';
import {
  animalAmountOre,
  dateRangeSchema,
  europClassFromStep,
  europClassStep,
  fatGroupFromStep,
  fatGroupStep,
  isCalendarDate,
} from './calculation.js';
import { EUROP_CLASSES, FAT_GROUPS } from '../vocabulary/scales.js';

describe('animalAmountOre: weight × price to the øre', () => {
  it.each([
    // grams, øre per kg, øre
    [84_300, 2745, 231_404], // 84.3 kg × 27.45 kr = 2 314.035 kr → 2 314.04 (half up)
    [84_350, 2745, 231_541], // 84.35 × 27.45 = 2 315.4075 → 2 315.41
    [19_400, 8510, 165_094], // 19.4 × 85.10 = 1 650.94 exactly
    [1, 1, 0], // 0.001 øre rounds down
    [500, 1, 1], // 0.5 øre rounds up
    [499, 1, 0],
    [330_100, 7850, 2_591_285], // 330.1 × 78.50 = 25 912.85
    [0, 9999, 0],
  ])('%i g × %i øre/kg = %i øre', (grams, price, ore) => {
    expect(animalAmountOre(grams, price)).toBe(ore);
  });

  it('sums exactly where floating kroner would drift', () => {
    // 0.1 kg at 1.00 kr is 0.10 kr; ten of them in floats make 0.9999999999999999 kr.
    const amounts = Array.from({ length: 10 }, () => animalAmountOre(100, 100));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(100);
    expect(oreToKr(animalAmountOre(101_000, 2999))).toBe(3028.99);
  });

  it('refuses fractional grams or øre', () => {
    expect(() => animalAmountOre(84.5, 2745)).toThrow();
    expect(() => animalAmountOre(84_500, 27.45)).toThrow();
  });
});

describe('EUROP classes and fat groups', () => {
  it('have 15 steps in order, P- first and E+ last', () => {
    expect(EUROP_CLASSES).toHaveLength(15);
    expect(EUROP_CLASSES[0]).toBe('P-');
    expect(EUROP_CLASSES[7]).toBe('R');
    expect(EUROP_CLASSES[14]).toBe('E+');
    expect(FAT_GROUPS).toHaveLength(15);
    expect(FAT_GROUPS[0]).toBe('1-');
    expect(FAT_GROUPS[14]).toBe('5+');
  });

  it.each([
    ['P-', 1],
    ['P', 2],
    ['O+', 6],
    ['R-', 7],
    ['R', 8],
    ['U+', 12],
    ['E+', 15],
  ] as const)('class %s is step %i and back', (cls, step) => {
    expect(europClassStep(cls)).toBe(step);
    expect(europClassFromStep(step)).toBe(cls);
  });

  it.each([
    ['1-', 1],
    ['2', 5],
    ['3+', 9],
    ['5+', 15],
  ] as const)('fat group %s is step %i and back', (fat, step) => {
    expect(fatGroupStep(fat)).toBe(step);
    expect(fatGroupFromStep(step)).toBe(fat);
  });

  it('has no step for pigs’ empty class, unknown text or null', () => {
    expect(europClassStep('')).toBeNull();
    expect(europClassStep('X')).toBeNull();
    expect(europClassStep('r')).toBeNull();
    expect(europClassStep(null)).toBeNull();
    expect(fatGroupStep('6')).toBeNull();
    expect(fatGroupStep(undefined)).toBeNull();
  });

  it.each([
    [7.4, 'R-', '3-'],
    [7.5, 'R', '3'],
    [7.49, 'R-', '3-'],
    [8.5, 'R+', '3+'],
    [9.5, 'U-', '4-'],
    [1.2, 'P-', '1-'],
    [14.6, 'E+', '5+'],
    [0.2, 'P-', '1-'],
    [17, 'E+', '5+'],
  ])('an average step of %d shows as %s (class) and %s (fat group), half up, clamped', (step, cls, fat) => {
    expect(europClassFromStep(step)).toBe(cls);
    expect(fatGroupFromStep(step)).toBe(fat);
  });

  it('refuses a step that is not a number', () => {
    expect(() => europClassFromStep(Number.NaN)).toThrow();
  });
});

describe('isCalendarDate', () => {
  it.each(['2026-11-20', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01'])('%s is a date', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });
  it.each(['2026-02-29', '1900-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '2026-11-00', '20261120', '2026-1-20', 'abc', '', '2026-11-20T00:00'])(
    '%s is not',
    (value) => {
      expect(isCalendarDate(value)).toBe(false);
    },
  );
});

describe('dateRangeSchema', () => {
  it('accepts from ≤ to', () => {
    expect(dateRangeSchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(dateRangeSchema.safeParse({ from: '2023-11-01', to: '2026-11-20' }).success).toBe(true);
  });
  it('refuses from after to with the spec’s message on from', () => {
    const result = dateRangeSchema.safeParse({ from: '2026-11-21', to: '2026-11-20' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['from'], message: 'Fra-dato kan ikke være større enn til-dato' });
  });
  it('refuses dates that do not exist', () => {
    const result = dateRangeSchema.safeParse({ from: '2026-02-30', to: '2026-03-01' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['from']);
  });
});
