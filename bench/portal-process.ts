// What the benches that run the compiled portal share: its environment on a bench database, start
// and stop of a process, a farmer's login, and the process's memory from /proc.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const root = path.resolve(import.meta.dirname, '..');
/** The password of every login `bench:coop` adds (the demo's). */
export const PASSWORD = 'Slakteweb2026!';
/** The Excel export of ten years of posted settlements (`bench:coop`'s history ends 13.11.2026). */
export const TEN_YEAR_EXPORT = '/api/posted_slaughter_by_date_range/2016-11-14/2026-11-13/export/excel';
/**
 * What Chromium sends as Accept-Encoding with every request. The farmer-screen lines send it too:
 * a browser always does, and the answers of 1 kB or more then go out compressed, which costs the
 * server more CPU than sending them as they are.
 */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
/** The compiled server, as `npm start` runs it (after `npm run build -w apps/server`). */
export const SERVER_ARGS = ['--enable-source-maps', 'apps/server/dist/server.js'];

/**
 * The portal's environment for a bench on `databaseUrl`: its own data directory under the system's
 * temporary one (`name`), the clock of the demo data, and the flood guard out of the way (the load
 * comes from one address and a few sessions; the guard is not what is measured).
 */
export function portalEnv(databaseUrl: string, port: number, workers: number, name: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}/`,
    DATA_DIR: path.join(os.tmpdir(), `slakteweb-bench-${name}`),
    FILES_DIR: path.join(os.tmpdir(), `slakteweb-bench-${name}-files`),
    NOW: '2026-11-22T12:00',
    LOG_LEVEL: 'warn',
    WORKERS: String(workers),
    API_LIMIT_PER_IP: '100000000',
    API_LIMIT_PER_SESSION: '100000000',
    // bench:coop loads the demo data with the cooperative (its logins copy the demo's password):
    // a PostgreSQL start without it asked for would stop at the demo's staff accounts.
    SEED_DEMO_DATA: 'true',
  };
}

/**
 * Starts `node args` in the repository (or in `cwd`, another checkout) with `env` added, resolved
 * once its output shows `ready`.
 */
export function startProcess(args: string[], env: Record<string, string>, ready: string, cwd = root): Promise<{ child: ChildProcess; output: () => string; startedMs: number }> {
  const startedMs = performance.now();
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve({ child, output: () => output, startedMs });
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited (${code}): ${output}`)));
  });
}

/** SIGTERM, and SIGKILL if it has not ended after 15 s. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000)]);
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

/** Logs a farmer in on the portal at `base`; the session cookie for the requests that follow. */
export async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: PASSWORD }) });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** A process's resident memory now and its peak so far (VmRSS, VmHWM), in MB. */
export function memoryMb(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
  return { rss: mb('VmRSS'), peak: mb('VmHWM') };
}
