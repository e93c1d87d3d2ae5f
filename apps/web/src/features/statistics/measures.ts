import { europClassStep, type FarmerStatistics, fatGroupStep, formatNumber, formatStatisticsNumber, formatStatisticsPercent, type StatisticsKind } from '@slakteweb/core';

/**
 * The averages a farmer compares: how each reads, and a number to compare by. Classes and fat
 * groups compare by their step on the 15-step scale (DESIGN.md §7); weights and meat percent by
 * value. Pigs have meat percent; sheep and cattle class and fat group (spec §3).
 */
export interface Measure {
  key: 'weight' | 'meat' | 'class' | 'fat';
  label: string;
  farm: (s: FarmerStatistics) => string | number | null;
  vendor: (s: FarmerStatistics) => string | number | null;
  /** A value as the screen writes it. */
  format: (value: string | number) => string;
  /** The number a value is compared by. */
  numeric: (value: string | number) => number | null;
  /** A difference of `numeric`s in words, without sign: '0,93 kg', '2 trinn'. */
  difference: (diff: number) => string;
  /** Where a bar's scale ends: the larger value, or the top of the 15-step scale. */
  scaleMax: (a: number, b: number) => number;
}

const steps = (diff: number) => `${formatNumber(diff, 0)} trinn`;
const larger = (a: number, b: number) => Math.max(a, b);

const WEIGHT: Measure = {
  key: 'weight',
  label: 'Snittvekt',
  farm: (s) => s.weight_kg_avg,
  vendor: (s) => s.weight_kg_avg_pr_vendor,
  format: (v) => formatStatisticsNumber(Number(v), 'kg'),
  numeric: (v) => Number(v),
  difference: (d) => formatStatisticsNumber(d, 'kg'),
  scaleMax: larger,
};

const MEAT: Measure = {
  key: 'meat',
  label: 'Snitt kjøttprosent',
  farm: (s) => s.meat_percent_avg,
  vendor: (s) => s.meat_percent_avg_pr_vendor,
  format: (v) => formatStatisticsPercent(Number(v)),
  numeric: (v) => Number(v),
  difference: (d) => formatStatisticsNumber(d, 'prosentpoeng'),
  scaleMax: larger,
};

const CLASS: Measure = {
  key: 'class',
  label: 'Snitt klasse',
  farm: (s) => s.classification_avg,
  vendor: (s) => s.classification_avg_pr_vendor,
  format: String,
  numeric: (v) => europClassStep(String(v)),
  difference: steps,
  scaleMax: () => 15,
};

const FAT: Measure = {
  key: 'fat',
  label: 'Snitt fettgruppe',
  farm: (s) => s.fat_group_avg,
  vendor: (s) => s.fat_group_avg_pr_vendor,
  format: String,
  numeric: (v) => fatGroupStep(String(v)),
  difference: steps,
  scaleMax: () => 15,
};

export function measuresFor(kind: StatisticsKind): Measure[] {
  return kind === 'pigs' ? [WEIGHT, MEAT] : [WEIGHT, CLASS, FAT];
}

/** How a value stands against another: above, below or the same, and by how much in words. */
export interface Difference {
  direction: 'up' | 'down' | 'same';
  amount: string;
}

export function differenceOf(measure: Measure, value: string | number | null, other: string | number | null): Difference | null {
  if (value === null || other === null) return null;
  const a = measure.numeric(value);
  const b = measure.numeric(other);
  if (a === null || b === null) return null;
  // Compare what the screen shows, hundredths (spec §9): a float's 1e-15 is no difference.
  const diff = Math.round((a - b) * 100) / 100;
  return { direction: diff > 0 ? 'up' : diff < 0 ? 'down' : 'same', amount: measure.difference(Math.abs(diff)) };
}
