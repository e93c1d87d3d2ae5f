import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  badgeText,
  countUnreadMessages,
  hasReadMessagesResponseSchema,
  isMessageUnread,
  markReadMessageResponseSchema,
  type MessageReadItem,
  messagesResponseSchema,
} from '@slakteweb/core';
import { DEMO_MESSAGES } from '../src/db/seed/messages-seed.js';
import { MessagesService } from '../src/modules/messages/messages.service.js';
import { ReadMarkerService } from '../src/modules/read-markers/read-markers.service.js';
import { createTestContext, type TestContext } from './harness.js';

// Broadcast messages and their read state: list, per-message and inbox markers, the badge, and
// nothing marked while a superuser impersonates.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: 'http://portal.test', ...(cookie ? { cookie } : {}) } });

async function messages(cookie: string) {
  const res = await get('/api/external/messages', cookie);
  expect(res.statusCode).toBe(200);
  return messagesResponseSchema.parse(res.json()).messages;
}

async function readItems(cookie: string, query = ''): Promise<MessageReadItem[]> {
  const res = await get(`/api/hasread/messages${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return hasReadMessagesResponseSchema.parse(res.json()).items;
}

async function markRead(cookie: string, id: string | number, query = '') {
  const res = await post(`/api/markread/messages/${id}${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return markReadMessageResponseSchema.parse(res.json());
}

const OSLO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}\+0[12]:00$/;

describe('every messages route answers 401 without a session', () => {
  it.each([
    ['GET', '/api/external/messages'],
    ['GET', '/api/hasread/messages'],
    ['POST', '/api/markread/messages/1'],
    ['POST', '/api/markread/messages/notification'],
    ['GET', '/api/hasread/messages/notification'],
  ] as const)('%s %s', async (method, url) => {
    const res = await ctx.app.inject({ method, url, headers: { origin: 'http://portal.test' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });
});

describe('GET /api/external/messages', () => {
  it('answers the fourteen broadcasts of the variant, newest first, with Oslo timestamps', async () => {
    const list = await messages(await ctx.login('10001'));
    // Those for every variant, and standard's own welcome (each variant names its login id).
    const broadcasts = DEMO_MESSAGES.filter((m) => m.company_id === undefined || m.company_id === 'standard');
    expect(list).toHaveLength(14);
    expect(broadcasts).toHaveLength(14);
    expect(list.map((m) => m.title).sort()).toEqual(broadcasts.map((m) => m.title).sort());
    const instants = list.map((m) => Date.parse(m.date));
    expect(instants).toEqual([...instants].sort((a, b) => b - a));
    expect(list.every((m) => OSLO_TIMESTAMP.test(m.date) && m.body.length > 0)).toBe(true);
    expect(list[0]).toMatchObject({ title: 'Varsel om nye priser fra 1. januar 2027', date: '2026-11-19T10:00:00.000+01:00' });
    // Summer messages carry the summer offset.
    expect(list.at(-1)!.date).toBe('2026-06-03T09:00:00.000+02:00');
  });

  it('shows every logged-in user the same broadcasts, a superuser too', async () => {
    const farmer = await messages(await ctx.login('10001'));
    expect(await messages(await ctx.login('10003'))).toEqual(farmer);
    expect(await messages(await ctx.login('90001'))).toEqual(farmer);
  });

  it('leaves out another variant’s message and messages not yet published', async () => {
    const cookie = await ctx.login('10001');
    const midtnorgeOnly = DEMO_MESSAGES.filter((m) => m.company_id === 'midtnorge').map((m) => m.body);
    expect(midtnorgeOnly).toHaveLength(2);
    expect((await messages(cookie)).filter((m) => midtnorgeOnly.includes(m.body))).toEqual([]);
    // The same database seen by the midtnorge variant has them, and not standard's welcome.
    const clock = () => ctx.now();
    const midtnorge = new MessagesService(ctx.db, new ReadMarkerService(ctx.db, clock), { companyId: 'midtnorge', clock });
    const staff = { kind: 'staff', userId: 1, username: '90001', displayName: '', email: '' } as const;
    expect((await midtnorge.list(staff)).map((m) => m.body)).toEqual(expect.arrayContaining(midtnorgeOnly));
    expect((await midtnorge.list(staff)).some((m) => m.body.includes('leverandørnummeret ditt'))).toBe(false);
    expect(await midtnorge.list(staff)).toHaveLength(15);

    const scheduled = await ctx.db
      .insertInto('message')
      .values({ title: 'Planlagt melding', body: '<p>Kommer i morgen</p>', published_at: new Date(ctx.now().getTime() + 3_600_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect((await messages(cookie)).some((m) => m.id === scheduled.id)).toBe(false);
    expect((await post(`/api/markread/messages/${scheduled.id}`, cookie)).statusCode).toBe(404);
    ctx.advance(2 * 3_600_000);
    expect((await messages(cookie))[0]!.id).toBe(scheduled.id);
  });
});

describe('message read state', () => {
  it('starts with nothing read: every message bold and the badge at 9+', async () => {
    const cookie = await ctx.login('10001');
    const list = await messages(cookie);
    const items = await readItems(cookie);
    expect(items).toEqual([]);
    expect(list.every((m) => isMessageUnread(m, items))).toBe(true);
    expect(countUnreadMessages(list, items)).toBe(14);
    expect(badgeText(countUnreadMessages(list, items))).toBe('9+');
  });

  it('marks one message read: answered with the time, listed in hasread, one less on the badge', async () => {
    const cookie = await ctx.login('10001');
    const list = await messages(cookie);
    const target = list[3]!;
    expect(await markRead(cookie, target.id)).toEqual({ id: target.id, timestamp: '2026-11-22T10:00:00.000+01:00' });
    const items = await readItems(cookie);
    expect(items).toEqual([{ id: target.id, timestamp: '2026-11-22T10:00:00.000+01:00' }]);
    expect(isMessageUnread(target, items)).toBe(false);
    expect(countUnreadMessages(list, items)).toBe(13);
    // Reading five brings the badge down to nine.
    for (const m of list.slice(4, 8)) await markRead(cookie, m.id);
    expect(badgeText(countUnreadMessages(list, await readItems(cookie)))).toBe('9');
  });

  it('opening the inbox marks "notification": the messages stay unread and keep counting', async () => {
    const cookie = await ctx.login('10001');
    const list = await messages(cookie);
    const opened = await markRead(cookie, 'notification');
    expect(opened).toEqual({ id: 'notification', timestamp: '2026-11-22T10:00:00.000+01:00' });
    const items = await readItems(cookie);
    expect(items).toEqual([{ id: 'notification', timestamp: '2026-11-22T10:00:00.000+01:00' }]);
    expect(countUnreadMessages(list, items)).toBe(14);
    expect(list.every((m) => isMessageUnread(m, items))).toBe(true);
    // The same marker through the generic notification route.
    expect((await get('/api/hasread/messages/notification', cookie)).json()).toEqual({ timestamp: '2026-11-22T10:00:00.000+01:00' });

    // A message published later adds to the count.
    ctx.advance(3_600_000);
    await ctx.db.insertInto('message').values({ title: 'Ny melding', body: '<p>Hei</p>', published_at: ctx.now() }).execute();
    ctx.advance(60_000);
    expect(countUnreadMessages(await messages(cookie), await readItems(cookie))).toBe(15);
  });

  it('moves the inbox marker on when opened again, and keeps one row per item', async () => {
    const cookie = await ctx.login('10001');
    await markRead(cookie, 'notification');
    ctx.advance(90 * 60_000);
    expect((await markRead(cookie, 'notification')).timestamp).toBe('2026-11-22T11:30:00.000+01:00');
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toHaveLength(1);
  });

  it('is per user', async () => {
    const farmer = await ctx.login('10001');
    const [first] = await messages(farmer);
    await markRead(farmer, first!.id);
    await markRead(farmer, 'notification');
    expect(await readItems(await ctx.login('10003'))).toEqual([]);
    expect(await readItems(farmer)).toHaveLength(2);
  });

  it('marks nothing while a superuser impersonates, answering 200 with the farmer’s state', async () => {
    const superuser = await ctx.login('90001');
    const farmer = await ctx.login('10001');
    const [first, second] = await messages(farmer);
    expect(await markRead(superuser, first!.id, '?impersonateUsername=10001')).toEqual({ id: first!.id, timestamp: null });
    expect(await markRead(superuser, 'notification', '?impersonateUsername=10001')).toEqual({ id: 'notification', timestamp: null });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
    expect(await readItems(farmer)).toEqual([]);

    // Once the farmer has read it, the superuser sees when, and still changes nothing.
    await markRead(farmer, second!.id);
    ctx.advance(60_000);
    expect(await markRead(superuser, second!.id, '?impersonateUsername=10001')).toEqual({ id: second!.id, timestamp: '2026-11-22T10:00:00.000+01:00' });
    expect(await readItems(superuser, '?impersonateUsername=10001')).toEqual([{ id: second!.id, timestamp: '2026-11-22T10:00:00.000+01:00' }]);
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toHaveLength(1);
  });

  it('keeps a superuser’s own read state when acting for nobody, apart from the farmers’', async () => {
    const superuser = await ctx.login('90001');
    const [first] = await messages(superuser);
    expect((await markRead(superuser, first!.id)).timestamp).toBe('2026-11-22T10:00:00.000+01:00');
    expect(await readItems(superuser)).toEqual([{ id: first!.id, timestamp: '2026-11-22T10:00:00.000+01:00' }]);
    expect(await readItems(superuser, '?impersonateUsername=10001')).toEqual([]);
    expect(await readItems(await ctx.login('10001'))).toEqual([]);
  });

  it.each(['999999', '0', '-1', 'abc', '1.5', '99999999999999999999', 'Notification'])('answers 404 for the id %s', async (id) => {
    const res = await post(`/api/markread/messages/${encodeURIComponent(id)}`, await ctx.login('10001'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
  });

  it('refuses a cross-site markread', async () => {
    const [first] = await messages(await ctx.login('10001'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/markread/messages/${first!.id}`,
      headers: { cookie: await ctx.login('10001'), origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
  });
});
