import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium against the real server with demo data, once per company
 * variant. midtnorge is mounted under a base path, so that mounting is tested end to end too.
 * Each run starts from a fresh data directory (see start-server.mjs).
 */
export const VARIANTS = {
  standard: { port: 3101, basePath: '/' },
  midtnorge: { port: 3102, basePath: '/midtnorge/' },
} as const;

/** The server clock of the e2e runs (Europe/Oslo). */
export const E2E_NOW = '2026-11-22T12:00';

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
  // Tests of one variant share its demo accounts, so they run one at a time per variant.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json']],
  outputDir: '../test-results',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
    locale: 'nb-NO',
    timezoneId: 'Europe/Oslo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: Object.entries(VARIANTS).map(([company, v]) => ({
    name: company,
    use: { baseURL: `http://127.0.0.1:${v.port}${v.basePath}` },
  })),
  webServer: Object.entries(VARIANTS).map(([company, v]) => ({
    command: `node e2e/start-server.mjs`,
    cwd: '..',
    url: `http://127.0.0.1:${v.port}${v.basePath}api/external/texts`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      COMPANY: company,
      PORT: String(v.port),
      HOST: '127.0.0.1',
      BASE_PATH: v.basePath,
      PUBLIC_URL: `http://127.0.0.1:${v.port}${v.basePath}`,
      DATA_DIR: `${process.env.E2E_DATA_ROOT ?? '/tmp/slakteweb-e2e'}/${company}`,
      LOG_LEVEL: 'warn',
      // The demo data's "today" (Sunday of ISO week 47), so deadlines and deletion cutoffs give
      // the same answers whatever day the tests run. The server's clock runs on from here.
      NOW: E2E_NOW,
    },
  })),
});
