import { configDefaults, defineProject } from 'vitest/config';
import { PGLITE_ONLY, WITHOUT_DATABASE } from './test/without-database.js';

// Route tests through app.inject() on a fresh database: PGlite by default, or PostgreSQL when
// TEST_DATABASE_URL is set (each test file then gets its own database on that server).
export default defineProject({
  test: {
    name: process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite',
    environment: 'node',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // On PostgreSQL only the tests that open a PostgreSQL database (the others ran on PGlite).
    // The outage test stops a PostgreSQL cluster of its own, the workers test runs several server
    // processes on PostgreSQL, and the export's late-commit test holds a transaction open beside
    // another (PGlite has one connection), the prepared statements are the PostgreSQL pool's, and the
    // logical-restore test copies a database between PostgreSQL clusters:
    // they belong to the PostgreSQL run.
    exclude: process.env.TEST_DATABASE_URL
      ? [...configDefaults.exclude, ...WITHOUT_DATABASE, ...PGLITE_ONLY]
      : [...configDefaults.exclude, 'test/outage.test.ts', 'test/workers.test.ts', 'test/integration-export-late-commit.test.ts', 'test/prepared-statements.test.ts', 'test/startup-database.test.ts', 'test/logical-restore.test.ts'],
    // One migrated database per run, loaded by each test file (test/harness.ts).
    globalSetup: ['test/database-template.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
