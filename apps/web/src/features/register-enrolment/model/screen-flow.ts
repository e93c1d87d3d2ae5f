import {
  type AnimalGroup,
  type AnimalKeepingStatus,
  type Company,
  type ConfirmFlag,
  deadlineKey,
  defaultWeek,
  type EnrolmentAction,
  type FieldErrors,
  type IsoWeek,
  type MedicationRemarks,
} from '@slakteweb/core';
import { company as buildCompany } from '@/config/company';
import type { DraftRecord } from './draft';
import { enrolmentReducer, type EnrolmentEvent, type EnrolmentState, hasEnteredData, initialEnrolmentState, type StateRow, visibleRows } from './entries';
import { withHealthDetails } from './health-model';
import { type Place, withPlacementsOf, withSingleDivision } from './returns-model';
import { type BlockingNotice, groupRefusal } from './send-messages';

/**
 * The whole new-enrolment flow (spec/enrolment.md §2, §4) in two parts:
 * - `draft`: what the farmer has entered, exactly what a draft stores (see entries.ts);
 * - `screen`: what the screen shows about it now (questions, notices, the open row form). It is
 *   never stored in a draft: a draft continued tomorrow starts with a fresh screen.
 *
 * Events are what the farmer did (or, for a few, what the server answered). The reducer decides
 * what follows, e.g. that changing the action asks first when something would be lost.
 *
 * A new section adds its data to the draft (entries.ts), its screen-only state here, and
 * one event per thing the farmer can do in it.
 */

/** A change of action or group waiting for the answer to 'Bytte …?'. */
export type SwitchRequest = { type: 'action'; action: EnrolmentAction } | { type: 'group'; group: AnimalGroup };

/**
 * A choice in step 1 or 2 with what the screen judged about it when it was made: whether the
 * group may be enrolled, and its default week on the server's clock.
 */
export type Choice =
  | { type: 'action'; action: EnrolmentAction }
  | { type: 'group'; group: AnimalGroup; refusal: BlockingNotice | null; defaultWeek: IsoWeek };

/**
 * The medication check's answer to the last send (registered false with remarks), and the
 * farmer's confirmations of it. Screen state, never in a draft: a confirmation answers the remarks
 * the farmer has seen, so any change to what is checked (week, rows) drops both, and the next send
 * is checked again.
 */
export interface MedicationCheck {
  remarks: MedicationRemarks;
  confirmed: Partial<Record<ConfirmFlag, boolean>>;
}

export interface EnrolmentScreen {
  /** The newer of the local and server drafts, offered once on entry, until answered. */
  draftOffer: DraftRecord | null;
  /** A change of action or group waiting for its prompt to be answered. */
  pendingSwitch: SwitchRequest | null;
  /** Why the chosen group may not be enrolled (restrictions, health pig), under step 2. */
  groupNotice: BlockingNotice | null;
  /** The notices of a refused send (registered false), until the farmer changes something. */
  refusal: BlockingNotice[];
  /** The field errors of the server's 422, until the farmer changes something. */
  serverErrors: FieldErrors;
  /** The remarks of the medication check and their confirmations (see MedicationCheck). */
  medication: MedicationCheck | null;
  /**
   * The farmer pressed 'Send innmelding' while something was missing: from then on every section
   * shows its errors, not only those of fields the farmer has left.
   */
  sendAttempted: boolean;
  /** The row open in the edit form. */
  editingUid: string | null;
  /** Whether the add form is open (it also shows whenever there are no rows). */
  addOpen: boolean;
  /** A new value gives the add form a fresh start (empty fields). */
  addFormKey: number;
  /**
   * The farmer has changed the draft since the screen opened (or since it was sent). Only then
   * is it kept locally, so an untouched screen never overwrites a draft that is still on offer.
   */
  changedByFarmer: boolean;
}

export interface EnrolmentFlow {
  draft: EnrolmentState;
  screen: EnrolmentScreen;
}

export type EnrolmentFlowEvent =
  /** 'Ja' to the draft question; `refusal` judges the draft's group against the farm of today. */
  | { type: 'draftAccepted'; refusal: BlockingNotice | null }
  /** 'Nei, start på nytt' (the screen deletes the drafts themselves). */
  | { type: 'draftDeclined' }
  /** An action or group picked in step 1 or 2: asks first when something entered would be lost. */
  | { type: 'choiceMade'; choice: Choice }
  /** 'Ja' to 'Bytte …?', with the pending choice judged again now. */
  | { type: 'switchConfirmed'; choice: Choice }
  | { type: 'switchDeclined' }
  | { type: 'weekChanged'; week: IsoWeek }
  /** The cattle agreement changes the deadline and lead, so the week moves to its default. */
  | { type: 'cattleAgreementChanged'; cattleAgreement: boolean; defaultWeek: IsoWeek }
  /** The add form's rows, with their local ids. */
  | { type: 'rowsAdded'; rows: StateRow[] }
  /** The edit form's row, under the uid of the row being changed. */
  | { type: 'rowChanged'; row: StateRow }
  | { type: 'rowEditOpened'; uid: string }
  /** 'Avbryt radinnleggelse' or 'Avbryt endring'. */
  | { type: 'rowFormCancelled' }
  | { type: 'addMoreOpened' }
  /** Deletion confirmed: the row stops counting at once and fades out... */
  | { type: 'rowDeleted'; uid: string }
  /** ...and leaves the list when the fade is over (not the farmer's doing: the verdicts stay). */
  | { type: 'rowFadedOut'; uid: string }
  | { type: 'commentChanged'; comment: string }
  | { type: 'agreementChanged'; agreement: boolean }
  | { type: 'extraConfirmChanged'; extraConfirm: boolean }
  /** The health section changed a row's remarks (codes, comments, remark groups). */
  | { type: 'healthChanged'; row: StateRow }
  /** The server's medication check answered remarks that need confirmations (registered false). */
  | { type: 'medicationRemarksReceived'; remarks: MedicationRemarks }
  | { type: 'confirmationChanged'; flag: ConfirmFlag; confirmed: boolean }
  /** Return-meat animals moved between the pool and the divisions, or to a new one. */
  | { type: 'returnAnimalsMoved'; uid: string; from: Place; to: Place | 'new'; amount: number; ids?: string[] | undefined }
  /** 'Er du sikker på å slette denne gruppen?' answered 'Ja': its animals go back to the pool. */
  | { type: 'divisionDeleted'; id: string }
  | { type: 'divisionAnswered'; id: string; fieldId: string; value: boolean | string }
  | { type: 'commonAnswered'; fieldId: string; value: boolean | string }
  | { type: 'returnCommentChanged'; kind: 'meat' | 'skin'; text: string }
  | { type: 'pickupLocationChanged'; pickupLocation: string }
  | { type: 'wantMarksChanged'; wantMarks: boolean }
  /** The server refused the enrolment (registered false) with these notices. */
  | { type: 'sendRefused'; notices: BlockingNotice[] }
  /** The server's 422: its field errors show on the rows and fields until the next change. */
  | { type: 'sendRejected'; fields: FieldErrors }
  /** 'Send innmelding' pressed while 'Før du kan melde inn må:' lists something. */
  | { type: 'sendAttempted' }
  /** Registered: nothing more is kept locally (the drafts are cleared). */
  | { type: 'registered' };

export function initialEnrolmentFlow(draftOffer: DraftRecord | null): EnrolmentFlow {
  return {
    draft: initialEnrolmentState,
    screen: {
      draftOffer,
      pendingSwitch: null,
      groupNotice: null,
      refusal: [],
      serverErrors: {},
      medication: null,
      sendAttempted: false,
      editingUid: null,
      addOpen: true,
      addFormKey: 0,
      changedByFarmer: false,
    },
  };
}

export function enrolmentFlowReducer(flow: EnrolmentFlow, event: EnrolmentFlowEvent): EnrolmentFlow {
  const { draft, screen } = flow;
  switch (event.type) {
    case 'draftAccepted': {
      const offer = screen.draftOffer;
      if (!offer) return flow;
      const answered = { ...screen, draftOffer: null, groupNotice: event.refusal, addOpen: offer.state.rows.length === 0 };
      const restored = edit(flow, { type: 'restore', state: offer.state }, answered);
      // Back to choosing a group: nothing of a refused group stays sendable under the notice.
      return event.refusal ? edit(restored, { type: 'clearGroup' }) : restored;
    }
    case 'draftDeclined':
      return { draft, screen: { ...screen, draftOffer: null } };
    case 'choiceMade':
      if (hasEnteredData(draft)) return { draft, screen: { ...screen, pendingSwitch: requestOf(event.choice) } };
      return switchTo(flow, event.choice);
    case 'switchConfirmed':
      return switchTo({ draft, screen: { ...screen, pendingSwitch: null } }, event.choice);
    case 'switchDeclined':
      return { draft, screen: { ...screen, pendingSwitch: null } };
    case 'weekChanged':
      return edit(flow, { type: 'setWeek', week: event.week });
    case 'cattleAgreementChanged':
      return edit(flow, { type: 'setCattleAgreement', cattleAgreement: event.cattleAgreement, defaultWeek: event.defaultWeek });
    case 'rowsAdded':
      return singleDivision(edit(flow, { type: 'addRows', rows: event.rows.map((row) => withHealthDetails(row)) }, { ...screen, addOpen: false, addFormKey: screen.addFormKey + 1 }));
    case 'rowChanged': {
      const previous = draft.rows.find((r) => r.uid === event.row.uid);
      const row = withPlacementsOf(withHealthDetails(event.row, previous), previous);
      return singleDivision(edit(flow, { type: 'replaceRow', row }, { ...screen, editingUid: null }));
    }
    case 'rowEditOpened':
      return { draft, screen: { ...screen, editingUid: event.uid, addOpen: false } };
    case 'rowFormCancelled': {
      const next = { ...screen, addFormKey: screen.addFormKey + 1 };
      if (draft.rows.some((r) => r.uid === screen.editingUid)) return { draft, screen: { ...next, editingUid: null } };
      // Without rows the add form shows anyway: there is nothing else to show.
      if (visibleRows(draft).length > 0) return { draft, screen: { ...next, addOpen: false } };
      return { draft, screen: next };
    }
    case 'addMoreOpened':
      return { draft, screen: { ...screen, addOpen: true } };
    case 'rowDeleted':
      return edit(flow, { type: 'hideRow', uid: event.uid }, { ...screen, editingUid: screen.editingUid === event.uid ? null : screen.editingUid });
    case 'rowFadedOut':
      return { draft: enrolmentReducer(draft, { type: 'removeRow', uid: event.uid }), screen };
    // What the medication check does not read keeps its remarks and confirmations.
    case 'commentChanged':
      return edit(flow, { type: 'setComment', comment: event.comment }, screen, KEEP_MEDICATION);
    case 'agreementChanged':
      return edit(flow, { type: 'setAgreement', agreement: event.agreement }, screen, KEEP_MEDICATION);
    case 'extraConfirmChanged':
      return edit(flow, { type: 'setExtraConfirm', extraConfirm: event.extraConfirm }, screen, KEEP_MEDICATION);
    case 'healthChanged':
      return edit(flow, { type: 'replaceRow', row: event.row }, screen, KEEP_MEDICATION);
    // Returns are not read by the medication check either.
    case 'returnAnimalsMoved':
      return edit(flow, { ...event, type: 'moveReturnAnimals' }, screen, KEEP_MEDICATION);
    case 'divisionDeleted':
      return edit(flow, { type: 'deleteDivision', id: event.id }, screen, KEEP_MEDICATION);
    case 'divisionAnswered':
      return edit(flow, { ...event, type: 'answerDivision' }, screen, KEEP_MEDICATION);
    case 'commonAnswered':
      return edit(flow, { ...event, type: 'answerCommon' }, screen, KEEP_MEDICATION);
    case 'returnCommentChanged':
      return edit(flow, { ...event, type: 'setReturnComment' }, screen, KEEP_MEDICATION);
    case 'pickupLocationChanged':
      return edit(flow, { type: 'setPickupLocation', pickupLocation: event.pickupLocation }, screen, KEEP_MEDICATION);
    case 'wantMarksChanged':
      return edit(flow, { type: 'setWantMarks', wantMarks: event.wantMarks }, screen, KEEP_MEDICATION);
    case 'medicationRemarksReceived':
      return { draft, screen: { ...screen, medication: { remarks: event.remarks, confirmed: {} } } };
    case 'confirmationChanged': {
      if (!screen.medication) return flow;
      const confirmed = { ...screen.medication.confirmed, [event.flag]: event.confirmed };
      return { draft, screen: { ...screen, medication: { ...screen.medication, confirmed } } };
    }
    case 'sendRefused':
      return { draft, screen: { ...screen, refusal: event.notices } };
    case 'sendRejected':
      return { draft, screen: { ...screen, serverErrors: event.fields } };
    case 'sendAttempted':
      return { draft, screen: { ...screen, sendAttempted: true } };
    case 'registered':
      return { draft, screen: { ...screen, medication: null, changedByFarmer: false } };
  }
}

const KEEP_MEDICATION = { keepMedication: true };

/**
 * A change the farmer made to the draft (on top of `screen`'s own changes): the draft is kept
 * locally from now on, and the last send's verdict (422 fields, refusal notices, and unless kept
 * the medication remarks with their confirmations) no longer applies.
 */
function edit(flow: EnrolmentFlow, change: EnrolmentEvent, screen: EnrolmentScreen = flow.screen, { keepMedication = false } = {}): EnrolmentFlow {
  return {
    draft: enrolmentReducer(flow.draft, change),
    screen: { ...screen, serverErrors: {}, refusal: [], medication: keepMedication ? screen.medication : null, changedByFarmer: true },
  };
}

/**
 * With the return form, the return meat of added or changed rows goes into the one division when
 * one is enough (returns-model withSingleDivision): a farmer with one way of cutting never moves
 * animals. Slaughter only; other companies have no divisions.
 */
function singleDivision(flow: EnrolmentFlow): EnrolmentFlow {
  const { draft } = flow;
  if (!buildCompany.flags.return_form || draft.action !== 'slaughter') return flow;
  const placed = withSingleDivision({ rows: draft.rows, returnDivisions: draft.returnDivisions });
  return placed.rows === draft.rows ? flow : { ...flow, draft: { ...draft, ...placed } };
}

/** A new action or group restarts the flow from there, with a fresh row form. */
function switchTo(flow: EnrolmentFlow, choice: Choice): EnrolmentFlow {
  const screen: EnrolmentScreen = { ...flow.screen, editingUid: null, addOpen: true, addFormKey: flow.screen.addFormKey + 1 };
  if (choice.type === 'action') return edit(flow, { type: 'chooseAction', action: choice.action }, { ...screen, groupNotice: null });
  // A refused group goes back to choosing a group: nothing of another group stays sendable.
  if (choice.refusal) return edit(flow, { type: 'clearGroup' }, { ...screen, groupNotice: choice.refusal });
  return edit(flow, { type: 'chooseGroup', group: choice.group, defaultWeek: choice.defaultWeek }, { ...screen, groupNotice: null });
}

/** What waits for the switch prompt: the choice without its judgement, made again on 'Ja'. */
function requestOf(choice: Choice): SwitchRequest {
  return choice.type === 'action' ? choice : { type: 'group', group: choice.group };
}

export interface ChoiceContext {
  company: Company;
  keeping: AnimalKeepingStatus;
  /** The chosen action (a group is chosen only after it). */
  action: EnrolmentAction;
  /** The server's clock at the moment of choosing. */
  now: Date;
}

/** A choice of action or group, judged now: a group's refusal and default week (spec §4). */
export function judgeChoice(request: SwitchRequest, ctx: ChoiceContext): Choice {
  if (request.type === 'action') return request;
  const { group } = request;
  return {
    type: 'group',
    group,
    refusal: groupRefusal(ctx.keeping, group),
    defaultWeek: defaultWeek(ctx.company, deadlineKey(ctx.action, group, false), ctx.now),
  };
}
