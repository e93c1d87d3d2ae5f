import { describe, expect, it } from 'vitest';
import { midtnorge } from '../company/midtnorge.js';
import { standard } from '../company/standard.js';
import { type AnyEnrolment, buyEnrolmentSchema, sellEnrolmentSchema, slaughterEnrolmentSchema } from '../contracts/enrolment.js';
import { EMPTY_RETURN_FORM } from './return-form.fixture.js';
import { enrolmentErrors, type EnrolmentRuleContext, pigSlaughterRowErrors } from './rules.js';

const ctx: EnrolmentRuleContext = { company: standard, now: new Date('2026-11-22T09:00:00Z'), pickupRules: [], returnForm: EMPTY_RETURN_FORM };
const week = { wanted_pickup_week: 49, wanted_pickup_year: 2026 };

const slaughter = (input: Record<string, unknown>): AnyEnrolment => ({
  action: 'slaughter',
  ...slaughterEnrolmentSchema.parse({ ...week, agreement: true, comment: '', ...input }),
});
const sell = (input: Record<string, unknown>): AnyEnrolment => ({ action: 'sell', ...sellEnrolmentSchema.parse({ ...week, agreement: true, ...input }) });
const buy = (input: Record<string, unknown>): AnyEnrolment => ({ action: 'buy', ...buyEnrolmentSchema.parse({ ...week, ...input }) });

const pigRow = { subcategory_name: 'Gris', amount: 10, club_no: '1234' };
const sow = (tags: string[]) => ({ subcategory_name: 'Purke', amount: tags.length, individual_pigs: tags.map((ear_tag) => ({ ear_tag })) });
const cow = (individual_no: string) => ({ mark_no: '12345', individual_no, subcategory_name: 'Ku' });
const buyCattle = { live_animal_type: 'feeding_animal', cattle_category: 'meat_animal', cattle_weight: 'heavy', cattle_gender: 'male', amount: 2 };

describe('valid enrolments of every group pass', () => {
  it.each([
    ['slaughter pigs', slaughter({ animal_category: 'pigs', animal_rows: [pigRow, sow(['101', '102'])] })],
    ['slaughter sheep', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 200, return_skin_meat: [{ individual_no: '1', return_skin: true }] }] })],
    ['slaughter sheep, shorn', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', amount: 3, is_sheep_cut: true }] })],
    ['slaughter cattle', slaughter({ animal_category: 'cattle', animal_rows: [cow('00001'), cow('00002')] })],
    ['sell pigs', sell({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris', amount: '25' }] })],
    ['sell sheep', sell({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '123', sheep_race: 'Dala' }] })],
    ['sell cattle', sell({ animal_category: 'cattle', animal_rows: [{ ...cow('00003'), pregnant: true }] })],
    ['buy pigs', buy({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris SPF', amount: 5 }] })],
    ['buy sheep', buy({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Vær', sheep_race: 'Suffolk', amount: 1 }] })],
    ['buy sheep of another breed, named in the comment', buy({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Vær', sheep_race: 'Annen', amount: 1, comment: 'Texel' }] })],
    ['buy cattle, milk animal forced light', buy({ animal_category: 'cattle', animal_rows: [{ live_animal_type: 'breeding_animal', cattle_category: 'milk_animal', cattle_breeding_fertility_status: 'fertile_she_cattle', amount: 1 }, buyCattle] })],
  ])('%s', (_name, enrolment) => expect(enrolmentErrors(enrolment, ctx)).toEqual({}));
});

const over = (n: number) => 'x'.repeat(n);

describe('each rule answers its field and message', () => {
  it.each([
    // amounts
    ['amount 0', slaughter({ animal_category: 'pigs', animal_rows: [{ ...pigRow, amount: 0 }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['amount 2.5', sell({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris', amount: 2.5 }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['amount text', buy({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris', amount: 'ti' }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['sheep max 200', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 201 }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['sheep buy max 200', buy({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', sheep_race: 'Dala', amount: 201 }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['individual pigs max 400', slaughter({ animal_category: 'pigs', animal_rows: [{ ...sow(['1']), amount: 401 }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['sow count ≠ amount', slaughter({ animal_category: 'pigs', animal_rows: [{ ...sow(['1', '2']), amount: 3 }] }), 'animal_rows.0.amount', 'Antall må være likt antall dyr med øremerke'],
    // club number, ear tags, sheep numbers
    ['club number missing', slaughter({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Gris', amount: 2 }] }), 'animal_rows.0.club_no', 'Feltet må fylles ut'],
    ['club number 3 digits', slaughter({ animal_category: 'pigs', animal_rows: [{ ...pigRow, club_no: '123' }] }), 'animal_rows.0.club_no', 'Ugyldig klubbnummer'],
    ['ear tag 00000', slaughter({ animal_category: 'pigs', animal_rows: [sow(['00000'])] }), 'animal_rows.0.individual_pigs.0.ear_tag', 'Ugyldig øremerke'],
    ['ear tag 6 digits', slaughter({ animal_category: 'pigs', animal_rows: [sow(['1', '123456'])] }), 'animal_rows.0.individual_pigs.1.ear_tag', 'Ugyldig øremerke'],
    ['sheep number 00000', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 2, return_skin_meat: [{ individual_no: '00000' }] }] }), 'animal_rows.0.return_skin_meat.0.individual_no', 'Ugyldig individnummer'],
    ['sheep number empty', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 2, return_skin_meat: [{ individual_no: '' }] }] }), 'animal_rows.0.return_skin_meat.0.individual_no', 'Ugyldig individnummer'],
    ['more sheep numbers than amount', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 1, return_skin_meat: [{ individual_no: '1' }, { individual_no: '2' }] }] }), 'animal_rows.0.return_skin_meat', 'Antall individnummer kan ikke være større enn antallet dyr'],
    ['sell sheep number', sell({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '00000', sheep_race: 'Dala' }] }), 'animal_rows.0.sheep_individual_no', 'Ugyldig individnummer'],
    ['sell sheep breed of the other variant', sell({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '1', sheep_race: 'Grå Trønder' }] }), 'animal_rows.0.sheep_race', 'Velg rase'],
    ['sell sheep of another breed without a comment', sell({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '1', sheep_race: 'Annen', comment: ' ' }] }), 'animal_rows.0.comment', 'Skriv hvilken rase sauen er i kommentaren'],
    ['buy sheep of another breed without a comment', buy({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', sheep_race: 'Annen', amount: 2 }] }), 'animal_rows.0.comment', 'Skriv hvilken rase sauen er i kommentaren'],
    ['shorn kid', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Kje', amount: 2, is_sheep_cut: true }] }), 'animal_rows.0.is_sheep_cut', 'Kje kan ikke meldes inn som klipt'],
    ['pig type', slaughter({ animal_category: 'pigs', animal_rows: [{ ...pigRow, subcategory_name: 'Smågris' }] }), 'animal_rows.0.subcategory_name', 'Ugyldig type'],
    // comments
    ['row comment 145', slaughter({ animal_category: 'pigs', animal_rows: [{ ...pigRow, comment: over(145) }] }), 'animal_rows.0.comment', '145 av 144 tegn'],
    ['cattle comment 145', slaughter({ animal_category: 'cattle', animal_rows: [{ ...cow('1'), comment: over(145) }] }), 'animal_rows.0.comment', '145 av 144 tegn'],
    ['enrolment comment 102', slaughter({ animal_category: 'pigs', animal_rows: [pigRow], comment: over(102) }), 'comment', '102 av 101 tegn'],
    // duplicates
    ['club number twice', slaughter({ animal_category: 'pigs', animal_rows: [pigRow, { ...pigRow, subcategory_name: 'Vak gris' }] }), 'animal_rows.1.club_no', 'Gris med valgt klubbnummer er allerede lagt til'],
    ['ear tag twice in a row', slaughter({ animal_category: 'pigs', animal_rows: [sow(['7', '07', '7'])] }), 'animal_rows.0.individual_pigs', 'Flere purker eller råner har samme øremerke: 7'],
    ['ear tag in an earlier row', slaughter({ animal_category: 'pigs', animal_rows: [sow(['7']), { ...sow(['8', '7']), subcategory_name: 'Råne' }] }), 'animal_rows.1.individual_pigs', 'Gris med valgt øremerke er allerede lagt til: 7'],
    ['pig type twice (sell)', sell({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris', amount: 1 }, { subcategory_name: 'Smågris', amount: 2 }] }), 'animal_rows.1.subcategory_name', 'Gris av denne typen er allerede lagt til'],
    ['pig type twice (buy)', buy({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris', amount: 1 }, { subcategory_name: 'Smågris', amount: 2 }] }), 'animal_rows.1.subcategory_name', 'Gris av denne typen er allerede lagt til'],
    ['sheep numbers twice in a row', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 3, return_skin_meat: [{ individual_no: '5' }, { individual_no: '5' }] }] }), 'animal_rows.0.return_skin_meat', 'Like individnummer: 5'],
    ['sheep numbers in an earlier row', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 3, return_skin_meat: [{ individual_no: '5' }] }, { subcategory_name: 'Sau', amount: 3, return_skin_meat: [{ individual_no: '6' }, { individual_no: '5' }] }] }), 'animal_rows.1.return_skin_meat', 'Individnummer er allerede lagt til: 5'],
    ['sheep type twice', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 1 }, { subcategory_name: 'Lam', amount: 2 }] }), 'animal_rows.1.subcategory_name', 'Sau av denne typen er allerede lagt til'],
    ['sheep type twice (buy)', buy({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', sheep_race: 'Dala', amount: 1 }, { subcategory_name: 'Lam', sheep_race: 'Rygja', amount: 2 }] }), 'animal_rows.1.subcategory_name', 'Sau av denne typen er allerede lagt til'],
    ['same sheep twice (sell)', sell({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '12', sheep_race: 'Dala' }, { subcategory_name: 'Lam', sheep_individual_no: '12', sheep_race: 'Dala' }] }), 'animal_rows.1.sheep_individual_no', 'Denne sauen er allerede lagt til'],
    ['same cattle twice', slaughter({ animal_category: 'cattle', animal_rows: [cow('00001'), cow('00001')] }), 'animal_rows.1.individual_no', 'En eller flere av de valgte storfeene er allerede lagt til'],
    ['same cattle type twice (buy)', buy({ animal_category: 'cattle', animal_rows: [buyCattle, { ...buyCattle, amount: 4 }] }), 'animal_rows.1.live_animal_type', 'Storfe av denne typen er allerede lagt til'],
    // chosen cattle
    ['no animal chosen', slaughter({ animal_category: 'cattle', animal_rows: [cow('')] }), 'animal_rows.0.individual_no', 'Velg et dyr'],
    ['pregnant bull', sell({ animal_category: 'cattle', animal_rows: [{ ...cow('1'), subcategory_name: 'Okse', pregnant: true }] }), 'animal_rows.0.pregnant', 'Drektig gjelder bare kviger og kyr'],
    // buy cattle steps
    ['step 4 missing', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, live_animal_type: undefined }] }), 'animal_rows.0.live_animal_type', 'Velg type livdyr'],
    ['step 5 missing', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, cattle_category: undefined }] }), 'animal_rows.0.cattle_category', 'Velg kategori'],
    ['step 6 missing (meat)', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, cattle_weight: undefined }] }), 'animal_rows.0.cattle_weight', 'Velg vekt'],
    ['heavy milk animal', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, cattle_category: 'milk_animal' }] }), 'animal_rows.0.cattle_weight', 'Melkedyr er alltid lette'],
    ['step 7 gender missing', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, cattle_gender: undefined }] }), 'animal_rows.0.cattle_gender', 'Velg kjønn'],
    ['step 7 fertility missing', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, live_animal_type: 'breeding_animal', cattle_gender: undefined }] }), 'animal_rows.0.cattle_breeding_fertility_status', 'Velg avlsstatus'],
    ['gender on a breeding animal', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, live_animal_type: 'breeding_animal', cattle_breeding_fertility_status: 'breeding_ox' }] }), 'animal_rows.0.cattle_gender', 'Passer ikke med valgt type livdyr'],
    ['step 8 amount', buy({ animal_category: 'cattle', animal_rows: [{ ...buyCattle, amount: 0 }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    // agreement, rows, week
    ['no agreement (slaughter)', slaughter({ animal_category: 'pigs', animal_rows: [pigRow], agreement: false }), 'agreement', 'Du må bekrefte at dyrene er i stand til å transporteres'],
    ['no agreement (sell)', sell({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris', amount: 1 }], agreement: false }), 'agreement', 'Du må bekrefte at dyrene er i stand til å transporteres'],
    ['no rows', slaughter({ animal_category: 'pigs', animal_rows: [] }), 'animal_rows', 'Legg til minst ett dyr'],
    ['week passed', slaughter({ animal_category: 'pigs', animal_rows: [pigRow], wanted_pickup_week: 48 }), 'wanted_pickup_week', 'Frist for innmelding denne uken er gått ut. Prøv neste uke.'],
    ['week 54', slaughter({ animal_category: 'pigs', animal_rows: [pigRow], wanted_pickup_week: 54 }), 'wanted_pickup_week', 'Ugyldig uke'],
  ])('%s', (_name, enrolment, field, message) => {
    const errors = enrolmentErrors(enrolment, ctx);
    expect(errors[field]).toBe(message);
  });

  it('buy needs no agreement; sell and slaughter do', () => {
    expect(enrolmentErrors(buy({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Smågris', amount: 1 }] }), ctx)).toEqual({});
  });

  it('comment limits are exact: 144 and 101 pass', () => {
    const e = slaughter({ animal_category: 'pigs', animal_rows: [{ ...pigRow, comment: over(144) }], comment: over(101) });
    expect(enrolmentErrors(e, ctx)).toEqual({});
  });

  it('individual sow registration follows the company flag (midtnorge: by club number)', () => {
    expect(pigSlaughterRowErrors({ ...sow(['1']), comment: '' }, midtnorge)).toEqual({ club_no: 'Feltet må fylles ut', individual_pigs: 'Ugyldig type' });
    expect(pigSlaughterRowErrors({ subcategory_name: 'Purke', amount: 3, club_no: '4321', comment: '' }, midtnorge)).toEqual({});
  });

  it('sheep breeds follow the variant: Grå Trønder in midtnorge', () => {
    const e = sell({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '1', sheep_race: 'Grå Trønder' }] });
    expect(enrolmentErrors(e, { ...ctx, company: midtnorge })).toEqual({});
  });
});
