import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No source file grows past MAX_LINES: a longer file holds more than one concern, and the next
 * person has to read all of it to change one. Past the limit, split it by what each part does
 * (tests by the behaviour they check, with a shared fixture module for their setup). The
 * generated table types are the one exception: they are written by `npm run db:types`, not read.
 */
const MAX_LINES = 400;
const GENERATED = new Set(['apps/server/src/db/schema.ts']);
const root = path.resolve(import.meta.dirname, '..');

/** The repository's TypeScript and module files: tracked, or new and not ignored. */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return [...new Set(listed.split('\0'))].filter((file) => /\.(ts|tsx|mjs)$/.test(file) && fs.existsSync(path.join(root, file)));
}

/** Lines as an editor counts them: a last line without a newline still counts. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

describe('file length', () => {
  it(`no source file has more than ${MAX_LINES} lines but the generated table types`, () => {
    const files = sourceFiles();
    expect(files.length).toBeGreaterThan(100);
    const tooLong = files
      .filter((file) => !GENERATED.has(file))
      .map((file) => ({ file, lines: lineCount(fs.readFileSync(path.join(root, file), 'utf8')) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(tooLong).toEqual([]);
  });

  it('the exception names the generated file, which exists', () => {
    for (const file of GENERATED) expect(fs.readFileSync(path.join(root, file), 'utf8'), file).toMatch(/generated|kysely-codegen/i);
  });
});
