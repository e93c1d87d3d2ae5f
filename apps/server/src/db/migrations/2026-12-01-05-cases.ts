import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * A farmer's questions about a carcass (DESIGN.md §10, Cases): each with a number the farmer and
 * the cooperative both quote, the animal's data as the settlement showed it when asked, and every
 * status it has had. New questions reach the cooperative through the integration feed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence farm_case_number_seq start 1`.execute(db);
  await db.schema
    .createTable('farm_case')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('number', 'text', (c) => c.notNull().unique().defaultTo(sql`'H-' || lpad(nextval('farm_case_number_seq')::text, 6, '0')`))
    .addColumn('supplier_no', 'text', (c) => c.notNull().references('supplier.supplier_no'))
    .addColumn('reason', 'text', (c) => c.notNull().check(sql`reason in ('classification', 'weight', 'disease', 'price', 'photo', 'other')`))
    .addColumn('text', 'text', (c) => c.notNull().check(sql`char_length(text) between 1 and 1000`))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('received').check(sql`status in ('received', 'in_progress', 'answered')`))
    // The animal a question is about, while it exists; its data as shown when asked is in subject.
    .addColumn('animal_id', 'bigint', (c) => c.references('slaughter_animal.id').onDelete('set null'))
    .addColumn('subject', 'text', (c) => c.check(sql`subject is null or json_typeof(subject::json) = 'object'`))
    .addColumn('answer', 'text')
    .addColumn('answered_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // The farm's list (newest first), and the day's count for the daily limit.
  await db.schema.createIndex('farm_case_supplier_created').on('farm_case').columns(['supplier_no', 'created_at']).execute();
  // The settlement detail asks which of its animals have an open question.
  await db.schema.createIndex('farm_case_animal').on('farm_case').columns(['animal_id']).where(sql.ref('animal_id'), 'is not', null).execute();

  // Every status a case has had, 'received' at creation: kept, never overwritten.
  await db.schema
    .createTable('farm_case_history')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('case_id', 'bigint', (c) => c.notNull().references('farm_case.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('received', 'in_progress', 'answered')`))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('farm_case_history_case').on('farm_case_history').columns(['case_id', 'id']).execute();

  // The cooperative reads new questions from the integration feed, as it reads enrolments.
  await sql`alter table integration_event drop constraint if exists integration_event_stream_check`.execute(db);
  await sql`alter table integration_event add constraint integration_event_stream_check check (stream in ('enrolments', 'prognoses', 'profiles', 'cases'))`.execute(db);
  await sql`
    create function integration_case_event() returns trigger language plpgsql as $$
    begin
      insert into integration_event (stream, event, supplier_no, ref_id) values ('cases', 'created', new.supplier_no, new.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger integration_case_event after insert on farm_case for each row execute function integration_case_event()`.execute(db);

  await sql`comment on table farm_case is 'A farmer''s question about a carcass (Spør om dette dyret), with the cooperative''s answer.'`.execute(db);
  await sql`comment on column farm_case.subject is 'JSON: the settlement, group and animal as the farmer saw them when asking; null for a question about nothing in particular.'`.execute(db);
  await sql`comment on table farm_case_history is 'Every status a case has had, oldest first.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger integration_case_event on farm_case`.execute(db);
  await sql`drop function integration_case_event()`.execute(db);
  await sql`delete from integration_event where stream = 'cases'`.execute(db);
  await sql`alter table integration_event drop constraint integration_event_stream_check`.execute(db);
  await sql`alter table integration_event add constraint integration_event_stream_check check (stream in ('enrolments', 'prognoses', 'profiles'))`.execute(db);
  await db.schema.dropTable('farm_case_history').execute();
  await db.schema.dropTable('farm_case').execute();
  await sql`drop sequence farm_case_number_seq`.execute(db);
}
