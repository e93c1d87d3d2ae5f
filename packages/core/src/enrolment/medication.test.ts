import { describe, expect, it } from 'vitest';
import { type SlaughterEnrolment, slaughterEnrolmentSchema } from '../contracts/enrolment.js';
import { CONFIRM_FLAGS } from '../vocabulary/enumerations.js';
import {
  checkMedication,
  confirmationSubjects,
  CONFIRM_TEXT,
  MEDICATION_RULES,
  missingConfirmations,
  requiredConfirmations,
  type TreatmentRecord,
  withdrawalTiming,
} from './medication.js';

// The medication check (medication.ts): which treatments concern an enrolment, as which subject,
// with which timing, and what each needs. Pickup week 49 of 2026 is Monday 30 November to Sunday
// 6 December.

const slaughter = (input: Record<string, unknown>): SlaughterEnrolment =>
  slaughterEnrolmentSchema.parse({ wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, ...input });

const treatment = (over: Partial<TreatmentRecord>): TreatmentRecord => ({
  subcategory_name: 'Ku',
  animal_id: '12345-00001',
  group_name: '',
  disease_name: 'Mastitt',
  disease_code: 'MAST',
  medication_name: 'Penovet vet.',
  treatment_date: '2026-11-20',
  restrain_limit: '2026-12-03',
  ...over,
});

const cattle = slaughter({
  animal_category: 'cattle',
  animal_rows: [
    { mark_no: '12345', individual_no: '00001', subcategory_name: 'Ku' },
    { mark_no: '12345', individual_no: '00002', subcategory_name: 'Ku' },
  ],
});
const pigs = slaughter({
  animal_category: 'pigs',
  animal_rows: [
    { subcategory_name: 'Gris', amount: 12, club_no: '4411' },
    { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '0101' }, { ear_tag: '102' }] },
  ],
});
const sheep = slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', amount: 4, return_skin_meat: [{ individual_no: '10234' }] }] });

describe('withdrawalTiming: when a period ends, seen from the pickup week', () => {
  it.each([
    ['2026-11-29', null],
    ['2026-11-30', 'withinWeek'],
    ['2026-12-06', 'withinWeek'],
    ['2026-12-07', 'afterWeek'],
    ['2027-03-01', 'afterWeek'],
  ])('%s → %s', (limit, expected) => expect(withdrawalTiming(limit, { year: 2026, week: 49 })).toBe(expected));

  it('works over a year end (week 53 of 2026 is 28 December to 3 January)', () => {
    expect(withdrawalTiming('2027-01-03', { year: 2026, week: 53 })).toBe('withinWeek');
    expect(withdrawalTiming('2027-01-04', { year: 2026, week: 53 })).toBe('afterWeek');
    expect(withdrawalTiming('2026-12-27', { year: 2026, week: 53 })).toBeNull();
  });
});

describe('the rule table', () => {
  it('gives each of the seven confirmations exactly one place, and refuses only a chosen animal after the week', () => {
    const cells = Object.values(MEDICATION_RULES).flatMap((byTiming) => Object.values(byTiming));
    expect(cells.filter((c) => c === 'refused')).toHaveLength(1);
    expect(MEDICATION_RULES.chosen.afterWeek).toBe('refused');
    expect(cells.filter((c) => c !== 'refused').sort()).toEqual([...CONFIRM_FLAGS].sort());
    for (const flag of CONFIRM_FLAGS) expect(CONFIRM_TEXT[flag].label).toMatch(/^Jeg bekrefter/);
  });

  it('names the pickup week as bokmål does, henteuka, in every notice', () => {
    const texts = CONFIRM_FLAGS.flatMap((flag) => [CONFIRM_TEXT[flag].title, CONFIRM_TEXT[flag].label]);
    expect(texts.filter((t) => /hentevuken/.test(t))).toEqual([]);
    expect(texts.filter((t) => /henteuka/.test(t)).length).toBeGreaterThanOrEqual(7);
  });
});

describe('which treatment is which remark, and what it needs', () => {
  it.each<[string, SlaughterEnrolment, Partial<TreatmentRecord>, string, 'withinWeek' | 'afterWeek', string]>([
    ['a chosen cow within the week', cattle, {}, 'animal_remarks', 'withinWeek', 'confirm_choosen_animal_medications_restrain_limit_within_week'],
    ['a chosen cow after the week', cattle, { restrain_limit: '2026-12-16' }, 'animal_remarks', 'afterWeek', 'refused'],
    ['a typed ear tag within the week (leading zeros do not matter)', pigs, { subcategory_name: 'Purke', animal_id: '101' }, 'animals_with_textual_animal_ids', 'withinWeek', 'confirm_textual_animal_ids_within_week_ok'],
    ['a typed sheep number after the week', sheep, { subcategory_name: 'Sau', animal_id: '10234', restrain_limit: '2026-12-10' }, 'animals_with_textual_animal_ids', 'afterWeek', 'confirm_textual_animal_ids_medication_ok'],
    ['a treated sheep not typed, the row has sheep without numbers', sheep, { subcategory_name: 'Sau', animal_id: '10999', restrain_limit: '2026-12-01' }, 'animals_maybe_in_group_remarks', 'withinWeek', 'confirm_animals_not_in_crowd_within_week'],
    ['a treated sheep not typed, after the week', sheep, { subcategory_name: 'Sau', animal_id: '10999', restrain_limit: '2026-12-24' }, 'animals_maybe_in_group_remarks', 'afterWeek', 'confirm_animals_not_in_crowd'],
    ['a pig pen within the week', pigs, { subcategory_name: 'Gris', animal_id: null, group_name: 'Binge 4' }, 'group_remarks', 'withinWeek', 'confirm_group_medications_restrain_limit_within_week'],
    ['a flock of ewes after the week', sheep, { subcategory_name: 'Sau', animal_id: null, group_name: 'Søyer', restrain_limit: '2026-12-18' }, 'group_remarks', 'afterWeek', 'confirm_group_disease_medication_after_week'],
  ])('%s', (_name, enrolment, over, list, timing, rule) => {
    const { remarks, refused } = checkMedication(enrolment, [treatment(over)]);
    const found = Object.entries(remarks).filter(([, items]) => items.length > 0);
    expect(found.map(([key]) => key)).toEqual([list]);
    const [item] = found[0]![1] as unknown as Record<string, unknown[]>[];
    const key = list === 'group_remarks' ? `group_medications_restrain_limit_${timing === 'withinWeek' ? 'within' : 'after'}_week` : `medications_restrain_limit_${timing === 'withinWeek' ? 'within' : 'after'}_week`;
    expect(item![key]).toHaveLength(1);
    if (rule === 'refused') {
      expect(requiredConfirmations(remarks)).toEqual([]);
      expect(refused).toEqual({ 'animal_rows.0.individual_no': 'Dyret 12345-00001 har tilbakeholdelsestid til 16.12.2026 og kan ikke slaktes i uke 49. Fjern dyret fra innmeldingen, eller velg uke 51 eller senere.' });
    } else {
      expect(requiredConfirmations(remarks)).toEqual([rule]);
      expect(refused).toEqual({});
    }
  });

  it('a refusal names the first week the animal may be picked up, with its year when that is next year', () => {
    const cattleIn52 = slaughter({ wanted_pickup_week: 52, animal_category: 'cattle', animal_rows: [{ subcategory_name: 'Ku', mark_no: '12345', individual_no: '00001' }] });
    // The period ends on Tuesday 5 January 2027, in week 1 of 2027: that week asks a confirmation.
    const { refused } = checkMedication(cattleIn52, [treatment({ restrain_limit: '2027-01-05' })]);
    expect(refused).toEqual({
      'animal_rows.0.individual_no': 'Dyret 12345-00001 har tilbakeholdelsestid til 05.01.2027 og kan ikke slaktes i uke 52. Fjern dyret fra innmeldingen, eller velg uke 1 i 2027 eller senere.',
    });
  });

  it.each<[string, SlaughterEnrolment, Partial<TreatmentRecord>]>([
    ['a period that ended before the week', cattle, { restrain_limit: '2026-11-29' }],
    ['a cow of the herd that is not enrolled', cattle, { animal_id: '12345-00009' }],
    ['a treated sow not typed, when every sow is numbered', pigs, { subcategory_name: 'Purke', animal_id: '555' }],
    ['a treated ewe when only lambs are enrolled', slaughter({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 3 }] }), { subcategory_name: 'Sau', animal_id: '10999' }],
    ['a pen of slaughter pigs when only sows are enrolled', slaughter({ animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Purke', amount: 1, individual_pigs: [{ ear_tag: '7' }] }] }), { subcategory_name: 'Gris', animal_id: null, group_name: 'Binge 4' }],
  ])('nothing for %s', (_name, enrolment, over) => {
    const { remarks, refused } = checkMedication(enrolment, [treatment(over)]);
    expect(Object.values(remarks).every((list) => list.length === 0)).toBe(true);
    expect(refused).toEqual({});
  });

  it('gathers an animal’s treatments into one remark: diseases once, periods by date, within and after apart', () => {
    const { remarks, refused } = checkMedication(cattle, [
      treatment({ medication_name: 'B', restrain_limit: '2026-12-05' }),
      treatment({ medication_name: 'A', restrain_limit: '2026-12-01' }),
      treatment({ medication_name: 'C', disease_name: 'Lungebetennelse', disease_code: 'LUNGE', restrain_limit: '2026-12-20' }),
      treatment({ animal_id: '12345-00002', restrain_limit: '2026-12-02' }),
    ]);
    expect(remarks.animal_remarks.map((r) => r.animal_id)).toEqual(['12345-00001', '12345-00002']);
    const first = remarks.animal_remarks[0]!;
    expect(first.diseases).toEqual([
      { name: 'Mastitt', code: 'MAST' },
      { name: 'Lungebetennelse', code: 'LUNGE' },
    ]);
    expect(first.medications_restrain_limit_within_week.map((m) => m.name)).toEqual(['A', 'B']);
    expect(first.medications_restrain_limit_after_week.map((m) => m.name)).toEqual(['C']);
    // The first cow is refused (after the week); the second needs its within-week confirmation.
    expect(Object.keys(refused)).toEqual(['animal_rows.0.individual_no']);
    expect(refused['animal_rows.0.individual_no']).toContain('20.12.2026');
    expect(requiredConfirmations(remarks)).toEqual(['confirm_choosen_animal_medications_restrain_limit_within_week']);
  });

  it('lists several needed confirmations once each, and says which are still missing', () => {
    const { remarks } = checkMedication(pigs, [
      treatment({ subcategory_name: 'Purke', animal_id: '102' }),
      treatment({ subcategory_name: 'Purke', animal_id: '102', restrain_limit: '2026-12-24' }),
      treatment({ subcategory_name: 'Gris', animal_id: null, group_name: 'Binge 4', restrain_limit: '2026-12-04' }),
      treatment({ subcategory_name: 'Gris', animal_id: null, group_name: 'Binge 4', medication_name: 'Tylan', restrain_limit: '2026-12-31' }),
    ]);
    expect(remarks.group_remarks).toHaveLength(1);
    const required = requiredConfirmations(remarks);
    expect(required).toEqual([
      'confirm_textual_animal_ids_within_week_ok',
      'confirm_textual_animal_ids_medication_ok',
      'confirm_group_medications_restrain_limit_within_week',
      'confirm_group_disease_medication_after_week',
    ]);
    expect(missingConfirmations(remarks, { confirm_textual_animal_ids_within_week_ok: true, confirm_group_disease_medication_after_week: true })).toEqual([
      'confirm_textual_animal_ids_medication_ok',
      'confirm_group_medications_restrain_limit_within_week',
    ]);
    expect(missingConfirmations(remarks, Object.fromEntries(required.map((f) => [f, true])))).toEqual([]);
  });
});

describe('confirmationSubjects: what each notice lists', () => {
  it('gives each confirmation its animals and groups with the medications of its timing', () => {
    const { remarks } = checkMedication(sheep, [
      treatment({ subcategory_name: 'Sau', animal_id: '10234', restrain_limit: '2026-12-10', medication_name: 'Terramycin vet.', disease_name: 'Fotråte', disease_code: 'FOTR' }),
      treatment({ subcategory_name: 'Sau', animal_id: '10234', restrain_limit: '2026-12-02', medication_name: 'Metacam' }),
      treatment({ subcategory_name: 'Sau', animal_id: null, group_name: 'Søyer', restrain_limit: '2026-12-18', medication_name: 'Cydectin vet.', disease_name: 'Innvollsorm', disease_code: 'ORM' }),
    ]);
    expect(confirmationSubjects(remarks, 'confirm_textual_animal_ids_medication_ok')).toEqual([
      { label: 'Sau 10234', diseases: [{ name: 'Fotråte', code: 'FOTR' }, { name: 'Mastitt', code: 'MAST' }], medications: [{ name: 'Terramycin vet.', treatment_date: '2026-11-20', restrain_limit: '2026-12-10' }] },
    ]);
    expect(confirmationSubjects(remarks, 'confirm_textual_animal_ids_within_week_ok').map((s) => s.medications.map((m) => m.name))).toEqual([['Metacam']]);
    expect(confirmationSubjects(remarks, 'confirm_group_disease_medication_after_week')).toEqual([
      { label: 'Sau, Søyer', diseases: [{ name: 'Innvollsorm', code: 'ORM' }], medications: [{ name: 'Cydectin vet.', treatment_date: '2026-11-20', restrain_limit: '2026-12-18' }] },
    ]);
    expect(confirmationSubjects(remarks, 'confirm_animals_not_in_crowd')).toEqual([]);
  });
});
