import { describe, expect, it } from 'vitest';
import { badgeText, formatAmount, formatKr, krToOre, oreToKr } from './money.js';
import { PDF_NUMBER_STYLE } from './number.js';

describe('money', () => {
  it.each([
    [1234.56, '1 234,56 kr'],
    [0, '0,00 kr'],
    [487123.5, '487 123,50 kr'],
    [1000000, '1 000 000,00 kr'],
    [-12.3, '−12,30 kr'],
    [-1234.5, '−1 234,50 kr'],
    [0.1 + 0.2, '0,30 kr'],
    [-0.001, '0,00 kr'],
    [19.999, '20,00 kr'],
  ])('formatKr(%s) = %s', (kr, text) => {
    expect(formatKr(kr)).toBe(text);
  });

  it.each([
    [89.5, '89,50'],
    [1234.5, '1 234,50'],
    [-40, '−40,00'],
  ])('formatAmount(%s) = %s, without the unit', (kr, text) => {
    expect(formatAmount(kr)).toBe(text);
  });

  it('writes an ASCII minus for the PDFs', () => {
    expect(formatAmount(-2314.04, PDF_NUMBER_STYLE)).toBe('-2 314,04');
    expect(formatKr(-2314.04, PDF_NUMBER_STYLE)).toBe('-2 314,04 kr');
  });

  it('converts øre and kroner without float drift', () => {
    expect(oreToKr(48_712_350)).toBe(487123.5);
    expect(krToOre(19.99)).toBe(1999);
    expect(krToOre(-0.015)).toBe(-2);
  });

  it.each([
    [0, '0'],
    [9, '9'],
    [10, '9+'],
  ])('badgeText(%s) = %s', (n, text) => expect(badgeText(n)).toBe(text));
});
