import { z } from 'zod';
import { isoDateSchema } from './settlements.js';

/**
 * The statistics endpoints (spec/portal.md §7): which kinds have figures in which time frame, a
 * farmer's figures beside the cooperative's for one frame, kind and subkind, and the cooperative's
 * averages this year. Computed from the settled animals of posted settlements; a settlement counts
 * in a frame by its date (an Oslo calendar date).
 */

/**
 * The time frames (spec §3), in the order the screen offers them: the farmer's newest posted
 * settlement date (every settlement of that day, whatever its kind), this calendar year, last
 * calendar year, everything, and this year so far beside the same period last year.
 */
export const STATISTICS_TIME_FRAMES = ['last-settlement', 'this-year', 'last-year', 'all-time', 'compare-this-last-year'] as const;
export const statisticsTimeFrameSchema = z.enum(STATISTICS_TIME_FRAMES, { error: 'Ugyldig tidsperiode' });
export type StatisticsTimeFrame = z.infer<typeof statisticsTimeFrameSchema>;

/** Animal kinds as the statistics name them (the settlements' pig/sheep/cattle), in the screen's order. */
export const STATISTICS_KINDS = ['pigs', 'sheep', 'cattle'] as const;
export const statisticsKindSchema = z.enum(STATISTICS_KINDS, { error: 'Ugyldig dyreslag' });
export type StatisticsKind = z.infer<typeof statisticsKindSchema>;

/** The subkind that means every subkind of the kind ('av type': all types). */
export const ALL_SUBKINDS = 'all';

/** Longest subkind name accepted: the settlement group names are short words ('Slaktegris', 'Råne'). */
export const SUBKIND_MAX_LENGTH = 40;

/** A subkind in a path: a settlement group name (letters, digits, space, '.', '-', '_') or 'all'. */
export const statisticsSubkindSchema = z
  .string()
  .min(1, 'Ugyldig type')
  .max(SUBKIND_MAX_LENGTH, 'Ugyldig type')
  .regex(/^[\p{L}\p{N} ._-]+$/u, 'Ugyldig type');

/** Upper bound of names in answers (subkinds, diseases). */
const nameSchema = z.string().max(200);

/** One time frame of GET /api/farmer_statistics/animal_kinds_with_stats. */
export const timeFrameKindsSchema = z.object({
  /** The farmer has settled animals in this frame. */
  has_slaughters: z.boolean(),
  /** Kinds with settled animals in the frame, in the order pigs, sheep, cattle. */
  kinds_with_stats: z.array(statisticsKindSchema).max(STATISTICS_KINDS.length),
  /** Per kind with stats, its subkinds (settlement group names) with animals in the frame. */
  subkinds: z.partialRecord(statisticsKindSchema, z.array(nameSchema).max(50)),
});
export type TimeFrameKinds = z.infer<typeof timeFrameKindsSchema>;

/** GET /api/farmer_statistics/animal_kinds_with_stats → { animal_kinds_with_stats: { [frame]: … } }. */
export const animalKindsWithStatsResponseSchema = z.object({
  animal_kinds_with_stats: z.record(statisticsTimeFrameSchema, timeFrameKindsSchema),
});
export type AnimalKindsWithStats = z.infer<typeof animalKindsWithStatsResponseSchema>['animal_kinds_with_stats'];

/** A count and its share of the animals in percent (unrounded: the screen rounds to hundredths). */
export const shareSchema = z.object({
  percentage: z.number().min(0).max(100),
  count: z.number().int().min(0),
});
export type Share = z.infer<typeof shareSchema>;

/**
 * The averages the farmer's figures are compared with. Classes and fat groups are averaged on the
 * 15-step scale and shown back as a class ('R+') and a fat group ('3-') (DESIGN.md §7); pigs have
 * meat percent instead. Null where no animal has the figure.
 */
export const averagesSchema = z.object({
  /** Kilograms to the hundredth (spec §9). */
  weight_kg_avg: z.number().nullable(),
  classification_avg: z.string().max(2).nullable(),
  fat_group_avg: z.string().max(2).nullable(),
  /** Kjøttprosent to the hundredth. */
  meat_percent_avg: z.number().nullable(),
});
export type Averages = z.infer<typeof averagesSchema>;

/**
 * A farmer's figures for one frame, kind and subkind. The `_pr_vendor` values are the same
 * averages over all suppliers' animals in the same frame, kind and subkind (an average over
 * animals, not over suppliers); for the last settlement, over the month it was settled in.
 */
export const farmerStatisticsSchema = averagesSchema.extend({
  /** Settled animals. */
  count: z.number().int().min(0),
  /** Total weight, kilograms to the hundredth. */
  weight_kg_tot: z.number().min(0),
  weight_kg_avg_pr_vendor: z.number().nullable(),
  classification_avg_pr_vendor: z.string().max(2).nullable(),
  fat_group_avg_pr_vendor: z.string().max(2).nullable(),
  meat_percent_avg_pr_vendor: z.number().nullable(),
  /** Each disease found, with the animals that had it and their share of all animals; most frequent first. */
  diseases: z.array(z.object({ name: nameSchema, percentage: z.number().min(0).max(100), count: z.number().int().min(0) })).max(200),
  /** Delkassert: part of the carcass condemned. */
  partially_discarded: shareSchema,
  /** Totalkassert: the whole carcass condemned. */
  total_discarded: shareSchema,
  /**
   * The farmer's own newest settlement date the figures take in, any kind (yyyy-MM-dd): the
   * frame's statistics run from 1 January (or the settlement date) to this date. Null when the
   * farmer has settled nothing in the frame.
   */
  last_generated: isoDateSchema.nullable(),
});
export type FarmerStatistics = z.infer<typeof farmerStatisticsSchema>;

/** A span of settlement dates, both ends included (yyyy-MM-dd). */
export const statisticsPeriodSchema = z.object({ from: isoDateSchema, to: isoDateSchema });
export type StatisticsPeriod = z.infer<typeof statisticsPeriodSchema>;

/**
 * compare-this-last-year: the year so far beside the same period last year. This year runs from
 * 1 January to the farmer's newest settlement this year (today when there is none), last year
 * from 1 January to the same day a year earlier: a part of a year is never set against a whole
 * one. The cooperative's averages beside each are those of the whole calendar year.
 */
export const farmerStatisticsComparisonSchema = z.object({
  this_year: farmerStatisticsSchema,
  last_year: farmerStatisticsSchema,
  /** The two periods compared, for the screen to name. */
  periods: z.object({ this_year: statisticsPeriodSchema, last_year: statisticsPeriodSchema }),
});
export type StatisticsComparisonPeriods = FarmerStatisticsComparison['periods'];
export type FarmerStatisticsComparison = z.infer<typeof farmerStatisticsComparisonSchema>;

/** Path of GET /api/farmer_statistics/{timeFrame}/{kind}/{subkind}. */
export const farmerStatisticsParamsSchema = z.object({
  timeFrame: statisticsTimeFrameSchema,
  kind: statisticsKindSchema,
  subkind: statisticsSubkindSchema,
});

/** GET /api/farmer_statistics/{timeFrame}/{kind}/{subkind} → { farmer_statistics }. */
export const farmerStatisticsResponseSchema = z.object({
  farmer_statistics: z.union([farmerStatisticsComparisonSchema, farmerStatisticsSchema]),
});
export type FarmerStatisticsResponse = z.infer<typeof farmerStatisticsResponseSchema>;

/** True for the answer of compare-this-last-year. */
export function isComparison(value: FarmerStatistics | FarmerStatisticsComparison): value is FarmerStatisticsComparison {
  return 'this_year' in value;
}

/** The cooperative's figures for one kind this year. */
export const slaughterhouseKindStatisticsSchema = averagesSchema.extend({
  count: z.number().int().min(0),
  last_generated: isoDateSchema.nullable(),
});

/** GET /api/slaughterhouse_statistics → { statistics: { pigs, sheep, cattle } }: this year, all suppliers. */
export const slaughterhouseStatisticsResponseSchema = z.object({
  statistics: z.record(statisticsKindSchema, slaughterhouseKindStatisticsSchema),
});
export type SlaughterhouseStatistics = z.infer<typeof slaughterhouseStatisticsResponseSchema>['statistics'];
