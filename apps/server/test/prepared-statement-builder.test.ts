import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenedDb } from '../src/db/database.js';
import { preparedStatement } from '../src/db/prepared-statement.js';
import { openFreshDb } from './harness.js';

// A statement built once per shape (db/prepared-statement.ts) must answer exactly what building
// it anew for each run answers, for every value and shape; and a builder that breaks its rule
// (the SQL text depends on a value) must fail under the tests rather than run the first SQL.

let opened: OpenedDb;
beforeAll(async () => {
  opened = await openFreshDb();
  await sql`create table built_once_probe (id int primary key, farm text not null, day date not null, note text)`.execute(opened.db);
  await sql`insert into built_once_probe values (1, 'A', '2026-01-01', 'første'), (2, 'A', '2026-02-01', null), (3, 'B', '2026-03-01', 'tredje'), (4, 'A', '2026-04-01', 'fjerde')`.execute(opened.db);
});
afterAll(() => opened.close());

interface ProbeRow {
  id: number;
  farm: string;
  day: string;
  note: string | null;
}

/** A farm's rows, newest first, at most `limit`; with `after` in the shape, only those dated after it. */
const farmRows = preparedStatement((_db, values: { farm: string; limit: number; after?: string }, shape: { after: boolean }) =>
  shape.after
    ? sql<ProbeRow>`select * from built_once_probe where farm = ${values.farm} and day > ${values.after}::date order by day desc limit ${values.limit}`
    : sql<ProbeRow>`select * from built_once_probe where farm = ${values.farm} order by day desc limit ${values.limit}`,
);

/** The same through Kysely's query builder, with a constant beside the values. */
const farmIds = preparedStatement((db, values: { farm: string }) =>
  db.selectFrom('built_once_probe' as never).select(sql<number>`id`.as('id')).where(sql.ref('farm'), '=', values.farm).where(sql.ref('id'), '<', 100).orderBy(sql.ref('id')),
);

describe('statements built once per shape', () => {
  it('answer each run from its own values, as a statement built for that run does', async () => {
    for (const [farm, limit] of [['A', 2], ['B', 5], ['A', 5], ['C', 1]] as const) {
      const fresh = (await sql<ProbeRow>`select * from built_once_probe where farm = ${farm} order by day desc limit ${limit}`.execute(opened.db)).rows;
      expect(await farmRows.run(opened.db, { farm, limit }, { after: false })).toEqual(fresh);
    }
    expect((await farmRows.run(opened.db, { farm: 'A', limit: 5 }, { after: false })).map((r) => r.id)).toEqual([4, 2, 1]);
    expect(await farmIds.run(opened.db, { farm: 'A' })).toEqual([{ id: 1 }, { id: 2 }, { id: 4 }]);
    expect(await farmIds.run(opened.db, { farm: 'B' })).toEqual([{ id: 3 }]);
  });

  it('keep one statement per shape, and the shapes apart', async () => {
    expect((await farmRows.run(opened.db, { farm: 'A', limit: 5, after: '2026-01-15' }, { after: true })).map((r) => r.id)).toEqual([4, 2]);
    expect((await farmRows.run(opened.db, { farm: 'A', limit: 5 }, { after: false })).map((r) => r.id)).toEqual([4, 2, 1]);
    expect((await farmRows.run(opened.db, { farm: 'A', limit: 1, after: '2026-03-15' }, { after: true })).map((r) => r.id)).toEqual([4]);
  });

  it('run inside a transaction, and see its writes', async () => {
    await opened.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into built_once_probe values (5, 'B', '2026-05-01', null)`.execute(trx);
        expect((await farmIds.run(trx, { farm: 'B' })).map((r) => r.id)).toEqual([3, 5]);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect((await farmIds.run(opened.db, { farm: 'B' })).map((r) => r.id)).toEqual([3]);
  });

  it('fail under the tests when a value changes the SQL text instead of going in as a value', async () => {
    // Breaks the rule: the note's presence changes the text, but is not part of the shape.
    const broken = preparedStatement((_db, values: { note: string | null }) =>
      values.note === null ? sql<ProbeRow>`select * from built_once_probe where note is null` : sql<ProbeRow>`select * from built_once_probe where note = ${values.note}`,
    );
    // Built with a stand-in (never null), the first run takes the `note = $1` branch: right for it.
    expect((await broken.run(opened.db, { note: 'tredje' })).map((r) => r.id)).toEqual([3]);
    await expect(broken.run(opened.db, { note: null })).rejects.toThrow(/depends on its values/);

    // Breaks it too: the value written into the text. Kysely itself refuses a stand-in there, on every run.
    const literal = preparedStatement((_db, values: { farm: string }) => sql<ProbeRow>`select * from built_once_probe where farm = ${sql.lit(values.farm)}`);
    await expect(literal.run(opened.db, { farm: 'A' })).rejects.toThrow(/invalid immediate value/);
  });
});
