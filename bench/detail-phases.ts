// Benchmark: where the settlement detail's time goes, with every animal's price explained and
// without (bench/price-explanation.ts measures the pair; this splits it). The same large bench
// farm and settlements, through app.inject() with a browser's Accept-Encoding, one call at a time,
// alternating blocks with the price lists and with them moved aside. Each call is split by marks:
//
// - 'session': from the call to the route's handler (light-my-request's request, the session's
//   statement, the flood guard);
// - 'settlement': the settlement's statement (with the lists' version and the farm's status);
// - 'animals': the animals' and their changes' statements, and the rows made into groups;
// - 'lists': the price lists in force (kept in the process);
// - 'explain': explainPrice for every animal;
// - 'detail': the rest of the handler (the detail built from the groups: toDetail less 'explain');
// - 'check + JSON': the route's serializer (the response schema's check and JSON.stringify);
// - 'send': from the serialized answer to its end (UTF-8, compression, light-my-request);
// - 'of which GC': V8's garbage collections during the call (in whichever phase they fell).
//
//   npx tsx bench/detail-phases.ts
//   BENCH_CALLS=400 BENCH_ENCODING= npx tsx bench/detail-phases.ts   # answers uncompressed
//
// Not a test: the figures depend on the machine (DESIGN.md §8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import { offsetClock } from '@slakteweb/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openPglite } from '../apps/server/src/db/database.js';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed.js';
import { seedDemoPriceLists } from '../apps/server/src/db/seed/price-lists-seed.js';
import { generateSettlements } from '../apps/server/src/db/seed/settlements-generator.js';
import { insertSettlements } from '../apps/server/src/db/seed/settlements-seed.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { SettlementPrices } from '../apps/server/src/modules/settlements/settlement-prices.js';
import { SettlementsService } from '../apps/server/src/modules/settlements/settlements.service.js';
import { LARGE_FARM, largeFarmPlan, raw } from './cooperative.js';

const calls = Number(process.env.BENCH_CALLS ?? 300);
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 6);
const acceptEncoding = process.env.BENCH_ENCODING ?? 'gzip, br';
const to = '2026-11-13';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
};

/** The marks of the call under way: each phase's time, summed where a phase runs more than once. */
let current: Map<string, number> | null = null;
const add = (phase: string, ms: number) => current?.set(phase, (current.get(phase) ?? 0) + ms);
// Collections are reported after they end, a turn later: each one is counted in the call under way then.
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) add('gc', entry.duration);
}).observe({ entryTypes: ['gc'] });

// The service's steps timed where they are (its private methods are plain prototype methods).
type Timed = Record<string, (...args: unknown[]) => unknown>;
const timeAsync = (proto: Timed, method: string, phase: string) => {
  const original = proto[method]!;
  proto[method] = async function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    try {
      return await original.apply(this, args);
    } finally {
      add(phase, performance.now() - started);
    }
  };
};
timeAsync(SettlementsService.prototype as unknown as Timed, 'findByDate', 'settlement');
timeAsync(SettlementsService.prototype as unknown as Timed, 'load', 'animals');
{
  const proto = SettlementPrices.prototype as unknown as Timed;
  const original = proto.forSettlement!;
  proto.forSettlement = async function (this: unknown, ...args: unknown[]) {
    const started = performance.now();
    const explain = (await original.apply(this, args)) as (a: unknown) => unknown;
    add('lists', performance.now() - started);
    return (a: unknown) => {
      const at = performance.now();
      try {
        return explain(a);
      } finally {
        add('explain', performance.now() - at);
      }
    };
  };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://bench.test/',
  LOG_LEVEL: 'warn',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  API_LIMIT_PER_IP: '100000000',
  API_LIMIT_PER_SESSION: '100000000',
});
const opened = await openPglite(undefined);
const db = opened.db;
try {
  await migrateToLatest(db);
  await seedDemoData(db, config.company);
  await seedDemoPriceLists(db, new Date());
  const settlements = generateSettlements(largeFarmPlan('2024-11-14', to));
  await db.insertInto('supplier').values({ supplier_no: LARGE_FARM, fullname: 'Storgården', balance_this_year_ore: 0, debit_amount_total_ore: 0, has_pigs: true, has_sheep: true, has_cattle: true, ksl_status: 1 }).execute();
  await db.insertInto('app_user').values({ username: LARGE_FARM, supplier_no: LARGE_FARM, password_hash: await hashPassword(DEMO_PASSWORD) }).execute();
  await db.transaction().execute((trx) => insertSettlements(trx, LARGE_FARM, settlements));

  const app = await buildApp({ config, db, clock: offsetClock(new Date('2026-11-20T08:00:00Z')) });
  // Root hooks run before the API scope's: the handler's start, the serializer's start and end.
  const marks = new WeakMap<object, { start: number; handler?: number; serialize?: number; serialized?: number }>();
  app.addHook('onRequest', async (request) => {
    marks.set(request, { start: performance.now() });
  });
  app.addHook('preHandler', async (request) => {
    marks.get(request)!.handler = performance.now();
  });
  app.addHook('preSerialization', async (request, _reply, payload) => {
    marks.get(request)!.serialize = performance.now();
    return payload;
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const m = marks.get(request)!;
    if (m.serialize !== undefined) m.serialized = performance.now();
    return payload;
  });
  // The request object is not at hand after inject: the last marks taken are the call's.
  let lastMarks: { start: number; handler?: number; serialize?: number; serialized?: number } | undefined;
  app.addHook('onResponse', async (request) => {
    lastMarks = marks.get(request);
  });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: LARGE_FARM, password: DEMO_PASSWORD } });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const [newest] = await raw<{ date: string; no: string }>(
    db,
    `select to_char(settlement_date, 'YYYY-MM-DD') as date, settlement_no as no from settlement where supplier_no = $1 and kind = 'posted' order by settlement_date desc, settlement_no desc limit 1`,
    [LARGE_FARM],
  );

  const detail = async () => {
    current = new Map();
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `/api/posted_slaughter_by_date/${newest!.date}?settlement_no=${newest!.no}`,
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });
    // A turn for the observer to report the call's collections.
    const ended = performance.now();
    const cpu = process.cpuUsage(cpuBefore);
    await new Promise((resolve) => setImmediate(resolve));
    if (res.statusCode !== 200) throw new Error(`detail ${res.statusCode}`);
    const phases = current;
    current = null;
    return { phases, started, ended, total: ended - started, cpuMs: (cpu.user + cpu.system) / 1000, sent: res.rawPayload.length, encoding: res.headers['content-encoding'] ?? 'none' };
  };

  const hideLists = async () => {
    await raw(db, 'create table if not exists price_list_aside as select * from price_list with no data');
    await raw(db, 'insert into price_list_aside select * from price_list');
    await raw(db, 'delete from price_list');
  };
  const restoreLists = async () => {
    await raw(db, 'insert into price_list select * from price_list_aside');
    await raw(db, 'delete from price_list_aside');
  };

  const PHASES = ['session', 'settlement', 'animals', 'lists', 'explain', 'detail', 'check + JSON', 'send', 'total (wall)', 'total (CPU)', 'of which GC (mean)'] as const;
  const results = { with: new Map<string, number[]>(), without: new Map<string, number[]>() };
  const sent = { with: '', without: '' };
  const one = async (key: 'with' | 'without') => {
    const r = await detail();
    const m = lastMarks!;
    const handlerMs = m.serialize! - m.handler!;
    const inHandler = ['settlement', 'animals', 'lists', 'explain'].reduce((sum, p) => sum + (r.phases.get(p) ?? 0), 0);
    const row: Record<string, number> = {
      session: m.handler! - r.started,
      settlement: r.phases.get('settlement') ?? 0,
      animals: r.phases.get('animals') ?? 0,
      lists: r.phases.get('lists') ?? 0,
      explain: r.phases.get('explain') ?? 0,
      detail: handlerMs - inHandler,
      'check + JSON': m.serialized! - m.serialize!,
      send: r.ended - m.serialized!,
      'total (wall)': r.total,
      'total (CPU)': r.cpuMs,
      'of which GC (mean)': r.phases.get('gc') ?? 0,
    };
    for (const p of PHASES) results[key].set(p, [...(results[key].get(p) ?? []), row[p]!]);
    sent[key] = `${r.encoding}, ${r.sent} bytes`;
  };
  for (let i = 0; i < 30; i++) await detail();
  for (let b = 0; b < BLOCKS; b++) {
    for (let i = 0; i < 10; i++) await detail();
    for (let i = 0; i < calls / BLOCKS; i++) await one('with');
    await hideLists();
    for (let i = 0; i < 10; i++) await detail();
    for (let i = 0; i < calls / BLOCKS; i++) await one('without');
    await restoreLists();
  }
  process.stdout.write(`Settlement ${newest!.no} (${newest!.date}), ${calls} calls each; sent with: ${sent.with}, without: ${sent.without}\n`);
  process.stdout.write(`| phase | with | without | difference |\n|---|---|---|---|\n`);
  for (const p of PHASES) {
    // Collections fall on a call now and then: their mean per call, the rest medians.
    const stat = p === 'of which GC (mean)' ? (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length : median;
    const w = stat(results.with.get(p)!);
    const wo = stat(results.without.get(p)!);
    process.stdout.write(`| ${p} | ${w.toFixed(3)} ms | ${wo.toFixed(3)} ms | ${(w - wo >= 0 ? '+' : '')}${(w - wo).toFixed(3)} ms |\n`);
  }
  process.stdout.write(`Machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}\n`);
  await app.close();
} finally {
  await opened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
