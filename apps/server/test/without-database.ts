/**
 * The server's test files that never open a database: unit tests beside the code (src/), and the
 * PDF, seed generator and mailer tests. They run in the PGlite pass only (vitest.config.ts): a
 * second pass on PostgreSQL would test nothing new. tooling/server-test-passes.test.ts checks that
 * none of them reaches for a database.
 */
export const WITHOUT_DATABASE = ['src/**/*.test.ts', 'test/mailer.test.ts', 'test/settlements-seed.test.ts', 'test/settlements-pdf.test.ts', 'test/documents-seed.test.ts'];

/**
 * Tests of the embedded PGlite itself (it collects no planner statistics on its own; the worker's
 * migrated PGlite handed from file to file): they open PGlite whatever the pass, so the PostgreSQL
 * pass skips them too.
 */
export const PGLITE_ONLY = ['test/planner-statistics.test.ts', 'test/migrated-pglite.test.ts'];
