import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/**
 * The Node versions the project promises (package.json `engines`, the README) must be versions
 * every installed package supports: otherwise `npm ci` warns (EBADENGINE) on a supported Node,
 * and the promise is one the dependencies do not keep. package-lock.json records each package's
 * own `engines`, so this reads what `npm ci` installs without installing anything.
 */
const root = path.resolve(import.meta.dirname, '..');
const readJson = (file: string): unknown => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8'));

interface LockEntry {
  version?: string;
  engines?: { node?: string } | string[];
}

const rootPackage = readJson('package.json') as { engines: { node: string } };
const lock = readJson('package-lock.json') as { packages: Record<string, LockEntry> };
const promised = rootPackage.engines.node;

/** The oldest version of each release line the range admits: '^20.19.0 || >=22.13.0' → 20.19.0, 22.13.0. */
function oldestOfEachLine(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => {
    const lowest = semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')));
    if (!lowest) throw new Error(`no lowest version in ${range}`);
    return lowest.version;
  });
}

describe('Node versions', () => {
  it('the README states the versions of the engines field', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const stated = oldestOfEachLine(promised).map((v) => v.replace(/\.0$/, ''));
    expect(stated).toEqual(['20.19', '22.13']);
    for (const version of stated) expect(readme).toContain(`Node.js ${version}`);
  });

  it('every locked package supports the oldest promised version of each Node line', () => {
    const oldest = oldestOfEachLine(promised);
    const unsupported: string[] = [];
    for (const [where, entry] of Object.entries(lock.packages)) {
      const range = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
      if (where === '' || !range) continue;
      for (const version of oldest) {
        if (!semver.satisfies(version, range)) unsupported.push(`${where}@${entry.version} wants node ${range}, not ${version}`);
      }
    }
    expect(unsupported).toEqual([]);
  });
});
