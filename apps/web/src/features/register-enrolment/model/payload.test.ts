import { describe, expect, it } from 'vitest';
import { noConfirmations } from '../testing/enrolment-api';
import { isCattleAgreement, needsAgreement, stateDeadlineKey, toEnrolment } from './payload';
import { registerBody, registerPath } from '../api/register-enrolment';
import { type EnrolmentState, initialEnrolmentState, type StateRow } from './entries';

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

describe('deadline key and cattle agreement', () => {
  it('uses the cattle-agreement deadline only for cattle slaughter with the box ticked', () => {
    expect(stateDeadlineKey({ action: 'slaughter', group: 'cattle', cattleAgreement: true })).toBe('cattleAgreement');
    expect(stateDeadlineKey({ action: 'slaughter', group: 'cattle', cattleAgreement: false })).toBe('normal');
    expect(stateDeadlineKey({ action: 'sell', group: 'cattle', cattleAgreement: true })).toBe('normal');
    expect(isCattleAgreement({ action: 'sell', group: 'cattle', cattleAgreement: true })).toBe(false);
    expect(isCattleAgreement({ action: 'slaughter', group: 'pigs', cattleAgreement: true })).toBe(false);
  });

  it('has own deadlines for buying and selling pigs', () => {
    expect(stateDeadlineKey({ action: 'buy', group: 'pigs', cattleAgreement: false })).toBe('pigs_buy');
    expect(stateDeadlineKey({ action: 'sell', group: 'pigs', cattleAgreement: false })).toBe('pigs_sell');
    expect(stateDeadlineKey({ action: 'slaughter', group: 'pigs', cattleAgreement: false })).toBe('normal');
  });

  it('is normal before action and group are chosen', () => {
    expect(stateDeadlineKey(initialEnrolmentState)).toBe('normal');
  });

  it('asks the transport-fitness agreement for slaughter and sell, not buy', () => {
    expect(needsAgreement('slaughter')).toBe(true);
    expect(needsAgreement('sell')).toBe(true);
    expect(needsAgreement('buy')).toBe(false);
    expect(needsAgreement(null)).toBe(false);
  });
});


describe('toEnrolment, registerPath and registerBody', () => {
  it('is null until action, group and week are chosen', () => {
    expect(toEnrolment(initialEnrolmentState)).toBeNull();
    expect(toEnrolment({ ...pigSlaughter, group: null })).toBeNull();
    expect(toEnrolment({ ...pigSlaughter, week: null })).toBeNull();
  });

  it('builds the slaughter payload with the rows without their local uid', () => {
    const enrolment = toEnrolment({ ...pigSlaughter, rows: [pigRow('a'), pigRow('b', '5678', 3)], comment: 'Hei' });
    expect(enrolment).toEqual({
      action: 'slaughter',
      animal_category: 'pigs',
      animal_rows: [
        { subcategory_name: 'Gris', amount: 10, club_no: '1234', comment: '' },
        { subcategory_name: 'Gris', amount: 3, club_no: '5678', comment: '' },
      ],
      wanted_pickup_week: 49,
      wanted_pickup_year: 2026,
      comment: 'Hei',
      agreement: true,
      ...noConfirmations,
    });
    expect(JSON.stringify(enrolment)).not.toContain('uid');
  });

  it('carries the confirmations the farmer ticked, and the extra confirmation, on slaughter only', () => {
    const medication = { remarks: { animal_remarks: [], animals_maybe_in_group_remarks: [], animals_with_textual_animal_ids: [], group_remarks: [] }, confirmed: { confirm_animals_not_in_crowd: true } };
    expect(toEnrolment({ ...pigSlaughter, extraConfirm: true }, { medication })).toMatchObject({ ...noConfirmations, confirm_animals_not_in_crowd: true, extraCheckboxConfirmRegisterSlaughter: true });
    expect(toEnrolment({ ...pigSlaughter, action: 'sell', rows: [] }, { medication })).not.toHaveProperty('confirm_animals_not_in_crowd');
  });

  it('adds pickup_on_cattle_agreement for cattle slaughter only', () => {
    const cattle: EnrolmentState = { ...pigSlaughter, group: 'cattle', cattleAgreement: true, rows: [{ uid: 'c', mark_no: '50012', individual_no: '00001', comment: '' }] };
    expect(toEnrolment(cattle)).toMatchObject({ animal_category: 'cattle', pickup_on_cattle_agreement: true });
    expect(toEnrolment(pigSlaughter)).not.toHaveProperty('pickup_on_cattle_agreement');
    const sellCattle = toEnrolment({ ...cattle, action: 'sell' });
    expect(sellCattle).not.toHaveProperty('pickup_on_cattle_agreement');
  });

  it('sends agreement false for buy even if the state has it ticked', () => {
    const buy: EnrolmentState = { ...pigSlaughter, action: 'buy', rows: [{ uid: 'p', subcategory_name: 'Smågris', amount: 20, comment: '' }], agreement: true };
    expect(toEnrolment(buy)).toMatchObject({ action: 'buy', agreement: false });
    expect(toEnrolment({ ...buy, action: 'sell' })).toMatchObject({ action: 'sell', agreement: true });
  });

  it('sends slaughter to /api/register_enrolment and buy or sell per group', () => {
    expect(registerPath('slaughter', 'cattle')).toBe('/api/register_enrolment');
    expect(registerPath('buy', 'pigs')).toBe('/api/register_buy_sell/pigs/buy');
    expect(registerPath('sell', 'sheep')).toBe('/api/register_buy_sell/sheep/sell');
  });

  it('leaves the action out of the body (the path carries it)', () => {
    const body = registerBody(toEnrolment(pigSlaughter)!);
    expect(body).not.toHaveProperty('action');
    expect(body).toMatchObject({ animal_category: 'pigs', wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true });
  });
});
