import { MODULE_MOCKS } from './src/testing/module-mocks.ts';
import { webTestProject } from './vitest.config.ts';

// The web test files that mock a module, each in a module graph of its own (src/testing/module-mocks.ts).
export default webTestProject({ name: 'web-module-mocks', include: MODULE_MOCKS, isolate: true });
