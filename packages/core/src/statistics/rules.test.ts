import { describe, expect, it } from 'vitest';
import { farmerStatisticsParamsSchema, farmerStatisticsResponseSchema, isComparison } from '../contracts/statistics.js';
import { comparisonPeriods, formatStatisticsNumber, formatStatisticsPercent, graphLabelFrequency, sameDayAYearBefore } from './rules.js';

describe('formatStatisticsPercent', () => {
  it.each([
    // percent, text: hundredths, '< 0,01 %' for what is above zero and rounds to nothing
    [12.345, '12,35 %'],
    [1.8425460636515913, '1,84 %'],
    [100, '100,00 %'],
    [0.01, '0,01 %'],
    [0.005, '< 0,01 %'],
    [0.0149, '0,01 %'],
    [0.0099, '< 0,01 %'],
    [0.0001, '< 0,01 %'],
    [0, '0,00 %'],
    [1234.5, '1 234,50 %'],
  ])('%s → %s', (percent, text) => {
    expect(formatStatisticsPercent(percent)).toBe(text);
  });
});

describe('formatStatisticsNumber', () => {
  it.each([
    // value, unit, text: every statistics value to the hundredth, '< 0,01' for what rounds to nothing
    [91.66, 'kg', '91,66 kg'],
    [91.7, 'kg', '91,70 kg'],
    [113157.84, 'kg', '113 157,84 kg'],
    [60.945, '%', '60,95 %'],
    [0.004, 'kg', '< 0,01 kg'],
    [0, 'kg', '0,00 kg'],
  ])('%s %s → %s', (value, unit, text) => {
    expect(formatStatisticsNumber(value, unit)).toBe(text);
  });
});

describe('graphLabelFrequency (spec §9)', () => {
  it.each([
    ['last-settlement', 1],
    ['this-year', 2],
    ['last-year', 2],
    ['all-time', 2],
    ['compare-this-last-year', 4],
  ] as const)('%s: every %s', (frame, every) => {
    expect(graphLabelFrequency(frame)).toBe(every);
  });
});

describe('the periods this year and last year compare', () => {
  it('runs both from 1 January to the farmer’s newest settlement this year, a year apart', () => {
    expect(comparisonPeriods('2026-11-09', '2026-11-22')).toEqual({
      this_year: { from: '2026-01-01', to: '2026-11-09' },
      last_year: { from: '2025-01-01', to: '2025-11-09' },
    });
  });

  it('runs to today when the farmer has settled nothing this year', () => {
    expect(comparisonPeriods(null, '2026-03-02')).toEqual({
      this_year: { from: '2026-01-01', to: '2026-03-02' },
      last_year: { from: '2025-01-01', to: '2025-03-02' },
    });
  });

  it.each([
    ['2028-02-29', '2027-02-28'],
    ['2026-12-31', '2025-12-31'],
    ['2026-01-01', '2025-01-01'],
  ])('takes %s back to %s', (date, before) => {
    expect(sameDayAYearBefore(date)).toBe(before);
  });
});

describe('the farmer_statistics contract', () => {
  const figures = {
    count: 2,
    weight_kg_avg: 88.1,
    weight_kg_tot: 176.2,
    classification_avg: null,
    fat_group_avg: null,
    meat_percent_avg: 60.5,
    weight_kg_avg_pr_vendor: 87,
    classification_avg_pr_vendor: null,
    fat_group_avg_pr_vendor: null,
    meat_percent_avg_pr_vendor: 61,
    diseases: [{ name: 'Halebitt', percentage: 50, count: 1 }],
    partially_discarded: { percentage: 0, count: 0 },
    total_discarded: { percentage: 50, count: 1 },
    last_generated: '2026-11-13',
  };

  it('tells one set of figures from this year beside last year', () => {
    const one = farmerStatisticsResponseSchema.parse({ farmer_statistics: figures }).farmer_statistics;
    const both = farmerStatisticsResponseSchema.parse({ farmer_statistics: { this_year: figures, last_year: { ...figures, count: 0 }, periods: comparisonPeriods('2026-11-13', '2026-11-22') } }).farmer_statistics;
    expect(isComparison(one)).toBe(false);
    expect(isComparison(both)).toBe(true);
    // A comparison that does not say what it compares is no answer.
    expect(farmerStatisticsResponseSchema.safeParse({ farmer_statistics: { this_year: figures, last_year: figures } }).success).toBe(false);
  });

  it.each([
    [{ timeFrame: 'this-year', kind: 'pigs', subkind: 'all' }, true],
    [{ timeFrame: 'this-year', kind: 'pigs', subkind: 'Råne' }, true],
    [{ timeFrame: 'this-year', kind: 'pigs', subkind: 'Ung okse' }, true],
    [{ timeFrame: 'yesterday', kind: 'pigs', subkind: 'all' }, false],
    [{ timeFrame: 'this-year', kind: 'pig', subkind: 'all' }, false],
    [{ timeFrame: 'this-year', kind: 'pigs', subkind: '' }, false],
    [{ timeFrame: 'this-year', kind: 'pigs', subkind: 'a/b' }, false],
    [{ timeFrame: 'this-year', kind: 'pigs', subkind: 'x'.repeat(41) }, false],
  ])('accepts %o: %s', (params, ok) => {
    expect(farmerStatisticsParamsSchema.safeParse(params).success).toBe(ok);
  });
});
