// Benchmark: the date-range Excel export of a cooperative-scale supplier's whole history.
//
//   npx tsx bench/settlements-excel.ts            # 10 years of a large pig and cattle farm
//   BENCH_YEARS=3 BENCH_PIGS=30 npx tsx bench/settlements-excel.ts
//   BENCH_SLOW_CLIENT=1 npx tsx bench/settlements-excel.ts   # reads the download slowly
//   node --expose-gc --import tsx bench/settlements-excel.ts  # peaks of live memory (GC while sampling)
//
// Generates the history with the demo-data generator into a fresh in-memory PGlite, then runs
// GET /api/posted_slaughter_by_date_range/{from}/{to}/export/excel through app.inject() with the
// response as a stream (counted, never kept), sampling RSS and heap while it runs. Not a test:
// numbers depend on the machine (DESIGN.md §8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { offsetClock } from '@slakteweb/core';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openPglite } from '../apps/server/src/db/database.js';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.js';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed.js';
import { generateSettlements, type SupplierPlan } from '../apps/server/src/db/seed/settlements-generator.js';
import { insertSettlements } from '../apps/server/src/db/seed/settlements-seed.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';

const years = Number(process.env.BENCH_YEARS ?? 10);
const pigsPerWeek = Number(process.env.BENCH_PIGS ?? 140);
const slowClient = process.env.BENCH_SLOW_CLIENT === '1';
const SUPPLIER = '30001';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://bench.test/', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web') });
const opened = await openPglite(undefined);
try {
  await migrateToLatest(opened.db);
  await seedDemoData(opened.db, config.company);

  // A cooperative-scale farm: weekly pig deliveries and cattle twice a month, `years` back.
  const to = '2026-11-13';
  const plan: SupplierPlan = {
    supplierNo: SUPPLIER,
    providerNo: '5300001',
    from: `${2026 - years}-11-14`,
    to,
    pigs: { everyDays: 7, perDelivery: [pigsPerWeek - 20, pigsPerWeek + 20] },
    cattle: { deliveriesPerYear: 24 },
    photosPerAnimal: null,
  };
  let started = performance.now();
  const settlements = generateSettlements(plan);
  const generated = performance.now() - started;
  await opened.db.insertInto('supplier').values({ supplier_no: SUPPLIER, fullname: 'Storgården Svin og Storfe AS', balance_this_year_ore: 0, debit_amount_total_ore: 0 }).execute();
  await opened.db.insertInto('app_user').values({ username: SUPPLIER, supplier_no: SUPPLIER, password_hash: await hashPassword(DEMO_PASSWORD) }).execute();
  started = performance.now();
  const { animals } = await opened.db.transaction().execute((trx) => insertSettlements(trx, SUPPLIER, settlements));
  const inserted = performance.now() - started;
  process.stdout.write(
    `History: ${settlements.length} settlements, ${animals} animals, ${plan.from} … ${to}\n` +
      `  generated in ${seconds(generated)}, inserted in ${seconds(inserted)} (${Math.round(animals / (inserted / 1000))} animals/s)\n`,
  );

  const app = await buildApp({ config, db: opened.db, clock: offsetClock(new Date('2026-11-20T08:00:00Z')) });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/login', payload: { username: SUPPLIER, password: DEMO_PASSWORD } });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  global.gc?.();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  let peakBuffers = before.arrayBuffers;
  let samples = 0;
  const sampler = setInterval(() => {
    // With --expose-gc, collect first (every 10th sample) so the peaks show live data, not garbage.
    if (global.gc && ++samples % 10 === 0) global.gc();
    const now = process.memoryUsage();
    peakRss = Math.max(peakRss, now.rss);
    peakHeap = Math.max(peakHeap, now.heapUsed);
    peakBuffers = Math.max(peakBuffers, now.arrayBuffers);
  }, 20);

  started = performance.now();
  const res = await app.inject({
    method: 'GET',
    url: `/api/posted_slaughter_by_date_range/2000-01-01/${to}/export/excel`,
    headers: { cookie },
    payloadAsStream: true,
  });
  let bytes = 0;
  let firstByte = 0;
  for await (const chunk of res.stream()) {
    if (bytes === 0) firstByte = performance.now() - started;
    bytes += (chunk as Buffer).length;
    // A slow client: 1 ms per chunk, so the server must wait for it rather than buffer.
    if (slowClient) await new Promise((resolve) => setTimeout(resolve, 1));
  }
  const elapsed = performance.now() - started;
  clearInterval(sampler);

  process.stdout.write(
    `Export: status ${res.statusCode}, ${mb(bytes)} (.xlsx), first byte after ${seconds(firstByte)}, done in ${seconds(elapsed)}` +
      ` (${Math.round(animals / (elapsed / 1000))} rows/s)${slowClient ? ', slow client' : ''}\n` +
      `Memory: RSS ${mb(before.rss)} before → peak ${mb(peakRss)} (+${mb(peakRss - before.rss)}); ` +
      `heap ${mb(before.heapUsed)} before → peak ${mb(peakHeap)} (+${mb(peakHeap - before.heapUsed)}); ` +
      `buffers ${mb(before.arrayBuffers)} before → peak ${mb(peakBuffers)} (+${mb(peakBuffers - before.arrayBuffers)})\n` +
      `(PGlite's WebAssembly PostgreSQL alone holds most of the RSS before the export.)\n`,
  );
  await app.close();
} finally {
  await opened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
