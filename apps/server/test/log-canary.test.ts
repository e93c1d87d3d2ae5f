import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, linkIn, type TestContext, tokenOf } from './harness.js';

// Standing test: canary passwords, sent in every form the server accepts (and forms it refuses),
// never appear in the captured log, raw or encoded. So no way of sending a password, token or
// code comes back into the log.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ LOG_LEVEL: 'debug' });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** Every way the text may show up in a log line. */
function expectNotLogged(logs: string[], secret: string): void {
  const log = logs.join('');
  for (const form of new Set([secret, encodeURIComponent(secret), new URLSearchParams({ x: secret }).toString().slice(2), JSON.stringify(secret).slice(1, -1)])) {
    expect(log, `the log holds ${form}`).not.toContain(form);
  }
}

describe('canary passwords never reach the log', () => {
  it('logging in with the credentials in the body, the query, arrays and encoded names', async () => {
    const canaries: string[] = [];
    const canary = () => {
      const value = `Kanari-${canaries.length}-${Math.random().toString(36).slice(2)}!`;
      canaries.push(value);
      return value;
    };
    const inject = (url: string, headers: Record<string, string> = {}, payload?: string) =>
      ctx.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });

    await inject('/api/login', FORM, new URLSearchParams({ username: '10001', password: canary() }).toString());
    await inject('/api/login', JSON_TYPE, JSON.stringify({ username: '10001', password: canary() }));
    await inject(`/api/login?username=10001&password=${encodeURIComponent(canary())}`);
    await inject(`/api/login?username=10001&password[]=${encodeURIComponent(canary())}`);
    await inject(`/api/login?username=10001&password%5B%5D=${encodeURIComponent(canary())}`);
    await inject(`/api/login?username=10001&pass%77ord=${encodeURIComponent(canary())}`);
    await inject(`/api/login?username=10001&PASSWORD=${encodeURIComponent(canary())}`);
    await inject(`/api/login?username=10001&password=${encodeURIComponent(canary())}&password=${encodeURIComponent(canary())}`);
    await inject(`/api/login?username=10001&passwd=${encodeURIComponent(canary())}`);
    await inject('/api/login', FORM, `username=10001&password[]=${encodeURIComponent(canary())}`);
    // Refused ones too: a NUL in the password, a JSON body the server cannot parse.
    await inject('/api/login', FORM, `username=10001&password=${encodeURIComponent(canary())}%00`);
    await inject('/api/login', JSON_TYPE, `{"username":"10001","password":"${canary()}"`);
    // The right password in the query form, as the documented contract allows.
    await inject(`/api/login?username=10003&password=${encodeURIComponent(DEMO_PASSWORD)}`);

    expect(ctx.logs.length).toBeGreaterThan(0);
    for (const secret of [...canaries, DEMO_PASSWORD]) expectNotLogged(ctx.logs, secret);
  });

  it('a password in the login URL still logs in, with a warning naming the client’s address and never the value', async () => {
    const lines = () => ctx.logs.join('').split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const warnings = () => lines().filter((l) => l.level === 40 && String(l.msg).includes('password in the URL'));
    const body = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: JSON_TYPE, payload: JSON.stringify({ username: '10003', password: DEMO_PASSWORD }), remoteAddress: '198.51.100.4' });
    expect(body.statusCode).toBe(200);
    expect(warnings()).toEqual([]);

    const query = await ctx.app.inject({ method: 'POST', url: `/api/login?username=10003&pass%77ord=${encodeURIComponent(DEMO_PASSWORD)}`, remoteAddress: '203.0.113.7' });
    expect(query.statusCode).toBe(200);
    expect(warnings()).toEqual([expect.objectContaining({ client_address: '203.0.113.7' })]);
    expectNotLogged(ctx.logs, DEMO_PASSWORD);
  });

  it('resetting and changing passwords, in the body and the query', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/forgot_password', headers: FORM, payload: 'username=10001' });
    await ctx.app.settleBackgroundWork();
    const token = tokenOf(linkIn(ctx.outbox()[0]!));
    const reset = 'Kanari-reset-Sommer-2027';
    // The token in the query as well as the body, and the page's own link.
    await ctx.app.inject({ method: 'GET', url: `/reset-password?t=${encodeURIComponent(token)}` });
    await ctx.app.inject({ method: 'POST', url: `/api/set_new_password?t=${encodeURIComponent(token)}&new_password[]=${encodeURIComponent(reset)}`, headers: FORM, payload: new URLSearchParams({ new_password: reset, t: token }).toString() });
    const cookie = `slakteweb_session=${(await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '10001', password: reset } })).cookies[0]!.value}`;
    const changed = 'Kanari-endret-Vinter-2028';
    await ctx.app.inject({ method: 'POST', url: `/api/profile/change_password?new_password=${encodeURIComponent(changed)}`, headers: { ...FORM, cookie }, payload: new URLSearchParams({ password: reset, new_password: changed }).toString() });
    await ctx.app.inject({ method: 'POST', url: '/api/profile/change_password', headers: { ...JSON_TYPE, cookie }, payload: JSON.stringify({ password: 'Kanari-feil-passord', new_password: 'Kanari-feil-nytt-1' }) });

    for (const secret of [token, reset, changed, 'Kanari-feil-passord', 'Kanari-feil-nytt-1', cookie.split('=')[1]!]) expectNotLogged(ctx.logs, secret);
  });

  it('second-factor codes', async () => {
    const pending = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '90001', password: DEMO_PASSWORD } });
    const code = await ctx.totpCode();
    await ctx.app.inject({ method: 'POST', url: `/api/login/second_factor?code=${code}`, headers: { cookie: `slakteweb_session=${pending.cookies[0]!.value}` }, payload: { code } });
    expectNotLogged(ctx.logs, code);
  });
});
