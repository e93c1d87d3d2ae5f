import os from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for every unit, server and web component test; each package is a project.
export default defineConfig({
  test: {
    // The server and web tests run without isolation; their files that mock a module have a
    // project of their own with isolation (apps/*/vitest.module-mocks.config.ts).
    projects: ['packages/core', 'apps/server', 'apps/server/vitest.module-mocks.config.ts', 'apps/web', 'apps/web/vitest.module-mocks.config.ts', 'tooling'],
    // A test file per core at once (Vitest's default leaves one core idle): the server tests wait
    // on their database as much as they compute, so on a 2-core machine the runs take about 0.6 of
    // the time. Each server test file has its own database.
    maxWorkers: os.availableParallelism(),
  },
});
