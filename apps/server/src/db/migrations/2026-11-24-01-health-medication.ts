import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // The farm's treatments with a withdrawal period, from the cooperative's medicine register: a
  // cattle animal ('mark_no-individual_no'), a sheep or a sow/boar by its number, or animals treated
  // as a group (animal_id null, group_name says which). The enrolment's medication check reads it.
  await db.schema
    .createTable('animal_treatment')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('animal_category', 'text', (c) => c.notNull().check(sql`animal_category in ('pigs', 'sheep', 'cattle')`))
    .addColumn('subcategory_name', 'text', (c) => c.notNull())
    .addColumn('animal_id', 'text')
    .addColumn('group_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disease_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('disease_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('medication_name', 'text', (c) => c.notNull())
    .addColumn('treatment_date', 'date', (c) => c.notNull())
    // The last day of the withdrawal period.
    .addColumn('restrain_limit', 'date', (c) => c.notNull())
    .addCheckConstraint('animal_treatment_dates', sql`restrain_limit >= treatment_date`)
    .execute();
  await db.schema
    .createIndex('animal_treatment_supplier_category_limit')
    .on('animal_treatment')
    .columns(['supplier_no', 'animal_category', 'restrain_limit'])
    .execute();

  // What a slaughter enrolment was sent with: the confirmations the farmer gave (JSON array of the
  // confirm_* names, and midtnorge's extra one), and the medication check's remarks they answered
  // (JSON, null when there were none), so the slaughterhouse sees what the farmer confirmed.
  await db.schema.alterTable('enrolment').addColumn('confirmations', 'text', (c) => c.notNull().defaultTo('[]')).execute();
  await db.schema.alterTable('enrolment').addColumn('medication_remarks', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrolment').dropColumn('medication_remarks').execute();
  await db.schema.alterTable('enrolment').dropColumn('confirmations').execute();
  await db.schema.dropTable('animal_treatment').execute();
}
