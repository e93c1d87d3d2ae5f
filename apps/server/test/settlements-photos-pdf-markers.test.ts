import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatKr } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { settlementHelpers } from './settlements-helpers.js';

// What hangs off a settlement, through the API on the demo data: the animals' photos, the
// settlement PDF, and the read markers of the posted and temporary lists.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, postedList, postedDetail, dbSettlements, settlementOf10003 } = settlementHelpers(() => ctx);
const post = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: 'http://portal.test', ...(cookie ? { cookie } : {}) } });

async function pdfText(body: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(body), verbosity: 0, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: parts.join('\n').replace(/\s+/g, ' ') };
}

async function photoOf(supplierNo: string, kind: 'posted' | 'temp') {
  const row = await ctx.db
    .selectFrom('slaughter_photo as p')
    .innerJoin('slaughter_animal as a', 'a.id', 'p.animal_id')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select('p.id')
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', kind)
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('GET /api/slaughter_photo/{kind}/{imageId}', () => {
  it('answers the animal’s photo as a PNG image', async () => {
    const cookie = await ctx.login('10001');
    const [item] = await postedList(cookie);
    const detail = await postedDetail(cookie, item!);
    const id = detail.slaughter_animals_by_group[0]!.animals[0]!.slaughter_image_download_ids[0]!;
    const res = await get(`/api/slaughter_photo/posted/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThanOrEqual(60 * 1024);
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([640, 480]);
  });

  it('serves photos of temporary settlements under temp only', async () => {
    const cookie = await ctx.login('10001');
    const id = await photoOf('10001', 'temp');
    expect((await get(`/api/slaughter_photo/temp/${id}`, cookie)).statusCode).toBe(200);
    expect((await get(`/api/slaughter_photo/posted/${id}`, cookie)).statusCode).toBe(404);
  });

  it('answers 404 for another supplier’s photo, an unknown id and an unknown kind', async () => {
    const cookie = await ctx.login('10001');
    const theirs = await photoOf('10003', 'posted');
    expect((await get(`/api/slaughter_photo/posted/${theirs}`, await ctx.login('10003'))).statusCode).toBe(200);
    const res = await get(`/api/slaughter_photo/posted/${theirs}`, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect((await get('/api/slaughter_photo/posted/0000000000000000deadbeef', cookie)).statusCode).toBe(404);
    expect((await get(`/api/slaughter_photo/other/${await photoOf('10001', 'posted')}`, cookie)).statusCode).toBe(404);
    expect((await get('/api/slaughter_photo/posted/..%2F..%2Fetc%2Fpasswd', cookie)).statusCode).toBe(404);
    // A superuser impersonating 10001 still cannot reach 10003's photo.
    expect((await get(`/api/slaughter_photo/posted/${theirs}?impersonateUsername=10001`, await ctx.login('90001'))).statusCode).toBe(404);
  });
});

describe('GET /api/documents/download/accounting/{settlement_no}', () => {
  it('answers the settlement PDF with cooperative, supplier, number, date, groups and total', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    const own = await dbSettlements('10001', 'posted');
    const item = list.find((s) => own.find((o) => o.settlement_no === s.settlement_no)!.has_document)!;
    const detail = await postedDetail(cookie, item);
    const res = await get(`/api/documents/download/accounting/${item.settlement_no}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="avregning-${item.settlement_no}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(ctx.config.company.name);
    expect(text).toContain('Ola Nordmann');
    expect(text).toContain('10001');
    expect(text).toContain(`Avregning nr ${item.settlement_no}`);
    const [y, m, d] = item.date.split('-');
    expect(text).toContain(`${d}.${m}.${y}`);
    expect(text).toContain(`Sum avregning: ${formatKr(item.amount!)}`);
    for (const group of detail.slaughter_animals_by_group) expect(text).toContain(`${group.group_name} (${group.animals.length} dyr)`);
    const animal = detail.slaughter_animals_by_group[0]!.animals[0]!;
    expect(text).toContain(animal.individual_no);
    expect(text).toContain(formatKr(animal.amount_kr!).replace(' kr', ''));
  });

  it('answers 404 for another supplier’s settlement, a temporary one and one without a document', async () => {
    const cookie = await ctx.login('10001');
    const theirs = await settlementOf10003();
    expect((await get(`/api/documents/download/accounting/${theirs.settlement_no}`, await ctx.login('10003'))).statusCode).toBe(200);
    expect((await get(`/api/documents/download/accounting/${theirs.settlement_no}`, cookie)).statusCode).toBe(404);
    const [temp] = await dbSettlements('10001', 'temp');
    expect((await get(`/api/documents/download/accounting/${temp!.settlement_no}`, cookie)).statusCode).toBe(404);
    const withoutDocument = (await dbSettlements('10001', 'posted')).find((s) => !s.has_document)!;
    expect((await get(`/api/documents/download/accounting/${withoutDocument.settlement_no}`, cookie)).statusCode).toBe(404);
    expect((await get('/api/documents/download/accounting/%27%3B%20drop', cookie)).statusCode).toBe(404);
  });
});

describe('read markers for settlements', () => {
  it('answers null before the first read and the time of reading after, with the Oslo offset', async () => {
    const cookie = await ctx.login('10001');
    expect((await get('/api/hasread/accountings-posted/notification', cookie)).json()).toEqual({ timestamp: null });
    const marked = await post('/api/markread/accountings-posted/notification', cookie);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ ok: true });
    // START is 09:00Z on 22 November: 10:00 in Oslo.
    expect((await get('/api/hasread/accountings-posted/notification', cookie)).json()).toEqual({ timestamp: '2026-11-22T10:00:00.000+01:00' });
    // Temporary settlements have their own marker.
    expect((await get('/api/hasread/accountings-temp/notification', cookie)).json()).toEqual({ timestamp: null });
  });

  it('moves on when read again later', async () => {
    const cookie = await ctx.login('10001');
    await post('/api/markread/accountings-temp/notification', cookie);
    ctx.advance(14 * 3_600_000 + 30 * 60_000);
    await post('/api/markread/accountings-temp/notification', cookie);
    // 00:30 in Oslo on the 23rd, still the 22nd in UTC: the date part is the Oslo date.
    expect((await get('/api/hasread/accountings-temp/notification', cookie)).json()).toEqual({ timestamp: '2026-11-23T00:30:00.000+01:00' });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toHaveLength(1);
  });

  it('is per user', async () => {
    await post('/api/markread/accountings-posted/notification', await ctx.login('10001'));
    expect((await get('/api/hasread/accountings-posted/notification', await ctx.login('10003'))).json()).toEqual({ timestamp: null });
  });

  it('marks nothing while a superuser impersonates, but answers 200', async () => {
    const superuser = await ctx.login('90001');
    const res = await post('/api/markread/accountings-posted/notification?impersonateUsername=10001', superuser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
    expect((await get('/api/hasread/accountings-posted/notification', await ctx.login('10001'))).json()).toEqual({ timestamp: null });
  });

  it('shows an impersonating superuser the farmer’s own marker', async () => {
    await post('/api/markread/accountings-posted/notification', await ctx.login('10001'));
    const res = await get('/api/hasread/accountings-posted/notification?impersonateUsername=10001', await ctx.login('90001'));
    expect(res.json()).toEqual({ timestamp: '2026-11-22T10:00:00.000+01:00' });
  });

  it('answers 404 for an unknown kind', async () => {
    const cookie = await ctx.login('10001');
    expect((await get('/api/hasread/no-such-list/notification', cookie)).statusCode).toBe(404);
    expect((await post('/api/markread/no-such-list/notification', cookie)).statusCode).toBe(404);
  });

  it('refuses a cross-site markread', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/markread/accountings-posted/notification',
      headers: { cookie: await ctx.login('10001'), origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
  });
});
