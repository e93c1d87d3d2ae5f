// Starts the compiled server, what `npm start` runs, for one e2e variant on a fresh data directory.
// The builds must exist: `npm run build -w apps/server` and `COMPANY=<id> npm run build -w apps/web`
// (the web app was built with BASE_PATH for midtnorge).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });

// The demo data and each spec's own copies of the demo farms (E2E_FARM_COPIES, from farms.ts),
// seeded before the server opens the database: PGlite allows one process per data directory.
const copies = (process.env.E2E_FARM_COPIES ?? '').split(' ').filter(Boolean);
const seed = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'apps/server/src/db/seed-cli.ts'), ...copies.flatMap((copy) => ['--copy-farm', copy])],
  { cwd: root, stdio: 'inherit', env: process.env },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, ['--enable-source-maps', path.join(root, 'apps/server/dist/server.js')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
