// Many farmers exporting their 10-year history at once (the end of the year, for the accounts):
// the line of exports (EXCEL_EXPORTS_AT_ONCE, default 2 per process) against building them all
// side by side (EXCEL_EXPORTS_AT_ONCE as high as the number sent: what the portal did before the
// line), on the same build and database, alternating. For each: when the first and the last
// export arrived, their median, the exports per second, and the server's peak memory (VmHWM of a
// fresh process). Needs a database loaded by `npm run bench:coop` (DATABASE_URL) and the server
// built. Before each measurement one export runs alone, so ExcelJS is loaded in both.
//
//   DATABASE_URL=… npx tsx bench/excel-exports-at-once.ts
//   BENCH_AT_ONCE_COUNTS=8,20 BENCH_ROUNDS=2 PORT=4075 …
//
// Not a test: the figures depend on the machine and on what else runs on it (DESIGN.md §8).
import os from 'node:os';
import { LARGE_FARM } from './cooperative.js';
import { login, memoryMb, portalEnv, SERVER_ARGS, startProcess, stopProcess, TEN_YEAR_EXPORT } from './portal-process.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database loaded by npm run bench:coop');
const COUNTS = (process.env.BENCH_AT_ONCE_COUNTS ?? '8,20').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PORT = Number(process.env.PORT ?? 4075);
const base = `http://127.0.0.1:${PORT}`;
const log = (line: string) => process.stdout.write(`${line}\n`);

/** One export to its last byte: ms from `started`, and the status. */
async function oneExport(cookie: string, started: number): Promise<{ ms: number; status: number }> {
  const res = await fetch(`${base}${TEN_YEAR_EXPORT}`, { headers: { cookie } });
  await res.arrayBuffer();
  return { ms: performance.now() - started, status: res.status };
}

async function measure(count: number, atOnce: number) {
  const env = { ...portalEnv(url!, PORT, 1, 'exports-at-once'), EXCEL_EXPORTS_AT_ONCE: String(atOnce), EXCEL_EXPORTS_WAITING: String(count) };
  const { child } = await startProcess(SERVER_ARGS, env, 'kjører på');
  try {
    const cookie = await login(base, LARGE_FARM);
    await oneExport(cookie, performance.now());
    const started = performance.now();
    const done = await Promise.all(Array.from({ length: count }, () => oneExport(cookie, started)));
    const times = done.map((d) => d.ms).sort((a, b) => a - b);
    const failed = done.filter((d) => d.status !== 200).length;
    if (failed > 0) throw new Error(`${failed} of ${count} exports did not answer 200`);
    return {
      first: times[0]! / 1000,
      median: times[Math.floor(times.length / 2)]! / 1000,
      last: times.at(-1)! / 1000,
      perSecond: count / (times.at(-1)! / 1000),
      peakMb: memoryMb(child.pid!).peak,
    };
  } finally {
    await stopProcess(child);
  }
}

log(`${os.cpus().length} cores, Node ${process.version}; the large farm's 10-year export (${TEN_YEAR_EXPORT}), WORKERS=1, ${ROUNDS} rounds`);
log('| round | exports sent at once | built at once | first s | median s | last s | exports/s | peak RSS MB |');
log('|---|---|---|---|---|---|---|---|');
for (let round = 1; round <= ROUNDS; round++) {
  for (const count of COUNTS) {
    // The line (the default) and all side by side, alternating which goes first.
    const settings = round % 2 === 1 ? [2, count] : [count, 2];
    for (const atOnce of settings) {
      const m = await measure(count, atOnce);
      const built = atOnce >= count ? `all ${count}` : `${atOnce} (the line)`;
      log(`| ${round} | ${count} | ${built} | ${m.first.toFixed(2)} | ${m.median.toFixed(2)} | ${m.last.toFixed(2)} | ${m.perSecond.toFixed(2)} | ${m.peakMb} |`);
    }
  }
}
