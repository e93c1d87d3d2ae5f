import { describe, expect, it } from 'vitest';
import { benchmarkPeriod, costLineText, findingCode, percentileSentence, quarterStart, trendQuarters } from './benchmark.js';

describe('health benchmark rules', () => {
  it('find the quarter of a date, and quarters before and after, across years', () => {
    expect(quarterStart('2026-11-22')).toBe('2026-10-01');
    expect(quarterStart('2026-03-31')).toBe('2026-01-01');
    expect(quarterStart('2026-02-10', -1)).toBe('2025-10-01');
    expect(quarterStart('2026-11-22', 1)).toBe('2027-01-01');
    expect(quarterStart('2026-11-22', -11)).toBe('2024-01-01');
  });

  it('take whole quarters for each period; the last four quarters end before today’s', () => {
    expect(benchmarkPeriod('this-year', '2026-11-22')).toEqual({ quarters: { from: '2026-01-01', to: '2026-10-01' }, dates: { from: '2026-01-01', to: '2026-12-31' } });
    expect(benchmarkPeriod('last-year', '2026-11-22').dates).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(benchmarkPeriod('last-4-quarters', '2026-11-22')).toEqual({ quarters: { from: '2025-10-01', to: '2026-07-01' }, dates: { from: '2025-10-01', to: '2026-09-30' } });
    expect(benchmarkPeriod('all-time', '2026-05-02')).toEqual({ quarters: { from: null, to: '2026-04-01' }, dates: { from: null, to: '2026-06-30' } });
  });

  it('show the trend over twelve quarters, oldest first, today’s last', () => {
    const quarters = trendQuarters('2026-11-22');
    expect(quarters).toHaveLength(12);
    expect(quarters[0]).toBe('2024-01-01');
    expect(quarters[11]).toBe('2026-10-01');
  });

  it('word the rank and the cost as a farmer reads them', () => {
    expect(percentileSentence(72, 'lower')).toBe('Bedre enn 72 % av produsentene');
    expect(percentileSentence(40, 'none')).toBe('Høyere enn 40 % av produsentene');
    expect(costLineText({ code: 'kassasjon', name: 'Kassasjon', animals: 3, weight_kg: 84.2, cost_kr: 5283 })).toBe('Kassasjon: 3 slakt, 84,2 kg, om lag 5 300 kr');
    expect(findingCode('Lunge-betennelse, kronisk')).toBe('lunge-betennelse-kronisk');
  });
});
