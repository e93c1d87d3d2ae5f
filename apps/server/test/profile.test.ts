import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

const validForm = {
  email_user: 'ola@gard.no',
  email_accounting: 'regnskap@gard.no',
  mobile: '+47 900 00 000',
  street_address: 'Ny veg 3',
  post_no: '7600',
  city: 'Levanger',
};
const putProfile = (cookie: string, fields: Record<string, string | string[]>, query = '') => {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) for (const value of [v].flat()) body.append(k, value);
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/profile${query}`,
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload: body.toString(),
  });
};

describe('every protected route answers 401 without a session', () => {
  it.each([
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['GET', '/api/profile/has_cattle'],
    ['GET', '/api/profile/is_superuser'],
    ['GET', '/api/profile/balance'],
    ['POST', '/api/profile/confirm_information'],
    ['POST', '/api/profile/change_password'],
    ['POST', '/api/forgot_password_superuser'],
  ] as const)('%s %s', async (method, url) => {
    const res = await ctx.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });
});

describe('GET /api/external/texts', () => {
  it('is public and answers the help texts by name', async () => {
    const res = await get('/api/external/texts');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().texts)).toEqual(expect.arrayContaining(['login_help', 'missing_user', 'profile_confirm', 'return_form']));
  });

  it("names the login id as the variant's login screen does (the demo's texts)", async () => {
    const texts = (await get('/api/external/texts')).json().texts;
    expect(texts.login_help).toContain('Logg inn med leverandørnummeret ditt');
    expect(texts.missing_user).toContain('med navn, leverandørnummer, mobilnummer');
    const mn = await createTestContext({ COMPANY: 'midtnorge' });
    try {
      await mn.reset();
      const mnTexts = (await mn.app.inject({ method: 'GET', url: '/api/external/texts' })).json().texts;
      expect(mnTexts.login_help).toContain('Logg inn med brukernavnet ditt');
      expect(mnTexts.missing_user).toContain('med navn, brukernavn, mobilnummer');
    } finally {
      await mn.close();
    }
  });
});

describe('GET /api/profile', () => {
  it('answers the logged-in farmer’s own profile', async () => {
    const res = await get('/api/profile', await ctx.login('10001'));
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({
      fullname: 'Ola Nordmann',
      supplier_no: '10001',
      ksl_status: 1,
      animal_keeping: { has_pigs: true, has_sheep: true, has_cattle: true },
      post_no: '7500',
      recieve_accounting: true,
    });
  });

  it('shows 10003 their own data, never 10001’s', async () => {
    const { profile } = (await get('/api/profile', await ctx.login('10003'))).json();
    expect(profile.supplier_no).toBe('10003');
    expect(profile.ksl_status).toBe(2);
    expect(profile.animal_keeping).toMatchObject({ has_sheep: true, has_pigs: false, has_cattle: false });
  });
});

describe('PUT /api/profile', () => {
  it('updates the contact fields and the receive flags sent as arrays of "1"', async () => {
    const cookie = await ctx.login('10001');
    const res = await putProfile(cookie, { ...validForm, 'recieve_newsletter[]': ['1'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({
      ...validForm,
      recieve_newsletter: true,
      recieve_accounting: false,
      recieve_registered_slaughter: false,
    });
    expect((await get('/api/profile', cookie)).json().profile.city).toBe('Levanger');
  });

  it('keeps name and numbers read-only', async () => {
    const cookie = await ctx.login('10001');
    const res = await putProfile(cookie, { ...validForm, fullname: 'Hacker', supplier_no: '10003', company_no: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ fullname: 'Ola Nordmann', supplier_no: '10001', company_no: '987654321' });
  });

  it.each([
    ['email_user', 'ola@@gard.no', 'Ugyldig e-post'],
    ['email_user', 'ola@.gard.no', 'Ugyldig e-post'],
    ['email_accounting', 'ola.gard.no', 'Ugyldig e-post'],
    ['mobile', '12ab', 'Ugyldig telefonnummer'],
    ['mobile', '1234', 'Ugyldig telefonnummer'],
    ['street_address', '12 34', 'Ugyldig adresse'],
    ['post_no', '760', 'Ugyldig postnummer'],
    ['post_no', '76000', 'Ugyldig postnummer'],
    ['city', '  ', 'Feltet må fylles ut'],
    ['email_user', '', 'Feltet må fylles ut'],
  ])('refuses %s = "%s" with 422 "%s" and stores nothing', async (field, value, message) => {
    const cookie = await ctx.login('10001');
    const res = await putProfile(cookie, { ...validForm, [field]: value });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [field]: message } });
    expect((await get('/api/profile', cookie)).json().profile.city).toBe('Stjørdal');
  });
});

describe('flags and balance', () => {
  it('has_cattle is true for 10001 and false for 10003', async () => {
    expect((await get('/api/profile/has_cattle', await ctx.login('10001'))).json()).toEqual({ has_cattle: { has_cattle: true } });
    expect((await get('/api/profile/has_cattle', await ctx.login('10003'))).json()).toEqual({ has_cattle: { has_cattle: false } });
  });

  it('is_superuser is true only for staff', async () => {
    expect((await get('/api/profile/is_superuser', await ctx.login('90001'))).json()).toEqual({ is_superuser: { is_superuser: true } });
    expect((await get('/api/profile/is_superuser', await ctx.login('10001'))).json()).toEqual({ is_superuser: { is_superuser: false } });
  });

  it('balance answers kroner from the stored øre', async () => {
    expect((await get('/api/profile/balance', await ctx.login('10001'))).json()).toEqual({ balance_this_year: 487123.5, debit_amount_total: 12540 });
  });
});

describe('impersonation', () => {
  it('lets a superuser read 10001’s profile, and writes an audit record per request', async () => {
    const cookie = await ctx.login('90001');
    const res = await get('/api/profile?impersonateUsername=10001', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.supplier_no).toBe('10001');
    await get('/api/profile/balance?impersonateUsername=10001', cookie);
    const audit = await ctx.db.selectFrom('impersonation_audit').selectAll().orderBy('id').execute();
    expect(audit.map((a) => [a.supplier_no, a.method, a.path])).toEqual([
      ['10001', 'GET', '/api/profile'],
      ['10001', 'GET', '/api/profile/balance'],
    ]);
  });

  it('refuses a farmer sending impersonateUsername with 403', async () => {
    const res = await get('/api/profile?impersonateUsername=10003', await ctx.login('10001'));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it('never impersonates another superuser, and answers USER_NOT_FOUND for an unknown user', async () => {
    const cookie = await ctx.login('90001');
    expect((await get('/api/profile?impersonateUsername=90001', cookie)).statusCode).toBe(403);
    const unknown = await get('/api/profile?impersonateUsername=77777', cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('USER_NOT_FOUND');
  });

  it('edits the impersonated farmer’s profile', async () => {
    const cookie = await ctx.login('90001');
    const res = await putProfile(cookie, validForm, '?impersonateUsername=10003');
    expect(res.statusCode).toBe(200);
    expect(res.json().profile.supplier_no).toBe('10003');
    expect(res.json().profile.city).toBe('Levanger');
  });

  it('confirms nothing on the farmer’s behalf', async () => {
    const cookie = await ctx.login('90001');
    await ctx.app.inject({ method: 'POST', url: '/api/profile/confirm_information?impersonateUsername=10002', headers: { cookie } });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '10002', password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(418);
  });
});

describe('a farmer who must confirm the profile', () => {
  const farmData = ['/api/posted_slaughters_list', '/api/documents', '/api/external/messages', '/api/farmer_statistics/dashboard', '/api/registered_enrolment_dates', '/api/animal_keeping'];

  it('gets the profile but not the farm’s data (403 MUST_CONFIRM_INFORMATION) until confirming', async () => {
    const cookie = await ctx.login('10002');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    for (const url of farmData) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code, url).toBe('MUST_CONFIRM_INFORMATION');
    }
    const enrol = await ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { cookie }, payload: {} });
    expect(enrol.statusCode).toBe(403);

    await ctx.app.inject({ method: 'POST', url: '/api/profile/confirm_information', headers: { cookie } });
    for (const url of farmData) expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(200);
  });

  it('does not stop staff acting for that farmer', async () => {
    const cookie = await ctx.login('90001');
    const res = await ctx.app.inject({ method: 'GET', url: '/api/documents?impersonateUsername=10002', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });
});

