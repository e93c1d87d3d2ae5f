import type {
  AnimalGroup,
  ReturnAnswers,
  CattleBuyRow,
  CattleSellRow,
  CattleSlaughterRow,
  EnrolmentAction,
  IsoWeek,
  PigSlaughterRow,
  PigTradeRow,
  SheepBuyRow,
  SheepSellRow,
  SheepSlaughterRow,
} from '@slakteweb/core';
import { deleteDivision, type DivisionState, moveReturnAnimals, type Place, trimmedPlacements, withoutEmptyDivisions } from './returns-model';

/**
 * What the farmer has entered on the new-enrolment screen (spec/enrolment.md §4): what, animal
 * group, week, the added rows with their health remarks, the comment and the agreements. It is what
 * a draft stores, locally and on the server, so it holds only plain data; what the screen shows
 * about it (questions, notices, the open row form, the medication check's remarks and their
 * confirmations) is the `screen` part of screen-flow.ts. The row being typed lives in the row
 * form until added.
 *
 * Return meat and skin and divisions add their fields here and their actions to the reducer.
 */

/** One row as the API takes it, by action and group. */
export type RowData =
  | PigSlaughterRow
  | SheepSlaughterRow
  | CattleSlaughterRow
  | PigTradeRow
  | SheepSellRow
  | SheepBuyRow
  | CattleSellRow
  | CattleBuyRow;

/**
 * A row in the list: the API's row plus a local id, and `hidden` while its deletion animates
 * (spec §3: both removed before sending). A hidden row no longer counts anywhere.
 */
export type StateRow = RowData & { uid: string; hidden?: boolean };

export interface EnrolmentState {
  action: EnrolmentAction | null;
  group: AnimalGroup | null;
  /** The furthest step reached; only raised (spec §4). 1 what, 2 group, 3 week, 4 rows. */
  step: number;
  week: IsoWeek | null;
  /** 'Henting på storfe-avtale?' (cattle slaughter only). */
  cattleAgreement: boolean;
  rows: StateRow[];
  comment: string;
  /** The transport-fitness agreement (slaughter and sell). */
  agreement: boolean;
  /** midtnorge's extra confirmation of a slaughter enrolment (extraCheckboxConfirmRegisterSlaughter). */
  extraConfirm: boolean;
  /** The return-meat divisions, in order ('Oppdeling 1', …); rows place animals in them by id. */
  returnDivisions: DivisionState[];
  /** Answers to the return form's common meat and skin fields. */
  returnCommon: ReturnAnswers;
  returnCommentMeat: string;
  returnCommentSkin: string;
  /** midtnorge: 'Velg hentested for returkjøtt'. */
  pickupLocation: string;
  /** 'Ønsker tilsendt merker for retur'. */
  wantMarks: boolean;
}

export const initialEnrolmentState: EnrolmentState = {
  action: null,
  group: null,
  step: 0,
  week: null,
  cattleAgreement: false,
  rows: [],
  comment: '',
  agreement: false,
  extraConfirm: false,
  returnDivisions: [],
  returnCommon: {},
  returnCommentMeat: '',
  returnCommentSkin: '',
  pickupLocation: '',
  wantMarks: false,
};

export type EnrolmentEvent =
  /** A new action restarts the flow (the screen has asked first when there was data). */
  | { type: 'chooseAction'; action: EnrolmentAction }
  /** A new group restarts from the group with its default week. */
  | { type: 'chooseGroup'; group: AnimalGroup; defaultWeek: IsoWeek }
  /** A group that may not be enrolled (restrictions, health pig): back to choosing the group. */
  | { type: 'clearGroup' }
  | { type: 'setWeek'; week: IsoWeek }
  /** Toggling the cattle agreement changes the deadline and lead, so the week moves to its default. */
  | { type: 'setCattleAgreement'; cattleAgreement: boolean; defaultWeek: IsoWeek }
  | { type: 'addRows'; rows: StateRow[] }
  | { type: 'replaceRow'; row: StateRow }
  /** Deletion confirmed: the row stops counting at once, and fades out before removeRow. */
  | { type: 'hideRow'; uid: string }
  | { type: 'removeRow'; uid: string }
  | { type: 'setComment'; comment: string }
  | { type: 'setAgreement'; agreement: boolean }
  | { type: 'setExtraConfirm'; extraConfirm: boolean }
  /** Return-meat animals moved between the pool and divisions ('Velg oppdeling å flytte til'). */
  | { type: 'moveReturnAnimals'; uid: string; from: Place; to: Place | 'new'; amount: number; ids?: string[] | undefined }
  | { type: 'deleteDivision'; id: string }
  | { type: 'answerDivision'; id: string; fieldId: string; value: boolean | string }
  | { type: 'answerCommon'; fieldId: string; value: boolean | string }
  | { type: 'setReturnComment'; kind: 'meat' | 'skin'; text: string }
  | { type: 'setPickupLocation'; pickupLocation: string }
  | { type: 'setWantMarks'; wantMarks: boolean }
  /** A draft accepted with 'Ja'. */
  | { type: 'restore'; state: EnrolmentState }
  /** 'Nei, start på nytt', or after a successful send. */
  | { type: 'reset' };

const raise = (state: EnrolmentState, step: number) => Math.max(state.step, step);

export function enrolmentReducer(state: EnrolmentState, event: EnrolmentEvent): EnrolmentState {
  switch (event.type) {
    case 'chooseAction':
      if (event.action === state.action) return state;
      return { ...initialEnrolmentState, action: event.action, step: 1 };
    case 'chooseGroup':
      if (event.group === state.group) return state;
      return { ...initialEnrolmentState, action: state.action, group: event.group, week: event.defaultWeek, step: 3 };
    case 'clearGroup':
      return { ...initialEnrolmentState, action: state.action, step: 1 };
    case 'setWeek':
      return { ...state, week: event.week, step: raise(state, 3) };
    case 'setCattleAgreement':
      return { ...state, cattleAgreement: event.cattleAgreement, week: event.defaultWeek };
    case 'addRows':
      return { ...state, rows: [...state.rows, ...event.rows], step: raise(state, 4) };
    case 'replaceRow':
      return placed(state, { ...state, rows: state.rows.map((r) => (r.uid === event.row.uid ? trimmedPlacements(event.row) : r)) });
    case 'hideRow':
      return placed(state, { ...state, rows: state.rows.map((r) => (r.uid === event.uid ? { ...r, hidden: true } : r)) });
    case 'removeRow':
      return { ...state, rows: state.rows.filter((r) => r.uid !== event.uid) };
    case 'moveReturnAnimals':
      return { ...state, ...moveReturnAnimals({ rows: state.rows, returnDivisions: state.returnDivisions }, event) };
    case 'deleteDivision':
      return { ...state, ...deleteDivision({ rows: state.rows, returnDivisions: state.returnDivisions }, event.id) };
    case 'answerDivision':
      return {
        ...state,
        returnDivisions: state.returnDivisions.map((d) => (d.id === event.id ? { ...d, formData: { ...d.formData, [event.fieldId]: event.value } } : d)),
      };
    case 'answerCommon':
      return { ...state, returnCommon: { ...state.returnCommon, [event.fieldId]: event.value } };
    case 'setReturnComment':
      return event.kind === 'meat' ? { ...state, returnCommentMeat: event.text } : { ...state, returnCommentSkin: event.text };
    case 'setPickupLocation':
      return { ...state, pickupLocation: event.pickupLocation };
    case 'setWantMarks':
      return { ...state, wantMarks: event.wantMarks };
    case 'setComment':
      return { ...state, comment: event.comment };
    case 'setAgreement':
      return { ...state, agreement: event.agreement };
    case 'setExtraConfirm':
      return { ...state, extraConfirm: event.extraConfirm };
    case 'restore':
      return event.state;
    case 'reset':
      return initialEnrolmentState;
  }
}

/**
 * The state after a change to its rows, without the divisions it no longer has animals in. A row
 * being deleted (hidden) no longer holds animals.
 */
function placed(before: EnrolmentState, after: EnrolmentState): EnrolmentState {
  const kept = withoutEmptyDivisions({ rows: visibleRows(after), returnDivisions: before.returnDivisions });
  return { ...after, returnDivisions: kept.returnDivisions };
}

/** Whether changing action or group would discard something the farmer entered (spec §4). */
export function hasEnteredData(state: EnrolmentState): boolean {
  return visibleRows(state).length > 0 || state.comment.trim() !== '' || state.agreement || state.extraConfirm;
}

/** Worth keeping as a draft: an action is chosen. */
export function isWorthKeeping(state: EnrolmentState): boolean {
  return state.action !== null;
}

let uidCounter = 0;
/** A local id for a row; unique within the page and across reloads of a draft. */
export function newRowUid(): string {
  uidCounter += 1;
  return `r${Date.now().toString(36)}${uidCounter.toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
}

/** The rows that count: all but those being deleted. */
export function visibleRows(state: Pick<EnrolmentState, 'rows'>): StateRow[] {
  return state.rows.filter((r) => !r.hidden);
}
