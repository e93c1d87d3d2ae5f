import { z } from 'zod';
import { animalKindSchema, isoDateSchema } from './settlements.js';

/**
 * 'Årsoversikt' (GET /api/settlement_year/{year}): a year's posted settlements, one row per
 * settlement and animal kind (a mixed settlement is a row per kind, so the kinds sum up), with
 * subtotals per kind and per month, and the same period of the year before beside them. For the
 * year in progress the period ends today, and last year's ends on the same day of the year.
 */

export const settlementYearParamsSchema = z.object({
  year: z.coerce.number({ error: 'Ugyldig år' }).int('Ugyldig år').min(2000, 'Ugyldig år').max(2100, 'Ugyldig år'),
});

/** How many animals, kilograms and kroner (incl. VAT). */
const totalsShape = {
  settlements: z.number().int(),
  animals: z.number().int(),
  weight_kg: z.number(),
  amount_kr: z.number(),
};
export const settlementYearTotalsSchema = z.object(totalsShape);
export type SettlementYearTotals = z.infer<typeof settlementYearTotalsSchema>;

export const settlementYearRowSchema = z.object({
  date: isoDateSchema,
  settlement_no: z.string(),
  kind: animalKindSchema,
  animals: z.number().int(),
  weight_kg: z.number(),
  amount_kr: z.number(),
});
export type SettlementYearRow = z.infer<typeof settlementYearRowSchema>;

const byKindSchema = z.array(z.object({ kind: animalKindSchema, ...totalsShape }));
/** Every month of the year, 1 … 12, those without settlements at zero. */
const byMonthSchema = z.array(z.object({ month: z.number().int().min(1).max(12), ...totalsShape }));

const periodShape = {
  from: isoDateSchema,
  to: isoDateSchema,
  total: settlementYearTotalsSchema,
  by_kind: byKindSchema,
  by_month: byMonthSchema,
};

export const settlementYearSchema = z.object({
  year: z.number().int(),
  ...periodShape,
  settlements: z.array(settlementYearRowSchema),
  same_period_last_year: z.object(periodShape),
});
export type SettlementYear = z.infer<typeof settlementYearSchema>;
export const settlementYearResponseSchema = z.object({ settlement_year: settlementYearSchema });
