import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '@slakteweb/core';
import { openPostgres } from '../src/db/database.js';
import { FeedTxidsAheadError } from '../src/db/feed-txids.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { migrateAndSeed } from '../src/db/seed/migrate-and-seed.js';
import { insertEnrolment } from './integration-export-helpers.js';
import { OutageCluster } from './outage/cluster.js';
import { freePort } from './server-process.js';

// In the PostgreSQL run only (vitest.config.ts). The repro of a logical restore: the portal's
// database dumped with pg_dump from a cluster that has counted past a new cluster's transaction
// ids, and restored with pg_restore into that new cluster. The export feeds' cursors are
// transaction ids of the old cluster, so a start on the copy must stop and say why.

const BIN = '/usr/lib/postgresql/15/bin';
const url = process.env.TEST_DATABASE_URL!;
const dbName = `slakteweb_logical_${process.pid}_${Date.now()}`;
const source = (() => {
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.href;
})();
const options = { demoData: false, filesDir: '/nonexistent', company: getCompany('standard'), log: () => {} };
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-logical-'));
let target: OutageCluster;

async function statement(connectionString: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await statement(url, `create database ${dbName}`);
  target = new OutageCluster(await freePort());
  target.start();
}, 60_000);

afterAll(async () => {
  target?.destroy();
  await statement(url, `drop database if exists ${dbName} with (force)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a logical copy into another cluster', () => {
  it('the start on the copy stops, naming the feed and pg_basebackup; on the original it goes on', async () => {
    const opened = openPostgres(source);
    try {
      await migrateAndSeed(opened.db, options);
      // The old cluster has counted well past where a new one starts (the cooperative's years).
      const client = new pg.Client({ connectionString: source });
      await client.connect();
      for (let i = 0; i < 2_000; i++) await client.query('select pg_current_xact_id()');
      await client.end();
      await seedDemoData(opened.db, options.company);
      for (let n = 1; n <= 3; n++) await insertEnrolment(opened.db, '10001', n);
      // The original still starts.
      await expect(migrateAndSeed(opened.db, options)).resolves.toBeUndefined();
    } finally {
      await opened.close();
    }

    const dump = path.join(dir, 'portal.dump');
    execFileSync(`${BIN}/pg_dump`, ['--format=custom', '--file', dump, source]);
    execFileSync(`${BIN}/pg_restore`, ['--no-owner', '--dbname', target.url, dump]);

    const copy = openPostgres(target.url);
    try {
      const start = migrateAndSeed(copy.db, options);
      await expect(start).rejects.toBeInstanceOf(FeedTxidsAheadError);
      await expect(migrateAndSeed(copy.db, options)).rejects.toThrow(
        /the export feed 'enrolments' holds events of transaction \d+, but this database's next transaction is \d+: it was copied logically .*pg_basebackup/,
      );
    } finally {
      await copy.close();
    }
  }, 120_000);
});
