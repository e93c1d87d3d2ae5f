import {
  type AnyEnrolment,
  type Company,
  CONFIRM_FLAGS,
  enrolmentErrors,
  EXTRA_CONFIRM_FLAG,
  type FieldErrors,
  isHealthDetailField,
  isReturnPlacementField,
  missingConfirmations,
  type PickupWeekRule,
  type ReturnForm,
} from '@slakteweb/core';
import { type EnrolmentState, type RowData, visibleRows } from './entries';
import { toEnrolment, withoutUid } from './payload';
import type { MedicationCheck } from './screen-flow';

/**
 * What stops sending, and where to put it right: the checks (all from packages/core, the same the
 * server runs at receipt) on the payload and on a row form's candidate rows, each row's errors for
 * the row list, and the 'Før du kan melde inn må:' list.
 */

export interface CheckContext {
  company: Company;
  now: Date;
  pickupRules: readonly PickupWeekRule[];
  /** The return form of the group, once fetched: returns are judged by it (standard). */
  returnForm?: ReturnForm | undefined;
}

/** The text under a medication notice whose checkbox is not ticked. Ours. */
export const CONFIRM_REQUIRED = 'Du må bekrefte dette før du kan sende inn';

/**
 * Every problem that stops sending, keyed as the server keys them ('animal_rows.0.amount'): the
 * core's rules, and each confirmation the medication check's remarks need but the farmer has not
 * ticked (keyed by the confirm_* name). A send passes the payload it is about to send, so it is
 * built once and the check judges exactly what goes.
 */
export function sendErrors(
  state: EnrolmentState,
  ctx: CheckContext,
  medication: MedicationCheck | null = null,
  enrolment: AnyEnrolment | null = toEnrolment(state, { company: ctx.company, medication, returnForm: ctx.returnForm }),
): FieldErrors {
  if (!state.action) return { action: 'Velg hva innmeldingen gjelder' };
  if (!state.group) return { animal_category: 'Velg dyregruppe' };
  if (!enrolment) return { wanted_pickup_week: 'Velg uke' };
  const errors = enrolmentErrors(enrolment, ctx);
  if (medication) for (const flag of missingConfirmations(medication.remarks, medication.confirmed)) errors[flag] = CONFIRM_REQUIRED;
  return errors;
}

/**
 * A row form's errors, judged as if its rows were added: the row rules and the duplicates against
 * the rows already in the list (the edited row left out). One result per candidate, keyed by the
 * row's own fields.
 */
export function candidateRowErrors(state: EnrolmentState, candidates: RowData[], editingUid: string | null, company: Company): FieldErrors[] {
  const { action, group } = state;
  if (!action || !group) return candidates.map(() => ({}));
  const others = visibleRows(state)
    .filter((r) => r.uid !== editingUid)
    .map(withoutUid);
  const trial = {
    action,
    animal_category: group,
    animal_rows: [...others, ...candidates],
    wanted_pickup_week: 1,
    wanted_pickup_year: 2000,
    comment: '',
    agreement: true,
    pickup_on_cattle_agreement: false,
  } as AnyEnrolment;
  // Week errors do not concern rows; any clock will do. The health section, not the row form,
  // fills in the remarks' details.
  const errors = enrolmentErrors(trial, { company, now: new Date(0), pickupRules: [] });
  return candidates.map((_, j) => rowFormErrors(rowErrorsAt(errors, others.length + j)));
}

/** Whether a row's error is the health or return section's rather than the row form's. */
const isSectionField = (field: string) => isHealthDetailField(field) || isReturnPlacementField(field);

/** A row's errors that the row form answers for. */
function rowFormErrors(errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !isSectionField(field)));
}

/** A row's errors for the row list: what the row form answers for (the sections below show the rest). */
export function rowListErrorsOf(state: EnrolmentState, errors: FieldErrors, uid: string): FieldErrors {
  return rowFormErrors(rowErrorsOf(state, errors, uid));
}

/** The errors of a row in the list by its uid (indexes count the rows that are sent). */
export function rowErrorsOf(state: EnrolmentState, errors: FieldErrors, uid: string): FieldErrors {
  const index = visibleRows(state).findIndex((r) => r.uid === uid);
  return index < 0 ? {} : rowErrorsAt(errors, index);
}

/** The errors of row `index`, keyed by the row's own fields. */
export function rowErrorsAt(errors: FieldErrors, index: number): FieldErrors {
  const prefix = `animal_rows.${index}.`;
  const result: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(prefix)) result[key.slice(prefix.length)] = message;
  }
  return result;
}

/**
 * Where a missing thing is put right: the id of the section of the screen (enrolment-sections.ts)
 * whose fields the entry of 'Før du kan melde inn må:' takes the farmer to. The common return
 * choices stand under the return meat or the return skin, whichever shows.
 */
export type MissingSection = 'action' | 'group' | 'week' | 'rows' | 'comment' | 'pickup' | 'return-meat' | 'return-skin' | 'health' | 'confirm';

export interface MissingEntry {
  text: string;
  /** The sections to look in, in order: the first one on the screen with the field is taken. */
  sections: readonly MissingSection[];
}

/**
 * 'Før du kan melde inn må:' (spec §2 item 12): what is missing, in the order of the screen, and
 * where each is put right. Our wording; the spec gives only the heading.
 */
export function missingEntries(state: EnrolmentState, errors: FieldErrors, editing: boolean): MissingEntry[] {
  const items: MissingEntry[] = [];
  const add = (text: string, ...sections: MissingSection[]) => items.push({ text, sections });
  if (!state.action) return [{ text: 'velge hva innmeldingen gjelder', sections: ['action'] }];
  if (!state.group) return [{ text: 'velge dyregruppe', sections: ['group'] }];
  if (!state.week) add('velge uke', 'week');
  else if (errors.wanted_pickup_week) add('velge en uke som er åpen for innmelding', 'week');
  if (errors.animal_rows) add('legge til minst ett dyr', 'rows');
  const fields = Object.keys(errors);
  const rowFields = fields.filter((k) => k.startsWith('animal_rows.'));
  if (rowFields.some((k) => !isSectionField(k))) add('rette feilene i radene', 'rows');
  if (editing) add('fullføre eller avbryte endringen av raden', 'rows');
  if (errors.comment) add('korte ned kommentaren', 'comment');
  if (errors.return_meat_pickup_location) add('velge hentested for returkjøtt', 'pickup');
  if (errors.return_form_fields) add('laste inn returskjemaet på nytt', 'return-meat', 'return-skin');
  if (rowFields.some(isReturnPlacementField)) add('fordele alle dyr med returkjøtt på oppdelinger', 'return-meat');
  if (fields.some((k) => k.startsWith('returnSlaughterOptionsGroups'))) add('fylle ut skjemaet for hver oppdeling', 'return-meat');
  if (fields.some((k) => k.startsWith('returnSlaughterOptionsCommon') || k.startsWith('returnSlaughterOptionsComment'))) add('fylle ut returskjemaet', 'return-meat', 'return-skin');
  if (rowFields.some(isHealthDetailField)) add('fylle ut informasjon om dyr med helseavvik', 'health');
  if (errors.agreement) add('bekrefte at dyrene er i stand til å transporteres', 'confirm');
  if (errors[EXTRA_CONFIRM_FLAG]) add('bekrefte at opplysningene i innmeldingen er riktige', 'confirm');
  if (CONFIRM_FLAGS.some((flag) => errors[flag])) add('bekrefte opplysningene om legemiddelbehandling', 'confirm');
  return items;
}

/** The texts of 'Før du kan melde inn må:' (missingEntries). */
export function missingItems(state: EnrolmentState, errors: FieldErrors, editing: boolean): string[] {
  return missingEntries(state, errors, editing).map((entry) => entry.text);
}
