import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { farmSnapshot, fuzzHostile, fuzzValid, newTally } from './fuzz/run.js';

// Standing test: property-based fuzzing of every route from its zod contract (test/fuzz/), with a
// fixed seed so CI runs the same requests every time; bench/fuzz.ts runs longer with any seed.
// Hostile requests (as 10001, and as nobody) must all be refused with a 4xx and leave 10001's data
// exactly as it was; requests that follow the contracts (as 10003) must never answer 500.

const SEED = 1414;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
  await ctx.reset();
});
afterAll(() => ctx.close());

describe('fuzzing every route', () => {
  it('hostile requests are all refused with a 4xx, and the farm’s data is unchanged', async () => {
    const before = await farmSnapshot(ctx.db, '10001');
    const cookie = await ctx.login('10001');
    const tally = newTally();
    await fuzzHostile(ctx.app, cookie, { seed: SEED, numRuns: 1500 }, tally);
    expect(tally.serverErrors).toEqual([]);
    expect(await farmSnapshot(ctx.db, '10001')).toEqual(before);
    console.log(`fuzz, hostile: ${tally.requests} requests, ${JSON.stringify(tally.byClass)}`);
  }, 120_000);

  it('requests that follow the contracts never answer 500', async () => {
    const cookie = await ctx.login('10003');
    const tally = newTally();
    await fuzzValid(ctx.app, cookie, { seed: SEED, numRuns: 800 }, tally);
    expect(tally.serverErrors).toEqual([]);
    console.log(`fuzz, valid: ${tally.requests} requests, ${JSON.stringify(tally.byClass)}`);
  }, 120_000);
});
