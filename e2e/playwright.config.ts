import fs from 'node:fs';
import { defineConfig } from '@playwright/test';
import { farmCopies } from './farms.js';

/**
 * End-to-end tests in Debian's Chromium (its headless shell) against the real server with demo
 * data, once per company variant. midtnorge is mounted under a base path, so that mounting is
 * tested end to end too. Each run starts from a fresh data directory with the demo data and each
 * spec's own copies of the demo farms (farms.ts), seeded once per run and copied per variant
 * (start-server.mjs). The servers' database is the embedded PGlite, or with E2E_DATABASE_URL a
 * database per variant on that PostgreSQL server (`npm test` passes its throwaway cluster).
 */
/** First port of the e2e servers (standard, then midtnorge); set E2E_PORT_BASE so two runs on one machine do not collide. */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 3101);
if (!Number.isInteger(PORT_BASE) || PORT_BASE < 1024 || PORT_BASE > 65534) {
  throw new Error(`E2E_PORT_BASE must be a port number between 1024 and 65534, got "${process.env.E2E_PORT_BASE}"`);
}

export const VARIANTS = {
  standard: { port: PORT_BASE, basePath: '/' },
  midtnorge: { port: PORT_BASE + 1, basePath: '/midtnorge/' },
} as const;

/**
 * Spec files run at once per variant (E2E_WORKERS_PER_VARIANT, default 1). Each worker is a
 * browser. Each spec reads only its own farms' mails, so more than one can run; but on the 2-core
 * CI machine two per variant (four browsers and two servers) made every test several times slower
 * and the long tours ran out of time (bench/RESULTS.md): one per variant until the machine has
 * more cores.
 */
const WORKERS_PER_VARIANT = Number(process.env.E2E_WORKERS_PER_VARIANT ?? 1);
if (!Number.isInteger(WORKERS_PER_VARIANT) || WORKERS_PER_VARIANT < 1) {
  throw new Error(`E2E_WORKERS_PER_VARIANT must be a whole number of at least 1, got "${process.env.E2E_WORKERS_PER_VARIANT}"`);
}

/** Where this run's e2e data lives: a folder per variant, and the demo data seeded once (start-server.mjs). */
const DATA_ROOT = process.env.E2E_DATA_ROOT ?? '/tmp/slakteweb-e2e';
/** The seeded database both variants copy, a folder per run (the runner's process id: the same for both servers). */
const SEED_DIR = `${DATA_ROOT}/seeded-${process.pid}`;

/** The server clock of the e2e runs (Europe/Oslo). */
export const E2E_NOW = '2026-11-22T12:00';

/**
 * The browser: Debian's Chromium headless shell (package chromium-headless-shell), the headless
 * Chromium made for automation, without the full browser's window and GPU machinery: the same
 * tours take less CPU than in the full Chromium (bench/RESULTS.md), and every spec passes in it,
 * the service worker, installability, downloads and print included. Where it is not installed,
 * the full Chromium (/usr/bin/chromium); CHROMIUM_PATH chooses another.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium');

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // Each spec has its own farms and reads only its own farms' mails (fixtures.ts), and the staff's
  // second-factor codes are claimed across workers (tests/helpers.ts), so the spec files of a
  // variant run side by side, WORKERS_PER_VARIANT at a time; the tests within a file run in order.
  // The two variants have servers of their own, so they run side by side too.
  fullyParallel: false,
  workers: WORKERS_PER_VARIANT * Object.keys(VARIANTS).length,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    // The portal's service worker answers the app's files from its cache, and request
    // interception (page.route) does not see what a service worker handles: the specs that cut or
    // rewrite requests would test the cache instead. Blocked here; offline.spec.ts allows it.
    serviceWorkers: 'block',
    // A failed tour keeps its trace: the actions, the page's DOM at each and its network, which
    // is what finds a race. Without the trace's screencast (a JPEG of the page many times a
    // second): it cost about a sixth of the tours' CPU, and the failure's screenshot stays.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: Object.entries(VARIANTS).map(([company, v]) => ({
    name: company,
    workers: WORKERS_PER_VARIANT,
    use: { baseURL: `http://127.0.0.1:${v.port}${v.basePath}` },
  })),
  webServer: Object.entries(VARIANTS).map(([company, v]) => ({
    command: `node e2e/start-server.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${v.port}${v.basePath}api/external/texts`,
    reuseExistingServer: false,
    // A fresh data directory: a copy of the demo data and the specs' farm copies, seeded once by
    // whichever server starts first.
    timeout: 300_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      COMPANY: company,
      PORT: String(v.port),
      HOST: '127.0.0.1',
      BASE_PATH: v.basePath,
      PUBLIC_URL: `http://127.0.0.1:${v.port}${v.basePath}`,
      DATA_DIR: `${DATA_ROOT}/${company}`,
      E2E_SEED_DIR: SEED_DIR,
      LOG_LEVEL: 'warn',
      // The demo data's "today" (Sunday of ISO week 47), so deadlines and deletion cutoffs give
      // the same answers whatever day the tests run. The server's clock runs on from here.
      NOW: E2E_NOW,
      // The specs' own farms, copied from the demo farms in the seeded database (farms.ts).
      E2E_FARM_COPIES: farmCopies().join(' '),
    },
  })),
});
