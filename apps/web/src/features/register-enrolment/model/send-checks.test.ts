import { getCompany } from '@slakteweb/core';
import { describe, expect, it } from 'vitest';
import { demoRules, SERVER_NOW } from '../testing/enrolment-api';
import { candidateRowErrors, missingEntries, missingItems, rowErrorsAt, rowErrorsOf, sendErrors } from './send-checks';
import { toEnrolment } from './payload';
import { type EnrolmentState, initialEnrolmentState, type StateRow } from './entries';

const standard = getCompany('standard');
/** Sunday 22 November 2026 12:00 Oslo, ISO week 47. */
const ctx = { company: standard, now: new Date(SERVER_NOW), pickupRules: demoRules };

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

describe('sendErrors (on the server clock, week 47)', () => {
  it('is empty for a complete pig slaughter in week 49', () => {
    expect(sendErrors(pigSlaughter, ctx)).toEqual({});
  });

  it('asks for the action first', () => {
    expect(sendErrors(initialEnrolmentState, ctx)).toEqual({ action: 'Velg hva innmeldingen gjelder' });
  });

  it('refuses week 48 (deadline Wednesday of week 47 has passed) and the closed week 53', () => {
    expect(sendErrors({ ...pigSlaughter, week: { year: 2026, week: 48 } }, ctx)).toEqual({
      wanted_pickup_week: 'Frist for innmelding denne uken er gått ut. Prøv neste uke.',
    });
    expect(sendErrors({ ...pigSlaughter, week: { year: 2026, week: 53 } }, ctx)).toEqual({ wanted_pickup_week: 'uke ikke tilgjengelig. Julestengt' });
    expect(sendErrors({ ...pigSlaughter, week: { year: 2027, week: 1 } }, ctx)).toEqual({});
  });

  it('judges the week by the clock given: on Tuesday of week 48 week 49 is still open, after Wednesday 07:30 not', () => {
    expect(sendErrors(pigSlaughter, { ...ctx, now: new Date('2026-11-25T06:29:00Z') })).toEqual({});
    expect(sendErrors(pigSlaughter, { ...ctx, now: new Date('2026-11-25T06:30:00Z') })).toHaveProperty('wanted_pickup_week');
  });

  it('needs a row, the agreement and a comment of at most 101 characters', () => {
    expect(sendErrors({ ...pigSlaughter, rows: [], agreement: false, comment: 'x'.repeat(102) }, ctx)).toEqual({
      animal_rows: 'Legg til minst ett dyr',
      agreement: 'Du må bekrefte at dyrene er i stand til å transporteres',
      comment: '102 av 101 tegn',
    });
    expect(sendErrors({ ...pigSlaughter, comment: 'x'.repeat(101) }, ctx)).toEqual({});
  });

  it('keys row problems by the row index, including duplicates of earlier rows', () => {
    const errors = sendErrors({ ...pigSlaughter, rows: [pigRow('a'), pigRow('b'), pigRow('c', '12', 0)] }, ctx);
    expect(errors['animal_rows.1.club_no']).toBe('Gris med valgt klubbnummer er allerede lagt til');
    expect(errors['animal_rows.2.club_no']).toBe('Ugyldig klubbnummer');
    expect(errors['animal_rows.2.amount']).toBe('Ugyldig antall');
    expect(errors['animal_rows.0.club_no']).toBeUndefined();
  });
});


describe('candidateRowErrors', () => {
  it('judges a candidate against the rows already in the list, keyed by its own fields', () => {
    const [errors] = candidateRowErrors(pigSlaughter, [{ subcategory_name: 'Gris', amount: 5, club_no: '1234', comment: '' }], null, standard);
    expect(errors).toEqual({ club_no: 'Gris med valgt klubbnummer er allerede lagt til' });
  });

  it('leaves the edited row out, so keeping its own club number is fine', () => {
    const [errors] = candidateRowErrors(pigSlaughter, [{ subcategory_name: 'Gris', amount: 5, club_no: '1234', comment: '' }], 'a', standard);
    expect(errors).toEqual({});
  });

  it('gives one result per candidate and ignores week and agreement', () => {
    const state: EnrolmentState = { ...pigSlaughter, rows: [], agreement: false, week: { year: 2026, week: 48 } };
    const results = candidateRowErrors(
      state,
      [
        { subcategory_name: 'Gris', amount: 5, club_no: '1111', comment: '' },
        { subcategory_name: 'Gris', amount: '', club_no: '1111', comment: '' },
      ],
      null,
      standard,
    );
    expect(results).toEqual([{}, { amount: 'Ugyldig antall', club_no: 'Gris med valgt klubbnummer er allerede lagt til' }]);
  });

  it('is empty per candidate before action and group are chosen', () => {
    expect(candidateRowErrors(initialEnrolmentState, [{ subcategory_name: 'x', amount: 'y', comment: '' }], null, standard)).toEqual([{}]);
  });
});


describe('rows being deleted (hidden)', () => {
  const deleting = { ...pigSlaughter, rows: [{ ...pigRow('a'), hidden: true }, pigRow('b', '5678')] };

  it('are not sent, so a press on Send during the animation sends only the rows left', () => {
    expect(toEnrolment(deleting)?.animal_rows).toEqual([{ subcategory_name: 'Gris', amount: 10, club_no: '5678', comment: '' }]);
  });

  it('free their club number for a new row, and errors of the rows left keep their row', () => {
    expect(candidateRowErrors(deleting, [{ subcategory_name: 'Gris', amount: 3, club_no: '1234', comment: '' }], null, standard)).toEqual([{}]);
    expect(rowErrorsOf(deleting, { 'animal_rows.0.club_no': 'X' }, 'b')).toEqual({ club_no: 'X' });
    expect(rowErrorsOf(deleting, { 'animal_rows.0.club_no': 'X' }, 'a')).toEqual({});
  });
});


describe('rowErrorsAt', () => {
  it('picks one row and strips the prefix (not row 1 for row 10)', () => {
    const errors = { 'animal_rows.1.club_no': 'A', 'animal_rows.10.amount': 'B', 'animal_rows.1.individual_pigs.0.ear_tag': 'C', comment: 'D' };
    expect(rowErrorsAt(errors, 1)).toEqual({ club_no: 'A', 'individual_pigs.0.ear_tag': 'C' });
    expect(rowErrorsAt(errors, 10)).toEqual({ amount: 'B' });
    expect(rowErrorsAt(errors, 0)).toEqual({});
  });
});


describe("missingItems ('Før du kan melde inn må:')", () => {
  it('asks for the action, then the group', () => {
    expect(missingItems(initialEnrolmentState, {}, false)).toEqual(['velge hva innmeldingen gjelder']);
    expect(missingItems({ ...initialEnrolmentState, action: 'slaughter', step: 1 }, {}, false)).toEqual(['velge dyregruppe']);
  });

  it('lists everything missing in the order of the screen', () => {
    const errors = sendErrors({ ...pigSlaughter, week: { year: 2026, week: 48 }, rows: [], agreement: false, comment: 'x'.repeat(102) }, ctx);
    expect(missingItems(pigSlaughter, errors, true)).toEqual([
      'velge en uke som er åpen for innmelding',
      'legge til minst ett dyr',
      'fullføre eller avbryte endringen av raden',
      'korte ned kommentaren',
      'bekrefte at dyrene er i stand til å transporteres',
    ]);
  });

  it('says where each missing thing is put right, the section its entry takes the farmer to', () => {
    const errors = sendErrors({ ...pigSlaughter, week: { year: 2026, week: 48 }, rows: [], agreement: false, comment: 'x'.repeat(102) }, ctx);
    expect(missingEntries(pigSlaughter, errors, false).map((entry) => entry.sections)).toEqual([['week'], ['rows'], ['comment'], ['confirm']]);
    expect(missingEntries(pigSlaughter, { 'returnSlaughterOptionsCommon.mince': 'Velg' }, false)).toEqual([{ text: 'fylle ut returskjemaet', sections: ['return-meat', 'return-skin'] }]);
    expect(missingEntries(pigSlaughter, { 'animal_rows.0.health_remarks_groups.0.health_remarks_code': 'Velg helseavvik' }, false)).toEqual([
      { text: 'fylle ut informasjon om dyr med helseavvik', sections: ['health'] },
    ]);
  });

  it('asks to fix the rows once for any number of row errors', () => {
    expect(missingItems(pigSlaughter, { 'animal_rows.0.amount': 'x', 'animal_rows.1.club_no': 'y' }, false)).toEqual(['rette feilene i radene']);
  });

  it('is empty when nothing is missing', () => {
    expect(missingItems(pigSlaughter, sendErrors(pigSlaughter, ctx), false)).toEqual([]);
  });

  it('asks for the health remarks apart from the rows’ own errors', () => {
    const flagged = { ...pigRow('a'), has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [{ amount_animals: 2, health_remarks_code: '' }] };
    const errors = sendErrors({ ...pigSlaughter, rows: [flagged] }, ctx);
    expect(errors).toEqual({ 'animal_rows.0.health_remarks_groups.0.health_remarks_code': 'Velg helseavvik' });
    expect(missingItems(pigSlaughter, errors, false)).toEqual(['fylle ut informasjon om dyr med helseavvik']);
    const tooMany = { ...flagged, health_remarks_cnt: 11 };
    expect(missingItems(pigSlaughter, sendErrors({ ...pigSlaughter, rows: [tooMany] }, ctx), false)).toEqual([
      'rette feilene i radene',
      'fylle ut informasjon om dyr med helseavvik',
    ]);
  });

  it("asks for each medication confirmation not ticked, and midtnorge's extra confirmation", () => {
    const remarks = {
      animal_remarks: [],
      animals_maybe_in_group_remarks: [],
      animals_with_textual_animal_ids: [{ animal_id: '4533', subcategory_name: 'Purke', diseases: [], medications_restrain_limit_within_week: [{ name: 'P', treatment_date: '2026-11-21', restrain_limit: '2026-12-02' }], medications_restrain_limit_after_week: [] }],
      group_remarks: [],
    };
    const unticked = sendErrors(pigSlaughter, ctx, { remarks, confirmed: {} });
    expect(unticked).toEqual({ confirm_textual_animal_ids_within_week_ok: 'Du må bekrefte dette før du kan sende inn' });
    expect(missingItems(pigSlaughter, unticked, false)).toEqual(['bekrefte opplysningene om legemiddelbehandling']);
    expect(sendErrors(pigSlaughter, ctx, { remarks, confirmed: { confirm_textual_animal_ids_within_week_ok: true } })).toEqual({});

    const midtnorge = { ...ctx, company: getCompany('midtnorge'), pickupRules: [] };
    const extra = sendErrors(pigSlaughter, midtnorge);
    expect(extra).toEqual({ extraCheckboxConfirmRegisterSlaughter: 'Du må bekrefte opplysningene i innmeldingen' });
    expect(missingItems(pigSlaughter, extra, false)).toEqual(['bekrefte at opplysningene i innmeldingen er riktige']);
    expect(sendErrors({ ...pigSlaughter, extraConfirm: true }, midtnorge)).toEqual({});
  });

  // BUG (reported): with action and group but no week (only reachable through a restored draft,
  // see model/draft.ts), sendErrors refuses ({ action: … }) but missingItems lists nothing, so
  // 'Send innmelding' is not aria-disabled although sending is refused.
  it.each([
    ['no group', { ...pigSlaughter, group: null, week: null, rows: [] }],
    ['a closed week', { ...pigSlaughter, week: { year: 2026, week: 53 } }],
    ['no rows', { ...pigSlaughter, rows: [] }],
    ['a row error', { ...pigSlaughter, rows: [pigRow('a', '12')] }],
    ['no week', { ...pigSlaughter, week: null }],
  ])('never lists nothing while sending is refused: %s', (_name, state: EnrolmentState) => {
    const errors = sendErrors(state, ctx);
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    expect(missingItems(state, errors, false).length).toBeGreaterThan(0);
  });
});
