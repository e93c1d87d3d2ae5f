import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, formRequest, DEMO_PASSWORD, linkIn, sessionCookie, type TestContext, tokenOf } from './harness.js';

// Issue 14's account findings: parallel guesses past the login limit, staff taking over staff
// through reset links, older reset links staying valid, and what the audit records.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const form = formRequest;
const login = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/login', remoteAddress, ...form({ username, password }) });

async function resetLink(username: string): Promise<string> {
  const before = ctx.outbox().length;
  await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', ...form({ username }) });
  await ctx.app.settleBackgroundWork();
  return tokenOf(linkIn(ctx.outbox()[before]!));
}
const setPassword = (t: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/set_new_password', ...form({ new_password: password, t }) });

describe('login limits hold under simultaneous guesses', () => {
  it('40 wrong passwords at once for one account: at most the limit are tried, the rest are 429', async () => {
    const limit = ctx.config.loginLimitPerAccount;
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login('10001', `Feil-passord-${i}`, `10.0.0.${i + 1}`)));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - limit);
    expect((await login('10001', DEMO_PASSWORD, '10.9.9.9')).statusCode).toBe(429);
  });

  it('right passwords do not use up the limit', async () => {
    for (let i = 0; i < ctx.config.loginLimitPerAccount + 5; i++) expect((await login('10003', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('forgot-password requests at once pass no more than the limit', async () => {
    const limit = ctx.config.forgotLimitPerAccount;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.app.inject({ method: 'POST', url: '/api/forgot_password', remoteAddress: `10.1.0.${i + 1}`, ...form({ username: '10001' }) }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(limit);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(20 - limit);
  });
});

describe('reset links made by staff', () => {
  it('are refused for another superuser, and nothing is mailed', async () => {
    const staff = await ctx.login('90001');
    const res = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '90002' }, staff) });
    expect(res.statusCode).toBe(403);
    // It says why, so the staff member is not left guessing.
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: '90002 er en ansatt. Lenke for nytt passord lages bare for leverandører; ansatte bruker «Glemt passord?» på innloggingen.' });
    const own = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '90001' }, staff) });
    expect(own.statusCode).toBe(403);
    expect(ctx.outbox()).toHaveLength(0);
    expect(await ctx.db.selectFrom('password_reset_token').selectAll().execute()).toEqual([]);
  });

  it('are audited: who, for whom, when', async () => {
    const staff = await ctx.login('90001');
    await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '10003' }, staff) });
    const rows = await ctx.db
      .selectFrom('reset_link_audit')
      .innerJoin('app_user as staff', 'staff.id', 'reset_link_audit.superuser_id')
      .innerJoin('app_user as target', 'target.id', 'reset_link_audit.user_id')
      .select(['staff.username as staff', 'target.username as target', 'reset_link_audit.at'])
      .execute();
    expect(rows).toEqual([{ staff: '90001', target: '10003', at: ctx.now() }]);
  });
});

describe('older reset links die', () => {
  it('when another link of the user is used', async () => {
    const first = await resetLink('10001');
    const second = await resetLink('10001');
    expect((await setPassword(second, 'Sommer-2027-x')).statusCode).toBe(200);
    const old = await setPassword(first, 'Vinter-2027-y');
    expect(old.statusCode).toBe(422);
    expect(old.json().code).toBe('INVALID_TOKEN');
  });

  it('when the password is changed', async () => {
    const link = await resetLink('10001');
    const cookie = await ctx.login('10001');
    const changed = await ctx.app.inject({ method: 'POST', url: '/api/profile/change_password', ...form({ password: DEMO_PASSWORD, new_password: 'Host-2027-zz' }, cookie) });
    expect(changed.statusCode).toBe(200);
    expect((await setPassword(link, 'Vinter-2027-y')).statusCode).toBe(422);
    expect((await login('10001', 'Host-2027-zz')).statusCode).toBe(200);
  });

  it('a link of another user is not touched', async () => {
    const other = await resetLink('10003');
    await setPassword(await resetLink('10001'), 'Sommer-2027-x');
    expect((await setPassword(other, 'Vinter-2027-y')).statusCode).toBe(200);
  });
});

describe('the impersonation audit', () => {
  it('records what was viewed: the address with its date and settlement, not only the pattern', async () => {
    const staff = await ctx.login('90001');
    await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-11-09?settlement_no=123-4&impersonateUsername=10001', headers: { cookie: staff } });
    await ctx.app.inject({ method: 'GET', url: '/api/documents/download/abcdefghijklmnop?impersonateUsername=10001', headers: { cookie: staff } });
    const rows = await ctx.db.selectFrom('impersonation_audit').select(['supplier_no', 'path', 'target']).orderBy('id').execute();
    expect(rows).toEqual([
      { supplier_no: '10001', path: '/api/posted_slaughter_by_date/:date', target: '/api/posted_slaughter_by_date/2026-11-09?settlement_no=123-4' },
      { supplier_no: '10001', path: '/api/documents/download/:download_id', target: '/api/documents/download/abcdefghijklmnop' },
    ]);
  });
});

describe('a pending staff login', () => {
  it('is not logged in anywhere but the second factor', async () => {
    const res = await login('90001', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ username: '90001', need_to_confirm: false, second_factor: 'verify' });
    const cookie = sessionCookie(res);
    for (const url of ['/api/profile', '/api/profile/is_superuser', '/api/external/messages']) {
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode, url).toBe(401);
    }
    const reset = await ctx.app.inject({ method: 'POST', url: '/api/forgot_password_superuser', ...form({ username: '10003' }, cookie) });
    expect(reset.statusCode).toBe(401);
  });

  it('farmers are not asked for a second factor', async () => {
    const res = await login('10001', DEMO_PASSWORD);
    expect(res.json()).toEqual({ username: '10001', need_to_confirm: false });
  });
});
