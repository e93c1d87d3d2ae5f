// Benchmark: where a farm stands (GET /api/health_benchmark) among a cooperative of
// BENCH_SUPPLIERS suppliers (default 2 000). The distribution reads only the per-supplier
// quarterly rollups (health_rollup, health_finding_rollup), so the other suppliers are written
// straight into them, twelve quarters of each kind they keep with a spread of figures and
// findings; the large farm (19999) gets three years of real settlements through insertSettlements,
// which keeps its rollup rows as every import does (its cost line reads its condemned animals and
// its week prices from health_price_rollup). Then
// every time frame and kind is timed for the large farm: cold (the rollups changed before each
// call, which works the bands out in the call: a call before the background work got to them),
// after an import (the rollups changed, the background work the import wakes kept the bands, then
// the call), and warm; beside a primary-key select through the same connection (the pk ceiling).
//
//   BENCH_SUPPLIERS=2000 npx tsx bench/health-benchmark.ts             # in-memory PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:54339/bench npx tsx bench/health-benchmark.ts
//   BENCH_PROFILE=1 npx tsx bench/health-benchmark.ts   # one run of each of the call's queries
//
// Not a test: the figures depend on the machine (DESIGN.md §8).
import os from 'node:os';
import { sql } from 'kysely';
import { HEALTH_BENCHMARK_TIME_FRAMES, type StatisticsKind } from '@slakteweb/core';
import { HealthBenchmarkService } from '../apps/server/src/modules/health-benchmark/health-benchmark.service.js';
import { LARGE_FARM, raw } from './cooperative.js';
import { cooperativeQuarters, insertLargeFarm, log, ms, openBenchDatabase, summary } from './rollup-cooperative.js';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 2000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const NOW = new Date('2026-11-22T12:00:00+01:00');
const FINDINGS = ['Leverikter', 'Lungebetennelse', 'Brysthinnebetennelse', 'Abscess', 'Halebitt', 'Leddbetennelse', 'Parasitter i lever', 'Hjertesekkbetennelse'];

const { url, db, close } = await openBenchDatabase();

async function generate(): Promise<void> {
  const have = await raw<{ n: number }>(db, `select count(distinct supplier_no)::int as n from health_rollup where supplier_no <> '${LARGE_FARM}'`);
  if (Number(have[0]?.n ?? 0) >= SUPPLIERS) return;
  const started = performance.now();
  const settlements = await insertLargeFarm(db);
  // Every supplier keeps one to three kinds; a quarter's figures vary by supplier, kind and quarter.
  await sql`
    insert into health_rollup (animal_kind, quarter, supplier_no, animals, weight_g, class_steps, classified, fat_steps, fat_grouped,
      meat_tenths, meat_measured, partially_discarded, totally_discarded, last_date, with_findings)
    select k.kind, q.quarter, s.no, n.animals, n.animals * (case k.kind when 'pig' then 85000 when 'sheep' then 20000 else 300000 end + (s.i % 97) * 50),
      case when k.kind = 'pig' then 0 else n.animals * (6 + s.i % 5) end, case when k.kind = 'pig' then 0 else n.animals end,
      case when k.kind = 'pig' then 0 else n.animals * (5 + s.i % 4) end, case when k.kind = 'pig' then 0 else n.animals end,
      case when k.kind = 'pig' then n.animals * (580 + s.i % 60) else 0 end, case when k.kind = 'pig' then n.animals else 0 end,
      (n.animals * (s.i % 7)) / 100, (n.animals * (s.i % 3)) / 200, q.quarter + 40, (n.animals * (s.i % 23)) / 100
    ${cooperativeQuarters(SUPPLIERS)}`.execute(db);
  await sql`
    insert into health_finding_rollup (animal_kind, quarter, supplier_no, name, animals)
    select r.animal_kind, r.quarter, r.supplier_no, f.name, greatest(1, r.with_findings / (1 + f.i))
    from health_rollup r cross join unnest(${FINDINGS}::text[]) with ordinality f(name, i)
    where r.supplier_no <> ${LARGE_FARM} and r.with_findings > 0 and (hashtext(r.supplier_no || f.name) % 3) = 0`.execute(db);
  if (url) await raw(db, 'analyze');
  const rows = await raw<{ n: number }>(db, 'select count(*)::int as n from health_rollup');
  log(`generated ${SUPPLIERS} suppliers' rollups (${rows[0]?.n} rows) and ${LARGE_FARM}'s ${settlements} settlements in ${Math.round((performance.now() - started) / 1000)} s`);
}

await generate();
if (process.env.BENCH_PROFILE) {
  const repo = await import('../apps/server/src/modules/health-benchmark/health-benchmark.repository.js');
  const span = { from: '2025-01-01', to: '2025-10-01' };
  const trendSpan = { from: '2024-01-01', to: '2026-10-01' };
  await raw(db, 'update statistics_rollup_state set generation = generation + 1 where id = 1');
  const generation = await repo.rollupGeneration(db);
  for (const [name, work] of [
    ['farmSums', () => repo.farmSums(db, LARGE_FARM, 'pig', span)],
    ['keepBands', () => repo.keepBands(db, 'pig', span, generation)],
    ['keepTrendBands', () => repo.keepTrendBands(db, 'pig', trendSpan, generation)],
    ['standing', () => repo.standing(db, LARGE_FARM, 'pig', span, generation)],
    ['trendBands', () => repo.trendBands(db, 'pig', trendSpan, generation)],
    ['farmTrend', () => repo.farmTrend(db, LARGE_FARM, 'pig', trendSpan)],
    ['condemnedCarcasses', () => repo.condemnedCarcasses(db, LARGE_FARM, 'pig', { from: '2025-01-01', to: '2025-12-31' })],
  ] as [string, () => Promise<unknown>][]) {
    const started = performance.now();
    await work();
    log(`${name}: ${(performance.now() - started).toFixed(1)} ms`);
  }
  // The warm call's statements, the bands kept: each 30 times, p50 and p95.
  for (const [name, work] of [
    ['rollupGeneration', () => repo.rollupGeneration(db)],
    ['farmSums', () => repo.farmSums(db, LARGE_FARM, 'pig', span)],
    ['farmFindings', () => repo.farmFindings(db, LARGE_FARM, 'pig', span)],
    ['standing', () => repo.standing(db, LARGE_FARM, 'pig', span, generation)],
    ['trendBands', () => repo.trendBands(db, 'pig', trendSpan, generation)],
    ['farmTrend', () => repo.farmTrend(db, LARGE_FARM, 'pig', trendSpan)],
    ['condemnedCarcasses', () => repo.condemnedCarcasses(db, LARGE_FARM, 'pig', { from: '2025-01-01', to: '2025-12-31' })],
  ] as [string, () => Promise<unknown>][]) {
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const started = performance.now();
      await work();
      times.push(performance.now() - started);
    }
    const t = summary(times);
    log(`warm ${name}: p50 ${ms(t.p50)} ms, p95 ${ms(t.p95)} ms`);
  }
  process.exit(0);
}
const service = new HealthBenchmarkService(db, () => NOW);
// Cold: the rollups' generation moved on before each call, so the call works the distribution
// out from the rollups, as every call did before the bands were kept. Warm: the kept bands.
const COLD_RUNS = Number(process.env.BENCH_COLD_RUNS ?? Math.max(3, Math.round(RUNS / 10)));
const invalidate = () => raw(db, 'update statistics_rollup_state set generation = generation + 1 where id = 1');
log(`\n${url ? 'PostgreSQL' : 'PGlite (in memory)'}, ${SUPPLIERS} suppliers, ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, ${COLD_RUNS} cold and ${RUNS} warm runs each\n`);
// The pk ceiling of this run: one primary-key look-up through the same connection, timed as the calls are.
const pk: number[] = [];
for (let i = 0; i < RUNS * 3; i++) {
  const started = performance.now();
  await db.selectFrom('supplier').select('supplier_no').where('supplier_no', '=', LARGE_FARM).executeTakeFirst();
  if (i >= RUNS) pk.push(performance.now() - started);
}
const ceiling = summary(pk);
log(`pk ceiling (one primary-key select, ${pk.length} runs): p50 ${ms(ceiling.p50)} ms, p95 ${ms(ceiling.p95)} ms\n`);
log(`| call (supplier ${LARGE_FARM}) | suppliers in distribution | cold p50 ms | cold p95 ms | after import p50 ms | after import p95 ms | bands kept in background p50 ms | warm p50 ms | warm p95 ms | warm max ms | warm p95 / pk p95 |\n|---|---|---|---|---|---|---|---|---|---|---|`);
for (const kind of ['pigs', 'sheep', 'cattle'] as StatisticsKind[]) {
  for (const frame of HEALTH_BENCHMARK_TIME_FRAMES) {
    const call = () => service.benchmark(LARGE_FARM, frame, kind);
    const first = await call();
    const cold: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await invalidate();
      const started = performance.now();
      const answer = await call();
      cold.push(performance.now() - started);
      if (JSON.stringify(answer) !== JSON.stringify(first)) throw new Error(`${frame}/${kind}: a cold call answered otherwise`);
    }
    // After an import: the generation moved on, the server's background work (what an import
    // wakes) keeps the bands asked for again, then the farmer's first call.
    const afterImport: number[] = [];
    const background: number[] = [];
    for (let i = 0; i < COLD_RUNS; i++) {
      await invalidate();
      const kept = performance.now();
      await service.keepCurrentBands();
      background.push(performance.now() - kept);
      const started = performance.now();
      const answer = await call();
      afterImport.push(performance.now() - started);
      if (JSON.stringify(answer) !== JSON.stringify(first)) throw new Error(`${frame}/${kind}: a call after an import answered otherwise`);
    }
    for (let i = 0; i < 10; i++) await call();
    const warm: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const answer = await call();
      warm.push(performance.now() - started);
      if (i === 0 && JSON.stringify(answer) !== JSON.stringify(first)) throw new Error(`${frame}/${kind}: a warm call answered otherwise`);
    }
    const c = summary(cold);
    const a = summary(afterImport);
    const b = summary(background);
    const w = summary(warm);
    log(`| ${frame}/${kind} | ${first.suppliers_in_distribution} | ${ms(c.p50)} | ${ms(c.p95)} | ${ms(a.p50)} | ${ms(a.p95)} | ${ms(b.p50)} | ${ms(w.p50)} | ${ms(w.p95)} | ${ms(w.max)} | ${(w.p95 / ceiling.p95).toFixed(1)} |`);
  }
}
await close();
