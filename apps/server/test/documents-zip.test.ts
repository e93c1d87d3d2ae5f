import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allDocuments, DOCUMENTS_ZIP_MAX_FILES } from '@slakteweb/core';
import { newDownloadId } from '../src/db/seed/documents-seed.js';
import { documentsCalls } from './documents-calls.js';
import { createTestContext, type TestContext } from './harness.js';
import { pdfText } from './pdf-text.js';

// Several PDFs as one zip (the documents archive's download) through the API on the demo data:
// what is in it, whose documents, and the limits. The lists and single downloads: documents.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, documents, documentOf10003 } = documentsCalls(() => ctx);


describe('GET /api/documents/download-zip?ids=…', () => {
  const zipUrl = (ids: string[], query = '') => `/api/documents/download-zip?ids=${ids.map(encodeURIComponent).join(',')}${query}`;

  /** The zip's files by name, each as its bytes. */
  async function unzip(body: Buffer): Promise<Map<string, Buffer>> {
    const zip = await JSZip.loadAsync(body);
    const files = new Map<string, Buffer>();
    for (const entry of Object.values(zip.files)) files.set(entry.name, await entry.async('nodebuffer'));
    return files;
  }

  it('answers the owner one zip whose files are the chosen PDFs, named by date, kind and number', async () => {
    const cookie = await ctx.login('10001');
    const list = await documents(cookie);
    const chosen = [list.invoices.find((d) => d.has_file)!, list.credit_notes.find((d) => d.has_file)!, list.accountings.find((d) => d.has_file)!, list.withdrawals[0]!];
    const res = await get(zipUrl(chosen.map((d) => d.download_id)), cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="dokumenter.zip"');
    const files = await unzip(res.rawPayload);
    const kind = { invoice: 'Faktura', credit_note: 'Kreditnota', accounting: 'Avregning', withdrawal: 'Kontoutdrag' } as Record<string, string>;
    expect([...files.keys()]).toEqual(chosen.map((d) => `${d.date} ${kind[d.kind]} ${d.document_no}.pdf`));
    // Each file is that document's PDF, byte for byte what its own download answers.
    for (const d of chosen) {
      const single = await get(`/api/documents/download/${d.download_id}`, cookie);
      const inZip = files.get(`${d.date} ${kind[d.kind]} ${d.document_no}.pdf`)!;
      expect(inZip.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (d.kind === 'accounting') expect(await pdfText(inZip)).toContain(`Avregning nr ${d.document_no}`);
      else expect(inZip.equals(single.rawPayload), d.document_no).toBe(true);
    }
  });

  it('packs a document chosen twice once', async () => {
    const cookie = await ctx.login('10001');
    const invoice = (await documents(cookie)).invoices.find((d) => d.has_file)!;
    const res = await get(zipUrl([invoice.download_id, invoice.download_id]), cookie);
    expect(res.statusCode).toBe(200);
    expect((await unzip(res.rawPayload)).size).toBe(1);
  });

  it('serves an impersonating superuser the farmer’s documents, and records it', async () => {
    const item = (await documents(await ctx.login('10001'))).withdrawals[0]!;
    const res = await get(zipUrl([item.download_id], '&impersonateUsername=10001'), await ctx.login('90001'));
    expect(res.statusCode).toBe(200);
    expect((await unzip(res.rawPayload)).size).toBe(1);
    const audit = await ctx.db.selectFrom('impersonation_audit').select(['supplier_no', 'path']).execute();
    expect(audit).toContainEqual({ supplier_no: '10001', path: '/api/documents/download-zip' });
  });

  it('answers 404 when any id is another farm’s or unknown, to the farmer and to staff acting for them', async () => {
    const cookie = await ctx.login('10001');
    const own = (await documents(cookie)).invoices.find((d) => d.has_file)!;
    const theirs = await documentOf10003();
    for (const ids of [[own.download_id, theirs.download_id], [theirs.download_id], [own.download_id, newDownloadId()]]) {
      const res = await get(zipUrl(ids), cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
      expect((await get(zipUrl(ids, '&impersonateUsername=10001'), await ctx.login('90001'))).statusCode).toBe(404);
    }
    expect((await get(zipUrl([theirs.download_id]), await ctx.login('10003'))).statusCode).toBe(200);
  });

  it('answers 422 with the field’s message for none, too many or a malformed id', async () => {
    const cookie = await ctx.login('10001');
    const tooMany = Array.from({ length: DOCUMENTS_ZIP_MAX_FILES + 1 }, () => newDownloadId());
    for (const [url, message] of [
      ['/api/documents/download-zip', 'Velg minst ett dokument'],
      ['/api/documents/download-zip?ids=', 'Velg minst ett dokument'],
      ['/api/documents/download-zip?ids=,,', 'Velg minst ett dokument'],
      [zipUrl(tooMany), `Du kan laste ned høyst ${DOCUMENTS_ZIP_MAX_FILES} dokumenter om gangen`],
      [zipUrl([newDownloadId(), '../../etc/passwd']), 'Ugyldig dokument'],
      ['/api/documents/download-zip?ids=%27%20or%201%3D1', 'Ugyldig dokument'],
    ] as const) {
      const res = await get(url, cookie);
      expect(res.statusCode, url).toBe(422);
      expect(res.json(), url).toEqual({ code: 'INVALID_INPUT', message: 'Ugyldig input', fields: { ids: message } });
    }
    // Repeated ids (an array in the query) are not the shape either: 422, never 500.
    const repeated = await get(`/api/documents/download-zip?ids=${newDownloadId()}&ids=${newDownloadId()}`, cookie);
    expect(repeated.statusCode).toBe(422);
    expect(repeated.json()).toEqual({ code: 'INVALID_INPUT', message: 'Ugyldig input', fields: { ids: 'Ugyldig dokument' } });
  });

  it('answers 404 for a document without a PDF or whose stored file is gone, not 500 and not a zip without it', async () => {
    const cookie = await ctx.login('10001');
    const list = await documents(cookie);
    const withFile = list.invoices.find((d) => d.has_file)!;
    const withoutFile = allDocuments(list).find((d) => !d.has_file)!;
    expect((await get(zipUrl([withFile.download_id, withoutFile.download_id]), cookie)).statusCode).toBe(404);

    const gone = list.credit_notes.find((d) => d.has_file)!;
    const row = await ctx.db.selectFrom('document').select('file_name').where('download_id', '=', gone.download_id).executeTakeFirstOrThrow();
    const file = path.join(ctx.config.filesDir, row.file_name!);
    const saved = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const res = await get(zipUrl([withFile.download_id, gone.download_id]), cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    } finally {
      fs.writeFileSync(file, saved);
    }
  });
});
