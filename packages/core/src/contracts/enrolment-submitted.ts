import { z } from 'zod';
import { ANIMAL_GROUPS, CONFIRM_FLAGS, ENROLMENT_KINDS, EXTRA_CONFIRM_FLAG, PICKUP_STATUSES } from '../vocabulary/enumerations.js';
import { returnFormDataSchema } from './return-form.js';
import { ENROLMENT_CHANGE_FIELDS, ENROLMENT_STATUS_EVENTS } from '../vocabulary/enrolment-status.js';

/**
 * Contracts of the submitted enrolments (spec/enrolment.md §2 Submitted enrolments, §3
 * "Submitted enrolment (viewing)", §7), one per endpoint.
 */

const animalGroupSchema = z.enum(ANIMAL_GROUPS);

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
  /** How many of the row's animals come back as meat, and as hide or skin. */
  return_meat_count: z.number().int(),
  return_skin_count: z.number().int(),
  /** The row's health remarks: one per flagged animal (animal_id) or remark group (animal_id null). */
  health_remarks: z.array(
    z.object({ animal_id: z.string().nullable(), amount: z.number().int(), code: z.string(), text: z.string(), comment: z.string() }),
  ),
});
export type RegisteredEnrolmentRow = z.infer<typeof registeredEnrolmentRowSchema>;

const confirmationsSchema = z.array(z.enum([...CONFIRM_FLAGS, EXTRA_CONFIRM_FLAG]));

/** The cooperative's last word on an enrolment since it was sent, as the farmer's view carries it. */
export const cooperativeStatusSchema = z.object({
  event: z.enum(ENROLMENT_STATUS_EVENTS),
  /** When the cooperative did it, ISO 8601 with the Oslo offset. */
  at: z.string(),
  /** 'changed': what was changed (empty when the cooperative did not say). */
  fields: z.array(z.enum(ENROLMENT_CHANGE_FIELDS)),
});
export type CooperativeStatus = z.infer<typeof cooperativeStatusSchema>;

/**
 * One enrolment of a day: a farmer may send several of a kind in a day (a second one later that
 * evening), each with its own rows, comment and returns, and each deleted on its own.
 */
export const registeredEnrolmentPartSchema = z.object({
  id: z.number().int(),
  /** When it was sent, ISO 8601 with the Oslo offset. */
  sent_at: z.string(),
  /** Its comment, $…$ parts stripped. */
  comment: z.string(),
  pickup_completed: z.boolean(),
  deletion_requested: z.boolean(),
  /** Whether its delete link is active now (before its cutoff, and not already requested). */
  can_delete: z.boolean(),
  /** Its deletion cutoff (its first row's delivery week), ISO 8601 with the Oslo offset. */
  delete_deadline: z.string(),
  animal_rows: z.array(registeredEnrolmentRowSchema),
  confirmations: confirmationsSchema,
  return_meat_pickup_location: z.string().nullable(),
  want_marks_sent_on_return: z.boolean(),
  return_form_data: returnFormDataSchema.nullable(),
  /** What the cooperative did to it since it was sent (changed, deleted, deletion handled); null: nothing. */
  cooperative: cooperativeStatusSchema.nullable(),
});
export type RegisteredEnrolmentPart = z.infer<typeof registeredEnrolmentPartSchema>;

/**
 * GET /api/registered_enrolment_by_date/{kind}/{date} → { registered_enrolment_by_date }: every
 * enrolment of that kind sent that day (Oslo date), merged as the spec's view has them, and one by
 * one in `enrolments`.
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
  confirmations: confirmationsSchema,
  /** midtnorge: where the return meat is picked up (the newest given that day); null without. */
  return_meat_pickup_location: z.string().nullable(),
  /** 'Ønsker tilsendt merker for retur' (sheep and cattle, standard). */
  want_marks_sent_on_return: z.boolean(),
  /**
   * The return form ('Returskjema' receipt). A day of one enrolment: its receipt, as spec §3 shows
   * it (null without). A day can hold several enrolments of a kind (this view merges them), each
   * with its own form: then a list of those that have one, oldest first (each is also on its
   * enrolment in `enrolments`).
   */
  return_form_data: z.union([returnFormDataSchema, z.array(returnFormDataSchema)]).nullable(),
  /** The day's enrolments one by one, oldest first: what the view lists and deletes separately. */
  enrolments: z.array(registeredEnrolmentPartSchema),
});
export type RegisteredEnrolment = z.infer<typeof registeredEnrolmentSchema>;
export const registeredEnrolmentByDateResponseSchema = z.object({ registered_enrolment_by_date: registeredEnrolmentSchema });

/**
 * POST /api/delete_registered_enrolment_by_date/{kind}/{date}[?enrolment_id=N]: the day's
 * enrolments of that kind, or only the one named.
 */
export const deleteRegisteredEnrolmentQuerySchema = z.object({
  enrolment_id: z
    .string()
    .regex(/^\d{1,15}$/, 'Ugyldig innmelding')
    .transform(Number)
    .optional(),
});

/** POST /api/delete_registered_enrolment_by_date/{kind}/{date} → what happened. */
export const deleteRegisteredEnrolmentResponseSchema = z.object({ ok: z.literal(true), deletion_requested: z.boolean() });

/**
 * GET /api/registered_enrolment_weeks → { registered_enrolment_weeks }: the farm's enrolments by
 * pickup week (their first row's delivery week), from PICKUP_OVERVIEW_WEEKS_BACK weeks before the
 * current week on, oldest week first, in each week in the order they were sent. Ours: the overview
 * 'Innmeldt til uke N' beside the list by date.
 */
export const registeredEnrolmentWeekItemSchema = z.object({
  id: z.number().int(),
  kind: enrolmentKindSchema,
  /** The day it was sent: with the kind, where the view by date shows it. */
  date: z.string(),
  /** Its rows in short: 'Gris' 42, 'Purke' 2. */
  animals: z.array(z.object({ product_text: z.string(), amount: z.number().int() })),
  status: z.enum(PICKUP_STATUSES),
  /** What the cooperative did to it since it was sent; null: nothing. */
  cooperative: cooperativeStatusSchema.nullable(),
});
export type RegisteredEnrolmentWeekItem = z.infer<typeof registeredEnrolmentWeekItemSchema>;
export const registeredEnrolmentWeekSchema = z.object({
  year: z.number().int(),
  week: z.number().int(),
  enrolments: z.array(registeredEnrolmentWeekItemSchema),
});
export type RegisteredEnrolmentWeek = z.infer<typeof registeredEnrolmentWeekSchema>;
export const registeredEnrolmentWeeksResponseSchema = z.object({ registered_enrolment_weeks: z.array(registeredEnrolmentWeekSchema) });
