import { isDeepStrictEqual } from 'node:util';
import type { Compilable, CompiledQuery, RawBuilder } from 'kysely';
import type { Db } from './database.js';

/**
 * A value's place in a statement built once: the builder gets one of these in place of each value,
 * and Kysely puts it into the compiled parameter list where it would have put the value.
 */
class Slot {
  constructor(readonly name: string) {}
}

/** What a statement's SQL text may depend on: a few flags or words, never a farmer's value. */
export type Shape = Readonly<Record<string, string | boolean | readonly string[]>>;
type Values = Readonly<Record<string, unknown>>;
/** A query builder, or an sql`` template (which needs the database to compile). */
type Statement<R> = Compilable<R> | RawBuilder<R>;

function compile<R>(db: Db, statement: Statement<R>): CompiledQuery<R> {
  return 'isRawBuilder' in statement ? statement.compile(db) : statement.compile();
}

/**
 * Under the tests every run also builds the statement from its real values and compares, so a
 * builder that lets a value change the SQL text fails its tests instead of running wrong SQL.
 */
const CHECK_EACH_RUN = process.env.VITEST !== undefined || process.env.NODE_ENV === 'test';

/**
 * A statement Kysely builds and compiles once per shape, then runs with new values.
 *
 * Kysely builds a statement's operation tree and compiles it to SQL on every run. For the hot
 * farmer-screen statements that was a large part of the server's own work per request (the
 * dashboard's statement 29 µs, the session look-up 8 µs; bench/RESULTS.md), and the fresh SQL
 * string had to be hashed again to find its prepared-statement name (postgres-pool.ts).
 *
 * The rule for `build(db, values, shape)`: the SQL text may depend on `shape` only. `values` holds
 * stand-ins, not the values, so the builder may pass them to Kysely as values (`where`, `limit`,
 * `${…}` in sql``) but may not branch on them, compute with them, put them into the text
 * (sql.lit, sql.raw, sql.ref) or give an array to `in` (it becomes one parameter per element):
 * each of those belongs in `shape`, or the statement is not one to prepare.
 *
 * The compiled statements are kept per statement, not per database: PGlite and the PostgreSQL
 * pool both compile with Kysely's PostgreSQL compiler (pglite-dialect.ts), so the SQL is the same.
 */
export function preparedStatement<V extends Values, R, S extends Shape = Shape>(build: (db: Db, values: V, shape: S) => Statement<R>) {
  const byShape = new Map<string, { query: CompiledQuery<R>; slots: readonly unknown[] }>();

  function compiled(db: Db, values: V, shape: S) {
    const key = JSON.stringify(shape);
    let entry = byShape.get(key);
    if (!entry) {
      const slots = Object.fromEntries(Object.keys(values).map((name) => [name, new Slot(name)])) as unknown as V;
      const query = compile(db, build(db, slots, shape));
      entry = { query, slots: query.parameters };
      byShape.set(key, entry);
    }
    return entry;
  }

  return {
    /** The statement's rows for these values (and shape, when it has one). `db` may be a transaction. */
    async run(db: Db, values: V, shape: S = {} as S): Promise<R[]> {
      const { query, slots } = compiled(db, values, shape);
      const parameters = slots.map((p) => (p instanceof Slot ? values[p.name] : p));
      if (CHECK_EACH_RUN) {
        const fresh = compile(db, build(db, values, shape));
        if (fresh.sql !== query.sql || !isDeepStrictEqual(fresh.parameters, parameters)) {
          throw new Error(`A prepared statement's SQL depends on its values, not only on its shape ${JSON.stringify(shape)}:\n${fresh.sql}\n${query.sql}`);
        }
      }
      const result = await db.executeQuery<R>({ ...query, parameters });
      return result.rows;
    },
  };
}
