import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The housekeeping (app.ts) deletes idempotency keys by age and rate-limit counters by window: an
 * index on each, so it removes the old rows without reading the table.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('enrolment_idempotency_created_at').on('enrolment_idempotency').column('created_at').execute();
  await db.schema.createIndex('rate_limit_hit_window_start').on('rate_limit_hit').column('window_start').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('rate_limit_hit_window_start').execute();
  await db.schema.dropIndex('enrolment_idempotency_created_at').execute();
}
