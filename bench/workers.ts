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
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { login, portalEnv, root, SERVER_ARGS, startProcess, stopProcess, TEN_YEAR_EXPORT } from './portal-process.js';
import { LARGE_FARM } from './cooperative.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database loaded by npm run bench:coop');
const CONCURRENT = Number(process.env.BENCH_CONCURRENT ?? 4);
const BATCHES = Number(process.env.BENCH_BATCHES ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.PORT ?? 4070);
const base = `http://127.0.0.1:${PORT}`;

const log = (line: string) => process.stdout.write(`${line}\n`);

async function oneExport(cookie: string): Promise<void> {
  const res = await fetch(`${base}${TEN_YEAR_EXPORT}`, { headers: { cookie } });
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
    const { child: server } = await startProcess(SERVER_ARGS, portalEnv(url, PORT, workers, 'workers'), 'kjører på');
    // The workers of a cluster listen a moment after the banner.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    rates.push(await measure(await login(base, LARGE_FARM)));
    await stopProcess(server);
  }
  log(`| ${round} | ${rates[0]!.toFixed(2)} | ${rates[1]!.toFixed(2)} | ${(rates[1]! / rates[0]!).toFixed(2)} |`);
}
