import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDb } from '../src/db/database.js';
import { PREPARED_STATEMENTS_PER_CONNECTION, statementName } from '../src/db/postgres-pool.js';
import { openFreshDb } from './harness.js';

// The PostgreSQL pool runs every statement as a named prepared statement (postgres-pool.ts). In
// the PostgreSQL run only (vitest.config.ts): PGlite has no pool and prepares nothing.

let opened: OpenedDb;
beforeAll(async () => {
  opened = await openFreshDb();
  await sql`create table prepared_probe (a int)`.execute(opened.db);
  await sql`insert into prepared_probe values (1)`.execute(opened.db);
});
afterAll(() => opened.close());

interface PreparedRow {
  name: string;
  statement: string;
}

describe('prepared statements on PostgreSQL', () => {
  it('prepares a statement once per connection, under the name of its text, and reuses it', async () => {
    await opened.db.connection().execute(async (conn) => {
      for (const a of [1, 2, 3]) {
        const rows = await sql<{ a: number }>`select a from prepared_probe where a = ${a}`.execute(conn);
        expect(rows.rows).toEqual(a === 1 ? [{ a: 1 }] : []);
      }
      const prepared = await sql<PreparedRow>`select name, statement from pg_prepared_statements`.execute(conn);
      const probes = prepared.rows.filter((row) => row.statement.includes('from prepared_probe where'));
      expect(probes).toEqual([{ name: statementName('select a from prepared_probe where a = $1'), statement: 'select a from prepared_probe where a = $1' }]);
    });
  });

  it('closes a connection whose prepared statement went stale (a column changed its type) and answers on a new one', async () => {
    let stalePid = 0;
    await expect(
      opened.db.connection().execute(async (conn) => {
        stalePid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(conn)).rows[0]!.pid;
        expect((await sql`select * from prepared_probe`.execute(conn)).rows).toEqual([{ a: 1 }]);
        // Another server process migrates the table meanwhile (here: another connection of the pool).
        await sql`alter table prepared_probe alter column a type bigint`.execute(opened.db);
        await sql`select * from prepared_probe`.execute(conn);
      }),
    ).rejects.toMatchObject({ code: '0A000' });
    // Every connection that still has the old statement fails once and is replaced; the pool
    // never hands the stale one out again.
    for (let attempt = 0; attempt < 12; attempt++) {
      const pid = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(opened.db)).rows[0]!.pid;
      expect(pid).not.toBe(stalePid);
    }
    expect((await sql`select * from prepared_probe`.execute(opened.db)).rows).toEqual([{ a: 1 }]);
  });

  // Last: it leaves its connection full, where the tests above would prepare nothing.
  it('keeps at most PREPARED_STATEMENTS_PER_CONNECTION on a connection, and runs the statements past it all the same', async () => {
    await opened.db.connection().execute(async (conn) => {
      for (let k = 0; k < PREPARED_STATEMENTS_PER_CONNECTION + 20; k++) {
        const rows = await sql<{ n: number }>`select ${sql.lit(k)}::int + ${1}::int as n`.execute(conn);
        expect(rows.rows).toEqual([{ n: k + 1 }]);
      }
      const count = await sql<{ n: number }>`select count(*)::int as n from pg_prepared_statements`.execute(conn);
      expect(count.rows[0]!.n).toBeLessThanOrEqual(PREPARED_STATEMENTS_PER_CONNECTION);
      expect(count.rows[0]!.n).toBeGreaterThan(PREPARED_STATEMENTS_PER_CONNECTION - 10);
    });
  });
});

describe('statementName', () => {
  it('names the same text alike and different texts apart, within the 63 bytes PostgreSQL keeps', () => {
    const a = statementName('select 1');
    expect(statementName('select 1')).toBe(a);
    expect(statementName('select 2')).not.toBe(a);
    expect(Buffer.byteLength(statementName('x'.repeat(100_000)))).toBeLessThanOrEqual(63);
  });
});
