// Starts the compiled server, what `npm start` runs, for one e2e variant on a fresh data directory.
// The builds must exist: `npm run build -w apps/server` and `COMPANY=<id> npm run build -w apps/web`
// (the web app was built with BASE_PATH for midtnorge).
//
// The demo data and each spec's own copies of the demo farms (E2E_FARM_COPIES, from farms.ts) are
// seeded once per e2e run, by the variant whose server starts first, into E2E_SEED_DIR; each
// variant then starts from a copy of that database. Seeding is most of a server's start (about
// 30 s of CPU), and the two variants' data differ only in three help texts and the PDFs' letterhead:
// the seed CLI writes those for its own variant on the copy (`--reword-demo-texts`, and the PDFs
// into the variant's empty files folder).
//
// The database is the embedded PGlite in the variant's DATA_DIR, or, with E2E_DATABASE_URL (a
// PostgreSQL server where the run may create databases; `npm test` passes its throwaway cluster),
// a database per variant there: the demo data seeded once into slakteweb_e2e_seed and each
// variant's database made from it (CREATE DATABASE … TEMPLATE, a file copy). PGlite runs in the
// server's own process as WebAssembly, so native PostgreSQL takes less of the machine's CPU.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = process.env.DATA_DIR;
const company = process.env.COMPANY ?? 'standard';
const serverUrl = process.env.E2E_DATABASE_URL || undefined;
/** A database on E2E_DATABASE_URL's server (the same server, user and password). */
function databaseUrl(name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.href;
}
const SEED_DATABASE = 'slakteweb_e2e_seed';
const variantDatabase = `slakteweb_e2e_${company}`;

/** Runs statements on E2E_DATABASE_URL's own database, one after the other (pg, the server's driver). */
async function adminStatements(...statements) {
  const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

if (serverUrl) {
  // The servers and the tools they run use the variant's database; the demo data is asked for,
  // as a start on PostgreSQL refuses a database holding the demo accounts otherwise. One server
  // process, as on PGlite.
  Object.assign(process.env, { DATABASE_URL: databaseUrl(variantDatabase), SEED_DEMO_DATA: 'true', WORKERS: '1' });
}
// One folder per e2e run (playwright.config.ts); a server started alone seeds a folder of its own.
const seedDir = process.env.E2E_SEED_DIR ?? path.join(path.dirname(dataDir), `seeded-${process.pid}`);
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(path.dirname(seedDir), { recursive: true });

/** Runs the seed CLI (migrations, demo data, farm copies; PGlite allows one process per data directory). */
function seed(env, args) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/db/seed-cli.ts'), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/** Seeds E2E_SEED_DIR, or waits for the other variant's server to have seeded it; answers the company it was seeded for. */
async function seededOnce() {
  const ready = path.join(seedDir, 'ready');
  const failed = path.join(seedDir, 'failed');
  let first = true;
  try {
    fs.mkdirSync(seedDir);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
    first = false;
  }
  if (first) {
    // Earlier runs' seeded databases (each run has a folder of its own, E2E_SEED_DIR).
    const parent = path.dirname(seedDir);
    for (const entry of fs.readdirSync(parent)) {
      if (entry.startsWith('seeded-') && path.join(parent, entry) !== seedDir) fs.rmSync(path.join(parent, entry), { recursive: true, force: true });
    }
    const copies = (process.env.E2E_FARM_COPIES ?? '').split(' ').filter(Boolean);
    // An earlier run's seeded database on the same server goes too.
    if (serverUrl) await adminStatements(`drop database if exists ${SEED_DATABASE} with (force)`, `create database ${SEED_DATABASE}`);
    const database = serverUrl ? { DATABASE_URL: databaseUrl(SEED_DATABASE) } : { DATA_DIR: path.join(seedDir, 'data') };
    const status = seed({ ...database, FILES_DIR: path.join(seedDir, 'files') }, copies.flatMap((copy) => ['--copy-farm', copy]));
    fs.writeFileSync(status === 0 ? ready : failed, company);
    if (status !== 0) process.exit(status);
  }
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed)) {
      process.stderr.write('The demo data could not be seeded (the other e2e server’s output says why)\n');
      process.exit(1);
    }
    await sleep(200);
  }
  return fs.readFileSync(ready, 'utf8');
}

const seededFor = await seededOnce();
fs.mkdirSync(dataDir, { recursive: true });
if (serverUrl) {
  // The template has no connection left (the seed CLI has ended), so PostgreSQL copies its files.
  await adminStatements(`drop database if exists ${variantDatabase} with (force)`, `create database ${variantDatabase} template ${SEED_DATABASE}`);
} else {
  fs.cpSync(path.join(seedDir, 'data', 'pgdata'), path.join(dataDir, 'pgdata'), { recursive: true });
}
// The PDFs carry the letterhead of the variant they were seeded for, so the other variant does
// not take them: its seed run writes its own into its empty files folder, and its help texts in
// its own words. (The server's start then finds nothing to seed; it only collects statistics.)
if (seededFor === company) {
  fs.cpSync(path.join(seedDir, 'files'), path.join(dataDir, 'files'), { recursive: true });
} else {
  const status = seed({}, ['--reword-demo-texts']);
  if (status !== 0) process.exit(status);
}

// A service token for the specs that play the cooperative (e2e/fixtures.ts serviceToken): made
// with the admin CLI before the server holds the database, written where the specs read it.
const tokens = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/admin-cli.ts'), 'tokens', 'create', '--name', 'e2e-cooperative', '--scope', 'export:cases', '--scope', 'import:cases'],
  { cwd: root, encoding: 'utf8', env: process.env },
);
if (tokens.status !== 0) {
  process.stderr.write(`The e2e service token could not be made:\n${tokens.stderr}\n`);
  process.exit(tokens.status ?? 1);
}
fs.writeFileSync(path.join(dataDir, 'e2e-service-token'), tokens.stdout.trim().split('\n').at(-1));

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
