import { z } from 'zod';
import { CATTLE_BREEDING_FERTILITY_STATUSES, CATTLE_CATEGORIES, CATTLE_GENDERS, CATTLE_WEIGHTS, LIVE_ANIMAL_TYPES } from '../vocabulary/enumerations.js';

/**
 * A submitted enrolment's row as the server stores it (enrolment_row.data, JSON): the row the
 * farmer sent after every check, normalised (amounts and counts as numbers, health remarks only
 * where flagged, returns only where ticked). The server writes it through this schema and reads it
 * back through `readStoredRow`, so the submitted view, the integration export and the farm copy
 * agree on one shape. Rows stored before the shape changed are brought to it by `upgradeStoredRow`.
 *
 * One schema for the rows of every action and group: a row is read by the fields it has (a cattle
 * row has mark_no, a pig row by club number club_no, a sold sheep sheep_individual_no). Fields it
 * does not know are kept (loose objects), so a row stored by a newer server survives an older one.
 */

/** One animal's health remark (a cattle row, a sow or boar, a numbered sheep). */
const storedHealthFields = {
  has_health_remarks: z.boolean().optional(),
  health_remarks_code: z.string().optional(),
  health_remarks_comment: z.string().optional(),
};

/** A sow or boar by its ear tag. */
export const storedPigSchema = z.looseObject({ ear_tag: z.string(), return_meat: z.boolean().optional(), ...storedHealthFields });

/** A sheep by its individual number, whose meat or skin comes back. */
export const storedSheepSchema = z.looseObject({
  individual_no: z.string(),
  return_meat: z.boolean().optional(),
  return_skin: z.boolean().optional(),
  ...storedHealthFields,
});
export type StoredSheep = z.infer<typeof storedSheepSchema>;

/** How many of a group's flagged animals have one remark. */
export const storedHealthGroupSchema = z.looseObject({
  amount_animals: z.number(),
  health_remarks_code: z.string(),
  health_remarks_comment: z.string().optional(),
});

/** A row's animals in one division of the return form. */
export const storedPlacementSchema = z.looseObject({
  group_id: z.string(),
  amount_animals: z.number(),
  animal_ids: z.array(z.string()).optional(),
});

export const storedEnrolmentRowSchema = z.looseObject({
  subcategory_name: z.string().optional(),
  /** Left out where a row is one animal (cattle, a sold sheep). */
  amount: z.number().optional(),
  comment: z.string().optional(),
  // Pigs.
  club_no: z.string().optional(),
  individual_pigs: z.array(storedPigSchema).optional(),
  // Sheep.
  return_skin_meat: z.array(storedSheepSchema).optional(),
  is_sheep_cut: z.boolean().optional(),
  sheep_individual_no: z.string().optional(),
  sheep_race: z.string().optional(),
  // Cattle.
  mark_no: z.string().optional(),
  individual_no: z.string().optional(),
  horn: z.boolean().optional(),
  pregnant: z.boolean().optional(),
  live_animal_type: z.enum(LIVE_ANIMAL_TYPES).optional(),
  cattle_category: z.enum(CATTLE_CATEGORIES).optional(),
  cattle_weight: z.enum(CATTLE_WEIGHTS).optional(),
  cattle_gender: z.enum(CATTLE_GENDERS).optional(),
  cattle_breeding_fertility_status: z.enum(CATTLE_BREEDING_FERTILITY_STATUSES).optional(),
  // Health remarks: a cattle row's own, or a group's (how many flagged, and which remark each).
  ...storedHealthFields,
  health_remarks_cnt: z.number().optional(),
  health_remarks_groups: z.array(storedHealthGroupSchema).optional(),
  // Returns: a cow's meat box or a club row's count, its hide, the divisions.
  return_meat_checked: z.boolean().optional(),
  return_meat: z.union([z.boolean(), z.number()]).optional(),
  return_skin: z.boolean().optional(),
  return_options_groups: z.array(storedPlacementSchema).optional(),
});
export type StoredEnrolmentRow = z.infer<typeof storedEnrolmentRowSchema>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored row brought to today's shape. Each older shape, in the order they were stored:
 * - `individual_sheep` (the first enrolments, before health remarks): the sheep numbers of a
 *   sheep slaughter row, `[{ individual_no }]`;
 * - `return_sheep` (health remarks, before the return form): the same list, each sheep with its
 *   own health remark;
 * - today: `return_skin_meat`, each sheep with its remark and whether its meat or skin comes back.
 * The newest list a row has wins, and the older names are dropped. Anything that is not a JSON
 * object is given back as it is, for the schema to refuse.
 */
export function upgradeStoredRow(stored: unknown): unknown {
  if (!isRecord(stored)) return stored;
  const { individual_sheep: firstSheep, return_sheep: remarkedSheep, ...row } = stored;
  const sheep = row.return_skin_meat ?? remarkedSheep ?? firstSheep;
  return sheep === undefined ? row : { ...row, return_skin_meat: sheep };
}

/** A stored row read back: today's shape, or why it could not be read. */
export type StoredRowReading = { ok: true; row: StoredEnrolmentRow } | { ok: false; reason: string };

/**
 * Reads a stored row (enrolment_row.data): parsed, upgraded (upgradeStoredRow) and checked against
 * the schema. A row that still does not fit is answered with the reason, never thrown: the caller
 * decides what a reader sees of it.
 */
export function readStoredRow(data: string): StoredRowReading {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const result = storedEnrolmentRowSchema.safeParse(upgradeStoredRow(json));
  if (result.success) return { ok: true, row: result.data };
  return { ok: false, reason: result.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join('; ') };
}
