import type { BenchmarkCostLine, HealthBenchmark, HealthBenchmarkTimeFrame } from '../contracts/health-benchmark.js';
import { HEALTH_BENCHMARK_MIN_ANIMALS } from '../contracts/health-benchmark.js';
import { formatNumber } from '../format/number.js';

/**
 * The health benchmark's rules (DESIGN.md §10, Benchmarks), for the server and the screen alike:
 * which quarters a period takes in, which end of a measure is better, and the sentences.
 */

/** Which end of a measure is better: fewer findings, heavier and better classed carcasses, more meat; neither for fat. */
export type BenchmarkDirection = 'lower' | 'higher' | 'none';

export const BENCHMARK_DIRECTION = {
  findings: 'lower',
  discards: 'lower',
  weight_kg: 'higher',
  class_step: 'higher',
  fat_group_step: 'none',
  meat_percent: 'higher',
} as const satisfies Record<string, BenchmarkDirection>;

/** The first day of the calendar quarter of a date (yyyy-MM-dd), `shift` quarters on (negative: back). */
export function quarterStart(date: string, shift = 0): string {
  const index = Number(date.slice(0, 4)) * 4 + Math.floor((Number(date.slice(5, 7)) - 1) / 3) + shift;
  const year = Math.floor(index / 4);
  return `${String(year).padStart(4, '0')}-${String((index % 4) * 3 + 1).padStart(2, '0')}-01`;
}

/** The last day of the quarter starting on `start`. */
function quarterEnd(start: string): string {
  const next = quarterStart(start, 1);
  const end = new Date(`${next}T00:00:00Z`);
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/**
 * The quarters of a period (first days, both included; from null for all time) and its settlement
 * dates, on `today` (an Oslo date). The last four quarters are the four whole quarters before
 * today's.
 */
export function benchmarkPeriod(frame: HealthBenchmarkTimeFrame, today: string): { quarters: { from: string | null; to: string }; dates: { from: string | null; to: string } } {
  const year = Number(today.slice(0, 4));
  const span = (from: string | null, to: string) => ({ quarters: { from, to }, dates: { from, to: quarterEnd(to) } });
  switch (frame) {
    case 'this-year':
      return span(`${year}-01-01`, `${year}-10-01`);
    case 'last-year':
      return span(`${year - 1}-01-01`, `${year - 1}-10-01`);
    case 'all-time':
      return span(null, quarterStart(today));
    case 'last-4-quarters':
      return span(quarterStart(today, -4), quarterStart(today, -1));
  }
}

/** The trend's quarters: the twelve up to and including today's, oldest first (first days). */
export function trendQuarters(today: string): string[] {
  return Array.from({ length: 12 }, (_, i) => quarterStart(today, i - 11));
}

/** A finding's key: its name in lower case, anything but letters and digits a dash ('Lunge-betennelse, kronisk' → 'lunge-betennelse-kronisk'). */
export function findingCode(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/** The rank as a sentence: 'Bedre enn 72 % av produsentene'; 'Høyere enn …' where neither end is better. */
export function percentileSentence(percentile: number, direction: BenchmarkDirection): string {
  return `${direction === 'none' ? 'Høyere' : 'Bedre'} enn ${percentile} % av produsentene`;
}

/** Why a farm has no rank: too few animals of its own, or too few suppliers to compare with. */
export function outsideDistributionText(benchmark: Pick<HealthBenchmark, 'in_distribution' | 'suppliers_in_distribution' | 'animals'>, minSuppliers: number): string | null {
  if (benchmark.animals === 0) return 'Gården leverte ingen dyr av dette slaget i perioden.';
  if (!benchmark.in_distribution) return `Gården leverte færre enn ${HEALTH_BENCHMARK_MIN_ANIMALS} dyr i perioden og er ikke med i sammenligningen.`;
  if (benchmark.suppliers_in_distribution < minSuppliers) return 'For få produsenter leverte i perioden til å sammenligne.';
  return null;
}

/** Kroner 'om lag': to the nearest hundred, to the nearest ten under a thousand. */
export function roughKroner(kr: number): number {
  const step = kr < 1000 ? 10 : 100;
  return Math.round(kr / step) * step;
}

/** 'Kassasjon: 3 slakt, 84,2 kg, om lag 5 300 kr'. */
export function costLineText(line: BenchmarkCostLine): string {
  return `${line.name}: ${line.animals} slakt, ${formatNumber(line.weight_kg, 1)} kg, om lag ${formatNumber(roughKroner(line.cost_kr), 0)} kr`;
}

/** The benchmark without what anything cost: for those who may not see prices. */
export function withoutPrices(benchmark: HealthBenchmark): HealthBenchmark {
  return { ...benchmark, cost_kr: null, costs: null };
}

/** The periods as the screen and the health report name them. */
export const HEALTH_BENCHMARK_FRAME_LABELS: Record<HealthBenchmarkTimeFrame, string> = {
  'this-year': 'I år',
  'last-year': 'I fjor',
  'all-time': 'Hele perioden',
  'last-4-quarters': 'Siste fire kvartal',
};

/** The health report's file: 'helserapport-sau-i-fjor.pdf' (plain ASCII, safe in a header). */
export function healthReportFileName(frame: HealthBenchmarkTimeFrame, kind: 'pigs' | 'sheep' | 'cattle'): string {
  const kindName = { pigs: 'gris', sheep: 'sau', cattle: 'storfe' }[kind];
  return `helserapport-${kindName}-${frame}.pdf`;
}
