import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.js';
import type { PushDelivery } from '../src/modules/push/push.service.js';
import { type Config, loadConfig } from '../src/config.js';
import { type Db, type OpenedDb, openPglite, openPostgres } from '../src/db/database.js';
import { hashPassword } from '../src/lib/passwords.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { seedDemoDocuments } from '../src/db/seed/documents-seed.js';
import { seedDemoSettlements } from '../src/db/seed/settlements-seed.js';
import { generate } from 'otplib';
import { DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../src/db/seed/demo-accounts.js';
import { type DatabaseReset, snapshotForReset } from './database-reset.js';
import { openMigratedPglite } from './migrated-pglite.js';
import { openSeededDb, type SeedSource } from './seed-cache.js';

export { DEMO_PASSWORD, DEMO_TOTP_SECRET };

/**
 * Opens a fresh, empty database: in-memory PGlite, or a new database on TEST_DATABASE_URL (a copy
 * of `template` when given).
 */
export async function openFreshDb(template?: string): Promise<OpenedDb> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return openPglite(undefined);
  const name = `slakteweb_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const testUrl = new URL(url);
  testUrl.pathname = `/${name}`;
  const opened = openPostgres(testUrl.href);
  return {
    ...opened,
    async close() {
      await opened.close();
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Opens a fresh database with the schema migrated, as a copy of the run's migrated template
 * (database-template.global-setup.ts): on PGlite its dumped data directory, which saves each test
 * file a new cluster, or the worker's database of the file before put back to it (migrated-pglite.ts);
 * on PostgreSQL a copy of the template database.
 */
export async function openMigratedDb(): Promise<OpenedDb> {
  if (process.env.TEST_DATABASE_URL) return openFreshDb(inject('postgresTemplate'));
  return openMigratedPglite();
}

/** An in-memory PGlite with the schema migrated (the PGlite pass's template; the worker's, put back to it: migrated-pglite.ts). */
export { openMigratedPglite };

/**
 * The demo data that files seeding settlements keep between tests (seeding it takes seconds).
 * Every other table holds per-test state (logins, sessions, limits, markers, enrolments, …) and is
 * emptied by reset(), so a new table is emptied too without anyone listing it.
 */
const KEPT_DEMO_TABLES = new Set(['herd_animal', 'pickup_week_rule', 'document', 'slaughter_photo', 'slaughter_animal_disease', 'slaughter_animal', 'settlement', 'old_system_supplier', 'supplier', 'help_text']);
/** The statistics rollups: sums over the kept settlements, kept with them. */
for (const table of ['statistics_rollup', 'statistics_disease_rollup', 'statistics_cooperative_rollup', 'statistics_rollup_state', 'health_rollup', 'health_finding_rollup', 'health_price_rollup'])
  KEPT_DEMO_TABLES.add(table);
/** The dashboard's last delivery per kind: derived from the kept settlements by the database. */
KEPT_DEMO_TABLES.add('last_delivery');
/**
 * The price lists the settlements were priced from (settlements-seed.ts), and the price-grid
 * rollup over both: emptied, only a file's first test would see its settlements' prices explained.
 * The health benchmark's stored bands are a cache over the rollups and may go: they are worked out
 * again when missing.
 */
KEPT_DEMO_TABLES.add('price_list');
KEPT_DEMO_TABLES.add('grid_rollup');
KEPT_DEMO_TABLES.add('grid_deduction_rollup');
/** Kysely's own bookkeeping of the migrations: never emptied. */
const MIGRATION_TABLES = new Set(['kysely_migration', 'kysely_migration_lock']);

/** The application's tables in the current schema, from the database itself. */
async function applicationTables(db: Db): Promise<string[]> {
  const result = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  return result.rows.map((r) => r.tablename).filter((name) => !MIGRATION_TABLES.has(name));
}

export interface TestContextOptions {
  /**
   * Seed the demo settlements once for the file (10001, 10003 and `otherSuppliers` others), or load
   * the run's copy of the same seed (seed-cache.ts); reset() then keeps them and the suppliers, and
   * resets only logins, sessions and markers.
   */
  settlements?: boolean;
  /** Other suppliers (2xxxx) to seed with settlements; default 2 (the demo has 45). */
  otherSuppliers?: number;
  /**
   * Also seed the demo documents (accountings for every posted settlement, and invoices, credit
   * notes, statements and summaries with their PDFs for 10001 and 10003). Implies `settlements`.
   */
  documents?: boolean;
  /**
   * False: seed afresh instead of loading the run's kept copy of the same seed (the harness's own
   * test compares the two).
   */
  seedCache?: boolean;
  /** Stands in for the browsers' push services (web push); default the real web-push. */
  pushDelivery?: PushDelivery;
}

export interface TestContext {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /**
   * Where the seeded settlements came from: 'none' (not asked for), 'fresh' (seeded here, no copy
   * kept), 'built' (seeded here, copy kept for the run) or 'loaded' (the run's kept copy).
   */
  seedSource: 'none' | 'fresh' | SeedSource;
  /** Every log line the server wrote. */
  logs: string[];
  now: () => Date;
  advance(ms: number): void;
  /** Puts the clock at an instant (reset() puts it back at START). */
  setNow(instant: Date): void;
  /** Empties the database and seeds the demo data again; resets the clock. */
  reset(): Promise<void>;
  /**
   * The tables the last reset() emptied: 'all' for a full reset (the file's first, which seeds the
   * demo data), else those the test before had written (test/database-reset.ts).
   */
  lastResetEmptied(): readonly string[] | 'all';
  close(): Promise<void>;
  /** Mails written to the outbox so far (raw .eml text), oldest first. */
  outbox(): string[];
  /**
   * Logs in and returns the session cookie. Staff give the demo superuser's TOTP code too (each
   * login a code of a later 30-second step, on the app's wall clock, so none is a replay).
   */
  login(username: string, password?: string): Promise<string>;
  /** The app's real-time clock for the second factor (TOTP); moves only when told. */
  wallNow(): Date;
  /** Moves the wall clock on, e.g. 30 s to the next TOTP step. */
  advanceWall(ms: number): void;
  /** The TOTP code of `secret` at the wall clock's time. */
  totpCode(secret?: string): Promise<string>;
  /** Logs in a farmer who must confirm the profile (10002) after confirming it, as a farm without data. */
  loginConfirmed(username: string): Promise<string>;
}

export const START = new Date('2026-11-22T09:00:00Z');

/**
 * The demo password's hash, made once per worker (once per file in a project that isolates its
 * files): reset() seeds the demo accounts before every test, and argon2id takes about a tenth of
 * a second each time.
 */
let demoPasswordHash: Promise<string> | undefined;
async function seedDemo(db: Db, company: Config['company']): Promise<void> {
  demoPasswordHash ??= hashPassword(DEMO_PASSWORD);
  await seedDemoData(db, company, { passwordHash: await demoPasswordHash });
}

/**
 * The file's database: migrated and empty, or with the settlements (and documents) seeded, from
 * the run's kept copy of the same seed when there is one (seed-cache.ts).
 */
async function openDb(config: Config, options: TestContextOptions, keepData: boolean): Promise<{ opened: OpenedDb; source: TestContext['seedSource'] }> {
  if (!keepData) return { opened: await openMigratedDb(), source: 'none' };
  const otherSuppliers = options.otherSuppliers ?? 2;
  const documents = options.documents === true;
  const seed = async (db: Db) => {
    await seedDemo(db, config.company);
    await seedDemoSettlements(db, config.filesDir, { otherSuppliers });
    if (documents) await seedDemoDocuments(db, config.filesDir, config.company);
  };
  if (options.seedCache === false) {
    const opened = await openMigratedDb();
    await seed(opened.db);
    return { opened, source: 'fresh' };
  }
  return openSeededDb({ otherSuppliers, documents, company: config.company.id }, config.filesDir, seed, {
    migrated: openMigratedDb,
    pgliteFrom: (tarball) => openPglite(undefined, tarball),
    postgresCopyOf: (template) => openFreshDb(template),
  });
}

/** One app and database per test file; call reset() in beforeEach. */
export async function createTestContext(env: Record<string, string> = {}, options: TestContextOptions = {}): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test/', LOG_LEVEL: 'info', WEB_DIST_DIR: path.join(dataDir, 'no-web'), ...env });
  const keepData = options.settlements === true || options.documents === true;
  const { opened, source: seedSource } = await openDb(config, options, keepData);
  let current = START;
  let wall = START;
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      logs.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp({ config, db: opened.db, clock: () => current, wallClock: () => wall, logStream, ...(options.pushDelivery ? { pushDelivery: options.pushDelivery } : {}) });
  await app.ready();
  const allTables = await applicationTables(opened.db);
  const tablesToEmpty = keepData ? allTables.filter((name) => !KEPT_DEMO_TABLES.has(name)) : allTables;
  const outboxDir = path.join(dataDir, 'outbox');
  // The first reset empties every table and seeds the demo data, and snapshots the result; later
  // ones put back only what a test wrote (null: this database cannot, every reset is a full one).
  let snapshot: DatabaseReset | null | undefined;
  let lastEmptied: readonly string[] | 'all' = 'all';
  const fullReset = async () => {
    await sql.raw(`truncate ${tablesToEmpty.join(', ')} restart identity cascade`).execute(opened.db);
    await seedDemo(opened.db, config.company);
    lastEmptied = 'all';
  };

  const ctx: TestContext = {
    app,
    db: opened.db,
    config,
    seedSource,
    logs,
    now: () => current,
    advance(ms) {
      current = new Date(current.getTime() + ms);
    },
    setNow(instant) {
      current = instant;
    },
    async reset() {
      // Mails of forgot-password go out after the answer: let the last test's land before the
      // outbox is emptied, or they would show up in the next test's outbox.
      await app.settleBackgroundWork();
      if (snapshot === undefined) {
        await fullReset();
        snapshot = (await snapshotForReset(opened.db, tablesToEmpty)) ?? null;
      } else if (snapshot !== null && (await snapshot.restore())) lastEmptied = snapshot.lastRestored;
      else await fullReset();
      current = START;
      wall = START;
      fs.rmSync(outboxDir, { recursive: true, force: true });
      logs.length = 0;
    },
    async close() {
      await app.settleBackgroundWork();
      await app.close();
      await opened.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    lastResetEmptied: () => lastEmptied,
    outbox() {
      if (!fs.existsSync(outboxDir)) return [];
      return fs
        .readdirSync(outboxDir)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    },
    async loginConfirmed(username) {
      const cookie = await ctx.login(username);
      await app.inject({ method: 'POST', url: '/api/profile/confirm_information', headers: { cookie } });
      return cookie;
    },
    async login(username, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });
      if (res.statusCode !== 200 && res.statusCode !== 418) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      if (res.json().second_factor !== 'verify') return sessionCookie(res);
      wall = new Date(wall.getTime() + 30_000);
      const code = await ctx.totpCode();
      const second = await app.inject({ method: 'POST', url: '/api/login/second_factor', headers: { cookie: sessionCookie(res) }, payload: { code } });
      if (second.statusCode !== 200) throw new Error(`second factor of ${username} failed: ${second.statusCode} ${second.body}`);
      return sessionCookie(second);
    },
    wallNow: () => wall,
    advanceWall(ms) {
      wall = new Date(wall.getTime() + ms);
    },
    totpCode(secret = DEMO_TOTP_SECRET) {
      return generate({ secret, epoch: Math.floor(wall.getTime() / 1000) });
    },
  };
  return ctx;
}

/** A form post's headers and body, as a browser without JavaScript sends it (with the session's cookie when given). */
export function formRequest(fields: Record<string, string>, cookie?: string) {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams(fields).toString(),
  };
}

/** The `slakteweb_session=…` pair from a response's Set-Cookie, for the next request's Cookie header. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === 'slakteweb_session');
  if (!cookie) throw new Error('no session cookie in response');
  return `slakteweb_session=${cookie.value}`;
}

/** Quoted-printable bytes (=C3=A5) back to UTF-8 text. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const raw = Buffer.from(text.replace(/=\r?\n/g, ''), 'utf8');
  for (let i = 0; i < raw.length; i++) {
    const hex = raw.subarray(i + 1, i + 3).toString('latin1');
    if (raw[i] === 0x3d && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(raw[i]!);
  }
  return Buffer.from(bytes).toString('utf8');
}

/**
 * A mail of the outbox as a reader sees it: its recipient, subject (RFC 2047 words decoded) and
 * plain text (quoted-printable or base64 decoded).
 */
export function readMail(raw: string): { to: string; subject: string; text: string } {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1] ?? '';
  const subject = header('Subject')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, enc: string, word: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : decodeQuotedPrintable(word.replace(/_/g, ' ')),
    );
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
  return { to: header('To'), subject, text };
}

/** The reset link in a mail (quoted-printable soft breaks undone). */
export function linkIn(mail: string): string {
  const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/\S+reset-password\?t=[A-Za-z0-9_%-]+/.exec(text);
  if (!match) throw new Error(`no reset link in mail:\n${mail}`);
  return match[0];
}

export function tokenOf(link: string): string {
  return decodeURIComponent(new URL(link).searchParams.get('t') ?? '');
}
