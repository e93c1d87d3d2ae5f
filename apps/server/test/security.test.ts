import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, linkIn, type TestContext, tokenOf } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  payload: new URLSearchParams(fields).toString(),
});

describe('same-origin check on state-changing requests', () => {
  it('refuses a cross-site login with 403 and sets no cookie', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: '10001', password: DEMO_PASSWORD }, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
    });
    expect(res.statusCode).toBe(403);
    expect(res.cookies).toHaveLength(0);
  });

  it('refuses a cross-site profile change and changes nothing', async () => {
    const cookie = await ctx.login('10001');
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      ...form(
        { email_user: 'a@b.no', email_accounting: 'a@b.no', mobile: '12345', street_address: 'Veg 1', post_no: '1234', city: 'X' },
        { cookie, origin: 'https://evil.example' },
      ),
    });
    expect(res.statusCode).toBe(403);
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json().profile.city).toBe('Stjørdal');
  });

  it('accepts requests from the portal’s own origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      ...form({ username: '10001', password: DEMO_PASSWORD }, { origin: 'http://portal.test', 'sec-fetch-site': 'same-origin' }),
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('responses and logs keep secrets', () => {
  it('no response contains a password hash, and no log line a password or token', async () => {
    const bodies: string[] = [];
    const record = async (p: Promise<{ body: string }>) => bodies.push((await p).body);
    await record(ctx.app.inject({ method: 'POST', url: `/api/login?username=10001&password=${encodeURIComponent(DEMO_PASSWORD)}` }));
    await record(ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: 'Feil-passord-9' }) }));
    const cookie = await ctx.login('10001');
    for (const url of ['/api/profile', '/api/profile/is_superuser', '/api/profile/has_cattle', '/api/profile/balance', '/api/external/texts']) {
      await record(ctx.app.inject({ method: 'GET', url, headers: { cookie } }));
    }
    await record(ctx.app.inject({ method: 'POST', url: '/api/forgot_password', ...form({ username: '10001' }) }));
    await ctx.app.settleBackgroundWork();
    const token = tokenOf(linkIn(ctx.outbox()[0]!));
    await record(ctx.app.inject({ method: 'POST', url: `/api/set_new_password?t=${token}`, ...form({ new_password: 'Sommer-2027-x', t: token }) }));
    await record(ctx.app.inject({ method: 'POST', url: '/api/profile/change_password', ...form({ password: 'Sommer-2027-x', new_password: 'Vinter-2028-y' }, { cookie }) }));

    for (const body of bodies) expect(body).not.toMatch(/\$argon2/);
    const log = ctx.logs.join('');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [DEMO_PASSWORD, 'Feil-passord-9', 'Sommer-2027-x', 'Vinter-2028-y', token, cookie.split('=')[1]!]) {
      expect(log).not.toContain(secret);
      expect(log).not.toContain(encodeURIComponent(secret));
    }
  });

  it('answers unknown failures without stack traces or SQL', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toMatch(/at .*\.ts|SyntaxError|select /i);
  });
});

describe('headers', () => {
  it('marks API answers no-store and sends a strict CSP', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/external/texts' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('sends the same security headers on every answer: data, refusals, errors and unknown paths', async () => {
    const cookie = await ctx.login('10001');
    const answers = [
      await ctx.app.inject({ method: 'GET', url: '/api/external/texts' }),
      await ctx.app.inject({ method: 'GET', url: '/api/badge_counts', headers: { cookie } }),
      await ctx.app.inject({ method: 'GET', url: '/api/badge_counts' }),
      await ctx.app.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' }),
      await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 422, 404]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self';form-action 'self' https://profilering.example.no;frame-ancestors 'none';img-src 'self' data: blob:;" +
          "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'DENY',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      // Plain http here (the test PUBLIC_URL): no HSTS, which would pin a browser to https.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers unknown API paths with the error body', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
  });
});
