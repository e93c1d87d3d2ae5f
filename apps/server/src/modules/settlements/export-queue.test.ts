import { describe, expect, it } from 'vitest';
import { HttpError } from '../../lib/http-error.js';
import { ExportQueue } from './export-queue.js';

// The line of Excel exports: so many built at once, so many waiting, the rest refused; a place is
// handed to the first in line, and whoever leaves the line before its turn is no longer in it.

const quiet = { info: () => {}, warn: () => {} };
const stays = () => new AbortController().signal;
/** Whether `promise` has settled after the queued callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe('the line of Excel exports', () => {
  it('builds atOnce at once; the next waits until one is released, in the order they came', async () => {
    const queue = new ExportQueue({ atOnce: 2, waiting: 5 }, quiet);
    const a = await queue.enter(stays());
    await queue.enter(stays());
    const order: string[] = [];
    const c = queue.enter(stays()).then((release) => (order.push('c'), release));
    const d = queue.enter(stays()).then((release) => (order.push('d'), release));
    expect(await settled(c)).toBe(false);
    expect(queue.size).toEqual({ running: 2, waiting: 2 });

    a();
    expect(await settled(c)).toBe(true);
    expect(await settled(d)).toBe(false);
    expect(queue.size).toEqual({ running: 2, waiting: 1 });
    (await c)();
    expect(await settled(d)).toBe(true);
    expect(order).toEqual(['c', 'd']);
  });

  it('refuses with 503 and Retry-After once `waiting` already wait', async () => {
    const queue = new ExportQueue({ atOnce: 1, waiting: 1 }, quiet);
    await queue.enter(stays());
    void queue.enter(stays());
    const refused = await queue.enter(stays()).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 503, code: 'TRY_AGAIN_IN_A_MINUTE', headers: { 'retry-after': '30' } });
    expect(queue.size).toEqual({ running: 1, waiting: 1 });
  });

  it('takes a place back only once, however often it is released', async () => {
    const queue = new ExportQueue({ atOnce: 1, waiting: 0 }, quiet);
    const release = await queue.enter(stays());
    release();
    release();
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
    await queue.enter(stays());
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
    await expect(queue.enter(stays())).rejects.toMatchObject({ statusCode: 503 });
  });

  it('lets one who leaves before its turn out of the line, and hands the place to the next', async () => {
    const queue = new ExportQueue({ atOnce: 1, waiting: 2 }, quiet);
    const first = await queue.enter(stays());
    const leaving = new AbortController();
    const left = queue.enter(leaving.signal);
    const next = queue.enter(stays());
    leaving.abort(new Error('the client left'));
    await expect(left).rejects.toThrow('the client left');
    expect(queue.size).toEqual({ running: 1, waiting: 1 });
    first();
    expect(await settled(next)).toBe(true);
    expect(queue.size).toEqual({ running: 1, waiting: 0 });
  });

  it('does not take in one who has left already', async () => {
    const queue = new ExportQueue({ atOnce: 1, waiting: 1 }, quiet);
    const gone = new AbortController();
    gone.abort(new Error('gone'));
    await expect(queue.enter(gone.signal)).rejects.toThrow('gone');
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});
