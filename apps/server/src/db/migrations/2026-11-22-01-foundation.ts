import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // A supplier (farmer) as the cooperative's systems know it. Money in integer øre.
  await db.schema
    .createTable('supplier')
    .addColumn('supplier_no', 'text', (c) => c.primaryKey())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('company_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('provider_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('animal_keeping_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ksl_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('brsv_status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('health_pig_approved', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_pigs', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_sheep', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_cattle', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_pigs_restriction', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_sheep_restriction', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('has_cattle_restriction', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('email_user', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email_accounting', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('mobile', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('post_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recieve_accounting', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recieve_newsletter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('recieve_registered_slaughter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('balance_this_year_ore', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('debit_amount_total_ore', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();

  // Suppliers known only from the old system's supplier list, not yet users of the portal.
  await db.schema
    .createTable('old_system_supplier')
    .addColumn('supplier_no', 'text', (c) => c.primaryKey())
    .addColumn('fullname', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .execute();

  // A login. Farmers log in with their supplier number; staff (superusers) have no supplier.
  await db.schema
    .createTable('app_user')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('supplier_no', 'text', (c) => c.references('supplier.supplier_no').unique())
    .addColumn('is_superuser', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('must_confirm_information', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('app_user_role', sql`is_superuser or supplier_no is not null`)
    .execute();

  // Server-side sessions; the cookie carries a random id, the table only its SHA-256.
  await db.schema
    .createTable('session')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('session_user_id').on('session').column('user_id').execute();

  // Password reset / set-password links: the token is only stored hashed, single use, expiring.
  await db.schema
    .createTable('password_reset_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  // One row per request a superuser makes while impersonating a supplier.
  await db.schema
    .createTable('impersonation_audit')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('superuser_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .execute();

  // Fixed-window counters for login and forgot-password limits, shared by all server processes.
  await db.schema
    .createTable('rate_limit_hit')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_hit_pk', ['key', 'window_start'])
    .execute();

  // Help texts (HTML from the cooperative, sanitised by the browser before rendering).
  await db.schema
    .createTable('help_text')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('html', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['help_text', 'rate_limit_hit', 'impersonation_audit', 'password_reset_token', 'session', 'app_user', 'old_system_supplier', 'supplier']) {
    await db.schema.dropTable(table).execute();
  }
}
