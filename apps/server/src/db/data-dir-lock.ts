import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite allows one process per data directory. This lock makes a second server on the same
 * DATA_DIR stop with a clear message instead of corrupting the database. A lock left by a process
 * that no longer runs (a crash) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid) && pid !== process.pid) {
        throw new Error(`DATA_DIR ${dataDir} is in use by another server (pid ${pid}); stop it or use another DATA_DIR`, {
          cause: error,
        });
      }
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}`);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
