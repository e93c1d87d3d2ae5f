// The server's memory against its speed under different Node (V8) flags, by default without and
// with `--optimize-for-size` (BENCH_VARIANTS), on a database loaded by `npm run bench:coop`
// (DATABASE_URL). For each variant, alternately and twice (BENCH_ROUNDS), it starts the compiled
// server fresh and measures:
// - RSS after start, and the peak (VmHWM) after several 10-year Excel exports of the large farm in
//   a row (BENCH_EXPORTS), with the time of each;
// - req/s of the large farm's screens (autocannon c=50, BENCH_SECONDS each), and the peak after them.
// Writes a table to stdout; the figures go into bench/RESULTS.md by hand, beside the load bench.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:54437/coop npx tsx bench/server-memory.ts
//
// Not a test: the figures depend on the machine and on what else runs on it (DESIGN.md §8).
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import autocannon from 'autocannon';
import { login, memoryMb, portalEnv, root, SERVER_ARGS, startProcess, stopProcess, TEN_YEAR_EXPORT } from './portal-process.js';
import { LARGE_FARM } from './cooperative.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database loaded by npm run bench:coop');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const EXPORTS = Number(process.env.BENCH_EXPORTS ?? 5);
const PORT = Number(process.env.PORT ?? 4060);
const base = `http://127.0.0.1:${PORT}`;

// The Node flags to compare, ';' between variants ('' is Node's defaults), e.g.
// BENCH_VARIANTS=';--max-semi-space-size=4'.
const VARIANTS = (process.env.BENCH_VARIANTS ?? ';--optimize-for-size').split(';').map((flags) => ({
  label: flags.trim() || 'default',
  flags: flags.split(' ').filter(Boolean),
}));
const ROUTES: [string, string][] = [
  ['dashboard', '/api/farmer_statistics/dashboard'],
  // bench:coop loads accounting documents only (one per settlement): the other kinds are empty.
  ['documents page', '/api/documents/page?kind=accounting&limit=50'],
  ['settlement list page', '/api/posted_slaughters_list?limit=50'],
  ['badge counts', '/api/badge_counts'],
];

const log = (line: string) => process.stdout.write(`${line}\n`);

execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });
log(`${os.cpus().length} cores, Node ${process.version}, ${EXPORTS} exports and ${SECONDS} s per route, ${ROUNDS} rounds`);
log('| variant | round | RSS after start MB | peak after exports MB | export s (each) | ' + ROUTES.map(([name]) => `${name} req/s`).join(' | ') + ' | peak at the end MB |');
log('|---|---|---|---|---|' + ROUTES.map(() => '---|').join('') + '---|');
for (let round = 1; round <= ROUNDS; round++) {
  for (const variant of VARIANTS) {
    const { child: server } = await startProcess([...variant.flags, ...SERVER_ARGS], portalEnv(url, PORT, 1, 'memory'), 'kjører på');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterStart = memoryMb(server.pid!).rss;
    const cookie = await login(base, LARGE_FARM);
    const seconds: string[] = [];
    for (let i = 0; i < EXPORTS; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${TEN_YEAR_EXPORT}`, { headers: { cookie } });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`export: ${res.status}`);
      seconds.push(((performance.now() - started) / 1000).toFixed(2));
    }
    const peak = memoryMb(server.pid!).peak;
    const rates: number[] = [];
    for (const [, route] of ROUTES) {
      const result = await autocannon({ url: `${base}${route}`, connections: 50, duration: SECONDS, headers: { cookie } });
      if (result.non2xx + result.errors > 0) throw new Error(`${route}: ${result.non2xx} not 2xx, ${result.errors} errors`);
      rates.push(Math.round(result.requests.average));
    }
    log(`| ${variant.label} | ${round} | ${afterStart} | ${peak} | ${seconds.join(', ')} | ${rates.join(' | ')} | ${memoryMb(server.pid!).peak} |`);
    await stopProcess(server);
  }
}
