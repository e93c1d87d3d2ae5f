import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { postedSettlement, tokenHeader } from './integration-helpers.js';

// Web push: the VAPID key, a browser's subscription stored for the farmer and removed at logout
// and when its push service says it is gone (410), and the message that carries no figures.

/** What the push services were handed, by endpoint; `…/gone` answers 410 as an expired subscription does. */
const delivered: { endpoint: string; payload: string }[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      async pushDelivery(subscription, payload) {
        if (subscription.endpoint.endsWith('/gone')) throw Object.assign(new Error('Gone'), { statusCode: 410 });
        delivered.push({ endpoint: subscription.endpoint, payload });
      },
    },
  );
});
beforeEach(async () => {
  await ctx.reset();
  delivered.length = 0;
});
afterAll(() => ctx.close());

const subscription = (name: string) => ({ endpoint: `https://push.example/${name}`, keys: { p256dh: 'BOr2zq3Tn2lbbz', auth: 'c2VjcmV0' } });
const subscribe = (cookie: string, name: string, query = '') =>
  ctx.app.inject({ method: 'POST', url: `/api/push/subscriptions${query}`, headers: { cookie }, payload: subscription(name) });
const stored = () => ctx.db.selectFrom('push_subscription').select(['endpoint', 'user_id']).orderBy('endpoint').execute();

describe('web push', () => {
  it('the VAPID public key, generated into DATA_DIR and the same on every answer', async () => {
    const cookie = await ctx.login('10001');
    const first = await ctx.app.inject({ method: 'GET', url: '/api/push/public_key', headers: { cookie } });
    expect(first.statusCode).toBe(200);
    expect(first.json().key).toMatch(/^[A-Za-z0-9_-]{80,}$/);
    const kept = JSON.parse(fs.readFileSync(path.join(ctx.config.dataDir, 'vapid-keys.json'), 'utf8')) as { publicKey: string };
    expect(kept.publicKey).toBe(first.json().key);
  });

  it('stores a subscription (201), removes it on DELETE (204), and refuses an address that is not https', async () => {
    const cookie = await ctx.login('10001');
    expect((await subscribe(cookie, 'a')).statusCode).toBe(201);
    expect((await stored()).map((s) => s.endpoint)).toEqual(['https://push.example/a']);
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/push/subscriptions', headers: { cookie }, payload: { endpoint: 'http://push.example/a', keys: { p256dh: 'x', auth: 'y' } } });
    expect(bad.statusCode).toBeGreaterThanOrEqual(400);
    expect(bad.statusCode).toBeLessThan(500);
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: { cookie }, payload: { endpoint: 'https://push.example/a' } });
    expect(removed.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it('logout removes the subscriptions made in that session, not those of the farmer’s other devices', async () => {
    const phone = await ctx.login('10001');
    const laptop = await ctx.login('10001');
    await subscribe(phone, 'phone');
    await subscribe(laptop, 'laptop');
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: phone } });
    expect((await stored()).map((s) => s.endpoint)).toEqual(['https://push.example/laptop']);
  });

  it('staff acting for a farm cannot subscribe for it', async () => {
    const staff = await ctx.login('90001');
    const res = await subscribe(staff, 'staff', '?impersonateUsername=10001');
    expect(res.statusCode).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('a results-ready push reaches the farm’s browsers as { title, body, url } without figures; a gone subscription (410) is removed', async () => {
    const cookie = await ctx.login('10001');
    await subscribe(cookie, 'ok');
    await subscribe(cookie, 'gone');
    await ctx.app.inject({ method: 'PUT', url: '/api/profile/notifications', headers: { cookie }, payload: { settings: [{ event: 'results_ready', channel: 'push', on: true }] } });
    const posted = postedSettlement('10001', '100017001', '2026-11-19');
    const auth = await tokenHeader(ctx, 'erp', ['import:settlements']);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/integration/settlements',
      headers: auth,
      payload: { records: [{ ...posted, kind: 'temp', amount_ore: 0, animals: posted.animals.map((a) => ({ ...a, price_ore_per_kg: null, amount_ore: null })) }] },
    });
    await ctx.app.settleBackgroundWork();
    await ctx.app.sendNotifications();
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.endpoint).toBe('https://push.example/ok');
    const message = JSON.parse(delivered[0]!.payload) as Record<string, string>;
    expect(message).toEqual({ title: 'Slakteresultat klart', body: expect.any(String), url: 'http://portal.test/accountings/temp' });
    expect(message.body).not.toMatch(/\d/);
    expect((await stored()).map((s) => s.endpoint)).toEqual(['https://push.example/ok']);
    const row = await ctx.db.selectFrom('notification').select(['channel', 'sent_at']).where('channel', '=', 'push').executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
  });
});
