import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WITHOUT_DATABASE } from '../apps/server/test/without-database.js';

const server = path.resolve(import.meta.dirname, '../apps/server');

/** Every file a WITHOUT_DATABASE entry names: a plain path, or `dir/**\/*.test.ts`. */
function filesOf(pattern: string): string[] {
  if (!pattern.includes('*')) return [pattern];
  const dir = pattern.slice(0, pattern.indexOf('/**'));
  const walk = (rel: string): string[] =>
    fs.readdirSync(path.join(server, rel), { withFileTypes: true }).flatMap((entry) => {
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) return walk(child);
      return entry.name.endsWith('.test.ts') ? [child] : [];
    });
  return walk(dir);
}

// The PostgreSQL pass skips these files; one that opened a database would then go untested there.
describe('server tests that run once, without a database', () => {
  const files = WITHOUT_DATABASE.flatMap(filesOf);

  it('name files that exist', () => {
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) expect(fs.existsSync(path.join(server, file)), file).toBe(true);
  });

  it('open no database: no test harness, database module, PGlite or TEST_DATABASE_URL', () => {
    for (const file of files) {
      const source = fs.readFileSync(path.join(server, file), 'utf8');
      expect(source, file).not.toMatch(/harness\.js|db\/database\.js|@electric-sql\/pglite|TEST_DATABASE_URL|createTestContext|openPostgres/);
    }
  });
});
