import { z } from 'zod';
import { isoDateSchema } from '../contracts/settlements.js';
import { MSG } from '../validation/messages.js';

/**
 * EUROP carcass classes with −/+ in the order of the 15-step scale (DESIGN.md §7): index 0 is
 * P- (step 1) … index 14 is E+ (step 15). Written with ASCII '-' so they survive Excel, PDF fonts
 * and the cooperative's own files unchanged.
 */
export const EUROP_CLASSES = ['P-', 'P', 'P+', 'O-', 'O', 'O+', 'R-', 'R', 'R+', 'U-', 'U', 'U+', 'E-', 'E', 'E+'] as const;
export type EuropClass = (typeof EUROP_CLASSES)[number];

/** Fat groups 1- … 5+ on the same 15-step idea: index 0 is 1- (step 1) … index 14 is 5+. */
export const FAT_GROUPS = ['1-', '1', '1+', '2-', '2', '2+', '3-', '3', '3+', '4-', '4', '4+', '5-', '5', '5+'] as const;
export type FatGroup = (typeof FAT_GROUPS)[number];

/**
 * What one animal pays, in integer øre: weight (grams) × price (øre per kg), rounded to the
 * nearest øre (half up). Integer arithmetic only, so the settlement total (the sum of these) is
 * exact to the øre.
 */
export function animalAmountOre(weightG: number, priceOrePerKg: number): number {
  if (!Number.isInteger(weightG) || !Number.isInteger(priceOrePerKg)) throw new Error('weight and price must be whole grams and øre');
  const product = weightG * priceOrePerKg;
  const sign = product < 0 ? -1 : 1;
  return sign * Math.floor((Math.abs(product) + 500) / 1000);
}

/** True for a real calendar date written yyyy-MM-dd (2026-02-29 and 2026-13-01 are not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1900 || m < 1 || m > 12 || d < 1) return false;
  // Day 0 of the next month is the last day of this one; UTC so no time zone can shift it.
  return d <= new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** A settlement date in a path: yyyy-MM-dd and a real date. */
export const calendarDateSchema = isoDateSchema.refine(isCalendarDate, 'Ugyldig dato');

/** The 'Etter dato-periode' range (spec/portal.md §5): both real dates, from not after to. */
export const dateRangeSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((range) => range.from <= range.to, { path: ['from'], message: MSG.dateFromAfterTo });
export type DateRange = z.infer<typeof dateRangeSchema>;
