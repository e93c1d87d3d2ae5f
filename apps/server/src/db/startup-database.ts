import { type Db, openPostgres } from './database.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.js';
import { verifyPassword } from '../lib/passwords.js';
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
    if (!options.demoData) await refuseOpenDemoAccounts(opened.db);
  } finally {
    await opened.close();
  }
}

/**
 * A PostgreSQL database that was once started with the demo data (a trial, or a start before demo
 * data became opt-in) holds the demo's accounts with the password the README publishes: its staff
 * are superusers who act for any farm (90002 even sets up its own second factor), and its farms
 * could send enrolments into the cooperative's feeds. Unless the demo data is asked for
 * (SEED_DEMO_DATA=true), the start stops. Checked by the password itself, so an account that was
 * given a password of its own passes.
 */
async function refuseOpenDemoAccounts(db: Db): Promise<void> {
  const accounts = await db
    .selectFrom('app_user')
    .select(['username', 'password_hash'])
    .where('username', 'in', DEMO_ACCOUNTS.map((a) => a.username))
    .where('password_hash', 'is not', null)
    .orderBy('username')
    .execute();
  const open: string[] = [];
  for (const a of accounts) if (await verifyPassword(a.password_hash!, DEMO_PASSWORD)) open.push(a.username);
  if (open.length === 0) return;
  throw new Error(
    `the database holds the demo data: accounts ${open.join(', ')} log in with the password the README publishes. ` +
      'A real portal starts from an empty database; for a demo, set SEED_DEMO_DATA=true.',
  );
}
