// What WORKERS=2 gains over WORKERS=1 on work that is the server's own: the 10-year Excel export
// of the large farm (one database read, then about 0.4 s of the server's CPU per export), several at
// once, on a database loaded by `npm run bench:coop` (DATABASE_URL). The load generator here is a
// few fetches, so unlike bench/load.ts (autocannon at c=50, which needs a core of its own) the
// server processes have the cores to themselves. Rounds alternate between the process counts.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:54437/coop npx tsx bench/workers.ts
//   BENCH_CONCURRENT=4 BENCH_BATCHES=3 BENCH_ROUNDS=2 PORT=4070 …
//
// Not a test: the figures depend on the machine and on what else runs on it (DESIGN.md §8).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database loaded by npm run bench:coop');
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 4);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.PORT ?? 4070);
const root = path.resolve(import.meta.dirname, '..');
const base = `http://127.0.0.1:${PORT}`;
const LARGE = '19999';
const EXPORT = '/api/posted_slaughter_by_date_range/2016-11-14/2026-11-13/export/excel';

const log = (line: string) => process.stdout.write(`${line}\n`);

function startServer(workers: number): Promise<ChildProcess> {
  const env = {
    ...process.env,
    DATABASE_URL: url,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: `${base}/`,
    DATA_DIR: path.join(os.tmpdir(), 'slakteweb-bench-workers'),
    FILES_DIR: path.join(os.tmpdir(), 'slakteweb-bench-workers-files'),
    NOW: '2026-11-22T12:00',
    LOG_LEVEL: 'warn',
    WORKERS: String(workers),
    API_LIMIT_PER_IP: '100000000',
    API_LIMIT_PER_SESSION: '100000000',
  };
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('kjører på')) resolve(child);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited (${code}): ${output}`)));
  });
}

async function stopServer(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function login(): Promise<string> {
  const res = await fetch(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: LARGE, password: 'Slakteweb2026!' }) });
  if (res.status !== 200) throw new Error(`login: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

async function oneExport(cookie: string): Promise<void> {
  const res = await fetch(`${base}${EXPORT}`, { headers: { cookie } });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`export: ${res.status}`);
}

/** Exports per second over BATCHES batches of CONCURRENT exports at once (after one to warm up). */
async function measure(cookie: string): Promise<number> {
  await oneExport(cookie);
  const started = performance.now();
  for (let batch = 0; batch < BATCHES; batch++) {
    await Promise.all(Array.from({ length: CONCURRENT }, () => oneExport(cookie)));
  }
  return (BATCHES * CONCURRENT) / ((performance.now() - started) / 1000);
}

execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
log(`${os.cpus().length} cores, Node ${process.version}; ${BATCHES} batches of ${CONCURRENT} exports at once per measurement, ${ROUNDS} rounds`);
log('| round | WORKERS=1 exports/s | WORKERS=2 exports/s | ratio 2/1 |');
log('|---|---|---|---|');
for (let round = 1; round <= ROUNDS; round++) {
  const rates: number[] = [];
  for (const workers of [1, 2]) {
    const server = await startServer(workers);
    // The workers of a cluster listen a moment after the banner.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rates.push(await measure(await login()));
    await stopServer(server);
  }
  log(`| ${round} | ${rates[0]!.toFixed(2)} | ${rates[1]!.toFixed(2)} | ${(rates[1]! / rates[0]!).toFixed(2)} |`);
}
