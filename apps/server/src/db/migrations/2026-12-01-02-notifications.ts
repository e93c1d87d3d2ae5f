import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The notifications' outbox: a mail or push message per farm, kind and import batch, written in
 * the transaction of the import that causes it and sent afterwards by whichever server process
 * claims it (FOR UPDATE SKIP LOCKED), so sending never slows the import and a restart loses none.
 * The farm's choices beyond the spec's three profile flags, and the push subscriptions of its
 * browsers, are kept beside it.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'push')`))
    .addColumn('batch', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .addColumn('failed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    // One message per farm, kind and channel for an import batch: 200 animals are one mail.
    .addUniqueConstraint('notification_once_per_batch', ['supplier_no', 'kind', 'channel', 'batch'])
    .execute();
  // What the sender looks for: the waiting rows, by when they are due.
  await sql`create index notification_due on notification (next_attempt_at) where sent_at is null and failed_at is null`.execute(db);
  await sql`comment on column notification.kind is 'What the message is about: accounting, newsletter, results_ready, enrolment_deadline, enrolment_changed.'`.execute(db);
  await sql`comment on column notification.batch is 'The import batch (or day, for reminders) it belongs to: one message per farm, kind and channel and batch.'`.execute(db);
  await sql`comment on column notification.payload is 'The message as built when it was queued: recipient, subject, text, html, link, attachments (paths relative to FILES_DIR).'`.execute(db);
  await sql`comment on column notification.next_attempt_at is 'Not sent before this; moved on by a claim (a lease) and by the backoff after a temporary failure.'`.execute(db);
  await sql`comment on column notification.failed_at is 'Given up: refused for good (SMTP 5xx) or out of attempts; logged.'`.execute(db);

  await db.schema
    .createTable('notification_setting')
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no').onDelete('cascade'))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'push')`))
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_setting_pk', ['supplier_no', 'event', 'channel'])
    .execute();
  await sql`comment on table notification_setting is 'A farm''s choice for an event and channel of the Varsler section; no row is the event''s default.'`.execute(db);

  await db.schema
    .createTable('push_subscription')
    .addColumn('endpoint', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('session_id_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`comment on table push_subscription is 'A browser that turned push on (Push API), for the user logged in there; removed at that session''s logout and when the push service answers 404 or 410.'`.execute(db);
  await sql`comment on column push_subscription.session_id_hash is 'The session (session.id_hash) that subscribed: its logout removes the subscription. Not a foreign key: a session that only expires leaves the device subscribed.'`.execute(db);
  await db.schema.createIndex('push_subscription_user').on('push_subscription').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('push_subscription').execute();
  await db.schema.dropTable('notification_setting').execute();
  await db.schema.dropTable('notification').execute();
}
