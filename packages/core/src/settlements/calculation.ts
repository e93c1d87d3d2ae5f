import { z } from 'zod';
import { isoDateSchema } from '../contracts/settlements.js';
import { MSG } from '../validation/messages.js';
import { EUROP_CLASSES, type EuropClass, FAT_GROUPS, type FatGroup } from '../vocabulary/scales.js';


/** The 15-step scale's step of a EUROP class: 'P-' → 1 … 'E+' → 15; null for anything else ('' for pigs). */
export function europClassStep(classification: string | null | undefined): number | null {
  const index = (EUROP_CLASSES as readonly string[]).indexOf(classification ?? '');
  return index < 0 ? null : index + 1;
}

/** The step of a fat group: '1-' → 1 … '5+' → 15; null for anything else. */
export function fatGroupStep(fatGroup: string | null | undefined): number | null {
  const index = (FAT_GROUPS as readonly string[]).indexOf(fatGroup ?? '');
  return index < 0 ? null : index + 1;
}

/** A step on the 15-step scale (an average, say 7.4) rounded half up and kept within 1 … 15. */
function stepIndex(step: number): number {
  if (!Number.isFinite(step)) throw new Error(`not a step on the 15-step scale: ${step}`);
  return Math.min(15, Math.max(1, Math.floor(step + 0.5))) - 1;
}

/**
 * An average on the 15-step scale shown back as a class (DESIGN.md §7): 7.4 → 'R-', 7.5 → 'R',
 * 1 → 'P-', 15 → 'E+'. Rounded half up; values outside the scale are clamped to its ends.
 */
export function europClassFromStep(step: number): EuropClass {
  return EUROP_CLASSES[stepIndex(step)]!;
}

/** An average fat-group step shown back as a fat group: 7.6 → '3', 1 → '1-', 15 → '5+'. */
export function fatGroupFromStep(step: number): FatGroup {
  return FAT_GROUPS[stepIndex(step)]!;
}

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

export { isCalendarDate } from '../vocabulary/calendar-date.js';

/** A settlement date in a path: yyyy-MM-dd and a real date (every isoDateSchema is one). */
export const calendarDateSchema = isoDateSchema;

/** The 'Etter dato-periode' range (spec/portal.md §5): both real dates, from not after to. */
export const dateRangeSchema = z
  .object({ from: calendarDateSchema, to: calendarDateSchema })
  .refine((range) => range.from <= range.to, { path: ['from'], message: MSG.dateFromAfterTo });
export type DateRange = z.infer<typeof dateRangeSchema>;
