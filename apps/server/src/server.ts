import { offsetClock, systemClock } from '@slakteweb/core';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openPglite, openPostgres } from './db/database.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from './db/seed/demo-accounts.js';
import { migrateAndSeed } from './db/seed/migrate-and-seed.js';
import { migrateAndSeedPostgres } from './db/startup-database.js';
import { refreshPlannerStatisticsPeriodically } from './db/planner-statistics.js';
import path from 'node:path';
import { isClusterWorker, runPrimary } from './server-cluster.js';
import { startFailureMessage, startStep } from './start-failure.js';

/**
 * After a statement or connection timed out, requests answer 503 at once and the database is asked
 * this often until it answers again (db/circuit-breaker.ts).
 */
const DATABASE_PROBE_EVERY_MS = 1_000;

async function main(): Promise<void> {
  const config = loadConfig();
  // `--check-config` only validates the environment (npm start runs it before the web build).
  if (process.argv.includes('--check-config')) return;
  const clock = config.now ? offsetClock(config.now) : systemClock;
  const demoData = config.seedDemoData;
  const log = (line: string) => process.stdout.write(`${line}\n`);

  // Several server processes only over PostgreSQL: PGlite allows one process per directory.
  const workers = config.databaseUrl ? config.workers : 1;
  if (workers > 1 && !isClusterWorker()) {
    const prepare = () =>
      startStep(`migrating the PostgreSQL database (DATABASE_URL; files in ${config.filesDir})`, () =>
        migrateAndSeedPostgres(config.databaseUrl!, config.databaseTimeouts, { demoData, filesDir: config.filesDir, company: config.company, log }),
      );
    await runPrimary(workers, prepare, (lines) => printBanner(config, 'postgres', demoData, lines));
    return;
  }

  // PGlite allows one process per directory; PostgreSQL servers take many.
  const unlock = config.databaseUrl ? () => {} : await startStep(`locking the data directory ${config.dataDir}`, () => lockDataDir(config.dataDir));
  // A worker of a cluster starts on a database the primary has migrated and seeded. On PostgreSQL
  // the start's work has a pool of its own, without a request's time limit (startup-database.ts).
  if (config.databaseUrl && !isClusterWorker()) {
    const databaseUrl = config.databaseUrl;
    await startStep(`migrating the PostgreSQL database (DATABASE_URL; files in ${config.filesDir})`, () =>
      migrateAndSeedPostgres(databaseUrl, config.databaseTimeouts, { demoData, filesDir: config.filesDir, company: config.company, log }),
    );
  }
  const pgdata = path.join(config.dataDir, 'pgdata');
  const opened = config.databaseUrl
    ? openPostgres(config.databaseUrl, { ...config.databaseTimeouts, probeEveryMs: DATABASE_PROBE_EVERY_MS })
    : await startStep(`opening the embedded database in ${pgdata}`, () => openPglite(pgdata));
  if (opened.kind === 'pglite') {
    await startStep(`migrating${demoData ? ' and seeding' : ''} the embedded database in ${pgdata} (files in ${config.filesDir})`, () =>
      migrateAndSeed(opened.db, { demoData, filesDir: config.filesDir, company: config.company, log, collectPlannerStatistics: true }),
    );
  }

  const app = await startStep(`preparing the server (data directory ${config.dataDir})`, () => buildApp({ config, db: opened.db, clock }));
  // PGlite has no autovacuum: collect the planner statistics again now and then (planner-statistics.ts).
  let analyzing: Promise<unknown> = Promise.resolve();
  const stopAnalyzing =
    opened.kind === 'pglite'
      ? refreshPlannerStatisticsPeriodically(opened.db, (work) => {
          analyzing = work.catch((err: unknown) => app.log.error({ err }, 'collecting planner statistics failed'));
        })
      : () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    stopAnalyzing();
    await app.close();
    await app.settleBackgroundWork();
    await analyzing;
    await opened.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await startStep(`listening on ${config.host}:${config.port}`, () => app.listen({ host: config.host, port: config.port }));
  if (isClusterWorker()) return;
  const processes =
    opened.kind === 'pglite'
      ? [`Én serverprosess: den innebygde PGlite tillater bare én${config.workers > 1 ? ` (WORKERS=${config.workers} gjelder bare med DATABASE_URL)` : ''}`]
      : ['Én serverprosess (WORKERS=1)'];
  printBanner(config, opened.kind, demoData, processes);
}

function printBanner(config: ReturnType<typeof loadConfig>, kind: 'pglite' | 'postgres', demoData: boolean, processes: string[]): void {
  const url = config.publicUrl;
  const lines = [
    '',
    `${config.company.name} (${config.company.id}) kjører på ${url}`,
    `Database: ${kind === 'pglite' ? `innebygd PGlite i ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...processes,
    config.smtpUrl ? 'E-post: SMTP_URL' : `E-post: skrives til ${path.join(config.dataDir, 'outbox')}`,
    ...(demoData ? demoLines(kind) : ['Demodata: ikke lagt inn (SEED_DEMO_DATA=true legger den inn)']),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

/** The demo accounts, and on PostgreSQL a warning: their password and TOTP secret are public. */
function demoLines(kind: 'pglite' | 'postgres'): string[] {
  return [
    ...(kind === 'postgres' ? ['ADVARSEL: demodata i PostgreSQL (SEED_DEMO_DATA=true). Passordet og TOTP-hemmeligheten under er offentlige: aldri i produksjon.'] : []),
    `Demokontoer (passord ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.username}  ${a.description}`),
    `TOTP-hemmelighet for 90001 (legg den inn i en autentiseringsapp): ${DEMO_TOTP_SECRET}`,
  ];
}

main().catch((error: unknown) => {
  // One line: bad configuration, or which step failed, where and why (start-failure.ts).
  process.stderr.write(`${startFailureMessage(error)}\n`);
  process.exit(1);
});
