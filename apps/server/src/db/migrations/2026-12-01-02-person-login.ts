import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one. Never imports app code.

/**
 * A person's login (app_user.is_person, 2026-12-01-01) has neither a farm nor staff rights: the
 * foundation's check that every login is one of those two lets the third kind in.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against any schema version
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table app_user drop constraint if exists app_user_role`.execute(db);
  await sql`alter table app_user add constraint app_user_role_or_person check (is_superuser or supplier_no is not null or is_person)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table app_user drop constraint if exists app_user_role_or_person`.execute(db);
  await sql`alter table app_user add constraint app_user_role check (is_superuser or supplier_no is not null)`.execute(db);
}
