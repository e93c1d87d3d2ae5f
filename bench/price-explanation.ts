// Benchmark: what explaining every animal's price costs the settlement detail of the large bench
// farm (bench/cooperative.ts, 19999), in one run. The explanation is answered with the detail
// (DESIGN.md §10 Prices); the aim is a detail within 10 % of its speed without it.
//
//   npx tsx bench/price-explanation.ts                  # 2 years of the large farm, 300 calls a line
//   BENCH_YEARS=10 BENCH_CALLS=500 npx tsx bench/price-explanation.ts
//   BENCH_CALLS=120 BENCH_BLOCKS=12 npx tsx bench/price-explanation.ts   # shorter blocks on a busy machine
//
// Generates the large farm's history with the demo-data generator, priced by the demo price lists
// (price-lists-seed.ts), into a fresh in-memory PGlite, then for the newest settlement (what
// bench/load.ts asks for) and the one with most animals, measured one call at a time through
// app.inject(), in alternating blocks so the machine's load falls on both alike:
// - 'with': GET /api/posted_slaughter_by_date/{date}?settlement_no= as the farmer gets it, with a
//   browser's Accept-Encoding (BENCH_ENCODING, default 'gzip, br': the answer compressed as the
//   API compresses it; empty for the answer uncompressed, as this bench measured before);
// - 'without': the same call with the price lists moved aside (the server still looks for them,
//   finds none and explains nothing: today's detail before the explanation);
// - 'its work': the explanation's own work timed alone, as the service does it: the lists in force
//   from those the process keeps (the lists' version and the farm's KSL and Helsegris status come
//   with the settlement's own statement), and each animal's explanation as the process keeps it
//   (kept-explanations.ts; every call after the first finds them), beside core's explainPrice per
//   animal as the first call makes them.
// - 'the answer': what the explanations add to answering, the route's response schema checked
//   and the JSON written (as fastify-type-provider-zod does) for the body with and without them,
//   and the JSON as UTF-8 and compressed at brotli quality 3 (the API's), 4, 5 and gzip 4 and 6.
// Prints the medians and the ratios, of the wall time and of the process's CPU time per call. Not a test: the figures depend on the machine (DESIGN.md §8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { explainPrice, isKslApproved, isoWeekOfDate, offsetClock, postedSlaughterByDateResponseSchema, priceKindOfAnimal } from '@slakteweb/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openPglite } from '../apps/server/src/db/database.js';
import { KeptPriceLists } from '../apps/server/src/db/price-lists.js';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed.js';
import { seedDemoPriceLists } from '../apps/server/src/db/seed/price-lists-seed.js';
import { generateSettlements } from '../apps/server/src/db/seed/settlements-generator.js';
import { insertSettlements } from '../apps/server/src/db/seed/settlements-seed.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import { KeptExplanations } from '../apps/server/src/modules/settlements/kept-explanations.js';
import { findSupplierPriceFacts } from '../apps/server/src/modules/settlements/settlements.repository.js';
import { LARGE_FARM, largeFarmPlan, raw } from './cooperative.js';

const years = Number(process.env.BENCH_YEARS ?? 2);
const calls = Number(process.env.BENCH_CALLS ?? 300);
// Blocks of each line, alternating: more and shorter blocks spread the other users' load on the
// machine more evenly over both lines.
const BLOCKS = Number(process.env.BENCH_BLOCKS ?? 4);
const to = '2026-11-13';
// As a farmer's browser asks (answers of 1 kB or more go out compressed: plugins/api-compression.ts);
// BENCH_ENCODING= (empty) for the answers uncompressed, as this bench measured before.
const acceptEncoding = process.env.BENCH_ENCODING ?? 'gzip, br';

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-bench-'));
// The flood guard out of the way: one session makes thousands of calls a minute here.
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
  const settlements = generateSettlements(largeFarmPlan(`${2026 - years}-11-14`, to));
  await db.insertInto('supplier').values({ supplier_no: LARGE_FARM, fullname: 'Storgården', balance_this_year_ore: 0, debit_amount_total_ore: 0, has_pigs: true, has_sheep: true, has_cattle: true, ksl_status: 1 }).execute();
  await db.insertInto('app_user').values({ username: LARGE_FARM, supplier_no: LARGE_FARM, password_hash: await hashPassword(DEMO_PASSWORD) }).execute();
  const { animals } = await db.transaction().execute((trx) => insertSettlements(trx, LARGE_FARM, settlements));
  process.stdout.write(`Large farm ${LARGE_FARM}: ${settlements.length} settlements, ${animals} animals, ${years} years to ${to}\n`);

  const kept = new KeptPriceLists(db);
  const keptExplanations = new KeptExplanations();
  const app = await buildApp({ config, db, clock: offsetClock(new Date('2026-11-20T08:00:00Z')) });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: LARGE_FARM, password: DEMO_PASSWORD } });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  type Picked = { id: number; date: string; no: string; n: number };
  const by = (order: string) =>
    raw<Picked>(
      db,
      `select s.id, to_char(s.settlement_date, 'YYYY-MM-DD') as date, s.settlement_no as no, (select count(*)::int from slaughter_animal a where a.settlement_id = s.id) as n
       from settlement s where s.supplier_no = $1 and s.kind = 'posted' order by ${order} limit 1`,
      [LARGE_FARM],
    );
  const picks: [string, Picked][] = [
    ['newest', (await by('s.settlement_date desc, s.settlement_no desc'))[0]!],
    ['most animals', (await by('n desc, s.settlement_date desc'))[0]!],
  ];

  const detail = async (p: Picked) => {
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: `/api/posted_slaughter_by_date/${p.date}?settlement_no=${p.no}`, headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const elapsed = performance.now() - started;
    // The process's CPU time for the call (PGlite runs in it too): on a machine shared with
    // others' work it moves far less than the wall time, which includes waiting for a core.
    const cpu = process.cpuUsage(cpuBefore);
    const encoding = res.headers['content-encoding'];
    const body = encoding === 'br' ? zlib.brotliDecompressSync(res.rawPayload).toString() : encoding === 'gzip' ? zlib.gunzipSync(res.rawPayload).toString() : res.body;
    if (res.statusCode !== 200) throw new Error(`detail ${res.statusCode}: ${body.slice(0, 200)}`);
    return { elapsed, cpuMs: (cpu.user + cpu.system) / 1000, explained: (body.match(/"price_explanation"/g) ?? []).length, body, encoding: encoding ?? 'none', sent: res.rawPayload.length };
  };
  /** The explanation's work as the settlements service does it, on the detail's own animals. */
  const explanationWork = async (p: Picked) => {
    const rows = await raw<{ animal_kind: 'pig' | 'sheep' | 'cattle'; description: string; weight_g: number; classification: string | null; fat_group: string | null; meat_percent_tenths: number | null; price_ore_per_kg: number; amount_ore: string }>(
      db,
      `select animal_kind, description, weight_g, classification, fat_group, meat_percent_tenths, price_ore_per_kg, amount_ore from slaughter_animal where settlement_id = $1`,
      [p.id],
    );
    // The lists' version and the farm's status come with the settlement's own statement: read here
    // outside the timing. The lists in force are the process's kept ones (db/price-lists.ts).
    const [versionRow] = await raw<{ version: string }>(db, 'select version from price_list_version');
    const farm = await findSupplierPriceFacts(db, LARGE_FARM);
    let started = performance.now();
    const { year, week } = isoWeekOfDate(p.date);
    const byKey = await kept.inForce(versionRow?.version ?? null, new Set(rows.map((a) => `${priceKindOfAnimal(a.animal_kind)}:${a.description}`)), year, week);
    const listsMs = performance.now() - started;
    started = performance.now();
    let explained = 0;
    const priced = rows.map((a) => ({
      weight_g: a.weight_g,
      classification: a.classification,
      fat_group: a.fat_group,
      meat_percent_tenths: a.meat_percent_tenths,
      ksl_approved: farm ? isKslApproved(farm.ksl_status) : null,
      health_pig_approved: farm ? farm.health_pig_approved : null,
      settled: { price_ore_per_kg: a.price_ore_per_kg, amount_ore: Number(a.amount_ore) },
    }));
    const listOf = (a: (typeof rows)[number]) => byKey.get(`${priceKindOfAnimal(a.animal_kind)}:${a.description}`);
    rows.forEach((a, i) => {
      const list = listOf(a);
      if (!list) return;
      explainPrice(list, priced[i]!);
      explained++;
    });
    const explainMs = performance.now() - started;
    // As the service does it for a settlement opened again: the explanations kept in the process.
    started = performance.now();
    rows.forEach((a, i) => {
      const list = listOf(a);
      if (list) keptExplanations.explain(list, priced[i]!);
    });
    const keptMs = performance.now() - started;
    return { elapsed: listsMs + keptMs, listsMs, explainMs, keptMs, explained };
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

  const lines: string[] = [];
  for (const [label, p] of picks) {
    const withTimes: number[] = [];
    const withoutTimes: number[] = [];
    const cpu = { with: [] as number[], without: [] as number[] };
    const workTimes: number[] = [];
    const parts = { listsMs: [] as number[], explainMs: [] as number[], keptMs: [] as number[] };
    let explainedWith = 0;
    let explainedWithout = 0;
    // A warm-up of each, then alternating blocks.
    for (let i = 0; i < 30; i++) await detail(p);
    for (let b = 0; b < BLOCKS; b++) {
      // The lists put back are a new version: the first call reads them again, as after an import.
      for (let i = 0; i < 10; i++) await detail(p);
      for (let i = 0; i < calls / BLOCKS; i++) {
        const r = await detail(p);
        withTimes.push(r.elapsed);
        cpu.with.push(r.cpuMs);
        explainedWith = r.explained;
      }
      // The explanation's work in a loop of its own: between the detail calls it would leave its
      // garbage to the next call and count twice.
      for (let i = 0; i < calls / BLOCKS; i++) {
        const work = await explanationWork(p);
        workTimes.push(work.elapsed);
        parts.listsMs.push(work.listsMs);
        parts.explainMs.push(work.explainMs);
        parts.keptMs.push(work.keptMs);
      }
      await hideLists();
      for (let i = 0; i < 10; i++) await detail(p);
      for (let i = 0; i < calls / BLOCKS; i++) {
        const r = await detail(p);
        withoutTimes.push(r.elapsed);
        cpu.without.push(r.cpuMs);
        explainedWithout = r.explained;
      }
      await restoreLists();
    }
    // The answer with and without the explanations: the response schema's check and the JSON.
    const sentWith = await detail(p);
    await hideLists();
    const sentWithout = (await detail(p)).sent;
    await restoreLists();
    const answerWith = JSON.parse(sentWith.body) as { posted_slaughter_by_date: { slaughter_animals_by_group: { animals: Record<string, unknown>[] }[] } };
    const answerWithout = structuredClone(answerWith);
    for (const g of answerWithout.posted_slaughter_by_date.slaughter_animals_by_group) for (const a of g.animals) delete a.price_explanation;
    const answerTimes = { with: [] as number[], without: [] as number[] };
    // The answer's bytes as the server sends them: the JSON as UTF-8, then compressed as the API's
    // compression does it (brotli at quality 3, api-compression.ts) and at the other levels one
    // might choose; time and size of each, on the same bodies.
    const brotli = (quality: number) => (b: Buffer) =>
      zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length } });
    const gzip = (level: number) => (b: Buffer) => zlib.gzipSync(b, { level });
    const encoders: [string, (b: Buffer) => Buffer][] = [
      ['UTF-8', (b) => b],
      ['br q3', brotli(3)],
      ['br q4', brotli(4)],
      ['br q5', brotli(5)],
      ['gzip 4', gzip(4)],
      ['gzip 6', gzip(6)],
    ];
    const encodedTimes = new Map(encoders.map(([name]) => [name, { with: [] as number[], without: [] as number[], bytes: { with: 0, without: 0 } }]));
    for (let i = 0; i < calls; i++) {
      for (const [key, body] of [['with', answerWith], ['without', answerWithout]] as const) {
        let started = performance.now();
        const json = JSON.stringify(postedSlaughterByDateResponseSchema.parse(body));
        answerTimes[key].push(performance.now() - started);
        for (const [name, encode] of encoders) {
          started = performance.now();
          const bytes = encode(Buffer.from(json));
          const times = encodedTimes.get(name)!;
          times[key].push(performance.now() - started);
          times.bytes[key] = bytes.length;
        }
      }
    }
    const w = median(withTimes);
    const wo = median(withoutTimes);
    const work = median(workTimes);
    lines.push(
      `${label} settlement ${p.no} (${p.date}, ${p.n} animals; ${explainedWith} explained with the lists, ${explainedWithout} without): ` +
        `detail with explanations ${ms(w)}, without ${ms(wo)} (median of ${withTimes.length} calls each): ${(w / wo).toFixed(3)}×; ` +
        `its CPU time ${ms(median(cpu.with))} with, ${ms(median(cpu.without))} without: ${(median(cpu.with) / median(cpu.without)).toFixed(3)}×; ` +
        `the explanation's own work ${ms(work)} = ${((work / w) * 100).toFixed(1)} % of the detail ` +
        `(the kept lists in force ${ms(median(parts.listsMs))}, the kept explanations of every animal ${ms(median(parts.keptMs))}; explainPrice for every animal, were they not kept, ${ms(median(parts.explainMs))}); ` +
        `the detail as it was before the explanation, estimated as with less its work: ${(w / (w - work)).toFixed(3)}×; ` +
        `the answer checked and written: ${ms(median(answerTimes.with))} with the explanations, ${ms(median(answerTimes.without))} without ` +
        `(${JSON.stringify(answerWith).length} and ${JSON.stringify(answerWithout).length} characters); ` +
        `sent as ${sentWith.encoding} (${sentWith.sent} bytes with, ${sentWithout} without); ` +
        `the JSON encoded, with / without: ${[...encodedTimes].map(([name, t]) => `${name} ${ms(median(t.with))} / ${ms(median(t.without))} (${t.bytes.with} / ${t.bytes.without} bytes)`).join(', ')}`,
    );
    process.stdout.write(`${lines.at(-1)}\n`);
  }
  process.stdout.write(`Machine: ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(1)}, Node ${process.version}\n`);
  await app.close();
} finally {
  await opened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
