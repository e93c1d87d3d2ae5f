import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { OpenedDb } from '../src/db/database.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { createMailer, type Mail, type Mailer } from '../src/lib/mailer.js';
import { createIntegrationServices } from '../src/modules/integration/integration.services.js';
import { claimDueNotifications } from '../src/modules/notifications/notifications.repository.js';
import { NOTIFICATION_LEASE_MS, NotificationSender } from '../src/modules/notifications/notification-sender.js';
import { UnsubscribeTokens } from '../src/modules/notifications/unsubscribe-token.js';
import { openMigratedDb, START } from './harness.js';
import { postedSettlement } from './integration-helpers.js';

// The outbox across processes: several server processes on one database (or one restarted) send
// each notification once — none lost, none twice — and a temporary SMTP failure is tried again.

let opened: OpenedDb;
let dataDir: string;
let now = START;
const clock = () => now;
const quiet = { write: () => true } as unknown as NodeJS.WritableStream;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-notify-'));
  opened = await openMigratedDb();
});
afterAll(async () => {
  await opened.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const config = () => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://portal.test/', LOG_LEVEL: 'warn', WEB_DIST_DIR: path.join(dataDir, 'no-web') });

/** A mailer that keeps what it is given; `fail` may answer an error to throw instead. */
function recordingMailer(fail: (n: number) => unknown = () => null): Mailer & { mails: Mail[] } {
  const mails: Mail[] = [];
  let n = 0;
  const deliver = async (mail: Mail) => {
    const error = fail(n++);
    if (error) throw error;
    mails.push(mail);
  };
  return { mails, send: deliver, deliver };
}

function serverWith(mailer: Mailer): Promise<FastifyInstance> {
  return buildApp({ config: config(), db: opened.db, clock, mailer, logStream: quiet as never });
}

/** Empties the outbox and the farms' data, and queues four mails as the admin CLI's import does (no server woken). */
async function queueFour(): Promise<void> {
  await opened.db.deleteFrom('notification').execute();
  await opened.db.deleteFrom('message').execute();
  await opened.db.deleteFrom('settlement').execute();
  await seedDemoData(opened.db, config().company);
  now = START;
  const cfg = config();
  const services = createIntegrationServices(opened.db, clock, { filesDir: cfg.filesDir, publicUrl: cfg.publicUrl, companyId: cfg.company.id });
  await services.content.messages([{ message_id: 'm-r', title: 'Til alle', body: 'x', published_at: '2026-11-22T08:00:00+01:00' }]);
  await services.settlements.import([postedSettlement('10001', '100010130', '2026-11-09'), postedSettlement('10002', '100020130', '2026-11-09')]);
  // 10001 and 10003 want messages; 10001 and 10002 accountings.
  expect(await opened.db.selectFrom('notification').select('id').execute()).toHaveLength(4);
}

const sentRows = () => opened.db.selectFrom('notification').select(['sent_at', 'failed_at', 'attempts']).execute();

describe('the notifications sender', () => {
  it('a restart in the middle of the queue loses and repeats nothing', async () => {
    await queueFour();
    // The first process is stopped (a deploy) while it sends its first mail; the next one sends the rest.
    const first = recordingMailer();
    const a = await serverWith(first);
    let stopping: Promise<void> | undefined;
    const deliver = first.deliver!;
    first.deliver = async (mail) => {
      await deliver(mail);
      if (stopping) return;
      stopping = a.close();
      // The stop begins while this mail is still being handed over (a.close() runs its hooks a few ticks on).
      await new Promise((resolve) => setTimeout(resolve, 100));
    };
    await a.sendNotifications();
    await stopping;
    expect(first.mails).toHaveLength(1);

    const second = recordingMailer();
    const b = await serverWith(second);
    await b.sendNotifications();
    await b.close();
    const all = [...first.mails, ...second.mails].map((m) => `${m.to} ${m.subject}`);
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
    expect((await sentRows()).every((n) => n.sent_at !== null)).toBe(true);
  });

  it('two processes at once share the queue: each mail is sent by one of them', async () => {
    await queueFour();
    const [m1, m2] = [recordingMailer(), recordingMailer()];
    const [a, b] = await Promise.all([serverWith(m1), serverWith(m2)]);
    await Promise.all([a.sendNotifications(), b.sendNotifications()]);
    await Promise.all([a.close(), b.close()]);
    const all = [...m1.mails, ...m2.mails].map((m) => `${m.to} ${m.subject}`);
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
  });

  it('a process that died holding a claim: another sends its mails once the claim has run out', async () => {
    await queueFour();
    const claimed = await claimDueNotifications(opened.db, now, new Date(now.getTime() + NOTIFICATION_LEASE_MS), 2);
    expect(claimed).toHaveLength(2);
    const mailer = recordingMailer();
    const app = await serverWith(mailer);
    await app.sendNotifications();
    expect(mailer.mails).toHaveLength(2);
    now = new Date(now.getTime() + NOTIFICATION_LEASE_MS);
    await app.sendNotifications();
    await app.close();
    expect(mailer.mails).toHaveLength(4);
    expect(new Set(mailer.mails.map((m) => `${m.to} ${m.subject}`)).size).toBe(4);
  });

  it('a mail sent again after a kill (handed over, not yet marked sent) keeps its Message-ID, so the recipient’s mail program takes it as the one mail', async () => {
    await queueFour();
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-notify-mails-'));
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const mailer = createMailer({ smtpUrl: undefined, from: 'Slakteweb <noreply@example.no>', outboxDir, log });
    const messageIds = () =>
      fs
        .readdirSync(outboxDir)
        .sort()
        .map((file) => /^Message-ID: (.*)$/im.exec(fs.readFileSync(path.join(outboxDir, file), 'utf8'))?.[1]);
    const a = await serverWith(mailer);
    await a.sendNotifications();
    await a.close();
    const first = messageIds();
    expect(first).toHaveLength(4);
    expect(new Set(first).size).toBe(4);
    expect(first.every((id) => id?.endsWith('@portal.test>'))).toBe(true);

    // The process was killed between the SMTP server's answer and the row marked sent: the row
    // stays claimed, and the next process sends it again once the claim has run out.
    const row = await opened.db.selectFrom('notification').select('id').orderBy('id').executeTakeFirstOrThrow();
    await opened.db.updateTable('notification').set({ sent_at: null, next_attempt_at: new Date(now.getTime() + NOTIFICATION_LEASE_MS) }).where('id', '=', row.id).execute();
    now = new Date(now.getTime() + NOTIFICATION_LEASE_MS);
    const b = await serverWith(mailer);
    await b.sendNotifications();
    await b.close();
    const again = messageIds();
    expect(again).toHaveLength(5);
    expect(first).toContain(again[4]);
    fs.rmSync(outboxDir, { recursive: true, force: true });
  });

  it('holds its mails while an import runs in its process, and sends them once the import is done', async () => {
    await queueFour();
    const mailer = recordingMailer();
    let importing = true;
    const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const sender = new NotificationSender({
      db: opened.db,
      mailer,
      clock,
      log,
      tokens: new UnsubscribeTokens('a-secret-for-the-test-only-0123456789'),
      publicUrl: 'http://portal.test/',
      companyName: 'Slakteweb',
      attachment: async () => null,
      importing: () => importing,
    });
    const sending = sender.run();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailer.mails).toHaveLength(0);
    importing = false;
    await sending;
    expect(mailer.mails).toHaveLength(4);
    expect((await sentRows()).every((n) => n.sent_at !== null)).toBe(true);
  });

  it('SMTP 4xx: tried again after the mailer’s delay; 5xx: given up, the others still sent', async () => {
    await queueFour();
    // The first mail meets a busy server (421), the second a refusal (550).
    const mailer = recordingMailer((n) => (n === 0 ? Object.assign(new Error('busy'), { responseCode: 421 }) : n === 1 ? Object.assign(new Error('no such mailbox'), { responseCode: 550 }) : null));
    const app = await serverWith(mailer);
    await app.sendNotifications();
    expect(mailer.mails).toHaveLength(2);
    now = new Date(now.getTime() + 10_000);
    await app.sendNotifications();
    await app.close();
    expect(mailer.mails).toHaveLength(3);
    const rows = await sentRows();
    expect(rows.filter((r) => r.sent_at !== null)).toHaveLength(3);
    expect(rows.filter((r) => r.failed_at !== null)).toHaveLength(1);
    expect(rows.find((r) => r.attempts === 2 && r.sent_at !== null)).toBeDefined();
  });
});
