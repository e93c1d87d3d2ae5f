import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  animalKeepingResponseSchema,
  animalsResponseSchema,
  pickupWeeksResponseSchema,
  registerEnrolmentResponseSchema,
  registeredEnrolmentByDateResponseSchema,
  registeredEnrolmentDatesResponseSchema,
} from '@slakteweb/core';
import { DEMO_HERD } from '../src/db/seed/enrolment-seed.js';
import { storeSubmission } from '../src/modules/enrolment/enrolment.repository.js';
import { enrolmentHelpers, ORIGIN, pigs, pigSubmission } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';

// Enrolment part 1 on the server, registering: every rule re-checked whatever the browser did,
// the deadline at receipt, the herd, status notices, idempotent submissions, and 401 on every
// enrolment route. The clock stands on Sunday 22 November 2026 (ISO week 47); week 49's deadline
// is Wednesday 25 November 07:30 Oslo. Submitted enrolments, deletion, drafts and the unread
// badge: enrolment-submitted-drafts.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, post, enrolmentCount } = enrolmentHelpers(() => ctx);

const cattleRow = (i: number) => ({ mark_no: DEMO_HERD[i]!.mark_no, individual_no: DEMO_HERD[i]!.individual_no });
const TODAY = '2026-11-22';

describe('every enrolment route answers 401 without a session', () => {
  it.each([
    ['GET', '/api/animals'],
    ['GET', '/api/animal_keeping'],
    ['GET', '/api/external/weeks'],
    ['GET', '/api/temp_storage_enrollment'],
    ['POST', '/api/temp_storage_enrollment'],
    ['DELETE', '/api/temp_storage_enrollment'],
    ['POST', '/api/register_enrolment'],
    ['POST', '/api/register_buy_sell/sheep/sell'],
    ['POST', '/api/register_buy_sell/cattle/buy'],
    ['GET', '/api/registered_enrolment_dates'],
    ['GET', `/api/registered_enrolment_by_date/slaughter/2026-11-18`],
    ['POST', `/api/delete_registered_enrolment_by_date/slaughter/2026-11-18`],
    ['GET', '/api/registered_enrolment_unread'],
    ['POST', '/api/markread/enrolment/notification'],
  ] as const)('%s %s', async (method, url) => {
    const res = await ctx.app.inject({ method, url, headers: ORIGIN, payload: method === 'GET' ? undefined : {} });
    expect(res.statusCode).toBe(401);
    expect(await enrolmentCount()).toBe(5);
  });
});

describe('herd, animal keeping and weeks', () => {
  it('GET /api/animals answers the own herd with 5-digit numbers; another farmer has none', async () => {
    const own = animalsResponseSchema.parse((await get('/api/animals', await ctx.login('10001'))).json()).animals;
    expect(own).toHaveLength(DEMO_HERD.length);
    expect(own.every((a) => /^\d{5}$/.test(a.mark_no) && /^\d{5}$/.test(a.individual_no))).toBe(true);
    expect(own.find((a) => a.individual_no === '00001')).toMatchObject({ subcategory_name: 'Ku', name: 'Dagros', uid: '50012-00001' });
    expect(animalsResponseSchema.parse((await get('/api/animals', await ctx.login('10003'))).json()).animals).toEqual([]);
  });

  it('GET /api/animal_keeping answers the groups, restrictions, KSL and health-pig status', async () => {
    const ola = animalKeepingResponseSchema.parse((await get('/api/animal_keeping?slaughter_page=true', await ctx.login('10001'))).json());
    expect(ola.animal_keeping).toMatchObject({ pigs: true, sheep: true, cattle: true, ksl_ok: true, helsegris_ok: true });
    const per = animalKeepingResponseSchema.parse((await get('/api/animal_keeping', await ctx.login('10003'))).json());
    expect(per.animal_keeping).toMatchObject({ pigs: false, sheep: true, cattle: false, ksl_status: 2, ksl_ok: false });
  });

  it('GET /api/external/weeks answers the rules from the current week, closed weeks with reasons', async () => {
    const weeks = pickupWeeksResponseSchema.parse((await get('/api/external/weeks', await ctx.login('10001'))).json()).pickup_weeks;
    expect(weeks.find((w) => w.year === 2026 && w.week === 53 && w.action === 'slaughter' && w.animal_group === 'pigs')).toMatchObject({
      allowed: false,
      reason: 'Julestengt',
    });
    expect(weeks.filter((w) => !w.allowed).length).toBeGreaterThanOrEqual(10);
  });

  it('GET /api/external/weeks names the cattle-agreement flag as the spec does, allowedCattleDeal, and as before', async () => {
    const weeks = (await get('/api/external/weeks', await ctx.login('10001'))).json().pickup_weeks as Record<string, unknown>[];
    expect(weeks.length).toBeGreaterThan(0);
    for (const week of weeks) {
      expect(typeof week.allowedCattleDeal).toBe('boolean');
      expect(week.allowedCattleDeal).toBe(week.allowed_cattle_deal);
    }
    expect(weeks.some((w) => w.allowedCattleDeal === false)).toBe(true);
  });

  it('GET /api/external/weeks answers the server clock, so the browser judges deadlines by it', async () => {
    const cookie = await ctx.login('10001');
    const body = pickupWeeksResponseSchema.parse((await get('/api/external/weeks', cookie)).json());
    expect(Math.abs(Date.parse(body.now) - ctx.now().getTime())).toBeLessThan(1000);
    ctx.advance(7 * 86_400_000);
    const later = pickupWeeksResponseSchema.parse((await get('/api/external/weeks', await ctx.login('10001'))).json());
    expect(Date.parse(later.now) - Date.parse(body.now)).toBeGreaterThanOrEqual(7 * 86_400_000);
  });
});

describe('registering', () => {
  it('stores a slaughter enrolment and lists it under today', async () => {
    const cookie = await ctx.login('10001');
    const res = await post('/api/register_enrolment', cookie, pigs());
    expect(res.statusCode).toBe(200);
    expect(registerEnrolmentResponseSchema.parse(res.json()).register_enrolment).toEqual({
      registered: true,
      helsegris_ok: true,
      ksl_ok: true,
      has_animal_group: true,
      has_restrictions_for_group: false,
      animal_remarks: [],
      animals_maybe_in_group_remarks: [],
      animals_with_textual_animal_ids: [],
      group_remarks: [],
      // 10001's profile asks for receipts of slaughter enrolments (enrolment-receipt.test.ts).
      enrolment: { kind: 'slaughter', date: TODAY, id: expect.any(Number), receipt_to: 'ola.nordmann@example.no' },
    });
    const dates = registeredEnrolmentDatesResponseSchema.parse((await get('/api/registered_enrolment_dates', cookie)).json());
    expect(dates.registered_enrolment_dates[0]).toEqual({ date: TODAY, kind: 'slaughter' });
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, cookie)).json());
    expect(view.registered_enrolment_by_date).toMatchObject({ kind: 'slaughter', comment: 'Hentes ved låven', pickup_completed: false, can_delete: true });
    expect(view.registered_enrolment_by_date.animal_rows).toMatchObject([
      { product_text: 'Gris', amount: 12, club_no: '4411', delivery_week: 49, delivery_year: 2026 },
      { product_text: 'Purke', amount: 2, animal_id: '101, 102' },
    ]);
  });

  it('stores the largest counts allowed, and every screen that reads them answers', async () => {
    const cookie = await ctx.login('10001');
    const rows = [{ subcategory_name: 'Gris', amount: '2000', club_no: '4411' }];
    const stored = await post('/api/register_enrolment', cookie, pigs({ animal_rows: rows }));
    expect(stored.json()).toMatchObject({ register_enrolment: { registered: true } });
    const sell = { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Smågris', amount: 2000 }] };
    expect((await post('/api/register_buy_sell/pigs/sell', cookie, sell)).statusCode).toBe(200);
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, cookie)).json());
    expect(view.registered_enrolment_by_date.animal_rows).toMatchObject([{ product_text: 'Gris', amount: 2000, club_no: '4411' }]);
    const sold = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/sell_pigs/${TODAY}`, cookie)).json());
    expect(sold.registered_enrolment_by_date.animal_rows).toMatchObject([{ amount: 2000 }]);
  });

  it('stores sell sheep, buy cattle (milk animals light) and cattle slaughter from the herd', async () => {
    const cookie = await ctx.login('10001');
    const sell = await post('/api/register_buy_sell/sheep/sell', cookie, {
      wanted_pickup_week: 49,
      wanted_pickup_year: 2026,
      comment: '',
      agreement: true,
      animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '12345', sheep_race: 'Rygja' }],
    });
    expect(sell.statusCode).toBe(200);
    expect(sell.json().register_enrolment.enrolment).toEqual({ kind: 'sell_sheep', date: TODAY, id: expect.any(Number), receipt_to: null });
    const buy = await post('/api/register_buy_sell/cattle/buy', cookie, {
      wanted_pickup_week: 50,
      wanted_pickup_year: 2026,
      animal_rows: [{ live_animal_type: 'breeding_animal', cattle_category: 'milk_animal', cattle_breeding_fertility_status: 'fertile_she_cattle', amount: 2 }],
    });
    expect(buy.statusCode).toBe(200);
    const buyView = (await get(`/api/registered_enrolment_by_date/buy_cattle/${TODAY}`, cookie)).json();
    expect(buyView.registered_enrolment_by_date.animal_rows[0]).toMatchObject({
      amount: 2,
      is_cattle: true,
      kind: { live_animal_kind: 'breeding_animal', desc: 'Melkefe, lett, drektig kvige/ku' },
    });
    const slaughter = await post('/api/register_enrolment', cookie, { ...pigs(), animal_category: 'cattle', animal_rows: [cattleRow(2)] });
    expect(slaughter.statusCode).toBe(200);
    expect(await enrolmentCount()).toBe(8);
  });

  it('answers KSL, animal keeping and restrictions as notices with registered false, storing nothing', async () => {
    const per = await ctx.login('10003');
    const sheep = await post('/api/register_enrolment', per, { ...pigs(), animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 3 }] });
    expect(sheep.statusCode).toBe(200);
    expect(sheep.json().register_enrolment).toMatchObject({ registered: false, ksl_ok: false, has_animal_group: true, enrolment: null });
    const pigRes = await post('/api/register_enrolment', per, pigs());
    expect(pigRes.json().register_enrolment).toMatchObject({ registered: false, has_animal_group: false });
    await ctx.db.updateTable('supplier').set({ has_cattle_restriction: true, health_pig_approved: false }).where('supplier_no', '=', '10001').execute();
    const ola = await ctx.login('10001');
    expect((await post('/api/register_enrolment', ola, pigs())).json().register_enrolment).toMatchObject({ registered: false, helsegris_ok: false });
    const cattle = await post('/api/register_enrolment', ola, { ...pigs(), animal_category: 'cattle', animal_rows: [cattleRow(0)] });
    expect(cattle.json().register_enrolment).toMatchObject({ registered: false, has_restrictions_for_group: true });
    expect(await enrolmentCount('10003')).toBe(0);
    expect(await enrolmentCount()).toBe(5);
  });
});

describe('every rule is checked on the server: 422 with the field and its message, nothing stored', () => {
  const late = 'Frist for innmelding denne uken er gått ut. Prøv neste uke.';
  it.each([
    ['amount 0', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 0, club_no: '4411' }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    // Counts are bounded (ENROLMENT_LIMITS.countMax) and safe integers, in any form they are sent.
    ['club row 2^53 + 2', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 2 ** 53 + 2, club_no: '4411' }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['club row 20 nines as text', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: '99999999999999999999', club_no: '4411' }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['club row 2001', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 2001, club_no: '4411' }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['sell pigs 1e21', '/api/register_buy_sell/pigs/sell', { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Smågris', amount: 1e21 }] }, 'animal_rows.0.amount', 'Ugyldig antall'],
    ['buy sheep 201', '/api/register_buy_sell/sheep/buy', { wanted_pickup_week: 49, wanted_pickup_year: 2026, animal_rows: [{ subcategory_name: 'Lam', sheep_race: 'Dala', amount: 201 }] }, 'animal_rows.0.amount', 'Ugyldig antall'],
    ['return meat beyond the count', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 12, club_no: '4411', return_meat_checked: true, return_meat: '99999999999999999999' }] }), 'animal_rows.0.return_meat', 'Ugyldig antall'],
    ['health remarks 2^53 + 2', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 12, club_no: '4411', has_health_remarks: true, health_remarks_cnt: 2 ** 53 + 2 }] }), 'animal_rows.0.health_remarks_cnt', 'Ugyldig antall'],
    ['sheep 201', '/api/register_enrolment', pigs({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 201 }] }), 'animal_rows.0.amount', 'Ugyldig antall'],
    ['club number', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 2, club_no: '44' }] }), 'animal_rows.0.club_no', 'Ugyldig klubbnummer'],
    ['ear tag 00000', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Råne', amount: 1, individual_pigs: [{ ear_tag: '00000' }] }] }), 'animal_rows.0.individual_pigs.0.ear_tag', 'Ugyldig øremerke'],
    ['sheep number', '/api/register_buy_sell/sheep/sell', { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Sau', sheep_individual_no: '123456', sheep_race: 'Dala' }] }, 'animal_rows.0.sheep_individual_no', 'Ugyldig individnummer'],
    ['row comment', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 2, club_no: '4411', comment: 'x'.repeat(145) }] }), 'animal_rows.0.comment', '145 av 144 tegn'],
    ['enrolment comment', '/api/register_enrolment', pigs({ comment: 'x'.repeat(102) }), 'comment', '102 av 101 tegn'],
    ['club number twice', '/api/register_enrolment', pigs({ animal_rows: [{ subcategory_name: 'Gris', amount: 2, club_no: '4411' }, { subcategory_name: 'Vak gris', amount: 2, club_no: '4411' }] }), 'animal_rows.1.club_no', 'Gris med valgt klubbnummer er allerede lagt til'],
    ['same cattle twice', '/api/register_enrolment', pigs({ animal_category: 'cattle', animal_rows: [cattleRow(1), cattleRow(1)] }), 'animal_rows.1.individual_no', 'En eller flere av de valgte storfeene er allerede lagt til'],
    ['buy cattle step', '/api/register_buy_sell/cattle/buy', { wanted_pickup_week: 49, wanted_pickup_year: 2026, animal_rows: [{ live_animal_type: 'feeding_animal', cattle_category: 'meat_animal', cattle_weight: 'light', amount: 1 }] }, 'animal_rows.0.cattle_gender', 'Velg kjønn'],
    ['no agreement', '/api/register_enrolment', pigs({ agreement: false }), 'agreement', 'Du må bekrefte at dyrene er i stand til å transporteres'],
    ['sell without agreement', '/api/register_buy_sell/pigs/sell', { wanted_pickup_week: 49, wanted_pickup_year: 2026, animal_rows: [{ subcategory_name: 'Smågris', amount: 20 }] }, 'agreement', 'Du må bekrefte at dyrene er i stand til å transporteres'],
    ['no rows', '/api/register_enrolment', pigs({ animal_rows: [] }), 'animal_rows', 'Legg til minst ett dyr'],
    ['past deadline', '/api/register_enrolment', pigs({ wanted_pickup_week: 48 }), 'wanted_pickup_week', late],
    ['closed week', '/api/register_enrolment', pigs({ wanted_pickup_week: 53 }), 'wanted_pickup_week', 'uke ikke tilgjengelig. Julestengt'],
    ['week 54', '/api/register_enrolment', pigs({ wanted_pickup_week: 54 }), 'wanted_pickup_week', 'Ugyldig uke'],
    // Weeks no calendar holds: the treatments' window is drawn only from a possible week.
    ['week -7160299623583111', '/api/register_enrolment', pigs({ wanted_pickup_week: -7160299623583111 }), 'wanted_pickup_week', 'Ugyldig uke'],
    ['week 3000000000', '/api/register_enrolment', pigs({ wanted_pickup_week: 3_000_000_000 }), 'wanted_pickup_week', 'Ugyldig uke'],
    ['year 1895514990336713', '/api/register_enrolment', pigs({ wanted_pickup_year: 1895514990336713 }), 'wanted_pickup_week', 'Ugyldig uke'],
    ['year 1999', '/api/register_enrolment', pigs({ wanted_pickup_year: 1999 }), 'wanted_pickup_week', 'Ugyldig uke'],
    ['wrong shape', '/api/register_enrolment', pigs({ animal_rows: 'alle' }), 'animal_rows', expect.any(String)],
    ['category differs from the path', '/api/register_buy_sell/pigs/buy', { animal_category: 'sheep', wanted_pickup_week: 49, wanted_pickup_year: 2026, animal_rows: [] }, 'animal_category', expect.any(String)],
  ])('%s', async (_name, url, payload, field, message) => {
    const res = await post(url, await ctx.login('10001'), payload);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: message } });
    expect(await enrolmentCount()).toBe(5);
  });

  it('a sell payload of the spec’s five fields, without the transport agreement, answers 422 with a message that names it', async () => {
    const res = await post('/api/register_buy_sell/pigs/sell', await ctx.login('10001'), { animal_category: 'pigs', wanted_pickup_week: 49, wanted_pickup_year: 2026, comment: '', animal_rows: [{ subcategory_name: 'Smågris', amount: 20 }] });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/agreement: Du må bekrefte at dyrene er i stand til å transporteres/);
  });

  it('refuses a late submission from the exact deadline minute (Wednesday 25 November 07:30 Oslo)', async () => {
    // Sessions expire after a day idle: log in at the new time.
    ctx.setNow(new Date('2026-11-25T06:30:00Z'));
    const cookie = await ctx.login('10001');
    const late = await post('/api/register_enrolment', cookie, pigs());
    expect(late.statusCode).toBe(422);
    expect(late.json().fields).toEqual({ wanted_pickup_week: 'Frist for innmelding denne uken er gått ut. Prøv neste uke.' });
    ctx.setNow(new Date('2026-11-25T06:29:59Z'));
    expect((await post('/api/register_enrolment', cookie, pigs())).statusCode).toBe(200);
  });

  it("refuses another supplier's cattle and animals not in the herd", async () => {
    await ctx.db.insertInto('herd_animal').values({ supplier_no: '10002', mark_no: '60077', individual_no: '00003', birthdate: '2020-01-01', subcategory_name: 'Ku' }).execute();
    const cookie = await ctx.login('10001');
    for (const row of [{ mark_no: '60077', individual_no: '00003' }, { mark_no: '50012', individual_no: '99999' }]) {
      const res = await post('/api/register_enrolment', cookie, pigs({ animal_category: 'cattle', animal_rows: [cattleRow(0), row] }));
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toEqual({ 'animal_rows.1.individual_no': 'Dyret finnes ikke i din besetning' });
    }
    const sell = await post('/api/register_buy_sell/cattle/sell', cookie, {
      wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ mark_no: '60077', individual_no: '00003', subcategory_name: 'Ku' }],
    });
    expect(sell.json().fields).toEqual({ 'animal_rows.0.individual_no': 'Dyret finnes ikke i din besetning' });
    expect(await enrolmentCount()).toBe(5);
  });
});

describe('Idempotency-Key', () => {
  it('20 concurrent submissions with one key store one enrolment and all get the same answer', async () => {
    const cookie = await ctx.login('10001');
    const key = 'b6f1c2d4-dobbeltklikk-0001';
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': key })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0]!.json().register_enrolment.registered).toBe(true);
    expect(await enrolmentCount()).toBe(6);
    // A later retry gets the same answer, and a new key makes a new enrolment.
    const retry = await post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': key });
    expect(retry.body).toBe(answers[0]!.body);
    expect(await enrolmentCount()).toBe(6);
    await post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': 'ny-innmelding-0002' });
    expect(await enrolmentCount()).toBe(7);
  });

  it('the answer given again names the stored enrolment, whose rows are stored as sent, in order, in its pickup week', async () => {
    const cookie = await ctx.login('10001');
    const first = await post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': 'svar-med-id-0001' });
    const again = await post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': 'svar-med-id-0001' });
    const id = first.json().register_enrolment.enrolment.id;
    expect(again.json().register_enrolment.enrolment.id).toBe(id);
    const stored = await ctx.db.selectFrom('enrolment').select(['id', 'supplier_no', 'pickup_week', 'pickup_year']).where('id', '=', id).execute();
    expect(stored).toEqual([{ id, supplier_no: '10001', pickup_week: 49, pickup_year: 2026 }]);
    const rows = await ctx.db
      .selectFrom('enrolment_row')
      .select(['position', 'data', 'supplier_no', 'delivery_week', 'delivery_year'])
      .where('enrolment_id', '=', id)
      .orderBy('position')
      .execute();
    expect(rows.map((r) => ({ ...r, data: JSON.parse(r.data) as unknown }))).toEqual([
      { position: 0, data: expect.objectContaining({ subcategory_name: 'Gris', amount: 12, club_no: '4411' }), supplier_no: '10001', delivery_week: 49, delivery_year: 2026 },
      { position: 1, data: expect.objectContaining({ subcategory_name: 'Purke', amount: 2 }), supplier_no: '10001', delivery_week: 49, delivery_year: 2026 },
    ]);
    // The stored text is each row's JSON as the server wrote it, not a re-rendering of it.
    for (const r of rows) expect(r.data).toBe(JSON.stringify(JSON.parse(r.data)));
  });

  it('stores the enrolment, its rows and the key all or nothing', async () => {
    const submission = (rows: string[], key: string) => pigSubmission(ctx.now(), rows, key);
    const keys = () => ctx.db.selectFrom('enrolment_idempotency').select('key').where('supplier_no', '=', '10001').execute();
    // A row the database refuses fails the whole statement: no enrolment, no key.
    await expect(storeSubmission(ctx.db, submission(['{"amount": 1}', 'ikke json'], 'alt-eller-intet-1'))).rejects.toThrow();
    expect(await enrolmentCount()).toBe(5);
    expect(await keys()).toEqual([]);
    // Stored: the key's answer names the new enrolment; the same key again stores nothing.
    const id = await storeSubmission(ctx.db, submission(['{"amount":1}'], 'alt-eller-intet-2'));
    expect(id).toEqual(expect.any(Number));
    const claim = await ctx.db.selectFrom('enrolment_idempotency').select('response').where('key', '=', 'alt-eller-intet-2').executeTakeFirstOrThrow();
    expect(JSON.parse(claim.response)).toEqual({ register_enrolment: { enrolment: { id } } });
    expect(await storeSubmission(ctx.db, submission(['{"amount":1}'], 'alt-eller-intet-2'))).toBeUndefined();
    expect(await enrolmentCount()).toBe(6);
    expect(await ctx.db.selectFrom('enrolment_row').select('data').where('enrolment_id', '=', id!).execute()).toEqual([{ data: '{"amount":1}' }]);
  });

  it('refuses a key reused for another enrolment, and a malformed key', async () => {
    const cookie = await ctx.login('10001');
    await post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': 'nokkel-12345' });
    const other = await post('/api/register_enrolment', cookie, pigs({ comment: 'Annen' }), { 'idempotency-key': 'nokkel-12345' });
    expect(other.statusCode).toBe(422);
    expect(other.json().fields).toEqual({ 'Idempotency-Key': 'Idempotency-Key er brukt for en annen innmelding' });
    expect((await post('/api/register_enrolment', cookie, pigs(), { 'idempotency-key': 'kort' })).statusCode).toBe(422);
    expect(await enrolmentCount()).toBe(6);
  });

  // A key claimed by a submission that stored first, whose answer is gone when read back (409
  // IDEMPOTENCY_IN_PROGRESS, Retry-After): enrolment-submission.service.test.ts. A key is claimed
  // with its answer in one statement, so no key is ever stored without its answer.

  it('keys are per supplier: the same key of another farmer is a different submission', async () => {
    await ctx.db.updateTable('supplier').set({ ksl_status: 1 }).where('supplier_no', '=', '10003').execute();
    const sheep = pigs({ animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount: 3 }] });
    await post('/api/register_enrolment', await ctx.login('10001'), sheep, { 'idempotency-key': 'felles-nokkel' });
    const per = await post('/api/register_enrolment', await ctx.login('10003'), sheep, { 'idempotency-key': 'felles-nokkel' });
    expect(per.json().register_enrolment.registered).toBe(true);
    expect(await enrolmentCount('10003')).toBe(1);
  });
});
