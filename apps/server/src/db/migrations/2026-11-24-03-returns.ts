import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // The cooperative's return form per animal kind (JSON: field lists, illegal combinations,
  // descriptions), which it changes itself; GET /api/external/return_form/{animalKind} answers it.
  await db.schema
    .createTable('return_form')
    .addColumn('animal_kind', 'text', (c) => c.primaryKey().check(sql`animal_kind in ('pigs', 'sheep', 'cattle')`))
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // What a slaughter enrolment was sent with of the return meat and skin: the return form's answers
  // with the form itself (JSON, null without returns), so the receipt shows it as it was; the
  // pickup place of the return meat (midtnorge); whether the farmer wants marks sent for the return.
  await db.schema.alterTable('enrolment').addColumn('return_form_data', 'text').execute();
  await db.schema.alterTable('enrolment').addColumn('return_meat_pickup_location', 'text').execute();
  await db.schema.alterTable('enrolment').addColumn('want_marks_sent_on_return', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['want_marks_sent_on_return', 'return_meat_pickup_location', 'return_form_data']) {
    await db.schema.alterTable('enrolment').dropColumn(column).execute();
  }
  await db.schema.dropTable('return_form').execute();
}
