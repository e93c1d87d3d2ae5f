import { defineConfig } from 'vitest/config';

// One Vitest run for every unit, server and web component test; each package is a project.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/server', 'apps/web', 'tooling'],
  },
});
