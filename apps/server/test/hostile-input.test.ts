import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { USERNAME_MAX_CHARS } from '@slakteweb/core';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './harness.js';

// The repros of issue 14's bad-input findings: each was a 500 (a database error or a stack
// overflow) and must be a 4xx with the error body, storing nothing.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const ORIGIN = { origin: 'http://portal.test' };
const JSON_BODY = { ...ORIGIN, 'content-type': 'application/json' };

const deepArray = (levels: number) => '['.repeat(levels) + '1' + ']'.repeat(levels);

async function farmer(): Promise<string> {
  return ctx.login('10001');
}

function expectRefused(res: { statusCode: number; json: () => { code: string; message: string } }, status = 422) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
}

describe('impossible dates are refused as input', () => {
  it.each([
    ['GET', '/api/registered_enrolment_by_date/slaughter/2026-02-30'],
    ['POST', '/api/delete_registered_enrolment_by_date/slaughter/2026-13-45'],
    ['GET', '/api/posted_slaughter_by_date/2026-02-29'],
    ['GET', '/api/posted_slaughter_by_date_range/2026-01-01/2026-04-31/export/excel'],
  ] as const)('%s %s', async (method, url) => {
    const cookie = await farmer();
    const res = await ctx.app.inject({ method, url, headers: { ...ORIGIN, cookie } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

describe('control characters are refused wherever they are sent', () => {
  it('in the login username (form, JSON and query)', async () => {
    for (const request of [
      { url: '/api/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `username=100%0001&password=x` },
      { url: '/api/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ username: '10001\u0000', password: 'x' }) },
      { url: '/api/login?username=10001%00&password=x' },
    ]) {
      const res = await ctx.app.inject({ method: 'POST', ...request });
      expectRefused(res);
    }
    expect(await ctx.db.selectFrom('rate_limit_hit').selectAll().execute()).toEqual([]);
  });

  it('in profile fields, and the profile is unchanged', async () => {
    const cookie = await farmer();
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json();
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { ...ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email_user=a%40b.no&email_accounting=a%40b.no&mobile=12345678&street_address=Veg%201&post_no=1234&city=By%00',
    });
    expectRefused(res);
    expect(res.json().fields).toEqual({ city: 'Ugyldige tegn' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).json()).toEqual(before);
  });

  it('in an enrolment comment', async () => {
    const cookie = await farmer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/register_buy_sell/pigs/sell',
      headers: { ...JSON_BODY, cookie },
      payload: { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, comment: 'hei\u0000', animal_rows: [{ subcategory_name: 'Smågris', amount: 2 }] },
    });
    expectRefused(res);
    expect(await ctx.db.selectFrom('enrolment').selectAll().where('supplier_no', '=', '10001').execute()).toHaveLength(5);
  });

  it('in impersonateUsername and forgot_password_superuser', async () => {
    const staff = await ctx.login('90001');
    const impersonate = await ctx.app.inject({ method: 'GET', url: '/api/profile?impersonateUsername=10001%00', headers: { cookie: staff } });
    expectRefused(impersonate);
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/forgot_password_superuser',
      headers: { ...ORIGIN, cookie: staff, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=100%0001',
    });
    expectRefused(reset);
    expect(ctx.outbox()).toHaveLength(0);
  });

  it('in a path parameter', async () => {
    const cookie = await farmer();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/documents/download/abc%00def', headers: { cookie } });
    expect(res.statusCode).toBe(422);
  });
});

describe('lengths are bounded', () => {
  it('a 100 KB login username is refused and stores no rate-limit key', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'x'.repeat(100_000), password: 'y' } });
    expectRefused(res);
    const mid = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ø'.repeat(6_000), password: 'y' } });
    expectRefused(mid);
    // One past the longest login id (an e-mail address's 254 characters).
    const just = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '1'.repeat(USERNAME_MAX_CHARS + 1), password: 'y' } });
    expectRefused(just);
    expect(await ctx.db.selectFrom('rate_limit_hit').selectAll().execute()).toEqual([]);
  });

  it('a long impersonateUsername is refused', async () => {
    const staff = await ctx.login('90001');
    const res = await ctx.app.inject({ method: 'GET', url: `/api/profile?impersonateUsername=${'9'.repeat(20_000)}`, headers: { cookie: staff } });
    expectRefused(res);
  });
});

describe('bodies of any shape', () => {
  it('`null` as the JSON body of register_buy_sell is 422', async () => {
    const cookie = await farmer();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register_buy_sell/pigs/sell', headers: { ...JSON_BODY, cookie }, payload: 'null' });
    expectRefused(res);
  });

  it.each(['[]', '"text"', '42', 'true'])('%s as a JSON body is 422', async (payload) => {
    const cookie = await farmer();
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { ...JSON_BODY, cookie }, payload });
    expectRefused(res);
  });

  it('5 000 levels of nesting in return_meat are 422', async () => {
    const cookie = await farmer();
    const payload = `{"animal_category":"pigs","wanted_pickup_week":49,"wanted_pickup_year":2026,"agreement":true,"animal_rows":[{"subcategory_name":"Gris","amount":2,"club_no":"4411","return_meat":${deepArray(5_000)}}]}`;
    const res = await ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { ...JSON_BODY, cookie }, payload });
    expectRefused(res);
  });

  it('10 000 levels of nesting in a draft state are 422, and no draft is stored', async () => {
    const cookie = await farmer();
    await ctx.app.inject({ method: 'DELETE', url: '/api/temp_storage_enrollment', headers: { ...ORIGIN, cookie } });
    const text = `{"state":${deepArray(10_000)},"lastUpdated":"2026-11-22T10:00:00Z"}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/temp_storage_enrollment',
      headers: { ...ORIGIN, cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ temp_storage_registration: text }).toString(),
    });
    expectRefused(res);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/temp_storage_enrollment', headers: { cookie } })).json()).toEqual({ temp_storage_registration: null });
  });

  it('a draft whose state holds NUL is 422', async () => {
    const cookie = await farmer();
    const text = JSON.stringify({ state: { comment: 'a\u0000b' }, lastUpdated: '2026-11-22T10:00:00Z' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/temp_storage_enrollment', headers: { ...JSON_BODY, cookie }, payload: { temp_storage_registration: text } });
    expectRefused(res);
  });

  it('a draft of ordinary size is still saved', async () => {
    const cookie = await farmer();
    const text = JSON.stringify({ state: { rows: Array.from({ length: 50 }, (_, i) => ({ comment: `rad ${i}\nlinje 2` })) }, lastUpdated: '2026-11-22T10:00:00Z' });
    const res = await ctx.app.inject({ method: 'POST', url: '/api/temp_storage_enrollment', headers: { ...JSON_BODY, cookie }, payload: { temp_storage_registration: text } });
    expect(res.statusCode).toBe(200);
  });
});

describe('what Fastify answers itself, headers and origins', () => {
  it('a malformed escape is 404 with the error body and the security headers, not echoing the URL', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/%zz<script>' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Fant ikke det du ba om' });
    expect(res.body).not.toContain('zz');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('X-Frame-Options says DENY, as the CSP does', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/external/texts' });
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('a state-changing request from the Host header’s origin is refused when that is not PUBLIC_URL’s', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'portal.test', origin: 'https://portal.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: '10001', password: DEMO_PASSWORD }).toString(),
    });
    expect(res.statusCode).toBe(403);
    const local = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { host: 'localhost:80', origin: 'http://localhost:80', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ username: '10001', password: DEMO_PASSWORD }).toString(),
    });
    expect(local.statusCode).toBe(403);
  });
});
