import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Component tests run against the same aliases as the build (COMPANY defaults to 'standard').
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/testing/setup.ts'],
      restoreMocks: true,
      // Screens driven by user-event take a few seconds on a busy machine; see testing/setup.ts.
      testTimeout: 20_000,
    },
  }),
);
