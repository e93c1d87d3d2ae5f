import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // A supplier's cattle herd from the cattle registry; mark_no and individual_no are 5 digits.
  await db.schema
    .createTable('herd_animal')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('mark_no', 'text', (c) => c.notNull())
    .addColumn('individual_no', 'text', (c) => c.notNull())
    .addColumn('birthdate', 'date', (c) => c.notNull())
    .addColumn('subcategory_name', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('herd_animal_supplier_animal', ['supplier_no', 'mark_no', 'individual_no'])
    .execute();

  // The cooperative's pickup-week rules; a week without a rule is open.
  await db.schema
    .createTable('pickup_week_rule')
    .addColumn('action', 'text', (c) => c.notNull().check(sql`action in ('slaughter', 'buy', 'sell')`))
    .addColumn('animal_group', 'text', (c) => c.notNull().check(sql`animal_group in ('pigs', 'sheep', 'cattle')`))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('allowed', 'boolean', (c) => c.notNull())
    .addColumn('allowed_cattle_deal', 'boolean', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('pickup_week_rule_pk', ['action', 'animal_group', 'year', 'week'])
    .execute();

  // A submitted enrolment. created_date is the Oslo date it was sent (the list groups by it).
  await db.schema
    .createTable('enrolment')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('slaughter', 'sell_pigs', 'sell_sheep', 'sell_cattle', 'buy_pigs', 'buy_sheep', 'buy_cattle')`),
    )
    .addColumn('animal_category', 'text', (c) => c.notNull().check(sql`animal_category in ('pigs', 'sheep', 'cattle')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_date', 'date', (c) => c.notNull())
    // Changed by the farmer or the cooperative (pickup status, deletion request): the unread badge.
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pickup_week', 'integer', (c) => c.notNull())
    .addColumn('pickup_year', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pickup_on_cattle_agreement', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('pickup_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('deletion_requested_at', 'timestamptz')
    .addColumn('created_by_user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('enrolment_supplier_date').on('enrolment').columns(['supplier_no', 'created_date', 'kind']).execute();

  // Its rows: the validated row as JSON text, and what the view shows beside it.
  await db.schema
    .createTable('enrolment_row')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('enrolment_id', 'bigint', (c) => c.notNull().references('enrolment.id').onDelete('cascade'))
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('delivery_week', 'integer', (c) => c.notNull())
    .addColumn('delivery_year', 'integer', (c) => c.notNull())
    .addColumn('expected_pickup_date', 'date')
    .addColumn('expected_pickup_time', 'text')
    .addColumn('haulier_name', 'text')
    .addColumn('pickup_completed', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema.createIndex('enrolment_row_enrolment').on('enrolment_row').columns(['enrolment_id', 'position']).execute();

  // One server draft per supplier: the page state as JSON text.
  await db.schema
    .createTable('enrolment_draft')
    .addColumn('supplier_no', 'text', (c) => c.primaryKey().references('supplier.supplier_no'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('last_updated', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Idempotency keys of the register calls: the first answer, given again for the same key.
  await db.schema
    .createTable('enrolment_idempotency')
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('enrolment_idempotency_pk', ['supplier_no', 'key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['enrolment_idempotency', 'enrolment_draft', 'enrolment_row', 'enrolment', 'pickup_week_rule', 'herd_animal']) {
    await db.schema.dropTable(table).execute();
  }
}
