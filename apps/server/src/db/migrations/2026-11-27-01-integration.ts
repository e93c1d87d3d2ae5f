import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  // The cooperative's systems (accounting, slaughter line, cattle registry) call /api/integration/*
  // with a bearer token: stored only as its SHA-256, with a name for the logs and its scopes
  // (space-separated). Revoked tokens stay, so the logs' names keep meaning something.
  await db.schema
    .createTable('service_token')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('scopes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('last_used_at', 'timestamptz')
    .execute();

  // When a settlement or document arrived from an import: it is new to the farmer from then,
  // whatever date it carries (the unread badges). Null for what the demo generator wrote.
  await db.schema.alterTable('settlement').addColumn('arrived_at', 'timestamptz').execute();
  // The SHA-256 of the import record a settlement was written from: the same record sent again
  // is answered 'unchanged' without comparing its animals one by one.
  await db.schema.alterTable('settlement').addColumn('import_hash', 'text').execute();
  await db.schema.alterTable('document').addColumn('arrived_at', 'timestamptz').execute();

  // Messages from the cooperative's systems: their own id (the import's key), and one supplier's
  // number for a message to that farm alone (null: to every farm, as before).
  await db.schema.alterTable('message').addColumn('external_id', 'text', (c) => c.unique()).execute();
  await db.schema.alterTable('message').addColumn('supplier_no', 'text').execute();

  // What the cooperative's systems fetch from the portal, as a feed of events per stream
  // ('enrolments', 'prognoses', 'profiles'), written by triggers so no write path can forget one.
  // txid is the writing transaction's id: the export hands out only events of transactions older
  // than every one still running, in (txid, id) order, so a cursor never skips an event that
  // commits late and never repeats one.
  await db.schema
    .createTable('integration_event')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('txid', sql`xid8`, (c) => c.notNull().defaultTo(sql`pg_current_xact_id()`))
    .addColumn('stream', 'text', (c) => c.notNull().check(sql`stream in ('enrolments', 'prognoses', 'profiles')`))
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('supplier_no', 'text', (c) => c.notNull())
    .addColumn('ref_id', 'bigint', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    // What was deleted, as it was: the row is gone when the event is fetched.
    .addColumn('snapshot', 'text')
    .execute();
  await db.schema.createIndex('integration_event_stream_txid').on('integration_event').columns(['stream', 'txid', 'id']).execute();

  await sql`
    create function integration_enrolment_event() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into integration_event (stream, event, supplier_no, ref_id) values ('enrolments', 'submitted', new.supplier_no, new.id);
      elsif tg_op = 'UPDATE' then
        if old.deletion_requested_at is null and new.deletion_requested_at is not null then
          insert into integration_event (stream, event, supplier_no, ref_id) values ('enrolments', 'deletion_requested', new.supplier_no, new.id);
        end if;
      elsif tg_op = 'DELETE' then
        insert into integration_event (stream, event, supplier_no, ref_id, snapshot)
        values ('enrolments', 'deleted', old.supplier_no, old.id,
          json_build_object('kind', old.kind, 'animal_category', old.animal_category, 'pickup_week', old.pickup_week, 'pickup_year', old.pickup_year, 'created_at', old.created_at)::text);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger integration_enrolment_event after insert or update or delete on enrolment for each row execute function integration_enrolment_event()`.execute(
    db,
  );

  await sql`
    create function integration_prognosis_event() returns trigger language plpgsql as $$
    begin
      insert into integration_event (stream, event, supplier_no, ref_id) values ('prognoses', 'submitted', new.supplier_no, new.id);
      return null;
    end $$`.execute(db);
  await sql`create trigger integration_prognosis_event after insert on prognosis_submission for each row execute function integration_prognosis_event()`.execute(db);

  // A farmer's own change of the profile; the supplier import sets slakteweb.origin = 'import'
  // for its transaction, so what the cooperative sent is not sent back to it.
  await sql`
    create function integration_profile_event() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('slakteweb.origin', true), '') <> 'import'
        and (old.email_user, old.email_accounting, old.mobile, old.street_address, old.post_no, old.city,
             old.recieve_accounting, old.recieve_newsletter, old.recieve_registered_slaughter)
          is distinct from
            (new.email_user, new.email_accounting, new.mobile, new.street_address, new.post_no, new.city,
             new.recieve_accounting, new.recieve_newsletter, new.recieve_registered_slaughter) then
        insert into integration_event (stream, event, supplier_no, ref_id) values ('profiles', 'changed', new.supplier_no, 0);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger integration_profile_event after update on supplier for each row execute function integration_profile_event()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger integration_profile_event on supplier`.execute(db);
  await sql`drop trigger integration_prognosis_event on prognosis_submission`.execute(db);
  await sql`drop trigger integration_enrolment_event on enrolment`.execute(db);
  await sql`drop function integration_profile_event(), integration_prognosis_event(), integration_enrolment_event()`.execute(db);
  await db.schema.dropTable('integration_event').execute();
  await db.schema.alterTable('message').dropColumn('supplier_no').execute();
  await db.schema.alterTable('message').dropColumn('external_id').execute();
  await db.schema.alterTable('document').dropColumn('arrived_at').execute();
  await db.schema.alterTable('settlement').dropColumn('import_hash').execute();
  await db.schema.alterTable('settlement').dropColumn('arrived_at').execute();
  await db.schema.dropTable('service_token').execute();
}
