// `npm run typecheck`: every TypeScript project checked by its own tsc, side by side, one per core
// (they were checked one after another). Each one's output is held until it ends, so the errors of
// two projects never interleave.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');
// The largest first, so the last one to start is a small one.
const PROJECTS = ['apps/web', 'apps/server', 'packages/core', 'e2e', 'tooling'];

function check(project) {
  return new Promise((resolve) => {
    const child = spawn(tsc, ['-p', project], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      process.stdout.write(output);
      resolve(code === 0);
    });
  });
}

const waiting = [...PROJECTS];
const results = [];
async function worker() {
  for (let project = waiting.shift(); project; project = waiting.shift()) results.push(await check(project));
}
await Promise.all(Array.from({ length: Math.min(os.availableParallelism(), PROJECTS.length) }, worker));
process.exit(results.length === PROJECTS.length && results.every(Boolean) ? 0 : 1);
