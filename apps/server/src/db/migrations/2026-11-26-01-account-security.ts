import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // What staff looked at while acting for a farm: the address as requested (the date, settlement
  // or document in it), not only the route's pattern. Older rows have none.
  await db.schema.alterTable('impersonation_audit').addColumn('target', 'text').execute();

  // Every reset link staff had made for another user: who asked, for whom, when.
  await db.schema
    .createTable('reset_link_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('superuser_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .execute();

  // A staff login that gave the right password but not yet the second factor: such a session
  // may only complete the second factor.
  await db.schema
    .alterTable('session')
    .addColumn('second_factor_pending', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  // Staff's TOTP (RFC 6238) secret: confirmed once a code from it was given at enrolment. The
  // last time step used is kept, so no code is accepted twice.
  await db.schema
    .createTable('staff_second_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .addColumn('last_time_step', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One-time recovery codes for a lost authenticator, stored only as their SHA-256.
  await db.schema
    .createTable('staff_recovery_code')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addPrimaryKeyConstraint('staff_recovery_code_pk', ['user_id', 'code_hash'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('staff_recovery_code').execute();
  await db.schema.dropTable('staff_second_factor').execute();
  await db.schema.alterTable('session').dropColumn('second_factor_pending').execute();
  await db.schema.dropTable('reset_link_audit').execute();
  await db.schema.alterTable('impersonation_audit').dropColumn('target').execute();
}
