// The portal process that bench/notify-fanout.ts imports into and kills while it sends: the server
// built as the bench's first version built it in its own process, on DATABASE_URL, with its mails
// to the bench's SMTP server, listening on BENCH_PORT. The clock stands at BENCH_NOW, so a process
// started after a kill can stand past the dead process's claims (NOTIFICATION_LEASE_MS) without the
// bench waiting ten minutes. Prints `ready` once it listens; sends the outbox at once when started.
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openPostgres } from '../apps/server/src/db/database.js';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const opened = openPostgres(env('DATABASE_URL'));
const config = loadConfig({
  DATA_DIR: env('BENCH_DATA_DIR'),
  PUBLIC_URL: 'http://portal.test/',
  LOG_LEVEL: 'error',
  WEB_DIST_DIR: `${env('BENCH_DATA_DIR')}/no-web`,
  SEED_DEMO_DATA: 'false',
  SMTP_URL: `smtp://127.0.0.1:${env('BENCH_SMTP_PORT')}`,
  // One address sends every import: the flood guard is not what is measured.
  API_LIMIT_PER_IP: '100000000',
});
const now = new Date(env('BENCH_NOW'));
const app = await buildApp({ config, db: opened.db, clock: () => now });
await app.listen({ port: Number(env('BENCH_PORT')), host: '127.0.0.1' });
process.stdout.write('ready\n');
void app.sendNotifications();

// The bench ends a process it did not kill with SIGTERM: it finishes what it claimed, as the server does.
process.once('SIGTERM', () => {
  void app.close().then(() => opened.close()).then(() => process.exit(0));
});
