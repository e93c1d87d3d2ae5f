import {
  type AnyEnrolment,
  type Company,
  CONFIRM_FLAGS,
  deadlineKey,
  type DeadlineKey,
  type EnrolmentAction,
  EXTRA_CONFIRM_FLAG,
  type ReturnForm,
} from '@slakteweb/core';
import { company as buildCompany } from '@/config/company';
import { type EnrolmentState, type RowData, type StateRow, visibleRows } from './entries';
import { returnPayload } from './returns-model';
import type { MedicationCheck } from './screen-flow';

/**
 * The enrolment the screen sends (spec/enrolment.md §7): the API's payload built from what the
 * farmer entered, and what the entries mean for it (the deadline that applies, whether the
 * transport-fitness agreement is asked).
 */

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

/** A row as the API takes it: without its local id and deletion mark. */
export const withoutUid = ({ uid: _uid, hidden: _hidden, ...row }: StateRow): RowData => row;

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
