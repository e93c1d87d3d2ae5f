import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { getCompany } from '@slakteweb/core';
import { openPostgres } from '../src/db/database.js';
import { migrateAndSeed } from '../src/db/seed/migrate-and-seed.js';
import { ROLLUP_VERSION } from '../src/db/statistics-rollup.js';
import { migrateAndSeedPostgres } from '../src/db/startup-database.js';
import { staffCommand } from '../src/admin-cli.js';
import { hashPassword } from '../src/lib/passwords.js';
import { systemClock } from '@slakteweb/core';

// In the PostgreSQL run only (vitest.config.ts): PGlite has no statement time limit.
// The start's work (migrations, a rebuild of stale statistics rollups, the seed) can run far
// longer than a request may at a national cooperative's size. Here a lock held by another
// connection makes the rebuild wait past a request's limit of 300 ms.

const url = process.env.TEST_DATABASE_URL!;
const dbName = `slakteweb_startup_${process.pid}_${Date.now()}`;
const dbUrl = (() => {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.href;
})();
const REQUEST_LIMITS = { connectMs: 5_000, queryMs: 300 };
const options = { demoData: false, filesDir: '/nonexistent', company: getCompany('standard'), log: () => {} };

/** One statement on its own connection: the server's (`url`) or the test database's (`dbUrl`). */
async function query<R extends pg.QueryResultRow>(connectionString: string, text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<R>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Runs `work` while another connection holds the rollup table locked for `ms`. */
async function whileRollupsLocked<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const holder = new pg.Client({ connectionString: dbUrl });
  await holder.connect();
  await holder.query('begin');
  await holder.query('lock table statistics_rollup in access exclusive mode');
  const released = new Promise<void>((resolve) => {
    setTimeout(() => void holder.query('commit').then(() => holder.end()).finally(resolve), ms);
  });
  try {
    return await work();
  } finally {
    await released;
  }
}

async function rollupVersion(): Promise<number | null> {
  const rows = await query<{ version: number }>(dbUrl, 'select version from statistics_rollup_state where id = 1');
  return rows[0]?.version ?? null;
}

/** Marks the rollups as built by an older version, so the next start rebuilds them. */
const makeRollupsStale = () => query(dbUrl, 'update statistics_rollup_state set version = version - 1');

beforeAll(async () => {
  await query(url, `create database ${dbName}`);
  await migrateAndSeedPostgres(dbUrl, REQUEST_LIMITS, options);
});
afterAll(async () => {
  await query(url, `drop database if exists ${dbName} with (force)`);
});

describe('the start on PostgreSQL', () => {
  it('rebuilds stale statistics rollups even when that takes longer than a request may', async () => {
    await makeRollupsStale();

    await whileRollupsLocked(1_000, () => migrateAndSeedPostgres(dbUrl, REQUEST_LIMITS, options));
    expect(await rollupVersion()).toBe(ROLLUP_VERSION);
  });

  it('would be cancelled under a request’s limit (what the start’s own limit is for)', async () => {
    await makeRollupsStale();

    const requestPool = openPostgres(dbUrl, REQUEST_LIMITS);
    try {
      await expect(whileRollupsLocked(1_000, () => migrateAndSeed(requestPool.db, options))).rejects.toMatchObject({ code: '57014' });
    } finally {
      await requestPool.close();
    }
    expect(await rollupVersion()).toBe(ROLLUP_VERSION - 1);
  });
});

describe('a PostgreSQL database with the demo data in it', () => {
  // The demo's accounts have a published password: on a database started without
  // SEED_DEMO_DATA=true (a real one), the start stops while any of them still logs in with it.
  it('stops the start without SEED_DEMO_DATA=true while a demo account has the published password', async () => {
    const seeded = { ...options, filesDir: fs.mkdtempSync('/tmp/slakteweb-startup-files-'), demoData: true };
    onTestFinished(() => fs.rmSync(seeded.filesDir, { recursive: true, force: true }));
    await migrateAndSeedPostgres(dbUrl, REQUEST_LIMITS, seeded);
    await expect(migrateAndSeedPostgres(dbUrl, REQUEST_LIMITS, options)).rejects.toThrow(
      'the database holds the demo data: accounts 10001, 10002, 10003, 90001, 90002, regnskap@example.no log in with the password the README publishes. A real portal starts from an empty database; for a demo, set SEED_DEMO_DATA=true.',
    );
    // Asked for, the demo data starts as before.
    await migrateAndSeedPostgres(dbUrl, REQUEST_LIMITS, seeded);

    // Removed staff and farmers with passwords of their own pass; one account left open stops it.
    const opened = openPostgres(dbUrl, REQUEST_LIMITS);
    try {
      await staffCommand(opened.db, systemClock, ['remove', '--username', '90001'], () => {});
      await staffCommand(opened.db, systemClock, ['remove', '--username', '90002'], () => {});
      await opened.db.updateTable('app_user').set({ password_hash: await hashPassword('Eget-passord-2027') }).where('username', 'in', ['10001', '10002', 'regnskap@example.no']).execute();
      await expect(migrateAndSeedPostgres(dbUrl, REQUEST_LIMITS, options)).rejects.toThrow('accounts 10003 log in with the password');
      await opened.db.updateTable('app_user').set({ password_hash: null }).where('username', '=', '10003').execute();
    } finally {
      await opened.close();
    }
    await migrateAndSeedPostgres(dbUrl, REQUEST_LIMITS, options);
  }, 120_000);
});
