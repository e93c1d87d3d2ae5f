// Loads a cooperative into the PostgreSQL of DATABASE_URL with the demo data generator: the demo
// data, then `--suppliers N` suppliers (the generator's mix of pig, sheep and cattle farms) and
// one large farm (19999: a pig delivery of 30–45 every week, 300 lambs a season, 24 cattle
// deliveries a year), each with `--years Y` of posted settlements ending 13.11.2026, their
// accounting documents, and a login for every supplier (password Slakteweb2026!), which
// bench/load.ts uses. Resumable: a supplier that has settlements is skipped, so an interrupted
// load goes on where it stopped.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:54437/coop npm run bench:coop -- --suppliers 2000 --years 10
//
// Not a test; no figures are asserted (DESIGN.md §8).
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { getCompany } from '@slakteweb/core';
import { openPostgres } from '../apps/server/src/db/database.js';
import { migrateAndSeed } from '../apps/server/src/db/seed/migrate-and-seed.js';
import { generateSettlements } from '../apps/server/src/db/seed/settlements-generator.js';
import { insertSettlements, otherSuppliers } from '../apps/server/src/db/seed/settlements-seed.js';
import { LARGE_FARM, largeFarmPlan, raw } from './cooperative.js';

const { values } = parseArgs({ options: { suppliers: { type: 'string', default: '2000' }, years: { type: 'string', default: '10' } } });
const SUPPLIERS = Number(values.suppliers);
const YEARS = Number(values.years);
if (!Number.isInteger(SUPPLIERS) || SUPPLIERS < 1 || !Number.isInteger(YEARS) || YEARS < 1 || YEARS > 30) {
  throw new Error('--suppliers takes a whole number ≥ 1 and --years one from 1 to 30');
}
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL database to load (it is created by the caller: createdb, or `create database coop`)');

/** The generator's histories end where the demo's do (settlements-seed.ts). */
const UNTIL = '2026-11-13';
const FROM = `${2026 - YEARS}-11-14`;
const largePlan = largeFarmPlan(FROM, UNTIL);

function log(line: string) {
  process.stdout.write(`${line}\n`);
}

function progressBar(done: number, total: number, animals: number, startedMs: number): string {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const elapsed = (performance.now() - startedMs) / 1000;
  const eta = done > 0 ? (elapsed / done) * (total - done) : 0;
  return `[${'#'.repeat(filled)}${' '.repeat(width - filled)}] ${done}/${total} suppliers, ${(animals / 1e6).toFixed(2)} M animals, ${elapsed.toFixed(0)} s, about ${eta.toFixed(0)} s left`;
}

const opened = openPostgres(url, { connectMs: 10_000, queryMs: 600_000 });
const db = opened.db;
const started = performance.now();
try {
  const filesDir = process.env.FILES_DIR ?? path.join(os.tmpdir(), 'slakteweb-bench-files');
  log(`Migrating and seeding the demo data (files in ${filesDir}) …`);
  await migrateAndSeed(db, { demoData: true, filesDir, company: getCompany('standard'), log });

  const others = otherSuppliers(SUPPLIERS).map((o) => ({ ...o, plan: { ...o.plan, from: FROM } }));
  const supplierRows = [
    { supplier_no: LARGE_FARM, fullname: 'Stor Gård', provider_no: largePlan.providerNo, post_no: '7500', city: 'Stjørdal', has_pigs: true, has_sheep: true, has_cattle: true },
    ...others.map((o) => ({
      supplier_no: o.supplier_no,
      fullname: o.fullname,
      provider_no: o.provider_no,
      post_no: o.post_no,
      city: o.city,
      has_pigs: o.plan.pigs !== undefined,
      has_sheep: o.plan.sheep !== undefined,
      has_cattle: o.plan.cattle !== undefined,
    })),
  ];
  for (let i = 0; i < supplierRows.length; i += 1000) {
    await db
      .insertInto('supplier')
      .values(supplierRows.slice(i, i + 1000).map((r) => ({ ...r, ksl_status: 1, balance_this_year_ore: 0, debit_amount_total_ore: 0 })))
      .onConflict((oc) => oc.column('supplier_no').doNothing())
      .execute();
  }

  // Resumable: whoever has settlements already is done (each supplier is one transaction).
  const done = new Set((await raw<{ supplier_no: string }>(db, 'select distinct supplier_no from settlement')).map((r) => r.supplier_no));
  const plans = [largePlan, ...others.map((o) => o.plan)].filter((p) => !done.has(p.supplierNo));
  log(`Suppliers: ${supplierRows.length} (${supplierRows.length - plans.length} loaded before), ${YEARS} years from ${FROM}`);
  const loadStarted = performance.now();
  let next = 0;
  let finished = 0;
  let animals = 0;
  let settlements = 0;
  const tty = process.stdout.isTTY;
  let lastLine = 0;
  // Three writers: the generator (CPU) runs while the others' inserts wait on PostgreSQL.
  await Promise.all(
    Array.from({ length: 3 }, async () => {
      while (next < plans.length) {
        const plan = plans[next++]!;
        const generated = generateSettlements(plan);
        await db.transaction().execute((trx) => insertSettlements(trx, plan.supplierNo, generated));
        finished += 1;
        settlements += generated.length;
        animals += generated.reduce((n, s) => n + s.animals.length, 0);
        if (tty) process.stdout.write(`\r${progressBar(finished, plans.length, animals, loadStarted)}`);
        else if (performance.now() - lastLine > 10_000 || finished === plans.length) {
          lastLine = performance.now();
          log(progressBar(finished, plans.length, animals, loadStarted));
        }
      }
    }),
  );
  if (tty) process.stdout.write('\n');
  log(`Loaded ${plans.length} suppliers: ${settlements} settlements, ${animals} animals in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s`);

  // As the import API leaves them: every settlement with the time it arrived, which the settlement
  // pages write as Oslo time (here the morning of its date). Only where none is set: resumable.
  const arrived = await raw<{ n: number }>(
    db,
    `with stamped as (
       update settlement set arrived_at = (settlement_date + time '06:00') at time zone 'Europe/Oslo'
       where arrived_at is null
       returning 1)
     select count(*)::int as n from stamped`,
  );
  log(`Arrival times set: ${arrived[0]?.n ?? 0} settlements`);

  // A login for every supplier, with the demo password (its hash copied from the demo farmer).
  const inserted = await raw<{ n: number }>(
    db,
    `with added as (
       insert into app_user (username, supplier_no, password_hash)
       select s.supplier_no, s.supplier_no, (select password_hash from app_user where username = '10001')
       from supplier s
       where not exists (select 1 from app_user u where u.username = s.supplier_no or u.supplier_no = s.supplier_no)
       returning 1)
     select count(*)::int as n from added`,
  );
  log(`Logins added: ${inserted[0]?.n ?? 0}`);

  // The accounting documents of the new settlements, as a start would make them.
  await migrateAndSeed(db, { demoData: true, filesDir, company: getCompany('standard'), log });
  await raw(db, 'analyze');
  const sizes = await raw<{ settlements: number; animals: number; documents: number; size: string }>(
    db,
    `select (select count(*) from settlement)::int as settlements, (select count(*) from slaughter_animal)::int as animals,
            (select count(*) from document)::int as documents, pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  log(`Database: ${JSON.stringify(sizes[0])}; whole run ${((performance.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await opened.close();
}
