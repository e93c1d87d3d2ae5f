import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { type Db, type OpenedDb, openPglite } from '../src/db/database.js';
import { lastMigratedPgliteSource, openMigratedPglite } from './migrated-pglite.js';

// Each server test file opens a migrated PGlite; the worker hands its database from file to file
// (migrated-pglite.ts). A file must start on the template as a new database from the dump is:
// no row, sequence, schema or session setting of the file before, or else a new database.

/** Rows of every table, every sequence's state, the schemas and the session's settings that tests change. */
async function stateOf(db: Db) {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  const rows: Record<string, unknown[]> = {};
  for (const { name } of tables.rows) rows[name] = (await sql<{ row: unknown }>`select to_jsonb(t) as row from ${sql.id(name)} t order by 1::text`.execute(db)).rows.map((r) => r.row);
  const sequences = await sql`select sequencename, last_value from pg_sequences where schemaname = current_schema() order by sequencename`.execute(db);
  const schemas = await sql`select nspname from pg_namespace where nspname not like 'pg\\_%' order by nspname`.execute(db);
  const setting = await sql<{ role: string }>`select current_setting('session_replication_role') as role`.execute(db);
  return { rows, sequences: sequences.rows, schemas: schemas.rows, replicationRole: setting.rows[0]!.role };
}

let fresh: OpenedDb;
let clean: Awaited<ReturnType<typeof stateOf>>;
beforeAll(async () => {
  fresh = await openPglite(undefined, new Blob([fs.readFileSync(inject('pgliteTemplate'))]));
  clean = await stateOf(fresh.db);
});
afterAll(() => fresh.close());

/** A file that writes rows, moves sequences on, keeps a schema of its own and changes a session setting. */
async function aFileWrites(db: Db) {
  await db.insertInto('help_text').values({ name: 'extra_help', html: '<p>Ekstra</p>' }).execute();
  await sql`insert into app_user (username, password_hash, is_superuser) values ('ny', null, true)`.execute(db);
  await sql`select nextval('farm_case_number_seq')`.execute(db);
  await sql`create schema slakteweb_test_reset_snapshot`.execute(db);
  await sql`create table slakteweb_test_reset_snapshot.help_text as select * from help_text`.execute(db);
  await sql`set session_replication_role = replica`.execute(db);
}

describe('the migrated PGlite a worker hands from file to file', () => {
  it('is the template again for the next file: no row, sequence, schema or session setting of the file before', async () => {
    const first = await openMigratedPglite();
    await aFileWrites(first.db);
    expect(await stateOf(first.db)).not.toEqual(clean);
    await first.close();

    const next = await openMigratedPglite();
    expect(lastMigratedPgliteSource).toBe('reused');
    expect(next.db).toBe(first.db);
    expect(await stateOf(next.db)).toEqual(clean);
    // A new row gets the id a new database gives it.
    const id = async (db: Db) => (await sql<{ id: number }>`insert into app_user (username, password_hash, is_superuser) values ('ny', null, true) returning id`.execute(db)).rows[0]!.id;
    expect(await id(next.db)).toBe(await id(fresh.db));
    await sql`delete from app_user`.execute(fresh.db);
    await next.close();
  });

  const changedBeyondRows: Array<[string, (db: Db) => Promise<unknown>]> = [
    ['planner statistics collected (ANALYZE)', async (db) => {
      await db.insertInto('help_text').values({ name: 'extra_help', html: '<p>Ekstra</p>' }).execute();
      await sql`analyze help_text`.execute(db);
    }],
    ['a table altered', (db) => sql`alter table help_text add column extra integer`.execute(db)],
    ['a trigger turned off', (db) => sql`alter table settlement disable trigger all`.execute(db)],
    ['a transaction left open', (db) => sql`begin`.execute(db)],
  ];
  it.each(changedBeyondRows)('is not handed on when the file left it changed beyond its rows: %s', async (_what, change) => {
    const used = await openMigratedPglite();
    await change(used.db);
    await used.close();

    const next = await openMigratedPglite();
    expect(lastMigratedPgliteSource).toBe('dump');
    expect(next.db).not.toBe(used.db);
    expect(await stateOf(next.db)).toEqual(clean);
    await next.close();
  });
});
