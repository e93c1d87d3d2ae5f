import { randomUUID } from 'node:crypto';
import { cooperativeStatusNotice, type EnrolmentStatusEvent, formatDate, type IsoWeek, type NotificationKind } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { type DocumentNews, documentsMail, messageMail, type SettlementNews, settlementsMail } from './notification-mails.js';
import type { NotificationPayload } from './notification-payload.js';
import * as repo from './notifications.repository.js';

/**
 * What an import queues, in the import's own transaction: one notification per farm, kind and
 * channel for the batch, to the farms that asked for it. The sender sends them after the commit.
 */

/** A new batch key: each import request is one batch. */
export function newBatch(): string {
  return randomUUID();
}

function groupBySupplier<T extends { supplier_no: string }>(items: readonly T[]): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) out.set(item.supplier_no, [...(out.get(item.supplier_no) ?? []), item]);
  return out;
}

async function queueMails<T extends { supplier_no: string }>(
  trx: Db,
  kind: NotificationKind,
  batch: string,
  at: Date,
  recipients: readonly { supplier_no: string; fullname: string; email: string }[],
  bySupplier: Map<string, T[]>,
  build: (to: { fullname: string; email: string }, items: T[]) => NotificationPayload,
): Promise<number> {
  const rows = recipients.flatMap((r) => {
    const items = bySupplier.get(r.supplier_no);
    return items ? [{ supplier_no: r.supplier_no, kind, channel: 'email' as const, batch, payload: build({ fullname: r.fullname, email: r.email.trim() }, items) }] : [];
  });
  await repo.queueNotifications(trx, rows, at);
  return rows.length;
}

/** Posted settlements that arrived or changed: to `email_accounting` where `recieve_accounting`. */
export async function queueSettlementMails(trx: Db, batch: string, at: Date, publicUrl: string, settlements: readonly (SettlementNews & { supplier_no: string })[]): Promise<number> {
  const bySupplier = groupBySupplier(settlements);
  const recipients = await repo.accountingRecipients(trx, [...bySupplier.keys()]);
  return queueMails(trx, 'accounting', batch, at, recipients, bySupplier, (to, items) => settlementsMail(to, items, publicUrl));
}

/** Documents that arrived: to `email_accounting` where `recieve_accounting`. */
export async function queueDocumentMails(trx: Db, batch: string, at: Date, publicUrl: string, documents: readonly (DocumentNews & { supplier_no: string })[]): Promise<number> {
  const bySupplier = groupBySupplier(documents);
  const recipients = await repo.accountingRecipients(trx, [...bySupplier.keys()]);
  return queueMails(trx, 'accounting', batch, at, recipients, bySupplier, (to, items) => documentsMail(to, items, publicUrl));
}

/** A message published to one farm or all: to `email_user` where `recieve_newsletter`. */
export async function queueMessageMails(
  trx: Db,
  batch: string,
  at: Date,
  due: Date,
  publicUrl: string,
  message: { title: string; body: string; supplier_no: string | null },
): Promise<number> {
  const recipients = await repo.newsletterRecipients(trx, message.supplier_no ?? undefined);
  const rows = recipients.map((r) => ({ supplier_no: r.supplier_no, kind: 'newsletter' as const, channel: 'email' as const, batch, due, payload: messageMail({ fullname: r.fullname, email: r.email.trim() }, message, publicUrl) }));
  await repo.queueNotifications(trx, rows, at);
  return rows.length;
}

export interface TemporaryResult {
  supplier_no: string;
  settlement_date: string;
  /** Animals by group name as settled ('Lam', 'Slaktegris'). */
  groups: { name: string; count: number }[];
}

/** 'Slakteresultat klart: 12 lam slaktet 19.11'. */
export function resultsLine(result: TemporaryResult): string {
  const animals = result.groups.map((g) => `${g.count} ${g.name.toLowerCase()}`).join(', ');
  return `Slakteresultat klart: ${animals} slaktet ${formatDate(result.settlement_date).slice(0, 5)}`;
}

/**
 * Temporary settlements that arrived: the results-ready notice, by e-mail to `email_user` and by
 * push, each where the farm turned it on. The push message names the event only, no figures.
 */
export async function queueResultsReady(trx: Db, batch: string, at: Date, publicUrl: string, results: readonly TemporaryResult[]): Promise<number> {
  const bySupplier = groupBySupplier(results);
  const link = new URL('accountings/temp', publicUrl).href;
  const mailed = await queueMails(trx, 'results_ready', batch, at, await repo.eventRecipients(trx, [...bySupplier.keys()], 'results_ready', 'email'), bySupplier, (to, items) => {
    const lines = items.map(resultsLine);
    return { to: to.email, subject: lines.length === 1 ? lines[0]! : 'Slakteresultat klart', text: [`Hei ${to.fullname},`, '', ...lines, '', `Se resultatene: ${link}`].join('\n'), link };
  });
  const pushTo = await repo.eventRecipients(trx, [...bySupplier.keys()], 'results_ready', 'push');
  await repo.queueNotifications(
    trx,
    pushTo.map((r) => ({ supplier_no: r.supplier_no, kind: 'results_ready' as const, channel: 'push' as const, batch, payload: { title: 'Slakteresultat klart', body: 'Nye slakteresultater er klare i portalen.', url: link } })),
    at,
  );
  return mailed + pushTo.length;
}

/** An enrolment the cooperative changed, deleted or whose deletion request it handled. */
export interface EnrolmentStatusNews {
  supplier_no: string;
  event: EnrolmentStatusEvent;
  /** The week the farmer knows it by (its first row's delivery week). */
  week: IsoWeek;
}

/**
 * The cooperative's word on enrolments: 'Innmeldingen din for uke 49 er endret av slakteriet', one
 * mail (to `email_user`) and one push per farm and batch, each where the farm turned it on. The
 * push names the event only.
 */
export async function queueEnrolmentStatusNotices(trx: Db, batch: string, at: Date, publicUrl: string, news: readonly EnrolmentStatusNews[]): Promise<number> {
  const bySupplier = groupBySupplier(news);
  const link = new URL('registered-enrolments', publicUrl).href;
  const mailed = await queueMails(trx, 'enrolment_changed', batch, at, await repo.eventRecipients(trx, [...bySupplier.keys()], 'enrolment_changed', 'email'), bySupplier, (to, items) => {
    const lines = items.map((n) => cooperativeStatusNotice(n.event, n.week));
    return {
      to: to.email,
      subject: lines.length === 1 ? lines[0]! : `Slakteriet har endret ${lines.length} av innmeldingene dine`,
      text: [`Hei ${to.fullname},`, '', ...lines, '', `Se innmeldingene: ${link}`].join('\n'),
      link,
    };
  });
  const pushTo = await repo.eventRecipients(trx, [...bySupplier.keys()], 'enrolment_changed', 'push');
  await repo.queueNotifications(
    trx,
    pushTo.map((r) => {
      const items = bySupplier.get(r.supplier_no)!;
      const body = items.length === 1 ? cooperativeStatusNotice(items[0]!.event, items[0]!.week) : `Slakteriet har endret ${items.length} av innmeldingene dine`;
      return { supplier_no: r.supplier_no, kind: 'enrolment_changed' as const, channel: 'push' as const, batch, payload: { title: 'Innmelding endret', body, url: link } };
    }),
    at,
  );
  return mailed + pushTo.length;
}

/** A farmer's question the cooperative has just answered. */
export interface CaseAnswer {
  /** The case's id: the link opens 'Mine henvendelser' at it. */
  id: number;
  supplier_no: string;
  number: string;
  text: string;
  answer: string;
}

/**
 * 'Svar på henvendelse H-000123': one mail (to `email_user`, with the question and the answer) and
 * one push (the event only) per case, each where the farm turned it on. Keyed by the import batch
 * and the case, so two answered cases of a farm are two notices.
 */
export async function queueCaseAnswers(trx: Db, batch: string, at: Date, publicUrl: string, answers: readonly CaseAnswer[]): Promise<number> {
  const supplierNos = [...new Set(answers.map((a) => a.supplier_no))];
  const mailTo = new Map((await repo.eventRecipients(trx, supplierNos, 'case_answered', 'email')).map((r) => [r.supplier_no, r]));
  const pushTo = new Set((await repo.eventRecipients(trx, supplierNos, 'case_answered', 'push')).map((r) => r.supplier_no));
  const rows = answers.flatMap((a) => {
    const subject = `Svar på henvendelse ${a.number}`;
    // 'Mine henvendelser' opened at the question, where the answer stands.
    const link = new URL(`henvendelser/${a.id}`, publicUrl).href;
    const caseBatch = `${batch}:${a.number}`;
    const to = mailTo.get(a.supplier_no);
    return [
      ...(to
        ? [
            {
              supplier_no: a.supplier_no,
              kind: 'case_answered' as const,
              channel: 'email' as const,
              batch: caseBatch,
              payload: {
                to: to.email.trim(),
                subject,
                text: [`Hei ${to.fullname},`, '', `Slakteriet har svart på henvendelsen din ${a.number}.`, '', 'Du spurte:', a.text, '', 'Svar:', a.answer, '', `Portalen: ${link}`].join('\n'),
                link,
              },
            },
          ]
        : []),
      ...(pushTo.has(a.supplier_no)
        ? [{ supplier_no: a.supplier_no, kind: 'case_answered' as const, channel: 'push' as const, batch: caseBatch, payload: { title: subject, body: 'Slakteriet har svart på henvendelsen din.', url: link } }]
        : []),
    ];
  });
  await repo.queueNotifications(trx, rows, at);
  return rows.length;
}

/** What an import needs to queue notifications: the portal's address for links, and the sender to wake after its commit. */
export interface ImportNotices {
  publicUrl: string;
  /** Called after the import's commit; the sender then sends what was queued (never awaited). */
  wake: () => void;
}

/** Temporary settlements' animals counted by group name, in order of first appearance. */
export function animalGroups(animals: readonly { group_name: string }[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const a of animals) counts.set(a.group_name, (counts.get(a.group_name) ?? 0) + 1);
  return [...counts].map(([name, count]) => ({ name, count }));
}
