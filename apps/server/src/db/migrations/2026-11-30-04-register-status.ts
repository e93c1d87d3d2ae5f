import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The availability of the cooperative's registers the enrolment's checks read (the herd, the
 * medicine register), as its system reports it. A register without a row has never been reported
 * down: it is available.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('register_status')
    .addColumn('register', 'text', (c) => c.primaryKey().check(sql`register in ('herd', 'medicine')`))
    .addColumn('available', 'boolean', (c) => c.notNull())
    .addColumn('reported_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('register_status').execute();
}
