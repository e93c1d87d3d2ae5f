import { z } from 'zod';
import { isoDateSchema } from './settlements.js';
import { statisticsKindSchema } from './statistics.js';

/**
 * GET /api/health_benchmark/{timeFrame}/{kind}: where a farm stands among the suppliers who
 * delivered the same kind in a period (DESIGN.md §10, Benchmarks). Only the farm's own figures,
 * bands over the suppliers (median, best quarter, best tenth) and the farm's rank: never another
 * supplier's figure. Suppliers with fewer than HEALTH_BENCHMARK_MIN_ANIMALS animals in the period
 * are left out of the distribution; with fewer than HEALTH_BENCHMARK_MIN_SUPPLIERS suppliers in it
 * there are no bands at all, since a band over two or three farms would all but name them.
 */

/**
 * The periods a benchmark is taken over: the statistics' calendar years and all time, and the last
 * four whole quarters (a year of seasons, none cut short). The last settlement and 'I år og i fjor'
 * are one farm's dates, not a period every supplier shares, and have no distribution.
 */
export const HEALTH_BENCHMARK_TIME_FRAMES = ['this-year', 'last-year', 'all-time', 'last-4-quarters'] as const;
export const healthBenchmarkTimeFrameSchema = z.enum(HEALTH_BENCHMARK_TIME_FRAMES, { error: 'Ugyldig tidsperiode' });
export type HealthBenchmarkTimeFrame = z.infer<typeof healthBenchmarkTimeFrameSchema>;

/** Fewest animals a supplier must have delivered in the period to be counted in the distribution. */
export const HEALTH_BENCHMARK_MIN_ANIMALS = 10;
/** Fewest suppliers in a distribution for its bands and ranks to be shown. */
export const HEALTH_BENCHMARK_MIN_SUPPLIERS = 5;

/** Path of GET /api/health_benchmark/{timeFrame}/{kind}. */
export const healthBenchmarkParamsSchema = z.object({
  timeFrame: healthBenchmarkTimeFrameSchema,
  kind: statisticsKindSchema,
});

/**
 * The bands of one measure over the suppliers in the distribution, to the hundredth: the median,
 * and the values the best quarter and the best tenth reach (null where neither end is better, as
 * for the fat group, and when the distribution is too small).
 */
const bandsSchema = z.object({
  median: z.number().nullable(),
  best_quarter: z.number().nullable(),
  best_tenth: z.number().nullable(),
});

/**
 * The share of the suppliers in the distribution, in whole percent rounded down, whose figure is
 * worse than the farm's (for a measure without a better end: lower). Null when the farm is not in
 * the distribution or the distribution is too small.
 */
const percentileSchema = z.number().int().min(0).max(100).nullable();

/** A finding (disease at the meat inspection) per 100 animals. */
export const benchmarkFindingSchema = bandsSchema.extend({
  /** A stable key of the name (lower case, dashes). */
  code: z.string().max(200),
  name: z.string().max(200),
  /** The farm's animals with the finding per 100 of its animals; null when it has none of the kind. */
  per_100: z.number().min(0).nullable(),
  percentile: percentileSchema,
});
export type BenchmarkFinding = z.infer<typeof benchmarkFindingSchema>;

/** Animals per 100 partly or wholly condemned. */
export const benchmarkShareSchema = bandsSchema.extend({
  per_100: z.number().min(0).nullable(),
  percentile: percentileSchema,
});
export type BenchmarkShare = z.infer<typeof benchmarkShareSchema>;

/** A carcass quality average: the farm's value and the bands. */
export const benchmarkQualitySchema = bandsSchema.extend({
  value: z.number().nullable(),
  percentile: percentileSchema,
});
export type BenchmarkQuality = z.infer<typeof benchmarkQualitySchema>;

/** One calendar quarter of the trend: the farm's animals with findings per 100 and the median farm's. */
export const benchmarkTrendPointSchema = z.object({
  year: z.number().int(),
  quarter: z.number().int().min(1).max(4),
  per_100: z.number().min(0).nullable(),
  median: z.number().min(0).nullable(),
});
export type BenchmarkTrendPoint = z.infer<typeof benchmarkTrendPointSchema>;

/**
 * What condemned carcasses cost the farm: their weight × the farm's own average price per kg of the
 * kind in the week they were settled. Only whole carcasses (totalkassert): what part of a carcass a
 * partial condemnation took is not in the settlement. `code` 'kassasjon' is every condemned
 * carcass; the others are those of them with a finding.
 */
export const benchmarkCostLineSchema = z.object({
  code: z.string().max(200),
  name: z.string().max(200),
  animals: z.number().int().min(0),
  weight_kg: z.number().min(0),
  cost_kr: z.number().int().min(0),
});
export type BenchmarkCostLine = z.infer<typeof benchmarkCostLineSchema>;

/** The answer of GET /api/health_benchmark/{timeFrame}/{kind}. */
export const healthBenchmarkSchema = z.object({
  /** The settlement dates of the period, both ends included; null from for all time. */
  period: z.object({ from: isoDateSchema.nullable(), to: isoDateSchema }),
  /** The farm's settled animals of the kind in the period. */
  animals: z.number().int().min(0),
  /** Whether the farm has enough animals to be counted (HEALTH_BENCHMARK_MIN_ANIMALS). */
  in_distribution: z.boolean(),
  minimum_animals: z.number().int(),
  /** Suppliers counted in the distribution (the farm among them when in_distribution). */
  suppliers_in_distribution: z.number().int().min(0),
  findings: z.array(benchmarkFindingSchema).max(200),
  discards: z.object({ partial: benchmarkShareSchema, total: benchmarkShareSchema }),
  /**
   * Carcass quality: weight in kg, class and fat group on the 15-step scale (1 = P-, 15 = E+;
   * 1 = 1-, 15 = 5+) for the screen to name, meat percent. Null values where no animal has one.
   */
  quality: z.object({
    weight_kg: benchmarkQualitySchema,
    class_step: benchmarkQualitySchema,
    fat_group_step: benchmarkQualitySchema,
    meat_percent: benchmarkQualitySchema,
  }),
  /** The last twelve quarters, oldest first. */
  trend: z.array(benchmarkTrendPointSchema).max(12),
  /** The cost of the condemned carcasses in whole kroner; null where prices are not shown. */
  cost_kr: z.number().int().min(0).nullable(),
  /** The cost per finding; null where prices are not shown. */
  costs: z.array(benchmarkCostLineSchema).max(201).nullable(),
});
export type HealthBenchmark = z.infer<typeof healthBenchmarkSchema>;

/** GET /api/health_benchmark/{timeFrame}/{kind} → { health_benchmark }. */
export const healthBenchmarkResponseSchema = z.object({ health_benchmark: healthBenchmarkSchema });

/** A health remark declared in a slaughter enrolment: when it was sent, the animal's number or how many ('2 dyr'), the remark and its comment. */
export const declaredHealthRemarkSchema = z.object({ sent: z.string(), animals: z.string(), text: z.string(), comment: z.string() });
export type DeclaredHealthRemark = z.infer<typeof declaredHealthRemarkSchema>;

/** A treatment under withdrawal a slaughter enrolment was sent with (dates yyyy-MM-dd; diseases' names joined). */
export const declaredTreatmentSchema = z.object({
  sent: z.string(),
  animals: z.string(),
  medication: z.string(),
  treatment_date: z.string(),
  restrain_limit: z.string(),
  diseases: z.string(),
});
export type DeclaredTreatment = z.infer<typeof declaredTreatmentSchema>;

/**
 * GET /api/health_declarations/{timeFrame}/{kind}: what the farm's slaughter enrolments of the
 * kind sent in the period declared and confirmed, as the health report lists it.
 */
export const healthDeclarationsResponseSchema = z.object({
  health_declarations: z.object({ remarks: z.array(declaredHealthRemarkSchema), treatments: z.array(declaredTreatmentSchema) }),
});
export type HealthDeclarations = z.infer<typeof healthDeclarationsResponseSchema>['health_declarations'];
