// `npm test`: every check and test of the project, in order, then one summary line
// "N passed, N failed[, N skipped]" that counts every test run (typecheck and lint count as one
// check each). Exit code 1 when anything failed.
//
//   1. typecheck (tsc), lint (eslint), the server compiled (apps/server/build.mjs) and the web app
//      built for both company variants: side by side (each on its own is mostly one core, and the
//      builds take seconds), each one's output printed whole when it ends
//   2. unit, server and web component tests (Vitest): core, server on PGlite, web
//   3. the server tests again on PostgreSQL: TEST_DATABASE_URL, or a throwaway PostgreSQL 15
//      cluster started here when its binaries are installed (skipped with a notice otherwise)
//   4. the web app within its download budget per route (bench/web-bundle.ts --budget, a few seconds)
//   5. end-to-end tests in Chromium against the compiled server, both variants (Playwright), each
//      server on a database of its own on the PostgreSQL of step 3 (E2E_DATABASE_URL,
//      e2e/start-server.mjs), or on the embedded PGlite when there is none
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from './throwaway-postgres.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
// Each failed test by name with the first lines of its error, printed again at the very end: the
// end of a long CI log is often all that is kept of it.
const failedTests = [];
// The pattern strips terminal colours.
// eslint-disable-next-line no-control-regex
const firstLines = (text, n = 4) => String(text ?? '').replace(/\x1b\[[0-9;]*m/g, '').split('\n').slice(0, n).join('\n      ');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

function run(label, command, args, env = {}) {
  process.stdout.write(`\n=== ${label}\n`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  // How long each step took, so a slow step shows in the CI log.
  process.stdout.write(`=== ${label}: ${result.status === 0 ? 'done' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s\n`);
  return result.status === 0;
}

function count(label, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(label);
  }
}

function check(label, command, args, env = {}) {
  count(label, run(label, command, args, env));
}

/** Runs checks side by side; each one's output is held and printed whole, in the given order. */
async function checkSideBySide(steps) {
  const started = Date.now();
  const results = steps.map(({ label, command, args, env = {} }) =>
    new Promise((resolve) => {
      const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env } });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => (output += `${error.message}\n`));
      child.on('close', (code) => resolve({ label, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) }));
    }),
  );
  for (const result of results) {
    const { label, ok, output, seconds } = await result;
    process.stdout.write(`\n=== ${label}\n${output}=== ${label}: ${ok ? 'done' : 'failed'} in ${seconds} s (side by side)\n`);
    count(label, ok);
  }
}

function vitest(label, args, env = {}) {
  const out = path.join(reports, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(label, bin('vitest'), ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  if (!fs.existsSync(out)) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  // A run can fail with every test green (an unhandled error, a crashed worker): count it too.
  if (!ok && report.numFailedTests === 0) totals.failed += 1;
  if (!ok || report.numFailedTests > 0) failures.push(label);
  for (const file of report.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === 'failed') failedTests.push(`${path.relative(root, file.name)} › ${test.fullName}\n      ${firstLines(test.failureMessages?.[0])}`);
    }
    // A file that failed outside its tests (an import error, a hook): its message.
    if (file.status === 'failed' && file.assertionResults.every((t) => t.status !== 'failed')) {
      failedTests.push(`${path.relative(root, file.name)}\n      ${firstLines(file.message)}`);
    }
  }
}

function playwright(label, env) {
  const out = path.join(reports, 'e2e.json');
  const ok = run(label, bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  if (!fs.existsSync(out)) {
    totals.failed += 1;
    failures.push(`${label} (no report)`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const { stats } = report;
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  if (!ok && stats.unexpected === 0) totals.failed += 1;
  if (!ok || stats.unexpected > 0) failures.push(label);
  // Playwright's report nests suites in suites; a test whose outcome was unexpected failed.
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected') continue;
        const error = test.results.at(-1)?.error?.message;
        failedTests.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n      ${firstLines(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
}

// The e2e suite runs the compiled server, as `npm start` does, and mounts midtnorge under a base
// path (e2e/playwright.config.ts), so the web app is built so.
await checkSideBySide([
  { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
  { label: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] },
  { label: 'build server', command: 'npm', args: ['run', '--silent', 'build', '-w', 'apps/server'] },
  ...[['standard', '/'], ['midtnorge', '/midtnorge/']].map(([company, basePath]) => ({
    label: `build web (${company})`,
    command: 'npm',
    args: ['run', '--silent', 'build', '-w', 'apps/web'],
    env: { COMPANY: company, BASE_PATH: basePath },
  })),
]);
vitest('unit, server (PGlite) and web tests', ['--project', 'core', '--project', 'server-pglite*', '--project', 'web*', '--project', 'tooling']);

let postgres = null;
let databaseUrl = process.env.TEST_DATABASE_URL;
if (!databaseUrl) {
  try {
    postgres = startThrowawayPostgres();
    databaseUrl = postgres?.url;
  } catch (error) {
    process.stdout.write(`Could not start a throwaway PostgreSQL: ${error.message}\n`);
  }
}
try {
  if (databaseUrl) vitest('server tests on PostgreSQL', ['--project', 'server-postgres*'], { TEST_DATABASE_URL: databaseUrl });
  else {
    process.stdout.write('\n=== server tests on PostgreSQL: skipped (no TEST_DATABASE_URL and no PostgreSQL 15 here)\n');
    totals.skipped += 1;
  }

  if (failures.some((f) => f.startsWith('build '))) {
    process.stdout.write('\n=== end-to-end tests: not run, a build failed\n');
    totals.failed += 1;
  } else {
    // What a farmer downloads per route, against the budgets (login ≤ 90 kB, dashboard ≤ 200 kB gzipped).
    check('web bundle budget', bin('tsx'), ['bench/web-bundle.ts', '--budget']);
    // The e2e servers on the same PostgreSQL, a database per variant: PGlite (WebAssembly in the
    // server's process) took more of the two cores (bench/RESULTS.md); the PGlite run above and
    // `npm start` keep the embedded database tested.
    const where = databaseUrl ? 'PostgreSQL' : 'PGlite';
    playwright(`end-to-end tests (Chromium, both variants, ${where})`, databaseUrl ? { E2E_DATABASE_URL: databaseUrl } : {});
  }
} finally {
  postgres?.stop();
}

fs.rmSync(reports, { recursive: true, force: true });
if (failedTests.length > 0) process.stdout.write(`\nFailed tests:\n${failedTests.map((t) => `  ✗ ${t}`).join('\n')}\n`);
if (failures.length > 0) process.stdout.write(`\nFailed: ${failures.join('; ')}\n`);
const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
process.stdout.write(`\n${totals.passed} passed, ${totals.failed} failed${skipped}\n`);
process.exit(failures.length > 0 || totals.failed > 0 ? 1 : 0);
