import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, NOTIFICATION_WHY, type NotificationKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../lib/http-error.js';
import { escapeHtml } from '../../lib/mail-html.js';
import { isTemporaryMailFailure, MAIL_RETRY_DELAYS_MS, type Mail, type Mailer } from '../../lib/mailer.js';
import type { MailAttachmentRef, MailPayload, PushPayload } from './notification-payload.js';
import * as repo from './notifications.repository.js';
import type { UnsubscribeTokens } from './unsubscribe-token.js';

/** How often each process looks for due notifications (an import also wakes it at once). */
export const NOTIFICATION_POLL_MS = 5_000;
/** Notifications claimed at a time: a few SMTP round trips, so a claim's lease is never near its end. */
export const NOTIFICATION_CLAIM_SIZE = 50;
/**
 * How long a claim holds a notification from other processes. A process that dies while sending
 * leaves its claimed rows to be sent by another after this; one that stops in order finishes them.
 */
export const NOTIFICATION_LEASE_MS = 10 * 60_000;

/**
 * How long the sender holds a claim's mails, in all, while imports run in its process: far inside
 * the lease, so no other process takes the claim over, and mails still go out under imports that
 * never stop.
 */
export const NOTIFICATION_IMPORT_HOLD_MS = 2 * 60_000;
/** How often a held sender looks whether the imports are done. */
const IMPORT_HOLD_CHECK_MS = 100;

/** An attached file as the mail takes it. */
export interface Attachment {
  filename: string;
  content: Buffer | Readable;
}

/** Sends one push message to every device of the farm's users that turned push on. */
export type PushSender = (supplierNo: string, payload: PushPayload) => Promise<void>;

interface SenderOptions {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  tokens: UnsubscribeTokens;
  publicUrl: string;
  companyName: string;
  /** The PDF of a mail's attachment, or null when the portal no longer has it (the mail goes without). */
  attachment: (supplierNo: string, which: MailAttachmentRef) => Promise<Attachment | null>;
  push?: PushSender;
  retryDelaysMs?: readonly number[];
  /** Is an import running in this process? The sender then waits (ImportsRunning). */
  importing?: () => boolean;
}

/**
 * Sends the notifications' outbox: claims due rows (several processes share them), sends each,
 * marks it sent; a temporary failure (SMTP 4xx, server away) is tried again on the mailer's
 * schedule, a refusal for good is given up and logged. Runs beside requests and imports, never in
 * them: an import only queues, and wakes the sender after its commit.
 */
export class NotificationSender {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  /** The portal's host name, the right-hand side of the notifications' Message-IDs. */
  private readonly messageIdHost: string;

  constructor(private readonly options: SenderOptions) {
    this.messageIdHost = new URL(options.publicUrl).hostname;
  }

  /** The unsubscribe link of a farm's kind of mail (RFC 8058's POST goes to the same address). */
  unsubscribeLink(supplierNo: string, kind: NotificationKind): string {
    return `${this.options.publicUrl}api/notifications/unsubscribe?t=${encodeURIComponent(this.options.tokens.make(supplierNo, kind))}`;
  }

  /**
   * Sends what is due until nothing is; resolves then. A call while a run is going makes that run
   * look once more (what an import just queued is not left to the next poll).
   */
  run(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.loop().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** At shutdown: claims nothing more, and resolves once what is claimed has been sent or put back. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private async loop(): Promise<void> {
    do {
      this.again = false;
      for (;;) {
        if (this.stopped) return;
        const now = this.options.clock();
        const claimed = await repo.claimDueNotifications(this.options.db, now, new Date(now.getTime() + NOTIFICATION_LEASE_MS), NOTIFICATION_CLAIM_SIZE);
        if (claimed.length === 0) break;
        const holdUntil = Date.now() + NOTIFICATION_IMPORT_HOLD_MS;
        for (const [i, notification] of claimed.entries()) {
          while (this.options.importing?.() && !this.stopped && Date.now() < holdUntil) await sleep(IMPORT_HOLD_CHECK_MS);
          if (this.stopped) {
            // Claimed but not tried: due again at once for the next process.
            for (const left of claimed.slice(i)) await repo.retryNotificationAt(this.options.db, left.id, this.options.clock());
            return;
          }
          await this.sendOne(notification);
        }
      }
    } while (this.again);
  }

  private async sendOne(notification: repo.ClaimedNotification): Promise<void> {
    const { db, clock, log } = this.options;
    const about = { id: notification.id, kind: notification.kind, channel: notification.channel, attempt: notification.attempts };
    try {
      if (notification.channel === 'email') await this.deliverMail(notification.id, notification.supplier_no, notification.kind, notification.payload as MailPayload);
      else await this.options.push?.(notification.supplier_no, notification.payload as PushPayload);
      await repo.markNotificationSent(db, notification.id, clock());
    } catch (err) {
      const delays = this.options.retryDelaysMs ?? MAIL_RETRY_DELAYS_MS;
      const delay = delays[notification.attempts - 1];
      if (notification.channel === 'email' && isTemporaryMailFailure(err) && delay !== undefined) {
        log.warn({ err, ...about, retryInMs: delay }, 'notification not sent yet: trying again later');
        await repo.retryNotificationAt(db, notification.id, new Date(clock().getTime() + delay));
      } else {
        log.error({ err, ...about }, 'notification not sent: given up');
        await repo.markNotificationFailed(db, notification.id, clock());
      }
    }
  }

  private async deliverMail(id: number, supplierNo: string, kind: NotificationKind, payload: MailPayload): Promise<void> {
    const unsubscribe = this.unsubscribeLink(supplierNo, kind);
    const closing = ['', `Hilsen ${this.options.companyName}`, '', '--', NOTIFICATION_WHY[kind], `Slå av disse e-postene med ett klikk: ${unsubscribe}`, ''];
    // Built now, one after the other, not when queued: the import's transaction never renders a PDF.
    const attachments: Attachment[] = [];
    for (const which of payload.attachments ?? (payload.attachment ? [payload.attachment] : [])) {
      const file = await this.options.attachment(supplierNo, which).catch((err: unknown) => {
        // A PDF the portal no longer has (its service answers 404): the mail goes with the others.
        // Anything else (the database away) fails the attempt, to be tried again.
        if (err instanceof HttpError && err.statusCode === 404) return null;
        throw err;
      });
      if (file) attachments.push(file);
    }
    const mail: Mail = {
      to: payload.to,
      subject: payload.subject,
      text: [payload.text, ...closing].join('\n'),
      ...(payload.html
        ? {
            html: `${payload.html}<hr><p>${escapeHtml(NOTIFICATION_WHY[kind])} <a href="${escapeHtml(unsubscribe)}">Slå av disse e-postene</a>.</p>`,
          }
        : {}),
      headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      // One Message-ID per notification, the same at every attempt: a process killed after the SMTP
      // server took the mail but before the row was marked sent leaves it to be sent again (nothing
      // is lost); the recipient's mail program then sees the same mail twice and shows it once.
      messageId: `<notification-${id}@${this.messageIdHost}>`,
      ...(attachments.length > 0 ? { attachments } : {}),
    };
    const deliver = this.options.mailer.deliver ?? this.options.mailer.send;
    await deliver.call(this.options.mailer, mail);
  }
}
