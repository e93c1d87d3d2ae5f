import fs from 'node:fs';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { type Db, type OpenedDb, openPglite } from '../src/db/database.js';

/**
 * The migrated PGlite a test file gets (harness.ts, openMigratedDb on PGlite): one per worker,
 * handed from file to file and put back to the run's migrated template between them.
 *
 * Opening the template's dump costs each file a new PGlite (about 0.6 s of CPU, 0.7–3 s of wall
 * on a busy machine, and its memory); the server test files run one after another in a worker
 * without isolation (vitest.config.ts), so the worker keeps the closed file's database instead and
 * the next file takes it after it is made the template again:
 * - the session's state goes (DISCARD ALL: settings such as session_replication_role, prepared
 *   statements, temporary tables, locks);
 * - schemas the template does not have go (the reset's snapshot, test/database-reset.ts);
 * - every table but the migrations' own is emptied, and gets back the rows the migrations wrote
 *   (a state row, a version), and every sequence is set where the template has it;
 * - then the catalogue is compared with the template's: tables, columns, defaults, constraints,
 *   indexes, triggers (and whether they are on), functions, extensions, settings stored in the
 *   database, and planner statistics (an ANALYZE leaves some, which a new database has not). Any
 *   difference, or any failure on the way (a transaction left open, a closed client), and the
 *   database is closed and the file gets a new one from the dump.
 */

/** A fingerprint of what a database is made of, beyond its rows (see above). */
async function catalogueOf(db: Db): Promise<string> {
  const result = await sql<{ fingerprint: string }>`
    with own as (select oid, nspname from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema')
    select md5(coalesce(string_agg(line, E'\n' order by line), '')) as fingerprint from (
      select 'schema ' || nspname as line from own
      union all select 'relation ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text || c.relpersistence::text || ' ' || case when c.relkind = 'r' then c.reltuples::text else '' end
        from pg_class c join own n on n.oid = c.relnamespace
      union all select 'column ' || a.attrelid::regclass || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod) || ' ' || a.attnotnull || ' ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a join pg_class c on c.oid = a.attrelid join own n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attnum > 0 and not a.attisdropped
      union all select 'constraint ' || c.conrelid::regclass || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid)
        from pg_constraint c join own n on n.oid = c.connamespace
      union all select 'index ' || pg_get_indexdef(i.indexrelid)
        from pg_index i join pg_class c on c.oid = i.indexrelid join own n on n.oid = c.relnamespace
      union all select 'trigger ' || t.tgrelid::regclass || ' ' || t.tgname || ' ' || t.tgenabled::text || ' ' || md5(pg_get_triggerdef(t.oid))
        from pg_trigger t where not t.tgisinternal
      union all select 'function ' || p.oid::regprocedure || ' ' || md5(coalesce(p.prosrc, ''))
        from pg_proc p join own n on n.oid = p.pronamespace
      union all select 'extension ' || extname || ' ' || extversion from pg_extension
      union all select 'stored settings ' || count(*) from pg_db_role_setting
      union all select 'planner statistics ' || count(*) from pg_statistic s join pg_class c on c.oid = s.starelid join own n on n.oid = c.relnamespace
    ) lines`.execute(db);
  return result.rows[0]!.fingerprint;
}

/** Kysely's own bookkeeping of the migrations: the template's rows, kept. */
const MIGRATION_TABLES = ['kysely_migration', 'kysely_migration_lock'];

/** Puts a used database back to the template; false when it is not the template then. */
async function backToTemplate(db: Db, template: Template): Promise<boolean> {
  await sql`discard all`.execute(db);
  for (const name of await schemasOf(db)) if (!template.schemas.includes(name)) await sql`drop schema ${sql.id(name)} cascade`.execute(db);
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema()`.execute(db);
  const emptied = tables.rows.map((t) => t.name).filter((name) => !MIGRATION_TABLES.includes(name));
  await db.transaction().execute(async (trx) => {
    // Triggers off: a truncate fires some (a new price-list version), and the rows the migrations
    // wrote come back as they wrote them, with what their triggers wrote among them.
    await sql`set local session_replication_role = replica`.execute(trx);
    if (emptied.length > 0) await sql`truncate ${sql.join(emptied.map((name) => sql.id(name)))} cascade`.execute(trx);
    for (const { table, columns, rows } of template.rows) {
      const list = sql.join(columns.map((c) => sql.id(c)));
      await sql`insert into ${sql.id(table)} (${list}) overriding system value select ${list} from jsonb_populate_recordset(null::${sql.id(table)}, ${rows}::jsonb)`.execute(trx);
    }
    for (const { name, lastValue, isCalled } of template.sequences) await sql`select setval(${name}::regclass, ${lastValue}, ${isCalled})`.execute(trx);
  });
  return (await catalogueOf(db)) === template.catalogue;
}

async function schemasOf(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`select nspname as name from pg_namespace where nspname not like 'pg\\_%' and nspname <> 'information_schema'`.execute(db);
  return result.rows.map((r) => r.name);
}

/** The template's rows (the migrations write a few) and sequences, to put back. */
async function contentOf(db: Db): Promise<Pick<Template, 'rows' | 'sequences'>> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = current_schema() order by tablename`.execute(db);
  const rows: Template['rows'] = [];
  for (const { name } of tables.rows) {
    if (MIGRATION_TABLES.includes(name)) continue;
    const content = await sql<{ rows: string | null }>`select jsonb_agg(t)::text as rows from ${sql.id(name)} t`.execute(db);
    if (content.rows[0]?.rows == null) continue;
    const columns = await sql<{ name: string }>`
      select a.attname as name from pg_attribute a
      where a.attrelid = ${name}::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = '' order by a.attnum`.execute(db);
    rows.push({ table: name, columns: columns.rows.map((c) => c.name), rows: content.rows[0].rows });
  }
  const names = await sql<{ name: string }>`select quote_ident(sequencename) as name from pg_sequences where schemaname = current_schema() order by sequencename`.execute(db);
  const sequences: Template['sequences'] = [];
  for (const { name } of names.rows) {
    const state = await sql<{ lastValue: string; isCalled: boolean }>`select last_value::text as "lastValue", is_called as "isCalled" from ${sql.raw(name)}`.execute(db);
    sequences.push({ name, ...state.rows[0]! });
  }
  return { rows, sequences };
}

interface Template {
  dump: string;
  schemas: string[];
  catalogue: string;
  rows: Array<{ table: string; columns: string[]; rows: string }>;
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
}

/** What the template is made of, taken from the first database this worker opens from the dump. */
let template: Template | undefined;
/** The database the last file closed, waiting for the next one. */
let idle: OpenedDb | undefined;

/** How long putting a database back may take before a new one is opened instead. */
const BACK_TO_TEMPLATE_MS = 15_000;

async function fromDump(dump: string): Promise<OpenedDb> {
  const opened = await openPglite(undefined, new Blob([fs.readFileSync(dump)]));
  if (template?.dump !== dump) {
    template = { dump, schemas: await schemasOf(opened.db), catalogue: await catalogueOf(opened.db), ...(await contentOf(opened.db)) };
  }
  return opened;
}

/** Takes the idle database if it can be made the template again. */
async function reuseIdle(dump: string): Promise<OpenedDb | undefined> {
  const used = idle;
  idle = undefined;
  if (!used) return undefined;
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), BACK_TO_TEMPLATE_MS)));
  const ok =
    template?.dump === dump &&
    (await Promise.race([backToTemplate(used.db, template).catch(() => false), timedOut]).finally(() => clearTimeout(timer)));
  if (ok) return used;
  await used.close().catch(() => {});
  return undefined;
}

/** Which database the last openMigratedPglite() gave: a new one from the dump, or the worker's used one put back. */
export let lastMigratedPgliteSource: 'dump' | 'reused' = 'dump';

/**
 * A migrated, empty PGlite: the worker's database of the file before, put back to the template,
 * or a new one from the run's dump. close() hands it on to the next file instead of closing it.
 */
export async function openMigratedPglite(): Promise<OpenedDb> {
  const dump = inject('pgliteTemplate');
  const reused = await reuseIdle(dump);
  lastMigratedPgliteSource = reused ? 'reused' : 'dump';
  const opened = reused ?? (await fromDump(dump));
  let closed = false;
  return {
    ...opened,
    async close() {
      if (closed) return;
      closed = true;
      // One kept per worker: a file that opened a second one closes the one it closes last.
      if (idle) await idle.close().catch(() => {});
      idle = opened;
    },
  };
}
