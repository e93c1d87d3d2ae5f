import { describe, expect, it } from 'vitest';
import { formatMeatPercent, formatNumber, formatPercent, formatScaled, PASTE_NUMBER_STYLE, PDF_NUMBER_STYLE } from './number.js';

describe('formatNumber', () => {
  it.each([
    // value, decimals, text
    [0, 1, '0,0'],
    [0, 0, '0'],
    [7, 2, '7,00'],
    [1234.5, 1, '1 234,5'],
    [1234567.891, 2, '1 234 567,89'],
    [999.95, 1, '1 000,0'],
    [100, 0, '100'],
    [1000, 0, '1 000'],
    [-1234.5, 1, '−1 234,5'],
    [-0.5, 0, '−1'],
    // Half away from zero, on the number as written (toFixed would give 1.00 and 22.4).
    [1.005, 2, '1,01'],
    [22.45, 1, '22,5'],
    [-22.45, 1, '−22,5'],
    [0.1 + 0.2, 2, '0,30'],
    [2.5, 0, '3'],
    // What rounds to zero has no sign.
    [-0.04, 1, '0,0'],
    [-0, 2, '0,00'],
  ])('formatNumber(%s, %s) = %s', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });

  it('groups with plain spaces, never no-break spaces', () => {
    expect(formatNumber(12345678.9, 1)).not.toMatch(/[\u00a0\u202f]/);
  });

  it.each([
    [1234.5, 2, '1 234,50', '1234,50'],
    [-1234.5, 2, '-1 234,50', '-1234,50'],
    [-0.001, 2, '0,00', '0,00'],
  ])('PDF and paste styles: %s → %s and %s', (value, decimals, pdf, paste) => {
    expect(formatNumber(value, decimals, PDF_NUMBER_STYLE)).toBe(pdf);
    expect(formatNumber(value, decimals, PASTE_NUMBER_STYLE)).toBe(paste);
  });
});

describe('formatScaled', () => {
  it.each([
    // units, decimals, text: units / 10^decimals written as formatNumber writes it
    [0, 2, '0,00'],
    [-0, 2, '0,00'],
    [5, 2, '0,05'],
    [-5, 2, '−0,05'],
    [150, 2, '1,50'],
    [-200, 2, '−2,00'],
    [123_456, 2, '1 234,56'],
    [-12_345_678, 2, '−123 456,78'],
    [135, 1, '13,5'],
    [614, 1, '61,4'],
    [2, 0, '2'],
    [-1_000, 0, '−1 000'],
    [2.5, 1, '0,3'],
  ])('formatScaled(%s, %s) = %s', (units, decimals, text) => {
    expect(formatScaled(units, decimals)).toBe(text);
  });

  it('writes every whole number of øre, tenths and units as formatNumber writes the value', () => {
    const values = [...Array.from({ length: 4001 }, (_, i) => i - 2000), 99_999, 100_000, -100_001, 1_234_567, -98_765_432, 9_007_199_254_740];
    for (const decimals of [0, 1, 2]) {
      for (const units of values) expect(formatScaled(units, decimals), `${units}, ${decimals}`).toBe(formatNumber(units / 10 ** decimals, decimals));
    }
  });
});

describe('formatPercent', () => {
  it.each([
    [61.2, '61,2 %'],
    [61.25, '61,3 %'],
    [55.55, '55,6 %'],
    [58, '58 %'],
    [60.04, '60 %'],
    [100, '100 %'],
    [0, '0 %'],
    [-3.5, '−3,5 %'],
    [1234.5, '1 234,5 %'],
  ])('formatPercent(%s) = %s', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });

  it('keeps the decimals that matter', () => {
    expect(formatPercent(12.5, 2)).toBe('12,5 %');
    expect(formatPercent(12.345, 2)).toBe('12,35 %');
    expect(formatPercent(12.345, 0)).toBe('12 %');
  });
});

describe('formatMeatPercent', () => {
  it.each([
    [61.2, '61,2 %'],
    [58, '58,0 %'],
    [61.25, '61,3 %'],
    [100, '100,0 %'],
  ])('formatMeatPercent(%s) = %s', (value, text) => {
    expect(formatMeatPercent(value)).toBe(text);
  });
});
