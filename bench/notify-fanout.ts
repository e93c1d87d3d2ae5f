// Benchmark: what queueing the notifications costs a settlement import, and that a restart in the
// middle of sending loses and repeats nothing. BENCH_SUPPLIERS farms (default 2 000; 20 000 on
// PostgreSQL) are imported; then a week of posted settlements (one per farm) with every farm's
// `recieve_accounting` off (nothing queued, after a warm-up week), and a second week with it on (one mail per farm
// queued in the import's transaction), in batches of BENCH_BATCH (default 500) through
// PUT /api/integration/settlements, in the same run. The server sends the mails to an SMTP server
// in this process (smtp-server) beside the import; once the import is done the server is stopped
// after about half of them, a new one sends the rest, and the SMTP server's count is checked:
// every farm's mail once.
//
//   BENCH_SUPPLIERS=2000 npx tsx bench/notify-fanout.ts                                # in-memory PGlite
//   DATABASE_URL=postgres://postgres@127.0.0.1:54449/bench_notify npx tsx bench/notify-fanout.ts
//
// Not a test: the figures depend on the machine (DESIGN.md §8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { migrateToLatest, openPglite, openPostgres } from '../apps/server/src/db/database.js';
import { ServiceTokenService } from '../apps/server/src/modules/integration/service-token.service.js';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 2_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2599);

// The SMTP server: each mail's recipient counted.
const received = new Map<string, number>();
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    stream.on('data', () => {});
    stream.on('end', () => {
      for (const r of session.envelope.rcptTo) received.set(r.address, (received.get(r.address) ?? 0) + 1);
      done();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

const url = process.env.DATABASE_URL;
const opened = url ? openPostgres(url) : await openPglite(undefined);
await migrateToLatest(opened.db);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-bench-'));
const config = loadConfig({
  DATA_DIR: dataDir,
  PUBLIC_URL: 'http://portal.test/',
  LOG_LEVEL: 'error',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
  SEED_DEMO_DATA: 'false',
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
});
const now = new Date('2026-11-22T12:00:00+01:00');
const start = () => buildApp({ config, db: opened.db, clock: () => now });
const app = await start();
await app.ready();
const token = await new ServiceTokenService(opened.db, () => now).create(`bench-${Date.now()}`, ['import:suppliers', 'import:settlements']);

const farm = (i: number) => String(400_000 + i);
function settlement(i: number, week: number) {
  const animals = [1, 2, 3].map((n) => ({ group_name: 'Lam', animal_kind: 'sheep', individual_no: String(10_000 + n), description: 'Lam', classification: 'R', fat_group: '3', weight_g: 20_000, price_ore_per_kg: 7_500, amount_ore: 150_000 }));
  return { supplier_no: farm(i), kind: 'posted', settlement_no: `N${farm(i)}W${week}`, settlement_date: '2026-11-19', amount_ore: 450_000, animals };
}

async function send(what: string, records: unknown[]) {
  const res = await app.inject({ method: 'PUT', url: `/api/integration/${what}`, headers: { authorization: `Bearer ${token}` }, payload: { records } });
  if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
}

async function run(label: string, what: string, records: unknown[]): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < records.length; i += BATCH) await send(what, records.slice(i, i + BATCH));
  const seconds = (performance.now() - started) / 1000;
  const perSecond = records.length / seconds;
  process.stdout.write(`${label}: ${records.length} records in ${seconds.toFixed(1)} s = ${Math.round(perSecond)} records/s\n`);
  return perSecond;
}

process.stdout.write(`${SUPPLIERS} farms, batches of ${BATCH}, on ${url ? 'PostgreSQL' : 'PGlite (in memory)'}, ${os.cpus().length} cores\n`);
const farms = (accounting: boolean) =>
  Array.from({ length: SUPPLIERS }, (_, i) => ({ supplier_no: farm(i), fullname: `Bench Gård ${i}`, email_accounting: `gard${i}@example.no`, recieve_accounting: accounting }));
await run('farms (recieve_accounting off)', 'suppliers', farms(false));
// A first week to warm up (the JIT, the database's caches): the two measured weeks start alike.
await run('settlements, warm-up week', 'settlements', Array.from({ length: SUPPLIERS }, (_, i) => settlement(i, 46)));
const before = await run('settlements, nothing to queue', 'settlements', Array.from({ length: SUPPLIERS }, (_, i) => settlement(i, 47)));
await run('farms (recieve_accounting on)', 'suppliers', farms(true));
const after = await run('settlements, a mail per farm queued (and sent beside)', 'settlements', Array.from({ length: SUPPLIERS }, (_, i) => settlement(i, 48)));
process.stdout.write(`import slower by ${(((before - after) / before) * 100).toFixed(1)} % with the mails queued\n`);

// Stop the server while it sends, once about half the mails are out; a new one sends the rest.
const half = SUPPLIERS / 2;
while ([...received.values()].reduce((a, b) => a + b, 0) < half) await new Promise((r) => setTimeout(r, 20));
await app.close();
const atRestart = [...received.values()].reduce((a, b) => a + b, 0);
const next = await start();
await next.sendNotifications();
await next.close();
const total = [...received.values()].reduce((a, b) => a + b, 0);
const twice = [...received.values()].filter((n) => n > 1).length;
process.stdout.write(`restart after ${atRestart} mails; SMTP server received ${total} mails for ${received.size} of ${SUPPLIERS} farms, ${twice} twice\n`);

await opened.close();
smtp.close();
fs.rmSync(dataDir, { recursive: true, force: true });
if (received.size !== SUPPLIERS || twice > 0) process.exitCode = 1;
