import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateToLatest, openPostgres } from '../src/db/database.js';
import { PGliteDialect } from '../src/db/pglite-dialect.js';
import type { Database } from '../src/db/types.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data directory (a tarball of PGlite's dumpDataDir); '' on PostgreSQL. */
    pgliteTemplate: string;
    /** A migrated, empty database on TEST_DATABASE_URL's server to copy (CREATE DATABASE … TEMPLATE); '' on PGlite. */
    postgresTemplate: string;
    /** The run's folder of seeded copies, one per set of seed options (seed-cache.ts). */
    seedCacheDir: string;
  }
}

/**
 * Migrates one database per test run, which every test file then copies (harness.ts,
 * openMigratedDb). On PGlite a new cluster costs about 4 s of CPU and the migrations half a second
 * more, while loading the dump takes under one; on PostgreSQL a copy of a template database saves
 * each file the migrations.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  const seeds = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-test-seeds-'));
  project.provide('seedCacheDir', seeds);
  const removeSeeds = () => fs.rmSync(seeds, { recursive: true, force: true });
  if (url) {
    const name = `slakteweb_template_${process.pid}_${Date.now()}`;
    await adminQuery(url, `create database ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    const opened = openPostgres(target.href);
    try {
      await migrateToLatest(opened.db);
    } finally {
      await opened.close();
    }
    project.provide('pgliteTemplate', '');
    project.provide('postgresTemplate', name);
    return async () => {
      removeSeeds();
      // The seeded templates copied from this one (seed-cache.ts), then the template itself.
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const seeded = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [`${name}_s_`]);
        for (const { datname } of seeded.rows) await admin.query(`drop database if exists ${datname} with (force)`);
        await admin.query(`drop database if exists ${name} with (force)`);
      } finally {
        await admin.end();
      }
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  const client = new PGlite();
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  try {
    await migrateToLatest(db);
    const dump = await client.dumpDataDir('none');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await db.destroy();
    if (!client.closed) await client.close();
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    removeSeeds();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}
