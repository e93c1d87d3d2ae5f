import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './harness.js';

// reset() runs before every server test: it seeds the demo accounts again, and hashing their
// password (argon2id) is most of what it costs. The harness hashes it once per worker and the
// accounts log in with it as before.
describe('the test harness reset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const passwordHash = async () =>
    (await ctx.db.selectFrom('app_user').select('password_hash').where('username', '=', '10001').executeTakeFirstOrThrow()).password_hash;

  it('seeds the demo accounts with the demo password, hashed once for every reset', async () => {
    await ctx.reset();
    const first = await passwordHash();
    await ctx.reset();
    expect(await passwordHash()).toBe(first);
    expect(await ctx.login('10001')).toMatch(/^slakteweb_session=/);
  });

  it('empties what a test wrote: a changed password is the demo password again', async () => {
    await ctx.reset();
    const cookie = await ctx.login('10001');
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/change_password',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: DEMO_PASSWORD, new_password: 'Vinter-2026-ny' }).toString(),
    });
    expect(changed.statusCode).toBe(200);
    await ctx.reset();
    expect(await ctx.login('10001')).toMatch(/^slakteweb_session=/);
  });
});
