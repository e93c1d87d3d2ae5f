import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The grants as an export feed for the cooperative's records (who may act for whom): an event when
 * a farmer's grant begins and when it ends, written by a trigger as the other feeds are, so no
 * write path can forget one.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table integration_event drop constraint integration_event_stream_check`.execute(db);
  await sql`alter table integration_event add constraint integration_event_stream_check check (stream in ('enrolments', 'prognoses', 'profiles', 'cases', 'grants'))`.execute(db);
  await sql`
    create function integration_grant_event() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into integration_event (stream, event, supplier_no, ref_id) values ('grants', 'granted', new.supplier_no, new.id);
      elsif old.ended_at is null and new.ended_at is not null then
        insert into integration_event (stream, event, supplier_no, ref_id) values ('grants', 'ended', new.supplier_no, new.id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger integration_grant_event after insert or update of ended_at on farm_access for each row execute function integration_grant_event()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger integration_grant_event on farm_access`.execute(db);
  await sql`drop function integration_grant_event()`.execute(db);
  await sql`delete from integration_event where stream = 'grants'`.execute(db);
  await sql`alter table integration_event drop constraint integration_event_stream_check`.execute(db);
  await sql`alter table integration_event add constraint integration_event_stream_check check (stream in ('enrolments', 'prognoses', 'profiles', 'cases'))`.execute(db);
}
