import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openPglite, openPostgres } from './database.js';
import { lockDataDir } from './data-dir-lock.js';
import type { FarmCopy } from './seed/farm-copy.js';
import { migrateAndSeed } from './seed/migrate-and-seed.js';
import { startupTimeouts } from './startup-database.js';

/**
 * `npm run seed -w apps/server [-- --copy-farm 11001=10001 ...]`: migrates the database in DATA_DIR
 * (or DATABASE_URL) and seeds the demo data, as the server does at start, without starting the
 * server. `--copy-farm <new>=<demo>` also copies a farm's whole data set under a new supplier
 * number (the end-to-end tests' own farms). Running it again changes nothing.
 */

const USAGE = 'Usage: npm run seed -w apps/server [-- --copy-farm <new supplier no>=<supplier no to copy> ...]';

/** '11001=10001' → { to: '11001', from: '10001' }. */
function parseFarmCopy(arg: string): FarmCopy {
  const match = /^(\d{1,20})=(\d{1,20})$/.exec(arg.trim());
  if (!match) throw new ConfigError(`--copy-farm takes <new supplier no>=<supplier no to copy>, e.g. 11001=10001; got "${arg}"`);
  return { to: match[1]!, from: match[2]! };
}

function parseCommandLine() {
  try {
    return parseArgs({ options: { 'copy-farm': { type: 'string', multiple: true }, help: { type: 'boolean' } } });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
}

async function main(): Promise<void> {
  const { values } = parseCommandLine();
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const farmCopies = (values['copy-farm'] ?? []).map(parseFarmCopy);
  // npm runs a workspace script in the workspace's folder; a relative DATA_DIR or FILES_DIR means
  // the folder the command was typed in, as it does for `npm start` there.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = loadConfig();

  // PGlite allows one process per directory: a running server on the same DATA_DIR stops us here.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  try {
    // Seeding is the start's work: on PostgreSQL without a request's time limit (startup-database.ts).
    const opened = config.databaseUrl ? openPostgres(config.databaseUrl, startupTimeouts(config.databaseTimeouts)) : await openPglite(path.join(config.dataDir, 'pgdata'));
    try {
      await migrateAndSeed(opened.db, {
        demoData: true,
        farmCopies,
        filesDir: config.filesDir,
        company: config.company,
        log: (line) => process.stdout.write(`${line}\n`),
        collectPlannerStatistics: !config.databaseUrl,
      });
    } finally {
      await opened.close();
    }
  } finally {
    unlock();
  }
  process.stdout.write(`Databasen er klar: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `innebygd PGlite i ${config.dataDir}`}\n`);
}

main().catch((error: unknown) => {
  // Bad configuration or arguments stop with one line; anything else with its message.
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : `Seeding failed: ${(error as Error).message}`;
  process.stderr.write(`${message}\n${error instanceof ConfigError ? `${USAGE}\n` : ''}`);
  process.exit(1);
});
