import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { IMPORT_MAX_RECORDS } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { IMPORT_SCOPES, type ImportPath, postedSettlement, putImport, tokenHeader } from './integration-helpers.js';

// The cooperative's imports of herds and files (documents' PDFs, slaughter photos), and the limits
// of every import. Suppliers, settlements, documents and content: integration-import.test.ts.

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  await ctx.reset();
  auth = await tokenHeader(ctx, 'erp', IMPORT_SCOPES);
});
afterAll(() => ctx.close());

const put = (what: ImportPath, records: unknown[]) => putImport(ctx, auth, what, records);


describe('PUT /api/integration/herd', () => {
  const cow = (n: number) => ({ mark_no: '50013', individual_no: String(n).padStart(5, '0'), birthdate: '2021-04-02', subcategory_name: 'Ku', name: `Dagros ${n}`, breeds: [{ name: 'NRF', perc: 100 }] });
  const treatment = { animal_category: 'cattle', subcategory_name: 'Ku', animal_id: '50013-00001', medication_name: 'Penicillin', treatment_date: '2026-11-20', restrain_limit: '2026-12-08' };

  it('a farm’s herd and medicine register replace what the portal had; the same herd in another order is unchanged', async () => {
    const first = await put('herd', [{ supplier_no: '10003', animals: [cow(1), cow(2)], treatments: [treatment] }, { supplier_no: '99999', animals: [] }, { supplier_no: '10002', animals: [], treatments: [{ ...treatment, animal_id: null }] }]);
    expect(first.json().results.map((r: { status: string; errors?: object }) => [r.status, r.errors])).toEqual([
      ['created', undefined],
      ['rejected', { supplier_no: expect.any(String) }],
      ['rejected', { 'treatments.0.group_name': expect.any(String) }],
    ]);
    expect((await put('herd', [{ supplier_no: '10003', animals: [cow(2), cow(1)], treatments: [treatment] }])).json().results[0].status).toBe('unchanged');
    expect((await put('herd', [{ supplier_no: '10003', animals: [cow(2)], treatments: [treatment] }])).json().results[0].status).toBe('updated');
    const cookie = await ctx.login('10003');
    const cattle = (await ctx.app.inject({ method: 'GET', url: '/api/my_cattle', headers: { cookie } })).json().my_cattle;
    expect(cattle.animals.map((a: { individual_no: string }) => a.individual_no)).toEqual(['00002']);
    expect(await ctx.db.selectFrom('animal_treatment').select('medication_name').where('supplier_no', '=', '10003').execute()).toEqual([{ medication_name: 'Penicillin' }]);
  });
});

describe('PUT /api/integration/files/…', () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
  const upload = (url: string, contentType: string, bytes: Buffer) =>
    ctx.app.inject({ method: 'PUT', url: `/api/integration/files/${url}`, headers: { ...auth, 'content-type': contentType }, payload: bytes });

  it('a document’s PDF and a slaughter photo reach the farmer as sent; the same bytes again are unchanged', async () => {
    await put('settlements', [postedSettlement('10001', '100019001', '2026-11-16')]);
    await put('documents', [{ supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-101', document_date: '2026-11-02', title: 'Faktura', amount_ore: 100 }]);
    const first = await upload('documents/invoice/F2026-10001-101', 'application/pdf', pdf);
    expect(first.json().results).toEqual([{ index: 0, key: 'invoice:F2026-10001-101', status: 'created' }]);
    expect((await upload('documents/invoice/F2026-10001-101', 'application/pdf', pdf)).json().results[0].status).toBe('unchanged');
    const farmer = await ctx.login('10001');
    const invoice = (await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: farmer } })).json().invoices[0];
    expect(invoice.has_file).toBe(true);
    const download = await ctx.app.inject({ method: 'GET', url: `/api/documents/download/${invoice.download_id}`, headers: { cookie: farmer } });
    expect(download.rawPayload.equals(pdf)).toBe(true);

    expect((await upload('slaughter-photos/posted/100019001/1/0', 'image/png', png)).json().results[0]).toMatchObject({ key: 'posted:100019001/1/0', status: 'created' });
    expect((await upload('slaughter-photos/posted/100019001/1/0', 'image/png', png)).json().results[0].status).toBe('unchanged');
    const detail = (await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-11-16', headers: { cookie: farmer } })).json().posted_slaughter_by_date;
    const ids = detail.slaughter_animals_by_group[0].animals[1].slaughter_image_download_ids;
    expect(ids).toHaveLength(1);
    const photo = await ctx.app.inject({ method: 'GET', url: `/api/slaughter_photo/posted/${ids[0]}`, headers: { cookie: farmer } });
    expect(photo.rawPayload.equals(png)).toBe(true);
    const other = await ctx.login('10003');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/slaughter_photo/posted/${ids[0]}`, headers: { cookie: other } })).statusCode).toBe(404);
  });

  it('other bytes for the same document or photo are updated, and the farmer gets the new ones', async () => {
    await put('settlements', [postedSettlement('10001', '100019001', '2026-11-16')]);
    await put('documents', [{ supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-101', document_date: '2026-11-02', title: 'Faktura', amount_ore: 100 }]);
    await upload('documents/invoice/F2026-10001-101', 'application/pdf', pdf);
    await upload('slaughter-photos/posted/100019001/1/0', 'image/png', png);
    const pdf2 = Buffer.concat([pdf, Buffer.from('% corrected\n')]);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);
    expect((await upload('documents/invoice/F2026-10001-101', 'application/pdf', pdf2)).json().results[0].status).toBe('updated');
    expect((await upload('slaughter-photos/posted/100019001/1/0', 'image/jpeg', jpeg)).json().results[0].status).toBe('updated');
    expect((await upload('slaughter-photos/posted/100019001/1/0', 'image/jpeg', jpeg)).json().results[0].status).toBe('unchanged');
    // A document whose PDF the portal had under another name (the demo's documents): replaced, so updated too.
    await put('documents', [{ supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-102', document_date: '2026-11-03', title: 'Faktura', amount_ore: 200 }]);
    await ctx.db.updateTable('document').set({ has_file: true, file_name: 'documents/10001/demo-faktura.pdf' }).where('document_no', '=', 'F2026-10001-102').execute();
    expect((await upload('documents/invoice/F2026-10001-102', 'application/pdf', pdf)).json().results[0].status).toBe('updated');

    const farmer = await ctx.login('10001');
    const invoices = (await ctx.app.inject({ method: 'GET', url: '/api/documents', headers: { cookie: farmer } })).json().invoices;
    const invoice = invoices.find((d: { document_no: string }) => d.document_no === 'F2026-10001-101');
    expect((await ctx.app.inject({ method: 'GET', url: `/api/documents/download/${invoice.download_id}`, headers: { cookie: farmer } })).rawPayload.equals(pdf2)).toBe(true);
    const detail = (await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-11-16', headers: { cookie: farmer } })).json().posted_slaughter_by_date;
    const ids = detail.slaughter_animals_by_group[0].animals[1].slaughter_image_download_ids;
    expect(ids).toHaveLength(1);
    const photo = await ctx.app.inject({ method: 'GET', url: `/api/slaughter_photo/posted/${ids[0]}`, headers: { cookie: farmer } });
    expect(photo.headers['content-type']).toContain('image/jpeg');
    expect(photo.rawPayload.equals(jpeg)).toBe(true);
  });

  it('refuses what is not the file it claims, another type, and what names nothing', async () => {
    await put('documents', [{ supplier_no: '10001', kind: 'invoice', document_no: 'F2026-10001-101', document_date: '2026-11-02', title: 'Faktura', amount_ore: 100 }]);
    expect((await upload('documents/invoice/F2026-10001-101', 'application/pdf', Buffer.from('<html>not a pdf'))).statusCode).toBe(422);
    expect((await upload('documents/invoice/F2026-10001-101', 'image/png', png)).statusCode).toBe(415);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/integration/files/documents/invoice/F2026-10001-101', headers: auth, payload: { a: 1 } })).statusCode).toBe(415);
    expect((await upload('documents/invoice/NOPE-1', 'application/pdf', pdf)).statusCode).toBe(404);
    expect((await upload('documents/invoice/..%2F..%2Fetc', 'application/pdf', pdf)).statusCode).toBe(404);
    expect((await upload('slaughter-photos/posted/100019999/0/0', 'image/png', png)).statusCode).toBe(404);
    const big = Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(21 * 1024 * 1024)]);
    expect((await upload('documents/invoice/F2026-10001-101', 'application/pdf', big)).statusCode).toBe(413);
  });
});

describe('limits', () => {
  it(`more than ${IMPORT_MAX_RECORDS} records is 422 naming the limit; a body beyond 16 MB is 413; no records is 422`, async () => {
    const many = Array.from({ length: IMPORT_MAX_RECORDS + 1 }, (_, i) => ({ supplier_no: String(50000 + i), fullname: 'X' }));
    const tooMany = await put('suppliers', many);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().fields.records).toContain(String(IMPORT_MAX_RECORDS));
    const huge = JSON.stringify({ records: [{ supplier_no: '1', fullname: 'x'.repeat(9000) }] }).replace('"records":[', `"records":[${'{"a":1},'.repeat(2_200_000)}`);
    const tooLarge = await ctx.app.inject({ method: 'PUT', url: '/api/integration/suppliers', headers: { ...auth, 'content-type': 'application/json' }, payload: huge });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect((await put('suppliers', [])).statusCode).toBe(422);
    const notBatch = await ctx.app.inject({ method: 'PUT', url: '/api/integration/suppliers', headers: auth, payload: { supplier_no: '1' } });
    expect(notBatch.statusCode).toBe(422);
    expect(await ctx.db.selectFrom('supplier').select('supplier_no').where('supplier_no', '>=', '50000').execute()).toEqual([]);
  });
});
