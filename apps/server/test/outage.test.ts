import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCompany } from '@slakteweb/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openPostgres } from '../src/db/database.js';
import { hashPassword } from '../src/lib/passwords.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { OutageCluster } from './outage/cluster.js';
import { freePort, startServerProcess } from './server-process.js';

// Standing test (PostgreSQL runs only): the real server process on a PostgreSQL cluster of its
// own (test/outage/cluster.ts), with 8 writers sending enrolments. The database is stopped with
// `-m immediate` under them, started again, then frozen with SIGSTOP. The process must stay up,
// answer 503 TRY_AGAIN_IN_A_MINUTE (with Retry-After) while the database is away, never any other
// 5xx, after the first timeout at once rather than after a timeout of its own, recover without a
// restart, and keep every write it acknowledged.

const QUERY_TIMEOUT_MS = 2_000;
const CONNECT_TIMEOUT_MS = 1_500;
const WRITERS = 8;

let cluster: OutageCluster;
let server: ChildProcess;
let base: string;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-outage-'));


/** The writers' farm's password (not the demo's, see beforeAll). */
const FARMER_PASSWORD = 'Utfall-test-2027';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const alive = () => server.exitCode === null && server.signalCode === null;

beforeAll(async () => {
  cluster = new OutageCluster();
  cluster.start();
  const seeding = openPostgres(cluster.url);
  await migrateToLatest(seeding.db);
  await seedDemoData(seeding.db, getCompany('standard'));
  // The demo's accounts, with their published password, would stop a start without
  // SEED_DEMO_DATA=true (startup-database.ts), as on a real portal: the writers' farm gets a
  // password of its own, the others none.
  await seeding.db.updateTable('app_user').set({ password_hash: null }).execute();
  await seeding.db.updateTable('app_user').set({ password_hash: await hashPassword(FARMER_PASSWORD) }).where('username', '=', '10001').execute();
  await seeding.close();

  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await startServerProcess({
    port,
    dataDir,
    env: {
      DATABASE_URL: cluster.url,
      SEED_DEMO_DATA: 'false',
      // One process: the test is of what a server process survives (a cluster's primary would
      // start a new worker for a dead one, and so hide a crash).
      WORKERS: '1',
      DB_QUERY_TIMEOUT_MS: String(QUERY_TIMEOUT_MS),
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS),
      // The 8 writers share one session and send as fast as the server answers: 1 000–1 300
      // requests in a run, around the per-session limit of 1 200 a minute, so on a fast run the
      // flood guard answered 429 where this test waits for a 200. The guard has its own tests.
      API_LIMIT_PER_SESSION: '1000000',
    },
    track: (child) => (server = child),
  });
}, 60_000);

afterAll(async () => {
  if (server && alive()) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  cluster?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '10001', password: FARMER_PASSWORD }) });
  expect(res.status).toBe(200);
  return res.headers.getSetCookie()[0]!.split(';')[0]!;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  code?: string;
}

async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  try {
    const res = await fetch(`${base}${url}`, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = (await res.json().catch(() => ({}))) as { code?: string };
    return { status: res.status, retryAfter: res.headers.get('retry-after'), ...(body.code ? { code: body.code } : {}) };
  } catch {
    // No answer at all (the process died, or a request hung past 15 s): the worst outcome.
    return { status: 0, retryAfter: null };
  }
}

describe('a PostgreSQL outage', () => {
  it('stopped with -m immediate under 8 writers, then frozen: the process stays up, answers 503, recovers, loses no acknowledged write', async () => {
    const cookie = await login();
    const answers: Answer[] = [];
    const acknowledged: string[] = [];
    let writing = true;
    let sequence = 0;

    const writer = async (id: number) => {
      while (writing) {
        const key = `outage-${id}-${sequence++}-${Date.now()}`;
        const answer = await call('/api/register_buy_sell/pigs/sell', {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'idempotency-key': key, origin: base },
          body: JSON.stringify({ wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, comment: key, animal_rows: [{ subcategory_name: 'Smågris', amount: 2 }] }),
        });
        answers.push(answer);
        if (answer.status === 200) acknowledged.push(key);
        else await sleep(50);
      }
    };
    const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));

    await sleep(1_500);
    const beforeOutage = acknowledged.length;
    cluster.stopImmediately();
    // While it is down: the process lives and answers 503 with Retry-After.
    await sleep(1_500);
    const whileDown = await call('/api/profile', { headers: { cookie } });
    expect(alive()).toBe(true);
    expect(whileDown).toMatchObject({ status: 503, code: 'TRY_AGAIN_IN_A_MINUTE', retryAfter: expect.stringMatching(/^\d+$/) });
    // A load balancer's health check sees it too (docs/scaling.md).
    expect(await call('/api/health')).toMatchObject({ status: 503, code: 'TRY_AGAIN_IN_A_MINUTE', retryAfter: expect.stringMatching(/^\d+$/) });

    // Back again: it recovers by itself, no restart.
    cluster.start();
    const restarted = performance.now();
    let recovered = await call('/api/profile', { headers: { cookie } });
    while (recovered.status !== 200 && performance.now() - restarted < 20_000) {
      await sleep(100);
      recovered = await call('/api/profile', { headers: { cookie } });
    }
    const recoveryMs = Math.round(performance.now() - restarted);
    expect(recovered.status).toBe(200);
    expect((await call('/api/health')).status).toBe(200);
    const ackedAtRecovery = acknowledged.length;
    await sleep(1_000);
    writing = false;
    await Promise.all(writers);
    expect(acknowledged.length).toBeGreaterThan(ackedAtRecovery);

    // Frozen: a request gets its 503 within the timeouts, not never.
    cluster.freeze();
    const frozenAt = performance.now();
    const frozen = await call('/api/profile', { headers: { cookie } });
    const frozenMs = Math.round(performance.now() - frozenAt);
    // After that first timeout nobody waits for one: a rush of farmers gets 503 at once, until a
    // probe sees the database again (db/circuit-breaker.ts).
    const rushAt = performance.now();
    const rush = await Promise.all(Array.from({ length: 20 }, () => call('/api/profile', { headers: { cookie } })));
    const rushMs = Math.round(performance.now() - rushAt);
    const frozenLogin = await call('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: '10001', password: FARMER_PASSWORD }) });
    cluster.thaw();
    expect(frozen).toMatchObject({ status: 503, code: 'TRY_AGAIN_IN_A_MINUTE' });
    expect(frozenLogin.status).toBe(503);
    expect(frozenMs).toBeLessThan(QUERY_TIMEOUT_MS + CONNECT_TIMEOUT_MS + 2_000);
    expect(rush.map((a) => a.status)).toEqual(Array<number>(20).fill(503));
    expect(rush.every((a) => a.code === 'TRY_AGAIN_IN_A_MINUTE' && a.retryAfter !== null)).toBe(true);
    // Not one of them waited for a statement timeout.
    expect(rushMs).toBeLessThan(QUERY_TIMEOUT_MS);
    let thawed = await call('/api/profile', { headers: { cookie } });
    for (let i = 0; i < 50 && thawed.status !== 200; i++) {
      await sleep(100);
      thawed = await call('/api/profile', { headers: { cookie } });
    }
    expect(thawed.status).toBe(200);
    expect(alive()).toBe(true);

    // No answer was any other 5xx, and none was missing.
    const byStatus = answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});
    expect(answers.filter((a) => a.status === 0 || (a.status >= 500 && a.status !== 503))).toEqual([]);
    expect(byStatus[503]).toBeGreaterThan(0);

    // Every acknowledged write is in the database.
    const check = openPostgres(cluster.url);
    try {
      const stored = new Set((await check.db.selectFrom('enrolment').select('comment').where('supplier_no', '=', '10001').execute()).map((r) => r.comment));
      const lost = acknowledged.filter((key) => !stored.has(key));
      expect(lost).toEqual([]);
      console.log(
        `outage: ${answers.length} writes tried by ${WRITERS} writers (${JSON.stringify(byStatus)}), ${acknowledged.length} acknowledged (${beforeOutage} before the stop), ` +
          `${lost.length} lost; recovered ${recoveryMs} ms after the database was back; frozen database answered 503 in ${frozenMs} ms, then 20 requests at once in ${rushMs} ms`,
      );
    } finally {
      await check.close();
    }
  }, 60_000);
});
