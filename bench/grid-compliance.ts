// Benchmark: 'Treff på prisgrid' (GET /api/grid_compliance) for a large farm among a cooperative of
// BENCH_SUPPLIERS suppliers (default 2 000). The slaughterhouse's shares read only the per-supplier
// quarterly grid rollup (grid_rollup), so the other suppliers are written straight into it, twelve
// quarters of each kind they keep with a spread of counts, as bench/health-benchmark.ts writes its
// rollups; the large farm (19999) gets three years of real settlements, priced by the demo price
// lists, through insertSettlements, which keeps its grid rollup rows and its deduction rollup rows
// (grid_deduction_rollup) as every import does; the others get deduction rows too, a settlement a
// quarter of each kind with two reasons, so the farm's look-up runs in a table of the cooperative's
// size. The farm's shares and deductions read only its own rollup rows. Then every time frame and kind is
// timed for the large farm, beside a primary-key look-up of one supplier on the same database in
// the same run (the ceiling: one statement, one row).
//
//   BENCH_SUPPLIERS=2000 npx tsx bench/grid-compliance.ts            # in-memory PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:54339/bench npx tsx bench/grid-compliance.ts
//   BENCH_PROFILE=1 npx tsx bench/grid-compliance.ts   # each of the call's queries once, and EXPLAIN ANALYZE of the rollup's sum
//
// Not a test: the figures depend on the machine (DESIGN.md §8).
import os from 'node:os';
import { sql } from 'kysely';
import { HEALTH_BENCHMARK_TIME_FRAMES, type StatisticsKind } from '@slakteweb/core';
import { seedDemoPriceLists } from '../apps/server/src/db/seed/price-lists-seed.js';
import { GridComplianceService } from '../apps/server/src/modules/grid-compliance/grid-compliance.service.js';
import { LARGE_FARM, raw } from './cooperative.js';
import { cooperativeQuarters, insertLargeFarm, log, ms, openBenchDatabase, summary } from './rollup-cooperative.js';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const NOW = new Date('2026-11-22T12:00:00+01:00');

const { url, db, close } = await openBenchDatabase();

async function timed(runs: number, call: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < Math.min(10, runs); i++) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times;
}

async function generate(): Promise<void> {
  const have = await raw<{ n: number }>(db, `select count(distinct supplier_no)::int as n from grid_rollup where supplier_no <> '${LARGE_FARM}'`);
  if (Number(have[0]?.n ?? 0) >= SUPPLIERS) return;
  const started = performance.now();
  await seedDemoPriceLists(db, NOW);
  const settlements = await insertLargeFarm(db);
  // Every supplier keeps one to three kinds; a quarter's counts vary by supplier, kind and quarter,
  // most animals inside the grid on each scale, as a farm aiming at the grid has them.
  await sql`
    insert into grid_rollup (animal_kind, quarter, supplier_no, animals, weight_best, classified, class_best, fat_grouped, fat_best, meat_measured, meat_best)
    select k.kind, q.quarter, s.no, n.animals, (n.animals * (70 + s.i % 25)) / 100,
      case when k.kind = 'pig' then 0 else n.animals end, case when k.kind = 'pig' then 0 else (n.animals * (60 + s.i % 35)) / 100 end,
      case when k.kind = 'pig' then 0 else n.animals end, case when k.kind = 'pig' then 0 else (n.animals * (80 + s.i % 19)) / 100 end,
      case when k.kind = 'pig' then n.animals else 0 end, case when k.kind = 'pig' then (n.animals * (55 + s.i % 40)) / 100 else 0 end
    ${cooperativeQuarters(SUPPLIERS)}
    on conflict do nothing`.execute(db);
  await sql`
    insert into grid_deduction_rollup (supplier_no, animal_kind, settlement_date, settlement_id, settlement_no, code, label, ore, animals, ksl_approved, health_pig_approved)
    select r.supplier_no, r.animal_kind, r.quarter + 20, 1000000 + row_number() over (), r.supplier_no || to_char(r.quarter, 'YYMM'), c.code, c.label,
      case when c.code = '' then 0 else -(r.animals * c.share * 150) end, case when c.code = '' then r.animals else (r.animals * c.share) / 4 end, true, true
    from grid_rollup r
    cross join (values ('', '', 0), ('weight_band', 'Vekt', 1), ('fat_group', 'Fettgruppe', 2)) c(code, label, share)
    where r.supplier_no <> ${LARGE_FARM}
    on conflict do nothing`.execute(db);
  if (url) await raw(db, 'analyze');
  const rows = await raw<{ n: number }>(db, 'select count(*)::int as n from grid_rollup');
  const deductionRows = await raw<{ n: number }>(db, 'select count(*)::int as n from grid_deduction_rollup');
  const animals = await raw<{ n: number }>(db, `select count(*)::int as n from slaughter_animal where supplier_no = '${LARGE_FARM}'`);
  log(`generated ${SUPPLIERS} suppliers' grid rollup (${rows[0]?.n} rows, ${deductionRows[0]?.n} deduction rows) and ${LARGE_FARM}'s ${settlements} settlements (${animals[0]?.n} animals) in ${Math.round((performance.now() - started) / 1000)} s`);
}

await generate();
if (process.env.BENCH_PROFILE) {
  const repo = await import('../apps/server/src/modules/grid-compliance/grid-compliance.repository.js');
  const dates = { from: '2025-01-01', to: '2025-12-31' };
  for (const [name, work] of [
    ['farmSums pig', () => repo.farmSums(db, LARGE_FARM, 'pig', { from: '2025-01-01', to: '2025-10-01' })],
    ['farmDeductions pig', () => repo.farmDeductions(db, LARGE_FARM, 'pig', dates)],
    ['farmAnimals pig (the fallback)', () => repo.farmAnimals(db, LARGE_FARM, 'pig', dates)],
    ['priceListsOf pigs', () => repo.priceListsOf(db, 'pigs')],
    ['slaughterhouseSums pig', () => repo.slaughterhouseSums(db, 'pig', { from: '2025-01-01', to: '2025-10-01' })],
  ] as [string, () => Promise<unknown>][]) {
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    log(`${name}: first ${times[0]!.toFixed(1)} ms, then ${times.slice(1).map((t) => t.toFixed(1)).join(' ')} ms`);
  }
  const { GridComplianceService: S } = await import('../apps/server/src/modules/grid-compliance/grid-compliance.service.js');
  const core = await import('@slakteweb/core');
  const animals = await repo.farmAnimals(db, LARGE_FARM, 'pig', dates);
  const lists = (await repo.priceListsOf(db, 'pigs')).map((r) => core.priceListSchema.parse(JSON.parse(r.list)));
  let t = performance.now();
  for (let i = 0; i < 10; i++) (await repo.priceListsOf(db, 'pigs')).map((r) => core.priceListSchema.parse(JSON.parse(r.list)));
  log(`parse ${lists.length} lists: ${((performance.now() - t) / 10).toFixed(1)} ms`);
  t = performance.now();
  for (const a of animals) {
    const { year, week } = core.isoWeekOfDate(a.date);
    const list = core.priceListInForce(lists.filter((l) => l.category === a.description), year, week)!;
    core.gridHits(list, a);
  }
  log(`list look-up and hits for ${animals.length}: ${(performance.now() - t).toFixed(1)} ms`);
  const list = lists.at(-1)!;
  t = performance.now();
  for (const a of animals) core.deductionsOf(core.explainPriceOre(list, { ...a, ksl_approved: true, health_pig_approved: true, settled: { price_ore_per_kg: a.price_ore_per_kg!, amount_ore: Number(a.amount_ore) } }), a.weight_g);
  log(`deductions of ${animals.length} from the explanation with its words: ${(performance.now() - t).toFixed(1)} ms`);
  t = performance.now();
  for (const a of animals) core.animalDeductionsOre(list, { ...a, ksl_approved: true, health_pig_approved: true, settled: { price_ore_per_kg: a.price_ore_per_kg!, amount_ore: Number(a.amount_ore) } });
  log(`deductions of ${animals.length} without the words: ${(performance.now() - t).toFixed(1)} ms`);
  const service = new S(db, () => NOW);
  for (let i = 0; i < 4; i++) {
    t = performance.now();
    await service.compliance(LARGE_FARM, 'last-year', 'pigs');
    log(`whole call: ${(performance.now() - t).toFixed(1)} ms`);
  }
  const query = db
    .selectFrom('settlement as s')
    .innerJoin('slaughter_animal as a', 'a.settlement_id', 's.id')
    .select(['a.id'])
    .where('s.supplier_no', '=', LARGE_FARM)
    .where('s.kind', '=', 'posted')
    .where('a.supplier_no', '=', LARGE_FARM)
    .where('a.animal_kind', '=', 'pig')
    .where('s.settlement_date', '<=', dates.to)
    .where('s.settlement_date', '>=', dates.from)
    .compile();
  const farmPlan = await raw<Record<string, string>>(db, `explain analyze ${query.sql}`, [...query.parameters]);
  for (const row of farmPlan) log(Object.values(row)[0]!);
  // The slaughterhouse's sum over every supplier's rows of the kind in the period's quarters.
  const where = `animal_kind = 'pig' and animals > 0 and quarter >= date '2024-01-01' and quarter <= date '2026-10-01'`;
  for (const query of [
    `select count(distinct supplier_no), sum(animals), sum(weight_best) from grid_rollup where ${where}`,
    `select count(*), sum(animals), sum(weight_best) from (select supplier_no, sum(animals) as animals, sum(weight_best) as weight_best from grid_rollup where ${where} group by supplier_no) s`,
    `select count(distinct supplier_no collate "C"), sum(animals), sum(weight_best) from grid_rollup where ${where}`,
  ]) {
    for (let i = 0; i < 3; i++) await raw(db, query);
    const plan = await raw<Record<string, string>>(db, `explain analyze ${query}`);
    log(`\n${query}`);
    for (const row of plan) log(Object.values(row)[0]!);
  }
  process.exit(0);
}

const service = new GridComplianceService(db, () => NOW);
const pk = () => raw(db, 'select supplier_no, fullname from supplier where supplier_no = $1', [LARGE_FARM]);
const ceiling = summary(await timed(RUNS * 5, pk));
log(`\n${url ? 'PostgreSQL' : 'PGlite (in memory)'}, ${SUPPLIERS} suppliers, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, ${RUNS} runs each`);
log(`pk-lookup ceiling (one supplier by its key, same database): p50 ${ms(ceiling.p50)} ms, p95 ${ms(ceiling.p95)} ms\n`);
log(`| call (supplier ${LARGE_FARM}) | farm's animals | suppliers | p50 ms | p95 ms | max ms | p50 / pk p50 |\n|---|---|---|---|---|---|---|`);
for (const kind of ['pigs', 'sheep', 'cattle'] as StatisticsKind[]) {
  for (const frame of HEALTH_BENCHMARK_TIME_FRAMES) {
    const first = await service.compliance(LARGE_FARM, frame, kind);
    const t = summary(await timed(RUNS, () => service.compliance(LARGE_FARM, frame, kind)));
    log(`| ${frame}/${kind} | ${first.farm.animals} | ${first.slaughterhouse?.suppliers ?? '–'} | ${ms(t.p50)} | ${ms(t.p95)} | ${ms(t.max)} | ${(t.p50 / ceiling.p50).toFixed(0)}× |`);
  }
}
await close();
