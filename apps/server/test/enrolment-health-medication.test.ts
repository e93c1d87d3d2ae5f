import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { animalsResponseSchema, type MedicationRemarks, registerEnrolmentResponseSchema, registeredEnrolmentByDateResponseSchema } from '@slakteweb/core';
import { enrolmentHelpers, pigs } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';

// Health remarks and the medication check on the server (issue: enrolment part 2a), on the demo's
// treatments (enrolment-seed.ts DEMO_TREATMENTS). The clock stands on Sunday 22 November 2026; the
// first open week is 49 (30 November – 6 December). Every remark kind is produced, nothing is stored
// without its confirmation, and it is stored with the confirmations given; an animal still under
// withdrawal after the pickup week is refused on its row.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, post, enrolmentCount } = enrolmentHelpers(() => ctx);
const TODAY = '2026-11-22';
const cow = (individual_no: string, over: Record<string, unknown> = {}) => ({ mark_no: '50012', individual_no, ...over });
const cattle = (rows: unknown[], over: Record<string, unknown> = {}) => pigs({ animal_category: 'cattle', animal_rows: rows, ...over });
const sheep = (rows: unknown[], over: Record<string, unknown> = {}) => pigs({ animal_category: 'sheep', animal_rows: rows, ...over });
const pigRows = (rows: unknown[], over: Record<string, unknown> = {}) => pigs({ animal_rows: rows, ...over });
/** Numbered sheep come back as meat or skin: the skins' one choice of the demo's sheep form. */
const saltedSkins = { returnSlaughterOptionsCommon: { skinn: 'saltet' } };

async function register(payload: unknown) {
  const res = await post('/api/register_enrolment', await ctx.login('10001'), payload);
  return res;
}
const resultOf = (res: { json: () => unknown }) => registerEnrolmentResponseSchema.parse(res.json()).register_enrolment;

async function storedRow(): Promise<Record<string, unknown>> {
  const row = await ctx.db.selectFrom('enrolment_row').select('data').where('supplier_no', '=', '10001').orderBy('id', 'desc').executeTakeFirstOrThrow();
  return JSON.parse(row.data) as Record<string, unknown>;
}

describe('the herd answers its withdrawal periods', () => {
  it('GET /api/animals gives each animal its latest treatment, null without', async () => {
    const animals = animalsResponseSchema.parse((await get('/api/animals', await ctx.login('10001'))).json()).animals;
    const byUid = new Map(animals.map((a) => [a.uid, a]));
    expect(byUid.get('50012-00004')).toMatchObject({ treatment_date: '2026-11-19', restrain_limit: '2026-12-03' });
    expect(byUid.get('50012-00007')).toMatchObject({ treatment_date: '2026-11-18', restrain_limit: '2026-12-16' });
    expect(animals.filter((a) => a.restrain_limit !== null)).toHaveLength(2);
    // A later treatment of the same animal is the one shown.
    await ctx.db
      .insertInto('animal_treatment')
      .values({ supplier_no: '10001', animal_category: 'cattle', subcategory_name: 'Ku', animal_id: '50012-00004', medication_name: 'X', treatment_date: '2026-11-21', restrain_limit: '2027-01-10' })
      .execute();
    const again = animalsResponseSchema.parse((await get('/api/animals', await ctx.login('10001'))).json()).animals;
    expect(again.find((a) => a.uid === '50012-00004')).toMatchObject({ treatment_date: '2026-11-21', restrain_limit: '2027-01-10' });
  });
});

describe('each remark kind: registered false and nothing stored without its confirmation, stored with it', () => {
  it.each([
    ['a chosen cow whose period ends within the week', cattle([cow('00004')]), 'animal_remarks', ['confirm_choosen_animal_medications_restrain_limit_within_week']],
    ['a chosen cow in week 51, her period ending that week', cattle([cow('00007')], { wanted_pickup_week: 51 }), 'animal_remarks', ['confirm_choosen_animal_medications_restrain_limit_within_week']],
    [
      'a sow by her ear tag',
      pigRows([{ subcategory_name: 'Purke', amount: 1, individual_pigs: [{ ear_tag: '4533' }] }]),
      'animals_with_textual_animal_ids',
      ['confirm_textual_animal_ids_within_week_ok'],
    ],
    [
      'a ewe by her number, and the flock of ewes',
      sheep([{ subcategory_name: 'Sau', amount: 1, return_skin_meat: [{ individual_no: '10234', return_skin: true }] }], saltedSkins),
      'animals_with_textual_animal_ids',
      ['confirm_textual_animal_ids_medication_ok', 'confirm_group_disease_medication_after_week'],
    ],
    [
      'ewes without numbers: the treated ewe may be among them',
      sheep([{ subcategory_name: 'Sau', amount: 3 }]),
      'animals_maybe_in_group_remarks',
      ['confirm_animals_not_in_crowd', 'confirm_group_disease_medication_after_week'],
    ],
    ['a pen of Vak gris', pigRows([{ subcategory_name: 'Vak gris', amount: 8, club_no: '4412' }]), 'group_remarks', ['confirm_group_medications_restrain_limit_within_week']],
  ])('%s', async (_name, payload, list, confirmations) => {
    const first = await register(payload);
    expect(first.statusCode).toBe(200);
    const refused = resultOf(first);
    expect(refused).toMatchObject({ registered: false, ksl_ok: true, helsegris_ok: true, has_animal_group: true, has_restrictions_for_group: false, enrolment: null });
    expect(refused[list as keyof MedicationRemarks].length).toBeGreaterThan(0);
    expect(await enrolmentCount()).toBe(5);

    // One confirmation short is still refused.
    const allBut = Object.fromEntries(confirmations.slice(1).map((c) => [c, true]));
    expect(resultOf(await register({ ...payload, ...allBut })).registered).toBe(false);
    expect(await enrolmentCount()).toBe(5);

    const given = Object.fromEntries(confirmations.map((c) => [c, true]));
    const second = await register({ ...payload, ...given });
    expect(resultOf(second)).toMatchObject({ registered: true, enrolment: { kind: 'slaughter', date: TODAY } });
    expect(await enrolmentCount()).toBe(6);
    const stored = await ctx.db.selectFrom('enrolment').select(['confirmations', 'medication_remarks']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.confirmations)).toEqual(confirmations);
    expect(JSON.parse(stored.medication_remarks!)).toMatchObject({ [list]: expect.any(Array) });
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    expect(view.registered_enrolment_by_date.confirmations).toEqual(confirmations);
  });

  it('answers the remark with its diseases and medications, within and after the week apart', async () => {
    const result = resultOf(await register(cattle([cow('00004')])));
    expect(result.animal_remarks).toEqual([
      {
        animal_id: '50012-00004',
        subcategory_name: 'Ku',
        diseases: [{ name: 'Mastitt', code: 'MAST' }],
        medications_restrain_limit_within_week: [{ name: 'Penovet vet.', treatment_date: '2026-11-19', restrain_limit: '2026-12-03' }],
        medications_restrain_limit_after_week: [],
      },
    ]);
    const flock = resultOf(await register(sheep([{ subcategory_name: 'Sau', amount: 3 }])));
    expect(flock.group_remarks).toEqual([
      {
        group_category: 'Sau',
        group_name: 'Søyene på innmarksbeite',
        group_diseases: [{ name: 'Innvollsorm', code: 'ORM' }],
        group_medications_restrain_limit_within_week: [],
        group_medications_restrain_limit_after_week: [{ name: 'Cydectin vet.', treatment_date: '2026-11-16', restrain_limit: '2026-12-16' }],
      },
    ]);
  });

  it('has no remarks for animals without treatments, nor once a period has ended before the week', async () => {
    const clean = resultOf(await register(cattle([cow('00001')])));
    expect(clean.registered).toBe(true);
    expect(clean.animal_remarks).toEqual([]);
    // Week 50: the cow of week 49 has done her withdrawal.
    expect(resultOf(await register(cattle([cow('00004')], { wanted_pickup_week: 50 }))).registered).toBe(true);
    expect(await enrolmentCount()).toBe(7);
  });

  it("never reads another farm's treatments", async () => {
    // 10002's treatment of an animal numbered as one of 10001's cows, and of a pig pen.
    await ctx.db
      .insertInto('animal_treatment')
      .values([
        { supplier_no: '10002', animal_category: 'cattle', subcategory_name: 'Ku', animal_id: '50012-00001', medication_name: 'X', treatment_date: '2026-11-20', restrain_limit: '2026-12-20' },
        { supplier_no: '10002', animal_category: 'pigs', subcategory_name: 'Gris', animal_id: null, group_name: 'Binge 1', medication_name: 'Y', treatment_date: '2026-11-20', restrain_limit: '2026-12-20' },
      ])
      .execute();
    expect(resultOf(await register(cattle([cow('00001')]))).registered).toBe(true);
    expect(resultOf(await register(pigs())).registered).toBe(true);
  });
});

describe('an animal still under withdrawal after the pickup week is refused for that week', () => {
  it('answers 422 on the row, naming the animal and the date; a later week registers', async () => {
    for (const week of [49, 50]) {
      const res = await register(cattle([cow('00001'), cow('00007')], { wanted_pickup_week: week }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: 'INVALID_INPUT',
        fields: { 'animal_rows.1.individual_no': `Dyret 50012-00007 har tilbakeholdelsestid til 16.12.2026 og kan ikke slaktes i uke ${week}. Fjern dyret fra innmeldingen, eller velg uke 51 eller senere.` },
      });
    }
    // A confirmation does not change it.
    const confirmed = await register(cattle([cow('00007')], { confirm_choosen_animal_medications_restrain_limit_within_week: true }));
    expect(confirmed.statusCode).toBe(422);
    expect(await enrolmentCount()).toBe(5);
    // Week 52 is closed for cattle slaughter; week 1 of 2027 is after her period.
    expect(resultOf(await register(cattle([cow('00007')], { wanted_pickup_week: 1, wanted_pickup_year: 2027 }))).registered).toBe(true);
  });
});

describe('health remarks', () => {
  it('are stored as flagged and shown in the submitted view with their texts', async () => {
    const payload = pigRows([
      {
        subcategory_name: 'Gris',
        amount: 12,
        club_no: '4411',
        has_health_remarks: true,
        health_remarks_cnt: '3',
        health_remarks_groups: [
          { amount_animals: 2, health_remarks_code: 'BROKK' },
          { amount_animals: '1', health_remarks_code: 'ANNET', health_remarks_comment: '  Hoster mye  ' },
        ],
      },
      {
        subcategory_name: 'Purke',
        amount: 2,
        individual_pigs: [
          { ear_tag: '101', has_health_remarks: true, health_remarks_code: 'BOGSAAR' },
          // A code chosen and then unticked is not a remark: not kept.
          { ear_tag: '102', has_health_remarks: false, health_remarks_code: 'BROKK' },
        ],
      },
    ]);
    expect(resultOf(await register(payload)).registered).toBe(true);
    const rows = await ctx.db.selectFrom('enrolment_row').select('data').where('supplier_no', '=', '10001').orderBy('id', 'desc').limit(2).execute();
    const [sows, club] = rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
    expect(club).toMatchObject({
      has_health_remarks: true,
      health_remarks_cnt: 3,
      health_remarks_groups: [
        { amount_animals: 2, health_remarks_code: 'BROKK', health_remarks_comment: '' },
        { amount_animals: 1, health_remarks_code: 'ANNET', health_remarks_comment: 'Hoster mye' },
      ],
    });
    expect(sows!.individual_pigs).toEqual([{ ear_tag: '101', has_health_remarks: true, health_remarks_code: 'BOGSAAR', health_remarks_comment: '' }, { ear_tag: '102' }]);

    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    expect(view.registered_enrolment_by_date.animal_rows.map((r) => r.health_remarks)).toEqual([
      [
        { animal_id: null, amount: 2, code: 'BROKK', text: 'Brokk', comment: '' },
        { animal_id: null, amount: 1, code: 'ANNET', text: 'Annet', comment: 'Hoster mye' },
      ],
      [{ animal_id: '101', amount: 1, code: 'BOGSAAR', text: 'Bogsår', comment: '' }],
    ]);
  });

  it('a cow and numbered sheep carry their own remark', async () => {
    expect(resultOf(await register(cattle([cow('00002', { has_health_remarks: true, health_remarks_code: 'HELT_DELVIS_BLIND' })]))).registered).toBe(true);
    expect(await storedRow()).toMatchObject({ individual_no: '00002', has_health_remarks: true, health_remarks_code: 'HELT_DELVIS_BLIND' });
    const lambs = sheep([
      {
        subcategory_name: 'Lam',
        amount: 4,
        return_skin_meat: [{ individual_no: '501', return_skin: true, has_health_remarks: true, health_remarks_code: 'MEDFOEDT_SKAVANK' }],
        has_health_remarks: true,
        health_remarks_cnt: 3,
        health_remarks_groups: [{ amount_animals: 3, health_remarks_code: 'VOM_I_SKINN' }],
      },
    ], saltedSkins);
    expect(resultOf(await register(lambs)).registered).toBe(true);
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, await ctx.login('10001'))).json());
    const health = view.registered_enrolment_by_date.animal_rows.map((r) => r.health_remarks);
    expect(health).toContainEqual([{ animal_id: null, amount: 1, code: 'HELT_DELVIS_BLIND', text: 'Helt/delvis blind', comment: '' }]);
    expect(health).toContainEqual([
      { animal_id: '501', amount: 1, code: 'MEDFOEDT_SKAVANK', text: 'Medfødt skavank', comment: '' },
      { animal_id: null, amount: 3, code: 'VOM_I_SKINN', text: 'Vom i skinn', comment: '' },
    ]);
  });

  it.each([
    ['count over the amount', pigRows([{ subcategory_name: 'Gris', amount: 2, club_no: '4411', has_health_remarks: true, health_remarks_cnt: 3, health_remarks_groups: [{ amount_animals: 3, health_remarks_code: 'BROKK' }] }]), 'animal_rows.0.health_remarks_cnt', 'Antall dyr med helseavvik kan ikke være større enn antallet dyr.'],
    ['count missing', pigRows([{ subcategory_name: 'Gris', amount: 2, club_no: '4411', has_health_remarks: true }]), 'animal_rows.0.health_remarks_cnt', 'Antall dyr med helseavvik er påkrevd.'],
    ['groups over the count', pigRows([{ subcategory_name: 'Gris', amount: 9, club_no: '4411', has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [{ amount_animals: 3, health_remarks_code: 'BROKK' }] }]), 'animal_rows.0.health_remarks_groups', 'Totalt antall dyr med helseavvik kan ikke være mer enn 2.'],
    ['a group without a code', pigRows([{ subcategory_name: 'Gris', amount: 9, club_no: '4411', has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [{ amount_animals: 2, health_remarks_code: '' }] }]), 'animal_rows.0.health_remarks_groups.0.health_remarks_code', 'Velg helseavvik'],
    ['Annet without a comment (a cow)', cattle([cow('00002', { has_health_remarks: true, health_remarks_code: 'ANNET' })]), 'animal_rows.0.health_remarks_comment', 'Beskriv helseavviket i kommentaren'],
    ['comment over 200 (a sow)', pigRows([{ subcategory_name: 'Purke', amount: 1, individual_pigs: [{ ear_tag: '9', has_health_remarks: true, health_remarks_code: 'BROKK', health_remarks_comment: 'x'.repeat(201) }] }]), 'animal_rows.0.individual_pigs.0.health_remarks_comment', '201 av 200 tegn'],
    ['sheep: more flagged than those without numbers', sheep([{ subcategory_name: 'Lam', amount: 2, return_skin_meat: [{ individual_no: '1', return_skin: true }], has_health_remarks: true, health_remarks_cnt: 2, health_remarks_groups: [{ amount_animals: 2, health_remarks_code: 'BROKK' }] }]), 'animal_rows.0.health_remarks_cnt', 'Antall dyr med helseavvik uten individnummer kan ikke være større enn 1.'],
  ])('refuses %s with its field path, storing nothing', async (_name, payload, field, message) => {
    const res = await register(payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: message } });
    expect(await enrolmentCount()).toBe(5);
  });

  it('refuses hostile shapes with 422, never 500', async () => {
    const tooMany = Array.from({ length: 21 }, () => ({ amount_animals: 1, health_remarks_code: 'BROKK' }));
    for (const payload of [
      pigRows([{ subcategory_name: 'Gris', amount: 30, club_no: '4411', has_health_remarks: true, health_remarks_cnt: 21, health_remarks_groups: tooMany }]),
      pigRows([{ subcategory_name: 'Gris', amount: 3, club_no: '4411', has_health_remarks: true, health_remarks_cnt: 'x'.repeat(100) }]),
      cattle([cow('00002', { has_health_remarks: 'ja' })]),
      cattle([cow('00002', { has_health_remarks: true, health_remarks_code: 'x'.repeat(41) })]),
      pigs({ confirm_animals_not_in_crowd: 'true' }),
    ]) {
      const res = await register(payload);
      expect(res.statusCode).toBe(422);
    }
    expect(await enrolmentCount()).toBe(5);
  });
});

describe("midtnorge's extra confirmation is checked by the server", () => {
  let mn: TestContext;
  beforeAll(async () => {
    mn = await createTestContext({ COMPANY: 'midtnorge' });
  });
  afterAll(() => mn.close());

  it('refuses a slaughter enrolment without it (422 on the field), and registers it with it', async () => {
    await mn.reset();
    const cookie = await mn.login('10001');
    const send = (payload: unknown) =>
      mn.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { origin: 'http://portal.test', cookie }, payload: payload as Record<string, unknown> });
    // midtnorge registers sows by club number too.
    const clubRows = [{ subcategory_name: 'Gris', amount: 12, club_no: '4411' }];
    const without = await send(pigs({ animal_rows: clubRows }));
    expect(without.statusCode).toBe(422);
    expect(without.json().fields).toEqual({ extraCheckboxConfirmRegisterSlaughter: 'Du må bekrefte opplysningene i innmeldingen' });
    const withIt = await send(pigs({ animal_rows: clubRows, extraCheckboxConfirmRegisterSlaughter: true }));
    expect(resultOf(withIt).registered).toBe(true);
    const stored = await mn.db.selectFrom('enrolment').select('confirmations').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(stored.confirmations)).toEqual(['extraCheckboxConfirmRegisterSlaughter']);
  });

  it('asks for it on slaughter only: selling needs none', async () => {
    await mn.reset();
    const res = await mn.app.inject({
      method: 'POST',
      url: '/api/register_buy_sell/pigs/sell',
      headers: { origin: 'http://portal.test', cookie: await mn.login('10001') },
      payload: { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Smågris', amount: 20 }] },
    });
    expect(resultOf(res).registered).toBe(true);
  });

  it('where sows go by club number, a treated sow may be among them', async () => {
    await mn.reset();
    const cookie = await mn.login('10001');
    const res = await mn.app.inject({
      method: 'POST',
      url: '/api/register_enrolment',
      headers: { origin: 'http://portal.test', cookie },
      payload: pigs({ animal_rows: [{ subcategory_name: 'Purke', amount: 3, club_no: '4413' }], extraCheckboxConfirmRegisterSlaughter: true }),
    });
    const result = resultOf(res);
    expect(result.registered).toBe(false);
    expect(result.animals_maybe_in_group_remarks.map((r) => r.animal_id)).toEqual(['4533']);
  });
});
