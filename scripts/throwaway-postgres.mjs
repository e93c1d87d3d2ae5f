// Starts a throwaway PostgreSQL 15 cluster for the server tests (DESIGN.md §8): a fresh data
// directory owned by the `postgres` user (initdb refuses root), a private port and socket dir,
// trust auth on 127.0.0.1 only. Returns its URL and a stop function; null when PostgreSQL 15
// is not installed here.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

function asPostgres(command) {
  const isRoot = process.getuid?.() === 0;
  const args = isRoot ? ['postgres', '-c', command] : ['-c', command];
  execFileSync(isRoot ? 'su' : 'sh', args, { stdio: 'pipe' });
}

/** The port: THROWAWAY_PG_PORT, so two test runs on one machine do not collide; 54329 by default. */
export function startThrowawayPostgres(port = Number(process.env.THROWAWAY_PG_PORT ?? 54329)) {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-pg-'));
  const dataDir = path.join(dir, 'data');
  const socketDir = path.join(dir, 'socket');
  fs.mkdirSync(dataDir);
  fs.mkdirSync(socketDir);
  try {
    if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
    asPostgres(`${BIN}/initdb -D ${dataDir} -U postgres --auth=trust -E UTF8 --no-sync > /dev/null`);
    asPostgres(
      `${BIN}/pg_ctl -D ${dataDir} -l ${dir}/server.log -w -o "-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start > /dev/null`,
    );
  } catch (error) {
    // Say why (e.g. the port is taken), and leave nothing behind.
    const log = fs.existsSync(`${dir}/server.log`) ? fs.readFileSync(`${dir}/server.log`, 'utf8').trim().split('\n').slice(-5).join(' / ') : '';
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(log ? `${error.message.split('\n')[0]} (${log})` : error.message, { cause: error });
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        asPostgres(`${BIN}/pg_ctl -D ${dataDir} -m immediate -w stop > /dev/null`);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
