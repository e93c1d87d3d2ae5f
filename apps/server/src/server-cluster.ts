import cluster, { type Worker } from 'node:cluster';

/**
 * WORKERS=N over PostgreSQL: this primary process forks N server processes (node:cluster) that
 * share the port; the operating system hands each new connection to one of them. Nothing lives in
 * a process that another needs: sessions, login limits, idempotency keys and the statistics are in
 * the database, files in FILES_DIR (the flood guard counts per process). The primary migrates
 * and seeds once before forking, so the workers start on a ready database; it serves nothing
 * itself, starts a new worker for one that dies, and stops them all on SIGTERM or SIGINT.
 * The embedded PGlite allows one process, so without DATABASE_URL there is no cluster.
 */
export async function runPrimary(workers: number, prepare: () => Promise<void>, banner: (lines: string[]) => void): Promise<void> {
  await prepare();
  let stopping = false;
  let listening = 0;
  const fork = (): Worker => cluster.fork({ SLAKTEWEB_WORKER: '1' });
  cluster.on('listening', () => {
    listening += 1;
    if (listening === workers) banner([`${workers} serverprosesser (WORKERS=${workers}) på samme port`]);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    process.stderr.write(`Server process ${worker.process.pid} ended (${signal ?? code}); starting a new one\n`);
    fork();
  });
  for (let i = 0; i < workers; i++) fork();

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined && !w.isDead());
    let left = alive.length;
    if (left === 0) process.exit(0);
    for (const worker of alive) {
      worker.once('exit', () => {
        left -= 1;
        if (left === 0) process.exit(0);
      });
      worker.process.kill(signal);
    }
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

/** True in a server process the primary forked: it neither migrates nor prints the banner. */
export function isClusterWorker(): boolean {
  return cluster.isWorker && process.env.SLAKTEWEB_WORKER === '1';
}
