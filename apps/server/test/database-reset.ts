import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';

/**
 * The schema that holds a test file's copy of its tables as the full reset left them (emptied,
 * demo data seeded). It is not the application's schema, so the application and the table list of
 * reset() never see it.
 */
const SNAPSHOT_SCHEMA = 'slakteweb_test_reset_snapshot';

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Puts a test file's database back to the state of its first full reset (every table of
 * `tables` emptied and the demo data seeded again) without redoing the seed: only the tables a
 * test wrote are emptied and, when the seed had rows in them, copied back from a snapshot.
 *
 * Emptying and seeding every table before every test cost about 0.3 s of TRUNCATE (each truncated
 * table gets new files, indexes included) and 0.5 s of seeding; most tests write a handful of
 * tables (a session, a login attempt). What the full reset guarantees holds here too:
 * - a table a test wrote is as the seed left it: found by comparing every row with the snapshot
 *   (empty tables: any row at all), so an update, an insert or a delete is caught;
 * - what TRUNCATE … CASCADE empties with it (tables that reference it) is put back as well;
 * - the tables' own sequences (serial ids) are where the full reset left them, so ids repeat;
 * - rows are copied back with triggers off (session_replication_role = replica): the rows
 *   triggers wrote during the seed are in the snapshot already, and must not be written twice.
 */
export interface DatabaseReset {
  /**
   * Empties what the last test wrote and copies the seeded rows back. False when that would empty
   * a table outside the snapshot (one that references a written table): do the full reset then.
   */
  restore(): Promise<boolean>;
  /** Tables emptied and copied back by the last restore() (for the harness's own tests). */
  lastRestored: readonly string[];
}

interface Sequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/**
 * Takes the snapshot of `tables` as they are now (call it right after a full reset). Returns
 * undefined when the database does not let this connection turn triggers off (not a superuser):
 * the caller then keeps doing the full reset.
 */
export async function snapshotForReset(db: Db, tables: string[]): Promise<DatabaseReset | undefined> {
  try {
    await db.transaction().execute((trx) => sql`set local session_replication_role = replica`.execute(trx));
  } catch {
    return undefined;
  }
  const emptyOf = new Set(tables);

  // Which tables each table's rows are referenced from: TRUNCATE … CASCADE empties those too.
  const references = await sql<{ referenced: string; referencing: string }>`
    select distinct c.confrelid::regclass::text as referenced, c.conrelid::regclass::text as referencing
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = current_schema()`.execute(db);
  const referencedBy = new Map<string, string[]>();
  for (const { referenced, referencing } of references.rows) {
    const list = referencedBy.get(referenced) ?? [];
    list.push(referencing);
    referencedBy.set(referenced, list);
  }

  // The sequences the tables own (serial and identity columns): TRUNCATE … RESTART IDENTITY's.
  const owned = await sql<{ name: string }>`
    select s.oid::regclass::text as name
    from pg_class s
    join pg_depend d on d.classid = 'pg_class'::regclass and d.objid = s.oid and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
    join pg_class t on t.oid = d.refobjid
    join pg_namespace n on n.oid = t.relnamespace
    where s.relkind = 'S' and n.nspname = current_schema() and t.relname = any(${tables})
    order by 1`.execute(db);
  const sequences: Sequence[] = [];
  for (const { name } of owned.rows) {
    const state = await sql.raw<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`).execute(db);
    sequences.push({ name, lastValue: state.rows[0]!.last_value, isCalled: state.rows[0]!.is_called });
  }

  // The columns to copy back (not generated ones: the database works them out again).
  const columnRows = await sql<{ table_name: string; column_name: string }>`
    select c.relname as table_name, a.attname as column_name
    from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relname = any(${tables}) and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    order by c.relname, a.attnum`.execute(db);
  const columns = new Map<string, string[]>();
  for (const { table_name, column_name } of columnRows.rows) columns.set(table_name, [...(columns.get(table_name) ?? []), quote(column_name)]);

  const counts = await sql.raw<{ name: string; n: number }>(tables.map((t) => `select '${t}' as name, (select count(*)::int from ${quote(t)}) as n`).join(' union all ')).execute(db);
  const seeded = counts.rows.filter((r) => r.n > 0).map((r) => r.name);
  await sql.raw(`drop schema if exists ${SNAPSHOT_SCHEMA} cascade`).execute(db);
  await sql.raw(`create schema ${SNAPSHOT_SCHEMA}`).execute(db);
  for (const table of seeded) await sql.raw(`create table ${SNAPSHOT_SCHEMA}.${quote(table)} as select ${columns.get(table)!.join(', ')} from ${quote(table)}`).execute(db);
  const isSeeded = new Set(seeded);

  // One statement that names the tables a test wrote: any row in a table the seed left empty,
  // any row missing or different in one it filled.
  const written = (t: string) => {
    if (!isSeeded.has(t)) return `select '${t}' as name where exists (select 1 from ${quote(t)})`;
    const now = `select (${columns.get(t)!.join(', ')})::text from ${quote(t)}`;
    const then = `select (${columns.get(t)!.join(', ')})::text from ${SNAPSHOT_SCHEMA}.${quote(t)}`;
    return `select '${t}' as name where exists ((${now} except all ${then}) union all (${then} except all ${now}))`;
  };
  const writtenQuery = tables.map(written).join(' union all ');
  const restartSequences =
    sequences.length === 0 ? undefined : `select ${sequences.map((s) => `setval('${s.name}', ${s.lastValue}, ${s.isCalled})`).join(', ')}`;

  const reset: DatabaseReset = {
    lastRestored: [],
    async restore() {
      const found = await sql.raw<{ name: string }>(writtenQuery).execute(db);
      // What TRUNCATE … CASCADE empties along with the written tables.
      const emptied = new Set<string>();
      const visit = (t: string) => {
        if (emptied.has(t)) return;
        emptied.add(t);
        for (const r of referencedBy.get(t) ?? []) visit(r);
      };
      for (const { name } of found.rows) visit(name);
      const outside = [...emptied].filter((t) => !emptyOf.has(t));
      if (outside.length > 0) return false;
      const list = [...emptied].sort();
      await db.transaction().execute(async (trx) => {
        await sql`set local session_replication_role = replica`.execute(trx);
        if (list.length > 0) {
          await sql.raw(`truncate ${list.map(quote).join(', ')}`).execute(trx);
          for (const table of list.filter((t) => isSeeded.has(t))) {
            const cols = columns.get(table)!.join(', ');
            await sql.raw(`insert into ${quote(table)} (${cols}) overriding system value select ${cols} from ${SNAPSHOT_SCHEMA}.${quote(table)}`).execute(trx);
          }
        }
        // A sequence moves on without a row to show for it (a rolled-back insert): always.
        if (restartSequences) await sql.raw(restartSequences).execute(trx);
      });
      reset.lastRestored = list;
      return true;
    },
  };
  return reset;
}
