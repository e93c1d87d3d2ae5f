import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The health benchmark's ranks as rows (DESIGN.md §10, Benchmarks): a farm's rank in a kept
 * distribution was a binary search in two arrays of every supplier's figure per measure and
 * finding, read whole (and decompressed) for every call. Kept instead as one row per distinct
 * figure with how many suppliers have at most it, so a farm's rank is one index look-up per
 * measure. The kept bands go: they are worked out again, with their ranks, on the next call or
 * after the next import.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await sql`delete from health_benchmark_band`.execute(db);
  await db.schema.alterTable('health_benchmark_band').dropColumn('ascending').dropColumn('negated').execute();
  await db.schema
    .createTable('health_benchmark_rank')
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('value', 'float8', (c) => c.notNull())
    .addColumn('at_most', 'integer', (c) => c.notNull())
    // A rank is the row with the greatest value at most the farm's: the key ends with the value.
    .addPrimaryKeyConstraint('health_benchmark_rank_pk', ['animal_kind', 'span', 'measure', 'value'])
    .execute();
  await sql`comment on table health_benchmark_rank is 'Per kept health benchmark band (kind, span, measure or finding): each distinct figure of the suppliers in the distribution (a finding: those above zero) and how many have at most it. No supplier numbers.'`.execute(db);
  await sql`comment on column health_benchmark_rank.at_most is 'Suppliers in the distribution whose figure is at most this value.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('health_benchmark_rank').execute();
  await sql`delete from health_benchmark_band`.execute(db);
  await db.schema.alterTable('health_benchmark_band').addColumn('ascending', sql`float8[]`).addColumn('negated', sql`float8[]`).execute();
}
