// Benchmark: importing one week of a cooperative through the integration API. BENCH_SUPPLIERS
// suppliers (default 20 000) are imported first, then one posted settlement each for the week with
// one to five animals (about 60 000 in all), in batches of BENCH_BATCH (default 500) through
// PUT /api/integration/settlements (app.inject: JSON parsing, the batch and per-record checks,
// the writes and the statistics rollups, as a client's request would run). Then the same week is
// sent again (every record 'unchanged'), and once more with every settlement corrected ('updated').
// Prints records/s and animals/s.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:54449/bench_integration npx tsx bench/integration-import.ts
//   BENCH_SUPPLIERS=2000 npx tsx bench/integration-import.ts      # in-memory PGlite
//
// With DATABASE_URL the database should be empty (a fresh one): the bench migrates it and leaves
// what it imported. Not a test: the figures depend on the machine (DESIGN.md §8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { animalAmountOre } from '@slakteweb/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openPglite, openPostgres } from '../apps/server/src/db/database.js';
import { createRng, int, pick } from '../apps/server/src/db/seed/random.js';
import { ServiceTokenService } from '../apps/server/src/modules/integration/service-token.service.js';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 20_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const WEEK_DATES = ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'];

const url = process.env.DATABASE_URL;
const opened = url ? openPostgres(url) : await openPglite(undefined);
await migrateToLatest(opened.db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test/', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web'), SEED_DEMO_DATA: 'false' });
const now = new Date('2026-11-22T12:00:00+01:00');
const app = await buildApp({ config, db: opened.db, clock: () => now });
await app.ready();
const token = await new ServiceTokenService(opened.db, () => now).create(`bench-${Date.now()}`, ['import:suppliers', 'import:settlements']);

function supplier(i: number) {
  return { supplier_no: String(300_000 + i), fullname: `Bench Gård ${i}`, email_user: `gard${i}@example.no`, post_no: '7600', city: 'Levanger' };
}

/** One posted settlement of the week: pigs, lambs or cattle, priced, the amount their sum. */
function settlement(i: number) {
  const rng = createRng(`bench-week:${i}`);
  const kind = pick(rng, ['pig', 'pig', 'sheep', 'sheep', 'cattle'] as const);
  const animals = Array.from({ length: int(rng, 1, 5) }, (_, n) => {
    const weight_g = kind === 'pig' ? int(rng, 700, 1050) * 100 : kind === 'sheep' ? int(rng, 150, 260) * 100 : int(rng, 2500, 3900) * 100;
    const price_ore_per_kg = kind === 'pig' ? int(rng, 3800, 4300) : kind === 'sheep' ? int(rng, 6800, 8100) : int(rng, 6500, 7600);
    return {
      group_name: kind === 'pig' ? 'Slaktegris' : kind === 'sheep' ? 'Lam' : 'Ung okse',
      animal_kind: kind,
      individual_no: String(10_000 + n),
      description: kind === 'pig' ? 'Slaktegris' : kind === 'sheep' ? 'Lam' : 'Ung okse',
      classification: kind === 'pig' ? '' : pick(rng, ['O', 'O+', 'R-', 'R', 'R+', 'U-']),
      meat_percent_tenths: kind === 'pig' ? int(rng, 560, 660) : null,
      fat_group: kind === 'pig' ? null : pick(rng, ['2-', '2', '2+', '3-', '3']),
      weight_g,
      price_ore_per_kg,
      amount_ore: animalAmountOre(weight_g, price_ore_per_kg),
      diseases: rng() < 0.08 ? [pick(rng, ['Abscess', 'Lungebetennelse', 'Leverikter'])] : [],
    };
  });
  return {
    supplier_no: String(300_000 + i),
    kind: 'posted',
    settlement_no: `B${300_000 + i}W47`,
    settlement_date: pick(rng, WEEK_DATES),
    amount_ore: animals.reduce((sum, a) => sum + a.amount_ore, 0),
    animals,
  };
}

async function send(what: string, records: unknown[]) {
  const res = await app.inject({ method: 'PUT', url: `/api/integration/${what}`, headers: { authorization: `Bearer ${token}` }, payload: { records } });
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  return res.json().summary as Record<string, number>;
}

async function run(label: string, what: string, records: unknown[], batch: number, animals = 0) {
  const totals: Record<string, number> = {};
  const started = performance.now();
  for (let i = 0; i < records.length; i += batch) {
    const summary = await send(what, records.slice(i, i + batch));
    for (const [k, v] of Object.entries(summary)) totals[k] = (totals[k] ?? 0) + v;
  }
  const seconds = (performance.now() - started) / 1000;
  const perSecond = Math.round(records.length / seconds);
  const animalRate = animals > 0 ? `, ${Math.round(animals / seconds)} animals/s` : '';
  process.stdout.write(`${label}: ${records.length} records in ${seconds.toFixed(1)} s = ${perSecond} records/s${animalRate} ${JSON.stringify(totals)}\n`);
}

process.stdout.write(`${SUPPLIERS} suppliers, batches of ${BATCH}, on ${url ? 'PostgreSQL' : 'PGlite (in memory)'}, ${os.cpus().length} cores\n`);
const suppliers = Array.from({ length: SUPPLIERS }, (_, i) => supplier(i));
await run('suppliers', 'suppliers', suppliers, 1000);
const week = Array.from({ length: SUPPLIERS }, (_, i) => settlement(i));
const animals = week.reduce((n, s) => n + s.animals.length, 0);
process.stdout.write(`the week: ${week.length} settlements, ${animals} animals, ${(JSON.stringify(week).length / 1e6).toFixed(1)} MB of JSON\n`);
await run('settlements, first time', 'settlements', week, BATCH, animals);
await run('settlements, sent again', 'settlements', week, BATCH, animals);
// A correction of every settlement: out of the rollups, animals replaced, into the rollups.
await run('settlements, all corrected', 'settlements', week.map((s) => ({ ...s, comment: 'Korrigert' })), BATCH, animals);

await app.close();
await opened.close();
fs.rmSync(dataDir, { recursive: true, force: true });
