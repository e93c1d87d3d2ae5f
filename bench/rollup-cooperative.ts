// What the rollup benches share (bench/grid-compliance.ts, bench/health-benchmark.ts): their
// database, the large farm's three years of real settlements, and the cooperative's suppliers,
// quarters and kinds that each bench writes straight into its own rollup.
import { sql } from 'kysely';
import { type Db, migrateToLatest, openPglite, openPostgres } from '../apps/server/src/db/database.js';
import { DEFAULT_POSTGRES_TIMEOUTS } from '../apps/server/src/db/postgres-pool.js';
import { generateSettlements } from '../apps/server/src/db/seed/settlements-generator.js';
import { insertSettlements } from '../apps/server/src/db/seed/settlements-seed.js';
import { LARGE_FARM, largeFarmPlan } from './cooperative.js';

/** The bench's database, migrated: PostgreSQL at DATABASE_URL, else PGlite in memory. */
export async function openBenchDatabase() {
  const url = process.env.DATABASE_URL;
  const opened = url ? openPostgres(url, DEFAULT_POSTGRES_TIMEOUTS) : await openPglite(undefined);
  await migrateToLatest(opened.db);
  return { url, db: opened.db, close: () => opened.close() };
}

export function log(line: string) {
  process.stdout.write(`${line}\n`);
}

/** The median, 95th percentile and largest of the times (ms). */
export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), max: sorted[sorted.length - 1]! };
}

/** A time as the benches print it: ms to the hundredth. */
export const ms = (v: number) => v.toFixed(2);

/** The large farm with its settlements of three years (to 13 November 2026), written as an import writes them, its rollups kept. Answers how many settlements. */
export async function insertLargeFarm(db: Db): Promise<number> {
  await db
    .insertInto('supplier')
    .values({ supplier_no: LARGE_FARM, fullname: 'Stor Gård', provider_no: '5999999', has_pigs: true, has_sheep: true, has_cattle: true, balance_this_year_ore: 0, debit_amount_total_ore: 0 })
    .onConflict((oc) => oc.column('supplier_no').doNothing())
    .execute();
  const settlements = generateSettlements(largeFarmPlan('2023-11-14', '2026-11-13'));
  await db.transaction().execute((trx) => insertSettlements(trx, LARGE_FARM, settlements));
  return settlements.length;
}

/**
 * The rows of a generated cooperative's rollup, to select from: supplier `s` (s.i from 1, s.no
 * '30001' on), twelve quarters from 2024 (q.quarter), the kinds each supplier keeps (k.kind, one to
 * three) and the quarter's animals (n.animals), which vary by supplier, kind and quarter.
 */
export function cooperativeQuarters(suppliers: number) {
  return sql`
    from (select i, (30000 + i)::text as no from generate_series(1, ${suppliers}) i) s
    cross join (select (date '2024-01-01' + make_interval(months => 3 * g))::date as quarter from generate_series(0, 11) g) q
    cross join (values ('pig', 0), ('sheep', 1), ('cattle', 2)) k(kind, n)
    cross join lateral (select 4 + (s.i * 7 + extract(month from q.quarter)::int) % 60 as animals) n
    where (s.i + k.n) % 3 <> 0 or s.i % 5 = 0`;
}
