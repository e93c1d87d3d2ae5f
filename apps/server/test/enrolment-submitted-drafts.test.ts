import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { draftResponseSchema, registeredEnrolmentByDateResponseSchema, registeredEnrolmentDatesResponseSchema, registeredEnrolmentWeeksResponseSchema } from '@slakteweb/core';
import { enrolmentHelpers, ORIGIN, pigs } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';

// Enrolment part 1 on the server, after registering: the submitted list and view, deletion and its
// cutoff, drafts, the unread badge, and tenancy on each. The clock stands on Sunday 22 November 2026
// (ISO week 47). Registering: enrolment-register.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, post, enrolmentCount } = enrolmentHelpers(() => ctx);

describe('submitted enrolments and deletion', () => {
  it('lists the demo enrolments newest first; the view strips $internal$ text', async () => {
    const cookie = await ctx.login('10001');
    const dates = registeredEnrolmentDatesResponseSchema.parse((await get('/api/registered_enrolment_dates', cookie)).json()).registered_enrolment_dates;
    expect(dates).toEqual([
      { date: '2026-11-19', kind: 'buy_cattle' },
      { date: '2026-11-18', kind: 'slaughter' },
      { date: '2026-11-16', kind: 'sell_sheep' },
      { date: '2026-11-09', kind: 'slaughter' },
      { date: '2026-11-02', kind: 'slaughter' },
    ]);
    const pigsView = (await get('/api/registered_enrolment_by_date/slaughter/2026-11-02', cookie)).json().registered_enrolment_by_date;
    expect(pigsView).toMatchObject({ comment: 'Grisene står i binge 3 og 4.', pickup_completed: true, can_delete: false });
    expect(pigsView.animal_rows[0]).toMatchObject({ haulier: { name: 'Transport Nord AS' }, expected_pickup_date: '2026-11-10', pickup_completed: true });
  });

  it('the overview by pickup week: each enrolment under its week, oldest week first, with its animals and status', async () => {
    const cookie = await ctx.login('10001');
    const weeksOf = async (who: string) =>
      registeredEnrolmentWeeksResponseSchema.parse((await get('/api/registered_enrolment_weeks', who)).json()).registered_enrolment_weeks;
    const weeks = await weeksOf(cookie);
    expect(weeks.map((w) => `${w.week}/${w.year}`)).toEqual(['46/2026', '47/2026', '48/2026', '49/2026']);
    expect(weeks[0]!.enrolments).toEqual([
      {
        id: expect.any(Number),
        kind: 'slaughter',
        date: '2026-11-02',
        animals: [
          { product_text: 'Gris', amount: 42 },
          { product_text: 'Purke', amount: 2 },
        ],
        status: 'collected',
        // Nothing from the cooperative about it (PUT /api/integration/enrolment-status).
        cooperative: null,
      },
    ]);
    // The lambs are picked up, the numbered sheep wait for the next week's pickup.
    expect(weeks[1]!.enrolments).toMatchObject([{ kind: 'slaughter', date: '2026-11-09', status: 'partly_collected' }]);
    expect(weeks[2]!.enrolments).toMatchObject([{ kind: 'sell_sheep', date: '2026-11-16', status: 'registered' }]);
    // Week 49 holds two, in the order they were sent.
    expect(weeks[3]!.enrolments).toMatchObject([
      { kind: 'slaughter', date: '2026-11-18', status: 'registered' },
      { kind: 'buy_cattle', date: '2026-11-19', status: 'registered', animals: [{ amount: 3 }] },
    ]);

    // A deletion request shows; a week more than four weeks back is left out.
    await post('/api/delete_registered_enrolment_by_date/buy_cattle/2026-11-19', cookie);
    // Wednesday 16 December: week 51, so the overview starts at week 47.
    ctx.setNow(new Date('2026-12-16T10:00:00Z'));
    const later = await weeksOf(await ctx.login('10001'));
    expect(later.map((w) => `${w.week}/${w.year}`)).toEqual(['47/2026', '48/2026', '49/2026']);
    expect(later.at(-1)!.enrolments.map((e) => e.status)).toEqual(['registered', 'deletion_requested']);

    // Another farm sees only its own (none).
    expect((await get('/api/registered_enrolment_weeks', await ctx.login('10003'))).json()).toEqual({ registered_enrolment_weeks: [] });
  });

  it('deletes a slaughter enrolment before the cutoff and refuses after it', async () => {
    // Week 49: cutoff Wednesday 25 November 07:00 Oslo (week 48).
    ctx.setNow(new Date('2026-11-25T06:00:00Z'));
    const cookie = await ctx.login('10001');
    const late = await post('/api/delete_registered_enrolment_by_date/slaughter/2026-11-18', cookie);
    expect(late.statusCode).toBe(422);
    expect(late.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Fristen for å slette denne innmeldingen er gått ut.' });
    ctx.setNow(new Date('2026-11-25T05:59:00Z'));
    const ok = await post('/api/delete_registered_enrolment_by_date/slaughter/2026-11-18', cookie);
    expect(ok.json()).toEqual({ ok: true, deletion_requested: false });
    expect((await get('/api/registered_enrolment_by_date/slaughter/2026-11-18', cookie)).statusCode).toBe(404);
    expect(await enrolmentCount()).toBe(4);
  });

  it('buy and sell create a deletion request instead', async () => {
    const cookie = await ctx.login('10001');
    const res = await post('/api/delete_registered_enrolment_by_date/buy_cattle/2026-11-19', cookie);
    expect(res.json()).toEqual({ ok: true, deletion_requested: true });
    const view = (await get('/api/registered_enrolment_by_date/buy_cattle/2026-11-19', cookie)).json().registered_enrolment_by_date;
    expect(view).toMatchObject({ deletion_requested: true, can_delete: false });
    expect(await enrolmentCount()).toBe(5);
    // The sell-sheep enrolment's cutoff (week 47) has passed.
    expect((await post('/api/delete_registered_enrolment_by_date/sell_sheep/2026-11-16', cookie)).statusCode).toBe(422);
  });

  it("another farmer's enrolment is 404 to view and to delete, and the lists show only the own", async () => {
    const per = await ctx.login('10003');
    expect((await get('/api/registered_enrolment_by_date/slaughter/2026-11-18', per)).statusCode).toBe(404);
    expect((await post('/api/delete_registered_enrolment_by_date/slaughter/2026-11-18', per)).statusCode).toBe(404);
    expect((await post('/api/delete_registered_enrolment_by_date/buy_cattle/2026-11-19', per)).statusCode).toBe(404);
    expect((await get('/api/registered_enrolment_dates', per)).json()).toEqual({ registered_enrolment_dates: [] });
    expect((await get('/api/registered_enrolment_unread', per)).json()).toEqual({ count: 0 });
    expect((await get('/api/temp_storage_enrollment', per)).json()).toEqual({ temp_storage_registration: null });
    expect(await enrolmentCount()).toBe(5);
    const row = await ctx.db.selectFrom('enrolment').select('deletion_requested_at').where('kind', '=', 'buy_cattle').executeTakeFirstOrThrow();
    expect(row.deletion_requested_at).toBeNull();
    expect((await get('/api/registered_enrolment_by_date/nonsense/2026-11-18', per)).statusCode).toBe(404);
  });

  it('answers 404 for a path naming no animal group or action', async () => {
    const cookie = await ctx.login('10001');
    const body = { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Smågris', amount: 2 }] };
    for (const url of ['/api/register_buy_sell/horses/sell', '/api/register_buy_sell/pigs/swap']) {
      const res = await post(url, cookie, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    }
    expect(await enrolmentCount()).toBe(5);
  });

  it('a superuser acting for nobody gets 403 NO_FARM_SELECTED, and the farmer’s while impersonating', async () => {
    const staff = await ctx.login('90001');
    const dates = await get('/api/registered_enrolment_dates', staff);
    expect(dates.statusCode).toBe(403);
    expect(dates.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
    const as = (await get('/api/registered_enrolment_dates?impersonateUsername=10001', staff)).json();
    expect(as.registered_enrolment_dates).toHaveLength(5);
    const register = await post('/api/register_enrolment', staff, pigs());
    expect(register.statusCode).toBe(403);
    expect(register.json().code).toBe('NO_FARM_SELECTED');
    expect(await enrolmentCount()).toBe(5);
  });
});

describe('two enrolments of a kind sent the same day', () => {
  const TODAY = '2026-11-22';
  async function sendTwo(cookie: string) {
    await post('/api/register_enrolment', cookie, pigs({ comment: 'Morgen', animal_rows: [{ subcategory_name: 'Gris', amount: 12, club_no: '4411' }] }));
    ctx.advance(8 * 3_600_000);
    await post('/api/register_enrolment', cookie, pigs({ comment: 'Kveld', wanted_pickup_week: 50, animal_rows: [{ subcategory_name: 'Gris', amount: 7, club_no: '4412' }] }));
  }

  it('are listed one by one, each with its time, rows, comment and own deletion cutoff', async () => {
    const cookie = await ctx.login('10001');
    await sendTwo(cookie);
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, cookie)).json()).registered_enrolment_by_date;
    expect(view.enrolments.map((e) => [e.sent_at, e.comment, e.animal_rows.map((r) => r.club_no), e.delete_deadline])).toEqual([
      ['2026-11-22T10:00:00.000+01:00', 'Morgen', ['4411'], '2026-11-25T07:00:00.000+01:00'],
      ['2026-11-22T18:00:00.000+01:00', 'Kveld', ['4412'], '2026-12-02T07:00:00.000+01:00'],
    ]);
    // The spec's merged view stays: every row and comment of the day.
    expect(view.comment).toBe('Morgen\nKveld');
    expect(view.animal_rows).toHaveLength(2);
  });

  it('are deleted one by one (?enrolment_id=), the other stays', async () => {
    const cookie = await ctx.login('10001');
    await sendTwo(cookie);
    const view = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, cookie)).json()).registered_enrolment_by_date;
    const [morning, evening] = view.enrolments;
    const url = (id: number | string) => `/api/delete_registered_enrolment_by_date/slaughter/${TODAY}?enrolment_id=${id}`;
    expect((await post(url(morning!.id), cookie)).statusCode).toBe(200);
    const after = registeredEnrolmentByDateResponseSchema.parse((await get(`/api/registered_enrolment_by_date/slaughter/${TODAY}`, cookie)).json()).registered_enrolment_by_date;
    expect(after.enrolments.map((e) => e.id)).toEqual([evening!.id]);
    // Not of this day and kind, another farmer's, or no number: nothing deleted.
    expect((await post(`/api/delete_registered_enrolment_by_date/slaughter/2026-11-18?enrolment_id=${evening!.id}`, cookie)).statusCode).toBe(404);
    expect((await post(url(evening!.id), await ctx.loginConfirmed('10002'))).statusCode).toBe(404);
    expect((await post(url('x1'), cookie)).statusCode).toBe(422);
    expect(await enrolmentCount()).toBe(6);
  });
});

describe('drafts', () => {
  it('GET answers the seeded draft; POST replaces it (form body, user from the session); DELETE removes it', async () => {
    const cookie = await ctx.login('10001');
    const seeded = draftResponseSchema.parse((await get('/api/temp_storage_enrollment', cookie)).json()).temp_storage_registration;
    expect(seeded).toMatchObject({ user: '10001', supplier_no: '10001', lastUpdated: '2026-11-20T19:42:00.000+01:00', state: { action: 'slaughter', group: 'pigs' } });
    const text = JSON.stringify({ state: { action: 'sell', group: 'sheep', rows: [] }, user: 'someone-else', lastUpdated: '2026-11-22T10:00:00.000+01:00' });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/temp_storage_enrollment',
      headers: { ...ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ temp_storage_registration: text }).toString(),
    });
    expect(saved.json()).toEqual({ ok: true });
    const now = (await get('/api/temp_storage_enrollment', cookie)).json().temp_storage_registration;
    expect(now).toEqual({ state: { action: 'sell', group: 'sheep', rows: [] }, user: '10001', lastUpdated: '2026-11-22T10:00:00.000+01:00', supplier_no: '10001' });
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/temp_storage_enrollment', headers: { ...ORIGIN, cookie } })).json()).toEqual({ ok: true });
    expect((await get('/api/temp_storage_enrollment', cookie)).json()).toEqual({ temp_storage_registration: null });
  });

  it('refuses a draft that is not the JSON text of a state, and keeps drafts per supplier', async () => {
    const cookie = await ctx.login('10001');
    for (const text of ['{ikke json', JSON.stringify({ lastUpdated: 'i går' }), JSON.stringify({ state: {}, lastUpdated: 'i går' })]) {
      const res = await post('/api/temp_storage_enrollment', cookie, { temp_storage_registration: text });
      expect(res.statusCode).toBe(422);
      expect(res.json().fields).toHaveProperty('temp_storage_registration');
    }
    await post('/api/temp_storage_enrollment', await ctx.login('10003'), { temp_storage_registration: JSON.stringify({ state: { x: 1 }, lastUpdated: '2026-11-22T10:00:00Z' }) });
    expect((await get('/api/temp_storage_enrollment', cookie)).json().temp_storage_registration.state).toMatchObject({ action: 'slaughter' });
  });
});

describe('unread badge', () => {
  it('counts enrolments changed since the list was read; markread clears; impersonating marks nothing', async () => {
    const cookie = await ctx.login('10001');
    const count = async (c: string, q = '') => (await get(`/api/registered_enrolment_unread${q}`, c)).json().count as number;
    expect(await count(cookie)).toBe(5);
    const staff = await ctx.login('90001');
    expect((await post('/api/markread/enrolment/notification?impersonateUsername=10001', staff)).statusCode).toBe(200);
    expect(await count(cookie)).toBe(5);
    expect(await count(staff, '?impersonateUsername=10001')).toBe(5);
    expect((await post('/api/markread/enrolment/notification', cookie)).statusCode).toBe(200);
    expect(await count(cookie)).toBe(0);
    ctx.advance(60_000);
    // The cooperative completes a pickup: the enrolment is changed.
    await ctx.db.updateTable('enrolment').set({ pickup_completed: true, updated_at: ctx.now() }).where('kind', '=', 'buy_cattle').execute();
    expect(await count(cookie)).toBe(1);
    expect(await count(staff, '?impersonateUsername=10001')).toBe(1);
  });
});
