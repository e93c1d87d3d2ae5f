import { describe, expect, it } from 'vitest';
import { midtnorge } from '../company/midtnorge.js';
import { standard } from '../company/standard.js';
import { type AnyEnrolment, slaughterEnrolmentSchema } from '../contracts/enrolment.js';
import { TEST_RETURN_FORM } from './return-form.fixture.js';
import { answerErrors, divisionPresentation, isDivisionFormFilled } from './return-form-answers.js';
import { isReturnPlacementField, normaliseReturns, offersReturnMarks, returnMeatCount, returnSkinCount } from './returns.js';
import { enrolmentErrors, type EnrolmentRuleContext } from './rules.js';

// Return meat and skin (spec §5, §8; returns.ts): every rule with its field and text, with the
// return form (standard) and without (midtnorge).

const ctx: EnrolmentRuleContext = { company: standard, now: new Date('2026-11-22T09:00:00Z'), pickupRules: [], returnForm: TEST_RETURN_FORM };
const mn: EnrolmentRuleContext = { ...ctx, company: midtnorge, returnForm: undefined };

const slaughter = (input: Record<string, unknown>): AnyEnrolment => ({
  action: 'slaughter',
  ...slaughterEnrolmentSchema.parse({ wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, comment: '', ...input }),
});

/** A division filled in: packing chosen, steaks and mince. */
const division = (id: string, formData: Record<string, boolean | string> = { packing: 'vacuum', steaks: true, mince: true }) => ({ id, divisionNo: 1, formData });
const labelled = { labels: 'name' };

const cow = (individual_no: string, over: Record<string, unknown> = {}) => ({ mark_no: '12345', individual_no, subcategory_name: 'Ku', ...over });
const cattle = (rows: unknown[], over: Record<string, unknown> = {}) => slaughter({ animal_category: 'cattle', animal_rows: rows, ...over });
const pigClub = (over: Record<string, unknown> = {}) => ({ subcategory_name: 'Gris', amount: 10, club_no: '1234', ...over });
const pigs = (rows: unknown[], over: Record<string, unknown> = {}) => slaughter({ animal_category: 'pigs', animal_rows: rows, ...over });
const sheep = (rows: unknown[], over: Record<string, unknown> = {}) => slaughter({ animal_category: 'sheep', animal_rows: rows, ...over });

describe('what comes back of a row', () => {
  it.each([
    ['a cow with meat and hide', cow('1', { return_meat: true, return_skin: true }), 1, 1],
    ['a cow without', cow('1'), 0, 0],
    ['pigs by club number, 3 of them', pigClub({ return_meat_checked: true, return_meat: '3' }), 3, 0],
    ['pigs with a count but not ticked', pigClub({ return_meat: 3 }), 0, 0],
    ['sows one by one', { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '1', return_meat: true }, { ear_tag: '2' }] }, 1, 0],
    ['sheep by number', { subcategory_name: 'Lam', amount: 5, return_skin_meat: [{ individual_no: '1', return_meat: true, return_skin: true }, { individual_no: '2', return_skin: true }] }, 1, 2],
  ])('%s: meat %i, skin %i', (_name, row, meat, skin) => {
    expect(returnMeatCount(row)).toBe(meat);
    expect(returnSkinCount(row)).toBe(skin);
  });
});

describe('valid returns pass', () => {
  it.each([
    ['a cow in a division, common choice made', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled })],
    [
      'two cows in two divisions, hides salted, comments',
      cattle(
        [
          cow('1', { return_meat: true, return_skin: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] }),
          cow('2', { return_meat: true, return_options_groups: [{ group_id: 'b', amount_animals: 1 }] }),
        ],
        {
          returnSlaughterOptionsGroups: [division('a'), division('b', { packing: 'film', whole: true })],
          returnSlaughterOptionsCommon: { ...labelled, salted: true },
          returnSlaughterOptionsCommentMeat: 'x'.repeat(250),
          returnSlaughterOptionsCommentSkin: 'Til garving',
        },
      ),
    ],
    ['pigs split over two divisions', pigs([pigClub({ return_meat_checked: true, return_meat: 3, return_options_groups: [{ group_id: 'a', amount_animals: 2 }, { group_id: 'b', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a'), division('b')], returnSlaughterOptionsCommon: labelled })],
    ['pigs placed beyond the count but within the amount (spec: at least)', pigs([pigClub({ return_meat_checked: true, return_meat: 2, return_options_groups: [{ group_id: 'a', amount_animals: 4 }] })], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled })],
    ['a sheep skin only: no division, no meat choice', sheep([{ subcategory_name: 'Sau', amount: 3, return_skin_meat: [{ individual_no: '7', return_skin: true }] }])],
    ['the form as the screen had it', cattle([cow('1')], { return_form_fields: { per_division: TEST_RETURN_FORM.per_division, 'common-skin': TEST_RETURN_FORM['common-skin'], 'common-meat': TEST_RETURN_FORM['common-meat'] } })],
    ['marks for cattle', cattle([cow('1', { return_skin: true })], { want_marks_sent_on_return: true })],
  ])('%s', (_name, enrolment) => expect(enrolmentErrors(enrolment, ctx)).toEqual({}));

  it('midtnorge: return meat with a pickup place of at most 100, no form', () => {
    const e = cattle([cow('1', { return_meat: true })], { return_meat_pickup_location: 'x'.repeat(100), extraCheckboxConfirmRegisterSlaughter: true });
    expect(enrolmentErrors(e, mn)).toEqual({});
  });
});

describe('each return rule answers its field and text', () => {
  it.each([
    // rows
    ['pigs ticked with no count', pigs([pigClub({ return_meat_checked: true })]), 'animal_rows.0.return_meat', 'Når returkjøtt er avhuket kan ikke antallet returkjøtt være 0'],
    ['pigs ticked with 0', pigs([pigClub({ return_meat_checked: true, return_meat: 0 })]), 'animal_rows.0.return_meat', 'Når returkjøtt er avhuket kan ikke antallet returkjøtt være 0'],
    ['pigs with a count over the amount', pigs([pigClub({ return_meat_checked: true, return_meat: 11 })]), 'animal_rows.0.return_meat', 'Antall dyr med returkjøtt kan ikke være større enn antallet dyr.'],
    ['pigs with a count that is no number', pigs([pigClub({ return_meat_checked: true, return_meat: '2,5' })]), 'animal_rows.0.return_meat', 'Ugyldig antall'],
    ['sows as a count', pigs([{ subcategory_name: 'Purke', amount: 1, individual_pigs: [{ ear_tag: '1' }], return_meat_checked: true, return_meat: 1 }]), 'animal_rows.0.return_meat', 'Returkjøtt registreres for hvert dyr'],
    ['a numbered sheep with neither', sheep([{ subcategory_name: 'Sau', amount: 2, return_skin_meat: [{ individual_no: '1' }] }]), 'animal_rows.0.return_skin_meat.0.return_meat', 'Du må velge enten returkjøtt eller returskinn'],
    // placing in divisions
    ['a cow not placed', cattle([cow('1', { return_meat: true })], { returnSlaughterOptionsCommon: labelled }), 'animal_rows.0.return_options_groups', 'Alle dyr med returkjøtt må fordeles på en oppdeling'],
    ['pigs partly placed', pigs([pigClub({ return_meat_checked: true, return_meat: 3, return_options_groups: [{ group_id: 'a', amount_animals: 2 }] })], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled }), 'animal_rows.0.return_options_groups', 'Alle dyr med returkjøtt må fordeles på en oppdeling'],
    ['pigs placed beyond the amount', pigs([pigClub({ return_meat_checked: true, return_meat: 3, return_options_groups: [{ group_id: 'a', amount_animals: 11 }] })], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled }), 'animal_rows.0.return_options_groups', 'Flere dyr er fordelt på oppdelinger enn det er dyr med returkjøtt'],
    ['a cow placed twice', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }, { group_id: 'b', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a'), division('b')], returnSlaughterOptionsCommon: labelled }), 'animal_rows.0.return_options_groups', 'Flere dyr er fordelt på oppdelinger enn det er dyr med returkjøtt'],
    ['a cow without meat placed', cattle([cow('1', { return_skin: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a')] }), 'animal_rows.0.return_options_groups', 'Flere dyr er fordelt på oppdelinger enn det er dyr med returkjøtt'],
    ['an unknown division', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'x', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled }), 'animal_rows.0.return_options_groups.0.group_id', 'Ukjent oppdeling'],
    ['a division without animals', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a'), division('b')], returnSlaughterOptionsCommon: labelled }), 'returnSlaughterOptionsGroups.1', 'Oppdelingen har ingen dyr'],
    // the forms
    ['a division without its form', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a', {})], returnSlaughterOptionsCommon: labelled }), 'returnSlaughterOptionsGroups.0.formData', 'En eller flere oppdelings-grupper mangler form for retur-slakt.'],
    ['a division without its packing', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a', { steaks: true })], returnSlaughterOptionsCommon: labelled }), 'returnSlaughterOptionsGroups.0.formData', 'En eller flere oppdelings-grupper mangler form for retur-slakt.'],
    // Each unanswered choice of a division is named too, so the screen can mark it at the field.
    ['a division choice not made', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a', { steaks: true })], returnSlaughterOptionsCommon: labelled }), 'returnSlaughterOptionsGroups.0.formData.packing', 'Velg ett av alternativene'],
    ['whole with steaks', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a', { packing: 'vacuum', whole: true, steaks: true })], returnSlaughterOptionsCommon: labelled }), 'returnSlaughterOptionsGroups.0.formData.steaks', 'Kan ikke kombineres med «Hel skrott (ingen oppdeling)»'],
    ['salted and tanned', cattle([cow('1', { return_skin: true })], { returnSlaughterOptionsCommon: { salted: true, tanned: true } }), 'returnSlaughterOptionsCommon.tanned', 'Kan ikke kombineres med «Saltet»'],
    ['a radio answer not among its buttons', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a', { packing: 'boxes', steaks: true })], returnSlaughterOptionsCommon: labelled }), 'returnSlaughterOptionsGroups.0.formData.packing', 'Ugyldig valg'],
    ['a field the form does not have', cattle([cow('1', { return_skin: true })], { returnSlaughterOptionsCommon: { gilded: true } }), 'returnSlaughterOptionsCommon.gilded', 'Ukjent felt'],
    ['a meat field answered for skin only', cattle([cow('1', { return_skin: true })], { returnSlaughterOptionsCommon: { smoked: true } }), 'returnSlaughterOptionsCommon.smoked', 'Ukjent felt'],
    ['the common meat choice not made', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a')] }), 'returnSlaughterOptionsCommon.labels', 'Velg ett av alternativene'],
    ['a text answer over 200', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a', { packing: 'film', note: 'x'.repeat(201) })], returnSlaughterOptionsCommon: labelled }), 'returnSlaughterOptionsGroups.0.formData.note', '201 av 200 tegn'],
    ['the meat comment over 250', cattle([cow('1', { return_skin: true })], { returnSlaughterOptionsCommentMeat: 'x'.repeat(251) }), 'returnSlaughterOptionsCommentMeat', '251 av 250 tegn'],
    ['a form that has changed since', cattle([cow('1', { return_skin: true })], { return_form_fields: { per_division: [], 'common-skin': [], 'common-meat': [] } }), 'return_form_fields', 'Returskjemaet er endret siden siden ble lastet. Last inn siden på nytt.'],
    // marks and pickup
    ['marks for pigs', pigs([pigClub()], { want_marks_sent_on_return: true }), 'want_marks_sent_on_return', 'Merker for retur kan bare bestilles for sau og storfe'],
    ['a pickup place where none is used', cattle([cow('1')], { return_meat_pickup_location: 'Låven' }), 'return_meat_pickup_location', 'Hentested for returkjøtt brukes ikke hos oss'],
  ])('%s', (_name, enrolment, field, message) => {
    expect(enrolmentErrors(enrolment, ctx)[field]).toBe(message);
  });

  it('without the form, returns cannot be judged: refused until it is there', () => {
    expect(enrolmentErrors(cattle([cow('1', { return_skin: true })]), { ...ctx, returnForm: undefined })).toEqual({ return_form_fields: 'Returskjemaet er ikke lastet' });
    expect(enrolmentErrors(cattle([cow('1')]), { ...ctx, returnForm: undefined })).toEqual({});
  });

  it.each([
    ['return meat without a pickup place', cattle([cow('1', { return_meat: true })], { extraCheckboxConfirmRegisterSlaughter: true }), 'return_meat_pickup_location', 'Feltet må fylles ut'],
    ['a pickup place over 100', cattle([cow('1', { return_meat: true })], { return_meat_pickup_location: 'x'.repeat(101), extraCheckboxConfirmRegisterSlaughter: true }), 'return_meat_pickup_location', '101 av 100 tegn'],
    ['divisions where there is no form', cattle([cow('1', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], { returnSlaughterOptionsGroups: [division('a')], return_meat_pickup_location: 'Låven', extraCheckboxConfirmRegisterSlaughter: true }), 'returnSlaughterOptionsGroups', 'Returskjema brukes ikke hos oss'],
    ['marks where none are sent', cattle([cow('1', { return_skin: true })], { want_marks_sent_on_return: true, extraCheckboxConfirmRegisterSlaughter: true }), 'want_marks_sent_on_return', 'Vi sender ikke ut merker for retur'],
  ])('midtnorge: %s', (_name, enrolment, field, message) => {
    expect(enrolmentErrors(enrolment, mn)[field]).toBe(message);
  });
});

describe('helpers of the screen', () => {
  it('a division is filled in when every choice is made and something is answered', () => {
    expect(isDivisionFormFilled(TEST_RETURN_FORM, {})).toBe(false);
    expect(isDivisionFormFilled(TEST_RETURN_FORM, { packing: 'film' })).toBe(true);
    expect(isDivisionFormFilled(TEST_RETURN_FORM, { steaks: true })).toBe(false);
    expect(isDivisionFormFilled(TEST_RETURN_FORM, { packing: '' })).toBe(false);
  });

  it('answers refuse the second box of an illegal pair, whichever way round they were ticked', () => {
    const fields = TEST_RETURN_FORM.per_division;
    const illegal = TEST_RETURN_FORM['illegal-checkbox-combinations'];
    expect(answerErrors(fields, { whole: true, mince: true }, illegal, '')).toEqual({ mince: 'Kan ikke kombineres med «Hel skrott (ingen oppdeling)»' });
    expect(answerErrors(fields, { whole: true, mince: false }, illegal, '')).toEqual({});
  });

  it('placement errors belong to the return section; marks are offered for sheep and cattle where the company sends them', () => {
    expect(isReturnPlacementField('return_options_groups')).toBe(true);
    expect(isReturnPlacementField('return_options_groups.1.amount_animals')).toBe(true);
    expect(isReturnPlacementField('return_meat')).toBe(false);
    expect(offersReturnMarks(standard, 'cattle')).toBe(true);
    expect(offersReturnMarks(standard, 'pigs')).toBe(false);
    expect(offersReturnMarks(midtnorge, 'sheep')).toBe(false);
  });
});

describe('normaliseReturns: a row as kept', () => {
  it.each([
    ['a cow keeps only what is ticked', cow('1', { return_meat: true, return_skin: false }), { mark_no: '12345', individual_no: '1', subcategory_name: 'Ku', return_meat: true }],
    ['pigs keep their count only with its tick', pigClub({ return_meat: '3' }), { subcategory_name: 'Gris', amount: 10, club_no: '1234' }],
    ['pigs with the tick keep the count as a number', pigClub({ return_meat_checked: true, return_meat: ' 3 ' }), { subcategory_name: 'Gris', amount: 10, club_no: '1234', return_meat_checked: true, return_meat: 3 }],
    [
      'sows and sheep keep their ticks, placements their amounts as numbers',
      { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '1', return_meat: true }, { ear_tag: '2', return_meat: false }], return_options_groups: [{ group_id: 'a', amount_animals: '1' }] },
      { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '1', return_meat: true }, { ear_tag: '2' }], return_options_groups: [{ group_id: 'a', amount_animals: 1, animal_ids: ['1'] }] },
    ],
    [
      'numbered sheep keep what comes back',
      { subcategory_name: 'Sau', amount: 2, return_skin_meat: [{ individual_no: '7', return_meat: false, return_skin: true }] },
      { subcategory_name: 'Sau', amount: 2, return_skin_meat: [{ individual_no: '7', return_skin: true }] },
    ],
  ])('%s', (_name, row, kept) => expect(normaliseReturns(row)).toEqual(kept));
});

describe('divisions name the animals (spec §4: a division receives each selected animal)', () => {
  const lamb = (individual_no: string, over: Record<string, unknown> = {}) => ({ individual_no, return_meat: true, ...over });
  const lambs = (groups: { group_id: string; amount_animals: string | number; animal_ids?: string[] }[]) => ({ subcategory_name: 'Lam', amount: 5, return_skin_meat: [lamb('11'), lamb('12'), lamb('13'), lamb('14', { return_meat: false, return_skin: true })], return_options_groups: groups });
  const two = { returnSlaughterOptionsGroups: [division('a'), division('b')], returnSlaughterOptionsCommon: labelled };
  const sows = (groups: { group_id: string; amount_animals: number; animal_ids?: string[] }[]) => ({ subcategory_name: 'Purke', amount: 3, individual_pigs: [{ ear_tag: '4533', return_meat: true }, { ear_tag: '4534', return_meat: true }, { ear_tag: '4535' }], return_options_groups: groups });

  it('sheep and sows split by number over two divisions pass, and keep their numbers', () => {
    const e = sheep([lambs([{ group_id: 'a', amount_animals: 2, animal_ids: ['11', '13'] }, { group_id: 'b', amount_animals: 1, animal_ids: ['12'] }])], two);
    expect(enrolmentErrors(e, ctx)).toEqual({});
    expect(enrolmentErrors(pigs([sows([{ group_id: 'a', amount_animals: 1, animal_ids: ['4533'] }, { group_id: 'b', amount_animals: 1, animal_ids: ['4534'] }])], two), ctx)).toEqual({});
    expect(normaliseReturns(lambs([{ group_id: 'a', amount_animals: '2', animal_ids: [' 11', '13'] }])).return_options_groups).toEqual([{ group_id: 'a', amount_animals: 2, animal_ids: ['11', '13'] }]);
  });

  it('division and group ids may be numbers, as text afterwards', () => {
    const e = sheep([{ ...lambs([]), return_options_groups: [{ group_id: 1, amount_animals: 3, animal_ids: ['11', '12', '13'] }] }], { returnSlaughterOptionsGroups: [{ ...division('x'), id: 1 }], returnSlaughterOptionsCommon: labelled });
    expect(enrolmentErrors(e, ctx)).toEqual({});
    if (e.action !== 'slaughter') throw new Error('slaughter');
    expect(e.returnSlaughterOptionsGroups?.[0]?.id).toBe('1');
  });

  it('a numbered row in one division without numbers has all its return-meat animals there; a cow is named by its marks', () => {
    expect(enrolmentErrors(sheep([lambs([{ group_id: 'a', amount_animals: 3 }])], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled }), ctx)).toEqual({});
    expect(normaliseReturns(lambs([{ group_id: 'a', amount_animals: 3 }])).return_options_groups).toEqual([{ group_id: 'a', amount_animals: 3, animal_ids: ['11', '12', '13'] }]);
    expect(normaliseReturns({ ...cow('00004'), return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] }).return_options_groups).toEqual([{ group_id: 'a', amount_animals: 1, animal_ids: ['12345-00004'] }]);
  });

  it.each([
    ['two divisions without numbers', sheep([lambs([{ group_id: 'a', amount_animals: 2 }, { group_id: 'b', amount_animals: 1 }])], two), 'animal_rows.0.return_options_groups.0.animal_ids', 'Velg hvilke dyr som skal i oppdelingen'],
    ['a sheep without return meat', sheep([lambs([{ group_id: 'a', amount_animals: 2, animal_ids: ['11', '14'] }, { group_id: 'b', amount_animals: 2, animal_ids: ['12', '13'] }])], two), 'animal_rows.0.return_options_groups.0.animal_ids', 'Dyr uten returkjøtt i raden: 14'],
    ['a sheep in two divisions', sheep([lambs([{ group_id: 'a', amount_animals: 2, animal_ids: ['11', '12'] }, { group_id: 'b', amount_animals: 2, animal_ids: ['12', '13'] }])], two), 'animal_rows.0.return_options_groups.1.animal_ids', 'Et dyr kan bare være i én oppdeling: 12'],
    ['a count that is not the animals named', sheep([lambs([{ group_id: 'a', amount_animals: 1, animal_ids: ['11', '12'] }, { group_id: 'b', amount_animals: 1, animal_ids: ['13'] }])], two), 'animal_rows.0.return_options_groups.0.amount_animals', 'Antall dyr må være det samme som antall dyr som er valgt'],
    ['a sow not named', pigs([sows([{ group_id: 'a', amount_animals: 1, animal_ids: ['4533'] }])], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled }), 'animal_rows.0.return_options_groups', 'Alle dyr med returkjøtt må fordeles på en oppdeling'],
    ['numbers on a row counted by club number', pigs([pigClub({ return_meat_checked: true, return_meat: 1, return_options_groups: [{ group_id: 'a', amount_animals: 1, animal_ids: ['1'] }] })], { returnSlaughterOptionsGroups: [division('a')], returnSlaughterOptionsCommon: labelled }), 'animal_rows.0.return_options_groups.0.animal_ids', 'Dyrene i raden har ikke nummer, bare antall'],
  ])('%s', (_name, enrolment, field, message) => {
    expect(enrolmentErrors(enrolment, ctx)[field]).toBe(message);
  });
});

describe('divisionPresentation: the whole flag, header and hidden fields where the form asks for them', () => {
  const fields = [
    { kind: 'radio-group' as const, id: 'cut', title: 'Oppdeling', radio_buttons: [{ id: 'whole_carcass', title: 'Hel skrott', whole: true, hides: ['chops'] }, { id: 'cut', title: 'Ferdig stykket' }] },
    { kind: 'checkbox' as const, id: 'chops', title: 'Koteletter' },
  ];
  it('marks a whole carcass, heads it, hides the cutting choices and drops their answers', () => {
    expect(divisionPresentation(fields, { cut: 'whole_carcass', chops: true }, 2)).toEqual({ formData: { cut: 'whole_carcass', whole: true }, customHeader: 'Oppdeling 2: Hel skrott', hideFields: ['chops'] });
  });
  it('says whole false otherwise, ignoring a flag the client sent, and nothing on a form that does not ask', () => {
    expect(divisionPresentation(fields, { cut: 'cut', chops: true, whole: true }, 1)).toEqual({ formData: { cut: 'cut', chops: true, whole: false } });
    expect(divisionPresentation(TEST_RETURN_FORM.per_division, { packing: 'film', whole: true }, 1)).toEqual({ formData: { packing: 'film', whole: true } });
  });
});
