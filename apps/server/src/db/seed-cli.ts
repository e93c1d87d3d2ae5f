import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { failureReason } from '../start-failure.js';
import { openPglite } from './database.js';
import { lockDataDir } from './data-dir-lock.js';
import type { FarmCopy } from './seed/farm-copy.js';
import { migrateAndSeed } from './seed/migrate-and-seed.js';
import { migrateAndSeedPostgres } from './startup-database.js';

/**
 * `npm run seed -w apps/server [-- --copy-farm 11001=10001 ...]`: does the server's start work on
 * the database in DATA_DIR (or DATABASE_URL) without starting the server: migrates, rebuilds stale
 * rollups, and seeds the demo data where the start would (SEED_DEMO_DATA: by default on the
 * embedded database only; on PostgreSQL it then also refuses a trial's database, as the start
 * does). So on PostgreSQL it is the release step that migrates before the servers start.
 * `--copy-farm <new>=<demo>` also copies a farm's whole data set under a new supplier number (the
 * end-to-end tests' own farms). `--reword-demo-texts`: the database was seeded for the other
 * company variant and copied; the demo help texts that depend on the variant are written again
 * in COMPANY's words. Running it again changes nothing.
 */

const USAGE = 'Usage: npm run seed -w apps/server [-- [--reword-demo-texts] --copy-farm <new supplier no>=<supplier no to copy> ...]';

/** '11001=10001' → { to: '11001', from: '10001' }. */
function parseFarmCopy(arg: string): FarmCopy {
  const match = /^(\d{1,20})=(\d{1,20})$/.exec(arg.trim());
  if (!match) throw new ConfigError(`--copy-farm takes <new supplier no>=<supplier no to copy>, e.g. 11001=10001; got "${arg}"`);
  return { to: match[1]!, from: match[2]! };
}

function parseCommandLine() {
  try {
    return parseArgs({ options: { 'copy-farm': { type: 'string', multiple: true }, 'reword-demo-texts': { type: 'boolean' }, help: { type: 'boolean' } } });
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

  const options = {
    demoData: config.seedDemoData,
    farmCopies,
    rewordDemoTexts: values['reword-demo-texts'] ?? false,
    filesDir: config.filesDir,
    company: config.company,
    log: (line: string) => process.stdout.write(`${line}\n`),
  };
  if (config.databaseUrl) {
    // The start's own work on PostgreSQL, without a request's time limit (startup-database.ts).
    await migrateAndSeedPostgres(config.databaseUrl, config.databaseTimeouts, options);
  } else {
    // PGlite allows one process per directory: a running server on the same DATA_DIR stops us here.
    const unlock = lockDataDir(config.dataDir);
    try {
      const opened = await openPglite(path.join(config.dataDir, 'pgdata'));
      try {
        await migrateAndSeed(opened.db, { ...options, collectPlannerStatistics: true });
      } finally {
        await opened.close();
      }
    } finally {
      unlock();
    }
  }
  const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `innebygd PGlite i ${config.dataDir}`;
  process.stdout.write(`Databasen er klar: ${where}${config.seedDemoData ? ', med demodata' : ', uten demodata (SEED_DEMO_DATA=true legger den inn)'}\n`);
}

main().catch((error: unknown) => {
  // Bad configuration or arguments stop with one line; anything else with its reason (start-failure.ts).
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : `Seeding failed: ${failureReason(error)}`;
  process.stderr.write(`${message}\n${error instanceof ConfigError ? `${USAGE}\n` : ''}`);
  process.exit(1);
});
