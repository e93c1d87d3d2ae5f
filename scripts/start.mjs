// `npm start`: compiles the server (apps/server/build.mjs, under a second), checks the
// configuration, builds the web app for COMPANY (default standard) under BASE_PATH, then starts the
// compiled server, which migrates and seeds the database on first start and serves web and API on
// one port. Set SKIP_BUILD=1 to reuse the last web build; the server is always compiled afresh, so
// it never runs older code than the source. In development `npm run dev:server` runs the
// TypeScript source directly and restarts on changes (tsx watch).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverBundle = path.join(root, 'apps/server/dist/server.js');
// Stack traces in logs then point at the TypeScript source, not the bundle.
const nodeArgs = ['--enable-source-maps', serverBundle];

function runOrExit(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

runOrExit(process.execPath, [path.join(root, 'apps/server/build.mjs')]);
// Bad configuration stops here with the server's one-line message, before the web build.
runOrExit(process.execPath, [...nodeArgs, '--check-config']);
if (process.env.SKIP_BUILD !== '1') runOrExit('npm', ['run', '--silent', 'build', '-w', 'apps/web']);

const server = spawn(process.execPath, nodeArgs, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
