import fs from 'node:fs';
import path from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

/** The lock file in DATA_DIR; it stays there, only its lock comes and goes. */
export const LOCK_FILE = 'server.lock';

/**
 * PGlite allows one process per data directory. This takes an exclusive lock held by the operating
 * system on DATA_DIR/server.lock (an open-file-description lock, fcntl F_OFD_SETLK on Linux), so a
 * second server on the same DATA_DIR stops with a clear message instead of corrupting the database.
 * Unlike a pid written to a file, the lock does not depend on process ids: two servers in
 * separate containers sharing a volume are both pid 1, and the second is still refused. The
 * system drops the lock when the holder exits however it exits, so a crash leaves nothing to clean.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, LOCK_FILE);
  // Read and write: an exclusive lock needs a file open for writing.
  const fd = fs.openSync(lockFile, 'a+');
  if (!tryLock(fd)) {
    fs.closeSync(fd);
    throw new Error(`DATA_DIR ${dataDir} is in use by another server; stop it or use another DATA_DIR`);
  }
  // Who holds it, for a person looking; the lock itself is what counts.
  fs.ftruncateSync(fd, 0);
  fs.writeSync(fd, `${process.pid}\n`);
  return () => {
    unlock(fd);
    fs.closeSync(fd);
  };
}
