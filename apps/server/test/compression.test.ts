import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { API_COMPRESS_SYNC_MAX_BYTES, API_COMPRESS_THRESHOLD_BYTES } from '../src/plugins/api-compression.js';
import { createTestContext, type TestContext } from './harness.js';

// What a browser on a slow line gets: the web app's files as the build's brotli or gzip copies,
// API answers of 1 kB or more compressed on the fly, and downloads, errors and 304s unharmed.

/**
 * A web build as apps/web's build leaves it: index.html and a hashed script, each with a .br and
 * a .gz copy beside it (vite-plugins/precompress.ts), and a small file without copies.
 */
function fakeWebBuild(): { dir: string; script: Buffer; index: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const script = Buffer.from(
    Array.from({ length: 200 }, (_, i) => `export function screen${i}(props) { return render('Leverandørnummer', props, ${i}); }`).join('\n'),
  );
  const index = Buffer.from(
    `<!doctype html><html lang="nb"><head><title>Slakteweb</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(80)}<script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  const write = (name: string, data: Buffer) => {
    fs.writeFileSync(path.join(dir, name), data);
    fs.writeFileSync(path.join(dir, `${name}.br`), zlib.brotliCompressSync(data));
    fs.writeFileSync(path.join(dir, `${name}.gz`), zlib.gzipSync(data, { level: 9 }));
  };
  write('assets/index-abc123.js', script);
  write('index.html', index);
  fs.writeFileSync(path.join(dir, 'old-browser.js'), 'alert(1)');
  return { dir, script, index };
}

/** The body as the browser sees it after undoing Content-Encoding. */
function decoded(res: LightMyRequestResponse): Buffer {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload);
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload);
  expect(encoding).toBeUndefined();
  return res.rawPayload;
}

describe('the web app under /, with the demo documents', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof fakeWebBuild>;
  let cookie: string;
  beforeAll(async () => {
    web = fakeWebBuild();
    ctx = await createTestContext({ WEB_DIST_DIR: web.dir }, { documents: true });
    await ctx.reset();
    cookie = await ctx.login('10001');
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web.dir, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
  const getAsFarmer = (url: string, acceptEncoding: string) => get(url, { cookie, 'accept-encoding': acceptEncoding });

  it('sends a script as its brotli copy to a browser that accepts br', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(web.script.length / 4);
    expect(decoded(res).equals(web.script)).toBe(true);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(decoded(res).equals(web.script)).toBe(true);
  });

  it('sends the file itself without Accept-Encoding, or when the browser refuses both', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const res = await get('/assets/index-abc123.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(web.script)).toBe(true);
    }
  });

  it('answers a repeat visit with 304 and no body, whatever the encoding', async () => {
    const first = await get('/assets/index-abc123.js', { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const again = await get('/assets/index-abc123.js', { 'accept-encoding': 'br', 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends index.html compressed for the app routes, still never cached', async () => {
    for (const url of ['/login', '/dashboard', '/index.html']) {
      const res = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(decoded(res).equals(web.index), url).toBe(true);
    }
    const page = await get('/login', { 'accept-encoding': 'gzip' });
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(decoded(page).equals(web.index)).toBe(true);
  });

  it('sends a small file without copies as it is', async () => {
    const res = await get('/old-browser.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('alert(1)');
  });

  it('compresses an API answer of 1 kB or more, brotli first, then gzip', async () => {
    const plain = await getAsFarmer('/api/documents', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESS_THRESHOLD_BYTES);
    const list = plain.json<unknown>();

    const br = await getAsFarmer('/api/documents', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decoded(br).toString('utf8'))).toEqual(list);

    const gzip = await getAsFarmer('/api/documents', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip).toString('utf8'))).toEqual(list);
  });

  it('compresses an answer above the size compressed in one call too, through a stream', async () => {
    // The farm's documents copied until the list is past API_COMPRESS_SYNC_MAX_BYTES, so the
    // answer takes the plugin's streaming path rather than the one-call one the test above takes.
    for (let copy = 1; copy <= 3; copy++) {
      await sql`insert into document (supplier_no, kind, document_no, document_date, title, amount_ore, download_id, has_file)
        select supplier_no, kind, document_no || ${`-k${copy}`}, document_date, title, amount_ore, download_id || ${`k${copy}`}, false
        from document where supplier_no = '10001' and document_no not like '%-k_'`.execute(ctx.db);
    }
    try {
      const plain = await getAsFarmer('/api/documents', 'identity');
      expect(plain.rawPayload.length).toBeGreaterThan(API_COMPRESS_SYNC_MAX_BYTES);
      const list = plain.json<unknown>();
      for (const [acceptEncoding, encoding] of [['br, gzip', 'br'], ['gzip', 'gzip']]) {
        const res = await getAsFarmer('/api/documents', acceptEncoding!);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
        expect(JSON.parse(decoded(res).toString('utf8'))).toEqual(list);
      }
    } finally {
      await sql`delete from document where supplier_no = '10001' and document_no like '%-k_'`.execute(ctx.db);
    }
  });

  it('sends a small API answer uncompressed', async () => {
    const res = await getAsFarmer('/api/profile/is_superuser', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(API_COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ is_superuser: { is_superuser: false } });
  });

  it('keeps error answers readable', async () => {
    const res = await get('/api/documents', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(decoded(res).toString('utf8'))).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('sends a PDF download as it is, with its Content-Length', async () => {
    const doc = await ctx.db
      .selectFrom('document')
      .select('download_id')
      .where('supplier_no', '=', '10001')
      .where('kind', '=', 'invoice')
      .executeTakeFirstOrThrow();
    const res = await getAsFarmer(`/api/documents/download/${doc.download_id}`, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  it('sends an Excel export as it is (the file is a zip already)', async () => {
    const res = await getAsFarmer('/api/posted_slaughter_by_date_range/2023-01-01/2026-12-31/export/excel', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.rawPayload.subarray(0, 2).toString('latin1')).toBe('PK');
  });
});

describe('the web app under a base path', () => {
  let ctx: TestContext;
  let web: ReturnType<typeof fakeWebBuild>;
  beforeAll(async () => {
    web = fakeWebBuild();
    ctx = await createTestContext({ WEB_DIST_DIR: web.dir, COMPANY: 'midtnorge', BASE_PATH: '/midtnorge/', PUBLIC_URL: 'http://portal.test/midtnorge/' });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(web.dir, { recursive: true, force: true });
  });

  it('serves the compressed copies under the base path', async () => {
    const script = await ctx.app.inject({ method: 'GET', url: '/midtnorge/assets/index-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(script.headers['content-encoding']).toBe('br');
    expect(decoded(script).equals(web.script)).toBe(true);
    const page = await ctx.app.inject({ method: 'GET', url: '/midtnorge/login', headers: { 'accept-encoding': 'gzip' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(decoded(page).equals(web.index)).toBe(true);
  });
});
