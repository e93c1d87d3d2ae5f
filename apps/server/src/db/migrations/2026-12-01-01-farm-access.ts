import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The people around a farm (DESIGN.md §10): a person logs in with their e-mail address and acts for
 * the farms whose farmers granted them access, each grant with one role. The farmer invites by
 * e-mail (a single-use link), sees who has access and what each person did, and ends any access.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  const roles = sql`role in ('accountant', 'vet', 'advisor', 'enrolment', 'family')`;

  // A person is a login of its own (username = the e-mail address, lower case), never a farm's
  // login and never staff.
  await db.schema
    .alterTable('app_user')
    .addColumn('is_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('app_user')
    .addCheckConstraint('app_user_person_has_no_farm', sql`not is_person or (supplier_no is null and not is_superuser)`)
    .execute();

  // An invitation sent by a farmer: the link's token only as its SHA-256; single use (accepted_at),
  // withdrawable (withdrawn_at), and void after expires_at.
  await db.schema
    .createTable('access_invitation')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(roles))
    .addColumn('until', 'date')
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('invited_by_user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('sent_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_by_person_id', 'integer', (c) => c.references('app_user.id'))
    .addColumn('withdrawn_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('access_invitation_farm').on('access_invitation').columns(['supplier_no', 'sent_at']).execute();
  await db.schema.createIndex('access_invitation_email').on('access_invitation').columns(['email', 'sent_at']).execute();

  // A grant: the person may act for the farm in the role until `until` (the last day, inclusive)
  // or until the farmer (or staff) ended it. Ended grants stay, for the log and the records.
  await db.schema
    .createTable('farm_access')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('person_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('role', 'text', (c) => c.notNull().check(roles))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('invitation_id', 'integer', (c) => c.references('access_invitation.id'))
    .addColumn('until', 'date')
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('ended_at', 'timestamptz')
    .addColumn('ended_by_user_id', 'integer', (c) => c.references('app_user.id'))
    .execute();
  // One live grant per person and farm.
  await sql`create unique index farm_access_live on farm_access (supplier_no, person_id) where ended_at is null`.execute(db);
  await db.schema.createIndex('farm_access_person').on('farm_access').columns(['person_id']).execute();

  // What each person did and saw for the farm, newest first, kept for years. The person's name is
  // copied, so it stays in the log after their login is gone.
  await db.schema
    .createTable('access_log')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('person_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('person_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(roles))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index access_log_farm_newest on access_log (supplier_no, at desc, id desc)`.execute(db);

  // The farm a person's session acts for (chosen after login, switched from the top menu).
  await db.schema
    .alterTable('session')
    .addColumn('acting_for', 'text', (c) => c.references('supplier.supplier_no'))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('session').dropColumn('acting_for').execute();
  await db.schema.dropTable('access_log').execute();
  await db.schema.dropTable('farm_access').execute();
  await db.schema.dropTable('access_invitation').execute();
  await db.schema.alterTable('app_user').dropConstraint('app_user_person_has_no_farm').execute();
  await db.schema.alterTable('app_user').dropColumn('is_person').execute();
}
