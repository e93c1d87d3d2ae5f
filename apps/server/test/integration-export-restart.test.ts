import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import { migrateToLatest, type OpenedDb, openPglite, openPostgres } from '../src/db/database.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { ServiceTokenService } from '../src/modules/integration/service-token.service.js';
import { feedSettled, insertEnrolment, readAllSettled } from './integration-export-helpers.js';
import { START } from './harness.js';

// The export's cursor is the database's (transaction number and event id), nothing the server
// keeps: a cursor handed out before a restart reads on after it. Restarted for real: the embedded
// PGlite database is closed and opened again from its directory; on PostgreSQL the server process
// (its pool and app) starts anew on the same database.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-restart-'));
const url = process.env.TEST_DATABASE_URL;
const dbName = `slakteweb_restart_${process.pid}_${Date.now()}`;
const dbUrl = (() => {
  if (!url) return undefined;
  const u = new URL(url);
  u.pathname = `/${dbName}`;
  return u.href;
})();

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(text);
  await client.end();
}

/** One run of the server: the database opened, the app built on it. */
async function start(): Promise<{ app: FastifyInstance; opened: OpenedDb; config: Config; stop(): Promise<void> }> {
  const opened = dbUrl ? openPostgres(dbUrl) : await openPglite(path.join(dir, 'pgdata'));
  await migrateToLatest(opened.db);
  const config = loadConfig({ DATA_DIR: dir, PUBLIC_URL: 'http://portal.test/', LOG_LEVEL: 'silent', WEB_DIST_DIR: path.join(dir, 'no-web'), SEED_DEMO_DATA: 'false' });
  const app = await buildApp({ config, db: opened.db, clock: () => START });
  await app.ready();
  return {
    app,
    opened,
    config,
    async stop() {
      await app.close();
      await opened.close();
    },
  };
}

beforeAll(async () => {
  if (url) await adminQuery(`create database ${dbName}`);
});
afterAll(async () => {
  if (url) await adminQuery(`drop database if exists ${dbName} with (force)`);
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the export cursor across a restart', () => {
  it('a cursor handed out before the restart gives what came after it, none skipped, none again', async () => {
    let server = await start();
    await seedDemoData(server.opened.db, server.config.company);
    const token = await new ServiceTokenService(server.opened.db, () => START).create('planning', ['export:enrolments']);
    const auth = { authorization: `Bearer ${token}` };
    const before = await readAllSettled({ app: server.app, db: server.opened.db }, auth, 3);
    for (let i = 0; i < 4; i++) await insertEnrolment(server.opened.db, '10003', i);
    // The client read part of the new events, and keeps the cursor of the last page it processed.
    await feedSettled(server.opened.db);
    const part = await server.app.inject({ method: 'GET', url: `/api/integration/enrolments?since=${before.at(-1)!.cursor}&limit=2`, headers: auth });
    const { events: firstPart, next } = part.json() as { events: { enrolment_id: number }[]; next: string };
    expect(firstPart).toHaveLength(2);
    await server.stop();

    server = await start();
    for (let i = 4; i < 6; i++) await insertEnrolment(server.opened.db, '10003', i);
    const after = await readAllSettled({ app: server.app, db: server.opened.db }, auth, 3, next);
    const ids = [...firstPart, ...after].map((e) => e.enrolment_id);
    const inserted = await server.opened.db.selectFrom('enrolment').select('id').where('supplier_no', '=', '10003').orderBy('id').execute();
    expect(ids).toEqual(inserted.map((r) => Number(r.id)));
    await server.stop();
  }, 120_000); // two server starts on a database of its own: a minute on a busy two-core machine
});
