import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, formRequest, DEMO_PASSWORD, linkIn, readMail, sessionCookie, type TestContext, tokenOf } from './harness.js';
import { createPersonWithGrants } from './people.js';

// Passwords through the API: changing one, forgotten passwords and their reset links, and the
// superuser's reset links. Login, logout and sessions: auth.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const form = formRequest;

describe('POST /api/profile/change_password', () => {
  it('changes the password, ends the old session and keeps the user logged in with a new cookie', async () => {
    const cookie = await ctx.login('10001');
    const otherDevice = await ctx.login('10001');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/change_password',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: DEMO_PASSWORD, new_password: 'Vinter-2026-ny' }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(cookie);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: otherDevice } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: fresh } })).statusCode).toBe(200);
    const oldLogin = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }) });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: 'Vinter-2026-ny' }) });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 401 and changes nothing', async () => {
    const cookie = await ctx.login('10001');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/change_password', ...form({ password: 'feil', new_password: 'Vinter-2026-ny' }, cookie) });
    expect(res.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(200);
  });

  it.each([
    ['kort1A', 'too short'],
    ['langtpassord', 'no digit'],
    ['langtpassord1', 'no special character or uppercase'],
  ])('refuses the weak password %s (%s) with 422', async (newPassword) => {
    const cookie = await ctx.login('10001');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/change_password', ...form({ password: DEMO_PASSWORD, new_password: newPassword }, cookie) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { new_password: expect.any(String) } });
  });

  it('answers 401 without a session', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/profile/change_password', ...form({ password: 'a', new_password: 'b' }) });
    expect(res.statusCode).toBe(401);
  });
});

describe('forgot password and reset links', () => {
  const forgot = (username: string) => ctx.app.inject({ method: 'POST', url: '/api/forgot_password', ...form({ username }) });

  it('answers the same for an existing and an unknown account, and mails only the existing one', async () => {
    const known = await forgot('10001');
    const unknown = await forgot('77777');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    await ctx.app.settleBackgroundWork();
    const mails = ctx.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: ola.nordmann@example.no');
  });

  it('rejects a username that is not digits with the login id name', async () => {
    const res = await forgot('abc');
    expect(res.statusCode).toBe(422);
    expect(res.json().fields.username).toBe('Ugyldig leverandørnummer');
  });

  it('resets by the link once; the link is single use', async () => {
    await forgot('10001');
    await ctx.app.settleBackgroundWork();
    const token = tokenOf(linkIn(ctx.outbox()[0]!));
    const first = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) });
    expect(first.statusCode).toBe(200);
    const second = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Host-2027-yy', t: token }) });
    expect(second.statusCode).toBe(422);
    expect(second.json().code).toBe('INVALID_TOKEN');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: 'Sommer-2027-x' }) });
    expect(login.statusCode).toBe(200);
  });

  it('expires the link after 60 minutes', async () => {
    await forgot('10001');
    await ctx.app.settleBackgroundWork();
    const token = tokenOf(linkIn(ctx.outbox()[0]!));
    ctx.advance(60 * 60_000 + 1000);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVALID_TOKEN');
  });

  it('still accepts the link just before 60 minutes', async () => {
    await forgot('10001');
    await ctx.app.settleBackgroundWork();
    const token = tokenOf(linkIn(ctx.outbox()[0]!));
    ctx.advance(59 * 60_000);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) });
    expect(res.statusCode).toBe(200);
  });

  it('keeps the link usable when the new password is too weak', async () => {
    await forgot('10001');
    await ctx.app.settleBackgroundWork();
    const token = tokenOf(linkIn(ctx.outbox()[0]!));
    const weak = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'kort', t: token }) });
    expect(weak.statusCode).toBe(422);
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) });
    expect(ok.statusCode).toBe(200);
  });

  it('ends existing sessions after a reset', async () => {
    const cookie = await ctx.login('10001');
    await forgot('10001');
    await ctx.app.settleBackgroundWork();
    const token = tokenOf(linkIn(ctx.outbox()[0]!));
    await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } })).statusCode).toBe(401);
  });

  it('builds links from PUBLIC_URL, never from the Host header', async () => {
    const request = form({ username: '10001' });
    await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', ...request, headers: { ...request.headers, host: 'evil.example' } });
    await ctx.app.settleBackgroundWork();
    expect(linkIn(ctx.outbox()[0]!).startsWith('http://portal.test/')).toBe(true);
  });

  it('limits forgot-password requests per address, an IPv6 address by its /64', async () => {
    for (let i = 0; i < ctx.config.forgotLimitPerIp; i++) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', remoteAddress: `2001:db8:5:6::${(i + 1).toString(16)}`, ...form({ username: `${20000 + i}` }) });
      expect(res.statusCode).toBe(200);
    }
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', remoteAddress: '2001:db8:5:6:abcd::9', ...form({ username: '29999' }) });
    expect(res.statusCode).toBe(429);
  });

  describe("a person (the login id is their e-mail address)", () => {
    const kari = () => createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'accountant' }] });

    it('mails the person a link for their own login, answering as for an address nobody has', async () => {
      await kari();
      const known = await forgot(' Kari@Example.NO ');
      const unknown = await forgot('ingen@example.no');
      expect(known.statusCode).toBe(200);
      expect(known.body).toBe(unknown.body);
      await ctx.app.settleBackgroundWork();
      const mails = ctx.outbox();
      expect(mails).toHaveLength(1);
      const mail = readMail(mails[0]!);
      expect(mail.to).toBe('kari@example.no');
      expect(mail.text).toContain('nytt passord for e-postadressen kari@example.no.');
      expect(mail.text).toContain('Lenken kan brukes én gang og gjelder i 60 minutter.');

      const token = tokenOf(linkIn(mails[0]!));
      expect((await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) })).statusCode).toBe(200);
      const again = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Host-2027-yy', t: token }) });
      expect(again.json().code).toBe('INVALID_TOKEN');
      const login = await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: 'kari@example.no', password: 'Sommer-2027-x' }) });
      expect(login.statusCode).toBe(200);
      // The farm's own password is untouched.
      expect((await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: DEMO_PASSWORD }) })).statusCode).toBe(200);
    });

    it("expires the person's link after 60 minutes, as the farmer's", async () => {
      await kari();
      await forgot('kari@example.no');
      await ctx.app.settleBackgroundWork();
      const token = tokenOf(linkIn(ctx.outbox()[0]!));
      ctx.advance(60 * 60_000 + 1000);
      const res = await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) });
      expect(res.json().code).toBe('INVALID_TOKEN');
    });

    it('counts the requests for an address in any case against one limit', async () => {
      await kari();
      for (let i = 0; i < ctx.config.forgotLimitPerAccount; i++) expect((await forgot(i % 2 ? 'KARI@example.no' : 'kari@example.no')).statusCode).toBe(200);
      const res = await forgot('Kari@Example.no');
      expect(res.statusCode).toBe(429);
      expect(res.headers['retry-after']).toBeDefined();
    });

    it('refuses a mistyped address with 422, naming it as an address', async () => {
      const res = await forgot('kari@example');
      expect(res.statusCode).toBe(422);
      expect(res.json().fields.username).toBe('Ugyldig e-post');
    });
  });

  it('limits forgot-password requests per account with 429', async () => {
    for (let i = 0; i < ctx.config.forgotLimitPerAccount; i++) expect((await forgot('10001')).statusCode).toBe(200);
    const res = await forgot('10001');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('POST /api/forgot_password_superuser', () => {
  it('sends the reset link for a user to the superuser’s own address', async () => {
    const cookie = await ctx.login('90001');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '10001' }, cookie) });
    expect(res.statusCode).toBe(200);
    const mails = ctx.outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: kundeservice@example.no');
    expect(mails[0]).not.toContain('ola.nordmann@example.no');
    // The link resets 10001's password.
    const token = tokenOf(linkIn(mails[0]!));
    await ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: 'Sommer-2027-x', t: token }) });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', ...form({ username: '10001', password: 'Sommer-2027-x' }) })).statusCode).toBe(200);
  });

  it("names a person with access by name and e-mail address, not as a supplier number; the farmer's mail keeps the login id", async () => {
    await createPersonWithGrants(ctx, { email: 'kari@example.no', name: 'Kari Hansen', grants: [{ supplierNo: '10001', role: 'accountant' }] });
    const cookie = await ctx.login('90001');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: 'kari@example.no' }, cookie) });
    expect(res.statusCode).toBe(200);
    const person = readMail(ctx.outbox()[0]!);
    expect(person.to).toBe('kundeservice@example.no');
    expect(person.text).toContain('Du ba om en lenke for nytt passord til Kari Hansen, som logger inn med e-postadressen kari@example.no.');
    expect(person.text).not.toMatch(/leverandørnummer|brukernavn/i);

    await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '10001' }, cookie) });
    expect(readMail(ctx.outbox()[1]!).text).toContain('Du ba om en lenke for nytt passord til leverandørnummer 10001.');
  });

  it('answers USER_NOT_FOUND for an unknown user', async () => {
    const cookie = await ctx.login('90001');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '77777' }, cookie) });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('USER_NOT_FOUND');
  });

  it('is refused (403) for a farmer and (401) without a session', async () => {
    const cookie = await ctx.login('10001');
    const farmer = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '10003' }, cookie) });
    expect(farmer.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '10003' }) });
    expect(anonymous.statusCode).toBe(401);
    expect(ctx.outbox()).toHaveLength(0);
  });
});
