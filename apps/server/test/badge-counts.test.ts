import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allDocuments,
  badgeCountsResponseSchema,
  type BadgeCounts,
  countNewPosted,
  countNewSince,
  documentsResponseSchema,
  lastReadResponseSchema,
  postedSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';

// GET /api/badge_counts: the dashboard's settlement and document badges counted by the server.
// Each count is held against (1) the raw rows and (2) what the web app counted before from the
// full lists with core's rule, so the unread meaning is exactly the one the lists' badges keep.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string) => ctx.app.inject({ method: 'POST', url, headers: { origin: 'http://portal.test', cookie } });

async function counts(cookie: string, query = ''): Promise<BadgeCounts> {
  const res = await get(`/api/badge_counts${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return badgeCountsResponseSchema.parse(res.json()).badge_counts;
}

/** What the dashboard counted before: both whole lists and the markers, through core's rule. */
async function countedFromLists(cookie: string, query = ''): Promise<BadgeCounts> {
  const posted = postedSlaughtersListResponseSchema.parse((await get(`/api/posted_slaughters_list${query}`, cookie)).json()).posted_slaughters_list;
  const documents = documentsResponseSchema.parse((await get(`/api/documents${query}`, cookie)).json());
  const postedRead = lastReadResponseSchema.parse((await get(`/api/hasread/accountings-posted/notification${query}`, cookie)).json()).timestamp;
  const documentsRead = lastReadResponseSchema.parse((await get(`/api/hasread/documents/notification${query}`, cookie)).json()).timestamp;
  return { new_posted_settlements: countNewPosted(posted, postedRead), new_documents: countNewSince(allDocuments(documents), documentsRead) };
}

/** From the raw rows: dated after `afterDay` (an Oslo calendar day), or all when null. */
async function fromRawRows(supplierNo: string, postedAfter: string | null, documentsAfter: string | null): Promise<BadgeCounts> {
  const settlements = await ctx.db.selectFrom('settlement').select(['kind', 'settlement_date']).where('supplier_no', '=', supplierNo).execute();
  const documents = await ctx.db.selectFrom('document').select('document_date').where('supplier_no', '=', supplierNo).execute();
  return {
    new_posted_settlements: settlements.filter((s) => s.kind === 'posted' && (postedAfter === null || s.settlement_date > postedAfter)).length,
    new_documents: documents.filter((d) => documentsAfter === null || d.document_date > documentsAfter).length,
  };
}

describe('GET /api/badge_counts', () => {
  it('counts every posted settlement and document of a farm that never opened the lists', async () => {
    const cookie = await ctx.login('10001');
    const got = await counts(cookie);
    expect(got.new_posted_settlements).toBeGreaterThan(20);
    expect(got.new_documents).toBeGreaterThan(20);
    expect(got).toEqual(await fromRawRows('10001', null, null));
    expect(got).toEqual(await countedFromLists(cookie));
  });

  it('counts what is dated after the Oslo day each list was last opened', async () => {
    const cookie = await ctx.login('10001');
    // The posted tab opened on 1 October (Oslo), the documents page at 00:30 Oslo time on 1
    // November, which is still 31 October in UTC: the Oslo day counts.
    ctx.setNow(new Date('2026-10-01T10:00:00Z'));
    expect((await post('/api/markread/accountings-posted/notification', cookie)).statusCode).toBe(200);
    ctx.setNow(new Date('2026-10-31T23:30:00Z'));
    expect((await post('/api/markread/documents/notification', cookie)).statusCode).toBe(200);
    ctx.setNow(new Date('2026-11-22T09:00:00Z'));

    const got = await counts(cookie);
    expect(got).toEqual(await fromRawRows('10001', '2026-10-01', '2026-11-01'));
    expect(got).toEqual(await countedFromLists(cookie));
    // Some were new and some were not: the markers did something.
    const all = await fromRawRows('10001', null, null);
    expect(got.new_posted_settlements).toBeGreaterThan(0);
    expect(got.new_posted_settlements).toBeLessThan(all.new_posted_settlements);
    expect(got.new_documents).toBeGreaterThan(0);
    expect(got.new_documents).toBeLessThan(all.new_documents);
  });

  it('counts nothing new after the lists were opened today, and only the farm’s own', async () => {
    const cookie = await ctx.login('10001');
    await post('/api/markread/accountings-posted/notification', cookie);
    await post('/api/markread/documents/notification', cookie);
    expect(await counts(cookie)).toEqual({ new_posted_settlements: 0, new_documents: 0 });
    // 10003's markers are their own.
    const other = await ctx.login('10003');
    expect(await counts(other)).toEqual(await fromRawRows('10003', null, null));
    expect(await counts(other)).toEqual(await countedFromLists(other));
  });

  it('counts what an import delivered after the reading, even when it is dated earlier', async () => {
    const cookie = await ctx.login('10001');
    ctx.setNow(new Date('2026-11-22T09:00:00Z'));
    await post('/api/markread/accountings-posted/notification', cookie);
    await post('/api/markread/documents/notification', cookie);
    // At 10:00 the accounting delivers a settlement and a document of last month; at 08:00, before
    // the reading, another of each arrived: that one was seen.
    const [late, early] = await ctx.db
      .selectFrom('settlement')
      .select('id')
      .where('supplier_no', '=', '10001')
      .where('kind', '=', 'posted')
      .orderBy('settlement_date')
      .limit(2)
      .execute();
    const docs = await ctx.db.selectFrom('document').select('id').where('supplier_no', '=', '10001').orderBy('document_date').limit(2).execute();
    await ctx.db.updateTable('settlement').set({ arrived_at: new Date('2026-11-22T10:00:00Z') }).where('id', '=', late!.id).execute();
    await ctx.db.updateTable('settlement').set({ arrived_at: new Date('2026-11-22T08:00:00Z') }).where('id', '=', early!.id).execute();
    await ctx.db.updateTable('document').set({ arrived_at: new Date('2026-11-22T10:00:00Z') }).where('id', '=', docs[0]!.id).execute();
    await ctx.db.updateTable('document').set({ arrived_at: new Date('2026-11-22T08:00:00Z') }).where('id', '=', docs[1]!.id).execute();
    ctx.setNow(new Date('2026-11-22T11:00:00Z'));

    // From the raw rows: dated after the Oslo day of reading, or arrived after its instant.
    const readAt = new Date('2026-11-22T09:00:00Z').getTime();
    const settlements = await ctx.db.selectFrom('settlement').select(['settlement_date', 'arrived_at']).where('supplier_no', '=', '10001').where('kind', '=', 'posted').execute();
    const documents = await ctx.db.selectFrom('document').select(['document_date', 'arrived_at']).where('supplier_no', '=', '10001').execute();
    const isNew = (date: string, arrived: Date | null) => date > '2026-11-22' || (arrived !== null && new Date(arrived).getTime() > readAt);
    const raw = {
      new_posted_settlements: settlements.filter((s) => isNew(s.settlement_date, s.arrived_at)).length,
      new_documents: documents.filter((d) => isNew(d.document_date, d.arrived_at)).length,
    };
    expect(raw).toEqual({ new_posted_settlements: 1, new_documents: 1 });
    expect(await counts(cookie)).toEqual(raw);
    expect(await counts(cookie)).toEqual(await countedFromLists(cookie));
  });

  it('shows staff acting for a farm the farmer’s badges, and their looking marks nothing', async () => {
    const farmer = await ctx.login('10001');
    ctx.setNow(new Date('2026-10-01T10:00:00Z'));
    await post('/api/markread/accountings-posted/notification', farmer);
    ctx.setNow(new Date('2026-11-22T09:00:00Z'));
    const staff = await ctx.login('90001');
    const asFarmer = '?impersonateUsername=10001';
    expect(await counts(staff, asFarmer)).toEqual(await counts(farmer));
    expect(await counts(staff, asFarmer)).toEqual(await countedFromLists(staff, asFarmer));
    await post(`/api/markread/documents/notification${asFarmer}`, staff);
    expect((await counts(farmer)).new_documents).toBe((await fromRawRows('10001', null, null)).new_documents);
  });

  it('answers staff acting for nobody 403 NO_FARM_SELECTED', async () => {
    const res = await get('/api/badge_counts', await ctx.login('90001'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'NO_FARM_SELECTED' });
  });
});
