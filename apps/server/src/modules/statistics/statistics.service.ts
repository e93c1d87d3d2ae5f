import {
  ALL_SUBKINDS,
  ANIMAL_KIND_OF,
  type AnimalKind,
  type AnimalKindsWithStats,
  type Averages,
  type Clock,
  comparisonPeriods,
  europClassFromStep,
  type FarmerStatistics,
  type FarmerStatisticsComparison,
  fatGroupFromStep,
  hundredths,
  osloDate,
  type Share,
  type SlaughterhouseStatistics,
  STATISTICS_KINDS,
  STATISTICS_TIME_FRAMES,
  type StatisticsKind,
  type StatisticsTimeFrame,
  type TimeFrameKinds,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { StatisticsSums } from '../../db/types.js';
import * as repo from './statistics.repository.js';

/** Settlement groups in the order the settlements show them; others after these, by name. */
const SUBKIND_ORDER = ['Slaktegris', 'Purke', 'Råne', 'Lam', 'Sau', 'Storfe'];

const STATISTICS_KIND_OF: Record<AnimalKind, StatisticsKind> = { pig: 'pigs', sheep: 'sheep', cattle: 'cattle' };

function bySubkindOrder(a: string, b: string): number {
  const rank = (name: string) => (SUBKIND_ORDER.includes(name) ? SUBKIND_ORDER.indexOf(name) : SUBKIND_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b, 'nb');
}

/** No animals: what a farmer without a settlement is compared with. */
const EMPTY: StatisticsSums = {
  animals: 0,
  weight_g: 0,
  class_steps: 0,
  classified: 0,
  fat_steps: 0,
  fat_grouped: 0,
  meat_tenths: 0,
  meat_measured: 0,
  partially_discarded: 0,
  totally_discarded: 0,
  last_date: null,
};

/** Grams to kilograms to the hundredth, rounded half up (spec §9): 84 355 g → 84.36. */
function kgHundredths(grams: number): number {
  return hundredths(grams / 10);
}

/**
 * The averages of sums (DESIGN.md §7): classes and fat groups on the 15-step scale, shown back as
 * such; weights and meat percent to the hundredth (spec §9).
 */
function averagesOf(s: StatisticsSums): Averages {
  return {
    weight_kg_avg: s.animals > 0 ? kgHundredths(s.weight_g / s.animals) : null,
    classification_avg: s.classified > 0 ? europClassFromStep(s.class_steps / s.classified) : null,
    fat_group_avg: s.fat_grouped > 0 ? fatGroupFromStep(s.fat_steps / s.fat_grouped) : null,
    // Tenths of a percent averaged, to the hundredth of a percent.
    meat_percent_avg: s.meat_measured > 0 ? hundredths((s.meat_tenths / s.meat_measured) * 10) : null,
  };
}

function share(count: number, animals: number): Share {
  return { count, percentage: animals > 0 ? (count * 100) / animals : 0 };
}

/** A farmer's figures beside the cooperative's averages. */
function figures(farm: StatisticsSums, diseases: { name: string; animals: number }[], cooperative: StatisticsSums, lastGenerated: string | null): FarmerStatistics {
  const vendor = averagesOf(cooperative);
  return {
    count: farm.animals,
    weight_kg_tot: kgHundredths(farm.weight_g),
    ...averagesOf(farm),
    weight_kg_avg_pr_vendor: vendor.weight_kg_avg,
    classification_avg_pr_vendor: vendor.classification_avg,
    fat_group_avg_pr_vendor: vendor.fat_group_avg,
    meat_percent_avg_pr_vendor: vendor.meat_percent_avg,
    diseases: diseases.map((d) => ({ name: d.name, ...share(d.animals, farm.animals) })),
    partially_discarded: share(farm.partially_discarded, farm.animals),
    total_discarded: share(farm.totally_discarded, farm.animals),
    last_generated: lastGenerated,
  };
}

/** The kinds and subkinds of (kind, subkind) pairs, in the screen's order. */
function kindsOf(pairs: { animal_kind: AnimalKind; subkind: string }[]): TimeFrameKinds {
  const subkinds: TimeFrameKinds['subkinds'] = {};
  for (const kind of STATISTICS_KINDS) {
    const names = [...new Set(pairs.filter((p) => STATISTICS_KIND_OF[p.animal_kind] === kind).map((p) => p.subkind))].sort(bySubkindOrder);
    if (names.length > 0) subkinds[kind] = names;
  }
  const kinds = STATISTICS_KINDS.filter((kind) => subkinds[kind] !== undefined);
  return { has_slaughters: kinds.length > 0, kinds_with_stats: kinds, subkinds };
}

/**
 * The statistics screen's figures (spec/portal.md §2, §3, §7), from the settled animals of posted
 * settlements: a farmer's, and the cooperative's averages over every supplier's animals. A
 * settlement counts in a year by its date, an Oslo calendar date; "this year" is the Oslo year of
 * the clock.
 */
export class StatisticsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private thisYear(): number {
    return Number(osloDate(this.clock()).slice(0, 4));
  }

  private today(): string {
    return osloDate(this.clock());
  }

  /** The periods 'I år og i fjor' compares: the year so far and the same part of last year. */
  private async comparison(supplierNo: string) {
    const year = this.thisYear();
    return comparisonPeriods(await repo.supplierNewestDate(this.db, supplierNo, { from: year, to: year }), this.today());
  }

  /** Per time frame, whether the farmer has settled animals and of which kinds and subkinds. */
  async kindsWithStats(supplierNo: string): Promise<AnimalKindsWithStats> {
    const year = this.thisYear();
    const [rows, newest, periods] = await Promise.all([
      repo.supplierKinds(this.db, supplierNo),
      repo.newestPostedDate(this.db, supplierNo),
      this.comparison(supplierNo),
    ]);
    const [lastSettlement, lastYearSoFar] = await Promise.all([
      newest === null ? [] : repo.kindsBetween(this.db, supplierNo, { from: newest, to: newest }),
      repo.kindsBetween(this.db, supplierNo, periods.last_year),
    ]);
    const frames: Record<StatisticsTimeFrame, { animal_kind: AnimalKind; subkind: string }[]> = {
      'last-settlement': lastSettlement,
      'this-year': rows.filter((r) => r.year === year),
      'last-year': rows.filter((r) => r.year === year - 1),
      'all-time': rows,
      'compare-this-last-year': [...rows.filter((r) => r.year === year), ...lastYearSoFar],
    };
    return Object.fromEntries(STATISTICS_TIME_FRAMES.map((frame) => [frame, kindsOf(frames[frame])])) as AnimalKindsWithStats;
  }

  /** The farmer's figures for a frame, kind and subkind ('all' for every subkind), beside the cooperative's. */
  async farmerStatistics(
    supplierNo: string,
    frame: StatisticsTimeFrame,
    kind: StatisticsKind,
    subkind: string,
  ): Promise<FarmerStatistics | FarmerStatisticsComparison> {
    const animals: repo.AnimalFilter = { kind: ANIMAL_KIND_OF[kind], subkind: subkind === ALL_SUBKINDS ? null : subkind };
    const year = this.thisYear();
    switch (frame) {
      case 'last-settlement':
        return this.lastSettlement(supplierNo, animals);
      case 'this-year':
        return this.years(supplierNo, animals, { from: year, to: year });
      case 'last-year':
        return this.years(supplierNo, animals, { from: year - 1, to: year - 1 });
      case 'all-time':
        return this.years(supplierNo, animals, null);
      case 'compare-this-last-year': {
        const periods = await this.comparison(supplierNo);
        const [thisYear, lastYear] = await Promise.all([
          // This year so far is all of this year's settlements: the rollup has them.
          this.years(supplierNo, animals, { from: year, to: year }),
          this.between(supplierNo, animals, periods.last_year, { from: year - 1, to: year - 1 }),
        ]);
        return { this_year: thisYear, last_year: lastYear, periods };
      }
    }
  }

  /** Whole years: the farmer's own rollup, the period ending at the farmer's newest settlement in them. */
  private async years(supplierNo: string, animals: repo.AnimalFilter, years: repo.YearSpan): Promise<FarmerStatistics> {
    const [farm, diseases, cooperative, newest] = await Promise.all([
      repo.supplierSums(this.db, supplierNo, animals, years),
      repo.supplierDiseases(this.db, supplierNo, animals, years),
      repo.cooperativeSums(this.db, animals, years),
      repo.supplierNewestDate(this.db, supplierNo, years),
    ]);
    return figures(farm, diseases, cooperative, newest);
  }

  /** A span of the farmer's settlements from the animals, beside the cooperative's whole years. */
  private async between(supplierNo: string, animals: repo.AnimalFilter, dates: repo.DateSpan, cooperativeYears: repo.YearSpan): Promise<FarmerStatistics> {
    const [farm, diseases, cooperative, newest] = await Promise.all([
      repo.sumsBetween(this.db, supplierNo, dates, animals),
      repo.diseasesBetween(this.db, supplierNo, dates, animals),
      repo.cooperativeSums(this.db, animals, cooperativeYears),
      repo.newestBetween(this.db, supplierNo, dates),
    ]);
    return figures(farm, diseases, cooperative, newest);
  }

  /**
   * Every posted settlement of the farmer's newest settlement date, whatever its kind (a pig and a
   * sheep settlement of one day are one delivery), beside the cooperative's in that month.
   */
  private async lastSettlement(supplierNo: string, animals: repo.AnimalFilter): Promise<FarmerStatistics> {
    const newest = await repo.newestPostedDate(this.db, supplierNo);
    if (newest === null) return figures(EMPTY, [], EMPTY, null);
    const day = { from: newest, to: newest };
    const [farm, diseases, cooperative] = await Promise.all([
      repo.sumsBetween(this.db, supplierNo, day, animals),
      repo.diseasesBetween(this.db, supplierNo, day, animals),
      repo.cooperativeMonthSums(this.db, animals, newest),
    ]);
    return figures(farm, diseases, cooperative, newest);
  }

  /** The cooperative's averages per kind this year (every supplier's animals). */
  async slaughterhouse(): Promise<SlaughterhouseStatistics> {
    const year = this.thisYear();
    const [byKind, newest] = await Promise.all([repo.cooperativeSumsByKind(this.db, { from: year, to: year }), repo.newestCooperativeDate(this.db, { from: year, to: year })]);
    const entries = STATISTICS_KINDS.map((kind) => {
      const sums = byKind.get(ANIMAL_KIND_OF[kind]);
      return [kind, { count: sums?.animals ?? 0, ...averagesOf(sums ?? EMPTY), last_generated: sums && sums.animals > 0 ? newest : null }] as const;
    });
    return Object.fromEntries(entries) as SlaughterhouseStatistics;
  }
}
