import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
type AnyTable = CreateTableBuilder<any, any>;

/** The sums an average is derived from exactly: integers only, the service divides. */
function sumColumns(table: AnyTable): AnyTable {
  return table
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
    .addColumn('last_date', 'date', (c) => c.notNull());
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // Condemnation at the meat inspection: part of the carcass (delkassert) or all of it
  // (totalkassert); null when nothing was condemned.
  await db.schema
    .alterTable('slaughter_animal')
    .addColumn('discard', 'text', (c) => c.check(sql`discard in ('partial', 'total')`))
    .execute();

  // What the cattle registry holds beyond what enrolment needs (My cattle): the mother's mark,
  // the animal keeping the animal stands at, a cow's latest calving, and the breeds with their
  // shares as JSON text ([{"name":"NRF","perc":75}, …]), read and written whole.
  await db.schema
    .alterTable('herd_animal')
    .addColumn('mothers_mark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('animal_keeping_no', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('veal_date', 'date')
    .addColumn('breeds', 'text', (c) => c.notNull().defaultTo('[]').check(sql`json_typeof(breeds::json) = 'array'`))
    .execute();

  // Statistics rollups (README: Statistics): sums over the settled animals of posted settlements,
  // so no request scans the animals. Per supplier and calendar year of the settlement date …
  await sumColumns(
    db.schema
      .createTable('statistics_rollup')
      .addColumn('supplier_no', 'text', (c) => c.notNull())
      .addColumn('year', 'smallint', (c) => c.notNull())
      .addColumn('animal_kind', 'text', (c) => c.notNull())
      .addColumn('subkind', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('statistics_rollup_pk', ['supplier_no', 'year', 'animal_kind', 'subkind'])
    .execute();
  // … the diseases found, as the number of animals with each …
  await db.schema
    .createTable('statistics_disease_rollup')
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('animal_kind', 'text', (c) => c.notNull())
    .addColumn('subkind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('animals', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('statistics_disease_rollup_pk', ['supplier_no', 'year', 'animal_kind', 'subkind', 'name'])
    .execute();
  // … and over all suppliers per calendar month (the first of the month), for the cooperative's
  // averages of a year, of all time, and of the month of a farmer's last settlement.
  await sumColumns(
    db.schema
      .createTable('statistics_cooperative_rollup')
      .addColumn('month', 'date', (c) => c.notNull())
      .addColumn('animal_kind', 'text', (c) => c.notNull())
      .addColumn('subkind', 'text', (c) => c.notNull()),
  )
    .addPrimaryKeyConstraint('statistics_cooperative_rollup_pk', ['month', 'animal_kind', 'subkind'])
    .execute();
  // One row: which definition the rollups were built with (version 0: never built), the highest
  // animal id they take in, and when they were last brought up to date.
  await db.schema
    .createTable('statistics_rollup_state')
    .addColumn('id', 'smallint', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('max_animal_id', 'bigint', (c) => c.notNull())
    .addColumn('refreshed_at', 'timestamptz')
    .execute();
  await db.insertInto('statistics_rollup_state').values({ id: 1, version: 0, max_animal_id: 0, refreshed_at: null }).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['statistics_rollup_state', 'statistics_cooperative_rollup', 'statistics_disease_rollup', 'statistics_rollup']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema
    .alterTable('herd_animal')
    .dropColumn('breeds')
    .dropColumn('veal_date')
    .dropColumn('animal_keeping_no')
    .dropColumn('mothers_mark')
    .execute();
  await db.schema.alterTable('slaughter_animal').dropColumn('discard').execute();
}
