import { type ChildProcess, execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/db/seed/demo-accounts.js';
import { freePort, type ServerProcess, startServerProcess } from './server-process.js';

// WORKERS=N on PostgreSQL: the real server (TypeScript source through tsx) as a primary with two
// server processes on one port; a login made through one process holds in the other (sessions
// live in the database), and SIGTERM stops them all. On PGlite it stays one process and says so.
// In the PostgreSQL run only (vitest.config.ts), with a database of its own on TEST_DATABASE_URL.


const started: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts the server on a port and data directory of its own. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-workers-'));
  dirs.push(dataDir);
  return startServerProcess({ port: await freePort(), dataDir, env, track: (child) => started.push(child) });
}

/** Runs `work` on a new, empty database of its own on TEST_DATABASE_URL's server, dropped after. */
async function withFreshDatabase(name: string, work: (url: string) => Promise<void>): Promise<void> {
  const database = process.env.TEST_DATABASE_URL!;
  const client = new pg.Client({ connectionString: database });
  await client.connect();
  await client.query(`drop database if exists ${name} with (force)`);
  await client.query(`create database ${name}`);
  const dbUrl = new URL(database);
  dbUrl.pathname = `/${name}`;
  try {
    await work(dbUrl.href);
  } finally {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  }
}

/** The pids of a process's children that are server processes (tsx has helper processes of its own). */
function childrenOf(pid: number): number[] {
  try {
    return execFileSync('pgrep', ['-P', String(pid), '-f', 'src/server.ts'], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

describe('WORKERS', () => {
  it('runs two server processes over PostgreSQL that share sessions, and stops them all', async () => {
    await withFreshDatabase(`slakteweb_workers_${process.pid}`, async (dbUrl) => {
      const server = await startServer({ DATABASE_URL: dbUrl, WORKERS: '2', SEED_DEMO_DATA: 'true' });
      expect(server.output()).toContain('2 serverprosesser (WORKERS=2) på samme port');
      expect(server.output()).toContain('ADVARSEL: demodata i PostgreSQL (SEED_DEMO_DATA=true)');
      expect(childrenOf(server.child.pid!)).toHaveLength(2);

      // Each request on a new connection: the two processes take turns; the session holds in both.
      const login = await fetch(`${server.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json', connection: 'close' }, body: JSON.stringify({ username: '10001', password: DEMO_PASSWORD }) });
      expect(login.status).toBe(200);
      const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
      for (let i = 0; i < 10; i++) {
        const profile = await fetch(`${server.base}/api/profile`, { headers: { cookie, connection: 'close' } });
        expect(profile.status).toBe(200);
      }

      server.child.kill('SIGTERM');
      const code = await new Promise<number | null>((resolve) => server.child.once('exit', (c) => resolve(c)));
      expect(code).toBe(0);
      expect(childrenOf(server.child.pid!)).toEqual([]);
    });
  }, 120_000);

  // The demo accounts' password and the staff superuser's TOTP secret are published: a PostgreSQL
  // database started with DATABASE_URL alone must not get them.
  it('seeds no demo accounts into PostgreSQL unless SEED_DEMO_DATA=true, at the start or by npm run seed', async () => {
    await withFreshDatabase(`slakteweb_nodemo_${process.pid}`, async (dbUrl) => {
      // The release step (npm run seed) migrates without demo data too.
      const seed = spawnSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../src/db/seed-cli.ts')], {
        env: { ...process.env, DATABASE_URL: dbUrl, SEED_DEMO_DATA: '', LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      });
      expect(seed.status).toBe(0);
      expect(seed.stdout).toContain('Databasen er klar: PostgreSQL (DATABASE_URL), uten demodata (SEED_DEMO_DATA=true legger den inn)');

      const server = await startServer({ DATABASE_URL: dbUrl, WORKERS: '1' });
      expect(server.output()).toContain('Demodata: ikke lagt inn (SEED_DEMO_DATA=true legger den inn)');
      expect(server.output()).not.toContain('Demokontoer');
      expect(server.output()).not.toContain(DEMO_PASSWORD);
      for (const username of ['10001', '90001']) {
        const login = await fetch(`${server.base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: DEMO_PASSWORD }) });
        expect(login.status).toBe(401);
      }
      const portal = new pg.Client({ connectionString: dbUrl });
      await portal.connect();
      const users = await portal.query<{ count: string }>('select count(*) from app_user');
      const suppliers = await portal.query<{ count: string }>('select count(*) from supplier');
      await portal.end();
      // As a number whichever way this process reads bigint (db/database.ts sets a parser for the pool).
      expect([Number(users.rows[0]!.count), Number(suppliers.rows[0]!.count)]).toEqual([0, 0]);
      server.child.kill('SIGTERM');
      await new Promise((resolve) => server.child.once('exit', resolve));
    });
  }, 120_000);

  it('stays one process on PGlite, and says so', async () => {
    const server = await startServer({ DATABASE_URL: '', WORKERS: '2', SEED_DEMO_DATA: 'false' });
    expect(server.output()).toContain('Én serverprosess: den innebygde PGlite tillater bare én (WORKERS=2 gjelder bare med DATABASE_URL)');
    expect(childrenOf(server.child.pid!)).toEqual([]);
    server.child.kill('SIGTERM');
    await new Promise((resolve) => server.child.once('exit', resolve));
  }, 120_000);
});
