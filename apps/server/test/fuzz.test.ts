import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { INTEGRATION_SCOPES } from '@slakteweb/core';
import { farmSnapshot, fuzzHostile, fuzzValid, newTally } from './fuzz/run.js';
import { tokenHeader } from './integration-helpers.js';

// Standing test: property-based fuzzing of every route from its zod contract (test/fuzz/), with a
// fixed seed so CI runs the same requests every time; bench/fuzz.ts runs longer with any seed.
// Hostile requests (as 10001, and as nobody; with a service token of every scope on integration
// routes) must all be refused (a 4xx, or an import batch rejecting the record) and leave 10001's
// data exactly as it was; requests that follow the contracts (as 10003) must never answer 500.

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
    const token = (await tokenHeader(ctx, 'fuzz-hostile', [...INTEGRATION_SCOPES])).authorization.slice('Bearer '.length);
    await fuzzHostile(ctx.app, { cookie, token }, { seed: SEED, numRuns: 1500 }, tally);
    expect(tally.serverErrors).toEqual([]);
    expect(await farmSnapshot(ctx.db, '10001')).toEqual(before);
    console.log(`fuzz, hostile: ${tally.requests} requests, ${JSON.stringify(tally.byClass)}`);
  }, 120_000);

  it('requests that follow the contracts never answer 500', async () => {
    const cookie = await ctx.login('10003');
    const tally = newTally();
    const token = (await tokenHeader(ctx, 'fuzz-valid', [...INTEGRATION_SCOPES])).authorization.slice('Bearer '.length);
    await fuzzValid(ctx.app, { cookie, token }, { seed: SEED, numRuns: 800 }, tally);
    expect(tally.serverErrors).toEqual([]);
    console.log(`fuzz, valid: ${tally.requests} requests, ${JSON.stringify(tally.byClass)}`);
  }, 120_000);
});
