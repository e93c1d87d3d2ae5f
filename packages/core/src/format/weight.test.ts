import { describe, expect, it } from 'vitest';
import { PDF_NUMBER_STYLE } from './number.js';
import { formatKg, formatKgAsWeighed, gramsToKg } from './weight.js';

describe('weights', () => {
  it.each([
    [84_350, 1, '84,4'],
    [84_300, 1, '84,3'],
    [84_349, 1, '84,3'],
    [19_450, 1, '19,5'],
    [0, 1, '0,0'],
    [950, 0, '1'],
    [1_234_500, 1, '1 234,5'],
    [1_234_567, 3, '1 234,567'],
    [-2_500, 1, '−2,5'],
  ])('formatKg(%s g, %s) = %s', (grams, decimals, text) => {
    expect(formatKg(grams, decimals)).toBe(text);
  });

  it('has one decimal by default and takes a style', () => {
    expect(formatKg(84_350)).toBe('84,4');
    expect(formatKg(-2_500, 1, PDF_NUMBER_STYLE)).toBe('-2,5');
  });

  it.each([
    [84_300, '84,3'],
    [84_000, '84,0'],
    [84_350, '84,35'],
    [84_355, '84,355'],
    [84_005, '84,005'],
    [50, '0,05'],
    [1_234_500, '1 234,5'],
  ])('formatKgAsWeighed(%s g) = %s', (grams, text) => {
    expect(formatKgAsWeighed(grams)).toBe(text);
  });

  it('gives spreadsheets kilograms as numbers with three decimals', () => {
    expect(gramsToKg(84_350)).toBe(84.35);
    expect(gramsToKg(1)).toBe(0.001);
    expect(gramsToKg(330_105)).toBe(330.105);
  });
});
