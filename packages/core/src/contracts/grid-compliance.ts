import { z } from 'zod';
import { healthBenchmarkTimeFrameSchema, HEALTH_BENCHMARK_MIN_SUPPLIERS } from './health-benchmark.js';
import { isoDateSchema } from './settlements.js';
import { statisticsKindSchema } from './statistics.js';

/**
 * GET /api/grid_compliance/{timeFrame}/{kind}: 'Treff på prisgrid'. How many of the farm's animals
 * are inside the grid of the price list in force, scale by scale (prices/grid.ts: no deduction
 * for weight, class, fat group, meat percent), what the deductions cost the farm by reason, per settlement and for the
 * period; and the same shares over every supplier who delivered the kind in the period, from the
 * per-supplier rollups (DESIGN.md §10, Benchmarks). The periods are the health benchmark's (whole
 * calendar quarters). Never another supplier's figure: the slaughterhouse's shares are sums over
 * all suppliers, left out below GRID_MIN_SUPPLIERS suppliers.
 */

/** Fewest suppliers for the slaughterhouse's shares to be shown: a sum over two or three farms would all but name them. */
export const GRID_MIN_SUPPLIERS = HEALTH_BENCHMARK_MIN_SUPPLIERS;

/** Path of GET /api/grid_compliance/{timeFrame}/{kind}. */
export const gridComplianceParamsSchema = z.object({
  timeFrame: healthBenchmarkTimeFrameSchema,
  kind: statisticsKindSchema,
});

/** On one scale: the animals with a value on it, those inside the grid (`best`: no deduction on the scale), and their share in percent to the tenth (null without animals). */
export const gridShareSchema = z.object({
  animals: z.number().int().min(0),
  best: z.number().int().min(0),
  percent: z.number().min(0).max(100).nullable(),
});
export type GridShare = z.infer<typeof gridShareSchema>;

/** The shares on each scale; a scale the kind has not (classes for pigs, meat percent for sheep) has 0 animals. */
export const gridSharesSchema = z.object({
  /** Animals priced by a list in force. */
  animals: z.number().int().min(0),
  weight_band: gridShareSchema,
  class: gridShareSchema,
  fat_group: gridShareSchema,
  meat_percent: gridShareSchema,
});
export type GridShares = z.infer<typeof gridSharesSchema>;

/** What one reason's deductions took, in kroner (negative) and from how many animals. */
export const gridDeductionSchema = z.object({
  /** 'class', 'fat_group', 'meat_percent', 'weight_band', 'other', or the list's item code ('ksl', 'transport'). */
  code: z.string().max(60),
  /** 'Vekt', 'Klasse', 'KSL ikke godkjent', 'Andre tillegg og trekk'. */
  label: z.string().max(200),
  kr: z.number(),
  animals: z.number().int().min(0),
});
export type GridDeduction = z.infer<typeof gridDeductionSchema>;

export const gridSettlementSchema = z.object({
  date: isoDateSchema,
  settlement_no: z.string().max(40),
  animals: z.number().int().min(0),
  /** The sum of its deductions (negative or 0). */
  deductions_kr: z.number(),
  deductions: z.array(gridDeductionSchema).max(100),
});
export type GridSettlement = z.infer<typeof gridSettlementSchema>;

/** The answer of GET /api/grid_compliance/{timeFrame}/{kind}. */
export const gridComplianceSchema = z.object({
  /** The settlement dates of the period, both ends included; from null for all time. */
  period: z.object({ from: isoDateSchema.nullable(), to: isoDateSchema }),
  farm: gridSharesSchema,
  /** Every supplier of the kind in the period, the farm among them; null with fewer than GRID_MIN_SUPPLIERS. */
  slaughterhouse: gridSharesSchema.extend({ suppliers: z.number().int().min(0) }).nullable(),
  minimum_suppliers: z.number().int(),
  /** The period's deductions by reason, the most costly first; the total. */
  deductions: z.array(gridDeductionSchema).max(100),
  deductions_kr: z.number(),
  /** The period's settlements with animals of the kind, newest first. */
  settlements: z.array(gridSettlementSchema).max(1000),
});
export type GridCompliance = z.infer<typeof gridComplianceSchema>;

/** GET /api/grid_compliance/{timeFrame}/{kind} → { grid_compliance }. */
export const gridComplianceResponseSchema = z.object({ grid_compliance: gridComplianceSchema });
