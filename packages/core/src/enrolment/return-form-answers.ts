import type { IllegalCombination, ReturnAnswers, ReturnForm, ReturnFormField, ReturnFormFields } from '../contracts/return-form.js';
import { ENROLMENT_LIMITS, ENROLMENT_MSG } from '../vocabulary/enrolment-limits.js';
import { commentError } from './field-rules.js';

/**
 * The return form's answers (spec/enrolment.md §4 divisions, §5): each answer of its field's kind,
 * no illegal combination of boxes, a division's whole flag and what it hides. The rules of the
 * whole enrolment's returns, which use these, are in returns.ts.
 */

type Errors = Record<string, string>;
const M = ENROLMENT_MSG;

function put(errors: Errors, field: string, message: string | undefined): void {
  if (message !== undefined && errors[field] === undefined) errors[field] = message;
}

/** The form's three field lists, as a division, the common choices and the payload have them. */
export function returnFormFieldsOf(form: ReturnForm): ReturnFormFields {
  return { per_division: form.per_division, 'common-skin': form['common-skin'], 'common-meat': form['common-meat'] };
}

/**
 * The answers to a list of fields: each for a field of the list and of its kind (a box true or
 * false, a radio group one of its buttons, a text at most 200 characters), and no two boxes ticked
 * that may not be combined: the second is refused, naming the first.
 */
export function answerErrors(fields: readonly ReturnFormField[], answers: ReturnAnswers, illegal: readonly IllegalCombination[], prefix: string): Errors {
  const errors: Errors = {};
  for (const [id, value] of Object.entries(answers)) {
    const field = fields.find((f) => f.id === id);
    if (!field) put(errors, `${prefix}${id}`, M.unknownField);
    else if (field.kind === 'checkbox' && typeof value !== 'boolean') put(errors, `${prefix}${id}`, M.invalidChoice);
    else if (field.kind === 'radio-group' && !(field.radio_buttons ?? []).some((b) => b.id === value) && value !== '') put(errors, `${prefix}${id}`, M.invalidChoice);
    else if (field.kind === 'text') {
      if (typeof value !== 'string') put(errors, `${prefix}${id}`, M.invalidChoice);
      else put(errors, `${prefix}${id}`, commentError(value, ENROLMENT_LIMITS.returnText));
    }
  }
  for (const combination of illegal) {
    if (answers[combination.checkbox_id] !== true) continue;
    const title = fields.find((f) => f.id === combination.checkbox_id)?.title ?? combination.checkbox_id;
    for (const other of combination.illegal_checkbox_ids) {
      if (answers[other] === true) put(errors, `${prefix}${other}`, M.illegalCombination(title));
    }
  }
  return errors;
}

/** The key of a division's whole flag in its formData (spec §3), unless the form has a field of that id. */
export const WHOLE_FLAG = 'whole';

/** The answers without the whole flag, which is the division's, not an answer to a field. */
export function withoutWholeFlag(fields: readonly ReturnFormField[], answers: ReturnAnswers): ReturnAnswers {
  if (!(WHOLE_FLAG in answers) || fields.some((f) => f.id === WHOLE_FLAG)) return answers;
  const { [WHOLE_FLAG]: _flag, ...rest } = answers;
  return rest;
}

/** A division as sent and stored: its answers with the whole flag, its header and hidden fields. */
export interface DivisionPresentation {
  formData: ReturnAnswers;
  customHeader?: string;
  hideFields?: string[];
}

/**
 * The division's whole flag, header and hidden fields, where the form asks for them (a box or radio
 * button marked `whole`): chosen, formData.whole is true, the header names it ('Oppdeling 2: Hel
 * skrott') and the fields it hides are hidden, their answers dropped; not chosen, formData.whole is
 * false. A form without such a choice gives the answers as they are. The server produces these
 * itself from the form: what a client sends for them is not taken.
 */
export function divisionPresentation(fields: readonly ReturnFormField[], answers: ReturnAnswers, divisionNo: number): DivisionPresentation {
  const given = withoutWholeFlag(fields, answers);
  const choices = fields.flatMap((f) => {
    if (f.kind === 'checkbox' && f.whole === true) return [{ chosen: given[f.id] === true, title: f.title, hides: f.hides ?? [] }];
    if (f.kind === 'radio-group') return (f.radio_buttons ?? []).filter((b) => b.whole === true).map((b) => ({ chosen: given[f.id] === b.id, title: b.title, hides: b.hides ?? [] }));
    return [];
  });
  if (choices.length === 0 || fields.some((f) => f.id === WHOLE_FLAG)) return { formData: given };
  const chosen = choices.find((c) => c.chosen);
  if (!chosen) return { formData: { ...given, [WHOLE_FLAG]: false } };
  const kept = Object.fromEntries(Object.entries(given).filter(([id]) => !chosen.hides.includes(id)));
  return { formData: { ...kept, [WHOLE_FLAG]: true }, customHeader: `Oppdeling ${divisionNo}: ${chosen.title}`, hideFields: chosen.hides };
}

/** The radio groups of a list that have no choice yet. */
export function unansweredChoices(fields: readonly ReturnFormField[], answers: ReturnAnswers): string[] {
  return fields.filter((f) => f.kind === 'radio-group' && (typeof answers[f.id] !== 'string' || answers[f.id] === '')).map((f) => f.id);
}

/** A division's form is filled in: every choice made, and at least one answer given. */
export function isDivisionFormFilled(form: ReturnForm, answers: ReturnAnswers): boolean {
  const answered = Object.values(answers).some((v) => v === true || (typeof v === 'string' && v.trim() !== ''));
  return answered && unansweredChoices(form.per_division, answers).length === 0;
}
