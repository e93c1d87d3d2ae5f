import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearLocalDraft,
  type DraftRecord,
  LOCAL_DRAFT_KEY,
  newerDraft,
  parseDraftRecord,
  parseDraftState,
  readLocalDraft,
  writeLocalDraft,
} from './draft';
import { type EnrolmentState, initialEnrolmentState } from './entries';

afterEach(() => {
  vi.restoreAllMocks();
});

const state: EnrolmentState = {
  action: 'slaughter',
  group: 'pigs',
  step: 4,
  week: { year: 2026, week: 49 },
  cattleAgreement: false,
  rows: [{ uid: 'r1', subcategory_name: 'Gris', amount: 10, club_no: '1234', comment: '' }],
  comment: 'Hei',
  agreement: true,
  extraConfirm: false,
  returnDivisions: [],
  returnCommon: {},
  returnCommentMeat: '',
  returnCommentSkin: '',
  pickupLocation: '',
  wantMarks: false,
};

const record = (over: Partial<DraftRecord> = {}): DraftRecord => ({ state, lastUpdated: '2026-11-22T10:00:00.000Z', supplier_no: '10001', user: '10001', ...over });

describe('parseDraftState', () => {
  it('takes a stored state as it was', () => {
    expect(parseDraftState(JSON.parse(JSON.stringify(state)))).toEqual(state);
  });

  it('is null without an action (nothing worth offering) or for something else than an object', () => {
    expect(parseDraftState({ ...state, action: null })).toBeNull();
    expect(parseDraftState({ ...state, action: 'steal' })).toBeNull();
    expect(parseDraftState(null)).toBeNull();
    expect(parseDraftState('text')).toBeNull();
  });

  it('drops the whole draft when a row does not fit the row schema of its action and group', () => {
    // A cattle row in a pig slaughter draft: no subcategory_name or amount.
    expect(parseDraftState({ ...state, rows: [{ uid: 'x', mark_no: '50012', individual_no: '00001' }] })).toBeNull();
    // A pig trade row needs amount too.
    expect(parseDraftState({ ...state, action: 'buy', rows: [{ subcategory_name: 'Smågris' }] })).toBeNull();
  });

  it('gives rows without a uid a new one, unique per row', () => {
    const parsed = parseDraftState({
      ...state,
      rows: [
        { subcategory_name: 'Gris', amount: 10, club_no: '1234' },
        { subcategory_name: 'Gris', amount: 5, club_no: '5678', uid: '' },
      ],
    });
    const uids = parsed!.rows.map((r) => r.uid);
    expect(uids.every((u) => typeof u === 'string' && u.length > 0)).toBe(true);
    expect(new Set(uids).size).toBe(2);
    // The row schema fills the default comment.
    expect(parsed!.rows[0]).toMatchObject({ subcategory_name: 'Gris', amount: 10, club_no: '1234', comment: '' });
  });

  it('falls back field by field for damaged values instead of failing', () => {
    const parsed = parseDraftState({ ...state, step: 'four', cattleAgreement: 'yes', comment: 7, agreement: 'on' });
    expect(parsed).toEqual({ ...state, step: 0, cattleAgreement: false, comment: '', agreement: false });
  });

  it('drops a draft whose group has no usable week: the flow could not go on from it', () => {
    expect(parseDraftState({ ...state, week: 'next' })).toBeNull();
  });

  it('leaves out rows that were being deleted when it was saved', () => {
    const parsed = parseDraftState({ ...state, rows: [{ ...state.rows[0], hidden: true }] });
    expect(parsed?.rows).toEqual([]);
  });

  it.each(['individual_sheep', 'return_sheep'])('loads a sheep row of a draft saved when sheep numbers were %s', (name) => {
    const old = { ...state, group: 'sheep', rows: [{ uid: 'o', subcategory_name: 'Lam', amount: 3, [name]: [{ individual_no: '12011' }], is_sheep_cut: false, comment: '' }] };
    expect(parseDraftState(old)?.rows).toEqual([{ uid: 'o', subcategory_name: 'Lam', amount: 3, return_skin_meat: [{ individual_no: '12011' }], is_sheep_cut: false, comment: '' }]);
  });

  it('keeps health remarks and the extra confirmation', () => {
    const row = { uid: 'h', subcategory_name: 'Gris', amount: 10, club_no: '1234', comment: '', has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [{ amount_animals: 2, health_remarks_code: 'BROKK', health_remarks_comment: '' }] };
    expect(parseDraftState({ ...state, rows: [row], extraConfirm: true })).toMatchObject({ rows: [row], extraConfirm: true });
  });

  it('keeps only the action when no group is chosen (no week, no rows)', () => {
    expect(parseDraftState({ ...state, group: null })).toEqual({ ...initialEnrolmentState, action: 'slaughter', step: 4, comment: 'Hei', agreement: true });
  });
});

describe('parseDraftRecord', () => {
  it('reads a full record', () => {
    expect(parseDraftRecord(JSON.parse(JSON.stringify(record())))).toEqual(record());
  });

  it.each([
    ['null', null],
    ['no lastUpdated', { state, supplier_no: '10001', user: '10001' }],
    ['an unreadable lastUpdated', { state, lastUpdated: 'yesterday', supplier_no: '10001', user: '10001' }],
    ['no supplier_no', { state, lastUpdated: '2026-11-22T10:00:00Z', user: '10001' }],
    ['an unusable state', { state: { action: null }, lastUpdated: '2026-11-22T10:00:00Z', supplier_no: '10001', user: '10001' }],
  ])('is null for %s', (_name, raw) => {
    expect(parseDraftRecord(raw)).toBeNull();
  });

  it('does not need the user', () => {
    expect(parseDraftRecord({ state, lastUpdated: '2026-11-22T10:00:00Z', supplier_no: '10001' })).toMatchObject({ user: '' });
  });
});

describe('local draft', () => {
  it('is written and read back for the same supplier', () => {
    writeLocalDraft(record());
    expect(JSON.parse(window.localStorage.getItem(LOCAL_DRAFT_KEY)!)).toEqual(record());
    expect(readLocalDraft('10001')).toEqual(record());
  });

  it("is not offered to another supplier (impersonation: another farmer's draft)", () => {
    writeLocalDraft(record({ supplier_no: '20002' }));
    expect(readLocalDraft('10001')).toBeNull();
    expect(readLocalDraft('20002')).not.toBeNull();
  });

  it('is null when missing or not JSON', () => {
    expect(readLocalDraft('10001')).toBeNull();
    window.localStorage.setItem(LOCAL_DRAFT_KEY, '{not json');
    expect(readLocalDraft('10001')).toBeNull();
  });

  it('removes the stored draft when the state is not worth keeping', () => {
    writeLocalDraft(record());
    writeLocalDraft(record({ state: initialEnrolmentState }));
    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).toBeNull();
  });

  it('clearLocalDraft removes it', () => {
    writeLocalDraft(record());
    clearLocalDraft();
    expect(window.localStorage.getItem(LOCAL_DRAFT_KEY)).toBeNull();
  });

  it('does not throw when the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('SecurityError');
    });
    expect(() => writeLocalDraft(record())).not.toThrow();
    expect(readLocalDraft('10001')).toBeNull();
  });
});

describe('newerDraft', () => {
  const older = record({ lastUpdated: '2026-11-22T09:00:00.000Z' });
  const newer = record({ lastUpdated: '2026-11-22T10:00:00.000Z' });

  it('offers the newer by lastUpdated, wherever it is kept', () => {
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
  });

  it('compares instants, not texts (time zones differ)', () => {
    // 10:30 in Oslo is 09:30Z: earlier than 10:00Z although its text sorts after.
    const oslo = record({ lastUpdated: '2026-11-22T10:30:00+01:00' });
    expect(newerDraft(oslo, newer)).toBe(newer);
    expect(newerDraft(newer, oslo)).toBe(newer);
  });

  it('takes the local on a tie, and the one there is when only one', () => {
    const local = record();
    const server = record();
    expect(newerDraft(local, server)).toBe(local);
    expect(newerDraft(null, server)).toBe(server);
    expect(newerDraft(local, null)).toBe(local);
    expect(newerDraft(null, null)).toBeNull();
  });
});
