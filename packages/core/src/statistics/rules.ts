import type { StatisticsComparisonPeriods, StatisticsKind, StatisticsTimeFrame } from '../contracts/statistics.js';
import type { AnimalKind } from '../contracts/settlements.js';
import { formatNumber } from '../format/number.js';

/** The statistics' kind of each settled animal kind (the settlements say pig, the statistics pigs). */
export const ANIMAL_KIND_OF: Record<StatisticsKind, AnimalKind> = { pigs: 'pig', sheep: 'sheep', cattle: 'cattle' };

/**
 * A statistics value as the screen shows it (spec/portal.md §9): weights, totals, meat percent
 * and shares alike rounded to the nearest hundredth, and '< 0,01' for what is above zero but
 * under 0.01. 91.7 kg → '91,70 kg', 0.004 → '< 0,01 kg', 0 → '0,00 kg'.
 */
export function formatStatisticsNumber(value: number, unit: string): string {
  if (value > 0 && value < 0.01) return `< 0,01 ${unit}`;
  return `${formatNumber(value, 2)} ${unit}`;
}

/** A statistics percentage: 12.345 → '12,35 %', 0.004 → '< 0,01 %', 0 → '0,00 %'. */
export function formatStatisticsPercent(percent: number): string {
  return formatStatisticsNumber(percent, '%');
}

/**
 * A value to the hundredth, half up, the way the statistics answer it: kilograms from grams
 * (grams / 10, rounded, / 100) or a percentage from tenths (tenths × 10, rounded, / 100).
 * Integers in, so the rounding is the same wherever it is done.
 */
export function hundredths(valueTimesHundred: number): number {
  return Math.floor(valueTimesHundred + 0.5) / 100;
}

/** The same calendar day a year earlier (yyyy-MM-dd); 29 February falls back to 28 February. */
export function sameDayAYearBefore(date: string): string {
  const year = String(Number(date.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/**
 * The periods 'I år og i fjor' compares (spec §3): this year from 1 January to the farmer's newest
 * settlement this year, or to today when there is none yet, and last year from 1 January to the
 * same day. Setting the months so far against the whole of last year would show a drop that is
 * not there.
 */
export function comparisonPeriods(newestThisYear: string | null, today: string): StatisticsComparisonPeriods {
  const to = newestThisYear ?? today;
  const year = Number(to.slice(0, 4));
  return {
    this_year: { from: `${year}-01-01`, to },
    last_year: { from: `${year - 1}-01-01`, to: sameDayAYearBefore(to) },
  };
}

/**
 * How often the disease graph writes a value on its axis (spec §9): every label for the last
 * settlement, every second for a year or all years, every fourth beside last year (two bars a
 * disease, a narrower graph on a phone).
 */
export function graphLabelFrequency(frame: StatisticsTimeFrame): number {
  if (frame === 'last-settlement') return 1;
  return frame === 'compare-this-last-year' ? 4 : 2;
}

/** Above this many values the graph is drawn at once, without animation (spec §9). */
export const GRAPH_ANIMATION_MAX_VALUES = 7;
