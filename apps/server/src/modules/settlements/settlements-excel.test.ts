import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type ExcelAnimalRow, writeAnimalsWorkbook } from './settlements-excel.js';

// A download broken off halfway (a weak line dropping, the farmer leaving the page): the export
// must stop reading and writing, and let go of what it held. Before, it waited for the stream's
// 'drain' for ever, keeping its workbook, its page of rows and its place in memory.

function animal(i: number): ExcelAnimalRow {
  return {
    settlement_no: 'A-1',
    settlement_date: '2026-10-02',
    group_name: 'Slaktegris',
    mark_no: `M${i}`,
    individual_no: String(i),
    description: 'Gris',
    classification: '',
    meat_percent_tenths: 612,
    fat_group: null,
    weight_g: 90_000 + i,
    price_ore_per_kg: 2_150,
    amount_ore: 193_500 + i,
    diseases: '',
  };
}

/** `count` pages of 500 animals, far more than a small stream holds; counts what was read and closed. */
function manyPages(count = 400) {
  const seen = { pages: 0, closed: false };
  async function* pages(): AsyncGenerator<ExcelAnimalRow[]> {
    try {
      for (let p = 0; p < count; p++) {
        seen.pages += 1;
        yield Array.from({ length: 500 }, (_, i) => animal(p * 500 + i));
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, pages: pages() };
}

/** Settles with the promise's outcome, or 'still running' after `ms`. */
function within<T>(promise: Promise<T>, ms: number): Promise<'done' | 'failed' | 'still running'> {
  return Promise.race([
    promise.then(
      () => 'done' as const,
      () => 'failed' as const,
    ),
    new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms)),
  ]);
}

describe('an Excel export whose download is broken off', () => {
  it('stops, reads no more pages and closes its source, when nobody reads and the stream is destroyed', async () => {
    // Nobody reads: the stream fills, and the export waits for it to drain.
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    const { seen, pages } = manyPages();
    const writing = writeAnimalsWorkbook(out, 'posted', 'Avregninger', pages);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.pages).toBeLessThan(400);
    const readBefore = seen.pages;

    out.destroy();
    expect(await within(writing, 3_000)).not.toBe('still running');
    expect(seen.closed).toBe(true);
    expect(seen.pages).toBeLessThanOrEqual(readBefore + 1);
  });

  it('stops when the stream is destroyed with an error while rows are being read', async () => {
    const out = new PassThrough({ highWaterMark: 16 * 1024 });
    out.on('error', () => {});
    // A reader that leaves after the first bytes, as a browser does when its line drops.
    out.once('data', () => out.destroy(new Error('the line dropped')));
    const { seen, pages } = manyPages();
    const writing = writeAnimalsWorkbook(out, 'posted', 'Avregninger', pages);
    expect(await within(writing, 3_000)).not.toBe('still running');
    expect(seen.closed).toBe(true);
    expect(seen.pages).toBeLessThan(400);
  });

  it('still writes the whole workbook for a reader that stays (the same pages, read to the end)', async () => {
    const out = new PassThrough();
    let bytes = 0;
    out.on('data', (chunk: Buffer) => (bytes += chunk.length));
    const ended = new Promise((resolve) => out.on('end', resolve));
    const { seen, pages } = manyPages(40);
    await writeAnimalsWorkbook(out, 'posted', 'Avregninger', pages);
    await ended;
    expect(seen.pages).toBe(40);
    expect(seen.closed).toBe(true);
    expect(bytes).toBeGreaterThan(100_000);
  });
});
