import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type OpenedDb, openPglite, openPostgres } from '../src/db/database.js';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.js';
import { freePort, startServerProcess } from './server-process.js';

// A server process killed outright (SIGKILL: the kernel's out-of-memory killer, a power cut of the
// process, `kill -9`) while farmers send enrolments. Nothing runs at its end: no shutdown, no
// flush, no lock released by hand. On the embedded database (the default) this is the case that
// counts: the database lives inside the killed process. The next start on the same data must
// come up by itself, hold every enrolment that was answered 200, and store a resent one (same
// Idempotency-Key, as the web app resends a send that got no answer) once, not twice.
// Both runs: PGlite in a DATA_DIR of its own, and PostgreSQL in a database of its own.

const WRITERS = 4;
/**
 * Two server starts (the first makes the cluster and seeds the demo data) and the writes: 112 s of
 * a 120 s limit with the server tests on a busy 2-core machine (load 8). The limit is there for a hang.
 */
const CRASH_LIMIT_MS = 240_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));


const started: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-crash-'));
const databaseName = `slakteweb_crash_${process.pid}`;
let admin: pg.Client | undefined;

afterAll(async () => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (admin) {
    await admin.query(`drop database if exists ${databaseName} with (force)`);
    await admin.end();
  }
});

/** PostgreSQL run: a fresh database on TEST_DATABASE_URL's server. PGlite run: DATA_DIR alone. */
async function databaseEnv(): Promise<Record<string, string>> {
  const server = process.env.TEST_DATABASE_URL;
  if (!server) return {};
  admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`drop database if exists ${databaseName} with (force)`);
  await admin.query(`create database ${databaseName}`);
  const url = new URL(server);
  url.pathname = `/${databaseName}`;
  return { DATABASE_URL: url.href };
}

/** The real server, one process, on `env`'s database and this test's data directory. */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const withDefaults = { WORKERS: '1', SEED_DEMO_DATA: 'true', API_LIMIT_PER_SESSION: '1000000', ...env };
  return (await startServerProcess({ port, dataDir, env: withDefaults, track: (child) => started.push(child) })).child;
}

/** A pig sale for week 49 under `key`: its status, 0 when no answer came (the process died). */
async function send(base: string, cookie: string, key: string): Promise<number> {
  try {
    const res = await fetch(`${base}/api/register_buy_sell/pigs/sell`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key, origin: base },
      body: JSON.stringify({ wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, comment: key, animal_rows: [{ subcategory_name: 'Smågris', amount: 2 }] }),
      signal: AbortSignal.timeout(15_000),
    });
    await res.arrayBuffer();
    return res.status;
  } catch {
    return 0;
  }
}

async function login(base: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '10001', password: DEMO_PASSWORD }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

describe('a server process killed with SIGKILL under writes', () => {
  it('starts again on its data, keeps every acknowledged enrolment, and stores a resent one once', async () => {
    const env = await databaseEnv();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await startServer(port, env);
    const cookie = await login(base);

    const acknowledged: string[] = [];
    const unanswered: string[] = [];
    const other: number[] = [];
    let sequence = 0;
    const writer = async (id: number) => {
      for (;;) {
        const key = `crash-${id}-${sequence++}`;
        const status = await send(base, cookie, key);
        if (status === 200) acknowledged.push(key);
        else if (status === 0) return unanswered.push(key);
        else other.push(status);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
    while (acknowledged.length < 40) await sleep(20);
    const exited = new Promise((resolve) => first.once('exit', resolve));
    first.kill('SIGKILL');
    await exited;
    await Promise.all(writers);
    expect(other).toEqual([]);
    expect(unanswered).toHaveLength(WRITERS);

    // The same data, a new process: it starts (the data directory's lock died with the process).
    const second = await startServer(port, env);
    // The session made before the crash still holds (sessions live in the database).
    for (const key of unanswered) expect(await send(base, cookie, key)).toBe(200);
    // A resend of an acknowledged one gives the stored answer and stores nothing.
    expect(await send(base, cookie, acknowledged[0]!)).toBe(200);
    const ended = new Promise((resolve) => second.once('exit', resolve));
    second.kill('SIGTERM');
    await ended;

    const opened: OpenedDb = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : await openPglite(path.join(dataDir, 'pgdata'));
    try {
      const rows = await opened.db.selectFrom('enrolment').select('comment').where('supplier_no', '=', '10001').where('comment', 'like', 'crash-%').execute();
      const stored = rows.map((r) => r.comment!);
      expect(acknowledged.filter((key) => !stored.includes(key))).toEqual([]);
      expect(unanswered.filter((key) => !stored.includes(key))).toEqual([]);
      // Each key once: no acknowledged write stored twice, no resend stored again.
      expect(stored.length).toBe(new Set(stored).size);
    } finally {
      await opened.close();
    }
  }, CRASH_LIMIT_MS);
});
