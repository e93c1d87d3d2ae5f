import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HELP_TEXT,
  type RegisteredEnrolment,
  registerEnrolmentResponseSchema,
  registeredEnrolmentByDateResponseSchema,
  type ReturnFormData,
  returnFormDataSchema,
  returnFormFieldsOf,
  returnFormResponseSchema,
} from '@slakteweb/core';
import { RETURN_FORMS } from '../src/db/seed/return-forms-seed.js';
import { enrolmentHelpers, ORIGIN, pigs } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';
import { readAllSettled } from './integration-export-helpers.js';
import { tokenHeader } from './integration-helpers.js';

// Return meat and skin on the server (issue: enrolment part 2b), with the demo's return forms
// (return-forms-seed.ts). The clock stands on Sunday 22 November 2026; week 49 is open. Cows
// 50012-00001 and -00002 have no treatments, so no medication notice gets in the way.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, enrolmentCount } = enrolmentHelpers(() => ctx);
const TODAY = '2026-11-22';
const cow = (individual_no: string, over: Record<string, unknown> = {}) => ({ mark_no: '50012', individual_no, ...over });
const cattle = (rows: unknown[], over: Record<string, unknown> = {}) => pigs({ animal_category: 'cattle', animal_rows: rows, ...over });

/** The divisions, common choices and comments of twoDivisions. */
const twoDivisionAnswers = {
  returnSlaughterOptionsGroups: [
    { id: 'opp-a', divisionNo: 1, formData: { oppdeling: 'stykket', biff: true, kjottdeig: true, pakking: 'vakuum', pakkestorrelse: 'liten' } as Record<string, boolean | string> },
    { id: 'opp-b', divisionNo: 2, formData: { oppdeling: 'halv', alt_kjottdeig: true, pakking: 'folie', pakkestorrelse: 'stor', merknad: 'Grovmalt' } as Record<string, boolean | string> },
  ],
  returnSlaughterOptionsCommon: { merking: 'navn', fryst: true, hud: 'saltet', garving: true } as Record<string, boolean | string>,
  returnSlaughterOptionsCommentMeat: 'Hentes fredag',
  returnSlaughterOptionsCommentSkin: 'Til skinnfell',
  return_form_fields: returnFormFieldsOf(RETURN_FORMS.cattle),
  'return_form_illegal-checkbox-combinations': RETURN_FORMS.cattle['illegal-checkbox-combinations'],
  want_marks_sent_on_return: true,
};

/** Two cows in two divisions, one hide, the common choices and comments. */
const twoDivisions = () => ({
  ...cattle([
    cow('00001', { return_meat: true, return_skin: true, return_options_groups: [{ group_id: 'opp-a', amount_animals: 1 }] }),
    cow('00002', { return_meat: true, return_options_groups: [{ group_id: 'opp-b', amount_animals: 1 }] }),
  ]),
  ...twoDivisionAnswers,
});

async function register(payload: unknown, context = ctx) {
  const cookie = await context.login('10001');
  return context.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { ...ORIGIN, cookie }, payload: payload as Record<string, unknown> });
}

describe('the return form', () => {
  it.each(['pigs', 'sheep', 'cattle'] as const)('GET /api/external/return_form/%s answers the cooperative’s form', async (kind) => {
    const res = await get(`/api/external/return_form/${kind}`, await ctx.login('10001'));
    expect(res.statusCode).toBe(200);
    expect(returnFormResponseSchema.parse(res.json()).return_form).toEqual(RETURN_FORMS[kind]);
  });

  it('answers 404 for an animal kind it does not know, and 401 without a session', async () => {
    expect((await get('/api/external/return_form/geit', await ctx.login('10001'))).statusCode).toBe(404);
    expect((await get('/api/external/return_form/cattle')).statusCode).toBe(401);
  });

  it('is the one in the database: the cooperative changes it there', async () => {
    const changed = { ...RETURN_FORMS.pigs, description_meat: '<p>Nytt skjema</p>' };
    await ctx.db.updateTable('return_form').set({ form: JSON.stringify(changed) }).where('animal_kind', '=', 'pigs').execute();
    const res = await get('/api/external/return_form/pigs', await ctx.login('10001'));
    expect(returnFormResponseSchema.parse(res.json()).return_form.description_meat).toBe('<p>Nytt skjema</p>');
  });
});

describe('an enrolment with return meat in two divisions', () => {
  it('is stored, and read back as return_form_data with what was sent', async () => {
    const sent = twoDivisions();
    const res = await register(sent);
    expect(res.statusCode).toBe(200);
    expect(registerEnrolmentResponseSchema.parse(res.json()).register_enrolment.registered).toBe(true);

    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    const enrolment = view.registered_enrolment_by_date;
    expect(enrolment.want_marks_sent_on_return).toBe(true);
    // A day of one enrolment: its receipt is the object itself (spec §3).
    const receipt = enrolment.return_form_data;
    expect(receipt).toEqual({
      animal_category: 'cattle',
      animal_rows: [
        { label: 'Ku 50012-00001', return_meat: true, return_skin: true, return_options_groups: [{ group_id: 'opp-a', amount_animals: 1, animal_ids: ['50012-00001'] }] },
        { label: 'Ku 50012-00002', return_meat: true, return_skin: false, return_options_groups: [{ group_id: 'opp-b', amount_animals: 1, animal_ids: ['50012-00002'] }] },
      ],
      returnSlaughterOptionsCommon: sent.returnSlaughterOptionsCommon,
      returnSlaughterOptionsGroups: [
        { ...sent.returnSlaughterOptionsGroups[0], animals: [{ label: 'Ku', amount_animals: 1, animal_ids: ['50012-00001'] }] },
        { ...sent.returnSlaughterOptionsGroups[1], animals: [{ label: 'Ku', amount_animals: 1, animal_ids: ['50012-00002'] }] },
      ],
      returnSlaughterOptionsCommentSkin: 'Til skinnfell',
      returnSlaughterOptionsCommentMeat: 'Hentes fredag',
      return_form_fields: returnFormFieldsOf(RETURN_FORMS.cattle),
      'return_form_illegal-checkbox-combinations': RETURN_FORMS.cattle['illegal-checkbox-combinations'],
    });
    expect(enrolment.animal_rows.map((r) => [r.animal_id, r.return_meat_count, r.return_skin_count])).toEqual([
      ['50012-00001', 1, 1],
      ['50012-00002', 1, 0],
    ]);
  });

  it('keeps the form it was sent with when the cooperative changes its form later', async () => {
    await register(twoDivisions());
    await ctx.db.updateTable('return_form').set({ form: JSON.stringify({ ...RETURN_FORMS.cattle, per_division: [] }) }).where('animal_kind', '=', 'cattle').execute();
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    expect(receiptOf(view.registered_enrolment_by_date).return_form_fields.per_division).toEqual(RETURN_FORMS.cattle.per_division);
  });

  it('stores pigs by club number split over divisions, and sows one by one', async () => {
    const res = await register(
      pigs({
        animal_rows: [
          { subcategory_name: 'Gris', amount: 12, club_no: '4411', return_meat_checked: true, return_meat: '3', return_options_groups: [{ group_id: 'a', amount_animals: 2 }, { group_id: 'b', amount_animals: 1 }] },
          { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '101', return_meat: true }, { ear_tag: '102' }], return_options_groups: [{ group_id: 'b', amount_animals: 1 }] },
        ],
        returnSlaughterOptionsGroups: [
          { id: 'a', divisionNo: 1, formData: { oppdeling: 'stykket', ribbe: true, pakking: 'vakuum', pakkestorrelse: 'stor' } },
          { id: 'b', divisionNo: 2, formData: { oppdeling: 'halv', bacon: true, spekeskinke: true, pakking: 'folie', pakkestorrelse: 'liten' } },
        ],
        returnSlaughterOptionsCommon: { merking: 'innhold', sylte: true },
      }),
    );
    expect(registerEnrolmentResponseSchema.parse(res.json()).register_enrolment.registered).toBe(true);
    const rows = await ctx.db.selectFrom('enrolment_row').select('data').where('supplier_no', '=', '10001').orderBy('id', 'desc').limit(2).execute();
    const [sows, club] = rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
    expect(club).toMatchObject({ return_meat_checked: true, return_meat: 3, return_options_groups: [{ group_id: 'a', amount_animals: 2 }, { group_id: 'b', amount_animals: 1 }] });
    expect(sows!.individual_pigs).toEqual([{ ear_tag: '101', return_meat: true }, { ear_tag: '102' }]);
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    expect(receiptOf(view.registered_enrolment_by_date).animal_rows.map((r) => [r.label, r.return_meat])).toEqual([
      ['Gris, klubbnr. 4411', 3],
      ['Purke, øremerke 101, 102', 1],
    ]);
  });

  it('shows the demo’s cattle slaughter with its receipt', async () => {
    const view = registeredEnrolmentByDateResponseSchema.parse((await get('/api/registered_enrolment_by_date/slaughter/2026-11-18', await ctx.login('10001'))).json());
    const receipt = receiptOf(view.registered_enrolment_by_date);
    expect(receipt.returnSlaughterOptionsGroups).toHaveLength(1);
    expect(receipt.animal_rows[0]!.label).toBe('Ku 50012-00001');
  });

  it('a day of two enrolments lists both receipts; a day of one without returns has none', async () => {
    await register(twoDivisions());
    // Division and group ids as numbers, as a client numbering its divisions sends them.
    const second = await register(cattle([cow('00003', { return_meat: true, return_skin: true, return_options_groups: [{ group_id: 7, amount_animals: 1 }] })], { ...twoDivisionAnswers, returnSlaughterOptionsGroups: [{ id: 7, divisionNo: 1, formData: twoDivisionAnswers.returnSlaughterOptionsGroups[0]!.formData }] }));
    expect(second.statusCode).toBe(200);
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    const both = view.registered_enrolment_by_date.return_form_data;
    expect(Array.isArray(both) && both.map((r) => r.returnSlaughterOptionsGroups.map((d) => d.id))).toEqual([['opp-a', 'opp-b'], ['7']]);
    const sell = registeredEnrolmentByDateResponseSchema.parse((await get('/api/registered_enrolment_by_date/sell_sheep/2026-11-16', await ctx.login('10001'))).json());
    expect(sell.registered_enrolment_by_date.return_form_data).toBeNull();
  });

  it('sheep split by number over two divisions: the receipt and the integration export list the animals of each division', async () => {
    const lamb = (individual_no: string) => ({ individual_no, return_meat: true });
    const form = RETURN_FORMS.sheep;
    const answers = { oppdeling: 'stykket', kotelett: true, pakking: 'vakuum' };
    const res = await register(
      pigs({
        animal_category: 'sheep',
        animal_rows: [
          {
            subcategory_name: 'Lam',
            amount: 6,
            return_skin_meat: [lamb('301'), lamb('302'), lamb('303')],
            return_options_groups: [
              { group_id: 'a', amount_animals: 2, animal_ids: ['301', '303'] },
              { group_id: 'b', amount_animals: 1, animal_ids: ['302'] },
            ],
          },
        ],
        returnSlaughterOptionsGroups: [
          { id: 'a', divisionNo: 1, formData: answers },
          { id: 'b', divisionNo: 2, formData: { ...answers, oppdeling: 'hel' } },
        ],
        returnSlaughterOptionsCommon: { merking: 'navn' },
        return_form_fields: returnFormFieldsOf(form),
      }),
    );
    expect(res.statusCode).toBe(200);
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    const divisions = receiptOf(view.registered_enrolment_by_date).returnSlaughterOptionsGroups;
    expect(divisions.map((d) => d.animals)).toEqual([[{ label: 'Lam', amount_animals: 2, animal_ids: ['301', '303'] }], [{ label: 'Lam', amount_animals: 1, animal_ids: ['302'] }]]);
    // The form asks whether a division is a whole carcass ('Hel skrott'): the flag, the header and
    // the cutting choices it hides are produced, and those answers dropped.
    expect(divisions[0]).toMatchObject({ formData: { ...answers, whole: false } });
    expect(divisions[0]!.customHeader).toBeUndefined();
    expect(divisions[1]).toMatchObject({ formData: { oppdeling: 'hel', pakking: 'vakuum', whole: true }, customHeader: 'Oppdeling 2: Hel skrott' });
    expect(divisions[1]!.formData).not.toHaveProperty('kotelett');
    expect(divisions[1]!.hideFields).toContain('kotelett');

    const events = await readAllSettled(ctx, await tokenHeader(ctx, 'slakteplan', ['export:enrolments']), 100);
    const exported = events.findLast((e) => e.event === 'submitted')!.enrolment!;
    expect(returnFormDataSchema.parse(exported.return_form_data).returnSlaughterOptionsGroups.map((d) => d.animals?.flatMap((a) => a.animal_ids))).toEqual([['301', '303'], ['302']]);
    expect(exported.rows[0]!.data).toMatchObject({ return_options_groups: [{ group_id: 'a', animal_ids: ['301', '303'] }, { group_id: 'b', animal_ids: ['302'] }] });

    // Two divisions of numbered sheep that do not say which: refused, naming what to do.
    const unnamed = await register(pigs({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 6, return_skin_meat: [lamb('301'), lamb('302')], return_options_groups: [{ group_id: 'a', amount_animals: 1 }, { group_id: 'b', amount_animals: 1 }] }], returnSlaughterOptionsGroups: [{ id: 'a', divisionNo: 1, formData: answers }, { id: 'b', divisionNo: 2, formData: answers }], returnSlaughterOptionsCommon: { merking: 'navn' } }));
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().fields).toMatchObject({ 'animal_rows.0.return_options_groups.0.animal_ids': 'Velg hvilke dyr som skal i oppdelingen' });
  });
});

/** The receipt of a day of one enrolment. */
function receiptOf(day: RegisteredEnrolment): ReturnFormData {
  const data = day.return_form_data;
  if (data === null || Array.isArray(data)) throw new Error(`expected one receipt, got ${JSON.stringify(data)}`);
  return data;
}

describe('each return rule is checked on the server: 422 with the field, nothing stored', () => {
  const base = () => twoDivisions();
  it.each([
    ['a cow not placed', () => cattle([cow('00001', { return_meat: true })], { returnSlaughterOptionsCommon: { merking: 'navn' } }), 'animal_rows.0.return_options_groups', 'Alle dyr med returkjøtt må fordeles på en oppdeling'],
    [
      'a division without its form',
      () => ({ ...base(), returnSlaughterOptionsGroups: [base().returnSlaughterOptionsGroups[0], { id: 'opp-b', divisionNo: 2, formData: {} }] }),
      'returnSlaughterOptionsGroups.1.formData',
      'En eller flere oppdelings-grupper mangler form for retur-slakt.',
    ],
    [
      'an illegal combination',
      () => ({ ...base(), returnSlaughterOptionsGroups: [base().returnSlaughterOptionsGroups[0], { id: 'opp-b', divisionNo: 2, formData: { oppdeling: 'halv', alt_kjottdeig: true, biff: true, pakking: 'folie', pakkestorrelse: 'stor' } }] }),
      'returnSlaughterOptionsGroups.1.formData.biff',
      'Kan ikke kombineres med «Alt kjøttet som kjøttdeig»',
    ],
    ['a field the form does not have', () => ({ ...base(), returnSlaughterOptionsCommon: { ...base().returnSlaughterOptionsCommon, forgylt: true } }), 'returnSlaughterOptionsCommon.forgylt', 'Ukjent felt'],
    ['the hide choice not made', () => ({ ...base(), returnSlaughterOptionsCommon: { merking: 'navn' } }), 'returnSlaughterOptionsCommon.hud', 'Velg ett av alternativene'],
    ['a form that has changed', () => ({ ...base(), return_form_fields: { per_division: [], 'common-skin': [], 'common-meat': [] } }), 'return_form_fields', 'Returskjemaet er endret siden siden ble lastet. Last inn siden på nytt.'],
    ['a numbered sheep with neither meat nor skin', () => pigs({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Sau', amount: 2, return_skin_meat: [{ individual_no: '301' }] }] }), 'animal_rows.0.return_skin_meat.0.return_meat', 'Du må velge enten returkjøtt eller returskinn'],
    ['pigs ticked with no count', () => pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 12, club_no: '4411', return_meat_checked: true }] }), 'animal_rows.0.return_meat', 'Når returkjøtt er avhuket kan ikke antallet returkjøtt være 0'],
    ['marks for pigs', () => pigs({ want_marks_sent_on_return: true }), 'want_marks_sent_on_return', 'Merker for retur kan bare bestilles for sau og storfe'],
    ['a pickup place where none is used', () => cattle([cow('00001')], { return_meat_pickup_location: 'Låven' }), 'return_meat_pickup_location', 'Hentested for returkjøtt brukes ikke hos oss'],
  ])('%s', async (_name, payload, field, message) => {
    const res = await register(payload());
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: message } });
    expect(await enrolmentCount()).toBe(5);
  });

  it('refuses hostile shapes with 422, never 500', async () => {
    const deep = JSON.parse(`${'{"a":'.repeat(60)}1${'}'.repeat(60)}`) as unknown;
    for (const payload of [
      { ...base(), returnSlaughterOptionsCommon: { merking: deep } },
      { ...base(), returnSlaughterOptionsGroups: Array.from({ length: 51 }, (_, i) => ({ id: `d${i}`, divisionNo: 1, formData: {} })) },
      { ...base(), returnSlaughterOptionsCommon: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`f${i}`, true])) },
      cattle([cow('00001', { return_meat: [1, 2] })]),
      cattle([cow('00001', { return_options_groups: 'alle' })]),
    ]) {
      expect((await register(payload)).statusCode).toBe(422);
    }
    expect(await enrolmentCount()).toBe(5);
  });
});

describe('midtnorge: no return form, a pickup place for the meat', () => {
  let mn: TestContext;
  beforeAll(async () => {
    mn = await createTestContext({ COMPANY: 'midtnorge' });
  });
  afterAll(() => mn.close());

  const confirmed = { extraCheckboxConfirmRegisterSlaughter: true };

  it('requires the pickup place with return meat, at most 100 characters, and shows it', async () => {
    await mn.reset();
    const withoutPlace = await register(cattle([cow('00001', { return_meat: true })], confirmed), mn);
    expect(withoutPlace.statusCode).toBe(422);
    expect(withoutPlace.json().fields).toEqual({ return_meat_pickup_location: 'Feltet må fylles ut' });
    const tooLong = await register(cattle([cow('00001', { return_meat: true })], { ...confirmed, return_meat_pickup_location: 'x'.repeat(101) }), mn);
    expect(tooLong.json().fields).toEqual({ return_meat_pickup_location: '101 av 100 tegn' });

    const ok = await register(cattle([cow('00001', { return_meat: true, return_skin: true })], { ...confirmed, return_meat_pickup_location: '  Slakteriet i Stjørdal ' }), mn);
    expect(registerEnrolmentResponseSchema.parse(ok.json()).register_enrolment.registered).toBe(true);
    const view = registeredEnrolmentByDateResponseSchema.parse(
      (await mn.app.inject({ method: 'GET', url: `/api/registered_enrolment_by_date/slaughter/${TODAY}`, headers: { cookie: await mn.login('10001') } })).json(),
    );
    expect(view.registered_enrolment_by_date).toMatchObject({ return_meat_pickup_location: 'Slakteriet i Stjørdal', return_form_data: null });
    expect(view.registered_enrolment_by_date.animal_rows[0]).toMatchObject({ return_meat_count: 1, return_skin_count: 1 });
  });

  it('refuses return marks with a message that says they are not offered here', async () => {
    await mn.reset();
    const res = await register(cattle([cow('00001', { return_skin: true })], { ...confirmed, want_marks_sent_on_return: true }), mn);
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ want_marks_sent_on_return: 'Vi sender ikke ut merker for retur' });
  });

  it('the return help page (/return-form) describes this variant: a pickup place for the meat, no return form', async () => {
    await mn.reset();
    const texts = (await mn.app.inject({ method: 'GET', url: '/api/external/texts', headers: { cookie: await mn.login('10001') } })).json() as { texts: Record<string, string> };
    const help = texts.texts[HELP_TEXT.returnForm]!;
    expect(help).toMatch(/hentested/i);
    expect(help).not.toMatch(/returskjema|returmerke/i);
  });

  it('refuses divisions, which need the return form', async () => {
    await mn.reset();
    const res = await register(
      cattle([cow('00001', { return_meat: true, return_options_groups: [{ group_id: 'a', amount_animals: 1 }] })], {
        ...confirmed,
        return_meat_pickup_location: 'Låven',
        returnSlaughterOptionsGroups: [{ id: 'a', divisionNo: 1, formData: { oppdeling: 'halv' } }],
      }),
      mn,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toEqual({ returnSlaughterOptionsGroups: 'Returskjema brukes ikke hos oss' });
  });
});
