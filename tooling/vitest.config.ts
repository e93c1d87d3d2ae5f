import { defineProject } from 'vitest/config';

// Checks of the project's own tooling: the lint rules that hold the architecture (DESIGN.md §2).
export default defineProject({
  test: {
    name: 'tooling',
    environment: 'node',
    include: ['**/*.test.ts'],
    // ESLint loads the TypeScript parser and resolves every import the way tsc does: seconds, not milliseconds.
    testTimeout: 60_000,
  },
});
