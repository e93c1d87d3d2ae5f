import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * Health benchmarks (DESIGN.md §10, Benchmarks): where a farm stands among the suppliers who
 * delivered the same kind. Per supplier, kind and calendar quarter, kept by the writes beside the
 * statistics rollups (db/statistics-rollup.ts), so that a percentile is taken over one row per
 * supplier and never over the animals.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // The statistics sums per supplier, kind and quarter (the quarter's first day), and the animals
  // with at least one finding: the quarterly trend and the quality and discard bands.
  await db.schema
    .createTable('health_rollup')
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('quarter', 'date', (c) => c.notNull())
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('animals', 'integer', (c) => c.notNull())
    .addColumn('weight_g', 'bigint', (c) => c.notNull())
    .addColumn('class_steps', 'bigint', (c) => c.notNull())
    .addColumn('classified', 'integer', (c) => c.notNull())
    .addColumn('fat_steps', 'bigint', (c) => c.notNull())
    .addColumn('fat_grouped', 'integer', (c) => c.notNull())
    .addColumn('meat_tenths', 'bigint', (c) => c.notNull())
    .addColumn('meat_measured', 'integer', (c) => c.notNull())
    .addColumn('partially_discarded', 'integer', (c) => c.notNull())
    .addColumn('totally_discarded', 'integer', (c) => c.notNull())
    .addColumn('last_date', 'date', (c) => c.notNull())
    .addColumn('with_findings', 'integer', (c) => c.notNull())
    // A period's distribution reads one kind's quarters for every supplier: the key starts there.
    .addPrimaryKeyConstraint('health_rollup_pk', ['animal_kind', 'quarter', 'supplier_no'])
    .execute();
  // A farm's own figures read its rows of a kind, whatever the quarter.
  await db.schema.createIndex('health_rollup_supplier').on('health_rollup').columns(['supplier_no', 'animal_kind', 'quarter']).execute();

  // The animals with each finding (disease name) per supplier, kind and quarter.
  await db.schema
    .createTable('health_finding_rollup')
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('quarter', 'date', (c) => c.notNull())
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('animals', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('health_finding_rollup_pk', ['animal_kind', 'quarter', 'supplier_no', 'name'])
    .execute();

  await sql`comment on table health_rollup is 'Per supplier, kind and calendar quarter: the sums of the settled animals of posted settlements, for the health benchmark. Kept by the writes.'`.execute(db);
  await sql`comment on column health_rollup.quarter is 'First day of the calendar quarter of the settlement date.'`.execute(db);
  await sql`comment on column health_rollup.with_findings is 'Animals with at least one finding (disease) at the meat inspection.'`.execute(db);
  await sql`comment on table health_finding_rollup is 'Per supplier, kind and calendar quarter: the animals with each finding. Kept by the writes.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_finding_rollup').execute();
  await db.schema.dropTable('health_rollup').execute();
}
