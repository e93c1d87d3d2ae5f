import { z } from 'zod';
import {
  ANIMAL_GROUPS,
  CATTLE_BREEDING_FERTILITY_STATUSES,
  CATTLE_CATEGORIES,
  CATTLE_GENDERS,
  CATTLE_WEIGHTS,
  CONFIRM_FLAGS,
  ENROLMENT_ACTIONS,
  ENROLMENT_KINDS,
  EXTRA_CONFIRM_FLAG,
  LIVE_ANIMAL_TYPES,
} from '../vocabulary/enumerations.js';
import { groupHealthFields, individualHealthFields, medicationRemarksSchema } from './enrolment-health.js';
import { amountInputSchema, optionalCommentSchema as optionalComment } from './enrolment-input.js';
import { cattleReturnFields, pigReturnFields, returnEnrolmentFields, returnOptionsGroupsField, returnSheepSchema } from './return-form.js';

/**
 * Contracts of enrolment (spec/enrolment.md §3, §7), one per endpoint; the server's route schemas
 * and the web's fetchers use the same. The schemas check the shape only; the rules with the
 * spec's messages (amounts, numbers, comments, duplicates, weeks) are in enrolment/rules.ts and
 * enrolment/week-rules.ts, so a wrong value gets its Norwegian message on its field.
 *
 * Health remarks and the medication check's remarks: enrolment-health.ts. Return meat and skin,
 * divisions and the return form: return-form.ts. The submitted enrolments: enrolment-submitted.ts.
 */

// ─── Slaughter rows ───────────────────────────────────────────────────────────────────────────

/** One individually registered sow or boar (purke_raane_individual_registration), with its own remark. */
export const individualPigSchema = z.object({ ear_tag: z.string().max(20), return_meat: z.boolean().optional(), ...individualHealthFields });
export const pigSlaughterRowSchema = z.object({
  subcategory_name: z.string().max(40),
  amount: amountInputSchema,
  /** Required for club-registered groups: exactly 4 digits. */
  club_no: z.string().max(20).optional(),
  /** Sows and boars, one per animal, when individual registration is on (then amount = count). */
  individual_pigs: z.array(individualPigSchema).max(1000).optional(),
  comment: optionalComment,
  /** Club rows: the flagged animals as a group. Individual sows and boars carry theirs each. */
  ...groupHealthFields,
  /** Club rows: return meat for how many; individual sows and boars say it each. */
  ...pigReturnFields,
});
export type PigSlaughterRow = z.infer<typeof pigSlaughterRowSchema>;

export const sheepSlaughterRowSchema = z.object({
  subcategory_name: z.string().max(40),
  amount: amountInputSchema,
  /**
   * The sheep whose meat or skin comes back, each by its individual number (1–5 digits, not
   * 00000), at most `amount` (spec §3: return_sheep on the screen, return_skin_meat on send).
   */
  return_skin_meat: z.array(returnSheepSchema).max(1000).optional(),
  /** The animals are shorn ('Klipt'); not for kid (Kje), whose form hides the box. */
  is_sheep_cut: z.boolean().optional().default(false),
  comment: optionalComment,
  /** The flagged animals among those without an individual number, as a group. */
  ...groupHealthFields,
  ...returnOptionsGroupsField,
});
export type SheepSlaughterRow = z.infer<typeof sheepSlaughterRowSchema>;

/** One animal chosen from the herd (GET /api/animals); the server checks it is the supplier's. */
export const cattleSlaughterRowSchema = z.object({
  mark_no: z.string().max(20),
  individual_no: z.string().max(20),
  /** As in the herd; the server stores the herd's own value. */
  subcategory_name: z.string().max(40).optional(),
  comment: optionalComment,
  ...individualHealthFields,
  ...cattleReturnFields,
});
export type CattleSlaughterRow = z.infer<typeof cattleSlaughterRowSchema>;

const confirmFields = Object.fromEntries(CONFIRM_FLAGS.map((flag) => [flag, z.boolean().optional().default(false)])) as Record<
  (typeof CONFIRM_FLAGS)[number],
  z.ZodDefault<z.ZodOptional<z.ZodBoolean>>
>;

const slaughterBase = {
  wanted_pickup_week: z.number().int(),
  wanted_pickup_year: z.number().int(),
  comment: optionalComment,
  /** The transport-fitness agreement checkbox: must be true. */
  agreement: z.boolean(),
  /**
   * The medication confirmations (CONFIRM_FLAGS): each must be true when the server's medication
   * check finds what it confirms (enrolment/medication.ts); otherwise the answer is registered
   * false with the remarks, and nothing is stored.
   */
  ...confirmFields,
  /** midtnorge (extraCheckboxConfirmRegisterSlaughter): the extra confirmation, then required. */
  [EXTRA_CONFIRM_FLAG]: z.boolean().optional().default(false),
  /** Return meat and skin: divisions and their answers, comments, pickup place, marks (return-form.ts). */
  ...returnEnrolmentFields,
};

/** POST /api/register_enrolment: the slaughter enrolment, one animal group. */
export const slaughterEnrolmentSchema = z.discriminatedUnion('animal_category', [
  z.object({ animal_category: z.literal('pigs'), animal_rows: z.array(pigSlaughterRowSchema).max(200), ...slaughterBase }),
  z.object({ animal_category: z.literal('sheep'), animal_rows: z.array(sheepSlaughterRowSchema).max(200), ...slaughterBase }),
  z.object({
    animal_category: z.literal('cattle'),
    animal_rows: z.array(cattleSlaughterRowSchema).max(200),
    /** 'Henting på storfe-avtale?': the cattle-agreement deadline and lead apply. */
    pickup_on_cattle_agreement: z.boolean().optional().default(false),
    ...slaughterBase,
  }),
]);
export type SlaughterEnrolment = z.infer<typeof slaughterEnrolmentSchema>;

// ─── Buy and sell rows ────────────────────────────────────────────────────────────────────────

/** Pigs bought or sold: a small-pig type and an amount. */
export const pigTradeRowSchema = z.object({
  subcategory_name: z.string().max(40),
  amount: amountInputSchema,
  comment: optionalComment,
});
export type PigTradeRow = z.infer<typeof pigTradeRowSchema>;

/** Sheep sold: one sheep by its number, with type and breed; amount is 1. */
export const sheepSellRowSchema = z.object({
  subcategory_name: z.string().max(40),
  sheep_individual_no: z.string().max(20),
  /** One of company.sheepBreeds. */
  sheep_race: z.string().max(60),
  horn: z.boolean().optional().default(false),
  comment: optionalComment,
});
export type SheepSellRow = z.infer<typeof sheepSellRowSchema>;

/** Sheep bought: type, breed and amount. */
export const sheepBuyRowSchema = z.object({
  subcategory_name: z.string().max(40),
  sheep_race: z.string().max(60),
  amount: amountInputSchema,
  comment: optionalComment,
});
export type SheepBuyRow = z.infer<typeof sheepBuyRowSchema>;

/** Cattle sold: one animal from the herd; horn, and pregnant for heifers and cows. */
export const cattleSellRowSchema = z.object({
  mark_no: z.string().max(20),
  individual_no: z.string().max(20),
  subcategory_name: z.string().max(40).optional(),
  horn: z.boolean().optional().default(false),
  pregnant: z.boolean().optional().default(false),
  comment: optionalComment,
});
export type CattleSellRow = z.infer<typeof cattleSellRowSchema>;

/**
 * Cattle bought, the steps of spec §4: live animal type → category → weight (milk animals are
 * always light) → gender (feeding) or fertility status (breeding) → amount.
 */
export const cattleBuyRowSchema = z.object({
  live_animal_type: z.enum(LIVE_ANIMAL_TYPES).optional(),
  cattle_category: z.enum(CATTLE_CATEGORIES).optional(),
  cattle_weight: z.enum(CATTLE_WEIGHTS).optional(),
  cattle_gender: z.enum(CATTLE_GENDERS).optional(),
  cattle_breeding_fertility_status: z.enum(CATTLE_BREEDING_FERTILITY_STATUSES).optional(),
  amount: amountInputSchema,
  comment: optionalComment,
});
export type CattleBuyRow = z.infer<typeof cattleBuyRowSchema>;

const tradeBase = {
  wanted_pickup_week: z.number().int(),
  wanted_pickup_year: z.number().int(),
  comment: optionalComment,
  /**
   * The transport-fitness agreement. Required (true) for sell (spec §5); optional for buy. The
   * spec's buy/sell payload lists only the five fields; this one is added so the server can check it.
   */
  agreement: z.boolean().optional().default(false),
};

/** POST /api/register_buy_sell/{animal_category}/sell. */
export const sellEnrolmentSchema = z.discriminatedUnion('animal_category', [
  z.object({ animal_category: z.literal('pigs'), animal_rows: z.array(pigTradeRowSchema).max(200), ...tradeBase }),
  z.object({ animal_category: z.literal('sheep'), animal_rows: z.array(sheepSellRowSchema).max(400), ...tradeBase }),
  z.object({ animal_category: z.literal('cattle'), animal_rows: z.array(cattleSellRowSchema).max(200), ...tradeBase }),
]);
export type SellEnrolment = z.infer<typeof sellEnrolmentSchema>;

/** POST /api/register_buy_sell/{animal_category}/buy. */
export const buyEnrolmentSchema = z.discriminatedUnion('animal_category', [
  z.object({ animal_category: z.literal('pigs'), animal_rows: z.array(pigTradeRowSchema).max(200), ...tradeBase }),
  z.object({ animal_category: z.literal('sheep'), animal_rows: z.array(sheepBuyRowSchema).max(200), ...tradeBase }),
  z.object({ animal_category: z.literal('cattle'), animal_rows: z.array(cattleBuyRowSchema).max(200), ...tradeBase }),
]);
export type BuyEnrolment = z.infer<typeof buyEnrolmentSchema>;

export type AnyEnrolment =
  | ({ action: 'slaughter' } & SlaughterEnrolment)
  | ({ action: 'sell' } & SellEnrolment)
  | ({ action: 'buy' } & BuyEnrolment);

export const enrolmentActionSchema = z.enum(ENROLMENT_ACTIONS);
export const animalGroupSchema = z.enum(ANIMAL_GROUPS);

/** The Idempotency-Key header of the register calls: the same key answers the first answer. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/, 'Ugyldig Idempotency-Key');
export const IDEMPOTENCY_HEADER = 'idempotency-key';

// ─── Register response ────────────────────────────────────────────────────────────────────────

/**
 * The submit response (spec §3). registered false with a false flag means nothing was stored
 * and the screen shows the notice (KSL, animal keeping, restrictions, health pig). registered
 * false with every flag true means the medication check found remarks that need confirmations the
 * enrolment did not carry (requiredConfirmations): nothing was stored, and the screen asks for them.
 */
export const registerEnrolmentResultSchema = z.object({
  registered: z.boolean(),
  helsegris_ok: z.boolean(),
  ksl_ok: z.boolean(),
  has_animal_group: z.boolean(),
  has_restrictions_for_group: z.boolean(),
  ...medicationRemarksSchema.shape,
  /**
   * When registered: where it is found in the submitted list (its kind and date, and its id among
   * the day's enrolments), and where its e-mail receipt goes (null when none is sent).
   */
  enrolment: z
    .object({ kind: z.enum(ENROLMENT_KINDS), date: z.string(), id: z.number().int().optional(), receipt_to: z.string().nullable().optional() })
    .nullable(),
});
export type RegisterEnrolmentResult = z.infer<typeof registerEnrolmentResultSchema>;
/** A registered enrolment as the answer names it. */
export type RegisteredEnrolmentRef = NonNullable<RegisterEnrolmentResult['enrolment']>;
export const registerEnrolmentResponseSchema = z.object({ register_enrolment: registerEnrolmentResultSchema });
export type RegisterEnrolmentResponse = z.infer<typeof registerEnrolmentResponseSchema>;

// ─── Herd, animal keeping, weeks ──────────────────────────────────────────────────────────────

/** GET /api/animals → { animals }: the supplier's cattle herd. mark_no and individual_no are 5 digits. */
export const herdAnimalSchema = z.object({
  mark_no: z.string(),
  individual_no: z.string(),
  /** yyyy-MM-dd. */
  birthdate: z.string(),
  subcategory_name: z.string(),
  name: z.string(),
  /** 'mark_no-individual_no', unique in the herd. */
  uid: z.string(),
  /** '12345-00042 Ku Dagros (f. 03.04.2019)'. */
  display: z.string(),
  /** The animal's latest treatment with a withdrawal period, and the period's last day (yyyy-MM-dd); null without. */
  treatment_date: z.string().nullable(),
  restrain_limit: z.string().nullable(),
});
export type HerdAnimal = z.infer<typeof herdAnimalSchema>;
export const animalsResponseSchema = z.object({ animals: z.array(herdAnimalSchema) });

/** GET /api/animal_keeping → { animal_keeping }. */
export const animalKeepingStatusSchema = z.object({
  animal_keeping_id: z.string(),
  provider_no: z.string(),
  pigs: z.boolean(),
  sheep: z.boolean(),
  cattle: z.boolean(),
  restrictions: z.object({ pigs: z.boolean(), sheep: z.boolean(), cattle: z.boolean() }),
  /** 0 unknown, 1 approved, 2 not approved (KSL_STATUS). */
  ksl_status: z.number().int(),
  ksl_ok: z.boolean(),
  helsegris_ok: z.boolean(),
  /** Whether the company checks health-pig status (helsegris-check flag). */
  helsegris_check: z.boolean(),
});
export type AnimalKeepingStatus = z.infer<typeof animalKeepingStatusSchema>;
export const animalKeepingResponseSchema = z.object({ animal_keeping: animalKeepingStatusSchema });

/** A pickup-week rule. A week without a rule is open. */
export const pickupWeekRuleSchema = z.object({
  action: enrolmentActionSchema,
  animal_group: animalGroupSchema,
  year: z.number().int(),
  week: z.number().int(),
  allowed: z.boolean(),
  /** For cattle slaughter on a cattle agreement. */
  allowed_cattle_deal: z.boolean(),
  reason: z.string(),
});
export type PickupWeekRule = z.infer<typeof pickupWeekRuleSchema>;
/**
 * A rule as the weeks call answers it: also `allowedCattleDeal`, the name spec §3 gives the flag
 * (the same value as allowed_cattle_deal, which earlier clients read).
 */
export const pickupWeekSchema = pickupWeekRuleSchema.extend({ allowedCattleDeal: z.boolean() });
export type PickupWeek = z.infer<typeof pickupWeekSchema>;
/** A rule with both names of the cattle-agreement flag. */
export function pickupWeekOf(rule: PickupWeekRule): PickupWeek {
  return { ...rule, allowedCattleDeal: rule.allowed_cattle_deal };
}
/**
 * GET /api/external/weeks → { pickup_weeks, now }: rules from the current week on, and the
 * server's time. The browser computes default weeks and deadlines on the server's clock, the one
 * the deadline is judged by at receipt: a farmer's phone may be minutes or days off.
 */
export const pickupWeeksResponseSchema = z.object({ pickup_weeks: z.array(pickupWeekSchema), now: z.string().datetime({ offset: true }) });

// ─── Draft ────────────────────────────────────────────────────────────────────────────────────

/** Largest draft the server keeps (characters of JSON text). */
export const DRAFT_MAX_CHARS = 200_000;

/**
 * POST /api/temp_storage_enrollment (form or JSON body): temp_storage_registration is JSON text
 * of { state, user, lastUpdated }. state is the page state (opaque to the server).
 */
export const saveDraftBodySchema = z.object({ temp_storage_registration: z.string().min(2).max(DRAFT_MAX_CHARS) });
export const draftTextSchema = z.object({
  state: z.unknown(),
  user: z.string().optional(),
  /** ISO 8601; compared with the local draft's. */
  lastUpdated: z.string(),
});

/** GET /api/temp_storage_enrollment → { temp_storage_registration }: null without a draft. */
export const draftSchema = z.object({
  state: z.unknown(),
  /** Who saved it (the logged-in username, set by the server). */
  user: z.string(),
  lastUpdated: z.string(),
  supplier_no: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;
export const draftResponseSchema = z.object({ temp_storage_registration: draftSchema.nullable() });
