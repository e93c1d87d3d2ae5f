/**
 * The server's test files that mock a module (vi.mock). The other files run without isolation,
 * one worker loading the app's modules once for file after file (vitest.config.ts); a module mock
 * does not take on a module an earlier file has loaded, so these run in a project of their own
 * with isolation (vitest.module-mocks.config.ts). tooling/module-mocks.test.ts keeps the list true.
 */
export const MODULE_MOCKS = ['src/modules/enrolment/enrolment-submission.service.test.ts', 'test/excel-export-queue.test.ts'];
