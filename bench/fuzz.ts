// Longer property-based fuzzing of every route than the standing test (apps/server/test/fuzz.test.ts
// runs a fixed seed in `npm test`): FUZZ_RUNS hostile and as many contract-following requests, with
// FUZZ_SEED or a new seed each time (printed, so a failure can be run again). On PGlite, or on
// PostgreSQL with TEST_DATABASE_URL.
//
//   npx tsx bench/fuzz.ts                     # 20 000 + 20 000 requests, a random seed
//   FUZZ_RUNS=100000 FUZZ_SEED=7 npx tsx bench/fuzz.ts
import { createTestContext } from '../apps/server/test/harness.js';
import { INTEGRATION_SCOPES } from '@slakteweb/core';
import { farmSnapshot, fuzzHostile, fuzzValid, newTally } from '../apps/server/test/fuzz/run.js';
import { tokenHeader } from '../apps/server/test/integration-helpers.js';

const runs = Number(process.env.FUZZ_RUNS ?? 20_000);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
process.stdout.write(`seed ${seed}, ${runs} hostile and ${runs} valid requests, on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n`);

const ctx = await createTestContext({ LOG_LEVEL: 'error' }, { documents: true });
await ctx.reset();
// A service token of every scope for the integration routes (they take no cookie).
const token = (await tokenHeader(ctx, 'fuzz', [...INTEGRATION_SCOPES])).authorization.slice('Bearer '.length);
let failed = false;
try {
  const before = await farmSnapshot(ctx.db, '10001');
  const hostile = newTally();
  const started = performance.now();
  try {
    await fuzzHostile(ctx.app, { cookie: await ctx.login('10001'), token }, { seed, numRuns: runs }, hostile);
  } catch (error) {
    failed = true;
    process.stdout.write(`${(error as Error).message.split('\n').slice(0, 12).join('\n')}\n`);
  }
  const unchanged = JSON.stringify(await farmSnapshot(ctx.db, '10001')) === JSON.stringify(before);
  failed ||= !unchanged;
  process.stdout.write(`hostile: ${hostile.requests} requests, ${JSON.stringify(hostile.byClass)}, farm data ${unchanged ? 'unchanged' : 'CHANGED'}\n`);

  const valid = newTally();
  try {
    await fuzzValid(ctx.app, { cookie: await ctx.login('10003'), token }, { seed, numRuns: runs }, valid);
  } catch (error) {
    failed = true;
    process.stdout.write(`${(error as Error).message.split('\n').slice(0, 12).join('\n')}\n`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`valid: ${valid.requests} requests, ${JSON.stringify(valid.byClass)}\n`);
  process.stdout.write(`answers ≥ 500: ${hostile.serverErrors.length + valid.serverErrors.length} (${seconds} s)\n`);
} finally {
  await ctx.close();
}
process.exit(failed ? 1 : 0);
