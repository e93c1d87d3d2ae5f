import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * What the cooperative did to a submitted enrolment after it was sent (PUT
 * /api/integration/enrolment-status): changed it, deleted it, or granted or refused the farmer's
 * deletion request. The enrolment is kept when the cooperative deletes it, so the farmer sees
 * 'Slettet av slakteriet' where it was; the new values of the stored rows go in their own columns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('enrolment')
    .addColumn('cooperative_status', 'text', (c) => c.check(sql`cooperative_status in ('changed', 'deleted', 'deletion_granted', 'deletion_refused')`))
    .addColumn('cooperative_status_at', 'timestamptz')
    .addColumn('cooperative_changed_fields', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await sql`comment on column enrolment.cooperative_status is 'The cooperative''s last word on it (integration import): changed, deleted, deletion_granted, deletion_refused; null: none. Deleted ones are kept and shown as deleted.'`.execute(
    db,
  );
  await sql`comment on column enrolment.cooperative_status_at is 'When the cooperative did it (its own time, as sent).'`.execute(db);
  await sql`comment on column enrolment.cooperative_changed_fields is 'JSON array of what the cooperative changed (animals, amount, delivery_week, pickup_date, pickup_time, haulier, comment).'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrolment').dropColumn('cooperative_changed_fields').dropColumn('cooperative_status_at').dropColumn('cooperative_status').execute();
}
