import { MODULE_MOCKS } from './test/module-mocks.js';
import { serverTestProject } from './vitest.config.js';

// The server test files that mock a module, each in a module graph of its own (test/module-mocks.ts).
export default serverTestProject({ name: 'module-mocks', include: MODULE_MOCKS, isolate: true });
