import { z } from 'zod';
import { amountInputSchema, textInputSchema } from './enrolment-input.js';

/**
 * Health remarks and the medication check in the enrolment contracts (spec/enrolment.md §3):
 * the rows' health fields (rules in enrolment/health.ts) and the remarks of the submit response
 * (rules in enrolment/medication.ts).
 */

// ─── Health remarks on rows ───────────────────────────────────────────────────────────────────

/** A code from HEALTH_REMARK_OPTIONS; the rules answer 'Velg helseavvik' for any other. */
export const healthCodeSchema = z.string().max(40);

/** One animal's remark: a cattle row, a sow or boar by ear tag, a sheep by number. */
export const individualHealthFields = {
  has_health_remarks: z.boolean().optional(),
  health_remarks_code: healthCodeSchema.optional(),
  /** At most 200 characters (the rules answer with the counter); required for 'Annet'. */
  health_remarks_comment: textInputSchema.optional(),
};

/** How many of a group's flagged animals have one remark. */
export const healthRemarkGroupSchema = z.object({
  amount_animals: amountInputSchema,
  health_remarks_code: healthCodeSchema,
  health_remarks_comment: textInputSchema.optional(),
});
export type HealthRemarkGroupInput = z.infer<typeof healthRemarkGroupSchema>;

/** The remarks of animals counted as a group: how many are flagged, and how many have which remark. */
export const groupHealthFields = {
  has_health_remarks: z.boolean().optional(),
  health_remarks_cnt: amountInputSchema.optional(),
  health_remarks_groups: z.array(healthRemarkGroupSchema).max(20).optional(),
};

// ─── The medication check's remarks (submit response) ─────────────────────────────────────────

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
