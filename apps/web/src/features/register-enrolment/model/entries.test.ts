import { describe, expect, it } from 'vitest';
import {
  enrolmentReducer,
  type EnrolmentState,
  hasEnteredData,
  initialEnrolmentState,
  isWorthKeeping,
  newRowUid,
  type StateRow,
} from './entries';

const pigRow = (uid: string, club_no = '1234'): StateRow => ({ uid, subcategory_name: 'Gris', amount: 10, club_no, comment: '' });

/** Pig slaughter with a week, one row, a comment and the agreement: step 4. */
const filled: EnrolmentState = {
  action: 'slaughter',
  group: 'pigs',
  step: 4,
  week: { year: 2026, week: 49 },
  cattleAgreement: false,
  rows: [pigRow('a')],
  comment: 'Hent før kl. 8',
  agreement: true,
  extraConfirm: false,
  returnDivisions: [],
  returnCommon: {},
  returnCommentMeat: '',
  returnCommentSkin: '',
  pickupLocation: '',
  wantMarks: false,
};

describe('enrolmentReducer', () => {
  it('chooseAction starts the flow at step 1 with only the action', () => {
    const next = enrolmentReducer(initialEnrolmentState, { type: 'chooseAction', action: 'buy' });
    expect(next).toEqual({ ...initialEnrolmentState, action: 'buy', step: 1 });
  });

  it('chooseAction with another action restarts: group, week, rows, comment and agreement are dropped', () => {
    const next = enrolmentReducer(filled, { type: 'chooseAction', action: 'sell' });
    expect(next).toEqual({ ...initialEnrolmentState, action: 'sell', step: 1 });
  });

  it('chooseAction with the same action keeps everything (the same object)', () => {
    expect(enrolmentReducer(filled, { type: 'chooseAction', action: 'slaughter' })).toBe(filled);
  });

  it('chooseGroup keeps the action, sets the default week and goes to step 3', () => {
    const chosen = enrolmentReducer({ ...initialEnrolmentState, action: 'slaughter', step: 1 }, { type: 'chooseGroup', group: 'pigs', defaultWeek: { year: 2026, week: 49 } });
    expect(chosen).toEqual({ ...initialEnrolmentState, action: 'slaughter', group: 'pigs', week: { year: 2026, week: 49 }, step: 3 });
  });

  it('chooseGroup with another group restarts from the group with the new default week', () => {
    const next = enrolmentReducer(filled, { type: 'chooseGroup', group: 'sheep', defaultWeek: { year: 2026, week: 50 } });
    expect(next).toEqual({ ...initialEnrolmentState, action: 'slaughter', group: 'sheep', week: { year: 2026, week: 50 }, step: 3 });
  });

  it('chooseGroup with the same group keeps the rows and the chosen week', () => {
    expect(enrolmentReducer(filled, { type: 'chooseGroup', group: 'pigs', defaultWeek: { year: 2027, week: 2 } })).toBe(filled);
  });

  it('setWeek sets the week and raises the step to 3, never lowers it', () => {
    const atGroup = { ...initialEnrolmentState, action: 'slaughter' as const, group: 'pigs' as const, step: 2 };
    expect(enrolmentReducer(atGroup, { type: 'setWeek', week: { year: 2026, week: 50 } })).toMatchObject({ week: { year: 2026, week: 50 }, step: 3 });
    const next = enrolmentReducer(filled, { type: 'setWeek', week: { year: 2027, week: 1 } });
    expect(next.week).toEqual({ year: 2027, week: 1 });
    expect(next.step).toBe(4);
    expect(next.rows).toEqual(filled.rows);
  });

  it('setCattleAgreement sets the flag and moves the week to the given default, keeping the rows', () => {
    const cattle: EnrolmentState = { ...filled, group: 'cattle', rows: [{ uid: 'c', mark_no: '50012', individual_no: '00001', comment: '' }] };
    const next = enrolmentReducer(cattle, { type: 'setCattleAgreement', cattleAgreement: true, defaultWeek: { year: 2026, week: 51 } });
    expect(next).toEqual({ ...cattle, cattleAgreement: true, week: { year: 2026, week: 51 } });
    const back = enrolmentReducer(next, { type: 'setCattleAgreement', cattleAgreement: false, defaultWeek: { year: 2026, week: 49 } });
    expect(back).toEqual({ ...cattle, cattleAgreement: false, week: { year: 2026, week: 49 } });
  });

  it('addRows appends in order and raises the step to 4', () => {
    const atWeek: EnrolmentState = { ...filled, step: 3, rows: [] };
    const one = enrolmentReducer(atWeek, { type: 'addRows', rows: [pigRow('a')] });
    expect(one.step).toBe(4);
    const three = enrolmentReducer(one, { type: 'addRows', rows: [pigRow('b', '2222'), pigRow('c', '3333')] });
    expect(three.rows.map((r) => r.uid)).toEqual(['a', 'b', 'c']);
  });

  it('replaceRow replaces the row with the same uid in its place', () => {
    const state: EnrolmentState = { ...filled, rows: [pigRow('a'), pigRow('b', '2222'), pigRow('c', '3333')] };
    const changed: StateRow = { ...pigRow('b', '4444'), amount: 3 };
    const next = enrolmentReducer(state, { type: 'replaceRow', row: changed });
    expect(next.rows).toEqual([pigRow('a'), changed, pigRow('c', '3333')]);
  });

  it('removeRow removes only the row with that uid, and does not lower the step', () => {
    const state: EnrolmentState = { ...filled, rows: [pigRow('a'), pigRow('b', '2222')] };
    const next = enrolmentReducer(state, { type: 'removeRow', uid: 'a' });
    expect(next.rows).toEqual([pigRow('b', '2222')]);
    expect(enrolmentReducer(next, { type: 'removeRow', uid: 'b' })).toMatchObject({ rows: [], step: 4 });
  });

  it('setComment and setAgreement change only their field', () => {
    expect(enrolmentReducer(filled, { type: 'setComment', comment: 'Ny' })).toEqual({ ...filled, comment: 'Ny' });
    expect(enrolmentReducer(filled, { type: 'setAgreement', agreement: false })).toEqual({ ...filled, agreement: false });
  });

  it('restore takes the draft state whole; reset returns to the start', () => {
    expect(enrolmentReducer(initialEnrolmentState, { type: 'restore', state: filled })).toBe(filled);
    expect(enrolmentReducer(filled, { type: 'reset' })).toEqual(initialEnrolmentState);
  });
});

describe('hasEnteredData (whether a switch must ask first)', () => {
  const chosen: EnrolmentState = { ...initialEnrolmentState, action: 'slaughter', group: 'pigs', week: { year: 2026, week: 49 }, step: 3 };

  it('is false for choices only (action, group, week)', () => {
    expect(hasEnteredData(initialEnrolmentState)).toBe(false);
    expect(hasEnteredData(chosen)).toBe(false);
    expect(hasEnteredData({ ...chosen, cattleAgreement: true })).toBe(false);
  });

  it('is true with a row, a comment or the agreement ticked', () => {
    expect(hasEnteredData({ ...chosen, rows: [pigRow('a')] })).toBe(true);
    expect(hasEnteredData({ ...chosen, comment: 'x' })).toBe(true);
    expect(hasEnteredData({ ...chosen, agreement: true })).toBe(true);
  });

  it('does not count a comment of only spaces', () => {
    expect(hasEnteredData({ ...chosen, comment: '   \n ' })).toBe(false);
  });
});

describe('isWorthKeeping', () => {
  it('keeps a draft once an action is chosen', () => {
    expect(isWorthKeeping(initialEnrolmentState)).toBe(false);
    expect(isWorthKeeping({ ...initialEnrolmentState, action: 'buy', step: 1 })).toBe(true);
  });
});

describe('newRowUid', () => {
  it('gives a different non-empty id each time', () => {
    const ids = Array.from({ length: 200 }, () => newRowUid());
    expect(new Set(ids).size).toBe(200);
    expect(ids.every((id) => /^[a-z0-9]+$/.test(id))).toBe(true);
  });
});
