import { describe, expect, it } from 'vitest';
import { settlementYear, settlementYearPeriod, type SettlementYearSource } from './year.js';

const row = (date: string, settlement_no: string, kind: SettlementYearSource['kind'], animals: number, weight_g: number, amount_ore: number): SettlementYearSource => ({
  date,
  settlement_no,
  kind,
  animals,
  weight_g,
  amount_ore,
});

describe('settlementYearPeriod', () => {
  it('a past year is the whole year, beside the whole year before', () => {
    expect(settlementYearPeriod(2025, '2026-11-28')).toEqual({ from: '2025-01-01', to: '2025-12-31', lastFrom: '2024-01-01', lastTo: '2024-12-31' });
  });
  it('the year in progress ends today, and last year on the same day', () => {
    expect(settlementYearPeriod(2026, '2026-11-28')).toEqual({ from: '2026-01-01', to: '2026-11-28', lastFrom: '2025-01-01', lastTo: '2025-11-28' });
  });
  it('29 February is the 28th the year before', () => {
    expect(settlementYearPeriod(2028, '2028-02-29')?.lastTo).toBe('2027-02-28');
  });
  it('a year not begun has no period', () => {
    expect(settlementYearPeriod(2027, '2026-11-28')).toBeNull();
  });
});

describe('settlementYear', () => {
  const period = settlementYearPeriod(2026, '2026-11-28')!;
  const rows = [
    row('2026-01-14', '1', 'pig', 10, 880_000, 2_000_050),
    row('2026-01-28', '2', 'pig', 5, 440_000, 1_000_000),
    row('2026-09-16', '3', 'sheep', 12, 230_400, 1_500_000),
    row('2026-09-16', '3', 'cattle', 1, 310_000, 2_100_000),
  ];
  const last = [row('2025-03-02', '9', 'pig', 7, 600_000, 1_400_000)];
  const year = settlementYear(2026, period, rows, last);

  it('lists every settlement and kind with date, animals, kg and kroner', () => {
    expect(year.settlements[0]).toEqual({ date: '2026-01-14', settlement_no: '1', kind: 'pig', animals: 10, weight_kg: 880, amount_kr: 20_000.5 });
    expect(year.settlements).toHaveLength(4);
  });

  it('sums per kind, per month and in all; a settlement of two kinds counts once in the total', () => {
    expect(year.total).toEqual({ settlements: 3, animals: 28, weight_kg: 1860.4, amount_kr: 66_000.5 });
    expect(year.by_kind).toEqual([
      { kind: 'pig', settlements: 2, animals: 15, weight_kg: 1320, amount_kr: 30_000.5 },
      { kind: 'sheep', settlements: 1, animals: 12, weight_kg: 230.4, amount_kr: 15_000 },
      { kind: 'cattle', settlements: 1, animals: 1, weight_kg: 310, amount_kr: 21_000 },
    ]);
    expect(year.by_month).toHaveLength(12);
    expect(year.by_month[0]).toEqual({ month: 1, settlements: 2, animals: 15, weight_kg: 1320, amount_kr: 30_000.5 });
    expect(year.by_month[8]).toEqual({ month: 9, settlements: 1, animals: 13, weight_kg: 540.4, amount_kr: 36_000 });
    expect(year.by_month[11]).toEqual({ month: 12, settlements: 0, animals: 0, weight_kg: 0, amount_kr: 0 });
  });

  it('puts the same period last year beside it, with the kinds of both years in each', () => {
    expect(year.same_period_last_year.from).toBe('2025-01-01');
    expect(year.same_period_last_year.to).toBe('2025-11-28');
    expect(year.same_period_last_year.total).toEqual({ settlements: 1, animals: 7, weight_kg: 600, amount_kr: 14_000 });
    expect(year.same_period_last_year.by_kind.map((k) => [k.kind, k.animals])).toEqual([
      ['pig', 7],
      ['sheep', 0],
      ['cattle', 0],
    ]);
    expect(year.same_period_last_year.by_month[2]).toMatchObject({ month: 3, animals: 7 });
  });
});
