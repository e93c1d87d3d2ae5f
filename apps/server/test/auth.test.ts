import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../src/modules/auth/login-device.service.js';
import { createTestContext, formRequest, DEMO_PASSWORD, linkIn, sessionCookie, type TestContext, tokenOf } from './harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const form = formRequest;

describe('POST /api/login', () => {
  it('answers 200 with a session cookie for a correct form login', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: '10001', need_to_confirm: false });
    const cookie = res.cookies.find((c) => c.name === 'slakteweb_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
  });

  it('gives the session cookie a lifetime, not a date from the server clock', async () => {
    // A demo run with NOW in the past would otherwise hand out cookies that expired already.
    ctx.setNow(new Date('2020-01-01T12:00:00Z'));
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    const cookie = res.cookies.find((c) => c.name === 'slakteweb_session');
    expect(cookie?.maxAge).toBeGreaterThan(3600);
    expect(cookie?.expires).toBeUndefined();
  });

  it('accepts the credentials as query parameters too (documented contract)', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: `/api/login?username=10001&password=${encodeURIComponent(DEMO_PASSWORD)}` });
    expect(res.statusCode).toBe(200);
  });

  it('answers 418 when the profile must be confirmed, and 200 after confirming', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10002', password: DEMO_PASSWORD }) });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual({ username: '10002', need_to_confirm: true });
    const confirm = await ctx.app.inject({ method: 'POST', url: '/api/profile/confirm_information', headers: { cookie: sessionCookie(res) } });
    expect(confirm.statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10002', password: DEMO_PASSWORD }) });
    expect(again.statusCode).toBe(200);
  });

  it('never answers 418 for a wrong password', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10002', password: 'wrong-Password1' }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('answers UNAUTHORIZED for a wrong password and USER_NOT_FOUND for an unknown user', async () => {
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: 'nope' }) });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Feil leverandørnummer/passord' });
    expect(wrong.cookies.find((c) => c.name === 'slakteweb_session')).toBeUndefined();
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '55555', password: 'nope' }) });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
  });

  it('answers 422 naming the missing fields', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '' }) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { username: 'Feltet må fylles ut', password: 'Feltet må fylles ut' } });
  });

  it('answers 422 naming the fields for a request without any body', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { username: 'Feltet må fylles ut', password: 'Feltet må fylles ut' } });
  });

  it('mails a set-password link to an old-system supplier with an e-mail (USER_IN_OLD_NOT_NEW_SYSTEM), and the link works', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10004', password: 'anything' }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('USER_IN_OLD_NOT_NEW_SYSTEM');
    const mails = ctx.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: nils.lien@example.no');
    const link = linkIn(mails[0]!);
    expect(link.startsWith('http://portal.test/reset-password?t=')).toBe(true);

    const set = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Nytt-passord-1', t: tokenOf(link) }) });
    expect(set.statusCode).toBe(200);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10004', password: 'Nytt-passord-1' }) });
    // A supplier new to the portal confirms the profile taken over from the old system first.
    expect(login.statusCode).toBe(418);
  });

  it('mails the set-password link once while it is valid, however often and at once the login is tried', async () => {
    const attempt = (i: number) =>
      ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: `10.0.0.${i + 1}`, ...form({ username: '10004', password: `anything${i}` }) });
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => attempt(i)));
    // Each answer is the same ('E-post sendt'), as far as the account's limit lets it through.
    expect(answers.filter((a) => a.statusCode === 401).every((a) => a.json().code === 'USER_IN_OLD_NOT_NEW_SYSTEM')).toBe(true);
    await ctx.app.settleBackgroundWork();
    expect(ctx.outbox()).toHaveLength(1);

    // A reset link from "Glemt passord?" is one in the inbox too: no welcome mail beside it.
    ctx.advance(61 * 60 * 1000);
    await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', ...form({ username: '10004' }) });
    await ctx.app.settleBackgroundWork();
    expect(ctx.outbox()).toHaveLength(2);
    expect((await attempt(20)).json().code).toBe('USER_IN_OLD_NOT_NEW_SYSTEM');
    expect(ctx.outbox()).toHaveLength(2);

    // Once the link has expired, the next login mails a new one.
    ctx.advance(61 * 60 * 1000);
    expect((await attempt(21)).json().code).toBe('USER_IN_OLD_NOT_NEW_SYSTEM');
    expect(ctx.outbox()).toHaveLength(3);
    expect(linkIn(ctx.outbox()[2]!)).not.toBe(linkIn(ctx.outbox()[0]!));
  });

  it('a link staff made (mailed to staff) does not keep the farmer’s set-password mail from going', async () => {
    const login = () => ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10004', password: 'anything' }) });
    await login();
    ctx.advance(61 * 60 * 1000);
    const staff = await ctx.login('90001');
    const made = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '10004' }, staff) });
    expect(made.statusCode).toBe(200);
    expect(ctx.outbox()).toHaveLength(2);
    await login();
    expect(ctx.outbox()).toHaveLength(3);
    expect(ctx.outbox()[2]).toContain('To: nils.lien@example.no');
  });

  it('answers USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM and sends nothing for an old-system supplier without e-mail', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10005', password: 'anything' }) });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('USER_IN_OLD_NO_EMAIL_NOT_NEW_SYSTEM');
    expect(ctx.outbox()).toHaveLength(0);
  });

  it('limits failed logins per account with 429 and Retry-After, even for the right password', async () => {
    for (let i = 0; i < ctx.config.loginLimitPerAccount; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: `wrong${i}` }) });
      expect(res.statusCode).toBe(401);
    }
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account from another address is not affected.
    const other = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.9.9.9', ...form({ username: '10003', password: DEMO_PASSWORD }) });
    expect(other.statusCode).toBe(200);
    // After the window the account may try again.
    ctx.advance(ctx.config.rateLimitWindowMinutes * 60_000);
    const later = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    expect(later.statusCode).toBe(200);
  });

  it('lets the owner’s browser in after 50 wrong guesses from elsewhere; the guessers stay locked out', async () => {
    const owner = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.7.0.1', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    expect(owner.statusCode).toBe(200);
    const device = owner.cookies.find((c) => c.name === DEVICE_COOKIE);
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(device!.maxAge).toBeGreaterThan(30 * 24 * 3600);
    const deviceCookie = `${DEVICE_COOKIE}=${device!.value}`;

    for (let i = 0; i < 50; i++) {
      const guess = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: `10.8.${i}.1`, ...form({ username: '10001', password: `gjett${i}` }) });
      expect(guess.statusCode).toBe(i < ctx.config.loginLimitPerAccount ? 401 : 429);
    }
    // A guesser with the right password, or a made-up device cookie, is still held by the account's limit.
    const guesser = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.9.0.1', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    expect(guesser.statusCode).toBe(429);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.9.0.2',
      ...form({ username: '10001', password: DEMO_PASSWORD }, `${DEVICE_COOKIE}=${'A'.repeat(43)}`),
    });
    expect(forged.statusCode).toBe(429);
    // Another farmer's device cookie does not count for 10001.
    const other = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.7.0.3', ...form({ username: '10003', password: DEMO_PASSWORD }) });
    const otherDevice = other.cookies.find((c) => c.name === DEVICE_COOKIE)!;
    const borrowed = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '10.7.0.3',
      ...form({ username: '10001', password: DEMO_PASSWORD }, `${DEVICE_COOKIE}=${otherDevice.value}`),
    });
    expect(borrowed.statusCode).toBe(429);

    const again = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.7.0.1', ...form({ username: '10001', password: DEMO_PASSWORD }, deviceCookie) });
    expect(again.statusCode).toBe(200);
    expect(sessionCookie(again)).toMatch(/^slakteweb_session=/);
  });

  it('limits the owner’s browser on its own: 10 wrong passwords from it lock it out too', async () => {
    const owner = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    const deviceCookie = `${DEVICE_COOKIE}=${owner.cookies.find((c) => c.name === DEVICE_COOKIE)!.value}`;
    for (let i = 0; i < ctx.config.loginLimitPerAccount; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: `feil${i}` }, deviceCookie) });
      expect(res.statusCode).toBe(401);
    }
    const limited = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }, deviceCookie) });
    expect(limited.statusCode).toBe(429);
    // Its failures were its own: they do not hold the account's other browsers.
    const elsewhere = await ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.7.1.1', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    expect(elsewhere.statusCode).toBe(200);
    // After the window it may try again.
    ctx.advance(ctx.config.rateLimitWindowMinutes * 60_000);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }, deviceCookie) })).statusCode).toBe(200);
  });

  it('limits failed logins per IP across accounts', async () => {
    const limitedCtx = await createTestContext({ LOGIN_LIMIT_PER_IP: '3' });
    try {
      await limitedCtx.reset();
      for (const username of ['20001', '20002', '20003']) {
        const res = await limitedCtx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.1.1.1', ...form({ username, password: 'x' }) });
        expect(res.statusCode).toBe(401);
      }
      const res = await limitedCtx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '10.1.1.1', ...form({ username: '10001', password: DEMO_PASSWORD }) });
      expect(res.statusCode).toBe(429);

      // One IPv6 subscriber holds a whole /64: every address in it counts as one.
      for (const [i, username] of ['20001', '20002', '20003'].entries()) {
        const guess = await limitedCtx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: `2001:db8:7:9::${i + 1}`, ...form({ username, password: 'x' }) });
        expect(guess.statusCode).toBe(401);
      }
      const sameNetwork = await limitedCtx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '2001:db8:7:9:ffff:1:2:3', ...form({ username: '20004', password: 'x' }) });
      expect(sameNetwork.statusCode).toBe(429);
      const nextNetwork = await limitedCtx.app.inject({ method: 'POST', url: '/api/login', remoteAddress: '2001:db8:7:a::1', ...form({ username: '20004', password: 'x' }) });
      expect(nextNetwork.statusCode).toBe(401);
    } finally {
      await limitedCtx.close();
    }
  });
});

describe('POST /api/logout', () => {
  it('ends the session: the old cookie answers 401 afterwards', async () => {
    const cookie = await ctx.login('10001');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });
});

describe('sessions', () => {
  it('expire after the idle lifetime', async () => {
    const cookie = await ctx.login('10001');
    ctx.advance(ctx.config.sessionIdleMinutes * 60_000 + 1000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  it('end at the idle limit to the second, counted from each session’s own last use', async () => {
    const used = await ctx.login('10001');
    const unused = await ctx.login('10001');
    const profile = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    ctx.advance(ctx.config.sessionIdleMinutes * 60_000 - 1000);
    expect((await profile(used)).statusCode).toBe(200);
    ctx.advance(2000);
    expect((await profile(unused)).statusCode).toBe(401);
    expect((await profile(used)).statusCode).toBe(200);
  });

  it('stay alive while used, up to the absolute lifetime', async () => {
    const cookie = await ctx.login('10001');
    const step = (ctx.config.sessionIdleMinutes - 1) * 60_000;
    let elapsed = 0;
    while (elapsed + step < ctx.config.sessionMaxHours * 3_600_000) {
      ctx.advance(step);
      elapsed += step;
      expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
    }
    ctx.advance(ctx.config.sessionMaxHours * 3_600_000 - elapsed + 1000);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  it('get a new id at every login', async () => {
    const first = await ctx.login('10001');
    const second = await ctx.login('10001');
    expect(first).not.toBe(second);
  });
});
