import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // The cooperative's prognosis survey per animal kind, which it changes itself: whether the kind
  // is asked for, whether the survey opens by itself after login, the period to estimate and the
  // periods the farm's own figures are shown for, and the info text (HTML) above the kind.
  let config = db.schema
    .createTable('prognosis_config')
    .addColumn('animal_kind', 'text', (c) => c.primaryKey().check(sql`animal_kind in ('pigs', 'cattle', 'sheep')`))
    .addColumn('survey_available', 'boolean', (c) => c.notNull())
    .addColumn('show_survey', 'boolean', (c) => c.notNull());
  for (const period of ['next_period', 'prev_period', 'upto_now_period', 'this_year']) {
    config = config
      .addColumn(`${period}_from`, 'date', (c) => c.notNull())
      .addColumn(`${period}_to`, 'date', (c) => c.notNull())
      .addCheckConstraint(`prognosis_config_${period}`, sql.raw(`${period}_from <= ${period}_to`));
  }
  await config
    .addColumn('info_txt_top', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // A farm's estimate for one kind and period. Every submission is kept (the history); the newest
  // for a supplier, kind and period is the one that counts. null: the field was left empty.
  await db.schema
    .createTable('prognosis_submission')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('animal_kind', 'text', (c) => c.notNull().check(sql`animal_kind in ('pigs', 'cattle', 'sheep')`))
    .addColumn('period_from', 'date', (c) => c.notNull())
    .addColumn('period_to', 'date', (c) => c.notNull())
    .addColumn('slaughter', 'integer', (c) => c.check(sql`slaughter >= 0`))
    .addColumn('buy', 'integer', (c) => c.check(sql`buy >= 0`))
    .addColumn('sell', 'integer', (c) => c.check(sql`sell >= 0`))
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    // Who pressed send: the farmer, or staff acting for the farm.
    .addColumn('submitted_by_user_id', 'integer')
    .execute();
  // The newest submission of a supplier, kind and period is found through this.
  await db.schema
    .createIndex('prognosis_submission_supplier_period')
    .on('prognosis_submission')
    .columns(['supplier_no', 'animal_kind', 'period_from', 'period_to', 'id'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('prognosis_submission').execute();
  await db.schema.dropTable('prognosis_config').execute();
}
