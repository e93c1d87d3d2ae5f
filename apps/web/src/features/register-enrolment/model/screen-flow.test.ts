import { getCompany } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { keepingOk, SERVER_NOW } from '../testing/enrolment-api';
import type { DraftRecord } from './draft';
import { type Choice, type EnrolmentFlow, enrolmentFlowReducer, type EnrolmentFlowEvent, initialEnrolmentFlow, judgeChoice } from './screen-flow';
import { type EnrolmentState, initialEnrolmentState, type StateRow } from './entries';

const pigRow = (uid: string, club_no = '1234'): StateRow => ({ uid, subcategory_name: 'Gris', amount: 10, club_no, comment: '' });
const week49 = { year: 2026, week: 49 };

/** Pig slaughter in week 49 with one row: something entered, so switches ask first. */
const pigDraft: EnrolmentState = { ...initialEnrolmentState, action: 'slaughter', group: 'pigs', step: 4, week: week49, rows: [pigRow('a')] };
/** Pig slaughter with the group and week chosen and nothing entered. */
const chosenDraft: EnrolmentState = { ...initialEnrolmentState, action: 'slaughter', group: 'pigs', step: 3, week: week49 };

const flowWith = (draft: EnrolmentState, screen: Partial<EnrolmentFlow['screen']> = {}): EnrolmentFlow => {
  const flow = initialEnrolmentFlow(null);
  return { draft, screen: { ...flow.screen, changedByFarmer: true, ...screen } };
};
const run = (flow: EnrolmentFlow, ...events: EnrolmentFlowEvent[]) => events.reduce(enrolmentFlowReducer, flow);

const sheep: Choice = { type: 'group', group: 'sheep', refusal: null, defaultWeek: { year: 2026, week: 50 } };
const restrictedSheep: Choice = { ...sheep, refusal: 'restrictions' };
/** A verdict of the last send: the server's 422 fields and a refusal notice. */
const verdict = { serverErrors: { 'animal_rows.0.club_no': 'Ukjent klubbnummer' }, refusal: ['restrictions' as const] };

describe('the start', () => {
  it('has an empty draft, the offered draft, the add form open, and nothing changed by the farmer', () => {
    const offer: DraftRecord = { state: pigDraft, lastUpdated: '2026-11-22T10:00:00.000Z', supplier_no: '10001', user: '10001' };
    const flow = initialEnrolmentFlow(offer);
    expect(flow.draft).toEqual(initialEnrolmentState);
    expect(flow.screen).toMatchObject({ draftOffer: offer, pendingSwitch: null, groupNotice: null, editingUid: null, addOpen: true, changedByFarmer: false });
  });
});

describe('the draft question', () => {
  const offer = (state: EnrolmentState): DraftRecord => ({ state, lastUpdated: '2026-11-22T10:00:00.000Z', supplier_no: '10001', user: '10001' });

  it("'Ja' restores the draft; with rows the add form waits behind 'Legg til flere dyr'", () => {
    const flow = run(initialEnrolmentFlow(offer(pigDraft)), { type: 'draftAccepted', refusal: null });
    expect(flow.draft).toEqual(pigDraft);
    expect(flow.screen).toMatchObject({ draftOffer: null, groupNotice: null, addOpen: false, changedByFarmer: true });
  });

  it("'Ja' on a draft without rows opens the add form", () => {
    const flow = run(initialEnrolmentFlow(offer(chosenDraft)), { type: 'draftAccepted', refusal: null });
    expect(flow.screen.addOpen).toBe(true);
  });

  it("'Ja' on a draft whose group is now refused: back to choosing the group, under the notice", () => {
    const flow = run(initialEnrolmentFlow(offer(pigDraft)), { type: 'draftAccepted', refusal: 'healthPig' });
    expect(flow.draft).toEqual({ ...initialEnrolmentState, action: 'slaughter', step: 1 });
    expect(flow.screen).toMatchObject({ draftOffer: null, groupNotice: 'healthPig' });
  });

  it("'Nei, start på nytt' closes the question and changes nothing the farmer did (nothing is kept locally)", () => {
    const flow = run(initialEnrolmentFlow(offer(pigDraft)), { type: 'draftDeclined' });
    expect(flow.draft).toEqual(initialEnrolmentState);
    expect(flow.screen).toMatchObject({ draftOffer: null, changedByFarmer: false });
  });
});

describe('choosing action and group', () => {
  it('with nothing entered, a new action applies at once and gives a fresh row form', () => {
    const flow = run(flowWith(chosenDraft, { editingUid: 'x', addOpen: false, addFormKey: 3, groupNotice: 'restrictions' }), {
      type: 'choiceMade',
      choice: { type: 'action', action: 'buy' },
    });
    expect(flow.draft).toEqual({ ...initialEnrolmentState, action: 'buy', step: 1 });
    expect(flow.screen).toMatchObject({ pendingSwitch: null, groupNotice: null, editingUid: null, addOpen: true, addFormKey: 4 });
  });

  it('the first choice on an untouched screen is a change by the farmer', () => {
    const flow = run(initialEnrolmentFlow(null), { type: 'choiceMade', choice: { type: 'action', action: 'slaughter' } });
    expect(flow.screen.changedByFarmer).toBe(true);
  });

  it('with something entered, a new action or group only asks; the draft stays as it is', () => {
    const start = flowWith(pigDraft);
    const asked = run(start, { type: 'choiceMade', choice: { type: 'action', action: 'sell' } });
    expect(asked.draft).toBe(start.draft);
    expect(asked.screen.pendingSwitch).toEqual({ type: 'action', action: 'sell' });
    // A group waits without its judgement: it is judged again when the farmer answers.
    expect(run(start, { type: 'choiceMade', choice: sheep }).screen.pendingSwitch).toEqual({ type: 'group', group: 'sheep' });
  });

  it("'Ja' applies the choice judged at the answer and closes the prompt; 'Nei' keeps everything", () => {
    const asked = run(flowWith(pigDraft), { type: 'choiceMade', choice: sheep });
    const confirmed = run(asked, { type: 'switchConfirmed', choice: { ...sheep, defaultWeek: { year: 2026, week: 51 } } });
    expect(confirmed.draft).toEqual({ ...initialEnrolmentState, action: 'slaughter', group: 'sheep', week: { year: 2026, week: 51 }, step: 3 });
    expect(confirmed.screen.pendingSwitch).toBeNull();

    const declined = run(asked, { type: 'switchDeclined' });
    expect(declined.draft).toBe(asked.draft);
    expect(declined.screen.pendingSwitch).toBeNull();
  });

  it('a refused group goes back to choosing the group and shows its notice; an allowed one clears it', () => {
    const refused = run(flowWith(chosenDraft), { type: 'choiceMade', choice: restrictedSheep });
    expect(refused.draft).toEqual({ ...initialEnrolmentState, action: 'slaughter', step: 1 });
    expect(refused.screen.groupNotice).toBe('restrictions');
    const allowed = run(refused, { type: 'choiceMade', choice: sheep });
    expect(allowed.draft).toMatchObject({ group: 'sheep', week: { year: 2026, week: 50 } });
    expect(allowed.screen.groupNotice).toBeNull();
  });
});

describe('judgeChoice', () => {
  const ctx = { company: getCompany('standard'), keeping: keepingOk, action: 'slaughter' as const, now: new Date(SERVER_NOW) };

  it('an action needs no judgement', () => {
    expect(judgeChoice({ type: 'action', action: 'buy' }, ctx)).toEqual({ type: 'action', action: 'buy' });
  });

  it("a group gets its default week on the given clock (pig slaughter on Sunday of week 47: week 49)", () => {
    expect(judgeChoice({ type: 'group', group: 'pigs' }, ctx)).toEqual({ type: 'group', group: 'pigs', refusal: null, defaultWeek: week49 });
  });

  it('a group with restrictions, or pigs without health-pig status when it is checked, is refused', () => {
    const restricted = { ...ctx, keeping: { ...keepingOk, restrictions: { pigs: false, sheep: true, cattle: false } } };
    expect(judgeChoice({ type: 'group', group: 'sheep' }, restricted)).toMatchObject({ refusal: 'restrictions' });
    const noHealthPig = { ...ctx, keeping: { ...keepingOk, helsegris_ok: false } };
    expect(judgeChoice({ type: 'group', group: 'pigs' }, noHealthPig)).toMatchObject({ refusal: 'healthPig' });
    expect(judgeChoice({ type: 'group', group: 'sheep' }, noHealthPig)).toMatchObject({ refusal: null });
    const notChecked = { ...ctx, keeping: { ...keepingOk, helsegris_ok: false, helsegris_check: false } };
    expect(judgeChoice({ type: 'group', group: 'pigs' }, notChecked)).toMatchObject({ refusal: null });
  });
});

describe('rows', () => {
  it('adding closes the add form and gives it a fresh start', () => {
    const flow = run(flowWith(chosenDraft, { addFormKey: 1 }), { type: 'rowsAdded', rows: [pigRow('a'), pigRow('b', '2222')] });
    expect(flow.draft.rows.map((r) => r.uid)).toEqual(['a', 'b']);
    expect(flow.screen).toMatchObject({ addOpen: false, addFormKey: 2 });
  });

  it('opening a row for editing closes the add form; changing it replaces the row and closes the edit form', () => {
    const editing = run(flowWith(pigDraft), { type: 'rowEditOpened', uid: 'a' });
    expect(editing.screen).toMatchObject({ editingUid: 'a', addOpen: false });
    const changed = run(editing, { type: 'rowChanged', row: { ...pigRow('a'), amount: 12 } });
    expect(changed.draft.rows).toEqual([{ ...pigRow('a'), amount: 12 }]);
    expect(changed.screen.editingUid).toBeNull();
  });

  it("'Avbryt endring' closes the edit form; 'Avbryt radinnleggelse' closes the add form only when there are rows", () => {
    const editCancelled = run(flowWith(pigDraft, { editingUid: 'a', addOpen: false, addFormKey: 5 }), { type: 'rowFormCancelled' });
    expect(editCancelled.screen).toMatchObject({ editingUid: null, addOpen: false, addFormKey: 6 });
    const addCancelled = run(flowWith(pigDraft, { addOpen: true, addFormKey: 5 }), { type: 'rowFormCancelled' });
    expect(addCancelled.screen).toMatchObject({ addOpen: false, addFormKey: 6 });
    const nothingToShow = run(flowWith(chosenDraft, { addOpen: true, addFormKey: 5 }), { type: 'rowFormCancelled' });
    expect(nothingToShow.screen).toMatchObject({ addOpen: true, addFormKey: 6 });
  });

  it("'Legg til flere dyr' opens the add form", () => {
    expect(run(flowWith(pigDraft, { addOpen: false }), { type: 'addMoreOpened' }).screen.addOpen).toBe(true);
  });

  it('a deleted row is hidden at once (and its edit form closed), then removed when it has faded out', () => {
    const deleted = run(flowWith(pigDraft, { editingUid: 'a' }), { type: 'rowDeleted', uid: 'a' });
    expect(deleted.draft.rows).toEqual([{ ...pigRow('a'), hidden: true }]);
    expect(deleted.screen.editingUid).toBeNull();
    expect(run(deleted, { type: 'rowFadedOut', uid: 'a' }).draft.rows).toEqual([]);
    // Deleting another row leaves the edit form open.
    const other = run(flowWith({ ...pigDraft, rows: [pigRow('a'), pigRow('b', '2222')] }, { editingUid: 'b' }), { type: 'rowDeleted', uid: 'a' });
    expect(other.screen.editingUid).toBe('b');
  });
});

describe("the last send's verdict", () => {
  it('a refusal and a 422 show until the farmer changes something', () => {
    const refused = run(flowWith(pigDraft), { type: 'sendRefused', notices: ['ksl', 'healthPig'] });
    expect(refused.screen.refusal).toEqual(['ksl', 'healthPig']);
    const rejected = run(flowWith(pigDraft), { type: 'sendRejected', fields: verdict.serverErrors });
    expect(rejected.screen.serverErrors).toEqual(verdict.serverErrors);
  });

  it.each<EnrolmentFlowEvent>([
    { type: 'commentChanged', comment: 'Ny' },
    { type: 'agreementChanged', agreement: true },
    { type: 'weekChanged', week: { year: 2026, week: 50 } },
    { type: 'cattleAgreementChanged', cattleAgreement: true, defaultWeek: { year: 2026, week: 50 } },
    { type: 'rowsAdded', rows: [pigRow('b', '2222')] },
    { type: 'rowChanged', row: { ...pigRow('a'), amount: 3 } },
    { type: 'rowDeleted', uid: 'a' },
    { type: 'switchConfirmed', choice: sheep },
  ])('is cleared by $type, a change by the farmer', (event) => {
    const flow = run(flowWith(pigDraft, { ...verdict, changedByFarmer: false }), event);
    expect(flow.screen).toMatchObject({ serverErrors: {}, refusal: [], changedByFarmer: true });
  });

  it.each<EnrolmentFlowEvent>([
    { type: 'rowFadedOut', uid: 'a' },
    { type: 'rowEditOpened', uid: 'a' },
    { type: 'addMoreOpened' },
    { type: 'rowFormCancelled' },
    { type: 'choiceMade', choice: sheep },
  ])('stays through $type, which changes nothing the farmer entered', (event) => {
    expect(run(flowWith(pigDraft, verdict), event).screen).toMatchObject(verdict);
  });
});

describe('registered', () => {
  it('nothing more is kept locally until the farmer changes something again', () => {
    const flow = run(flowWith(pigDraft), { type: 'registered' });
    expect(flow.screen.changedByFarmer).toBe(false);
    expect(flow.draft).toEqual(pigDraft);
  });
});

describe('the medication check’s remarks and their confirmations', () => {
  const remarks = {
    animal_remarks: [],
    animals_maybe_in_group_remarks: [],
    animals_with_textual_animal_ids: [],
    group_remarks: [
      {
        group_category: 'Gris',
        group_name: 'Binge 4',
        group_diseases: [],
        group_medications_restrain_limit_within_week: [{ name: 'Tylan vet.', treatment_date: '2026-11-20', restrain_limit: '2026-12-04' }],
        group_medications_restrain_limit_after_week: [],
      },
    ],
  };
  const withRemarks = () => run(flowWith(pigDraft), { type: 'medicationRemarksReceived', remarks });
  const confirmed = () => run(withRemarks(), { type: 'confirmationChanged', flag: 'confirm_group_medications_restrain_limit_within_week', confirmed: true });

  it('show with nothing confirmed, and each box is ticked and unticked on its own', () => {
    expect(withRemarks().screen.medication).toEqual({ remarks, confirmed: {} });
    expect(confirmed().screen.medication?.confirmed).toEqual({ confirm_group_medications_restrain_limit_within_week: true });
    const unticked = run(confirmed(), { type: 'confirmationChanged', flag: 'confirm_group_medications_restrain_limit_within_week', confirmed: false });
    expect(unticked.screen.medication?.confirmed).toEqual({ confirm_group_medications_restrain_limit_within_week: false });
    // Ticking changes nothing the farmer entered: no draft is kept for it.
    expect(run(flowWith(pigDraft, { changedByFarmer: false }), { type: 'medicationRemarksReceived', remarks }).screen.changedByFarmer).toBe(false);
  });

  it.each<EnrolmentFlowEvent>([
    { type: 'weekChanged', week: { year: 2026, week: 50 } },
    { type: 'cattleAgreementChanged', cattleAgreement: true, defaultWeek: { year: 2026, week: 50 } },
    { type: 'rowsAdded', rows: [pigRow('b', '2222')] },
    { type: 'rowChanged', row: { ...pigRow('a'), amount: 3 } },
    { type: 'rowDeleted', uid: 'a' },
    { type: 'switchConfirmed', choice: sheep },
    { type: 'registered' },
  ])('are dropped by $type: the next send is checked again', (event) => {
    expect(run(confirmed(), event).screen.medication).toBeNull();
  });

  it.each<EnrolmentFlowEvent>([
    { type: 'commentChanged', comment: 'Ny' },
    { type: 'agreementChanged', agreement: true },
    { type: 'extraConfirmChanged', extraConfirm: true },
    { type: 'healthChanged', row: { ...pigRow('a'), has_health_remarks: true, health_remarks_cnt: 1 } },
  ])('stay through $type, which the check does not read', (event) => {
    expect(run(confirmed(), event).screen.medication?.confirmed).toEqual({ confirm_group_medications_restrain_limit_within_week: true });
  });
});

describe('rows and their health remarks', () => {
  it('a flagged row added gets its first remark group; a changed row keeps what the health section filled in', () => {
    const added = run(flowWith(chosenDraft), { type: 'rowsAdded', rows: [{ ...pigRow('a'), has_health_remarks: true, health_remarks_cnt: 2 }] });
    expect(added.draft.rows[0]).toMatchObject({ health_remarks_groups: [{ amount_animals: 2, health_remarks_code: '' }] });
    const filled = run(added, {
      type: 'healthChanged',
      row: { ...added.draft.rows[0]!, health_remarks_groups: [{ amount_animals: 2, health_remarks_code: 'BROKK', health_remarks_comment: '' }] },
    });
    const changed = run(filled, { type: 'rowChanged', row: { ...pigRow('a'), amount: 12, has_health_remarks: true, health_remarks_cnt: 3 } });
    expect(changed.draft.rows[0]).toMatchObject({ amount: 12, health_remarks_groups: [{ amount_animals: 3, health_remarks_code: 'BROKK' }] });
  });
});
