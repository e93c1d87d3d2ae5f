// Benchmark: what queueing the notifications costs a settlement import, and that a process killed
// in the middle of sending loses and repeats nothing. BENCH_SUPPLIERS farms (default 20 000) are
// imported; then a week of posted settlements (one per farm) with every farm's `recieve_accounting`
// off (nothing queued, after a warm-up week), a second week with it on (one mail per farm queued
// in the import's transaction) and a third with it off again, in batches of BENCH_BATCH (default 500) through
// PUT /api/integration/settlements of a portal process (bench/notify-fanout-server.ts), in the same
// run. The process sends the mails to an SMTP server in this process (smtp-server) beside the
// import; once the import is done and about half of them are accepted, the process is killed
// (SIGKILL, no shutdown of its own), a new one sends the rest, and the SMTP server's count is
// checked: every farm's mail accepted once, by recipient and by Message-ID.
//
//   npx tsx bench/notify-fanout.ts                                            # a throwaway PostgreSQL 15
//   DATABASE_URL=postgres://postgres@127.0.0.1:54449/bench_notify npx tsx bench/notify-fanout.ts
//
// The database must be empty of the bench's farms (400000…): a throwaway cluster (started here
// when DATABASE_URL is not set, on BENCH_PG_PORT, default 55437) or a fresh database.
// Not a test: the figures depend on the machine (DESIGN.md §8).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';
import { migrateToLatest, openPostgres } from '../apps/server/src/db/database.js';
import { ServiceTokenService } from '../apps/server/src/modules/integration/service-token.service.js';
import { NOTIFICATION_LEASE_MS } from '../apps/server/src/modules/notifications/notification-sender.js';
import { countWaitingNotifications } from '../apps/server/src/modules/notifications/notifications.repository.js';
// @ts-expect-error: a plain .mjs without types, shared with npm test (scripts/test-all.mjs)
import { startThrowawayPostgres } from '../scripts/throwaway-postgres.mjs';

const SUPPLIERS = Number(process.env.BENCH_SUPPLIERS ?? 20_000);
const BATCH = Number(process.env.BENCH_BATCH ?? 500);
const SMTP_PORT = Number(process.env.BENCH_SMTP_PORT ?? 2599);
const PORT = Number(process.env.BENCH_PORT ?? 3599);

// The SMTP server: each accepted mail counted by recipient and by Message-ID, when it is accepted
// (the 250 after DATA); a mail cut off by the kill was never accepted and is not counted.
const byRecipient = new Map<string, number>();
const byMessageId = new Map<string, number>();
let accepted = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, done) {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4_000) head += chunk.toString('latin1');
    });
    stream.on('end', () => {
      const messageId = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `(none ${accepted})`;
      byMessageId.set(messageId, (byMessageId.get(messageId) ?? 0) + 1);
      for (const r of session.envelope.rcptTo) byRecipient.set(r.address, (byRecipient.get(r.address) ?? 0) + 1);
      accepted++;
      done();
    });
  },
});
smtp.on('error', () => {}); // a connection the kill cut off
await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));

const throwaway = process.env.DATABASE_URL ? null : (startThrowawayPostgres(Number(process.env.BENCH_PG_PORT ?? 55437)) as { url: string; stop(): void } | null);
const url = process.env.DATABASE_URL ?? throwaway?.url;
if (!url) throw new Error('No DATABASE_URL, and PostgreSQL 15 is not installed for a throwaway one');
const opened = openPostgres(url);
await migrateToLatest(opened.db);
const version = (await opened.db.selectNoFrom((eb) => eb.fn<string>('version', []).as('v')).executeTakeFirstOrThrow()).v;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-bench-'));
const now = new Date('2026-11-22T12:00:00+01:00');
const token = await new ServiceTokenService(opened.db, () => now).create(`bench-${Date.now()}`, ['import:suppliers', 'import:settlements']);

/** Starts the portal process with its clock at `clock`; resolves once it listens. */
function startPortal(clock: Date): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'notify-fanout-server.ts')], {
    env: { ...process.env, DATABASE_URL: url, BENCH_DATA_DIR: dataDir, BENCH_SMTP_PORT: String(SMTP_PORT), BENCH_PORT: String(PORT), BENCH_NOW: clock.toISOString() },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('ready')) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`portal process ended (${code}) before it was ready`)));
  });
}
const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));

const farm = (i: number) => String(400_000 + i);
function settlement(i: number, week: number) {
  const animals = [1, 2, 3].map((n) => ({ group_name: 'Lam', animal_kind: 'sheep', individual_no: String(10_000 + n), description: 'Lam', classification: 'R', fat_group: '3', weight_g: 20_000, price_ore_per_kg: 7_500, amount_ore: 150_000 }));
  return { supplier_no: farm(i), kind: 'posted', settlement_no: `N${farm(i)}W${week}`, settlement_date: '2026-11-19', amount_ore: 450_000, animals };
}

async function send(what: string, records: unknown[]) {
  const res = await fetch(`http://127.0.0.1:${PORT}/api/integration/${what}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ records }),
  });
  if (res.status !== 200) throw new Error(`${what}: ${res.status} ${(await res.text()).slice(0, 300)}`);
}

async function run(label: string, what: string, records: unknown[]): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < records.length; i += BATCH) await send(what, records.slice(i, i + BATCH));
  const seconds = (performance.now() - started) / 1000;
  const perSecond = records.length / seconds;
  process.stdout.write(`${label}: ${records.length} records in ${seconds.toFixed(1)} s = ${Math.round(perSecond)} records/s\n`);
  return perSecond;
}

process.stdout.write(`${SUPPLIERS} farms, batches of ${BATCH}, on ${version.split(' on ')[0]}, ${os.cpus().length} cores\n`);
let portal = await startPortal(now);
const farms = (accounting: boolean) =>
  Array.from({ length: SUPPLIERS }, (_, i) => ({ supplier_no: farm(i), fullname: `Bench Gård ${i}`, email_accounting: `gard${i}@example.no`, recieve_accounting: accounting }));
await run('farms (recieve_accounting off)', 'suppliers', farms(false));
// A first week to warm up (the JIT, the database's caches): the two measured weeks start alike.
await run('settlements, warm-up week', 'settlements', Array.from({ length: SUPPLIERS }, (_, i) => settlement(i, 46)));
const before = await run('settlements, nothing to queue', 'settlements', Array.from({ length: SUPPLIERS }, (_, i) => settlement(i, 47)));
await run('farms (recieve_accounting on)', 'suppliers', farms(true));
const after = await run('settlements, a mail per farm queued (and sent beside)', 'settlements', Array.from({ length: SUPPLIERS }, (_, i) => settlement(i, 48)));
const sentDuringImport = accepted;
// A third week with nothing queued after it: on a shared machine the load moves between minutes,
// and the queued week is set against the mean of the weeks on either side of it.
await run('farms (recieve_accounting off again)', 'suppliers', farms(false));
const beforeAgain = await run('settlements, nothing to queue (again)', 'settlements', Array.from({ length: SUPPLIERS }, (_, i) => settlement(i, 49)));
const bracket = (before + beforeAgain) / 2;
process.stdout.write(
  `import slower by ${(((before - after) / before) * 100).toFixed(1)} % with the mails queued against the week before, ` +
    `${(((bracket - after) / bracket) * 100).toFixed(1)} % against the mean of the weeks on either side (${sentDuringImport} mails accepted by the end of its import)\n`,
);

// Kill the process while it sends, once about half the mails are accepted: no shutdown of its own,
// its claimed rows stay claimed. The new process's clock stands past their lease, as a process
// started that much later would (or another process still running).
// The kill then waits a random part of a mail's time: right after an acceptance it would always
// land between the SMTP server's 250 and the row marked sent, the one moment a kill repeats a mail.
while (accepted < SUPPLIERS / 2) await sleep(5);
await sleep(Math.random() * 200);
portal.kill('SIGKILL');
await exited(portal);
const atKill = accepted;
const waitingAtKill = await countWaitingNotifications(opened.db);
const restartedAt = performance.now();
portal = await startPortal(new Date(now.getTime() + NOTIFICATION_LEASE_MS + 60_000));
while ((await countWaitingNotifications(opened.db)) > 0) await sleep(100);
await sleep(500); // the last mail's 250 and the row marked sent pass each other
portal.kill('SIGTERM');
await exited(portal);
const restSeconds = (performance.now() - restartedAt) / 1000;

const twice = [...byRecipient.values()].filter((n) => n > 1).length;
const twiceById = [...byMessageId.values()].filter((n) => n > 1).length;
process.stdout.write(
  `killed (SIGKILL) after ${atKill} mails accepted, ${waitingAtKill} still to send; the new process sent the rest in ${restSeconds.toFixed(1)} s\n` +
    `SMTP server accepted ${accepted} mails: ${byRecipient.size} of ${SUPPLIERS} farms, ${twice} twice; ${byMessageId.size} Message-IDs, ${twiceById} twice\n`,
);

await opened.close();
smtp.close();
throwaway?.stop();
fs.rmSync(dataDir, { recursive: true, force: true });
if (byRecipient.size !== SUPPLIERS || twice > 0 || accepted !== SUPPLIERS) process.exitCode = 1;
