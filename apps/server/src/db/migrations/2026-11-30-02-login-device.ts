import type { Kysely } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * Browsers that have logged in to an account (their device cookie, stored hashed): a login from
 * one of them is held to its own limit, so wrong guesses from elsewhere cannot lock the owner out.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_device')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('last_login_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_device_last_login_at').on('login_device').column('last_login_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_device').execute();
}
