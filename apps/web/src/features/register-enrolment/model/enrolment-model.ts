import {
  ANIMAL_GROUP_LABEL,
  type AnimalGroup,
  type AnyEnrolment,
  buyCattleText,
  type CattleBuyRow,
  type CattleSellRow,
  type CattleSlaughterRow,
  cattleUid,
  type Company,
  CONFIRM_FLAGS,
  deadlineKey,
  type DeadlineKey,
  type EnrolmentAction,
  enrolmentErrors,
  EXTRA_CONFIRM_FLAG,
  type FieldErrors,
  isHealthDetailField,
  isReturnPlacementField,
  missingConfirmations,
  returnMeatCount,
  returnNotes,
  returnSkinCount,
  type PickupWeekRule,
  type PigSlaughterRow,
  type PigTradeRow,
  type ReturnForm,
  type SheepBuyRow,
  type SheepSellRow,
  type SheepSlaughterRow,
} from '@slakteweb/core';
import { company as buildCompany } from '@/config/company';
import type { MedicationCheck } from './enrolment-flow';
import { type EnrolmentState, type RowData, type StateRow, visibleRows } from './enrolment-state';
import { flaggedAnimals } from './health-model';
import { returnPayload } from './returns-model';

/**
 * What the screen derives from its state: the payload, the checks (all from packages/core, the
 * same the server runs at receipt), the missing-things list, and the texts of rows and labels.
 */

export const ACTION_LABEL: Record<EnrolmentAction, string> = { slaughter: 'Slakt', buy: 'Kjøp livdyr', sell: 'Selg livdyr' };
export const GROUP_LABEL: Record<AnimalGroup, string> = ANIMAL_GROUP_LABEL;

/** The row form's texts (spec §2 step 4). */
export function rowFormTexts(action: EnrolmentAction, editing: boolean) {
  const slaughter = action === 'slaughter';
  return {
    title: slaughter ? (editing ? 'Endre innmeldingsrad' : 'Ny innmeldingsrad') : editing ? 'Endre rad for kjøp/salg' : 'Ny rad for kjøp/salg',
    submit: editing ? 'Endre' : 'Legg til',
    cancel: editing ? 'Avbryt endring' : 'Avbryt radinnleggelse',
  };
}

/** Which deadline applies to the state's action, group and cattle agreement. */
export function stateDeadlineKey(state: Pick<EnrolmentState, 'action' | 'group' | 'cattleAgreement'>): DeadlineKey {
  if (!state.action || !state.group) return 'normal';
  return deadlineKey(state.action, state.group, isCattleAgreement(state));
}

export function isCattleAgreement(state: Pick<EnrolmentState, 'action' | 'group' | 'cattleAgreement'>): boolean {
  return state.action === 'slaughter' && state.group === 'cattle' && state.cattleAgreement;
}

/** Whether the transport-fitness agreement is asked (slaughter and sell, spec §5). */
export function needsAgreement(action: EnrolmentAction | null): boolean {
  return action === 'slaughter' || action === 'sell';
}

const withoutUid = ({ uid: _uid, hidden: _hidden, ...row }: StateRow): RowData => row;

/** What the payload needs besides the state. */
export interface PayloadOptions {
  /** The company whose flags say which return fields go along; the build's by default. */
  company?: Company;
  /** The medication check's remarks and the farmer's confirmations of them. */
  medication?: MedicationCheck | null;
  /** The return form of the group, once fetched (standard). */
  returnForm?: ReturnForm | undefined;
}

/**
 * The API's enrolment for a complete state; null until action, group and week are chosen. A
 * slaughter enrolment carries the confirmations of the medication check's remarks (false until
 * the farmer has seen and ticked them), midtnorge's extra confirmation, and its returns.
 */
export function toEnrolment(state: EnrolmentState, { company = buildCompany, medication = null, returnForm }: PayloadOptions = {}): AnyEnrolment | null {
  const { action, group, week } = state;
  if (!action || !group || !week) return null;
  const common = {
    animal_category: group,
    animal_rows: visibleRows(state).map(withoutUid),
    wanted_pickup_week: week.week,
    wanted_pickup_year: week.year,
    comment: state.comment,
    agreement: needsAgreement(action) ? state.agreement : false,
  };
  // The rows are of the action and group's kind: the row forms build them so.
  if (action === 'slaughter') {
    const confirmations = Object.fromEntries(CONFIRM_FLAGS.map((flag) => [flag, medication?.confirmed[flag] === true]));
    const returns = returnPayload({ ...state, rows: visibleRows(state) }, group, company, returnForm);
    const slaughter = { action, ...common, ...confirmations, [EXTRA_CONFIRM_FLAG]: state.extraConfirm, ...returns };
    return (group === 'cattle' ? { ...slaughter, pickup_on_cattle_agreement: state.cattleAgreement } : slaughter) as AnyEnrolment;
  }
  return { action, ...common } as AnyEnrolment;
}

/** Where an enrolment is sent (spec §7). */
export function registerPath(action: EnrolmentAction, group: AnimalGroup): `/api/${string}` {
  return action === 'slaughter' ? '/api/register_enrolment' : `/api/register_buy_sell/${group}/${action}`;
}

/** The body: the payload without the `action`, which the path carries. */
export function registerBody(enrolment: AnyEnrolment): Record<string, unknown> {
  const { action: _action, ...body } = enrolment;
  return body;
}

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
 * ticked (keyed by the confirm_* name).
 */
export function sendErrors(state: EnrolmentState, ctx: CheckContext, medication: MedicationCheck | null = null): FieldErrors {
  const enrolment = toEnrolment(state, { company: ctx.company, medication, returnForm: ctx.returnForm });
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

/**
 * What a switch of action or group deletes (spec §4: the draft is discarded), named so the farmer
 * knows what is lost: each row, the comment, the divisions and the pickup place for return meat,
 * and the confirmations ticked.
 */
export function lostOnSwitch(state: EnrolmentState): string[] {
  const lost: string[] = [];
  if (state.action && state.group) for (const row of visibleRows(state)) lost.push(rowSummary(state.action, state.group, row));
  if (state.comment.trim() !== '') lost.push('kommentaren til innmeldingen');
  if (state.returnDivisions.length > 0) lost.push(state.returnDivisions.length === 1 ? 'oppdelingen for returkjøtt' : `${state.returnDivisions.length} oppdelinger for returkjøtt`);
  if (state.pickupLocation.trim() !== '') lost.push('hentestedet for returkjøtt');
  if (state.agreement || state.extraConfirm) lost.push('bekreftelsene du har krysset av');
  return lost;
}

const count = (amount: string | number) => `${amount} stk`;

/** The row list's text for a row: what and how many, the numbers that identify it. */
export function rowSummary(action: EnrolmentAction, group: AnimalGroup, row: RowData, herdDisplay?: (uid: string) => string | undefined): string {
  if (group === 'cattle' && action === 'buy') {
    const r = row as CattleBuyRow;
    return `${buyCattleText(r)}, ${count(r.amount)}`;
  }
  if (group === 'cattle') {
    const r = row as CattleSlaughterRow | CattleSellRow;
    const uid = cattleUid(r);
    const parts = [herdDisplay?.(uid) ?? [uid, r.subcategory_name].filter(Boolean).join(' ')];
    if (action === 'sell') {
      const sell = r as CattleSellRow;
      if (sell.horn) parts.push('med horn');
      if (sell.pregnant) parts.push('drektig');
    }
    return parts.join(', ');
  }
  if (group === 'pigs' && action === 'slaughter') {
    const r = row as PigSlaughterRow;
    const tags = (r.individual_pigs ?? []).map((p) => p.ear_tag);
    return [
      `${r.subcategory_name}, ${count(r.amount)}`,
      r.club_no ? `klubbnr. ${r.club_no}` : '',
      tags.length ? `øremerke ${tags.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(', ');
  }
  if (group === 'pigs') {
    const r = row as PigTradeRow;
    return `${r.subcategory_name}, ${count(r.amount)}`;
  }
  if (action === 'slaughter') {
    const r = row as SheepSlaughterRow;
    const nos = (r.return_skin_meat ?? []).map((s) => s.individual_no);
    return [`${r.subcategory_name}, ${count(r.amount)}`, nos.length ? `individnr. ${nos.join(', ')}` : '', r.is_sheep_cut ? 'klipt' : '']
      .filter(Boolean)
      .join(', ');
  }
  if (action === 'sell') {
    const r = row as SheepSellRow;
    return [`${r.subcategory_name} ${r.sheep_individual_no}`, r.sheep_race, r.horn ? 'med horn' : ''].filter(Boolean).join(', ');
  }
  const r = row as SheepBuyRow;
  return `${r.subcategory_name}, ${r.sheep_race}, ${count(r.amount)}`;
}

/**
 * What the row list says of a row besides its text: how many of its animals have health remarks,
 * and how many come back as meat, and as hide or skin.
 */
export function rowNotes(action: EnrolmentAction, group: AnimalGroup, row: RowData): string[] {
  const notes: string[] = [];
  const flagged = flaggedAnimals(action, group, row);
  if (flagged > 0) notes.push(`${flagged} dyr med helseavvik`);
  if (action !== 'slaughter') return notes;
  return [...notes, ...returnNotes(group, { meat: returnMeatCount(row), skin: returnSkinCount(row) })];
}
