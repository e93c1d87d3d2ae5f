import { z } from 'zod';
import { isCalendarDate } from '../vocabulary/calendar-date.js';
import { priceExplanationSchema } from './prices.js';

/**
 * yyyy-MM-dd, as in paths and JSON, and a real calendar date: 2026-02-30 never reaches a query
 * (the database would refuse it with an error rather than an answer).
 */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Ugyldig dato').refine(isCalendarDate, 'Ugyldig dato');

/** The kinds of settlement: temporary (midlertidig) and posted (bokført). */
export type SettlementKind = 'temp' | 'posted';

export const animalKindSchema = z.enum(['pig', 'sheep', 'cattle']);
export type AnimalKind = z.infer<typeof animalKindSchema>;

/** One item of GET /api/posted_slaughters_list and GET /api/temp_slaughters_list, newest first. */
export const settlementListItemSchema = z.object({
  date: isoDateSchema,
  settlement_no: z.string(),
  /**
   * Kroner incl. VAT, at most two decimals. Temporary settlements carry their preliminary sum.
   * Null for a person whose role does not see prices (a vet).
   */
  amount: z.number().nullable(),
  /** The animal kinds on the settlement (pig, sheep, cattle order): its label names them. */
  animal_kinds: z.array(animalKindSchema),
  /** When the cooperative's import delivered it (ISO with offset): new to the badge from then. Absent for older data. */
  arrived_at: z.string().optional(),
});
export type SettlementListItem = z.infer<typeof settlementListItemSchema>;

/** With `limit` (contracts/paging.ts) a page, and the cursor of the next (null after the last). */
const nextBefore = z.string().nullable().optional();
export const postedSlaughtersListResponseSchema = z.object({ posted_slaughters_list: z.array(settlementListItemSchema), next_before: nextBefore });
export const tempSlaughtersListResponseSchema = z.object({ temp_slaughters_list: z.array(settlementListItemSchema), next_before: nextBefore });

/**
 * GET /api/posted_slaughters_period → the first and last posted settlement date (null without any):
 * the bounds of 'Etter dato-periode', without downloading the list.
 */
export const settlementPeriodSchema = z.object({ first_date: isoDateSchema.nullable(), last_date: isoDateSchema.nullable() });
export type SettlementPeriod = z.infer<typeof settlementPeriodSchema>;
export const postedSlaughtersPeriodResponseSchema = z.object({ posted_slaughters_period: settlementPeriodSchema });

/** The animal's values a re-import may change, named as the animal's own fields. */
export const ANIMAL_CHANGE_FIELDS = ['classification', 'fat_group', 'meat_percent', 'weight_g', 'price_kr_per_kg'] as const;
export type AnimalChangeField = (typeof ANIMAL_CHANGE_FIELDS)[number];

/**
 * One value of an animal the cooperative changed after the settlement first arrived (a re-import
 * with other values): when, which field, and the value before and after, in the field's own unit
 * (class and fat group as text, meat percent, grams, kroner per kg); null where there was none.
 */
export const animalChangeSchema = z.object({
  at: z.string(),
  field: z.enum(ANIMAL_CHANGE_FIELDS),
  from: z.union([z.string(), z.number()]).nullable(),
  to: z.union([z.string(), z.number()]).nullable(),
});
export type AnimalChange = z.infer<typeof animalChangeSchema>;

/** One slaughtered animal of a settlement. Weights in grams, money in kroner. */
export const slaughterAnimalSchema = z.object({
  animal_kind: animalKindSchema,
  mark_no: z.string(),
  individual_no: z.string(),
  /** What the animal was settled as, e.g. 'Slaktegris', 'Lam', 'Sau', 'Ku', 'Ung okse', 'Purke', 'Råne'. */
  description: z.string(),
  /** EUROP class with −/+ for cattle and sheep, e.g. 'R+', 'O'; '' for pigs. */
  classification: z.string(),
  /** Pigs (and turkey, råne): kjøttprosent. Null where the class is used instead. */
  meat_percent: z.number().nullable(),
  /** Cattle and sheep: the meat/fat class shown, e.g. 'R+ / 3-'. Null where meat percent is used. */
  meat_fat_class: z.string().nullable(),
  /** Fat group 1− … 5+ for cattle and sheep; null for pigs. */
  fat_group: z.string().nullable(),
  weight_g: z.number().int(),
  diseases: z.array(z.object({ name: z.string() })),
  /** Posted only; null on temporary settlements, and for a person whose role does not see prices. */
  price_kr_per_kg: z.number().nullable(),
  /** Posted only; null on temporary settlements, and for a person whose role does not see prices. */
  amount_kr: z.number().nullable(),
  slaughter_image_download_ids: z.array(z.string()),
  settlement_no: z.string(),
  /**
   * Posted animals with a price list in force in the settlement's week: the price explained line
   * by line (prices/explain.ts). Absent on temporary settlements and where no list applies.
   */
  price_explanation: priceExplanationSchema.optional(),
  /** The farm's newest question about the animal not yet answered ('Spør om dette dyret'): its case id, or null. */
  open_case: z.number().int().nullable(),
  /** Every change of class, fat group, meat percent, weight or price since the settlement first arrived, oldest first. */
  changes: z.array(animalChangeSchema),
});
export type SlaughterAnimal = z.infer<typeof slaughterAnimalSchema>;

export const slaughterGroupSchema = z.object({
  /** e.g. 'Slaktegris', 'Lam', 'Sau', 'Storfe'. */
  group_name: z.string(),
  animal_kind: animalKindSchema,
  animals: z.array(slaughterAnimalSchema),
  avg_weight_g: z.number().int(),
  tot_weight_g: z.number().int(),
  /** Remarks: each disease found in the group with how many animals had it. */
  diseases: z.array(z.object({ name: z.string(), count: z.number().int() })),
});
export type SlaughterGroup = z.infer<typeof slaughterGroupSchema>;

/** GET /api/posted_slaughter_by_date/{date}?settlement_no=… and GET /api/temp_slaughter_by_date/{date}. */
export const settlementDetailSchema = z.object({
  date: isoDateSchema,
  settlement_no: z.string(),
  /** Kroner incl. VAT; null for a person whose role does not see prices (a vet). */
  amount: z.number().nullable(),
  /** Posted settlements with a PDF: 'Hent PDF for avregning nr {no}'. */
  has_document: z.boolean(),
  /** The cooperative's comment; text between dollar signs is internal and stripped before showing. */
  comment: z.string(),
  slaughter_animals_by_group: z.array(slaughterGroupSchema),
});
export type SettlementDetail = z.infer<typeof settlementDetailSchema>;

export const postedSlaughterByDateResponseSchema = z.object({ posted_slaughter_by_date: settlementDetailSchema });
export const tempSlaughterByDateResponseSchema = z.object({ temp_slaughter_by_date: settlementDetailSchema });

/** GET /api/hasread/{kind}/notification → the last-read timestamp, or null when never read. */
export const lastReadResponseSchema = z.object({ timestamp: z.string().nullable() });
