import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnrolmentEvent } from '@slakteweb/core';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { lockDataDir } from '../src/db/data-dir-lock.js';
import { migrateToLatest, type OpenedDb, openPglite } from '../src/db/database.js';
import { backupEmbedded, restoreEmbedded } from '../src/db/embedded-backup.js';
import { FeedTxidsAheadError, refuseFeedTxidsAhead } from '../src/db/feed-txids.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { seedDemoDocuments } from '../src/db/seed/documents-seed.js';
import { seedDemoSettlements } from '../src/db/seed/settlements-seed.js';
import { ServiceTokenService } from '../src/modules/integration/service-token.service.js';
import { DEMO_PASSWORD, START } from './harness.js';
import { feedSettled, insertEnrolment, readAll, readAllSettled } from './integration-export-helpers.js';

// `npm run admin -- backup|restore` of the embedded database: a backup restored into a new
// DATA_DIR gives every farm screen and every export feed whole, and a feed reader's saved cursor
// goes on after the restore without skipping what is written there.

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-backup-'));
const original = { dataDir: path.join(root, 'original'), filesDir: path.join(root, 'original', 'files') };
const restored = { dataDir: path.join(root, 'restored'), filesDir: path.join(root, 'restored-files') };
const backupFile = path.join(root, 'slakteweb-backup.tar.gz');

/** The farmer's screens, as the web app reads them (after a prognosis and a profile change, below). */
const SCREENS = [
  '/api/profile',
  '/api/badge_counts',
  '/api/farmer_statistics/dashboard',
  '/api/posted_slaughters_list',
  '/api/documents',
  '/api/my_cattle',
  '/api/registered_enrolment_dates',
  '/api/external/messages',
  '/api/external/texts',
  '/api/external/prognosis_registration_config',
];

interface Portal {
  opened: OpenedDb;
  app: FastifyInstance;
}

async function openPortal(paths: { dataDir: string; filesDir: string }): Promise<Portal> {
  const opened = await openPglite(path.join(paths.dataDir, 'pgdata'));
  await migrateToLatest(opened.db);
  const config = loadConfig({ DATA_DIR: paths.dataDir, FILES_DIR: paths.filesDir, PUBLIC_URL: 'http://portal.test/', WEB_DIST_DIR: path.join(root, 'no-web') });
  const logStream = new Writable({ write: (_chunk, _enc, done) => done() });
  const app = await buildApp({ config, db: opened.db, clock: () => START, wallClock: () => START, logStream });
  await app.ready();
  return { opened, app };
}

async function closePortal(portal: Portal): Promise<void> {
  await portal.app.close();
  await portal.opened.close();
}

async function screens(app: FastifyInstance, cookie: string): Promise<Record<string, unknown>> {
  const answers: Record<string, unknown> = {};
  for (const url of SCREENS) {
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    answers[url] = res.json();
  }
  return answers;
}

/** Every file under `dir` with its SHA-256, by its path inside. */
function fileHashes(dir: string): Record<string, string> {
  const hashes: Record<string, string> = {};
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    hashes[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
  }
  return hashes;
}

let auth: { authorization: string };
let cookie: string;
let before: Record<string, unknown>;
let eventsBefore: EnrolmentEvent[];
let savedCursor: string;
let feedsBefore: Record<string, unknown>;

/** The prognosis and profile feeds from the start, once every event written is handed out. */
async function otherFeeds(portal: Portal): Promise<Record<string, unknown>> {
  await feedSettled(portal.opened.db);
  const answers: Record<string, unknown> = {};
  for (const feed of ['prognoses', 'profiles']) {
    const res = await portal.app.inject({ method: 'GET', url: `/api/integration/${feed}?since=0.0&limit=1000`, headers: auth });
    expect(res.statusCode, feed).toBe(200);
    answers[feed] = res.json();
  }
  return answers;
}

beforeAll(async () => {
  const portal = await openPortal(original);
  const { db } = portal.opened;
  const company = loadConfig({}).company;
  await seedDemoData(db, company);
  await seedDemoSettlements(db, original.filesDir, { otherSuppliers: 1 });
  await seedDemoDocuments(db, original.filesDir, company);
  auth = { authorization: `Bearer ${await new ServiceTokenService(db, () => START).create('erp', ['export:enrolments', 'export:prognoses', 'export:profiles'])}` };
  for (let n = 1; n <= 3; n++) await insertEnrolment(db, '10001', n);
  const login = await portal.app.inject({ method: 'POST', url: '/api/login', payload: { username: '10001', password: DEMO_PASSWORD } });
  expect(login.statusCode).toBe(200);
  cookie = `slakteweb_session=${login.cookies.find((c) => c.name === 'slakteweb_session')!.value}`;
  // A prognosis and a profile change, so every feed has events.
  const origin = { origin: 'http://portal.test', cookie };
  const survey = (await portal.app.inject({ method: 'GET', url: '/api/external/prognosis_registration_config', headers: { cookie } })).json().prognosis_config;
  expect((await portal.app.inject({ method: 'POST', url: '/api/register_prognosis', headers: origin, payload: { data: { pigs_slaughter: '12' }, prognosis_config: survey } })).statusCode).toBe(200);
  const profile = { email_user: 'ola@example.no', email_accounting: 'regnskap@example.no', mobile: '12345678', street_address: 'Vegen 1', post_no: '7500', city: 'Stjørdal' };
  expect((await portal.app.inject({ method: 'PUT', url: '/api/profile', headers: origin, payload: profile })).statusCode).toBe(200);
  before = await screens(portal.app, cookie);
  feedsBefore = await otherFeeds(portal);
  expect((feedsBefore['prognoses'] as { events: unknown[] }).events.length).toBeGreaterThan(0);
  expect((feedsBefore['profiles'] as { events: unknown[] }).events.length).toBeGreaterThan(0);
  eventsBefore = await readAllSettled({ app: portal.app, db }, auth, 2);
  expect(eventsBefore.length).toBeGreaterThanOrEqual(3);
  const last = await portal.app.inject({ method: 'GET', url: `/api/integration/enrolments?since=0.0&limit=1000`, headers: auth });
  savedCursor = last.json().next;
  await closePortal(portal);
}, 180_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('backup and restore of the embedded database', () => {
  it('refuses a backup while a server holds DATA_DIR, with what to do', async () => {
    const unlock = lockDataDir(original.dataDir);
    try {
      await expect(backupEmbedded(original, backupFile)).rejects.toThrow(/the server is running on DATA_DIR .*: stop it first/);
      expect(fs.existsSync(backupFile)).toBe(false);
    } finally {
      unlock();
    }
  });

  it('restores into a new DATA_DIR: every farm screen, the files and the feeds whole; a saved cursor goes on', async () => {
    await backupEmbedded(original, backupFile);
    await restoreEmbedded(restored, backupFile);
    // Never over a database.
    await expect(restoreEmbedded(restored, backupFile)).rejects.toThrow(/already holds a database/);
    expect(fileHashes(restored.filesDir)).toEqual(fileHashes(original.filesDir));
    expect(Object.keys(fileHashes(restored.filesDir)).length).toBeGreaterThan(0);

    const portal = await openPortal(restored);
    try {
      // The session, the token and every screen came along.
      expect(await screens(portal.app, cookie)).toEqual(before);
      expect(await readAllSettled({ app: portal.app, db: portal.opened.db }, auth, 2)).toEqual(eventsBefore);
      expect(await otherFeeds(portal)).toEqual(feedsBefore);
      // Three enrolments made after the restore reach a reader that saved its cursor before it.
      for (let n = 11; n <= 13; n++) await insertEnrolment(portal.opened.db, '10001', n);
      const after = await readAllSettled({ app: portal.app, db: portal.opened.db }, auth, 100, savedCursor);
      expect(after.map((e) => e.enrolment?.comment ?? null)).toEqual(['nr 11', 'nr 12', 'nr 13']);
      expect(await readAll(portal.app, auth, 100)).toHaveLength(eventsBefore.length + 3);
    } finally {
      await closePortal(portal);
    }
  }, 180_000);

  it('stops a start whose feed events are ahead of the database’s transaction ids (a logical copy into another cluster)', async () => {
    const opened = await openPglite(path.join(restored.dataDir, 'pgdata'));
    try {
      await refuseFeedTxidsAhead(opened.db);
      // What pg_restore into a new cluster leaves: events of transactions the new cluster has not reached.
      await sql`insert into integration_event (txid, stream, event, supplier_no, ref_id, snapshot)
        values ((pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text::xid8, 'enrolments', 'created', '10001', 1, null)`.execute(opened.db);
      const refused = refuseFeedTxidsAhead(opened.db);
      await expect(refused).rejects.toBeInstanceOf(FeedTxidsAheadError);
      await expect(refuseFeedTxidsAhead(opened.db)).rejects.toThrow(/feed 'enrolments' holds events of transaction \d+, but this database's next transaction is \d+: .*pg_basebackup/);
    } finally {
      await opened.close();
    }
  }, 60_000);

  it('the command answers on PostgreSQL with what to use there, and asks for a file', () => {
    const admin = (env: Record<string, string>, ...args: string[]) => {
      try {
        execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/admin-cli.ts'), ...args], {
          env: { ...process.env, DATA_DIR: path.join(root, 'cli'), INIT_CWD: root, ...env },
          encoding: 'utf8',
          stdio: 'pipe',
        });
        return '';
      } catch (error) {
        return String((error as { stderr: string }).stderr);
      }
    };
    expect(admin({ DATABASE_URL: 'postgres://portal@db.example/slakteweb' }, 'backup', 'x.tar.gz')).toContain(
      'backup is for the embedded database; on PostgreSQL use pg_basebackup and WAL archiving, with FILES_DIR beside it',
    );
    expect(admin({ DATABASE_URL: '' }, 'restore')).toContain('restore needs a file');
  }, 60_000);
});
