import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/database.js';
import { createTestContext, DEMO_PASSWORD, type TestContext } from './harness.js';

// reset() runs before every server test: it seeds the demo accounts again, and hashing their
// password (argon2id) is most of what it costs. The harness hashes it once per worker and the
// accounts log in with it as before.
describe('the test harness reset', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const passwordHash = async () =>
    (await ctx.db.selectFrom('app_user').select('password_hash').where('username', '=', '10001').executeTakeFirstOrThrow()).password_hash;

  it('seeds the demo accounts with the demo password, hashed once for every reset', async () => {
    await ctx.reset();
    const first = await passwordHash();
    await ctx.reset();
    expect(await passwordHash()).toBe(first);
    expect(await ctx.login('10001')).toMatch(/^slakteweb_session=/);
  });

  it('empties what a test wrote: a changed password is the demo password again', async () => {
    await ctx.reset();
    const cookie = await ctx.login('10001');
    const changed = await ctx.app.inject({
      method: 'POST',
      url: '/api/profile/change_password',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ password: DEMO_PASSWORD, new_password: 'Vinter-2026-ny' }).toString(),
    });
    expect(changed.statusCode).toBe(200);
    await ctx.reset();
    expect(await ctx.login('10001')).toMatch(/^slakteweb_session=/);
  });

  // After the first full reset, reset() puts back only the tables a test wrote (test/database-reset.ts).
  // Whatever a test writes, the next test starts on the same database as after a full reset.
  it('gives the next test the database of a full reset, whatever the test wrote', async () => {
    await ctx.reset();
    const clean = await databaseState(ctx.db);
    expect(clean.tables.app_user).toContain('10001');

    // A login, an update of a seeded row (its trigger writes an integration event), a deleted
    // seeded row, an inserted one, and a sequence moved on without a row (a rolled-back insert).
    expect(await ctx.login('10001')).toMatch(/^slakteweb_session=/);
    await ctx.db.updateTable('supplier').set({ fullname: 'Ola Endret' }).where('supplier_no', '=', '10001').execute();
    await ctx.db.deleteFrom('help_text').where('name', '=', 'login_help').execute();
    await ctx.db.insertInto('help_text').values({ name: 'extra_help', html: '<p>Ekstra</p>' }).execute();
    await sql`select nextval(pg_get_serial_sequence('app_user', 'id'))`.execute(ctx.db);
    expect(await databaseState(ctx.db)).not.toEqual(clean);

    await ctx.reset();
    expect(await databaseState(ctx.db)).toEqual(clean);
    // Emptied and copied back: the written tables, and those TRUNCATE … CASCADE empties with the supplier.
    expect(ctx.lastResetEmptied()).toEqual(expect.arrayContaining(['supplier', 'help_text', 'session', 'app_user']));
    // The new user gets the id it would have had after a full reset.
    await sql`insert into app_user (username, password_hash, is_superuser) values ('ny', null, true)`.execute(ctx.db);
    const id = (await ctx.db.selectFrom('app_user').select('id').where('username', '=', 'ny').executeTakeFirstOrThrow()).id;
    await ctx.reset();
    await sql`insert into app_user (username, password_hash, is_superuser) values ('ny', null, true)`.execute(ctx.db);
    expect((await ctx.db.selectFrom('app_user').select('id').where('username', '=', 'ny').executeTakeFirstOrThrow()).id).toBe(id);
  });

  it('leaves the tables a test did not write as they are', async () => {
    await ctx.reset();
    await ctx.login('10003');
    await ctx.reset();
    const emptied = ctx.lastResetEmptied();
    expect(emptied).toContain('session');
    expect(emptied).not.toContain('supplier');
    expect(emptied).not.toContain('help_text');
  });
});

/** Every table's rows as text (sorted) and every sequence's state: equal when the databases are. */
async function databaseState(db: Db): Promise<{ tables: Record<string, string>; sequences: Record<string, string> }> {
  const names = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%' order by 1`.execute(db);
  const tables: Record<string, string> = {};
  for (const { name } of names.rows) {
    const rows = await sql.raw<{ rows_text: string | null }>(`select string_agg(t::text, E'\\n' order by t::text) as rows_text from "${name}" t`).execute(db);
    tables[name] = rows.rows[0]?.rows_text ?? '';
  }
  const sequenceNames = await sql<{ name: string }>`select sequencename as name from pg_sequences where schemaname = current_schema() order by 1`.execute(db);
  const sequences: Record<string, string> = {};
  for (const { name } of sequenceNames.rows) {
    const state = await sql.raw<{ state: string }>(`select last_value::text || ' ' || is_called::text as state from "${name}"`).execute(db);
    sequences[name] = state.rows[0]!.state;
  }
  return { tables, sequences };
}
