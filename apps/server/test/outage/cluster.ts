import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/** Runs a PostgreSQL command as the `postgres` user (initdb refuses root), as scripts/throwaway-postgres.mjs does. */
function asPostgres(command: string): void {
  const root = process.getuid?.() === 0;
  execFileSync(root ? 'su' : 'sh', root ? ['postgres', '-c', command] : ['-c', command], { stdio: 'pipe' });
}

export const hasPostgres = () => fs.existsSync(path.join(BIN, 'initdb'));

/**
 * A throwaway PostgreSQL 15 cluster of its own that the outage test may stop, kill and freeze,
 * so the cluster the rest of the PostgreSQL suite uses is never disturbed. Its port comes from
 * OUTAGE_PG_PORT; without it, the port after THROWAWAY_PG_PORT's when that is set (so a run that
 * keeps its throwaway cluster apart keeps this one apart too), else 54389.
 */
export class OutageCluster {
  readonly url: string;
  private readonly dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-outage-pg-'));
  private readonly dataDir = path.join(this.dir, 'data');

  /** `port`: another cluster of its own on that port (the logical-restore test's second cluster). */
  constructor(readonly port = Number(process.env.OUTAGE_PG_PORT ?? (process.env.THROWAWAY_PG_PORT ? Number(process.env.THROWAWAY_PG_PORT) + 1 : 54389))) {
    this.url = `postgres://postgres@127.0.0.1:${this.port}/postgres`;
    fs.mkdirSync(this.dataDir);
    fs.mkdirSync(path.join(this.dir, 'socket'));
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', this.dir]);
    asPostgres(`${BIN}/initdb -D ${this.dataDir} -U postgres --auth=trust -E UTF8 --no-sync > /dev/null`);
  }

  start(): void {
    asPostgres(
      `${BIN}/pg_ctl -D ${this.dataDir} -l ${this.dir}/server.log -w -o "-p ${this.port} -k ${this.dir}/socket -c listen_addresses=127.0.0.1" start > /dev/null`,
    );
  }

  /** The crash-like stop of the issue: no checkpoint, every connection cut at once. */
  stopImmediately(): void {
    asPostgres(`${BIN}/pg_ctl -D ${this.dataDir} -m immediate -w stop > /dev/null`);
  }

  /** The postmaster and every backend of this cluster (by the pid file and the process tree). */
  private pids(): number[] {
    const postmaster = Number(fs.readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    const children = fs
      .readdirSync('/proc')
      .filter((entry) => /^\d+$/.test(entry))
      .filter((pid) => {
        try {
          // The parent pid is the fourth field of /proc/<pid>/stat, after the command in parentheses.
          const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
          return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
        } catch {
          return false;
        }
      })
      .map(Number);
    return [postmaster, ...children];
  }

  /** A frozen database: every process of the cluster stopped (SIGSTOP), connections open and silent. */
  freeze(): void {
    for (const pid of this.pids()) process.kill(pid, 'SIGSTOP');
  }

  thaw(): void {
    for (const pid of this.pids()) process.kill(pid, 'SIGCONT');
  }

  destroy(): void {
    try {
      this.thaw();
    } catch {
      // not running
    }
    try {
      asPostgres(`${BIN}/pg_ctl -D ${this.dataDir} -m immediate -w stop > /dev/null`);
    } catch {
      // already stopped
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
