import { describe, expect, it } from 'vitest';
import { midtnorge } from '../company/midtnorge.js';
import { standard } from '../company/standard.js';
import { type AnyEnrolment, slaughterEnrolmentSchema } from '../contracts/enrolment.js';
import { HEALTH_REMARK_OPTIONS, healthRemarkText, isHealthDetailField } from './health.js';
import { EMPTY_RETURN_FORM } from './return-form.fixture.js';
import { enrolmentErrors, type EnrolmentRuleContext } from './rules.js';

// Health remarks of slaughter rows (spec §5 Comments, "Whole enrolment valid for send", §8 Row
// errors): every rule with its field and text, as the browser shows it and the server answers it.

const ctx: EnrolmentRuleContext = { company: standard, now: new Date('2026-11-22T09:00:00Z'), pickupRules: [], returnForm: EMPTY_RETURN_FORM };
const slaughter = (input: Record<string, unknown>): AnyEnrolment => ({
  action: 'slaughter',
  ...slaughterEnrolmentSchema.parse({ wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, comment: '', ...input }),
});
const pigs = (row: Record<string, unknown>) => slaughter({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Gris', amount: 10, club_no: '1234', ...row }] });
const sheep = (row: Record<string, unknown>) => slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 5, ...row }] });
const cow = (row: Record<string, unknown>) => slaughter({ animal_category: 'cattle', animal_rows: [{ mark_no: '12345', individual_no: '00001', ...row }] });
const sows = (pigsOf: Record<string, unknown>[]) =>
  slaughter({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Purke', amount: pigsOf.length, individual_pigs: pigsOf }] });
const group = (amount_animals: number | string, health_remarks_code: string, health_remarks_comment?: string) => ({
  amount_animals,
  health_remarks_code,
  ...(health_remarks_comment === undefined ? {} : { health_remarks_comment }),
});

describe('the options', () => {
  it('has the twelve remarks in the order of the list, ids from the spec, texts from the cooperative', () => {
    expect(HEALTH_REMARK_OPTIONS.map((o) => `${o.id}=${o.text}`)).toEqual([
      'SVAK_HALTHET=Svakhet/halthet',
      'BOGSAAR=Bogsår',
      'HALESAAR_MED_SKORPE=Halesår med skorpe',
      'BROKK=Brokk',
      'BEHANDLET_PROLAPS=Behandlet prolaps',
      'GJENSITTENDE_STING=Gjensittende sting',
      'DELVIS_AVSTOETT_JUR=Delvis avstøtt jur',
      'GAMLE_BRUDDSKADER=Gamle bruddskader',
      'MEDFOEDT_SKAVANK=Medfødt skavank',
      'HELT_DELVIS_BLIND=Helt/delvis blind',
      'VOM_I_SKINN=Vom i skinn',
      'ANNET=Annet',
    ]);
    expect(healthRemarkText('BROKK')).toBe('Brokk');
    expect(healthRemarkText('GONE')).toBe('GONE');
  });
});

describe('valid health remarks pass', () => {
  it.each([
    ['a club row, one remark group for all', pigs({ has_health_remarks: true, health_remarks_cnt: 3, health_remarks_groups: [group(3, 'BROKK')] })],
    ['a club row, two groups summing to the count', pigs({ has_health_remarks: true, health_remarks_cnt: '4', health_remarks_groups: [group(1, 'BROKK'), group('3', 'ANNET', 'Hoster')] })],
    ['a club row, every animal flagged', pigs({ has_health_remarks: true, health_remarks_cnt: 10, health_remarks_groups: [group(10, 'BOGSAAR')] })],
    ['a row not flagged ignores leftovers', pigs({ has_health_remarks: false, health_remarks_cnt: 99, health_remarks_groups: [group(0, '')] })],
    ['a cow', cow({ has_health_remarks: true, health_remarks_code: 'DELVIS_AVSTOETT_JUR', health_remarks_comment: '' })],
    ['a cow, Annet with a comment of 200', cow({ has_health_remarks: true, health_remarks_code: 'ANNET', health_remarks_comment: 'x'.repeat(200) })],
    ['sows one by one', sows([{ ear_tag: '1', has_health_remarks: true, health_remarks_code: 'SVAK_HALTHET' }, { ear_tag: '2' }])],
    [
      'sheep by number, and the others as a group',
      sheep({
        return_skin_meat: [{ individual_no: '101', return_skin: true, has_health_remarks: true, health_remarks_code: 'VOM_I_SKINN' }, { individual_no: '102', return_skin: true }],
        has_health_remarks: true,
        health_remarks_cnt: 3,
        health_remarks_groups: [group(3, 'HELT_DELVIS_BLIND')],
      }),
    ],
  ])('%s', (_name, enrolment) => expect(enrolmentErrors(enrolment, ctx)).toEqual({}));
});

describe('each health rule answers its field and text', () => {
  it.each([
    // the count (row validity)
    ['count missing', pigs({ has_health_remarks: true }), 'animal_rows.0.health_remarks_cnt', 'Antall dyr med helseavvik er påkrevd.'],
    ['count empty', pigs({ has_health_remarks: true, health_remarks_cnt: ' ' }), 'animal_rows.0.health_remarks_cnt', 'Antall dyr med helseavvik er påkrevd.'],
    ['count 0', pigs({ has_health_remarks: true, health_remarks_cnt: 0 }), 'animal_rows.0.health_remarks_cnt', 'Ugyldig antall dyr med helseavvik.'],
    ['count 1.5', pigs({ has_health_remarks: true, health_remarks_cnt: '1.5' }), 'animal_rows.0.health_remarks_cnt', 'Ugyldig antall dyr med helseavvik.'],
    ['count over the amount', pigs({ has_health_remarks: true, health_remarks_cnt: 11 }), 'animal_rows.0.health_remarks_cnt', 'Antall dyr med helseavvik kan ikke være større enn antallet dyr.'],
    [
      'sheep: count over those without a number',
      sheep({ return_skin_meat: [{ individual_no: '1' }, { individual_no: '2' }], has_health_remarks: true, health_remarks_cnt: 4 }),
      'animal_rows.0.health_remarks_cnt',
      'Antall dyr med helseavvik uten individnummer kan ikke være større enn 3.',
    ],
    // remark groups (details)
    ['groups over the count', pigs({ has_health_remarks: true, health_remarks_cnt: 3, health_remarks_groups: [group(2, 'BROKK'), group(2, 'BOGSAAR')] }), 'animal_rows.0.health_remarks_groups', 'Totalt antall dyr med helseavvik kan ikke være mer enn 3.'],
    ['groups under the count', pigs({ has_health_remarks: true, health_remarks_cnt: 3, health_remarks_groups: [group(1, 'BROKK')] }), 'animal_rows.0.health_remarks_groups', 'Fordel alle dyrene med helseavvik: 2 mangler helseavvik.'],
    ['no groups', pigs({ has_health_remarks: true, health_remarks_cnt: 2 }), 'animal_rows.0.health_remarks_groups', 'Fordel alle dyrene med helseavvik: 2 mangler helseavvik.'],
    ['group amount 0', pigs({ has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [group(0, 'BROKK')] }), 'animal_rows.0.health_remarks_groups.0.amount_animals', 'Ugyldig antall'],
    ['group without a code', pigs({ has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [group(2, '')] }), 'animal_rows.0.health_remarks_groups.0.health_remarks_code', 'Velg helseavvik'],
    ['group with an unknown code', pigs({ has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [group(2, 'HOSTE')] }), 'animal_rows.0.health_remarks_groups.0.health_remarks_code', 'Velg helseavvik'],
    ['group Annet without a comment', pigs({ has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [group(2, 'ANNET', '  ')] }), 'animal_rows.0.health_remarks_groups.0.health_remarks_comment', 'Beskriv helseavviket i kommentaren'],
    ['group comment 201', pigs({ has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [group(2, 'BROKK', 'x'.repeat(201))] }), 'animal_rows.0.health_remarks_groups.0.health_remarks_comment', '201 av 200 tegn'],
    // one animal
    ['a cow without a code', cow({ has_health_remarks: true }), 'animal_rows.0.health_remarks_code', 'Velg helseavvik'],
    ['a cow, Annet without a comment', cow({ has_health_remarks: true, health_remarks_code: 'ANNET' }), 'animal_rows.0.health_remarks_comment', 'Beskriv helseavviket i kommentaren'],
    ['a cow, comment 201', cow({ has_health_remarks: true, health_remarks_code: 'BROKK', health_remarks_comment: 'x'.repeat(201) }), 'animal_rows.0.health_remarks_comment', '201 av 200 tegn'],
    ['a sow without a code', sows([{ ear_tag: '1' }, { ear_tag: '2', has_health_remarks: true }]), 'animal_rows.0.individual_pigs.1.health_remarks_code', 'Velg helseavvik'],
    ['sows flagged as a group', slaughter({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Råne', amount: 1, individual_pigs: [{ ear_tag: '7' }], has_health_remarks: true, health_remarks_cnt: 1 }] }), 'animal_rows.0.has_health_remarks', 'Helseavvik registreres for hvert dyr'],
    ['a numbered sheep, Annet without a comment', sheep({ return_skin_meat: [{ individual_no: '5', has_health_remarks: true, health_remarks_code: 'ANNET' }] }), 'animal_rows.0.return_skin_meat.0.health_remarks_comment', 'Beskriv helseavviket i kommentaren'],
  ])('%s', (_name, enrolment, field, message) => {
    expect(enrolmentErrors(enrolment, ctx)[field]).toBe(message);
  });

  it('only the club rows carry group remarks in midtnorge too, where sows go by club number', () => {
    const e = slaughter({
      animal_category: 'pigs',
      animal_rows: [{ subcategory_name: 'Purke', amount: 3, club_no: '4321', has_health_remarks: true, health_remarks_cnt: 1, health_remarks_groups: [group(1, 'BOGSAAR')] }],
    });
    expect(enrolmentErrors(e, { ...ctx, company: midtnorge, now: new Date('2026-11-22T09:00:00Z') })).toEqual({
      extraCheckboxConfirmRegisterSlaughter: 'Du må bekrefte opplysningene i innmeldingen',
    });
  });
});

describe("midtnorge's extra confirmation", () => {
  it('is required for slaughter when the company asks it, and only then', () => {
    const e = pigs({});
    expect(enrolmentErrors(e, { ...ctx, company: midtnorge })).toEqual({ extraCheckboxConfirmRegisterSlaughter: 'Du må bekrefte opplysningene i innmeldingen' });
    const confirmed = slaughter({
      animal_category: 'pigs',
      animal_rows: [{ subcategory_name: 'Gris', amount: 10, club_no: '1234' }],
      extraCheckboxConfirmRegisterSlaughter: true,
    });
    expect(enrolmentErrors(confirmed, { ...ctx, company: midtnorge })).toEqual({});
    expect(enrolmentErrors(e, ctx)).toEqual({});
  });
});

describe('isHealthDetailField: what the health section fills in, not the row form', () => {
  it.each([
    ['health_remarks_code', true],
    ['health_remarks_comment', true],
    ['health_remarks_groups', true],
    ['health_remarks_groups.1.amount_animals', true],
    ['individual_pigs.3.health_remarks_code', true],
    ['return_skin_meat.0.health_remarks_comment', true],
    ['health_remarks_cnt', false],
    ['has_health_remarks', false],
    ['amount', false],
    ['return_skin_meat', false],
  ])('%s → %s', (field, expected) => expect(isHealthDetailField(field)).toBe(expected));
});
