import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrationProvider } from './migrations/index.js';
import { createPostgresPool, DEFAULT_POSTGRES_TIMEOUTS, type PostgresTimeouts } from './postgres-pool.js';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './types.js';

export type Db = Kysely<Database>;

// PostgreSQL returns bigint (int8) as text by default; our bigints are øre and grams, well inside
// Number's safe range, so parse them as numbers once here.
pg.types.setTypeParser(20, (value) => Number(value));
// `date` (OID 1082) is a calendar date: keep PostgreSQL's 'yyyy-MM-dd' text instead of a JS Date at
// local midnight, which would shift by a day in any time zone west of the server's.
pg.types.setTypeParser(1082, (value) => value);

export interface OpenedDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /**
   * PGlite only: the data directory as a tarball, for `openPglite(undefined, tarball)` to start from
   * (the server tests keep a seeded database this way, test/seed-cache.ts).
   */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * A PostgreSQL server through a connection pool that survives the server going away or freezing
 * (postgres-pool.ts): failures become errors within the timeouts, never a crash or a hang.
 */
export function openPostgres(databaseUrl: string, timeouts: PostgresTimeouts = DEFAULT_POSTGRES_TIMEOUTS): OpenedDb {
  // A connection the server drops (a restart, a failover, an administrator) must not crash the
  // process: it is closed, and the next query opens a new one.
  const pool = createPostgresPool(databaseUrl, timeouts, (error) => {
    process.stderr.write(`PostgreSQL connection lost: ${error.message}\n`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/**
 * The embedded PGlite database, in `dir` or in memory when `dir` is undefined; from the dumped
 * data directory `loadDataDir` when given (a tarball of PGlite's `dumpDataDir`). PGlite allows one
 * process per directory: callers take the data-directory lock first (see data-dir-lock.ts).
 */
export async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<OpenedDb> {
  if (dir) fs.mkdirSync(path.dirname(dir), { recursive: true });
  // int8 as number and date as 'yyyy-MM-dd' text, as for the pg driver above. `loadDataDir` starts
  // from a dumped data directory (the tests' migrated template) instead of a new cluster.
  const options = { parsers: { 20: (value: string) => Number(value), 1082: (value: string) => value }, loadDataDir };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    dumpDataDir: () => client.dumpDataDir('none'),
    async close() {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
