import { configDefaults, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { MODULE_MOCKS } from './test/module-mocks.js';
import { PGLITE_ONLY, WITHOUT_DATABASE } from './test/without-database.js';

type Project = Pick<NonNullable<TestProjectInlineConfiguration['test']>, 'include' | 'exclude' | 'isolate'> & { name: string };

const pass = process.env.TEST_DATABASE_URL ? 'server-postgres' : 'server-pglite';

// Route tests through app.inject() on a fresh database: PGlite by default, or PostgreSQL when
// TEST_DATABASE_URL is set (each test file then gets its own database on that server).
export function serverTestProject(project: Project) {
  return defineProject({
    test: {
      environment: 'node',
      // One migrated database per run, loaded by each test file (test/harness.ts).
      globalSetup: ['test/database-template.global-setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      ...project,
      name: project.name === '' ? pass : `${pass}-${project.name}`,
      exclude: [
        ...configDefaults.exclude,
        ...(project.exclude ?? []),
        // On PostgreSQL only the tests that open a PostgreSQL database (the others ran on PGlite).
        // The outage test stops a PostgreSQL cluster of its own, the workers test runs several server
        // processes on PostgreSQL, and the export's late-commit test holds a transaction open beside
        // another (PGlite has one connection), the prepared statements are the PostgreSQL pool's, and the
        // logical-restore test copies a database between PostgreSQL clusters:
        // they belong to the PostgreSQL run.
        ...(process.env.TEST_DATABASE_URL
          ? [...WITHOUT_DATABASE, ...PGLITE_ONLY]
          : ['test/outage.test.ts', 'test/workers.test.ts', 'test/integration-export-late-commit.test.ts', 'test/prepared-statements.test.ts', 'test/startup-database.test.ts', 'test/logical-restore.test.ts']),
      ],
    },
  });
}

// Without isolation: a worker loads Fastify, the contracts, Kysely and the app's modules once and
// runs file after file on them (loading them per file was a fifth of the server tests' time).
// Each file still builds its own app on its own database (test/harness.ts). The files that mock a
// module run isolated, in a project of their own (vitest.module-mocks.config.ts).
export default serverTestProject({ name: '', include: ['test/**/*.test.ts', 'src/**/*.test.ts'], exclude: MODULE_MOCKS, isolate: false });
