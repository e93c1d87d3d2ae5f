import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // Settlements (avregninger) as the cooperative's accounting sends them: temporary (preliminary,
  // without prices) and posted (bokført). Money in integer øre; the date is a calendar date.
  await db.schema
    .createTable('settlement')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('temp', 'posted')`))
    .addColumn('settlement_date', 'date', (c) => c.notNull())
    .addColumn('settlement_no', 'text', (c) => c.notNull())
    .addColumn('amount_ore', 'bigint', (c) => c.notNull())
    .addColumn('has_document', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    // The cooperative numbers settlements uniquely; the PDF route finds one by its number.
    .addUniqueConstraint('settlement_kind_no', ['kind', 'settlement_no'])
    .execute();
  // Lists (newest first), the by-date detail and the date-range export all start here.
  await db.schema
    .createIndex('settlement_supplier_kind_date')
    .on('settlement')
    .columns(['supplier_no', 'kind', 'settlement_date', 'id'])
    .execute();

  // The slaughtered animals of a settlement, in the settlement's order. Weights in grams, money
  // in øre; price and amount only on posted settlements (both or neither).
  await db.schema
    .createTable('slaughter_animal')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('settlement_id', 'bigint', (c) => c.notNull().references('settlement.id').onDelete('cascade'))
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('group_name', 'text', (c) => c.notNull())
    .addColumn('animal_kind', 'text', (c) => c.notNull().check(sql`animal_kind in ('pig', 'sheep', 'cattle')`))
    .addColumn('mark_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('individual_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('classification', 'text', (c) => c.notNull().defaultTo(''))
    // Kjøttprosent in tenths of a percent (61.4 % is 614): exact, no floats.
    .addColumn('meat_percent_tenths', 'smallint', (c) => c.check(sql`meat_percent_tenths between 0 and 1000`))
    .addColumn('fat_group', 'text')
    .addColumn('weight_g', 'integer', (c) => c.notNull().check(sql`weight_g > 0`))
    .addColumn('price_ore_per_kg', 'integer')
    .addColumn('amount_ore', 'bigint')
    .addCheckConstraint('slaughter_animal_price_amount', sql`(price_ore_per_kg is null) = (amount_ore is null)`)
    // The detail and the export read a settlement's animals in order through this.
    .addUniqueConstraint('slaughter_animal_settlement_position', ['settlement_id', 'position'])
    .execute();

  await db.schema
    .createTable('slaughter_animal_disease')
    .addColumn('animal_id', 'bigint', (c) => c.notNull().references('slaughter_animal.id').onDelete('cascade'))
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('slaughter_animal_disease_pk', ['animal_id', 'name'])
    .execute();

  // Photos are files in FILES_DIR; the id is what the browser asks for.
  await db.schema
    .createTable('slaughter_photo')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('animal_id', 'bigint', (c) => c.notNull().references('slaughter_animal.id').onDelete('cascade'))
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('slaughter_photo_animal').on('slaughter_photo').columns(['animal_id', 'position']).execute();

  // When a user last read a list or an item (settlements now; documents, messages and enrolments
  // later). Per logged-in user; supplier_no is the supplier they read it for.
  await db.schema
    .createTable('read_marker')
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('read_marker_pk', ['user_id', 'kind', 'item_id'])
    .execute();
  await db.schema.createIndex('read_marker_supplier').on('read_marker').columns(['supplier_no', 'kind', 'item_id']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['read_marker', 'slaughter_photo', 'slaughter_animal_disease', 'slaughter_animal', 'settlement']) {
    await db.schema.dropTable(table).execute();
  }
}
