import { describe, expect, it } from 'vitest';
import { formatMeatPercent, formatNumber, formatPercent, PASTE_NUMBER_STYLE, PDF_NUMBER_STYLE } from './number.js';

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
