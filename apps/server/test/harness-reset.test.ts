import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
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

// A file whose options another file seeded already loads that seed's kept copy (seed-cache.ts)
// instead of seeding again. It must start from the database and files a seed of its own gives.
describe('a file that loads the run\'s kept copy of its seed', () => {
  const options = { documents: true, otherSuppliers: 1 } as const;
  // What a seed draws at random (download ids, invitation tokens, transaction ids, password salts) or reads from
  // the wall clock (every timestamptz column): each seed has its own.
  const drawnPerSeed = ['download_id', 'token_hash', 'txid', 'password_hash', 'timestamptz'];

  it('sees the rows, sequences and files of a fresh seed, and resets as one', { timeout: 600_000 }, async () => {
    const fresh = await createTestContext({}, { ...options, seedCache: false });
    const seeded = await stateAfterReset(fresh, drawnPerSeed);
    expect(fresh.seedSource).toBe('fresh');
    await fresh.close();

    // The first to ask seeds and keeps a copy (or loads one another file kept); the next loads it.
    const first = await createTestContext({}, options);
    expect(['built', 'loaded']).toContain(first.seedSource);
    const firstExact = await stateAfterReset(first, []);
    await first.close();
    const loaded = await createTestContext({}, options);
    try {
      expect(loaded.seedSource).toBe('loaded');
      const state = await stateAfterReset(loaded, drawnPerSeed);
      // Table by table, so a difference names its table.
      expect(Object.keys(state.db.tables)).toEqual(Object.keys(seeded.db.tables));
        expect(Object.keys(seeded.db.tables).filter((table) => state.db.tables[table] !== seeded.db.tables[table])).toEqual([]);
      expect(state.db.sequences).toEqual(seeded.db.sequences);
      expect(state.files).toEqual(seeded.files);
      expect(Object.keys(state.files).length).toBeGreaterThan(10);
      expect(seeded.db.tables.settlement!.length).toBeGreaterThan(0);
      expect(seeded.db.tables.document!.length).toBeGreaterThan(0);
      // The copy itself, random download ids and all (the demo accounts are the file's own: each
      // file's first reset seeds them).
      const clean = await stateAfterReset(loaded, []);
      for (const table of ['document', 'price_list', 'settlement', 'slaughter_animal']) expect(clean.db.tables[table]).toBe(firstExact.db.tables[table]);

      // The reset rules hold on the copy: what a test writes (outside the kept seed) is gone at the
      // next reset.
      await loaded.login('10001');
      await loaded.db.updateTable('app_user').set({ is_superuser: true }).where('username', '=', '10003').execute();
      await loaded.db.deleteFrom('message').execute();
      expect(await stateAfterReset(loaded, [], false)).not.toEqual(clean);
      expect(await stateAfterReset(loaded, [])).toEqual(clean);
    } finally {
      await loaded.close();
    }
  });
});

/** The database and files (name → hash) after a reset(), less the columns `masked`. */
async function stateAfterReset(ctx: TestContext, masked: string[], reset = true) {
  if (reset) await ctx.reset();
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(ctx.config.filesDir, { recursive: true, encoding: 'utf8' }).sort()) {
    const file = path.join(ctx.config.filesDir, name);
    if (fs.statSync(file).isFile()) files[name] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return { db: await databaseState(ctx.db, masked), files };
}

/**
 * Every table's rows as text (sorted, less the columns `masked`) and every sequence's state: equal
 * when the databases are.
 */
async function databaseState(db: Db, masked: string[] = []): Promise<{ tables: Record<string, string>; sequences: Record<string, string> }> {
  const names = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() and tablename not like 'kysely_%' order by 1`.execute(db);
  const tables: Record<string, string> = {};
  for (const { name } of names.rows) {
    // `masked` names columns, or a type ('timestamptz') whose columns all go.
    const columns = await sql<{ column_name: string }>`select column_name from information_schema.columns where table_schema = current_schema() and table_name = ${name} and (column_name = any(${masked}) or udt_name = any(${masked}))`.execute(db);
    const row = `(to_jsonb(t) - array[${columns.rows.map((c) => `'${c.column_name}'`).join(', ')}]::text[])::text`;
    const rows = await sql.raw<{ rows_text: string | null }>(`select string_agg(${row}, E'\\n' order by ${row}) as rows_text from "${name}" t`).execute(db);
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
