// Benchmark: the statistics at cooperative scale. Generates a cooperative with the demo
// generator (BENCH_SUPPLIERS other suppliers, default 2 000, and one large supplier, 19999, each
// with ten years of posted settlements), then times every statistics call for the large supplier,
// adding a settlement to the rollups, a full rebuild of the rollups, and the calls while a rebuild
// runs. Prints the figures and the database size.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:54339/bench npx tsx bench/statistics.ts
//   BENCH_SUPPLIERS=200 npx tsx bench/statistics.ts          # in-memory PGlite
//
// With DATABASE_URL the database is used as it is: a second run on the same database skips the
// generation and measures again. Not a test: the figures depend on the machine (DESIGN.md §8).
import os from 'node:os';
import type { StatisticsKind, StatisticsTimeFrame } from '@slakteweb/core';
import { type Db, migrateToLatest, openPglite, openPostgres } from '../apps/server/src/db/database.js';
import { type GeneratedSettlement, generateSettlements } from '../apps/server/src/db/seed/settlements-generator.js';
import { insertSettlements, otherSuppliers } from '../apps/server/src/db/seed/settlements-seed.js';
import { addSettlementsToRollups, rebuildStatisticsRollups, rebuildStatisticsRollupsIfStale } from '../apps/server/src/db/statistics-rollup.js';
import { StatisticsService } from '../apps/server/src/modules/statistics/statistics.service.js';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../apps/server/src/db/postgres-pool.js';
import { startupTimeouts } from '../apps/server/src/db/startup-database.js';
import { LARGE_FARM, largeFarmPlan, raw } from './cooperative.js';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 300);
/** Ten years of posted settlements, ending where the demo's do (settlements-seed.ts). */
const FROM = '2016-11-14';
const UNTIL = '2026-11-13';
const LARGE = LARGE_FARM;
/** The demo's "today": this year is 2026. */
const NOW = new Date('2026-11-22T12:00:00+01:00');

const url = process.env.DATABASE_URL;
// A rebuild's statements run for minutes at national scale: the start's limits, not a request's.
const opened = url ? openPostgres(url, startupTimeouts(DEFAULT_POSTGRES_TIMEOUTS)) : await openPglite(undefined);
const db = opened.db;

const largePlan = largeFarmPlan(FROM, UNTIL);

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const f = (v: number) => v.toFixed(2);
  return { p50: f(percentile(sorted, 50)), p95: f(percentile(sorted, 95)), max: f(sorted[sorted.length - 1]!), n: sorted.length };
}

async function generate(): Promise<void> {
  const others = otherSuppliers(SUPPLIERS).map((o) => ({ ...o, plan: { ...o.plan, from: FROM } }));
  const rows = [
    { supplier_no: LARGE, fullname: 'Stor Gård', provider_no: largePlan.providerNo, has_pigs: true, has_sheep: true, has_cattle: true },
    ...others.map((o) => ({
      supplier_no: o.supplier_no,
      fullname: o.fullname,
      provider_no: o.provider_no,
      has_pigs: o.plan.pigs !== undefined,
      has_sheep: o.plan.sheep !== undefined,
      has_cattle: o.plan.cattle !== undefined,
    })),
  ];
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insertInto('supplier')
      .values(rows.slice(i, i + 1000).map((r) => ({ ...r, balance_this_year_ore: 0, debit_amount_total_ore: 0 })))
      .onConflict((oc) => oc.column('supplier_no').doNothing())
      .execute();
  }
  const plans = [largePlan, ...others.map((o) => o.plan)];
  const started = performance.now();
  let next = 0;
  let animals = 0;
  let settlements = 0;
  // PostgreSQL takes several writers at once (the generator runs while the others insert); PGlite one.
  const workers = url ? 3 : 1;
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (next < plans.length) {
        const plan = plans[next++]!;
        const generated: GeneratedSettlement[] = generateSettlements(plan);
        await db.transaction().execute((trx) => insertSettlements(trx, plan.supplierNo, generated));
        settlements += generated.length;
        animals += generated.reduce((n, s) => n + s.animals.length, 0);
        if (next % 100 === 0) log(`  ${next} / ${plans.length} suppliers, ${animals} animals, ${Math.round((performance.now() - started) / 1000)} s`);
      }
    }),
  );
  log(`generated ${plans.length} suppliers: ${settlements} settlements, ${animals} animals in ${Math.round((performance.now() - started) / 1000)} s`);
  if (url) await raw(db, 'analyze');
}

const service = new StatisticsService(db, () => NOW);

const CALLS: [string, () => Promise<unknown>][] = [
  ['animal_kinds_with_stats', () => service.kindsWithStats(LARGE)],
  ...(['last-settlement', 'this-year', 'last-year', 'all-time', 'compare-this-last-year'] as StatisticsTimeFrame[]).map(
    (frame): [string, () => Promise<unknown>] => [`${frame}/pigs/all`, () => service.farmerStatistics(LARGE, frame, 'pigs', 'all')],
  ),
  ...([
    ['this-year', 'pigs', 'Slaktegris'],
    ['all-time', 'sheep', 'Lam'],
    ['all-time', 'cattle', 'all'],
    ['compare-this-last-year', 'cattle', 'Storfe'],
  ] as [StatisticsTimeFrame, StatisticsKind, string][]).map(
    ([frame, kind, subkind]): [string, () => Promise<unknown>] => [`${frame}/${kind}/${subkind}`, () => service.farmerStatistics(LARGE, frame, kind, subkind)],
  ),
  ['slaughterhouse_statistics', () => service.slaughterhouse()],
];

async function time(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function timeCalls(): Promise<void> {
  log(`\n| call (supplier ${LARGE}) | p50 ms | p95 ms | max ms | runs |\n|---|---|---|---|---|`);
  for (const [name, call] of CALLS) {
    for (let i = 0; i < 20; i++) await call();
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push(await time(call));
    const s = summary(times);
    log(`| ${name} | ${s.p50} | ${s.p95} | ${s.max} | ${s.n} |`);
  }
}

class Rollback extends Error {}

/** A new pig delivery of 40 for the large supplier, added and rolled back, so the data stays as it was. */
async function timeIncremental(): Promise<void> {
  const [template] = generateSettlements({ ...largePlan, from: '2026-11-16', to: '2026-11-20', sheep: undefined, cattle: undefined });
  if (!template) throw new Error('no settlement generated');
  const whole: number[] = [];
  const rollup: number[] = [];
  for (let i = 0; i < 30; i++) {
    const settlement = { ...template, settlement_no: `${LARGE}B${i}` };
    await db
      .transaction()
      .execute(async (trx) => {
        whole.push(await time(() => insertSettlements(trx, LARGE, [settlement])));
        // The rollup part alone: the same addition once more (rolled back with the rest).
        const { id } = await trx.selectFrom('settlement').select('id').where('settlement_no', '=', settlement.settlement_no).executeTakeFirstOrThrow();
        rollup.push(await time(() => addSettlementsToRollups(trx, [Number(id)])));
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  }
  const w = summary(whole);
  const r = summary(rollup);
  log(`\n| a settlement arrives (${template.animals.length} animals) | p50 ms | p95 ms | max ms | runs |\n|---|---|---|---|---|`);
  log(`| insertSettlements, rollups included | ${w.p50} | ${w.p95} | ${w.max} | ${w.n} |`);
  log(`| of which adding it to the rollups | ${r.p50} | ${r.p95} | ${r.max} | ${r.n} |`);
}

/** A full rebuild, and on PostgreSQL the statistics calls on other connections while it runs. */
async function timeRebuild(): Promise<void> {
  let done = false;
  const during: number[] = [];
  const readers = url
    ? Array.from({ length: 2 }, async () => {
        let i = 0;
        while (!done) during.push(await time(CALLS[i++ % CALLS.length]![1]));
      })
    : [];
  // The readers stop however the rebuild ends, so a failed rebuild shows its own error.
  const rebuild = await rebuildStatisticsRollups(db).finally(() => (done = true));
  await Promise.all(readers);
  log(`\nfull rebuild of the rollups from ${rebuild.animals} animals: ${(rebuild.ms / 1000).toFixed(1)} s`);
  if (during.length > 0) {
    const s = summary(during);
    log(`statistics calls during the rebuild (2 readers, all calls in turn): p50 ${s.p50} ms, p95 ${s.p95} ms, max ${s.max} ms, ${s.n} calls`);
  }
}

async function sizes(): Promise<void> {
  // Table names from the list below only, never from outside.
  const count = async (table: string) => Number((await raw<{ n: number }>(db, `select count(*)::bigint as n from ${table}`))[0]!.n);
  const size = async (table: string) => Number((await raw<{ n: number }>(db, 'select pg_total_relation_size($1::regclass)::bigint as n', [table]))[0]!.n);
  const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
  const database = Number((await raw<{ n: number }>(db, 'select pg_database_size(current_database())::bigint as n'))[0]!.n);
  log(`\ndatabase size: ${mb(database)}`);
  log('| table | rows | size incl. indexes |\n|---|---|---|');
  for (const table of ['supplier', 'settlement', 'slaughter_animal', 'slaughter_animal_disease', 'statistics_rollup', 'statistics_disease_rollup', 'statistics_cooperative_rollup']) {
    log(`| ${table} | ${await count(table)} | ${mb(await size(table))} |`);
  }
}

async function main(db: Db): Promise<void> {
  log(`statistics bench: ${opened.kind}, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ${new Date().toISOString()}`);
  await migrateToLatest(db);
  await rebuildStatisticsRollupsIfStale(db);
  const existing = await db.selectFrom('settlement').select('id').where('supplier_no', '=', LARGE).limit(1).executeTakeFirst();
  if (existing) log('the cooperative is there already: generation skipped');
  else await generate();
  await sizes();
  await timeCalls();
  await timeIncremental();
  await timeRebuild();
}

try {
  await main(db);
} finally {
  await opened.close();
}
