// Load test of the farmer screens at cooperative scale, beside the ceilings of the same machine in
// the same run. Needs a database loaded by `npm run bench:coop` (DATABASE_URL). For WORKERS=1 and
// WORKERS=2 (BENCH_WORKERS) it starts the compiled server on that database and measures with
// autocannon:
// - the restart with existing data (spawn to the first answer), the 10-year Excel export of the
//   large farm (time, and the server's peak memory: VmHWM of the fresh process);
// - the farmer-screen routes of a small, a typical and the large farm (c=50 each), each farm's
//   whole dashboard as a browser opens it (its ten calls), and the floor of any logged-in route:
//   one that only looks up its session; each with a browser's Accept-Encoding,
//   so answers of 1 kB or more are compressed as a farmer's browser gets them (their size is in
//   the notes);
// - the deadline rush: enrolments sent by many farms at once (c=20, a new Idempotency-Key each),
//   then counted in the database: stored against answered, none lost, none twice;
// - the ceilings (bench/ceiling-server.ts): Fastify hello, a pg primary-key look-up (c=50) and a
//   2-insert transaction (c=20), with as many processes.
// Each line also says where the CPU went per request: the server, PostgreSQL (its processes on
// this machine) and the load generator (bench/cpu-split.ts).
// Writes a table to stdout and, as a new section, to bench/RESULTS.md.
//
//   DATABASE_URL=postgres://postgres@127.0.0.1:54437/coop npm run bench:load
//   BENCH_SECONDS=10 BENCH_WORKERS=1,2 PORT=4050 …
//
// Not a test: the figures depend on the machine and on what else runs on it (DESIGN.md §8).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { BROWSER_ACCEPT_ENCODING, login, memoryMb, portalEnv, root, SERVER_ARGS, startProcess, stopProcess, TEN_YEAR_EXPORT } from './portal-process.js';
import { eligibleRushFarms, LARGE_FARM } from './cooperative.js';
import { type CpuPerRequest, startCpuCount } from './cpu-split.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to a database loaded by npm run bench:coop');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const WORKER_COUNTS = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number);
const PORT = Number(process.env.PORT ?? 4050);
const CEILING_PORT = PORT + 1;

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const db = new pg.Client({ connectionString: url });
await db.connect();

/** The bench farms: the large one, and a typical (median) and a small (10th percentile) supplier by settlements. */
async function chooseFarms(): Promise<{ label: string; supplierNo: string; settlements: number; animals: number }[]> {
  const counts = (
    await db.query<{ supplier_no: string; n: number }>(
      `select supplier_no, count(*)::int as n from settlement where kind = 'posted' and supplier_no like '2%' group by supplier_no order by n, supplier_no`,
    )
  ).rows;
  const pick = (q: number) => counts[Math.floor(q * (counts.length - 1))]!.supplier_no;
  const farms = [
    { label: 'small', supplierNo: pick(0.1) },
    { label: 'typical', supplierNo: pick(0.5) },
    { label: 'large', supplierNo: LARGE_FARM },
  ];
  const out = [];
  for (const f of farms) {
    const r = await db.query<{ s: number; a: number }>(
      `select (select count(*)::int from settlement where supplier_no = $1 and kind = 'posted') as s, (select count(*)::int from slaughter_animal where supplier_no = $1) as a`,
      [f.supplierNo],
    );
    out.push({ ...f, settlements: r.rows[0]!.s, animals: r.rows[0]!.a });
  }
  return out;
}

const base = `http://127.0.0.1:${PORT}`;
const serverEnv = (workers: number) => portalEnv(url, PORT, workers, 'load');
const peakRssMb = (pid: number) => memoryMb(pid).peak;

interface Row {
  workers: number;
  what: string;
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  ceiling: 'pk' | 'tx' | 'hello' | null;
  cpu: CpuPerRequest;
  note?: string;
}
const rows: Row[] = [];

/**
 * The calls a browser makes to open the dashboard (the layout's and the screen's, as Chromium
 * sent them for 10001 on 2026-11-25); the prognosis survey's own calls come only when it opens.
 */
const DASHBOARD_CALLS = [
  '/api/external/messages',
  '/api/profile/is_superuser',
  '/api/hasread/messages',
  '/api/profile/has_cattle',
  '/api/profile/balance',
  '/api/farmer_statistics/dashboard',
  '/api/profile',
  '/api/badge_counts',
  '/api/registered_enrolment_unread',
  '/api/external/prognosis_registration_config',
];

async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return autocannon({ duration: SECONDS, ...options });
}

/** A load line against the process `pid`, with the CPU it cost per request. */
async function measure(pid: number, options: autocannon.Options): Promise<{ result: autocannon.Result; cpu: CpuPerRequest }> {
  const stop = startCpuCount(pid);
  const result = await cannon(options);
  return { result, cpu: stop(result.requests.total) };
}

/** The mean size of an answer as sent (headers and body, compressed when it was), for the notes. */
function answerSize(result: autocannon.Result): string {
  const bytes = result.throughput.total / Math.max(1, result.requests.total);
  return `${(bytes / 1000).toFixed(1)} kB an answer`;
}

function record(workers: number, what: string, { result, cpu }: { result: autocannon.Result; cpu: CpuPerRequest }, ceiling: Row['ceiling'], note?: string): void {
  const row = {
    workers,
    what,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    ceiling,
    cpu,
    ...(note ? { note } : {}),
  };
  rows.push(row);
  log(`  ${what}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.non2xx ? `, ${row.non2xx} not 2xx` : ''}; CPU µs/request: server ${cpu.server}, PostgreSQL ${cpu.postgres}, load ${cpu.loadGenerator}`);
}

const farms = await chooseFarms();
log(`Farms: ${farms.map((f) => `${f.label} ${f.supplierNo} (${f.settlements} settlements, ${f.animals} animals)`).join('; ')}`);
const rushFarms = await eligibleRushFarms(db, 200);

log('Building the server …');
execFileSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'ignore' });

const extra: string[] = [];
for (const workers of WORKER_COUNTS) {
  log(`\nWORKERS=${workers}`);
  const server = await startProcess(SERVER_ARGS, serverEnv(workers), 'kjører på');
  // Restart on existing data: from spawn to the first answered request.
  for (;;) {
    const res = await fetch(`${base}/api/external/texts`).catch(() => null);
    if (res?.status === 200) break;
    await sleep(20);
  }
  const restartMs = Math.round(performance.now() - server.startedMs);
  extra.push(`WORKERS=${workers}: restart with existing data ${(restartMs / 1000).toFixed(2)} s to the first answer`);
  log(`  restart: ${restartMs} ms`);

  const cookies = new Map<string, string>();
  for (const f of farms) cookies.set(f.supplierNo, await login(base, f.supplierNo));

  if (workers === 1) {
    // The 10-year Excel export of the large farm, on a fresh process: its peak RSS is the export's.
    const cookie = cookies.get(LARGE_FARM)!;
    const rssBefore = peakRssMb(server.child.pid!);
    const started = performance.now();
    const res = await fetch(`${base}${TEN_YEAR_EXPORT}`, { headers: { cookie } });
    const bytes = (await res.arrayBuffer()).byteLength;
    const ms = Math.round(performance.now() - started);
    const large = farms.find((f) => f.supplierNo === LARGE_FARM)!;
    extra.push(
      `Excel, 10 years of the large farm (${large.animals} animals): ${res.status}, ${(bytes / 1e6).toFixed(1)} MB in ${(ms / 1000).toFixed(2)} s; server peak RSS ${peakRssMb(server.child.pid!)} MB (before the export, since start: ${rssBefore} MB)`,
    );
    log(`  ${extra.at(-1)}`);
  }

  // A warm-up, so the first farm measured does not pay for the compiler's first runs.
  await cannon({ url: `${base}/api/farmer_statistics/dashboard`, connections: 20, duration: 3, headers: { cookie: cookies.get(farms[0]!.supplierNo)! } });
  const serverPid = server.child.pid!;
  // The least any logged-in route costs: its session looked up, and an answer of a few bytes.
  const floor = await measure(serverPid, { url: `${base}/api/profile/is_superuser`, connections: 50, headers: { cookie: cookies.get(LARGE_FARM)!, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
  record(workers, 'floor: a logged-in route that only looks up its session', floor, 'pk', answerSize(floor.result));
  for (const f of farms) {
    const cookie = cookies.get(f.supplierNo)!;
    const newest = (
      await db.query<{ settlement_date: string; settlement_no: string }>(
        `select to_char(settlement_date, 'YYYY-MM-DD') as settlement_date, settlement_no from settlement where supplier_no = $1 and kind = 'posted' order by settlement_date desc, settlement_no desc limit 1`,
        [f.supplierNo],
      )
    ).rows[0]!;
    const routes: [string, string][] = [
      ['dashboard', '/api/farmer_statistics/dashboard'],
      ['badge counts', '/api/badge_counts'],
      // What the screens ask for: a page of 50 (the documents page asks once per kind). The
      // cooperative load has accounting documents only (one per settlement): the other kinds are empty.
      ['documents page', '/api/documents/page?kind=accounting&limit=50'],
      ['settlement list page', '/api/posted_slaughters_list?limit=50'],
      // The whole lists, which no screen reads any more: the figures before paging, for comparison.
      ['documents (whole list)', '/api/documents'],
      ['settlement list (whole)', '/api/posted_slaughters_list'],
      ['settlement detail', `/api/posted_slaughter_by_date/${newest.settlement_date}?settlement_no=${newest.settlement_no}`],
    ];
    for (const [name, route] of routes) {
      const line = await measure(serverPid, { url: `${base}${route}`, connections: 50, headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING } });
      record(workers, `${f.label} farm: ${name}`, line, 'pk', answerSize(line.result));
    }
    // The whole dashboard as a browser opens it: every call of the layout and the screen, one
    // after another on each connection. What a box can serve is dashboards, not single calls.
    const whole = await measure(serverPid, {
      url: base,
      connections: 50,
      headers: { cookie, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
      requests: DASHBOARD_CALLS.map((route) => ({ method: 'GET', path: route })),
    });
    const dashboards = Math.round(whole.result.requests.average / DASHBOARD_CALLS.length);
    record(workers, `${f.label} farm: a whole dashboard (${DASHBOARD_CALLS.length} calls)`, whole, null, `${dashboards} dashboards/s; ${answerSize(whole.result)}`);
  }

  // The deadline rush: many farms send at once, each request a new enrolment with its own key.
  const rushCookies: string[] = [];
  for (const supplierNo of rushFarms.slice(0, 50)) rushCookies.push(await login(base, supplierNo));
  const runId = Date.now().toString(36);
  const before = Number((await db.query<{ n: string }>(`select count(*) as n from enrolment where comment = $1`, [`rush ${runId}`])).rows[0]!.n);
  let sent = 0;
  // The keys the server answered 2xx for: each must name a stored enrolment, and only one.
  const answered: string[] = [];
  const body = JSON.stringify({ animal_category: 'pigs', wanted_pickup_week: 49, wanted_pickup_year: 2026, comment: `rush ${runId}`, agreement: true, animal_rows: [{ subcategory_name: 'Gris', amount: 12, club_no: '4411' }] });
  const rush = await measure(serverPid, {
    url: `${base}/api/register_enrolment`,
    connections: 20,
    method: 'POST',
    requests: [
      {
        method: 'POST',
        // The connection's context carries the key of its request in flight to its answer.
        setupRequest: (req, context) => {
          const key = `rush-${runId}-${sent++}`;
          (context as { key?: string }).key = key;
          return { ...req, body, headers: { 'content-type': 'application/json', origin: base, cookie: rushCookies[sent % rushCookies.length]!, 'idempotency-key': key } };
        },
        onResponse: (status, _body, context) => {
          if (status >= 200 && status < 300) answered.push((context as { key?: string }).key ?? '');
        },
      },
    ],
  });
  await sleep(500);
  // Stored: enrolments of this run, and the keys that hold one. Requests still in flight when the
  // run ended are stored without being counted as answered; lost is an answered key without one.
  const stored = Number((await db.query<{ n: string }>(`select count(*) as n from enrolment where comment = $1`, [`rush ${runId}`])).rows[0]!.n) - before;
  const keys = new Set(
    (await db.query<{ key: string }>(`select key from enrolment_idempotency where key like $1 and status = 200`, [`rush-${runId}-%`])).rows.map((r) => r.key),
  );
  const lost = answered.filter((k) => !keys.has(k)).length;
  const twice = stored - keys.size;
  record(workers, 'deadline rush: enrolment POST (c=20)', rush, 'tx', `${answered.length} answered 2xx, ${stored} stored, ${lost} answered but lost, ${twice} stored twice`);
  await stopProcess(server.child);

  const ceiling = await startProcess(['--import', 'tsx', 'bench/ceiling-server.ts'], { DATABASE_URL: url, PORT: String(CEILING_PORT), CEILING_WORKERS: String(workers) }, 'ceiling server ready');
  const cbase = `http://127.0.0.1:${CEILING_PORT}`;
  const ceilingPid = ceiling.child.pid!;
  record(workers, 'ceiling: Fastify hello', await measure(ceilingPid, { url: `${cbase}/hello`, connections: 50 }), 'hello');
  record(workers, 'ceiling: pg primary key', await measure(ceilingPid, { url: `${cbase}/pk`, connections: 50 }), 'pk');
  record(workers, 'ceiling: 2-insert transaction (c=20)', await measure(ceilingPid, { url: `${cbase}/tx`, connections: 20, method: 'POST' }), 'tx');
  await stopProcess(ceiling.child);
}
await db.end();

// The table: each route against the ceiling of its kind in the same run and process count.
const ceilingOf = (workers: number, kind: 'pk' | 'tx') => rows.find((r) => r.workers === workers && r.what.startsWith('ceiling') && r.ceiling === kind && r.what.includes(kind === 'pk' ? 'primary key' : 'transaction'))!;
const lines = [
  '| WORKERS | what | req/s | p50 ms | p99 ms | not 2xx | of ceiling | CPU µs per request: server / PostgreSQL / load generator | notes |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    const isCeiling = r.what.startsWith('ceiling');
    const ratio = isCeiling || !r.ceiling || r.ceiling === 'hello' ? '' : `${((r.rps / ceilingOf(r.workers, r.ceiling).rps) * 100).toFixed(1)} % of ${r.ceiling === 'pk' ? 'pk' : '2-insert tx'}`;
    const cpu = `${r.cpu.server} / ${r.cpu.postgres} / ${r.cpu.loadGenerator}`;
    return `| ${r.workers} | ${r.what} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.non2xx} | ${ratio} | ${cpu} | ${r.note ?? ''} |`;
  }),
];
const sizes = `Farms: ${farms.map((f) => `${f.label} ${f.supplierNo} (${f.settlements} settlements, ${f.animals} animals)`).join('; ')}.`;
const section = [
  `## Load: farmer screens at cooperative scale (bench/load.ts, ${new Date().toISOString().slice(0, 10)})`,
  '',
  `Machine: ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), ${Math.round(os.totalmem() / 1e9)} GB, Node ${process.version}, load average at start ${os.loadavg()[0]!.toFixed(1)}. autocannon ${SECONDS} s per line, c=50 unless said; the farmer routes with a browser’s Accept-Encoding (${BROWSER_ACCEPT_ENCODING}).`,
  sizes,
  '',
  ...lines,
  '',
  ...extra.map((e) => `- ${e}`),
  '',
].join('\n');
log(`\n${section}`);
const resultsFile = path.join(root, 'bench/RESULTS.md');
const results = fs.readFileSync(resultsFile, 'utf8');
const marker = '\n## ';
const at = results.indexOf(marker);
fs.writeFileSync(resultsFile, at < 0 ? `${results}\n${section}` : `${results.slice(0, at + 1)}${section}\n${results.slice(at + 1)}`);
