import type { Company } from '../company/types.js';
import type { PigSlaughterRow, SheepSlaughterRow, SlaughterEnrolment } from '../contracts/enrolment.js';
import type { ReturnForm } from '../contracts/return-form.js';
import { MSG } from '../validation/messages.js';
import { cattleUid } from '../vocabulary/cattle-uid.js';
import { amountError, commentError } from './field-rules.js';
import { answerErrors, isDivisionFormFilled, returnFormFieldsOf, unansweredChoices, WHOLE_FLAG, withoutWholeFlag } from './return-form-answers.js';
import { ENROLMENT_LIMITS, ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';

/**
 * Return meat and skin (spec/enrolment.md §2 items 5–8, §4 divisions, §5, §8). Each rule returns
 * { field → message } as the other enrolment rules do; the browser shows them by their fields and
 * the server answers 422 with them.
 *
 * A row says which of its animals come back (row rules); with the return form (standard) every
 * return-meat animal is placed in a division whose form is filled in, the common choices are made,
 * and illegal combinations of boxes are refused (enrolmentReturnErrors). midtnorge has no form but
 * a pickup place for the meat.
 */

type Errors = Record<string, string>;
const M = ENROLMENT_MSG;

function put(errors: Errors, field: string, message: string | undefined): void {
  if (message !== undefined && errors[field] === undefined) errors[field] = message;
}

function putAll(errors: Errors, more: Errors): void {
  for (const [field, message] of Object.entries(more)) put(errors, field, message);
}

/** A typed count as a number; NaN when it is not a whole number. */
function countOf(value: string | number | undefined): number {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

// ─── What comes back of a row ─────────────────────────────────────────────────────────────────

/** A slaughter row of any group (pigs, sheep, cattle), read by the fields it has. */
export interface AnySlaughterRow {
  subcategory_name?: string | undefined;
  amount?: string | number | undefined;
  mark_no?: string | undefined;
  individual_no?: string | undefined;
  club_no?: string | undefined;
  /** Cattle: a box; pigs by club number: the count, as typed. */
  return_meat?: boolean | string | number | undefined;
  return_skin?: boolean | undefined;
  return_meat_checked?: boolean | undefined;
  individual_pigs?: { ear_tag: string; return_meat?: boolean | undefined }[] | undefined;
  return_skin_meat?: { individual_no: string; return_meat?: boolean | undefined; return_skin?: boolean | undefined }[] | undefined;
  return_options_groups?: ReturnPlacement[] | undefined;
}

/** A row's animals in one division (contracts/return-form.ts returnOptionsGroupSchema). */
export interface ReturnPlacement {
  group_id: string;
  amount_animals: string | number;
  animal_ids?: string[] | undefined;
}

/** How many of a row's animals come back as meat (0 when a count is not a number yet). */
export function returnMeatCount(row: AnySlaughterRow): number {
  if (row.mark_no !== undefined) return row.return_meat === true ? 1 : 0;
  if (row.return_skin_meat !== undefined) return row.return_skin_meat.filter((s) => s.return_meat === true).length;
  if (row.individual_pigs && row.individual_pigs.length > 0) return row.individual_pigs.filter((p) => p.return_meat === true).length;
  if (row.return_meat_checked !== true) return 0;
  const count = countOf(typeof row.return_meat === 'boolean' ? undefined : row.return_meat);
  return Number.isNaN(count) ? 0 : count;
}

/** How many of a row's animals come back as hide or skin (pigs: none). */
export function returnSkinCount(row: AnySlaughterRow): number {
  if (row.mark_no !== undefined) return row.return_skin === true ? 1 : 0;
  return (row.return_skin_meat ?? []).filter((s) => s.return_skin === true).length;
}

/**
 * The return-meat animals of a row of numbered animals, by number: the sheep numbers, the sows'
 * and boars' ear tags, the cow's 'mark_no-individual_no'. null for rows counted by club number,
 * whose divisions hold counts.
 */
export function returnAnimalIds(row: AnySlaughterRow): string[] | null {
  if (row.mark_no !== undefined) return row.return_meat === true ? [cattleUid({ mark_no: row.mark_no, individual_no: row.individual_no ?? '' })] : [];
  if (row.return_skin_meat !== undefined) return row.return_skin_meat.filter((s) => s.return_meat === true).map((s) => s.individual_no.trim());
  if (row.individual_pigs && row.individual_pigs.length > 0) return row.individual_pigs.filter((p) => p.return_meat === true).map((p) => p.ear_tag.trim());
  return null;
}

/**
 * A row's placements with the animals named: a numbered row placed in one division without
 * naming them has all its return-meat animals there (the only way they can be placed), as a
 * client that knows only counts sends it. Anything else is as sent.
 */
export function namedPlacements(row: AnySlaughterRow): ReturnPlacement[] {
  const groups = row.return_options_groups ?? [];
  const ids = returnAnimalIds(row);
  if (ids === null || groups.length !== 1 || groups[0]!.animal_ids !== undefined) return groups;
  return [{ ...groups[0]!, animal_ids: ids }];
}

/** The animals of a row placed in divisions (invalid amounts count as none). */
export function placedCount(row: { return_options_groups?: { amount_animals: string | number }[] | undefined }): number {
  return (row.return_options_groups ?? []).reduce((sum, g) => sum + (Number.isNaN(countOf(g.amount_animals)) ? 0 : countOf(g.amount_animals)), 0);
}

// ─── Row rules ────────────────────────────────────────────────────────────────────────────────

/**
 * Pigs by club number: with return meat ticked, a count of 1 … the amount. Sows and boars one by
 * one say it each (individual_pigs[].return_meat), not as a count.
 */
export function pigReturnErrors(row: PigSlaughterRow, amount: number | undefined): Errors {
  const errors: Errors = {};
  if ((row.individual_pigs ?? []).length > 0) {
    if (row.return_meat_checked === true) put(errors, 'return_meat', M.returnMeatPerAnimal);
    return errors;
  }
  if (row.return_meat_checked !== true) return errors;
  const text = String(row.return_meat ?? '').trim();
  if (text === '' || text === '0') put(errors, 'return_meat', M.returnMeatZero);
  else if (amountError(text) !== undefined) put(errors, 'return_meat', M.invalidAmount);
  else if (amount !== undefined && Number(text) > amount) put(errors, 'return_meat', M.returnMeatTooMany);
  return errors;
}

/** Each numbered sheep comes back as meat, skin or both ('Du må velge enten returkjøtt eller returskinn'). */
export function sheepReturnErrors(row: SheepSlaughterRow): Errors {
  const errors: Errors = {};
  (row.return_skin_meat ?? []).forEach((sheep, i) => {
    if (sheep.return_meat !== true && sheep.return_skin !== true) put(errors, `return_skin_meat.${i}.return_meat`, M.returnSkinOrMeat);
  });
  return errors;
}

/**
 * Whether an error is about where the return-meat animals are placed (the return section's),
 * rather than about the row the row form makes.
 */
export function isReturnPlacementField(field: string): boolean {
  return /(^|\.)return_options_groups(\.|$)/.test(field);
}

// ─── The whole enrolment ──────────────────────────────────────────────────────────────────────

export interface ReturnRuleContext {
  company: Company;
  /**
   * The return form of the enrolment's animal group (standard), as the screen fetched it or the
   * server has it. Without it, return meat or skin cannot be judged and is refused (the row forms,
   * which judge rows only, leave that error aside).
   */
  returnForm?: ReturnForm | null | undefined;
}

const hasText = (value: string | undefined) => (value ?? '').trim() !== '';

/** The form the answers were given to, when the payload says it, is the one of today. */
function formChanged(e: SlaughterEnrolment, form: ReturnForm): boolean {
  const sent = e.return_form_fields;
  const sentIllegal = e['return_form_illegal-checkbox-combinations'];
  if (sent !== undefined && JSON.stringify(sent) !== JSON.stringify(returnFormFieldsOf(form))) return true;
  return sentIllegal !== undefined && JSON.stringify(sentIllegal) !== JSON.stringify(form['illegal-checkbox-combinations']);
}

/**
 * Numbered animals are placed by number (spec §4): each division of such a row names its animals,
 * as many as it counts, each a return-meat animal of the row and in one division only. Rows
 * counted by club number name none.
 */
function placedAnimalErrors(row: AnySlaughterRow, groups: readonly ReturnPlacement[], at: string): Errors {
  const errors: Errors = {};
  const own = returnAnimalIds(row);
  const seen = new Set<string>();
  groups.forEach((g, j) => {
    const prefix = `${at}.${j}.`;
    if (own === null) {
      if (g.animal_ids !== undefined) put(errors, `${prefix}animal_ids`, M.rowHasNoAnimalIds);
      return;
    }
    if (g.animal_ids === undefined) return put(errors, `${prefix}animal_ids`, M.chooseDivisionAnimals);
    const named = g.animal_ids.map((id) => id.trim());
    const strangers = named.filter((id) => !own.includes(id));
    const twice = named.filter((id, k) => seen.has(id) || named.indexOf(id) !== k);
    named.forEach((id) => seen.add(id));
    if (strangers.length > 0) put(errors, `${prefix}animal_ids`, M.notReturnAnimal([...new Set(strangers)]));
    else if (twice.length > 0) put(errors, `${prefix}animal_ids`, M.animalInTwoDivisions([...new Set(twice)]));
    else if (named.length === 0) put(errors, `${prefix}animal_ids`, M.chooseDivisionAnimals);
    else if (countOf(g.amount_animals) !== named.length) put(errors, `${prefix}amount_animals`, M.divisionCountMismatch);
  });
  return errors;
}

/** Divisions, placements, the form's answers and comments (return form on). */
function returnFormErrors(e: SlaughterEnrolment, form: ReturnForm, company: Company, anyMeat: boolean, anySkin: boolean): Errors {
  const errors: Errors = {};
  if (formChanged(e, form)) put(errors, 'return_form_fields', M.returnFormChanged);
  const illegal = form['illegal-checkbox-combinations'];
  const divisions = e.returnSlaughterOptionsGroups ?? [];
  const ids = divisions.map((d) => d.id);

  divisions.forEach((division, i) => {
    const prefix = `returnSlaughterOptionsGroups.${i}.`;
    if (ids.indexOf(division.id) !== i) put(errors, `${prefix}id`, M.unknownDivision);
    // The whole flag is the division's own (divisionPresentation), not an answer to a field.
    const answers = withoutWholeFlag(form.per_division, division.formData);
    if (typeof division.formData[WHOLE_FLAG] !== 'boolean' && answers !== division.formData) put(errors, `${prefix}formData.${WHOLE_FLAG}`, M.invalidChoice);
    putAll(errors, answerErrors(form.per_division, answers, illegal, `${prefix}formData.`));
    if (!isDivisionFormFilled(form, division.formData)) put(errors, `${prefix}formData`, M.divisionMissingForm);
    // Each choice not made is named as well, as the common ones are: the screen marks it at its field.
    for (const id of unansweredChoices(form.per_division, division.formData)) put(errors, `${prefix}formData.${id}`, M.chooseOne);
  });

  const placedIn = new Map<string, number>();
  (e.animal_rows as AnySlaughterRow[]).forEach((row, i) => {
    const groups = namedPlacements(row);
    groups.forEach((g, j) => {
      const prefix = `animal_rows.${i}.return_options_groups.${j}.`;
      if (!ids.includes(g.group_id)) put(errors, `${prefix}group_id`, M.unknownDivision);
      put(errors, `${prefix}amount_animals`, amountError(g.amount_animals));
      placedIn.set(g.group_id, (placedIn.get(g.group_id) ?? 0) + (Number.isNaN(countOf(g.amount_animals)) ? 0 : countOf(g.amount_animals)));
    });
    putAll(errors, placedAnimalErrors(row, groups, `animal_rows.${i}.return_options_groups`));
    const meat = returnMeatCount(row);
    const placed = placedCount(row);
    // Pigs may be placed beyond the return-meat count (spec §5 "at least"; the screen asks first),
    // never beyond the row's animals; one animal is one animal.
    const amount = countOf(row.amount);
    const most = e.animal_category === 'pigs' && !Number.isNaN(amount) && meat > 0 ? amount : meat;
    if (placed < meat) put(errors, `animal_rows.${i}.return_options_groups`, M.returnNotPlaced);
    else if (placed > most) put(errors, `animal_rows.${i}.return_options_groups`, M.returnTooManyPlaced);
  });
  divisions.forEach((division, i) => {
    if ((placedIn.get(division.id) ?? 0) === 0) put(errors, `returnSlaughterOptionsGroups.${i}`, M.emptyDivision);
  });

  const common = e.returnSlaughterOptionsCommon ?? {};
  const commonFields = [...(anyMeat ? form['common-meat'] : []), ...(anySkin ? form['common-skin'] : [])];
  putAll(errors, answerErrors(commonFields, common, illegal, 'returnSlaughterOptionsCommon.'));
  for (const id of unansweredChoices(commonFields, common)) put(errors, `returnSlaughterOptionsCommon.${id}`, M.chooseOne);
  put(errors, 'returnSlaughterOptionsCommentMeat', commentError(e.returnSlaughterOptionsCommentMeat, company.returnCommentMax));
  put(errors, 'returnSlaughterOptionsCommentSkin', commentError(e.returnSlaughterOptionsCommentSkin, company.returnCommentMax));
  return errors;
}

/**
 * Everything the return meat and skin of a slaughter enrolment must be (spec §5 "Whole enrolment
 * valid for send"): with the return form, divisions and answers (returnFormErrors); without it,
 * none of its fields; midtnorge's pickup place when there is return meat; the marks for sheep and
 * cattle only, where the company offers them.
 */
export function enrolmentReturnErrors(e: SlaughterEnrolment, ctx: ReturnRuleContext): Errors {
  const errors: Errors = {};
  const { company } = ctx;
  const rows = e.animal_rows as AnySlaughterRow[];
  const anyMeat = rows.some((row) => returnMeatCount(row) > 0);
  const anySkin = rows.some((row) => returnSkinCount(row) > 0);
  const usesForm =
    (e.returnSlaughterOptionsGroups ?? []).length > 0 ||
    Object.keys(e.returnSlaughterOptionsCommon ?? {}).length > 0 ||
    hasText(e.returnSlaughterOptionsCommentMeat) ||
    hasText(e.returnSlaughterOptionsCommentSkin) ||
    rows.some((row) => (row.return_options_groups ?? []).length > 0);

  if (!company.flags.return_form) {
    if (usesForm) put(errors, 'returnSlaughterOptionsGroups', M.returnFormNotUsed);
  } else if (anyMeat || anySkin || usesForm) {
    if (ctx.returnForm) putAll(errors, returnFormErrors(e, ctx.returnForm, company, anyMeat, anySkin));
    else put(errors, 'return_form_fields', M.returnFormMissing);
  }

  if (company.flags.pickup_location_for_return_meat) {
    if (anyMeat && !hasText(e.return_meat_pickup_location)) put(errors, 'return_meat_pickup_location', MSG.required);
    else put(errors, 'return_meat_pickup_location', commentError(e.return_meat_pickup_location, ENROLMENT_LIMITS.pickupLocation));
  } else if (hasText(e.return_meat_pickup_location)) {
    put(errors, 'return_meat_pickup_location', M.pickupLocationNotUsed);
  }

  if (e.want_marks_sent_on_return === true) {
    if (!company.flags.enrolmentWantReturnMarksCheckbox) put(errors, 'want_marks_sent_on_return', M.marksNotOffered);
    else if (e.animal_category === 'pigs') put(errors, 'want_marks_sent_on_return', M.marksNotAvailable);
  }
  return errors;
}

/** Whether the screen offers 'Ønsker tilsendt merker for retur' for this group. */
export function offersReturnMarks(company: Company, group: SlaughterEnrolment['animal_category']): boolean {
  return company.flags.enrolmentWantReturnMarksCheckbox && group !== 'pigs';
}

/**
 * A row's returns as kept: what is ticked stays, what is not goes (a count without its tick, a
 * box left unticked), counts as numbers. The health remarks of numbered sheep and sows are kept
 * by health.ts's own normalising.
 */
export function normaliseReturns<R extends AnySlaughterRow>(row: R): R {
  const out: AnySlaughterRow = { ...row };
  const tickedOnly = <T extends { return_meat?: boolean | undefined; return_skin?: boolean | undefined }>(item: T): T => {
    const { return_meat, return_skin, ...rest } = item;
    return { ...rest, ...(return_meat === true ? { return_meat } : {}), ...(return_skin === true ? { return_skin } : {}) } as T;
  };
  if (out.return_options_groups) {
    out.return_options_groups = namedPlacements(out).map((g) => ({
      group_id: g.group_id,
      amount_animals: Number(String(g.amount_animals).trim()),
      ...(g.animal_ids ? { animal_ids: g.animal_ids.map((id) => id.trim()) } : {}),
    }));
  }
  if (out.mark_no !== undefined) return tickedOnly(out as { return_meat?: boolean; return_skin?: boolean }) as R;
  if (out.return_skin_meat) out.return_skin_meat = out.return_skin_meat.map(tickedOnly);
  if (out.individual_pigs) out.individual_pigs = out.individual_pigs.map((p) => tickedOnly(p));
  if (out.subcategory_name !== undefined && out.return_skin_meat === undefined) {
    const { return_meat_checked, return_meat, ...rest } = out;
    const ticked = return_meat_checked === true && (out.individual_pigs ?? []).length === 0;
    return (ticked ? { ...rest, return_meat_checked: true, return_meat: Number(String(return_meat).trim()) } : rest) as R;
  }
  return out as R;
}
