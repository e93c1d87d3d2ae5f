import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';

// Staff (superusers) acting for nobody have no farm: every route of a farm's data answers them the
// same 403 NO_FARM_SELECTED, so the browser can ask them to act as a farmer first. Their own
// profile, their role and the broadcast messages stay theirs.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const ORIGIN = { origin: 'http://portal.test' };
const FORM = { ...ORIGIN, 'content-type': 'application/x-www-form-urlencoded' };
const validProfile = new URLSearchParams({
  email_user: 'a@b.no',
  email_accounting: 'a@b.no',
  mobile: '12345678',
  street_address: 'Veg 1',
  post_no: '1234',
  city: 'By',
}).toString();
const pigs = {
  animal_category: 'pigs',
  wanted_pickup_week: 49,
  wanted_pickup_year: 2026,
  agreement: true,
  animal_rows: [{ subcategory_name: 'Gris', amount: 2, club_no: '4411' }],
};
const trade = { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Smågris', amount: 2 }] };
const prognosisKind = {
  survey_available: true,
  show_survey: true,
  next_period: { from: '2027-01-01', to: '2027-06-30' },
  prev_period: { from: '2026-01-01', to: '2026-06-30' },
  upto_now_period: { from: '2026-07-01', to: '2026-11-22' },
  this_year: { from: '2026-01-01', to: '2026-12-31' },
};
const prognosisConfig = { pigs: prognosisKind, cattle: prognosisKind, sheep: prognosisKind };
const prognosisConfigJson = encodeURIComponent(JSON.stringify(prognosisConfig));
const draft = new URLSearchParams({ temp_storage_registration: JSON.stringify({ state: { x: 1 }, lastUpdated: '2026-11-22T10:00:00Z' }) }).toString();

describe('farm routes for staff acting for nobody', () => {
  it.each([
    ['GET', '/api/profile/has_cattle'],
    ['GET', '/api/profile/balance'],
    ['PUT', '/api/profile', validProfile, FORM],
    ['GET', '/api/posted_slaughters_list'],
    ['GET', '/api/temp_slaughters_list'],
    ['GET', '/api/posted_slaughter_by_date/2026-11-09'],
    ['GET', '/api/temp_slaughter_by_date/2026-11-17'],
    ['GET', '/api/posted_slaughter_by_date/2026-11-09/export/excel'],
    ['GET', '/api/posted_slaughter_by_date_range/2026-01-01/2026-11-22/export/excel'],
    ['GET', '/api/slaughter_photo/posted/abcdef0123456789'],
    ['GET', '/api/documents/download/accounting/10001-1'],
    ['GET', '/api/documents'],
    ['GET', '/api/documents/download/abcdefghijklmnop'],
    ['GET', '/api/farmer_statistics/dashboard'],
    ['GET', '/api/farmer_statistics/animal_kinds_with_stats'],
    ['GET', '/api/farmer_statistics/this-year/pigs/all'],
    ['GET', '/api/my_cattle'],
    ['GET', '/api/branding_clothes'],
    ['GET', '/api/hasread/accountings-posted/notification'],
    ['POST', '/api/markread/documents/notification', undefined, ORIGIN],
    ['GET', '/api/animals'],
    ['GET', '/api/animal_keeping'],
    ['GET', '/api/temp_storage_enrollment'],
    ['POST', '/api/temp_storage_enrollment', draft, FORM],
    ['DELETE', '/api/temp_storage_enrollment', undefined, ORIGIN],
    ['POST', '/api/register_enrolment', pigs, ORIGIN],
    ['POST', '/api/register_buy_sell/pigs/sell', trade, ORIGIN],
    ['GET', '/api/registered_enrolment_dates'],
    ['GET', '/api/registered_enrolment_by_date/slaughter/2026-11-18'],
    ['POST', '/api/delete_registered_enrolment_by_date/slaughter/2026-11-18', undefined, ORIGIN],
    ['GET', '/api/registered_enrolment_unread'],
    ['GET', '/api/registered_enrolment_weeks'],
    ['GET', '/api/hasread/enrolment/notification'],
    ['GET', `/api/prognosis_data?action=get_submitted&prognosis_config_json=${prognosisConfigJson}`],
    ['GET', `/api/prognosis_data?action=get_statistics&animal_kind=pigs&prognosis_config_json=${prognosisConfigJson}`],
    ['POST', '/api/register_prognosis', { data: { pigs_slaughter: '12' }, prognosis_config: prognosisConfig }, ORIGIN],
  ] as const)('%s %s answers 403 NO_FARM_SELECTED', async (method, url, payload?: string | object, headers?: Record<string, string>) => {
    const cookie = await ctx.login('90001');
    const res = await ctx.app.inject({ method, url, headers: { ...headers, cookie }, ...(payload === undefined ? {} : { payload }) });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
  });

  it('changes nothing', async () => {
    const enrolments = async () => (await ctx.db.selectFrom('enrolment').select('id').execute()).length;
    const before = await enrolments();
    const cookie = await ctx.login('90001');
    await ctx.app.inject({ method: 'POST', url: '/api/markread/documents/notification', headers: { ...ORIGIN, cookie } });
    await ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { ...ORIGIN, cookie }, payload: pigs });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
    expect(await enrolments()).toBe(before);
  });
});

describe('what staff acting for nobody keep', () => {
  it('their own profile and role', async () => {
    const cookie = await ctx.login('90001');
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().profile).toMatchObject({ fullname: 'Kundeservice', supplier_no: '90001', email_user: 'kundeservice@example.no' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/is_superuser', headers: { cookie } })).json()).toEqual({ is_superuser: { is_superuser: true } });
  });

  it('the broadcast messages and their own read state, and the pickup weeks', async () => {
    const cookie = await ctx.login('90001');
    for (const url of ['/api/external/messages', '/api/hasread/messages', '/api/hasread/messages/notification', '/api/external/weeks']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
    }
    const marked = await ctx.app.inject({ method: 'POST', url: '/api/markread/messages/notification', headers: { ...ORIGIN, cookie } });
    expect(marked.json()).toEqual({ id: 'notification', timestamp: '2026-11-22T10:00:00.000+01:00' });
    const inbox = await ctx.app.inject({ method: 'GET', url: '/api/hasread/messages/notification', headers: { cookie } });
    expect(inbox.json()).toEqual({ timestamp: '2026-11-22T10:00:00.000+01:00' });
  });

  it('act for a farm with impersonateUsername', async () => {
    const cookie = await ctx.login('90001');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/profile/balance?impersonateUsername=10001', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });
});
