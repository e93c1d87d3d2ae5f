// The large farm's screens on two builds of the server, alternating, on the same database and in
// the same run: this checkout and an older one (BENCH_BEFORE_ROOT: a checkout where `npm ci` and
// `npm run build -w apps/server` have run). Each line gives req/s, p99 and the CPU per request of
// the server, PostgreSQL and the load generator (bench/cpu-split.ts); then the ratios after/before.
// WORKERS=1, c=50, with a browser's Accept-Encoding; last the deadline rush as bench/load.ts sends it (c=20, its enrolments removed
// afterwards). Needs a database loaded by `npm run bench:coop` (DATABASE_URL), PostgreSQL on
// this machine for its CPU column. An older build refuses a database a newer one has migrated
// further: give it a copy of the same database at its own migration (BENCH_BEFORE_DATABASE_URL).
//
//   DATABASE_URL=… BENCH_BEFORE_ROOT=/tmp/old-checkout npx tsx bench/server-change.ts
//   BENCH_BEFORE_DATABASE_URL=… (default: DATABASE_URL)
//   BENCH_ROUNDS=2 BENCH_SECONDS=6 PORT=4070 …
//
// Not a test: the figures depend on the machine and on what else runs on it (DESIGN.md §8).
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { eligibleRushFarms, LARGE_FARM } from './cooperative.js';
import { type CpuPerRequest, startCpuCount } from './cpu-split.js';
import { BROWSER_ACCEPT_ENCODING, login, portalEnv, root, SERVER_ARGS, startProcess, stopProcess } from './portal-process.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database loaded by npm run bench:coop');
const beforeRoot = process.env.BENCH_BEFORE_ROOT;
if (!beforeRoot) throw new Error('Set BENCH_BEFORE_ROOT to a built checkout of the older version');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const PORT = Number(process.env.PORT ?? 4070);
const base = `http://127.0.0.1:${PORT}`;
const log = (line: string) => process.stdout.write(`${line}\n`);

// The large farm's newest posted settlement, for the detail line.
const client = new pg.Client({ connectionString: url });
await client.connect();
// The rush's farms, as bench/load.ts picks them, allowed to enrol on both databases.
const rushFarms = await eligibleRushFarms(client, 50);
if (process.env.BENCH_BEFORE_DATABASE_URL) {
  const before = new pg.Client({ connectionString: process.env.BENCH_BEFORE_DATABASE_URL });
  await before.connect();
  await eligibleRushFarms(before, 50);
  await before.end();
}
const newest = (
  await client.query<{ settlement_date: string; settlement_no: string }>(
    `select to_char(settlement_date, 'YYYY-MM-DD') as settlement_date, settlement_no from settlement where supplier_no = $1 and kind = 'posted' order by settlement_date desc, settlement_no desc limit 1`,
    [LARGE_FARM],
  )
).rows[0]!;
await client.end();

const ROUTES: [string, string][] = [
  ['floor: session look-up only', '/api/profile/is_superuser'],
  ['dashboard', '/api/farmer_statistics/dashboard'],
  ['badge counts', '/api/badge_counts'],
  ['documents page', '/api/documents/page?kind=accounting&limit=50'],
  ['settlement list page', '/api/posted_slaughters_list?limit=50'],
  ['settlement detail', `/api/posted_slaughter_by_date/${newest.settlement_date}?settlement_no=${newest.settlement_no}`],
];
const RUSH = 'deadline rush: enrolment POST (c=20)';
const builds = [
  { label: 'before', root: path.resolve(beforeRoot), databaseUrl: process.env.BENCH_BEFORE_DATABASE_URL ?? url },
  { label: 'after', root, databaseUrl: url },
];

interface Line {
  rps: number;
  p99: number;
  cpu: CpuPerRequest;
}
/** build label → route name → one line per round */
const lines = new Map<string, Map<string, Line[]>>(builds.map((b) => [b.label, new Map([...ROUTES.map(([name]) => name), RUSH].map((name) => [name, []]))]));

/**
 * The deadline rush as bench/load.ts sends it: enrolments of many farms at once, each with a new
 * Idempotency-Key. Its enrolments are removed afterwards, so both builds meet the same tables.
 */
async function rush(serverPid: number, label: string, databaseUrl: string): Promise<Line> {
  const cookies: string[] = [];
  for (const supplierNo of rushFarms) cookies.push(await login(base, supplierNo));
  const runId = `${label}-${Date.now().toString(36)}`;
  const body = JSON.stringify({ animal_category: 'pigs', wanted_pickup_week: 49, wanted_pickup_year: 2026, comment: `change ${runId}`, agreement: true, animal_rows: [{ subcategory_name: 'Gris', amount: 12, club_no: '4411' }] });
  let sent = 0;
  const stop = startCpuCount(serverPid);
  const result = await autocannon({
    url: `${base}/api/register_enrolment`,
    connections: 20,
    duration: SECONDS,
    method: 'POST',
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const key = `change-${runId}-${sent++}`;
          return { ...req, body, headers: { 'content-type': 'application/json', origin: base, cookie: cookies[sent % cookies.length]!, 'idempotency-key': key } };
        },
      },
    ],
  });
  const cpu = stop(result.requests.total);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  // Every enrolment answered 2xx must be stored (a refusal is answered 200 too, and stores nothing).
  const stored = Number((await db.query<{ n: string }>(`select count(*) as n from enrolment where comment = $1`, [`change ${runId}`])).rows[0]!.n);
  if (stored < result['2xx']) throw new Error(`${label} rush: ${result['2xx']} answered 2xx, only ${stored} stored`);
  await db.query(`delete from enrolment where comment = $1`, [`change ${runId}`]);
  await db.query(`delete from enrolment_idempotency where key like $1`, [`change-${runId}-%`]);
  await db.end();
  if (result.non2xx + result.errors > 0) throw new Error(`${label} rush: ${result.non2xx} not 2xx, ${result.errors} errors`);
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, cpu };
}

for (let round = 1; round <= ROUNDS; round++) {
  for (const build of round % 2 === 1 ? builds : [...builds].reverse()) {
    const server = await startProcess(SERVER_ARGS, portalEnv(build.databaseUrl, PORT, 1, `change-${build.label}`), 'kjører på', build.root);
    const cookie = await login(base, LARGE_FARM);
    // A warm-up, so the first route does not pay for the compiler's first runs.
    await autocannon({ url: `${base}/api/farmer_statistics/dashboard`, connections: 20, duration: 3, headers: { cookie } });
    for (const [name, route] of ROUTES) {
      const stop = startCpuCount(server.child.pid!);
      const result = await autocannon({ url: `${base}${route}`, connections: 50, duration: SECONDS, headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      const cpu = stop(result.requests.total);
      if (result.non2xx + result.errors > 0) throw new Error(`${build.label} ${route}: ${result.non2xx} not 2xx, ${result.errors} errors`);
      const line = { rps: Math.round(result.requests.average), p99: result.latency.p99, cpu };
      lines.get(build.label)!.get(name)!.push(line);
      log(`round ${round} ${build.label} ${name}: ${line.rps} req/s, p99 ${line.p99} ms, CPU µs/request server ${cpu.server}, PostgreSQL ${cpu.postgres}, load ${cpu.loadGenerator}`);
    }
    const line = await rush(server.child.pid!, build.label, build.databaseUrl);
    lines.get(build.label)!.get(RUSH)!.push(line);
    log(`round ${round} ${build.label} ${RUSH}: ${line.rps} req/s, p99 ${line.p99} ms, CPU µs/request server ${line.cpu.server}, PostgreSQL ${line.cpu.postgres}, load ${line.cpu.loadGenerator}`);
    await stopProcess(server.child);
  }
}


const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
const out = [
  '| route (large farm) | req/s before | req/s after | after/before | CPU µs per request before: server / PostgreSQL / load | after |',
  '|---|---|---|---|---|---|',
];
for (const name of [...ROUTES.map(([n]) => n), RUSH]) {
  const [before, after] = builds.map((b) => lines.get(b.label)!.get(name)!);
  const cpu = (ls: Line[]) => `${median(ls.map((l) => l.cpu.server))} / ${median(ls.map((l) => l.cpu.postgres))} / ${median(ls.map((l) => l.cpu.loadGenerator))}`;
  const rpsBefore = median(before!.map((l) => l.rps));
  const rpsAfter = median(after!.map((l) => l.rps));
  out.push(`| ${name} | ${rpsBefore} | ${rpsAfter} | ${(rpsAfter / rpsBefore).toFixed(2)} | ${cpu(before!)} | ${cpu(after!)} |`);
}
log(`\nMedians of ${ROUNDS} rounds, ${SECONDS} s a line:\n${out.join('\n')}`);
