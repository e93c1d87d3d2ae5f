import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_SWEEP_INTERVAL_MS } from '../src/app.js';
import { createTestContext, type TestContext } from './harness.js';

// Sessions nobody presents again are removed by a sweep that runs every SESSION_SWEEP_INTERVAL_MS.
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
  vi.advanceTimersByTime(SESSION_SWEEP_INTERVAL_MS);
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
