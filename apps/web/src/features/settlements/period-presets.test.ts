import { CalendarDate, parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { periodPresets } from './period-presets';

const today = new CalendarDate(2026, 11, 24);
const text = (presets: ReturnType<typeof periodPresets>) =>
  presets.map((p) => [p.label, p.range ? `${p.range.from.toString()}–${p.range.to.toString()}` : null]);

describe("'I år' and 'I fjor'", () => {
  it('are the calendar years, cut to the oldest and newest settlement', () => {
    expect(text(periodPresets(today, parseDate('2024-03-01'), parseDate('2026-11-09')))).toEqual([
      ['I år', '2026-01-01–2026-11-09'],
      ['I fjor', '2025-01-01–2025-12-31'],
    ]);
  });

  it('have no range for a year without settlements', () => {
    expect(text(periodPresets(today, parseDate('2026-09-04'), parseDate('2026-10-02')))).toEqual([
      ['I år', '2026-09-04–2026-10-02'],
      ['I fjor', null],
    ]);
    expect(text(periodPresets(today, parseDate('2023-05-01'), parseDate('2024-12-01')))).toEqual([
      ['I år', null],
      ['I fjor', null],
    ]);
  });

  it('follow the year of today', () => {
    const presets = periodPresets(new CalendarDate(2027, 1, 2), parseDate('2025-06-01'), parseDate('2027-01-02'));
    expect(text(presets)).toEqual([
      ['I år', '2027-01-01–2027-01-02'],
      ['I fjor', '2026-01-01–2026-12-31'],
    ]);
  });
});
