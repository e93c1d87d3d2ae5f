import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** After this the mail is no use (a link that has expired): not sent, not tried again. */
  sendBefore?: Date;
  /** The same content as HTML, for mail programs that show it (the text stays for the others). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** Files to attach (a PDF the portal has of what the mail tells of). */
  attachments?: { filename: string; content: Buffer | Readable }[];
  /**
   * The Message-ID ('<…@host>'), for a mail that may be sent again as the same mail (the outbox's,
   * after a process died between the SMTP server's answer and its own note); a new one otherwise.
   */
  messageId?: string;
}

export interface Mailer {
  /**
   * Sends `mail`. Resolves once it is handed over, or, after a temporary failure (the SMTP server
   * away or busy), once a later attempt is planned; rejects when the server refuses it for good.
   */
  send(mail: Mail): Promise<void>;
  /**
   * One attempt, no retries planned here: rejects on any failure (see isTemporaryMailFailure).
   * For the notifications' outbox, which keeps its own attempts in the database.
   */
  deliver?(mail: Mail): Promise<void>;
  /** At shutdown: plans no more attempts and closes the SMTP connections. */
  close?(): Promise<void>;
}

/**
 * How long to wait before each new attempt after a temporary failure: about two hours in all, so
 * an SMTP server that is down for a while, or that holds back a burst (the deadline rush's
 * receipts) with "421 try again later", still gets every receipt. The attempts are planned in the
 * server process: a restart in that time drops them (logged).
 */
export const MAIL_RETRY_DELAYS_MS = [10_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000, 1_800_000, 3_600_000];

/**
 * A failure worth another attempt: no answer from the SMTP server (not reached, connection lost,
 * timed out) or a 4xx answer, which SMTP defines as temporary. A 5xx answer (no such mailbox, a
 * refused login) stays the same however often it is asked.
 */
export function isTemporaryMailFailure(err: unknown): boolean {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return typeof code !== 'number' || (code >= 400 && code < 500);
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** The portal's clock, the one links expire by (sendBefore). */
  clock?: () => Date;
  retryDelaysMs?: readonly number[];
}

/**
 * Sends through SMTP_URL, or without it writes each mail as an .eml file to `outboxDir` so a
 * developer (and the e2e tests) can open it. Only the file name is logged: links carry tokens,
 * and tokens never go into logs.
 *
 * SMTP goes through a pool of connections (nodemailer's `pool`, at most 5 at once, reused), not a
 * new connection and TLS handshake per mail: the deadline rush sends a receipt per enrolment, and
 * SMTP servers refuse senders that open connections by the hundred. `?pool=false` in SMTP_URL
 * turns it off.
 */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    // Time limits far below nodemailer's defaults (2 min to connect, 10 min of silence): an SMTP
    // server that does not answer is a temporary failure to try again later, not a wait that
    // holds staff's 'Send passordlenke' for minutes. SMTP_URL's own settings win.
    const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 });
    const sendOnce = async (mail: Mail) => {
      await transport.sendMail(message(options.from, mail));
      options.log.info({ subject: mail.subject }, 'mail sent');
    };
    const retrying = withRetries(
      sendOnce,
      { log: options.log, clock: options.clock ?? (() => new Date()), delaysMs: options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS },
    );
    return {
      send: retrying.send,
      deliver: sendOnce,
      async close() {
        retrying.stop();
        transport.close();
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let counter = 0;
  const writeToOutbox = async (mail: Mail) => {
    const info = await transport.sendMail(message(options.from, mail));
    await fs.mkdir(options.outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = path.join(options.outboxDir, `${stamp}-${process.pid}-${++counter}.eml`);
    // Written aside and renamed: whoever reads the outbox (a mail program, the tests) sees a mail
    // whole or not at all, never a file still being written.
    await fs.writeFile(`${file}.part`, info.message as Buffer);
    await fs.rename(`${file}.part`, file);
    options.log.info({ file, subject: mail.subject }, 'mail written to outbox');
  };
  return { send: writeToOutbox, deliver: writeToOutbox };
}

/** The mail as nodemailer takes it; the optional parts only when given. */
function message(from: string, mail: Mail): SendMailOptions {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers ? { headers: mail.headers } : {}),
    ...(mail.attachments ? { attachments: mail.attachments } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
  };
}

/**
 * `sendOnce` with new attempts after temporary failures, on MAIL_RETRY_DELAYS_MS's schedule. The
 * first attempt's refusal for good reaches the caller; what happens to later attempts is logged
 * (by subject, never the text: it can hold a link).
 */
function withRetries(
  sendOnce: (mail: Mail) => Promise<void>,
  options: { log: FastifyBaseLogger; clock: () => Date; delaysMs: readonly number[] },
): { send: (mail: Mail) => Promise<void>; stop: () => void } {
  const planned = new Map<NodeJS.Timeout, string>();
  let stopped = false;

  /** Attempt number `attempt` (0 is the first); resolves once sent or the next attempt is planned. */
  const attemptSend = async (mail: Mail, attempt: number): Promise<void> => {
    try {
      await sendOnce(mail);
      if (attempt > 0) options.log.info({ subject: mail.subject, attempt: attempt + 1 }, 'mail sent on a later attempt');
    } catch (err) {
      const delay = options.delaysMs[attempt];
      const tooLate = delay !== undefined && mail.sendBefore !== undefined && options.clock().getTime() + delay >= mail.sendBefore.getTime();
      if (stopped || !isTemporaryMailFailure(err) || delay === undefined || tooLate) {
        const why = !isTemporaryMailFailure(err) ? 'refused' : tooLate ? 'no use by the next attempt' : stopped ? 'server stopping' : 'no attempts left';
        options.log.error({ err, subject: mail.subject, attempts: attempt + 1, why }, 'mail not sent');
        if (attempt === 0 && !isTemporaryMailFailure(err)) throw err;
        return;
      }
      options.log.warn({ err, subject: mail.subject, attempt: attempt + 1, retryInMs: delay }, 'mail not sent yet: trying again later');
      const timer = setTimeout(() => {
        planned.delete(timer);
        void attemptSend(mail, attempt + 1);
      }, delay);
      // Waiting attempts do not keep a stopping process alive (stop() reports them).
      timer.unref();
      planned.set(timer, mail.subject);
    }
  };

  return {
    send: (mail) => attemptSend(mail, 0),
    stop() {
      stopped = true;
      for (const [timer, subject] of planned) {
        clearTimeout(timer);
        options.log.error({ subject }, 'mail not sent: the server stopped while it waited for another attempt');
      }
      planned.clear();
    },
  };
}
