import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { type Db, type OpenedDb, openPostgres } from '../src/db/database.js';

/**
 * The settlements and documents seed, made once per set of options for the whole test run and
 * copied by every file that asks for the same set (harness.ts, createTestContext).
 *
 * Seeding the demo settlements takes seconds (about 27 s a file on a busy machine), and about 25
 * files share 8 sets of options. The first file that needs a set seeds its database and keeps it
 * in the run's seed folder (database-template.global-setup.ts): on PGlite a dump of the data
 * directory, on PostgreSQL a template database; with it a copy of the files the seed wrote
 * (photos, PDFs). The others load that copy, as they load the migrated template.
 *
 * - A lock file per set: a second worker that needs the same set waits for the first one's copy
 *   instead of seeding too (the lock of a worker that died is taken over).
 * - The key is a hash of the options and of the source of the migrations, the seed and the rules
 *   it uses (apps/server/src/db, packages/core/src): a changed seed or migration (a re-run in watch
 *   mode) seeds again instead of loading a stale copy.
 */

/** What a seed depends on besides the source (the company's texts go into the PDFs). */
export interface SeedKey {
  otherSuppliers: number;
  documents: boolean;
  company: string;
}

/** 'built': this file seeded (and kept the copy); 'loaded': it copied the kept seed. */
export type SeedSource = 'built' | 'loaded';

/** The source the seed and the migrations are made of, hashed once per worker. */
let sourceHash: string | undefined;
function hashOfSource(): string {
  if (sourceHash) return sourceHash;
  const hash = createHash('sha256');
  const roots = [path.resolve(import.meta.dirname, '../src/db'), path.resolve(import.meta.dirname, '../../../packages/core/src')];
  for (const root of roots) {
    const files = fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    for (const file of files.sort()) hash.update(file).update(fs.readFileSync(path.join(root, file)));
  }
  sourceHash = hash.digest('hex');
  return sourceHash;
}

function keyOf(seed: SeedKey): string {
  return createHash('sha256')
    .update(JSON.stringify([seed.otherSuppliers, seed.documents, seed.company]))
    .update(hashOfSource())
    .digest('hex')
    .slice(0, 16);
}

/**
 * A database seeded by `seed` (which also writes the seed's files into `filesDir`), from the run's
 * kept copy when there is one. `openMigrated` opens an empty migrated database (the run's template);
 * `openCopy` opens a copy of a PostgreSQL template database.
 */
export async function openSeededDb(
  seed: SeedKey,
  filesDir: string,
  run: (db: Db) => Promise<void>,
  open: { migrated: () => Promise<OpenedDb>; pgliteFrom: (tarball: Blob) => Promise<OpenedDb>; postgresCopyOf: (template: string) => Promise<OpenedDb> },
): Promise<{ opened: OpenedDb; source: SeedSource }> {
  const dir = inject('seedCacheDir');
  const key = keyOf(seed);
  const files = path.join(dir, `${key}.files`);
  // PGlite: the dump; PostgreSQL: a file that names the template database. Written last (renamed
  // into place), so its presence says the copy is complete.
  const done = path.join(dir, `${key}.done`);
  const lock = path.join(dir, `${key}.lock`);
  const postgresTemplate = inject('postgresTemplate');
  const sequencesFile = path.join(dir, `${key}.sequences.json`);

  for (;;) {
    if (fs.existsSync(done)) {
      fs.cpSync(files, filesDir, { recursive: true });
      if (postgresTemplate) return { opened: await open.postgresCopyOf(fs.readFileSync(done, 'utf8')), source: 'loaded' };
      const opened = await open.pgliteFrom(new Blob([fs.readFileSync(done)]));
      await restoreSequences(opened.db, JSON.parse(fs.readFileSync(sequencesFile, 'utf8')) as Sequence[]);
      return { opened, source: 'loaded' };
    }
    if (takeLock(lock)) break;
    await sleep(200);
  }

  try {
    fs.mkdirSync(filesDir, { recursive: true });
    let opened: OpenedDb;
    let kept: Buffer;
    if (postgresTemplate) {
      // Seed a template database of its own, then copy it like every other file.
      const template = `${postgresTemplate}_s_${key.slice(0, 12)}`;
      await adminQuery(`drop database if exists ${template}`);
      await adminQuery(`create database ${template} template ${postgresTemplate}`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${template}`;
      const building = openPostgres(url.href);
      try {
        await run(building.db);
      } finally {
        await building.close();
      }
      opened = await open.postgresCopyOf(template);
      kept = Buffer.from(template);
    } else {
      opened = await open.migrated();
      await run(opened.db);
      kept = Buffer.from(await (await opened.dumpDataDir!()).arrayBuffer());
      fs.writeFileSync(sequencesFile, JSON.stringify(await sequencesOf(opened.db)));
    }
    // What a worker that failed half-way left behind goes first.
    for (const leftover of [`${files}.tmp`, files]) fs.rmSync(leftover, { recursive: true, force: true });
    fs.cpSync(filesDir, `${files}.tmp`, { recursive: true });
    fs.renameSync(`${files}.tmp`, files);
    fs.writeFileSync(`${done}.tmp`, kept);
    fs.renameSync(`${done}.tmp`, done);
    return { opened, source: 'built' };
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/**
 * Takes the lock file (created only if absent, so one worker wins). A lock whose worker process
 * is gone (it crashed while seeding) is removed, and the next round takes it.
 */
function takeLock(lock: string): boolean {
  try {
    fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let holder: number;
  try {
    holder = Number(fs.readFileSync(lock, 'utf8') || 0);
  } catch {
    return false; // let go of meanwhile: the next round looks again
  }
  if (holder > 0 && holder !== process.pid && !isAlive(holder)) fs.rmSync(lock, { force: true });
  return false;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function adminQuery(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

interface Sequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

/**
 * Every sequence's state. A PGlite dump is the data directory of a running database, and loading
 * it recovers like after a crash: a sequence then stands where its last write-ahead log record put
 * it, up to 32 values further on. The seed's ids would not repeat: the loader sets them back.
 */
async function sequencesOf(db: Db): Promise<Sequence[]> {
  const names = await sql<{ name: string }>`select c.oid::regclass::text as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = current_schema() order by 1`.execute(db);
  const sequences: Sequence[] = [];
  for (const { name } of names.rows) {
    const state = await sql.raw<{ last_value: string; is_called: boolean }>(`select last_value::text, is_called from ${name}`).execute(db);
    sequences.push({ name, lastValue: state.rows[0]!.last_value, isCalled: state.rows[0]!.is_called });
  }
  return sequences;
}

async function restoreSequences(db: Db, sequences: Sequence[]): Promise<void> {
  if (sequences.length === 0) return;
  await sql.raw(`select ${sequences.map((s) => `setval('${s.name}', ${s.lastValue}, ${s.isCalled})`).join(', ')}`).execute(db);
}
