// `npm start`: builds the web app for COMPANY (default standard) under BASE_PATH, then starts
// the server, which migrates and seeds the database on first start and serves web and API on
// one port. Set SKIP_BUILD=1 to reuse the last build.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

const serverEntry = path.join(root, 'apps/server/src/server.ts');

// Bad configuration stops here with the server's one-line message, before a minute of building.
const check = spawnSync(process.execPath, ['--import', 'tsx', serverEntry, '--check-config'], { cwd: root, stdio: 'inherit' });
if (check.status !== 0) process.exit(check.status ?? 1);

if (process.env.SKIP_BUILD !== '1') {
  const build = spawnSync('npm', ['run', '--silent', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
