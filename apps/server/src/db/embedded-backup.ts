import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lockDataDir } from './data-dir-lock.js';
import { migrateToLatest, openPglite } from './database.js';
import { refuseFeedTxidsAhead } from './feed-txids.js';

/**
 * Backup and restore of the embedded database (`npm run admin -- backup|restore <file>`): one
 * gzipped tar of DATA_DIR's `pgdata/` (PGlite's PostgreSQL data directory) and FILES_DIR as
 * `files/`. The copy is physical, so the export feeds' cursors (transaction ids) stay valid after a
 * restore. PGlite allows one process per DATA_DIR: while the server runs it holds the directory's
 * lock, and a backup is refused rather than taken from under it (it would not be consistent).
 * Under the lock the database is opened once first, so a directory a crash left is recovered and
 * checkpointed before it is copied.
 */
export class BackupError extends Error {}

export interface EmbeddedPaths {
  dataDir: string;
  filesDir: string;
}

function lockOrRefuse(dataDir: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch {
    throw new BackupError(
      `the server is running on DATA_DIR ${dataDir}: stop it first. The embedded database allows one process, and a copy taken from under it would not be consistent.`,
    );
  }
}

/** Runs tar (GNU tar, as on any Linux the portal runs on), with its own message on failure. */
function tar(args: string[]): void {
  try {
    execFileSync('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (error) {
    throw new BackupError(`tar failed: ${String((error as { stderr?: Buffer }).stderr ?? (error as Error).message).trim()}`);
  }
}

export async function backupEmbedded({ dataDir, filesDir }: EmbeddedPaths, file: string): Promise<{ bytes: number }> {
  const pgdata = path.join(dataDir, 'pgdata');
  if (!fs.existsSync(pgdata)) throw new BackupError(`no embedded database in ${pgdata}`);
  const unlock = lockOrRefuse(dataDir);
  const stage = fs.mkdtempSync(path.join(dataDir, '.backup-'));
  try {
    const opened = await openPglite(pgdata);
    await opened.close();
    // The archive's names are always pgdata/ and files/, wherever FILES_DIR is.
    fs.symlinkSync(pgdata, path.join(stage, 'pgdata'));
    fs.mkdirSync(filesDir, { recursive: true });
    fs.symlinkSync(path.resolve(filesDir), path.join(stage, 'files'));
    const partial = `${file}.partial`;
    tar(['--create', '--gzip', '--dereference', '--file', partial, '--directory', stage, 'pgdata', 'files']);
    // Renamed only when whole: a backup broken off never looks finished.
    fs.renameSync(partial, file);
    return { bytes: fs.statSync(file).size };
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    unlock();
  }
}

/**
 * Restores a backup into a DATA_DIR without a database (and an empty FILES_DIR): it never
 * overwrites one. The restored database is brought to this version's schema and its feeds checked.
 */
export async function restoreEmbedded({ dataDir, filesDir }: EmbeddedPaths, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new BackupError(`no file ${file}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const unlock = lockOrRefuse(dataDir);
  const stage = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    const pgdata = path.join(dataDir, 'pgdata');
    if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
      throw new BackupError(`DATA_DIR ${dataDir} already holds a database (pgdata/): restore into a new DATA_DIR, or move pgdata/ away first`);
    }
    if (fs.existsSync(filesDir) && fs.readdirSync(filesDir).length > 0) {
      throw new BackupError(`FILES_DIR ${filesDir} is not empty: restore into an empty one`);
    }
    tar(['--extract', '--gzip', '--file', file, '--directory', stage]);
    if (!fs.existsSync(path.join(stage, 'pgdata', 'PG_VERSION'))) throw new BackupError(`${file} is not a backup of the embedded database (no pgdata/)`);
    fs.rmSync(pgdata, { recursive: true, force: true });
    fs.renameSync(path.join(stage, 'pgdata'), pgdata);
    fs.mkdirSync(filesDir, { recursive: true });
    const files = path.join(stage, 'files');
    if (fs.existsSync(files)) fs.cpSync(files, filesDir, { recursive: true });
    const opened = await openPglite(pgdata);
    try {
      await migrateToLatest(opened.db);
      await refuseFeedTxidsAhead(opened.db);
    } finally {
      await opened.close();
    }
  } finally {
    fs.rmSync(stage, { recursive: true, force: true });
    unlock();
  }
}
