import { describe, expect, it } from 'vitest';
import { lostOnSwitch, rowFormTexts, rowSummary } from './row-texts';
import { type EnrolmentState, type StateRow } from './entries';

const pigRow = (uid: string, club_no = '1234', amount: number | string = 10): StateRow => ({ uid, subcategory_name: 'Gris', amount, club_no, comment: '' });

const pigSlaughter: EnrolmentState = {
  action: 'slaughter',
  group: 'pigs',
  step: 4,
  week: { year: 2026, week: 49 },
  cattleAgreement: false,
  rows: [pigRow('a')],
  comment: '',
  agreement: true,
  extraConfirm: false,
  returnDivisions: [],
  returnCommon: {},
  returnCommentMeat: '',
  returnCommentSkin: '',
  pickupLocation: '',
  wantMarks: false,
};

describe('texts', () => {
  // The week label is core's (enrolment/wording.test.ts).
  it('titles the row form per action and mode', () => {
    expect(rowFormTexts('slaughter', false)).toEqual({ title: 'Ny innmeldingsrad', submit: 'Legg til', cancel: 'Avbryt radinnleggelse' });
    expect(rowFormTexts('slaughter', true)).toEqual({ title: 'Endre innmeldingsrad', submit: 'Endre', cancel: 'Avbryt endring' });
    expect(rowFormTexts('buy', false).title).toBe('Ny rad for kjøp/salg');
    expect(rowFormTexts('sell', true)).toEqual({ title: 'Endre rad for kjøp/salg', submit: 'Endre', cancel: 'Avbryt endring' });
  });
});


describe('lostOnSwitch', () => {
  it('names each row and what else a switch deletes', () => {
    const state = { ...pigSlaughter, comment: 'Ring før', agreement: true };
    expect(lostOnSwitch(state)).toEqual([...state.rows.map((row) => rowSummary('slaughter', 'pigs', row)), 'kommentaren til innmeldingen', 'bekreftelsene du har krysset av']);
    expect(lostOnSwitch({ ...pigSlaughter, rows: [], agreement: false })).toEqual([]);
  });
});


describe('rowSummary', () => {
  it('pig slaughter: type, amount and club number, or the ear tags of sows', () => {
    expect(rowSummary('slaughter', 'pigs', { subcategory_name: 'Gris', amount: 12, club_no: '1234', comment: '' })).toBe('Gris, 12 stk, klubbnr. 1234');
    expect(rowSummary('slaughter', 'pigs', { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '11' }, { ear_tag: '12' }], comment: '' })).toBe(
      'Purke, 2 stk, øremerke 11, 12',
    );
  });

  it('pig trade: type and amount', () => {
    expect(rowSummary('buy', 'pigs', { subcategory_name: 'Smågris SPF', amount: 30, comment: '' })).toBe('Smågris SPF, 30 stk');
  });

  it("cattle: the herd's display text when known, otherwise the numbers; horn and pregnant on sell", () => {
    const cow = { mark_no: '50012', individual_no: '00001', subcategory_name: 'Ku', comment: '' };
    expect(rowSummary('slaughter', 'cattle', cow, (uid) => (uid === '50012-00001' ? 'Dagros' : undefined))).toBe('Dagros');
    expect(rowSummary('slaughter', 'cattle', cow)).toBe('50012-00001 Ku');
    expect(rowSummary('sell', 'cattle', { ...cow, horn: true, pregnant: true })).toBe('50012-00001 Ku, med horn, drektig');
  });

  it('cattle buy: the steps in words and the amount', () => {
    expect(
      rowSummary('buy', 'cattle', { live_animal_type: 'feeding_animal', cattle_category: 'meat_animal', cattle_weight: 'heavy', cattle_gender: 'male', amount: 4, comment: '' }),
    ).toBe('Livdyr til fôring, Kjøttfe, tung, okse, 4 stk');
  });

  it('sheep: slaughter with numbers and shorn, sell by number and breed, buy by breed and amount', () => {
    expect(rowSummary('slaughter', 'sheep', { subcategory_name: 'Lam', amount: 3, return_skin_meat: [{ individual_no: '101' }], is_sheep_cut: true, comment: '' })).toBe(
      'Lam, 3 stk, individnr. 101, klipt',
    );
    expect(rowSummary('sell', 'sheep', { subcategory_name: 'Vær', sheep_individual_no: '4711', sheep_race: 'Dala', horn: true, comment: '' })).toBe('Vær 4711, Dala, med horn');
    expect(rowSummary('buy', 'sheep', { subcategory_name: 'Sau', sheep_race: 'Rygja', amount: 5, comment: '' })).toBe('Sau, Rygja, 5 stk');
  });
});
