import { sql } from 'kysely';
import { type AnimalGroup, ENROLMENT_DELETED_EVENTS, type NotificationChannel, type NotificationEvent, type NotificationKind, type NotificationSetting } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import type { NotificationPayload } from './notification-payload.js';

/** A notification to queue: one per farm, kind, channel and batch (the rest of a batch is dropped). */
export interface NotificationToQueue {
  supplier_no: string;
  kind: NotificationKind;
  channel: NotificationChannel;
  batch: string;
  payload: NotificationPayload;
  /** Not sent before this (a message published later); default: at once. */
  due?: Date;
}

export interface ClaimedNotification extends Omit<NotificationToQueue, 'due'> {
  id: number;
  attempts: number;
}

/** Rows per insert: a settlement import for every farm queues thousands. */
const INSERT_CHUNK = 1000;

/**
 * Queues notifications in the caller's transaction (the import's own): they exist exactly when
 * what they tell of does. A second one for the same farm, kind, channel and batch is dropped.
 */
export async function queueNotifications(db: Db, rows: readonly NotificationToQueue[], at: Date): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await db
      .insertInto('notification')
      .values(rows.slice(i, i + INSERT_CHUNK).map(({ due, ...r }) => ({ ...r, payload: JSON.stringify(r.payload), next_attempt_at: due ?? at, created_at: at })))
      .onConflict((oc) => oc.constraint('notification_once_per_batch').doNothing())
      .execute();
  }
}

/**
 * Claims up to `limit` due notifications for this process: each is leased until `leaseUntil`
 * (its next_attempt_at moved on), so another process skips it now (SKIP LOCKED) and later alike;
 * a process that dies while sending leaves it to be claimed again when the lease runs out.
 */
export async function claimDueNotifications(db: Db, now: Date, leaseUntil: Date, limit: number): Promise<ClaimedNotification[]> {
  const result = await sql<{ id: string; supplier_no: string; kind: NotificationKind; channel: NotificationChannel; batch: string; payload: NotificationPayload; attempts: number }>`
    update notification set next_attempt_at = ${leaseUntil}, attempts = attempts + 1
    where id in (
      select id from notification
      where sent_at is null and failed_at is null and next_attempt_at <= ${now}
      order by next_attempt_at, id
      limit ${limit}
      for update skip locked
    )
    returning id, supplier_no, kind, channel, batch, payload, attempts`.execute(db);
  return result.rows.map((r) => ({ ...r, id: Number(r.id) })).sort((a, b) => a.id - b.id);
}

export async function markNotificationSent(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('notification').set({ sent_at: at }).where('id', '=', id).execute();
}

export async function retryNotificationAt(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('notification').set({ next_attempt_at: at }).where('id', '=', id).execute();
}

export async function markNotificationFailed(db: Db, id: number, at: Date): Promise<void> {
  await db.updateTable('notification').set({ failed_at: at }).where('id', '=', id).execute();
}

/** Is a notification waiting to be sent (due or not)? For shutdown's report and the tests. */
export async function countWaitingNotifications(db: Db): Promise<number> {
  const row = await db.selectFrom('notification').select((eb) => eb.fn.countAll<string>().as('n')).where('sent_at', 'is', null).where('failed_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The farms of `supplierNos` that want accountings and documents mailed, with the address. */
export async function accountingRecipients(db: Db, supplierNos: readonly string[]): Promise<{ supplier_no: string; fullname: string; email: string }[]> {
  if (supplierNos.length === 0) return [];
  return db
    .selectFrom('supplier')
    .select(['supplier_no', 'fullname', 'email_accounting as email'])
    .where('supplier_no', 'in', [...supplierNos])
    .where('recieve_accounting', '=', true)
    .where(sql<boolean>`btrim(email_accounting) <> ''`)
    .execute();
}

/** The farms (one, or all) that want the cooperative's messages mailed, with the address. */
export async function newsletterRecipients(db: Db, supplierNo: string | undefined): Promise<{ supplier_no: string; fullname: string; email: string }[]> {
  let query = db
    .selectFrom('supplier')
    .select(['supplier_no', 'fullname', 'email_user as email'])
    .where('recieve_newsletter', '=', true)
    .where(sql<boolean>`btrim(email_user) <> ''`);
  if (supplierNo !== undefined) query = query.where('supplier_no', '=', supplierNo);
  return query.execute();
}

/**
 * The farms of `supplierNos` with `event` turned on for `channel` (the Varsler switches: no row is
 * off), with the address of the farmer's own mail.
 */
export async function eventRecipients(
  db: Db,
  supplierNos: readonly string[],
  event: NotificationEvent,
  channel: NotificationChannel,
): Promise<{ supplier_no: string; fullname: string; email: string }[]> {
  if (supplierNos.length === 0) return [];
  return db
    .selectFrom('supplier as s')
    .innerJoin('notification_setting as n', (j) => j.onRef('n.supplier_no', '=', 's.supplier_no').on('n.event', '=', event).on('n.channel', '=', channel).on('n.enabled', '=', true))
    .select(['s.supplier_no', 's.fullname', 's.email_user as email'])
    .where('s.supplier_no', 'in', [...supplierNos])
    .execute();
}

export async function notificationSettings(db: Db, supplierNo: string): Promise<NotificationSetting[]> {
  const rows = await db.selectFrom('notification_setting').select(['event', 'channel', 'enabled']).where('supplier_no', '=', supplierNo).execute();
  return rows.map((r) => ({ event: r.event as NotificationEvent, channel: r.channel as NotificationChannel, on: r.enabled }));
}

export async function saveNotificationSettings(db: Db, supplierNo: string, settings: readonly NotificationSetting[]): Promise<void> {
  if (settings.length === 0) return;
  await db
    .insertInto('notification_setting')
    .values(settings.map((s) => ({ supplier_no: supplierNo, event: s.event, channel: s.channel, enabled: s.on })))
    .onConflict((oc) => oc.columns(['supplier_no', 'event', 'channel']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled') })))
    .execute();
}

/** One-click unsubscribe: the profile flag of a flag-driven kind, else the event's e-mail switch. */
export async function turnOffEmail(db: Db, supplierNo: string, kind: NotificationKind): Promise<void> {
  if (kind === 'accounting') await db.updateTable('supplier').set({ recieve_accounting: false }).where('supplier_no', '=', supplierNo).execute();
  else if (kind === 'newsletter') await db.updateTable('supplier').set({ recieve_newsletter: false }).where('supplier_no', '=', supplierNo).execute();
  else await saveNotificationSettings(db, supplierNo, [{ event: kind, channel: 'email', on: false }]);
}

const KEEPS = { pigs: 's.has_pigs', sheep: 's.has_sheep', cattle: 's.has_cattle' } as const;

/**
 * The farms to remind of the slaughter deadline for `group` in `week` by `channel`: the switch
 * 'enrolment_deadline' on, the group kept, the week not closed for it by the cooperative's pickup
 * rules, and no slaughter enrolment of the group for that week (one the cooperative deleted does
 * not count). For e-mail, only farms with the farmer's address.
 */
export async function deadlineReminderRecipients(
  db: Db,
  week: { year: number; week: number },
  group: AnimalGroup,
  channel: NotificationChannel,
): Promise<{ supplier_no: string; fullname: string; email: string }[]> {
  let query = db
    .selectFrom('supplier as s')
    .innerJoin('notification_setting as n', (j) => j.onRef('n.supplier_no', '=', 's.supplier_no').on('n.event', '=', 'enrolment_deadline').on('n.channel', '=', channel).on('n.enabled', '=', true))
    .select(['s.supplier_no', 's.fullname', 's.email_user as email'])
    .where(KEEPS[group], '=', true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('enrolment as e')
            .select('e.id')
            .whereRef('e.supplier_no', '=', 's.supplier_no')
            .where('e.kind', '=', 'slaughter')
            .where('e.animal_category', '=', group)
            .where('e.pickup_year', '=', week.year)
            .where('e.pickup_week', '=', week.week)
            .where((inner) => inner.or([inner('e.cooperative_status', 'is', null), inner('e.cooperative_status', 'not in', ENROLMENT_DELETED_EVENTS)])),
        ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('pickup_week_rule as r')
            .select('r.week')
            .where('r.action', '=', 'slaughter')
            .where('r.animal_group', '=', group)
            .where('r.year', '=', week.year)
            .where('r.week', '=', week.week)
            .where('r.allowed', '=', false),
        ),
      ),
    );
  if (channel === 'email') query = query.where(sql<boolean>`btrim(s.email_user) <> ''`);
  return query.orderBy('s.supplier_no').execute();
}
