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
    return () => adminQuery(url, `drop database if exists ${name} with (force)`);
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
  return async () => fs.rmSync(dir, { recursive: true, force: true });
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
