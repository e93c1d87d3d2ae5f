import { z } from 'zod';
import { PRICE_LIST_LIMITS as L } from '../vocabulary/price-limits.js';
import { EUROP_CLASSES, FAT_GROUPS } from '../vocabulary/scales.js';
import { weeksInYear } from '../vocabulary/week.js';

/**
 * Price lists (DESIGN.md §10 Prices): the cooperative's list per animal kind and settlement
 * category, in force from an ISO week until the next list of the same kind and category. The
 * cooperative sends them in integer øre (PUT /api/integration/price-lists); the farmer's API
 * speaks kroner. One function (prices/explain.ts) explains an animal's price from a list.
 */

export const PRICE_KINDS = ['pigs', 'sheep', 'cattle'] as const;
export const priceKindSchema = z.enum(PRICE_KINDS, { error: 'Ugyldig dyreslag' });
export type PriceKind = z.infer<typeof priceKindSchema>;

/** A settlement category as the settlements name their animals ('Lam', 'Ung okse', 'Slaktegris'). */
export const priceCategorySchema = z
  .string()
  .trim()
  .min(1, 'Kategorien mangler')
  .max(60, 'Kategorien er for lang')
  .regex(/^[\p{L}\p{N} .,()/-]+$/u, 'Ugyldig kategori');

const yearSchema = z.number().int().min(2000).max(2100);
const weekSchema = z.number().int().min(1).max(53);
const ore = (max: number) => z.number().int().min(-max).max(max);
const label = z.string().trim().min(1).max(L.labelMax);
/** An item's code, the same from list to list so a farmer's sums can follow it over time. */
const itemCode = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, 'Koden er a-z, 0-9 og _');

/**
 * Facts about the farm an item or a deduction depends on, as the supplier register keeps them:
 * KSL (the quality system) approved or not, Helsegris approved or not. `always` applies to every
 * animal.
 */
export const PRICE_CONDITIONS = ['always', 'ksl_approved', 'ksl_not_approved', 'health_pig_approved', 'health_pig_not_approved'] as const;
export const priceConditionSchema = z.enum(PRICE_CONDITIONS);
export type PriceCondition = z.infer<typeof priceConditionSchema>;

/** A weight band: from_g included, to_g excluded (null: no upper bound); its kr/kg for every animal in it. */
export const weightBandSchema = z
  .strictObject({
    from_g: z.number().int().min(0).max(L.weightGMax),
    to_g: z.number().int().min(1).max(L.weightGMax).nullable(),
    ore_per_kg: ore(L.supplementOrePerKgMax),
  })
  .refine((b) => b.to_g === null || b.to_g > b.from_g, { message: 'Vektintervallet slutter før det begynner', path: ['to_g'] });
export type WeightBand = z.infer<typeof weightBandSchema>;

/**
 * Pigs' meat-percent scale: every percentage point above (or below) the base percent adds (or
 * takes) ore_per_point per kg, counted only between the bounds (a meat percent beyond them counts
 * as the bound).
 */
export const meatPercentScaleSchema = z
  .strictObject({
    base_tenths: z.number().int().min(0).max(L.meatPercentTenthsMax),
    ore_per_point: ore(L.orePerMeatPointMax),
    min_tenths: z.number().int().min(0).max(L.meatPercentTenthsMax),
    max_tenths: z.number().int().min(0).max(L.meatPercentTenthsMax),
  })
  .refine((s) => s.min_tenths <= s.base_tenths && s.base_tenths <= s.max_tenths, {
    message: 'Grunnlaget må ligge mellom grensene',
    path: ['base_tenths'],
  });
export type MeatPercentScale = z.infer<typeof meatPercentScaleSchema>;

/** A supplement (positive) or deduction (negative) per animal: transport, levies, Helsegris. */
export const perAnimalItemSchema = z.strictObject({
  code: itemCode,
  label,
  ore: ore(L.perAnimalOreMax),
  condition: priceConditionSchema.default('always'),
});

/** A deduction of a share of the price per kg (e.g. 'KSL ikke godkjent', 2 %), in hundredths of a percent. */
export const percentDeductionSchema = z.strictObject({
  code: itemCode,
  label,
  percent_hundredths: z.number().int().min(1).max(L.percentHundredthsMax),
  condition: priceConditionSchema,
});

const uniqueCodes = (items: readonly { code: string }[]) => new Set(items.map((i) => i.code)).size === items.length;

/** One price list, by its natural key (kind, category, year, week). */
export const priceListSchema = z
  .strictObject({
    kind: priceKindSchema,
    category: priceCategorySchema,
    /** The ISO week the list is in force from. */
    year: yearSchema,
    week: weekSchema,
    /** The base price, 'notering'. */
    base_ore_per_kg: z.number().int().min(0).max(L.baseOrePerKgMax),
    /** Supplement (+) or deduction (−) per EUROP class; a class left out has none. Cattle and sheep. */
    class_ore_per_kg: z.partialRecord(z.enum(EUROP_CLASSES), ore(L.supplementOrePerKgMax)).default({}),
    /** Per fat group, as the classes. */
    fat_group_ore_per_kg: z.partialRecord(z.enum(FAT_GROUPS), ore(L.supplementOrePerKgMax)).default({}),
    /** Pigs: the meat-percent scale; null where the class is used. */
    meat_percent: meatPercentScaleSchema.nullable().default(null),
    /** Too light and too heavy; bands do not overlap. */
    weight_bands: z.array(weightBandSchema).max(L.itemsMax).default([]),
    per_animal: z.array(perAnimalItemSchema).max(L.itemsMax).default([]),
    percent_deductions: z.array(percentDeductionSchema).max(L.itemsMax).default([]),
  })
  .refine((l) => l.week <= weeksInYear(l.year), { message: 'Året har ikke så mange uker', path: ['week'] })
  .refine((l) => uniqueCodes([...l.per_animal, ...l.percent_deductions]), { message: 'Hver kode én gang', path: ['per_animal'] })
  .refine(
    (l) => {
      const bands = [...l.weight_bands].sort((a, b) => a.from_g - b.from_g);
      return bands.every((b, i) => i === 0 || (bands[i - 1]!.to_g !== null && bands[i - 1]!.to_g! <= b.from_g));
    },
    { message: 'Vektintervallene overlapper', path: ['weight_bands'] },
  );
export type PriceList = z.output<typeof priceListSchema>;
export type PriceListInput = z.input<typeof priceListSchema>;

/** One line of an explained price: a per-kg part (kr_per_kg), a per-animal part (kr), or both for the 'other' line. */
export const priceLineSchema = z.object({
  /** 'base', 'class', 'fat_group', 'meat_percent', 'weight_band', 'other', or the list's item code. */
  code: z.string(),
  /** Plain Norwegian with its value: 'Fettgruppe 4: −2,00 kr/kg'. */
  label: z.string(),
  kr_per_kg: z.number().optional(),
  kr: z.number().optional(),
  /** Percentage deductions: the share, e.g. 2 for 2 %. */
  percent: z.number().optional(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * An animal's price explained: the lines, the price per kg and the amount (the settled ones where
 * the animal is settled), and what the settlement has beyond the list ('Andre tillegg og trekk').
 */
export const priceExplanationSchema = z.object({
  lines: z.array(priceLineSchema),
  kr_per_kg: z.number(),
  amount_kr: z.number(),
  other_kr: z.number(),
});
export type PriceExplanation = z.infer<typeof priceExplanationSchema>;

/** A week as a query writes it, '2026-W38', in numbers. */
export function parseIsoWeekText(text: string): { year: number; week: number } {
  return { year: Number(text.slice(0, 4)), week: Number(text.slice(6)) };
}

/** A week in a query: '2026-W38', a week the year has. */
export const isoWeekTextSchema = z
  .string()
  .regex(/^\d{4}-W\d{2}$/, 'Uke skrives åååå-Wuu, f.eks. 2026-W38')
  .refine((s) => {
    const { year, week } = parseIsoWeekText(s);
    return year >= 2000 && year <= 2100 && week >= 1 && week <= weeksInYear(year);
  }, 'Ugyldig uke');

const queryYear = z.coerce.number().int().min(2000).max(2100);
const queryWeek = z.coerce.number().int().min(1).max(53);

/** GET /api/price_lists?kind=&year=&week=: the lists in force that week (this week without one) for the farm's kinds. */
export const priceListsQuerySchema = z
  .object({ kind: priceKindSchema.optional(), year: queryYear.optional(), week: queryWeek.optional() })
  .refine((q) => (q.year === undefined) === (q.week === undefined), { message: 'Både år og uke, eller ingen av dem', path: ['week'] })
  .refine((q) => q.year === undefined || q.week === undefined || q.week <= weeksInYear(q.year), { message: 'Ugyldig uke', path: ['week'] });

/** A list as the farmer reads it: kroner, and the lines in plain Norwegian. */
export const priceListViewSchema = z.object({
  kind: priceKindSchema,
  category: z.string(),
  year: z.number().int(),
  week: z.number().int(),
  base_kr_per_kg: z.number(),
  class_kr_per_kg: z.array(z.object({ class: z.string(), kr_per_kg: z.number() })),
  fat_group_kr_per_kg: z.array(z.object({ fat_group: z.string(), kr_per_kg: z.number() })),
  meat_percent: z
    .object({ base_percent: z.number(), kr_per_kg_per_point: z.number(), min_percent: z.number(), max_percent: z.number() })
    .nullable(),
  weight_bands: z.array(z.object({ from_kg: z.number(), to_kg: z.number().nullable(), kr_per_kg: z.number(), label: z.string() })),
  per_animal: z.array(z.object({ code: z.string(), label: z.string(), kr: z.number(), condition: priceConditionSchema })),
  percent_deductions: z.array(z.object({ code: z.string(), label: z.string(), percent: z.number(), condition: priceConditionSchema })),
});
export type PriceListView = z.infer<typeof priceListViewSchema>;
export const priceListsResponseSchema = z.object({ price_lists: z.array(priceListViewSchema) });

/**
 * GET /api/price_path/{kind}/{category}?from=yyyy-Www&to=yyyy-Www&class=&fat_group=&meat_percent=:
 * the base price week by week, and the price per kg of the class and fat group (or meat percent)
 * asked for.
 */
export const pricePathParamsSchema = z.object({ kind: priceKindSchema, category: priceCategorySchema });
/** Weeks of one price path: two years and a bit, the lamb season and the last. */
export const PRICE_PATH_MAX_WEEKS = 120;
export const pricePathQuerySchema = z
  .object({
    from: isoWeekTextSchema,
    to: isoWeekTextSchema,
    class: z.enum(EUROP_CLASSES, { error: 'Ugyldig klasse' }).optional(),
    fat_group: z.enum(FAT_GROUPS, { error: 'Ugyldig fettgruppe' }).optional(),
    meat_percent: z.coerce
      .number({ error: 'Kjøttprosenten må være mellom 0 og 100' })
      .min(0, 'Kjøttprosenten må være mellom 0 og 100')
      .max(100, 'Kjøttprosenten må være mellom 0 og 100')
      .optional(),
  })
  // 'yyyy-Www' sorts as text in the order of the weeks.
  .refine((q) => q.from <= q.to, { message: 'Fra-uke er etter til-uke', path: ['from'] });
export const pricePathWeekSchema = z.object({
  year: z.number().int(),
  week: z.number().int(),
  /** Null for a week before the first list. */
  base_kr_per_kg: z.number().nullable(),
  /**
   * The price per kg of the class and fat group (or meat percent) asked for, the farm's percentage
   * deductions taken (core choicePriceOre); before the weight band and the per-animal items, which
   * depend on the animal. Without a class, fat group or meat percent: the notering less those
   * deductions. Null for a week before the first list.
   */
  kr_per_kg: z.number().nullable(),
  /** The week the list in force was valid from. */
  list_year: z.number().int().nullable(),
  list_week: z.number().int().nullable(),
});
export const pricePathResponseSchema = z.object({ kind: priceKindSchema, category: z.string(), weeks: z.array(pricePathWeekSchema) });

/** POST /api/price_calculator: one animal against the list in force that week. */
export const priceCalculatorRequestSchema = z.strictObject({
  kind: priceKindSchema,
  category: priceCategorySchema,
  weight_kg: z.number().positive('Vekten må være over 0').max(L.weightGMax / 1000, 'Vekten er for stor'),
  class: z.enum(EUROP_CLASSES, { error: 'Ugyldig klasse' }).optional(),
  fat_group: z.enum(FAT_GROUPS, { error: 'Ugyldig fettgruppe' }).optional(),
  meat_percent: z.number().min(0, 'Kjøttprosenten må være mellom 0 og 100').max(100, 'Kjøttprosenten må være mellom 0 og 100').optional(),
  year: z.number({ error: 'Ugyldig år' }).int('Ugyldig år').min(2000, 'Ugyldig år').max(2100, 'Ugyldig år'),
  week: z.number({ error: 'Ugyldig uke' }).int('Ugyldig uke').min(1, 'Ugyldig uke').max(53, 'Ugyldig uke'),
}).refine((r) => r.week <= weeksInYear(r.year), { message: 'Ugyldig uke', path: ['week'] });
export type PriceCalculatorRequest = z.infer<typeof priceCalculatorRequestSchema>;
export const priceCalculatorResponseSchema = z.object({
  kr_per_kg: z.number(),
  amount_kr: z.number(),
  lines: z.array(priceLineSchema),
  /** The week the list used was valid from. */
  list_year: z.number().int(),
  list_week: z.number().int(),
});

/** Animals one 'what if' takes: a settlement group, however large a farm's delivery. */
export const PRICE_WHAT_IF_MAX_ANIMALS = 1000;
/** How far 'what if' moves the weights, each way. */
export const PRICE_WHAT_IF_MAX_CHANGE_KG = 50;

/**
 * POST /api/price_what_if: a group of animals by the lists in force that week, at their weights
 * and at their weights moved by weight_change_kg each ('Hva om dyrene hadde veid …'). Each animal
 * names its category (a cattle group holds cows and heifers).
 */
export const priceWhatIfRequestSchema = z
  .strictObject({
    kind: priceKindSchema,
    year: z.number({ error: 'Ugyldig år' }).int('Ugyldig år').min(2000, 'Ugyldig år').max(2100, 'Ugyldig år'),
    week: z.number({ error: 'Ugyldig uke' }).int('Ugyldig uke').min(1, 'Ugyldig uke').max(53, 'Ugyldig uke'),
    weight_change_kg: z
      .number({ error: 'Skriv endringen i kg' })
      .min(-PRICE_WHAT_IF_MAX_CHANGE_KG, `Høyst ${PRICE_WHAT_IF_MAX_CHANGE_KG} kg mindre`)
      .max(PRICE_WHAT_IF_MAX_CHANGE_KG, `Høyst ${PRICE_WHAT_IF_MAX_CHANGE_KG} kg mer`),
    animals: z
      .array(
        z.strictObject({
          category: priceCategorySchema,
          weight_kg: z.number().positive('Vekten må være over 0').max(L.weightGMax / 1000, 'Vekten er for stor'),
          class: z.enum(EUROP_CLASSES, { error: 'Ugyldig klasse' }).optional(),
          fat_group: z.enum(FAT_GROUPS, { error: 'Ugyldig fettgruppe' }).optional(),
          meat_percent: z.number().min(0, 'Kjøttprosenten må være mellom 0 og 100').max(100, 'Kjøttprosenten må være mellom 0 og 100').optional(),
        }),
      )
      .min(1, 'Ingen dyr')
      .max(PRICE_WHAT_IF_MAX_ANIMALS, `Høyst ${PRICE_WHAT_IF_MAX_ANIMALS} dyr om gangen`),
  })
  .refine((r) => r.week <= weeksInYear(r.year), { message: 'Ugyldig uke', path: ['week'] });
export type PriceWhatIfRequest = z.infer<typeof priceWhatIfRequestSchema>;
export const priceWhatIfResponseSchema = z.object({
  /** Animals with a list that week; the sums are of these. */
  animals: z.number().int(),
  /** Animals whose category has no list that week: left out of the sums. */
  unpriced: z.number().int(),
  /** By the lists, at the weights as weighed and as moved; difference = moved − as weighed. */
  amount_kr: z.number(),
  moved_amount_kr: z.number(),
  difference_kr: z.number(),
  /** The lists used: the week each was valid from. */
  lists: z.array(z.object({ category: z.string(), year: z.number().int(), week: z.number().int() })),
});
export type PriceWhatIf = z.infer<typeof priceWhatIfResponseSchema>;
