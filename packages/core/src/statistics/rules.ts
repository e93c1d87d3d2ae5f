import type { StatisticsKind } from '../contracts/statistics.js';
import type { AnimalKind } from '../contracts/settlements.js';
import { formatNumber } from '../format/number.js';

/** The statistics' kind of each settled animal kind (the settlements say pig, the statistics pigs). */
export const ANIMAL_KIND_OF: Record<StatisticsKind, AnimalKind> = { pigs: 'pig', sheep: 'sheep', cattle: 'cattle' };

/**
 * A statistics percentage as the screen shows it (spec/portal.md §9): rounded to the nearest
 * hundredth, and '< 0,01 %' for what is above zero but under 0.01.
 * 12.345 → '12,35 %', 0.004 → '< 0,01 %', 0 → '0,00 %'.
 */
export function formatStatisticsPercent(percent: number): string {
  if (percent > 0 && percent < 0.01) return '< 0,01 %';
  return `${formatNumber(percent, 2)} %`;
}
