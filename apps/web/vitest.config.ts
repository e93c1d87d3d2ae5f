import { configDefaults, defineConfig, mergeConfig, type ViteUserConfig } from 'vitest/config';
import { MODULE_MOCKS } from './src/testing/module-mocks.ts';
import viteConfig from './vite.config.ts';

type Project = Pick<NonNullable<ViteUserConfig['test']>, 'name' | 'include' | 'exclude' | 'isolate'>;

/** Component tests run against the same aliases as the build (COMPANY defaults to 'standard'). */
export function webTestProject(project: Project): ViteUserConfig {
  return mergeConfig(
    viteConfig,
    defineConfig({
      test: {
        environment: 'jsdom',
        setupFiles: ['src/testing/setup.ts'],
        restoreMocks: true,
        // A global a test stubs (fetch, IntersectionObserver, matchMedia) is put back after it, so
        // none reaches the next file of the worker.
        unstubGlobals: true,
        // Screens driven by user-event take a few seconds on a busy machine; see testing/setup.ts.
        testTimeout: 20_000,
        ...project,
      },
    }),
  );
}

// Without isolation: a worker builds jsdom and loads React, the router and the app's modules
// once, and runs file after file on them (building them per file was about half of the web
// tests' CPU). testing/setup.ts empties storage, cookies, the query cache and toasts after every
// test. The files that mock a module run isolated, in a project of their own
// (vitest.module-mocks.config.ts).
export default webTestProject({
  name: 'web',
  include: ['src/**/*.test.{ts,tsx}'],
  exclude: [...configDefaults.exclude, ...MODULE_MOCKS],
  isolate: false,
});
