import { offsetClock, systemClock } from '@slakteweb/core';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { migrateToLatest, openPglite, openPostgres } from './db/database.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo-accounts.js';
import { seedDemoData } from './db/seed/demo-seed.js';
import { seedDemoDocuments } from './db/seed/documents-seed.js';
import { seedDemoSettlements } from './db/seed/settlements-seed.js';
import path from 'node:path';

async function main(): Promise<void> {
  const config = loadConfig();
  // `--check-config` only validates the environment (npm start runs it before the web build).
  if (process.argv.includes('--check-config')) return;
  const clock = config.now ? offsetClock(config.now) : systemClock;

  // PGlite allows one process per directory; PostgreSQL servers take many.
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const opened = config.databaseUrl ? openPostgres(config.databaseUrl) : await openPglite(path.join(config.dataDir, 'pgdata'));
  await migrateToLatest(opened.db);
  if (process.env.SEED_DEMO_DATA !== 'false') {
    await seedDemoData(opened.db);
    // Settlements for the demo farmers and other suppliers; skipped for suppliers that have them.
    const seeded = await seedDemoSettlements(opened.db, config.filesDir);
    if (seeded.settlements > 0) process.stdout.write(`Demodata: ${seeded.settlements} avregninger med ${seeded.animals} dyr (${seeded.ms} ms)\n`);
    // Documents after settlements: accountings are made from the posted settlements.
    const documents = await seedDemoDocuments(opened.db, config.filesDir, config.company);
    if (documents.documents > 0 || documents.files > 0) {
      process.stdout.write(`Demodata: ${documents.documents} dokumenter, ${documents.files} PDF-filer skrevet (${documents.ms} ms)\n`);
    }
  }

  const app = await buildApp({ config, db: opened.db, clock });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await app.settleBackgroundWork();
    await opened.close();
    unlock();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const url = config.publicUrl;
  const lines = [
    '',
    `${config.company.name} (${config.company.id}) kjører på ${url}`,
    `Database: ${opened.kind === 'pglite' ? `innebygd PGlite i ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    config.smtpUrl ? 'E-post: SMTP_URL' : `E-post: skrives til ${path.join(config.dataDir, 'outbox')}`,
    `Demokontoer (passord ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map((a) => `  ${a.username}  ${a.description}`),
    '',
  ];
  process.stdout.write(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  // Bad configuration stops the start with one line; anything else with its message.
  const message = error instanceof ConfigError ? `Configuration error: ${error.message}` : `Start failed: ${(error as Error).message}`;
  process.stderr.write(`${message}\n`);
  process.exit(1);
});
