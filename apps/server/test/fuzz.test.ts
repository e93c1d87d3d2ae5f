import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { INTEGRATION_SCOPES } from '@slakteweb/core';
import { extremeCountWrites, farmSnapshot, fuzzHostile, fuzzValid, knownReads, newTally, readBack } from './fuzz/run.js';
import { tokenHeader } from './integration-helpers.js';

// Standing test: property-based fuzzing of every route from its zod contract (test/fuzz/), with a
// fixed seed so CI runs the same requests every time; bench/fuzz.ts runs longer with any seed.
// Hostile requests (as 10001, and as nobody; with a service token of every scope on integration
// routes) must all be refused (a 4xx, or an import batch rejecting the record) and leave 10001's
// data exactly as it was; requests that follow the contracts (as 10003) must never answer 500.
// After each run every GET route is read back as that farmer (each enrolment, settlement and
// statistic the farm's data names, and more reads that follow the contracts): what was written
// must read as well, no answer of 500 or more on the reads either.

const SEED = 1414;
/** Reads of each GET route that follow its contract, besides those the farm's data names. */
const READS_PER_ROUTE = 6;
/**
 * A fixed amount of work whose time is the machine's: the hostile run took 88 s of a 120 s limit
 * with the server tests on a busy 2-core machine (load 8). The limit is there for a hang.
 */
const RUN_LIMIT_MS = 240_000;

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
    const reads = newTally();
    await readBack(ctx.app, { cookie, token }, await knownReads(ctx.app, ctx.db, '10001', cookie), { seed: SEED, perRoute: READS_PER_ROUTE }, reads);
    expect(reads.serverErrors).toEqual([]);
    console.log(`fuzz, hostile, read back: ${reads.requests} requests, ${JSON.stringify(reads.byClass)}`);
  }, RUN_LIMIT_MS);

  it('requests that follow the contracts never answer 500', async () => {
    const cookie = await ctx.login('10003');
    const tally = newTally();
    const token = (await tokenHeader(ctx, 'fuzz-valid', [...INTEGRATION_SCOPES])).authorization.slice('Bearer '.length);
    await fuzzValid(ctx.app, { cookie, token }, { seed: SEED, numRuns: 800 }, tally);
    expect(tally.serverErrors).toEqual([]);
    console.log(`fuzz, valid: ${tally.requests} requests, ${JSON.stringify(tally.byClass)}`);
    const reads = newTally();
    await readBack(ctx.app, { cookie, token }, await knownReads(ctx.app, ctx.db, '10003', cookie), { seed: SEED, perRoute: READS_PER_ROUTE }, reads);
    expect(reads.serverErrors).toEqual([]);
    console.log(`fuzz, valid, read back: ${reads.requests} requests, ${JSON.stringify(reads.byClass)}`);
  }, RUN_LIMIT_MS);

  it('counts at and beyond their bounds are stored or refused, and what was stored reads back', async () => {
    // 10001 keeps pigs, sheep and cattle, so each enrolment form can store what passes.
    const cookie = await ctx.login('10001');
    // The fuzzing above may have reported a register down (an answer it may give): these writes
    // are judged with every register up, so what passes is stored.
    await ctx.db.deleteFrom('register_status').execute();
    const tally = newTally();
    await extremeCountWrites(ctx.app, { cookie }, tally);
    expect(tally.serverErrors).toEqual([]);
    expect(tally.byClass['2xx']).toBeGreaterThan(0);
    const reads = newTally();
    await readBack(ctx.app, { cookie }, await knownReads(ctx.app, ctx.db, '10001', cookie), { seed: SEED, perRoute: 0 }, reads);
    expect(reads.serverErrors).toEqual([]);
    console.log(`fuzz, extreme counts: ${tally.requests} writes ${JSON.stringify(tally.byClass)}, read back: ${reads.requests} requests, ${JSON.stringify(reads.byClass)}`);
  }, RUN_LIMIT_MS);
});
