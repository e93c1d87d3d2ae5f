import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * 'Treff på prisgrid' (DESIGN.md §10, Benchmarks): per supplier, kind and calendar quarter, the
 * settled animals priced by a list in force and how many of them were in the best weight band,
 * class, fat group and meat percent of that list. Kept by the writes beside the statistics
 * rollups (db/statistics-rollup.ts), so the slaughterhouse's shares are sums over these rows and
 * never a scan of the cooperative's animals.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('grid_rollup')
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('quarter', 'date', (c) => c.notNull())
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('animals', 'integer', (c) => c.notNull())
    .addColumn('weight_best', 'integer', (c) => c.notNull())
    .addColumn('classified', 'integer', (c) => c.notNull())
    .addColumn('class_best', 'integer', (c) => c.notNull())
    .addColumn('fat_grouped', 'integer', (c) => c.notNull())
    .addColumn('fat_best', 'integer', (c) => c.notNull())
    .addColumn('meat_measured', 'integer', (c) => c.notNull())
    .addColumn('meat_best', 'integer', (c) => c.notNull())
    // A period's sums read one kind's quarters for every supplier: the key starts there.
    .addPrimaryKeyConstraint('grid_rollup_pk', ['animal_kind', 'quarter', 'supplier_no'])
    .execute();
  await sql`comment on table grid_rollup is 'Per supplier, kind and calendar quarter: settled animals of posted settlements priced by a list in force, and those in the best of each scale of it. Kept by the writes.'`.execute(db);
  await sql`comment on column grid_rollup.animals is 'Animals of posted settlements with a price list in force for their kind and category that week; the weight band is counted for each.'`.execute(db);
  await sql`comment on column grid_rollup.classified is 'Of them, those with an EUROP class (class_best: in the class the list pays most for).'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('grid_rollup').execute();
}
