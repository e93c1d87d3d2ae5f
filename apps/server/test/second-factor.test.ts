import { generate } from 'otplib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, sessionCookie, type TestContext } from './harness.js';

// Staff's second factor (TOTP, RFC 6238): set up at the first login with recovery codes, a code
// at every login after; farmers never see it.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const ORIGIN = { origin: 'http://portal.test' };

/** A new superuser without a second factor, logged in with the password only: the pending cookie. */
async function newStaffPending(): Promise<string> {
  const hash = (await ctx.db.selectFrom('app_user').select('password_hash').where('username', '=', '90001').executeTakeFirstOrThrow()).password_hash;
  await ctx.db.insertInto('app_user').values({ username: '90009', password_hash: hash, supplier_no: null, is_superuser: true, email: 'ny@example.no' }).execute();
  const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '90009', password: DEMO_PASSWORD } });
  expect(res.json()).toEqual({ username: '90009', need_to_confirm: false, second_factor: 'enrol' });
  return sessionCookie(res);
}

const post = (url: string, cookie: string, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { ...ORIGIN, cookie }, ...(payload ? { payload } : {}) });
const codeAt = (secret: string, wall: Date) => generate({ secret, epoch: Math.floor(wall.getTime() / 1000) });

describe('enrolment at the first staff login', () => {
  it('gives a secret and its otpauth address, confirms with a code, and answers the recovery codes once', async () => {
    const pending = await newStaffPending();
    const setup = await post('/api/login/second_factor/setup', pending);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/.*90009\?.*secret=/);
    // A reload shows the same secret until it is confirmed.
    expect((await post('/api/login/second_factor/setup', pending)).json().secret).toBe(secret);

    const wrong = await post('/api/login/second_factor/enrol', pending, { code: '000000' === (await codeAt(secret, ctx.wallNow())) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', fields: { code: expect.any(String) } });

    const enrolled = await post('/api/login/second_factor/enrol', pending, { code: await codeAt(secret, ctx.wallNow()) });
    expect(enrolled.statusCode).toBe(200);
    const body = enrolled.json();
    expect(body).toMatchObject({ username: '90009', need_to_confirm: false });
    expect(body.recovery_codes).toHaveLength(10);
    expect(new Set(body.recovery_codes).size).toBe(10);
    for (const code of body.recovery_codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    // Stored hashed only.
    const stored = await ctx.db.selectFrom('staff_recovery_code').select('code_hash').execute();
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) expect(body.recovery_codes.map((c: string) => c.replace(/-/g, ''))).not.toContain(code_hash);

    // Logged in now, with a new session id; the pending cookie is gone.
    const full = sessionCookie(enrolled);
    expect(full).not.toBe(pending);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/is_superuser', headers: { cookie: full } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile/is_superuser', headers: { cookie: pending } })).statusCode).toBe(401);

    // The next login asks for a code, and setting up again is refused.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '90009', password: DEMO_PASSWORD } });
    expect(again.json().second_factor).toBe('verify');
    expect((await post('/api/login/second_factor/setup', sessionCookie(again))).statusCode).toBe(403);
  });
});

describe('a code at every staff login', () => {
  async function pendingDemoStaff(): Promise<string> {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '90001', password: DEMO_PASSWORD } });
    return sessionCookie(res);
  }

  it('accepts the current code, and the previous or next one for clock drift', async () => {
    for (const drift of [0, -30_000, 30_000]) {
      ctx.advanceWall(120_000);
      const pending = await pendingDemoStaff();
      const code = await codeAt('SLAKTEWEBDEMOKUNDESERVICE2345672', new Date(ctx.wallNow().getTime() + drift));
      expect((await post('/api/login/second_factor', pending, { code })).statusCode, `drift ${drift}`).toBe(200);
    }
  });

  it('refuses a code used already (no replay), and one from two minutes ago', async () => {
    const code = await ctx.totpCode();
    expect((await post('/api/login/second_factor', await pendingDemoStaff(), { code })).statusCode).toBe(200);
    const replay = await post('/api/login/second_factor', await pendingDemoStaff(), { code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().code).toBe('INVALID_CODE');
    const old = await codeAt('SLAKTEWEBDEMOKUNDESERVICE2345672', new Date(ctx.wallNow().getTime() - 120_000));
    expect((await post('/api/login/second_factor', await pendingDemoStaff(), { code: old })).statusCode).toBe(422);
  });

  it('names the field of a code that is not six digits, or of no code at all', async () => {
    const short = await post('/api/login/second_factor', await pendingDemoStaff(), { code: '12345' });
    expect(short.statusCode).toBe(422);
    expect(short.json().fields).toEqual({ code: 'Koden er seks siffer' });
    const none = await post('/api/login/second_factor', await pendingDemoStaff(), {});
    expect(none.json().fields).toEqual({ code: 'Feltet må fylles ut' });
  });

  it('counts wrong codes against the login limit', async () => {
    const pending = await pendingDemoStaff();
    const limit = ctx.config.loginLimitPerAccount;
    const answers = await Promise.all(Array.from({ length: limit + 5 }, (_, i) => post('/api/login/second_factor', pending, { code: String(100000 + i) })));
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(5);
  });

  it('takes a recovery code once', async () => {
    const pending = await newStaffPending();
    const { secret } = (await post('/api/login/second_factor/setup', pending)).json();
    const { recovery_codes } = (await post('/api/login/second_factor/enrol', pending, { code: await codeAt(secret, ctx.wallNow()) })).json();
    const login = async () => sessionCookie(await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '90009', password: DEMO_PASSWORD } }));
    const typed = recovery_codes[3].toUpperCase().replace(/-/g, ' ');
    expect((await post('/api/login/second_factor', await login(), { recovery_code: typed })).statusCode).toBe(200);
    expect((await post('/api/login/second_factor', await login(), { recovery_code: recovery_codes[3] })).statusCode).toBe(422);
    expect((await post('/api/login/second_factor', await login(), { recovery_code: 'aaaa-bbbb-cccc-dddd' })).statusCode).toBe(422);
  });

  it('is refused without a pending staff login: anonymous, a farmer, a finished login', async () => {
    const code = await ctx.totpCode();
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login/second_factor', headers: ORIGIN, payload: { code } })).statusCode).toBe(401);
    expect((await post('/api/login/second_factor', await ctx.login('10001'), { code })).statusCode).toBe(401);
    expect((await post('/api/login/second_factor', await ctx.login('90001'), { code })).statusCode).toBe(401);
    expect((await post('/api/login/second_factor/setup', await ctx.login('10001'))).statusCode).toBe(401);
  });

  it('a pending login ends after ten minutes', async () => {
    const pending = await pendingDemoStaff();
    ctx.advance(11 * 60_000);
    expect((await post('/api/login/second_factor', pending, { code: await ctx.totpCode() })).statusCode).toBe(401);
  });
});
