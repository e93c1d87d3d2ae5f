import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  allDocuments,
  countNewSince,
  type DocumentItem,
  documentLabel,
  type DocumentsResponse,
  formatDate,
  formatKr,
  krToOre,
  lastReadResponseSchema,
} from '@slakteweb/core';
import { newDownloadId, seedDemoDocuments } from '../src/db/seed/documents-seed.js';
import { documentsCalls } from './documents-calls.js';
import { createTestContext, type TestContext } from './harness.js';
import { pdfText } from './pdf-text.js';

// The documents page through the API on the demo data: the five lists, PDF downloads, tenancy and
// the documents notification marker.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, documents, documentOf10003 } = documentsCalls(() => ctx);

const post = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: 'http://portal.test', ...(cookie ? { cookie } : {}) } });

function dbDocuments(supplierNo: string) {
  return ctx.db.selectFrom('document').selectAll().where('supplier_no', '=', supplierNo).execute();
}

describe('every documents route answers 401 without a session', () => {
  it.each([
    ['GET', '/api/documents'],
    ['GET', '/api/documents/download/AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['GET', '/api/documents/download-zip?ids=AAAAAAAAAAAAAAAAAAAAAAAA'],
    ['GET', '/api/hasread/documents/notification'],
    ['POST', '/api/markread/documents/notification'],
  ] as const)('%s %s', async (method, url) => {
    const res = await ctx.app.inject({ method, url, headers: { origin: 'http://portal.test' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('even for a real download id', async () => {
    const { download_id } = await documentOf10003();
    expect((await get(`/api/documents/download/${download_id}`)).statusCode).toBe(401);
  });
});

describe('GET /api/documents', () => {
  it('answers the five lists with exactly the farmer’s own documents, newest first', async () => {
    const list = await documents(await ctx.login('10001'));
    const own = await dbDocuments('10001');
    const all = allDocuments(list);
    expect(all.map((d) => d.download_id).sort()).toEqual(own.map((d) => d.download_id).sort());
    const expectedKind = { invoices: 'invoice', credit_notes: 'credit_note', accountings: 'accounting', open_posts: 'open_post', withdrawals: 'withdrawal' } as const;
    for (const [key, kind] of Object.entries(expectedKind) as [keyof DocumentsResponse, string][]) {
      const items = list[key];
      // Several of each, so every section has a dropdown.
      expect(items.length, key).toBeGreaterThanOrEqual(4);
      expect(items.every((d) => d.kind === kind)).toBe(true);
      const dates = items.map((d) => d.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('answers each item as stored: number, date, kroner from øre, file flag and the core label', async () => {
    const list = await documents(await ctx.login('10001'));
    const own = new Map((await dbDocuments('10001')).map((d) => [d.download_id, d]));
    for (const item of allDocuments(list)) {
      const row = own.get(item.download_id)!;
      expect(item.id).toBe(Number(row.id));
      expect(item.document_no).toBe(row.document_no);
      expect(item.date).toBe(row.document_date);
      expect(item.title).toBe(row.title);
      expect(item.has_file).toBe(row.has_file);
      expect(item.amount === null ? null : krToOre(item.amount)).toBe(row.amount_ore === null ? null : Number(row.amount_ore));
      expect(item.formatted).toBe(documentLabel(item));
    }
    const invoice = list.invoices[0]!;
    const [y, m, d] = invoice.date.split('-');
    expect(invoice.formatted).toBe(`${d}.${m}.${y} / ${invoice.document_no} / ${formatKr(invoice.amount!)}`);
    expect(list.open_posts.every((p) => p.amount === null && p.formatted === `${formatDate(p.date)} / ${p.document_no}`)).toBe(true);
    expect(list.withdrawals.every((w) => w.amount === null)).toBe(true);
    expect(list.invoices.every((i) => i.amount !== null && i.amount > 0)).toBe(true);
  });

  it('lists one accounting per posted settlement: same number, date and amount, a file when the settlement has a document', async () => {
    const cookie = await ctx.login('10001');
    const { accountings } = await documents(cookie);
    const posted = await ctx.db
      .selectFrom('settlement')
      .select(['settlement_no', 'settlement_date', 'amount_ore', 'has_document'])
      .where('supplier_no', '=', '10001')
      .where('kind', '=', 'posted')
      .execute();
    expect(accountings).toHaveLength(posted.length);
    for (const s of posted) {
      const doc = accountings.find((a) => a.document_no === s.settlement_no)!;
      expect(doc.date).toBe(s.settlement_date);
      expect(krToOre(doc.amount!)).toBe(Number(s.amount_ore));
      expect(doc.has_file).toBe(s.has_document);
    }
    expect(accountings.some((a) => !a.has_file)).toBe(true);
  });

  it('shows 10003 only 10003’s documents and 10002 none', async () => {
    const theirs = allDocuments(await documents(await ctx.login('10003')));
    const own = new Set((await dbDocuments('10003')).map((d) => d.download_id));
    expect(theirs.length).toBe(own.size);
    expect(theirs.every((d) => own.has(d.download_id))).toBe(true);
    expect(theirs.some((d) => d.document_no.includes('10001'))).toBe(false);
    expect(await documents(await ctx.loginConfirmed('10002'))).toEqual({ invoices: [], credit_notes: [], accountings: [], open_posts: [], withdrawals: [] });
  });

  it('answers a superuser acting for nobody 403 NO_FARM_SELECTED, and impersonating the farmer’s', async () => {
    const superuser = await ctx.login('90001');
    const res = await get('/api/documents', superuser);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
    expect(await documents(superuser, '?impersonateUsername=10001')).toEqual(await documents(await ctx.login('10001')));
  });

  it('refuses a farmer who tries to impersonate', async () => {
    expect((await get('/api/documents?impersonateUsername=10003', await ctx.login('10001'))).statusCode).toBe(403);
  });
});

describe('GET /api/documents/download/{download_id}', () => {
  it('answers each kind of document as a real PDF naming its number', async () => {
    const cookie = await ctx.login('10001');
    const list = await documents(cookie);
    for (const key of ['invoices', 'credit_notes', 'accountings', 'open_posts', 'withdrawals'] as const) {
      const item = list[key].find((d) => d.has_file)!;
      const res = await get(`/api/documents/download/${item.download_id}`, cookie);
      expect(res.statusCode, key).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[a-z-]+-[A-Za-z0-9-]+\.pdf"$/);
      expect(res.headers['content-disposition']).toContain(item.document_no);
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      expect(text, key).toContain(item.document_no);
      expect(text).toContain(ctx.config.company.name);
      expect(text).toContain('10001');
    }
  });

  it('answers an invoice with its lines, VAT and the listed total', async () => {
    const cookie = await ctx.login('10001');
    const invoice = (await documents(cookie)).invoices.find((d) => d.has_file)!;
    const res = await get(`/api/documents/download/${invoice.download_id}`, cookie);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="faktura-${invoice.document_no}.pdf"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('FAKTURA');
    expect(text).toContain('Ola Nordmann');
    expect(text).toContain(`Fakturadato ${formatDate(invoice.date)}`);
    expect(text).toMatch(/Mva (15|25) %/);
    expect(text).toContain(`Å betale ${formatKr(invoice.amount!)}`);
  });

  it('answers an accounting as the settlement’s PDF', async () => {
    const cookie = await ctx.login('10001');
    const accounting = (await documents(cookie)).accountings.find((d) => d.has_file)!;
    const res = await get(`/api/documents/download/${accounting.download_id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="avregning-${accounting.document_no}.pdf"`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(`Avregning nr ${accounting.document_no}`);
    expect(text).toContain(`Sum avregning: ${formatKr(accounting.amount!)}`);
  });

  it('answers 404 for another supplier’s document, also to an impersonating superuser', async () => {
    const cookie = await ctx.login('10001');
    for (const kind of ['invoice', 'accounting'] as const) {
      const theirs = await documentOf10003(kind);
      expect((await get(`/api/documents/download/${theirs.download_id}`, await ctx.login('10003'))).statusCode).toBe(200);
      const res = await get(`/api/documents/download/${theirs.download_id}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
      expect((await get(`/api/documents/download/${theirs.download_id}?impersonateUsername=10001`, await ctx.login('90001'))).statusCode).toBe(404);
    }
  });

  it('answers 404 for unknown and malformed ids, and for a document without a file', async () => {
    const cookie = await ctx.login('10001');
    for (const id of [newDownloadId(), 'accounting', '..%2F..%2Fetc%2Fpasswd', `${'a'.repeat(65)}`, '%27%20or%201%3D1']) {
      expect((await get(`/api/documents/download/${id}`, cookie)).statusCode, id).toBe(404);
    }
    const withoutFile = allDocuments(await documents(cookie)).filter((d) => !d.has_file);
    expect(withoutFile.some((d) => d.kind === 'accounting')).toBe(true);
    expect(withoutFile.some((d) => d.kind === 'invoice')).toBe(true);
    for (const d of withoutFile.slice(0, 4)) expect((await get(`/api/documents/download/${d.download_id}`, cookie)).statusCode).toBe(404);
  });

  it('serves an impersonating superuser the farmer’s document', async () => {
    const item = (await documents(await ctx.login('10001'))).withdrawals[0]!;
    const res = await get(`/api/documents/download/${item.download_id}?impersonateUsername=10001`, await ctx.login('90001'));
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
  });

  it('answers 404, not 500, when the stored file is gone', async () => {
    const cookie = await ctx.login('10001');
    const item = (await documents(cookie)).credit_notes.find((d) => d.has_file)!;
    const row = await ctx.db.selectFrom('document').select('file_name').where('download_id', '=', item.download_id).executeTakeFirstOrThrow();
    const file = path.join(ctx.config.filesDir, row.file_name!);
    const saved = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      expect((await get(`/api/documents/download/${item.download_id}`, cookie)).statusCode).toBe(404);
      // Seeding again writes the missing file, byte for byte the same (the PDFs are deterministic).
      expect(await seedDemoDocuments(ctx.db, ctx.config.filesDir, ctx.config.company)).toMatchObject({ documents: 0, files: 1 });
      expect(fs.readFileSync(file).equals(saved)).toBe(true);
      expect((await get(`/api/documents/download/${item.download_id}`, cookie)).statusCode).toBe(200);
    } finally {
      if (!fs.existsSync(file)) fs.writeFileSync(file, saved);
    }
  });
});

describe('documents notification marker and badge', () => {
  const badge = (list: DocumentsResponse, lastRead: string | null) => countNewSince(allDocuments(list), lastRead);

  async function lastRead(cookie: string, query = '') {
    const res = await get(`/api/hasread/documents/notification${query}`, cookie);
    expect(res.statusCode).toBe(200);
    return lastReadResponseSchema.parse(res.json()).timestamp;
  }

  it('counts every document before the first read and none after, until a newer one arrives', async () => {
    const cookie = await ctx.login('10001');
    const list = await documents(cookie);
    expect(await lastRead(cookie)).toBeNull();
    expect(badge(list, null)).toBe(allDocuments(list).length);

    const marked = await post('/api/markread/documents/notification', cookie);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ ok: true });
    const timestamp = await lastRead(cookie);
    // START is 09:00Z on 22 November: 10:00 in Oslo.
    expect(timestamp).toBe('2026-11-22T10:00:00.000+01:00');
    expect(badge(list, timestamp)).toBe(0);

    // The next day a new invoice arrives: one new document.
    const inserted = await ctx.db
      .insertInto('document')
      .values({ supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-999', document_date: '2026-11-23', title: 'Faktura', amount_ore: 12_500, download_id: newDownloadId(), has_file: false })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const later = await documents(cookie);
      expect(badge(later, timestamp)).toBe(1);
      ctx.advance(24 * 3_600_000);
      await post('/api/markread/documents/notification', cookie);
      expect(badge(later, await lastRead(cookie))).toBe(0);
    } finally {
      await ctx.db.deleteFrom('document').where('id', '=', inserted.id).execute();
    }
  });

  it('is per user and separate from the settlement markers', async () => {
    await post('/api/markread/documents/notification', await ctx.login('10001'));
    expect(await lastRead(await ctx.login('10003'))).toBeNull();
    expect((await get('/api/hasread/accountings-posted/notification', await ctx.login('10001'))).json()).toEqual({ timestamp: null });
  });

  it('marks nothing while a superuser impersonates, but answers 200 and shows the farmer’s marker', async () => {
    const superuser = await ctx.login('90001');
    const res = await post('/api/markread/documents/notification?impersonateUsername=10001', superuser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
    expect(await lastRead(await ctx.login('10001'))).toBeNull();
    await post('/api/markread/documents/notification', await ctx.login('10001'));
    expect(await lastRead(superuser, '?impersonateUsername=10001')).toBe('2026-11-22T10:00:00.000+01:00');
  });
});

describe('document items', () => {
  it('have download ids that are random and unguessable (24 URL-safe characters, all different)', async () => {
    const rows = await ctx.db.selectFrom('document').select('download_id').execute();
    expect(rows.length).toBeGreaterThan(100);
    expect(rows.every((r) => /^[A-Za-z0-9_-]{24}$/.test(r.download_id))).toBe(true);
    expect(new Set(rows.map((r) => r.download_id)).size).toBe(rows.length);
  });

  it('seed again adds nothing', async () => {
    const before = await ctx.db.selectFrom('document').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(await seedDemoDocuments(ctx.db, ctx.config.filesDir, ctx.config.company)).toMatchObject({ documents: 0, files: 0 });
    const after = await ctx.db.selectFrom('document').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('cover several years for 10001', async () => {
    const list = await documents(await ctx.login('10001'));
    const years = (items: DocumentItem[]) => new Set(items.map((d) => d.date.slice(0, 4)));
    expect(years(list.invoices).size).toBeGreaterThanOrEqual(3);
    expect(years(list.withdrawals).size).toBeGreaterThanOrEqual(3);
    expect(list.open_posts.map((d) => d.title)).toEqual(['Åpne poster per 31.10.2026', 'Årssammendrag 2025', 'Årssammendrag 2024', 'Årssammendrag 2023']);
  });
});
