import { describe, expect, it } from 'vitest';
import { badgeText, formatKr, krToOre, oreToKr } from './money.js';

describe('money', () => {
  it.each([
    [1234.56, '1 234,56 kr'],
    [0, '0,00 kr'],
    [487123.5, '487 123,50 kr'],
    [1000000, '1 000 000,00 kr'],
    [-12.3, '−12,30 kr'],
    [0.1 + 0.2, '0,30 kr'],
  ])('formatKr(%s) = %s', (kr, text) => {
    expect(formatKr(kr)).toBe(text);
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
