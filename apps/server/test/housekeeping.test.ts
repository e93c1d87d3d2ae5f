import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { HOUSEKEEPING_INTERVAL_MS } from '../src/app.js';
import { DEVICE_KNOWN_DAYS } from '../src/modules/auth/login-device.service.js';
import { IDEMPOTENCY_KEY_RETENTION_MS } from '../src/modules/enrolment/enrolment-submission.service.js';
import { pigs } from './enrolment-helpers.js';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './harness.js';

// Housekeeping, every HOUSEKEEPING_INTERVAL_MS: sessions nobody presents again, idempotency keys past
// their retention, counters of ended rate-limit windows and login devices unused for a year are removed.
// Only the interval timer is faked: the sweep runs when the test moves it on, and judges age by the
// app's clock, which the test moves too; nothing waits in real time.

let ctx: TestContext;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  vi.useRealTimers();
});
beforeEach(() => ctx.reset());

async function sessionUsers(): Promise<number[]> {
  const rows = await ctx.db.selectFrom('session').select('user_id').orderBy('user_id').execute();
  return rows.map((r) => r.user_id);
}

async function userId(username: string): Promise<number> {
  return (await ctx.db.selectFrom('app_user').select('id').where('username', '=', username).executeTakeFirstOrThrow()).id;
}

/** Lets the sweep timer fire once and waits for its database work. */
async function sweep(): Promise<void> {
  vi.advanceTimersByTime(HOUSEKEEPING_INTERVAL_MS);
  await ctx.app.settleBackgroundWork();
}

describe('the session sweep', () => {
  it('removes sessions idle past SESSION_IDLE_MINUTES and keeps those in use', async () => {
    const idle = await ctx.login('10001');
    const active = await ctx.login('10003');
    ctx.advance((ctx.config.sessionIdleMinutes - 10) * 60_000);
    // Only 10003 comes back before the idle limit.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: active } })).statusCode).toBe(200);
    ctx.advance(20 * 60_000);
    await sweep();
    expect(await sessionUsers()).toEqual([await userId('10003')]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: idle } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: active } })).statusCode).toBe(200);
  });

  it('removes sessions past SESSION_MAX_HOURS however active', async () => {
    await ctx.login('10001');
    ctx.advance(ctx.config.sessionMaxHours * 3_600_000 + 1000);
    // Touched just now, but past the absolute end.
    await ctx.db.updateTable('session').set({ last_seen_at: ctx.now() }).execute();
    await sweep();
    expect(await sessionUsers()).toEqual([]);
  });

  it('leaves live sessions alone', async () => {
    await ctx.login('10001');
    await ctx.login('10003');
    ctx.advance(60_000);
    await sweep();
    expect(await sessionUsers()).toHaveLength(2);
  });
});

describe('idempotency keys', () => {
  const send = (cookie: string, key: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { origin: 'http://portal.test', cookie, 'idempotency-key': key }, payload: pigs() });
  const keys = async () => (await ctx.db.selectFrom('enrolment_idempotency').select('key').orderBy('key').execute()).map((r) => r.key);

  it('are remembered for the retention and forgotten after it; a retry within it is still answered once', async () => {
    const cookie = await ctx.login('10001');
    expect((await send(cookie, 'gammel-nokkel-0001')).statusCode).toBe(200);
    ctx.advance(24 * 60 * 60_000);
    expect((await send(cookie, 'ny-nokkel-00000002')).statusCode).toBe(200);
    ctx.advance(IDEMPOTENCY_KEY_RETENTION_MS - 25 * 60 * 60_000);
    await sweep();
    // Both younger than the retention: kept, and a retry of the old one registers nothing new.
    expect(await keys()).toEqual(['gammel-nokkel-0001', 'ny-nokkel-00000002']);
    const before = await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10001').execute();
    const cookie2 = await ctx.login('10001');
    expect((await send(cookie2, 'gammel-nokkel-0001')).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10001').execute()).toHaveLength(before.length);

    ctx.advance(2 * 60 * 60_000);
    await sweep();
    expect(await keys()).toEqual(['ny-nokkel-00000002']);
  });
});

describe('rate-limit counters', () => {
  it('of windows that have ended are removed; the current window keeps counting', async () => {
    const wrong = () => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: '10001', password: 'feil-passord' } });
    expect((await wrong()).statusCode).toBe(401);
    const windowMs = ctx.config.rateLimitWindowMinutes * 60_000;
    const windows = async () => (await ctx.db.selectFrom('rate_limit_hit').select('window_start').distinct().execute()).length;
    expect(await windows()).toBe(1);
    await sweep();
    expect(await windows()).toBe(1);
    ctx.advance(windowMs);
    expect((await wrong()).statusCode).toBe(401);
    expect(await windows()).toBe(2);
    await sweep();
    expect(await windows()).toBe(1);
  });
});

describe('login devices', () => {
  it('are forgotten a year after their last login; one that logged in since is kept', async () => {
    const login = (username: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: DEMO_PASSWORD } });
    expect((await login('10001')).statusCode).toBe(200);
    ctx.advance(200 * 24 * 3_600_000);
    expect((await login('10003')).statusCode).toBe(200);
    const devices = async () => (await ctx.db.selectFrom('login_device').select('user_id').orderBy('user_id').execute()).map((r) => r.user_id);
    expect(await devices()).toEqual([await userId('10001'), await userId('10003')]);
    ctx.advance((DEVICE_KNOWN_DAYS - 200) * 24 * 3_600_000 + 60_000);
    await sweep();
    expect(await devices()).toEqual([await userId('10003')]);
  });
});
