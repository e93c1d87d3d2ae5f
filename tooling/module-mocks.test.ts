import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_MOCKS as SERVER_MODULE_MOCKS } from '../apps/server/test/module-mocks.js';
import { MODULE_MOCKS as WEB_MODULE_MOCKS } from '../apps/web/src/testing/module-mocks.js';

/**
 * The server and web test files run without isolation: a worker loads Fastify, React and the
 * app's modules once and runs file after file on them (apps/server/vitest.config.ts,
 * apps/web/vitest.config.ts). A module mock (vi.mock) does not take on a module an earlier file
 * of the worker has loaded already, so a file that mocks one would test the real module instead.
 * Such files run in a project of their own with isolation (MODULE_MOCKS); this holds the lists
 * true.
 */
const root = path.resolve(import.meta.dirname, '..');

/** Every test file under `dir` (relative to `pkg`), as paths relative to `pkg`. */
function testFiles(pkg: string, dir: string): string[] {
  const walk = (rel: string): string[] =>
    fs.readdirSync(path.join(root, pkg, rel), { withFileTypes: true }).flatMap((entry) => {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(child);
      return /\.test\.tsx?$/.test(entry.name) ? [child] : [];
    });
  return walk(dir);
}

/** The files of `pkg` whose source mocks a module. */
function filesMockingModules(pkg: string, dirs: string[]): string[] {
  return dirs
    .flatMap((dir) => testFiles(pkg, dir))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(fs.readFileSync(path.join(root, pkg, file), 'utf8')))
    .sort();
}

describe.each([
  { pkg: 'apps/server', dirs: ['src', 'test'], listed: SERVER_MODULE_MOCKS },
  { pkg: 'apps/web', dirs: ['src'], listed: WEB_MODULE_MOCKS },
])('$pkg: test files that mock a module run isolated', ({ pkg, dirs, listed }) => {
  it('lists every file that calls vi.mock or vi.doMock', () => {
    expect([...listed].sort()).toEqual(filesMockingModules(pkg, dirs));
  });

  it('names files that exist', () => {
    for (const file of listed) expect(fs.existsSync(path.join(root, pkg, file)), file).toBe(true);
  });
});
