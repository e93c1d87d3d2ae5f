import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * 'Treff på prisgrid' for the farm from rollups: what the deductions of each posted settlement's
 * animals cost, by reason, kept by the writes that keep grid_rollup (db/grid-rollup.ts), so a call
 * reads a farm's handful of rows instead of pricing every animal it has. And an index for reading
 * one supplier's grid_rollup rows, whose key starts with the kind and quarter of every supplier.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('grid_deduction_rollup')
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('settlement_date', 'date', (c) => c.notNull())
    .addColumn('settlement_id', 'bigint', (c) => c.notNull())
    .addColumn('settlement_no', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('ore', 'bigint', (c) => c.notNull())
    .addColumn('animals', 'integer', (c) => c.notNull())
    .addColumn('ksl_approved', 'boolean')
    .addColumn('health_pig_approved', 'boolean')
    // A call reads one supplier's kind over a span of dates: the key starts there.
    .addPrimaryKeyConstraint('grid_deduction_rollup_pk', ['supplier_no', 'animal_kind', 'settlement_date', 'settlement_id', 'code'])
    .execute();
  await db.schema.createIndex('grid_rollup_supplier').on('grid_rollup').columns(['supplier_no', 'animal_kind', 'quarter']).execute();
  await sql`comment on table grid_deduction_rollup is 'Per posted settlement and kind: the animals priced by a list in force (code empty, ore 0) and, per reason of deduction, what it took in øre (negative) from how many of them. Kept by the writes.'`.execute(db);
  await sql`comment on column grid_deduction_rollup.code is 'The reason: class, fat_group, meat_percent, weight_band, other, or the list''s item code; empty for the row counting the settlement''s priced animals.'`.execute(db);
  await sql`comment on column grid_deduction_rollup.label is 'The reason in plain Norwegian, from the list in force when counted.'`.execute(db);
  await sql`comment on column grid_deduction_rollup.ksl_approved is 'The supplier''s KSL approval the deductions were counted with (null: no supplier row); a reader with other facts counts from the animals.'`.execute(db);
  await sql`comment on column grid_deduction_rollup.health_pig_approved is 'The supplier''s Helsegris approval the deductions were counted with (null: no supplier row).'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('grid_rollup_supplier').execute();
  await db.schema.dropTable('grid_deduction_rollup').execute();
}
