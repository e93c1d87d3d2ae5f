import { openPostgres } from './database.js';
import type { PostgresTimeouts } from './postgres-pool.js';
import { migrateAndSeed, type MigrateAndSeedOptions } from './seed/migrate-and-seed.js';

/**
 * How long one statement of the start's work, or of a command-line tool's, may run on
 * PostgreSQL: the migrations, the statistics rollups rebuilt from every settled animal when they
 * are stale, the demo seed, an import. At a national cooperative's size (20 000 suppliers × 10
 * years, 99 M animals) a rebuild's statement runs for minutes. Under a request's limit
 * (DB_QUERY_TIMEOUT_MS, 15 s) PostgreSQL cancelled it, and the server could not start. A
 * database that does not answer at all still ends the start with an error, within the hour.
 */
export const STARTUP_QUERY_TIMEOUT_MS = 60 * 60_000;

/** The start's limits: a request's time to open a connection, and STARTUP_QUERY_TIMEOUT_MS for a statement. */
export function startupTimeouts(requestTimeouts: PostgresTimeouts): PostgresTimeouts {
  return { connectMs: requestTimeouts.connectMs, queryMs: STARTUP_QUERY_TIMEOUT_MS };
}

/**
 * The start's work on PostgreSQL (migrateAndSeed) on a pool of its own with the start's limits,
 * closed when it is done. Requests then get a pool with their own, short limits.
 */
export async function migrateAndSeedPostgres(databaseUrl: string, requestTimeouts: PostgresTimeouts, options: MigrateAndSeedOptions): Promise<void> {
  const opened = openPostgres(databaseUrl, startupTimeouts(requestTimeouts));
  try {
    await migrateAndSeed(opened.db, options);
  } finally {
    await opened.close();
  }
}
