import { z } from 'zod';
import { ANIMAL_GROUPS } from '../vocabulary/enumerations.js';
import { individualHealthFields } from './enrolment-health.js';
import { amountInputSchema, textInputSchema } from './enrolment-input.js';

/**
 * Return meat and skin in the enrolment contracts (spec/enrolment.md §3 Return division, Return
 * form, the return-form payload fields and Return form data; §7 GET
 * /api/external/return_form/{animalKind}). The rules with their messages are in
 * enrolment/returns.ts.
 *
 * Farmers who slaughter for their own use get meat ('returkjøtt') and hides or skins
 * ('returhud', 'returskinn') back. Per row the farmer says which animals; with the return form
 * (standard) the return-meat animals are split into divisions ('Oppdeling N'), each with its
 * cutting and packing choices, and common choices and comments go with the whole enrolment.
 * midtnorge has no return form: a pickup place for the meat instead.
 */

/** Ids of the form's fields and of radio buttons: short, plain. */
const fieldId = z.string().regex(/^[a-z0-9_-]{1,60}$/i, 'Ugyldig felt');

// ─── The return form (GET /api/external/return_form/{animalKind}) ─────────────────────────────

export const RETURN_FIELD_KINDS = ['checkbox', 'radio-group', 'text'] as const;

/**
 * A box or radio button that means the whole carcass, uncut (spec §3: a division's formData has a
 * whole flag, and customHeader and hideFields): chosen, the division is marked whole, headed by
 * its title, and the fields it names in `hides` (cutting choices) do not apply.
 */
const wholeChoice = {
  whole: z.boolean().optional(),
  hides: z.array(fieldId).max(60).optional(),
};

/** One field of the form: a checkbox, a choice of radio buttons, or a short text. */
export const returnFormFieldSchema = z.object({
  kind: z.enum(RETURN_FIELD_KINDS),
  id: fieldId,
  title: z.string().max(200),
  /** A help text (HTML from the cooperative: sanitised before it is shown). */
  'info-txt': z.string().max(4000).optional(),
  radio_buttons: z.array(z.object({ id: fieldId, title: z.string().max(200), ...wholeChoice })).max(20).optional(),
  ...wholeChoice,
});
export type ReturnFormField = z.infer<typeof returnFormFieldSchema>;

/** A checkbox that cannot be ticked together with the fields listed. */
export const illegalCombinationSchema = z.object({ checkbox_id: fieldId, illegal_checkbox_ids: z.array(fieldId).max(60) });
export type IllegalCombination = z.infer<typeof illegalCombinationSchema>;

const fieldList = z.array(returnFormFieldSchema).max(60);

/** The three field lists: per division (cutting, packing), and once for the meat and for the skins. */
export const returnFormFieldsSchema = z.object({ per_division: fieldList, 'common-skin': fieldList, 'common-meat': fieldList });
export type ReturnFormFields = z.infer<typeof returnFormFieldsSchema>;

export const returnFormSchema = returnFormFieldsSchema.extend({
  'illegal-checkbox-combinations': z.array(illegalCombinationSchema).max(100),
  /** Help texts above the meat and the skin sections (HTML, sanitised before shown). */
  description_meat: z.string().max(8000),
  description_skin: z.string().max(8000),
});
export type ReturnForm = z.infer<typeof returnFormSchema>;
export const returnFormResponseSchema = z.object({ return_form: returnFormSchema });

/** The animal kinds of the path (`animalKind`): the enrolment's animal groups. */
export const returnFormParamsSchema = z.object({ animalKind: z.enum(ANIMAL_GROUPS) });

// ─── Answers and divisions ────────────────────────────────────────────────────────────────────

/**
 * Answers to form fields by field id: a checkbox true/false, a radio group the chosen button's id,
 * a text field its text. Which answer fits which field is judged against the form (returns.ts).
 */
export const returnAnswersSchema = z
  .record(fieldId, z.union([z.boolean(), z.string().max(300)]))
  .refine((answers) => Object.keys(answers).length <= 100, 'For mange svar');
export type ReturnAnswers = z.infer<typeof returnAnswersSchema>;

/**
 * A division's id, and a row's group_id naming it: text, or a whole number as clients that number
 * their divisions send it (1, 2, …); kept as text, so 1 and '1' are the same division.
 */
export const divisionIdSchema = z.union([z.string(), z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String)]).pipe(
  z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, 'Ugyldig oppdeling'),
);

/** A division ('Oppdeling N'): its id (the rows' group_id), its number from 1, and its answers. */
export const returnDivisionSchema = z.object({
  id: divisionIdSchema,
  divisionNo: z.number().int().min(1).max(100),
  formData: returnAnswersSchema,
  customHeader: z.string().max(100).optional(),
  hideFields: z.array(fieldId).max(60).optional(),
});
export type ReturnDivision = z.infer<typeof returnDivisionSchema>;

/**
 * Which of a row's return-meat animals are in which division (spec §4: a division receives each
 * selected animal). Rows of numbered animals (sheep by number, sows and boars by ear tag, a cow)
 * name them in `animal_ids`, and amount_animals is their count; rows counted by club number give
 * the count only.
 */
export const returnOptionsGroupSchema = z.object({
  group_id: divisionIdSchema,
  amount_animals: amountInputSchema,
  /** Sheep numbers, ear tags, or the cow's 'mark_no-individual_no'. */
  animal_ids: z.array(z.string().max(20)).max(400).optional(),
});
export type ReturnOptionsGroup = z.infer<typeof returnOptionsGroupSchema>;
export const returnOptionsGroupsField = { return_options_groups: z.array(returnOptionsGroupSchema).max(100).optional() };

// ─── Per row ──────────────────────────────────────────────────────────────────────────────────

/** Pigs by club number: return meat ticked, and for how many of them. */
export const pigReturnFields = {
  return_meat_checked: z.boolean().optional(),
  /** As typed: 1 … the row's amount ('Når returkjøtt er avhuket kan ikke antallet returkjøtt være 0'). */
  return_meat: amountInputSchema.optional(),
  ...returnOptionsGroupsField,
};

/** A cattle animal: its meat, and its hide. */
export const cattleReturnFields = {
  return_meat: z.boolean().optional(),
  return_skin: z.boolean().optional(),
  ...returnOptionsGroupsField,
};

/**
 * A sheep by its individual number (spec §3 return_sheep; on send `return_skin_meat`): a sheep is
 * numbered because its meat or skin comes back (one of them is required), and carries its own
 * health remark.
 */
export const returnSheepSchema = z.object({
  individual_no: z.string().max(20),
  return_meat: z.boolean().optional(),
  return_skin: z.boolean().optional(),
  ...individualHealthFields,
});
export type ReturnSheep = z.infer<typeof returnSheepSchema>;

// ─── Per enrolment (slaughter) ────────────────────────────────────────────────────────────────

export const RETURN_FORM_ILLEGAL_KEY = 'return_form_illegal-checkbox-combinations';

export const returnEnrolmentFields = {
  /** midtnorge: where the return meat is picked up; required when there is return meat, ≤ 100. */
  return_meat_pickup_location: textInputSchema.optional(),
  /** 'Ønsker tilsendt merker for retur' (standard, sheep and cattle). */
  want_marks_sent_on_return: z.boolean().optional(),
  /** Answers to the common meat and skin fields. */
  returnSlaughterOptionsCommon: returnAnswersSchema.optional(),
  /** The divisions of the return meat. */
  returnSlaughterOptionsGroups: z.array(returnDivisionSchema).max(50).optional(),
  returnSlaughterOptionsCommentSkin: textInputSchema.optional(),
  returnSlaughterOptionsCommentMeat: textInputSchema.optional(),
  /** The form the answers were given to, as the screen had it: refused if it has changed since. */
  return_form_fields: returnFormFieldsSchema.optional(),
  [RETURN_FORM_ILLEGAL_KEY]: z.array(illegalCombinationSchema).max(100).optional(),
};

// ─── The receipt (submitted view) ─────────────────────────────────────────────────────────────

/** A row as the receipt shows it: which animals, and what comes back of them. */
export const returnFormDataRowSchema = z.object({
  /** 'Gris, klubbnr. 4411', 'Ku 50012-00004', 'Sau'. */
  label: z.string(),
  return_meat: z.union([z.boolean(), z.number()]).optional(),
  return_skin: z.union([z.boolean(), z.number()]).optional(),
  return_skin_meat: z.array(returnSheepSchema).optional(),
  return_options_groups: z.array(z.object({ group_id: z.string(), amount_animals: z.number().int(), animal_ids: z.array(z.string()).optional() })).optional(),
});

/** The animals of one row in a division, as the receipt lists them. */
export const divisionAnimalsSchema = z.object({
  /** The row: 'Sau', 'Purke', 'Ku 50012-00004', 'Gris, klubbnr. 4411'. */
  label: z.string(),
  amount_animals: z.number().int(),
  /** Numbered rows: the animals by number (sheep numbers, ear tags, 'mark_no-individual_no'). */
  animal_ids: z.array(z.string()).optional(),
});
export type DivisionAnimals = z.infer<typeof divisionAnimalsSchema>;

/** A division as stored and shown: as sent, with the animals it holds. */
export const receiptDivisionSchema = z.object({
  id: z.string(),
  divisionNo: z.number().int(),
  formData: returnAnswersSchema,
  customHeader: z.string().optional(),
  hideFields: z.array(z.string()).optional(),
  /** Which animals of which rows it holds (older receipts: left out). */
  animals: z.array(divisionAnimalsSchema).optional(),
});
export type ReceiptDivision = z.infer<typeof receiptDivisionSchema>;

/** What an enrolment was sent with of the return form, to show it as the 'Returskjema' receipt. */
export const returnFormDataSchema = z.object({
  animal_category: z.enum(ANIMAL_GROUPS),
  animal_rows: z.array(returnFormDataRowSchema),
  returnSlaughterOptionsCommon: z.record(z.string(), z.union([z.boolean(), z.string()])),
  returnSlaughterOptionsGroups: z.array(receiptDivisionSchema),
  returnSlaughterOptionsCommentSkin: z.string(),
  returnSlaughterOptionsCommentMeat: z.string(),
  return_form_fields: returnFormFieldsSchema,
  [RETURN_FORM_ILLEGAL_KEY]: z.array(illegalCombinationSchema),
});
export type ReturnFormData = z.infer<typeof returnFormDataSchema>;
