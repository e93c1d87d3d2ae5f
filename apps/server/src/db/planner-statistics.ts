import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * PostgreSQL's planner chooses between index and table scans from the statistics ANALYZE
 * collects (pg_statistic). A PostgreSQL server collects them itself (autovacuum); the embedded
 * PGlite has no autovacuum and never does, so without this its planner guesses, and a dashboard
 * query that takes milliseconds with statistics took seconds. The server runs ANALYZE on PGlite
 * after migrating and seeding at every start, and again every PLANNER_STATISTICS_INTERVAL_MS
 * while it runs, so tables that grow are planned for their new size.
 */

/** How often a running server on PGlite collects the statistics again. */
export const PLANNER_STATISTICS_INTERVAL_MS = 60 * 60_000;

/** Collects planner statistics for every table of the database; answers how long it took. */
export async function collectPlannerStatistics(db: Db): Promise<{ ms: number }> {
  const started = performance.now();
  // ANALYZE samples at most 30 000 rows of a table (the default statistics target), so its cost
  // is bounded however large the tables grow.
  await sql`analyze`.execute(db);
  return { ms: Math.round(performance.now() - started) };
}

/**
 * Collects the statistics again every `intervalMs` in the background, through `run` (which
 * tracks and logs the work); answers a function that stops it.
 */
export function refreshPlannerStatisticsPeriodically(db: Db, run: (work: Promise<unknown>) => void, intervalMs = PLANNER_STATISTICS_INTERVAL_MS): () => void {
  const timer = setInterval(() => run(collectPlannerStatistics(db)), intervalMs);
  // Never the reason the process stays alive.
  timer.unref();
  return () => clearInterval(timer);
}
