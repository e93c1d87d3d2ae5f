import {
  ANIMAL_KIND_OF,
  BENCHMARK_DIRECTION,
  type BenchmarkCostLine,
  type BenchmarkDirection,
  benchmarkPeriod,
  type BenchmarkQuality,
  type BenchmarkShare,
  type Clock,
  findingCode,
  HEALTH_BENCHMARK_MIN_ANIMALS,
  HEALTH_BENCHMARK_MIN_SUPPLIERS,
  HEALTH_BENCHMARK_TIME_FRAMES,
  type HealthBenchmark,
  type HealthBenchmarkTimeFrame,
  osloDate,
  type StatisticsKind,
  trendQuarters,
} from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import * as repo from './health-benchmark.repository.js';

/** To the hundredth, for the answer (the ranks are taken on the unrounded figures, in SQL). */
function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

type Bands = { median: number | null; best_quarter: number | null; best_tenth: number | null };

const NO_BANDS: Bands = { median: null, best_quarter: null, best_tenth: null };

/** The bands from the five levels (0.1, 0.25, 0.5, 0.75, 0.9): the better end's quarter and tenth. */
function bandsOf(levels: repo.Levels, direction: BenchmarkDirection, suppliers: number): Bands {
  if (levels === null || suppliers < HEALTH_BENCHMARK_MIN_SUPPLIERS) return NO_BANDS;
  const [p10, p25, p50, p75, p90] = levels.map(round2) as [number, number, number, number, number];
  if (direction === 'lower') return { median: p50, best_quarter: p25, best_tenth: p10 };
  if (direction === 'higher') return { median: p50, best_quarter: p75, best_tenth: p90 };
  return { median: p50, best_quarter: null, best_tenth: null };
}

/** The share of the suppliers with the figure that the farm does better than (whole percent, down). */
function percentileOf(worse: number | null, suppliers: number): number | null {
  if (worse === null || suppliers < HEALTH_BENCHMARK_MIN_SUPPLIERS) return null;
  return Math.floor((worse * 100) / suppliers);
}

/** Of a measure's distribution, the suppliers worse than the farm: above it where lower is better, else below. */
function worseOf(d: repo.MeasureDistribution, direction: BenchmarkDirection): number | null {
  return direction === 'lower' ? d.above : d.below;
}

/**
 * Where a farm stands among the suppliers who delivered the same kind (DESIGN.md §10,
 * Benchmarks): its figures, the bands over the suppliers with at least the minimum animals, its
 * rank among them, the trend over twelve quarters against the median farm, and what its condemned
 * carcasses cost it. Periods are whole calendar quarters of Oslo dates.
 */
export class HealthBenchmarkService {
  /** Bands being worked out, by kind, span and generation: calls arriving meanwhile wait for the one. */
  private readonly keeping = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /**
   * Reads kept bands; when they are not kept as of the generation yet (the rollups changed since
   * and keepCurrentBands has not got to them), works them out once, whoever else asks meanwhile,
   * and reads them again.
   */
  private async withBands<T>(read: () => Promise<T | null>, keep: () => Promise<void>, key: string): Promise<T | null> {
    const kept = await read();
    if (kept !== null) return kept;
    await this.keepOnce(key, keep);
    // Null still when a call as of a newer generation replaced them meanwhile: the rollups changed again.
    return read();
  }

  /** Runs `keep` for a key (kind, span, generation) once however many ask while it runs. */
  private keepOnce(key: string, keep: () => Promise<void>): Promise<void> {
    let keeping = this.keeping.get(key);
    if (!keeping) {
      keeping = keep().finally(() => this.keeping.delete(key));
      this.keeping.set(key, keeping);
    }
    return keeping;
  }

  /** The generation keepCurrentBands last brought the bands up to, and its run under way. */
  private keptGeneration: number | null = null;
  private keepingCurrent: Promise<number> | null = null;

  /**
   * After a write to the rollups (an import wakes it, and the notification worker's tick looks now
   * and then for what another process or the admin CLI wrote): works out again, in the
   * background, the bands farmers have asked for that are of an older generation, for the spans
   * of today's time frames, so the farmer's next call reads them rather than waits for them.
   * Each span is replaced in one transaction (keepBands): a call meanwhile reads the old bands
   * only as of their own generation, never a half-written span, and otherwise waits for the same
   * work. Answers the spans worked out. Cheap when nothing changed: one look-up.
   */
  keepCurrentBands(): Promise<number> {
    this.keepingCurrent ??= this.keepStaleSpans().finally(() => {
      this.keepingCurrent = null;
    });
    return this.keepingCurrent;
  }

  private async keepStaleSpans(): Promise<number> {
    const generation = await repo.rollupGeneration(this.db);
    if (generation === this.keptGeneration) return 0;
    const today = osloDate(this.clock());
    const quarters = trendQuarters(today);
    const trendSpan = { from: quarters[0]!, to: quarters[quarters.length - 1]! };
    const current = new Map<string, () => Promise<void>>();
    for (const kind of new Set(Object.values(ANIMAL_KIND_OF))) {
      for (const frame of HEALTH_BENCHMARK_TIME_FRAMES) {
        const span = benchmarkPeriod(frame, today).quarters;
        current.set(`${kind}|${repo.spanKey(span)}`, () => repo.keepBands(this.db, kind, span, generation));
      }
      current.set(`${kind}|${repo.trendKey(trendSpan)}`, () => repo.keepTrendBands(this.db, kind, trendSpan, generation));
    }
    let kept = 0;
    // One span after another: the farmers' calls go on meanwhile.
    for (const stale of await repo.staleSpans(this.db, generation)) {
      const keep = current.get(`${stale.animal_kind}|${stale.span}`);
      if (!keep) continue;
      await this.keepOnce(`${stale.animal_kind}|${stale.span}|${generation}`, keep);
      kept++;
    }
    this.keptGeneration = generation;
    return kept;
  }

  async benchmark(supplierNo: string, frame: HealthBenchmarkTimeFrame, statisticsKind: StatisticsKind, attempt = 1): Promise<HealthBenchmark> {
    const kind = ANIMAL_KIND_OF[statisticsKind];
    const today = osloDate(this.clock());
    const period = benchmarkPeriod(frame, today);
    const quarters = trendQuarters(today);
    const trendSpan = { from: quarters[0]!, to: quarters[quarters.length - 1]! };
    // The rollups' generation first: bands kept as of it were taken from rollups at least as new.
    const generation = await repo.rollupGeneration(this.db);
    const [farm, farmFindings, dist, trendBands, farmTrend, condemned] = await Promise.all([
      repo.farmSums(this.db, supplierNo, kind, period.quarters),
      repo.farmFindings(this.db, supplierNo, kind, period.quarters),
      this.withBands(
        () => repo.standing(this.db, supplierNo, kind, period.quarters, generation),
        () => repo.keepBands(this.db, kind, period.quarters, generation),
        `${kind}|${repo.spanKey(period.quarters)}|${generation}`,
      ),
      this.withBands(
        () => repo.trendBands(this.db, kind, trendSpan, generation),
        () => repo.keepTrendBands(this.db, kind, trendSpan, generation),
        `${kind}|${repo.trendKey(trendSpan)}|${generation}`,
      ),
      repo.farmTrend(this.db, supplierNo, kind, trendSpan),
      repo.condemnedCarcasses(this.db, supplierNo, kind, period.dates),
    ]);
    if (dist === null || trendBands === null) {
      // The rollups changed while the bands were worked out: once more as of the new generation.
      if (attempt >= 3) throw new Error('health benchmark: the rollups kept changing while the bands were worked out');
      return this.benchmark(supplierNo, frame, statisticsKind, attempt + 1);
    }
    // A finding found only at a farm outside the distribution: every supplier in it has none.
    const findings = new Map(dist.findings);
    if (dist.suppliers > 0) for (const name of farmFindings.keys()) if (!findings.has(name)) findings.set(name, { levels: [0, 0, 0, 0, 0], above: null });
    const inDistribution = farm.animals >= HEALTH_BENCHMARK_MIN_ANIMALS;
    const per100 = (count: number) => (farm.animals > 0 ? round2((count * 100) / farm.animals) : null);

    const share = (count: number, measure: 'partial' | 'total'): BenchmarkShare => {
      const d = dist.measures[measure];
      return { per_100: per100(count), percentile: percentileOf(worseOf(d, 'lower'), d.suppliers), ...bandsOf(d.levels, 'lower', d.suppliers) };
    };
    const quality = (value: number | null, measure: Exclude<repo.Measure, 'partial' | 'total'>): BenchmarkQuality => {
      const d = dist.measures[measure];
      const direction = BENCHMARK_DIRECTION[measure];
      return { value: value === null ? null : round2(value), percentile: value === null ? null : percentileOf(worseOf(d, direction), d.suppliers), ...bandsOf(d.levels, direction, d.suppliers) };
    };

    return {
      period: period.dates,
      animals: farm.animals,
      in_distribution: inDistribution,
      minimum_animals: HEALTH_BENCHMARK_MIN_ANIMALS,
      suppliers_in_distribution: dist.suppliers,
      findings: [...findings.entries()]
        .map(([name, f]) => ({
          code: findingCode(name),
          name,
          per_100: per100(farmFindings.get(name) ?? 0),
          percentile: percentileOf(f.above, dist.suppliers),
          ...bandsOf(f.levels, 'lower', dist.suppliers),
        }))
        // The farm's most frequent first, then by the median farm's.
        .sort((a, b) => (b.per_100 ?? 0) - (a.per_100 ?? 0) || (b.median ?? 0) - (a.median ?? 0) || a.name.localeCompare(b.name, 'nb')),
      discards: { partial: share(farm.partially_discarded, 'partial'), total: share(farm.totally_discarded, 'total') },
      quality: {
        weight_kg: quality(farm.animals > 0 ? farm.weight_g / farm.animals / 1000 : null, 'weight_kg'),
        class_step: quality(farm.classified > 0 ? farm.class_steps / farm.classified : null, 'class_step'),
        fat_group_step: quality(farm.fat_grouped > 0 ? farm.fat_steps / farm.fat_grouped : null, 'fat_group_step'),
        meat_percent: quality(farm.meat_measured > 0 ? farm.meat_tenths / farm.meat_measured / 10 : null, 'meat_percent'),
      },
      trend: quarters.map((quarter) => {
        const mine = farmTrend.get(quarter);
        const band = trendBands.get(quarter);
        return {
          year: Number(quarter.slice(0, 4)),
          quarter: (Number(quarter.slice(5, 7)) + 2) / 3,
          per_100: mine && mine.animals > 0 ? round2((mine.with_findings * 100) / mine.animals) : null,
          median: band && band.median !== null && band.suppliers >= HEALTH_BENCHMARK_MIN_SUPPLIERS ? round2(band.median) : null,
        };
      }),
      ...costs(condemned),
    };
  }
}

/** The condemned carcasses' cost: all of them ('Kassasjon'), then per finding, most costly first. */
function costs(condemned: Awaited<ReturnType<typeof repo.condemnedCarcasses>>): Pick<HealthBenchmark, 'cost_kr' | 'costs'> {
  const line = (code: string, name: string, rows: typeof condemned): BenchmarkCostLine => ({
    code,
    name,
    animals: rows.length,
    weight_kg: round2(rows.reduce((s, r) => s + r.weight_g, 0) / 1000),
    cost_kr: Math.round(rows.reduce((s, r) => s + (r.cost_ore ?? 0), 0) / 100),
  });
  const total = line('kassasjon', 'Kassasjon', condemned);
  const names = [...new Set(condemned.flatMap((r) => r.findings))];
  const perFinding = names.map((name) => line(findingCode(name), name, condemned.filter((r) => r.findings.includes(name)))).sort((a, b) => b.cost_kr - a.cost_kr || a.name.localeCompare(b.name, 'nb'));
  return { cost_kr: total.cost_kr, costs: [total, ...perFinding] };
}
