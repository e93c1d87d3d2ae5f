import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * The price lists' version: one row, a new random value whenever the price lists change, written
 * by a trigger so no write path (the import, the admin command, the demo seed, a hand-made fix)
 * can forget it. A server process keeps the lists parsed in memory and reads this value in the
 * settlement detail's own statement: the same value, the same lists. Random rather than a
 * counter, so a database put back from a backup (or a test's snapshot) with older lists never
 * shows a value a process has already seen with other lists.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table price_list_version (
      one boolean primary key default true check (one),
      version uuid not null
    )`.execute(db);
  await sql`insert into price_list_version (one, version) values (true, gen_random_uuid())`.execute(db);
  await sql`
    create function price_list_version_bump() returns trigger language plpgsql as $$
    begin
      insert into price_list_version (one, version) values (true, gen_random_uuid())
      on conflict (one) do update set version = excluded.version;
      return null;
    end $$`.execute(db);
  await sql`create trigger price_list_version_bump after insert or update or delete or truncate on price_list for each statement execute function price_list_version_bump()`.execute(db);
  await sql`comment on table price_list_version is 'One row: a new random version whenever price_list changes (a trigger). Server processes keep the lists in memory and read the version with each settlement detail.'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger price_list_version_bump on price_list`.execute(db);
  await sql`drop function price_list_version_bump()`.execute(db);
  await sql`drop table price_list_version`.execute(db);
}
