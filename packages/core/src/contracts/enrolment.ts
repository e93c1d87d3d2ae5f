import { z } from 'zod';
import {
  ANIMAL_GROUPS,
  CATTLE_BREEDING_FERTILITY_STATUSES,
  CONFIRM_FLAGS,
  CATTLE_CATEGORIES,
  CATTLE_GENDERS,
  CATTLE_WEIGHTS,
  ENROLMENT_ACTIONS,
  ENROLMENT_KINDS,
  EXTRA_CONFIRM_FLAG,
  LIVE_ANIMAL_TYPES,
} from '../enrolment/enumerations.js';

/**
 * Contracts of enrolment (spec/enrolment.md §3, §7), one per endpoint; the server's route schemas
 * and the web's fetchers use the same. The schemas check the shape only; the rules with the
 * spec's messages (amounts, numbers, comments, duplicates, weeks) are in enrolment/rules.ts and
 * enrolment/week-rules.ts, so a wrong value gets its Norwegian message on its field.
 *
 * Health remarks (enrolment/health.ts) and the medication confirmations (enrolment/medication.ts)
 * are here. Return meat and skin, divisions, the return-meat pickup location and 'Ønsker tilsendt
 * merker for retur' add their fields where the comments say "RETURN". Until then those fields are
 * refused if set (rules.ts, returnErrors), so nothing a farmer ticks is silently dropped.
 */

/** Amounts arrive as typed: a number or digit text. The rules give 'Ugyldig antall'. */
export const amountInputSchema = z.union([z.number(), z.string().max(20)]);
const text = z.string().max(2000);
const optionalComment = text.optional().default('');

/** RETURN extension point for rows: present in the shape, refused when set until return meat is built. */
const returnRowFields = {
  return_meat: z.union([z.boolean(), z.number()]).optional(),
  return_skin: z.union([z.boolean(), z.number()]).optional(),
};

// ─── Health remarks (enrolment/health.ts) ─────────────────────────────────────────────────────

/** A code from HEALTH_REMARK_OPTIONS; the rules answer 'Velg helseavvik' for any other. */
const healthCodeSchema = z.string().max(40);

/** One animal's remark: a cattle row, a sow or boar by ear tag, a sheep by number. */
const individualHealthFields = {
  has_health_remarks: z.boolean().optional(),
  health_remarks_code: healthCodeSchema.optional(),
  /** At most 200 characters (the rules answer with the counter); required for 'Annet'. */
  health_remarks_comment: text.optional(),
};

/** How many of a group's flagged animals have one remark. */
export const healthRemarkGroupSchema = z.object({
  amount_animals: amountInputSchema,
  health_remarks_code: healthCodeSchema,
  health_remarks_comment: text.optional(),
});
export type HealthRemarkGroupInput = z.infer<typeof healthRemarkGroupSchema>;

/** The remarks of animals counted as a group: how many are flagged, and how many have which remark. */
const groupHealthFields = {
  has_health_remarks: z.boolean().optional(),
  health_remarks_cnt: amountInputSchema.optional(),
  health_remarks_groups: z.array(healthRemarkGroupSchema).max(20).optional(),
};

// ─── Slaughter rows ───────────────────────────────────────────────────────────────────────────

/** One individually registered sow or boar (purke_raane_individual_registration), with its own remark. */
export const individualPigSchema = z.object({ ear_tag: z.string().max(20), ...individualHealthFields });
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
  ...returnRowFields,
});
export type PigSlaughterRow = z.infer<typeof pigSlaughterRowSchema>;

/**
 * One sheep by its individual number (spec §3 return_sheep), with its own remark; RETURN adds
 * return_skin and return_meat.
 */
export const returnSheepSchema = z.object({ individual_no: z.string().max(20), ...individualHealthFields });
export type ReturnSheep = z.infer<typeof returnSheepSchema>;
export const sheepSlaughterRowSchema = z.object({
  subcategory_name: z.string().max(40),
  amount: amountInputSchema,
  /** Optional individual numbers (1–5 digits, not 00000), at most `amount`. */
  return_sheep: z.array(returnSheepSchema).max(1000).optional(),
  /** The animals are shorn ('Klipt'); not for kid (Kje), whose form hides the box. */
  is_sheep_cut: z.boolean().optional().default(false),
  comment: optionalComment,
  /** The flagged animals among those without an individual number, as a group. */
  ...groupHealthFields,
  ...returnRowFields,
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
  ...returnRowFields,
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
  // RETURN: return_meat_pickup_location, want_marks_sent_on_return,
  // returnSlaughterOptionsCommon/Groups/CommentSkin/CommentMeat, return_form_fields.
  return_meat_pickup_location: z.string().max(2000).optional(),
  want_marks_sent_on_return: z.boolean().optional(),
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

/** A disease a treatment was for. */
export const diseaseSchema = z.object({ name: z.string(), code: z.string() });
export type Disease = z.infer<typeof diseaseSchema>;

/** A medication given, and the last day of its withdrawal period (dates yyyy-MM-dd). */
export const medicationSchema = z.object({ name: z.string(), treatment_date: z.string(), restrain_limit: z.string() });
export type Medication = z.infer<typeof medicationSchema>;

/**
 * What the medication check found about one animal: a cattle animal chosen from the herd
 * ('mark_no-individual_no'), or a sheep or sow by its number. Withdrawal periods that end within
 * the pickup week, and those that end after it.
 */
export const animalRemarkSchema = z.object({
  animal_id: z.string(),
  /** The animal's type as the register has it ('Ku', 'Purke', 'Sau'). */
  subcategory_name: z.string(),
  diseases: z.array(diseaseSchema),
  medications_restrain_limit_within_week: z.array(medicationSchema),
  medications_restrain_limit_after_week: z.array(medicationSchema),
});
export type AnimalRemark = z.infer<typeof animalRemarkSchema>;

/** What the check found about animals treated as a group (a pen of pigs, a flock of sheep). */
export const groupRemarkSchema = z.object({
  /** The group's animal type ('Gris', 'Lam'). */
  group_category: z.string(),
  /** The register's description of the group ('Slaktegris, binge 4'). */
  group_name: z.string(),
  group_diseases: z.array(diseaseSchema),
  group_medications_restrain_limit_within_week: z.array(medicationSchema),
  group_medications_restrain_limit_after_week: z.array(medicationSchema),
});
export type GroupRemark = z.infer<typeof groupRemarkSchema>;

/** The four kinds of remark (spec §3 Submit response), each a subject of the rule table (MEDICATION_RULES). */
export const medicationRemarksSchema = z.object({
  /** Cattle chosen from the herd. */
  animal_remarks: z.array(animalRemarkSchema),
  /** Treated animals of the register that the enrolment does not name, but may count among its animals without numbers. */
  animals_maybe_in_group_remarks: z.array(animalRemarkSchema),
  /** Sheep, sows and boars by the individual numbers the farmer typed. */
  animals_with_textual_animal_ids: z.array(animalRemarkSchema),
  /** Animals treated as a group. */
  group_remarks: z.array(groupRemarkSchema),
});
export type MedicationRemarks = z.infer<typeof medicationRemarksSchema>;

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
  /** When registered: where it is found in the submitted list. */
  enrolment: z.object({ kind: z.enum(ENROLMENT_KINDS), date: z.string() }).nullable(),
});
export type RegisterEnrolmentResult = z.infer<typeof registerEnrolmentResultSchema>;
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
 * GET /api/external/weeks → { pickup_weeks, now }: rules from the current week on, and the
 * server's time. The browser computes default weeks and deadlines on the server's clock, the one
 * the deadline is judged by at receipt: a farmer's phone may be minutes or days off.
 */
export const pickupWeeksResponseSchema = z.object({ pickup_weeks: z.array(pickupWeekRuleSchema), now: z.string().datetime({ offset: true }) });

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

// ─── Submitted enrolments ─────────────────────────────────────────────────────────────────────

export const enrolmentKindSchema = z.enum(ENROLMENT_KINDS);

/** GET /api/registered_enrolment_dates → { registered_enrolment_dates }, newest first. */
export const registeredEnrolmentDateSchema = z.object({ date: z.string(), kind: enrolmentKindSchema });
export const registeredEnrolmentDatesResponseSchema = z.object({ registered_enrolment_dates: z.array(registeredEnrolmentDateSchema) });

/** One row of a submitted enrolment as the view shows it (spec §3 View row). */
export const registeredEnrolmentRowSchema = z.object({
  animal_category: animalGroupSchema,
  /** 'Gris', 'Lam', 'Ku', 'Livdyr til fôring, kjøttfe, lett, okse', … */
  product_text: z.string(),
  is_cattle: z.boolean(),
  amount: z.number().int(),
  club_no: z.string().nullable(),
  /** Cattle 'mark_no-individual_no', ear tags or sheep numbers joined by ', '; null for groups. */
  animal_id: z.string().nullable(),
  delivery_week: z.number().int(),
  delivery_year: z.number().int(),
  expected_pickup_date: z.string().nullable(),
  expected_pickup_time: z.string().nullable(),
  haulier: z.object({ name: z.string() }).nullable(),
  pickup_completed: z.boolean(),
  comment: z.string(),
  race_name: z.string().nullable(),
  /** Sheep: lamb/sheep/vaer; buy cattle: { live_animal_kind, desc }; otherwise null. */
  kind: z.union([z.enum(['lamb', 'sheep', 'vaer']), z.object({ live_animal_kind: z.string(), desc: z.string() })]).nullable(),
  is_vak: z.boolean(),
  is_spf: z.boolean(),
  /** The row's health remarks: one per flagged animal (animal_id) or remark group (animal_id null). */
  health_remarks: z.array(
    z.object({ animal_id: z.string().nullable(), amount: z.number().int(), code: z.string(), text: z.string(), comment: z.string() }),
  ),
});
export type RegisteredEnrolmentRow = z.infer<typeof registeredEnrolmentRowSchema>;

/**
 * GET /api/registered_enrolment_by_date/{kind}/{date} → { registered_enrolment_by_date }: every
 * enrolment of that kind sent that day (Oslo date), merged as the view shows one.
 */
export const registeredEnrolmentSchema = z.object({
  kind: enrolmentKindSchema,
  date: z.string(),
  /** The enrolments' comments ($…$ parts stripped), joined by a line break; '' when none. */
  comment: z.string(),
  pickup_completed: z.boolean(),
  /** Buy/sell: deletion was requested and waits for the cooperative. */
  deletion_requested: z.boolean(),
  /** Whether the delete link is active now (before the cutoff, and not already requested). */
  can_delete: z.boolean(),
  /** The deletion cutoff, ISO 8601 with the Oslo offset. */
  delete_deadline: z.string(),
  animal_rows: z.array(registeredEnrolmentRowSchema),
  /** The medication confirmations given when it was sent (slaughter), and midtnorge's extra one. */
  confirmations: z.array(z.enum([...CONFIRM_FLAGS, EXTRA_CONFIRM_FLAG])),
  /** RETURN: the return form receipt. */
  return_form_data: z.null(),
});
export type RegisteredEnrolment = z.infer<typeof registeredEnrolmentSchema>;
export const registeredEnrolmentByDateResponseSchema = z.object({ registered_enrolment_by_date: registeredEnrolmentSchema });

/** POST /api/delete_registered_enrolment_by_date/{kind}/{date} → what happened. */
export const deleteRegisteredEnrolmentResponseSchema = z.object({ ok: z.literal(true), deletion_requested: z.boolean() });

/** GET /api/registered_enrolment_unread → { count }: enrolments changed since last read (badge). */
export const registeredEnrolmentUnreadResponseSchema = z.object({ count: z.number().int() });
