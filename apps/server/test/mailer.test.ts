import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailer, isTemporaryMailFailure, type Mailer } from '../src/lib/mailer.js';
import { freePort } from './server-process.js';

// The mailer against a real SMTP server (smtp-server, in this process): what a farmer's receipt
// and a set-password link go through when the cooperative's SMTP server is away, busy or refuses.

const DELAYS_MS = [100, 200, 300];


interface Received {
  to: string[];
  message: string;
}

/**
 * An SMTP server on `port` that stores what it accepts. `answer` decides each mail (by its
 * number, from 1): undefined accepts it, an error with `responseCode` refuses it with that code.
 */
function smtpServer(port: number, answer: (n: number) => (Error & { responseCode?: number }) | undefined = () => undefined) {
  const received: Received[] = [];
  let connections = 0;
  let mails = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session: SMTPServerSession, callback: (err?: Error) => void) {
      connections++;
      callback();
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback: (err?: Error | null) => void) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = answer(++mails);
        if (refusal) return callback(refusal);
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), message: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  const listening = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, connections: () => connections, listening, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function refusal(code: number, text: string): Error & { responseCode: number } {
  return Object.assign(new Error(text), { responseCode: code });
}

function fakeLog() {
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  return { log, asLogger: log as unknown as FastifyBaseLogger };
}

const mailers: Mailer[] = [];
const servers: Array<{ close: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.close?.()));
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

function mailerOn(port: number, log: FastifyBaseLogger, clock = () => new Date()): Mailer {
  const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Slakteweb <noreply@example.no>', outboxDir: '/nonexistent', log, clock, retryDelaysMs: DELAYS_MS });
  mailers.push(mailer);
  return mailer;
}

const receipt = { to: 'ola.nordmann@example.no', subject: 'Kvittering for innmelding', text: 'Uke 49 2026' };
const until = async (check: () => boolean, ms = 5_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('mail through SMTP', () => {
  it('an SMTP server that is down at the send gets the mail once it is back, once', async () => {
    const port = await freePort();
    const { log, asLogger } = fakeLog();
    const mailer = mailerOn(port, asLogger);
    // Nothing listens: the send is planned again, and the caller (the enrolment) is not held up.
    await expect(mailer.send(receipt)).resolves.toBeUndefined();
    expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ subject: receipt.subject, retryInMs: DELAYS_MS[0] }), 'mail not sent yet: trying again later');

    const smtp = smtpServer(port);
    servers.push(smtp);
    await smtp.listening;
    await until(() => smtp.received.length > 0);
    await new Promise((resolve) => setTimeout(resolve, DELAYS_MS.reduce((a, b) => a + b)));
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.to).toEqual(['ola.nordmann@example.no']);
    expect(smtp.received[0]!.message).toContain('Subject: Kvittering for innmelding');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('"421 try again later" is tried again and delivered once', async () => {
    const port = await freePort();
    const smtp = smtpServer(port, (n) => (n === 1 ? refusal(421, 'Too many messages, try again later') : undefined));
    servers.push(smtp);
    await smtp.listening;
    const { log, asLogger } = fakeLog();
    await mailerOn(port, asLogger).send(receipt);
    // The SMTP server holds the mail a moment before the mailer reads its acknowledgement and
    // logs the attempt: wait for the log, not only the mail, or a busy machine fails the check.
    await until(() => smtp.received.length > 0 && log.info.mock.calls.length > 0);
    expect(smtp.received).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith({ subject: receipt.subject, attempt: 2 }, 'mail sent on a later attempt');
  });

  it('a refusal for good (550) reaches the caller at once and is not tried again', async () => {
    const port = await freePort();
    const smtp = smtpServer(port, () => refusal(550, 'No such mailbox'));
    servers.push(smtp);
    await smtp.listening;
    const { log, asLogger } = fakeLog();
    await expect(mailerOn(port, asLogger).send(receipt)).rejects.toMatchObject({ responseCode: 550 });
    await new Promise((resolve) => setTimeout(resolve, DELAYS_MS[0]! * 3));
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledTimes(1);
  });

  it('a link mail is not sent once its link would have expired before the next attempt', async () => {
    const port = await freePort();
    const { log, asLogger } = fakeLog();
    const now = new Date('2026-11-22T12:00:00Z');
    const mailer = mailerOn(port, asLogger, () => now);
    // Valid for less than the first wait: nothing is planned.
    await mailer.send({ ...receipt, subject: 'Slakteweb: nytt passord', sendBefore: new Date(now.getTime() + DELAYS_MS[0]! - 1) });
    expect(log.warn).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ subject: 'Slakteweb: nytt passord', why: 'no use by the next attempt' }), 'mail not sent');
  });

  it('gives up after the last planned attempt, and says so', async () => {
    const port = await freePort();
    const smtp = smtpServer(port, () => refusal(451, 'Local error in processing'));
    servers.push(smtp);
    await smtp.listening;
    const { log, asLogger } = fakeLog();
    await mailerOn(port, asLogger).send(receipt);
    await until(() => log.error.mock.calls.length > 0, 5_000);
    expect(log.warn).toHaveBeenCalledTimes(DELAYS_MS.length);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ attempts: DELAYS_MS.length + 1, why: 'no attempts left' }), 'mail not sent');
    expect(smtp.received).toHaveLength(0);
  });

  it('a burst of receipts (the deadline rush) shares a few connections instead of one each', async () => {
    const port = await freePort();
    const smtp = smtpServer(port);
    servers.push(smtp);
    await smtp.listening;
    const { asLogger } = fakeLog();
    const mailer = mailerOn(port, asLogger);
    await Promise.all(Array.from({ length: 40 }, (_, i) => mailer.send({ ...receipt, subject: `Kvittering ${i}` })));
    expect(smtp.received).toHaveLength(40);
    expect(smtp.connections()).toBeLessThanOrEqual(5);
  });

  it('at shutdown, mails waiting for another attempt are reported, and none goes out after', async () => {
    const port = await freePort();
    const { log, asLogger } = fakeLog();
    const mailer = mailerOn(port, asLogger);
    await mailer.send(receipt);
    await mailer.close!();
    expect(log.error).toHaveBeenCalledWith({ subject: receipt.subject }, 'mail not sent: the server stopped while it waited for another attempt');
    const smtp = smtpServer(port);
    servers.push(smtp);
    await smtp.listening;
    await new Promise((resolve) => setTimeout(resolve, DELAYS_MS[0]! * 3));
    expect(smtp.received).toHaveLength(0);
  });
});

describe('isTemporaryMailFailure', () => {
  it('no answer and 4xx are temporary; 5xx is for good', () => {
    expect(isTemporaryMailFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(true);
    expect(isTemporaryMailFailure(refusal(421, 'busy'))).toBe(true);
    expect(isTemporaryMailFailure(refusal(452, 'storage'))).toBe(true);
    expect(isTemporaryMailFailure(refusal(550, 'no mailbox'))).toBe(false);
    expect(isTemporaryMailFailure(refusal(535, 'auth'))).toBe(false);
  });
});
