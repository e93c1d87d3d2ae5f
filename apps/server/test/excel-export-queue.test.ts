import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExportQueue } from '../src/modules/settlements/export-queue.js';
import { SettlementsService } from '../src/modules/settlements/settlements.service.js';
import { createTestContext, type TestContext } from './harness.js';

// The line of date-range Excel exports through the API (modules/settlements/export-queue.ts), with
// one export built at once and one waiting. An export "being built" is held at its read of the
// animals: the repository's page read waits for the test while `holdReads` is set, so what is
// being built and what waits is the test's to decide, on both databases. Last, a farmer on a
// slow line: the place is for building the file, not for downloading it.

const held: Array<() => void> = [];
let holdReads = false;
let readsStarted = 0;
vi.mock('../src/modules/settlements/settlements.repository.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/modules/settlements/settlements.repository.js')>();
  return {
    ...original,
    async postedAnimalsPage(...args: Parameters<typeof original.postedAnimalsPage>) {
      readsStarted += 1;
      if (holdReads) await new Promise<void>((resolve) => held.push(resolve));
      return original.postedAnimalsPage(...args);
    },
  };
});

const RANGE = '/api/posted_slaughter_by_date_range/2016-01-01/2026-12-31/export/excel';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + 5_000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/**
 * An export asked for on a connection of its own: `answer` is the whole answer, or 'left' once
 * `leave` has dropped the connection (a farmer's line going down, or the page closed).
 */
function askForExport(base: string, cookie: string): { answer: Promise<Answer | 'left'>; leave: () => void } {
  const request = http.get(`${base}${RANGE}`, { headers: { cookie }, agent: false });
  const answer = new Promise<Answer | 'left'>((resolve) => {
    request.on('error', () => resolve('left'));
    request.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', () => resolve('left'));
      res.on('aborted', () => resolve('left'));
    });
  });
  return { answer, leave: () => request.destroy() };
}

let ctx: TestContext;
let base = '';
let cookie = '';
beforeAll(async () => {
  ctx = await createTestContext({ EXCEL_EXPORTS_AT_ONCE: '1', EXCEL_EXPORTS_WAITING: '1' }, { settlements: true });
  // A real socket: a farmer who leaves closes the connection, which app.inject cannot do.
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  cookie = await ctx.login('10001');
  holdReads = false;
  readsStarted = 0;
});
afterEach(async () => {
  // Whatever the test left held is let go, and has ended before the next test.
  holdReads = false;
  for (const release of held.splice(0)) release();
  await new Promise((resolve) => setTimeout(resolve, 50));
});

const logged = (text: string) => ctx.logs.join('').split(text).length - 1;
const ask = () => askForExport(base, cookie);

/** An export held at its first read, being built (it has its place). */
async function oneBeingBuilt() {
  holdReads = true;
  const reads = readsStarted;
  const asked = ask();
  await until(() => readsStarted > reads, 'the export to start');
  holdReads = false;
  return asked;
}

/** The answer of an export that went through: a whole workbook. */
function expectWorkbook(answer: Answer | 'left') {
  expect(answer).not.toBe('left');
  const { status, headers, body } = answer as Answer;
  expect(status).toBe(200);
  expect(headers['content-type']).toBe(XLSX);
  // An .xlsx is a zip: it starts with the zip's signature, and the demo farm's history is large.
  expect(body.subarray(0, 2).toString()).toBe('PK');
  expect(body.length).toBeGreaterThan(10_000);
}

describe('the line of Excel exports, one built at once and one waiting', () => {
  it('builds the waiting export when the first is done, both whole and in order; one more meanwhile gets 503 with Retry-After and the spec’s text', async () => {
    const first = await oneBeingBuilt();
    const order: string[] = [];
    const firstDone = first.answer.then((answer) => (order.push('first'), answer));
    const secondDone = ask().answer.then((answer) => (order.push('second'), answer));
    await until(() => logged('Excel export waits its turn') === 1, 'the second export to wait');

    const refused = (await ask().answer) as Answer;
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('30');
    expect(JSON.parse(refused.body.toString())).toEqual({ code: 'TRY_AGAIN_IN_A_MINUTE', message: 'Tjenesten er midlertidig utilgjengelig. Prøv igjen om et minutt.' });
    expect(logged('Excel export refused: the line of exports is full')).toBe(1);

    held.shift()!();
    expectWorkbook(await firstDone);
    expectWorkbook(await secondDone);
    expect(order).toEqual(['first', 'second']);
    // Both places are free again once the downloads have ended: a new one is built at once.
    expectWorkbook(await ask().answer);
    expect(logged('Excel export waits its turn')).toBe(1);
  });

  it('frees the place of a download broken off while it is built', async () => {
    const broken = await oneBeingBuilt();
    broken.leave();
    expect(await broken.answer).toBe('left');
    // The broken-off export itself still waits for its rows; its place is free all the same, so
    // the next one is built (after a moment in line at most, until the server sees the close).
    // Were the place kept, it would wait for good and the test would time out.
    expectWorkbook(await ask().answer);
    expect(logged('Excel export refused')).toBe(0);
  });

  it('lets a farmer who leaves while waiting out of the line: another can wait in that place', async () => {
    const first = await oneBeingBuilt();
    const leaving = ask();
    await until(() => logged('Excel export waits its turn') === 1, 'the export to wait');
    leaving.leave();
    expect(await leaving.answer).toBe('left');
    await until(() => logged('Excel export left the line') === 1, 'the server to see the farmer leave');

    // Its place in line is free: a new one waits instead of being refused, and is built in turn.
    const next = ask();
    await until(() => logged('Excel export waits its turn') === 2, 'the new export to wait');
    expect(logged('Excel export refused')).toBe(0);
    // Leaving is no error of the server's.
    expect(logged('"level":50')).toBe(0);
    held.shift()!();
    expectWorkbook(await first.answer);
    expectWorkbook(await next.answer);
  });

  it('frees the place once the whole file is built, while a farmer on a slow line has read none of it yet', async () => {
    // The service on its own line of one, so the test sees the place itself; no socket in between.
    const exports = new ExportQueue({ atOnce: 1, waiting: 0 }, { info: () => {}, warn: () => {} });
    const settlements = new SettlementsService(ctx.db, { filesDir: ctx.config.filesDir, companyName: 'Test', log: ctx.app.log, exports });
    const download = await settlements.excelForRange('10001', { from: '2016-01-01', to: '2026-12-31' }, new AbortController().signal);
    expect(exports.size).toEqual({ running: 1, waiting: 0 });

    // Nobody reads the body: the file is built into it all the same, and the place is free.
    await until(() => exports.size.running === 0, 'the file to be built');
    expect(exports.size).toEqual({ running: 0, waiting: 0 });

    // What the farmer then reads is the whole file: a zip from its signature to its end record.
    const chunks: Buffer[] = [];
    for await (const chunk of download.body as AsyncIterable<Buffer>) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks);
    expect(file.subarray(0, 2).toString()).toBe('PK');
    expect(file.length).toBeGreaterThan(100_000);
    expect(file.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]))).toBe(true);
  });
});
