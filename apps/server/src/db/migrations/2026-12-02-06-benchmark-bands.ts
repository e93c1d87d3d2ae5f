import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The health benchmark's bands kept (DESIGN.md §10, Benchmarks): the distribution of a kind over a
 * span of quarters is the same for every farm, so it is worked out once from the rollups and kept,
 * with the rollups' generation it was taken from; a farm's call reads its own rollup rows and these.
 * Every write to the rollups moves the generation on, and bands of an older generation are worked
 * out again on the next call.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('statistics_rollup_state')
    .addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('health_benchmark_band')
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    // 'from..to' (first days of the quarters; from empty for all of them), or 'trend:from..to'.
    .addColumn('span', 'text', (c) => c.notNull())
    // 'suppliers' (the distribution's size), 'measure:<name>', 'finding:<name>', or a trend's quarter.
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('generation', 'bigint', (c) => c.notNull())
    .addColumn('suppliers', 'integer', (c) => c.notNull())
    .addColumn('levels', sql`float8[]`)
    .addColumn('ascending', sql`float8[]`)
    .addColumn('negated', sql`float8[]`)
    .addPrimaryKeyConstraint('health_benchmark_band_pk', ['animal_kind', 'span', 'measure'])
    .execute();
  // A farm's own findings over a span: the rollup's key starts with the kind and quarter, for the
  // distribution; a farm's rows are found by the supplier first.
  await db.schema.createIndex('health_finding_rollup_supplier').on('health_finding_rollup').columns(['supplier_no', 'animal_kind', 'quarter']).execute();

  await sql`comment on column statistics_rollup_state.generation is 'Moved on by every write to the rollups: the health benchmark bands of an older generation are stale.'`.execute(db);
  await sql`comment on table health_benchmark_band is 'The health benchmark distribution per kind and span of quarters, worked out from health_rollup and health_finding_rollup; no supplier numbers.'`.execute(db);
  await sql`comment on column health_benchmark_band.levels is 'percentile_cont at 0.1, 0.25, 0.5, 0.75 and 0.9 (a trend quarter: the median alone).'`.execute(db);
  await sql`comment on column health_benchmark_band.ascending is 'The suppliers'' figures, ascending (a finding: those above zero): a farm''s rank by width_bucket.'`.execute(db);
  await sql`comment on column health_benchmark_band.negated is 'The figures negated, ascending: the suppliers below a farm''s figure by width_bucket.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('health_finding_rollup_supplier').execute();
  await db.schema.dropTable('health_benchmark_band').execute();
  await db.schema.alterTable('statistics_rollup_state').dropColumn('generation').execute();
}
