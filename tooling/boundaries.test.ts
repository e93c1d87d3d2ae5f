import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The architecture's boundaries (DESIGN.md §2) are lint rules in eslint.config.js. Each case lints
 * a small file at a place in the tree (the file need not exist; what it imports does) and checks
 * that a deliberate violation fails and the allowed imports pass.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.js') });

/** The rules that hold the boundaries; other findings (an unused import, say) are not the point here. */
const BOUNDARY_RULES = new Set(['boundaries/dependencies', 'no-restricted-imports', 'no-restricted-syntax']);

/** The boundary errors of `code` linted as if it were the file `file` (relative to the repository). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned nothing for ${file}`);
  const fatal = result.messages.find((m) => m.fatal);
  if (fatal) throw new Error(`${file} did not parse: ${fatal.message}`);
  return result.messages.filter((m) => m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);
}

const webFeatureFile = 'apps/web/src/features/documents/components/boundary-probe.tsx';

describe('web: features compose only in app/', () => {
  it('fails on a feature importing another feature', async () => {
    const errors = await boundaryErrors(webFeatureFile, "export { useProfile } from '@/features/profile/api/get-profile';\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^boundaries\/dependencies: .*features\/documents.*may not import .*features\/profile\/api\/get-profile\.ts/);
  });

  it('fails on a type import from another feature, and on reaching it by a relative path', async () => {
    expect(await boundaryErrors(webFeatureFile, "export type { TileConditions } from '@/features/dashboard/tiles';\n")).toHaveLength(1);
    const relative = await boundaryErrors(webFeatureFile, "export { useProfile } from '../../profile/api/get-profile';\n");
    expect(relative.length).toBeGreaterThanOrEqual(1);
    expect(relative.every((e) => e.startsWith('boundaries/dependencies'))).toBe(true);
  });

  it('fails on a screen of another feature loaded on demand', async () => {
    const code = "export const load = () => import('@/features/documents/components/documents-page');\n";
    expect(await boundaryErrors('apps/web/src/features/settlements/components/boundary-probe.tsx', code)).toHaveLength(1);
  });

  it('fails on a feature importing app/', async () => {
    expect(await boundaryErrors(webFeatureFile, "export { AppRoutes } from '@/app/router';\n")).toHaveLength(1);
  });

  it('lets a feature import components/, lib/, config/, core and its own files', async () => {
    const code = [
      "export { Page } from '@/components/layout/page';",
      "export { cx } from '@/lib/cx';",
      "export { company } from '@/config/company';",
      "export { formatKr } from '@slakteweb/core';",
      "export { useDocuments } from '../api/get-documents';",
      "export { DocumentsPage } from '@/features/documents/components/documents-page';",
      '',
    ].join('\n');
    expect(await boundaryErrors(webFeatureFile, code)).toEqual([]);
  });

  it('lets app/ compose features', async () => {
    const code = "export { useProfile } from '@/features/profile/api/get-profile';\nexport { DocumentsPage } from '@/features/documents/components/documents-page';\n";
    expect(await boundaryErrors('apps/web/src/app/routes/boundary-probe.tsx', code)).toEqual([]);
  });

  it('fails on components/ or lib/ importing a feature or app/, and on lib/ importing components/', async () => {
    expect(await boundaryErrors('apps/web/src/components/ui/boundary-probe.tsx', "export { useProfile } from '@/features/profile/api/get-profile';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/components/ui/boundary-probe.tsx', "export { AppRoutes } from '@/app/router';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/lib/boundary-probe.ts', "export { useIsSuperuser } from '@/features/superuser/api/get-is-superuser';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/lib/boundary-probe.ts', "export { Badge } from '@/components/ui/badge';\n")).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/components/ui/boundary-probe.tsx', "export { cx } from '@/lib/cx';\n")).toEqual([]);
  });

  it('lets only tests and test helpers import testing/', async () => {
    const code = "export { mockFetch } from '@/testing/fetch-mock';\n";
    expect(await boundaryErrors(webFeatureFile, code)).toHaveLength(1);
    expect(await boundaryErrors('apps/web/src/features/documents/components/boundary-probe.test.tsx', code)).toEqual([]);
    expect(await boundaryErrors('apps/web/src/features/documents/testing/boundary-probe.ts', code)).toEqual([]);
  });

  it("fails on a relative import that leaves its top-level folder, which '@/…' names instead", async () => {
    const errors = await boundaryErrors('apps/web/src/app/routes/boundary-probe.tsx', "export { cx } from '../../lib/cx';\n");
    expect(errors).toEqual([expect.stringMatching(/^boundaries\/dependencies: A relative import may not leave its feature or top-level folder/)]);
    expect(await boundaryErrors('apps/web/src/app/routes/boundary-probe.tsx', "export { AppLayout } from '../layout/app-layout';\n")).toEqual([]);
  });
});

describe('server: SQL only in repositories and db/', () => {
  const kyselyImport = "import { sql } from 'kysely';\nexport const now = sql`now()`;\n";

  it('fails on kysely in a service, a route, lib/ or plugins/', async () => {
    for (const file of [
      'apps/server/src/modules/documents/documents.service.ts',
      'apps/server/src/modules/documents/documents.routes.ts',
      'apps/server/src/lib/boundary-probe.ts',
      'apps/server/src/plugins/boundary-probe.ts',
    ]) {
      expect(await boundaryErrors(file, kyselyImport), file).toEqual([expect.stringMatching(/^no-restricted-imports: .*kysely/)]);
    }
    expect(await boundaryErrors('apps/server/src/modules/documents/documents.service.ts', "import type { Kysely } from 'kysely/dist/esm/index.js';\nexport type K = Kysely<object>;\n")).toHaveLength(1);
  });

  it('fails on a query built outside a repository', async () => {
    const code = "import type { Db } from '../../db/database.js';\nexport const count = (db: Db) => db.selectFrom('app_user').selectAll().execute();\n";
    expect(await boundaryErrors('apps/server/src/modules/documents/documents.service.ts', code)).toEqual([
      expect.stringMatching(/^no-restricted-syntax: SQL belongs in a \*\.repository\.ts/),
    ]);
    expect(await boundaryErrors('apps/server/src/modules/documents/documents.repository.ts', code)).toEqual([]);
  });

  it('lets repositories, db/ and the test harness use kysely', async () => {
    expect(await boundaryErrors('apps/server/src/modules/documents/documents.repository.ts', kyselyImport)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/db/seed/boundary-probe.ts', kyselyImport)).toEqual([]);
    expect(await boundaryErrors('apps/server/test/boundary-probe.ts', kyselyImport)).toEqual([]);
  });

  it('lets lib/ and plugins/ import types from db/, but nothing else', async () => {
    const typeOnly = "import type { Db } from '../db/database.js';\nexport type D = Db;\n";
    const value = "export { openPglite } from '../db/database.js';\n";
    expect(await boundaryErrors('apps/server/src/plugins/boundary-probe.ts', typeOnly)).toEqual([]);
    expect(await boundaryErrors('apps/server/src/plugins/boundary-probe.ts', value)).toEqual([expect.stringMatching(/^boundaries\/dependencies: lib\/ and plugins\/ hold no SQL/)]);
    expect(await boundaryErrors('apps/server/src/lib/boundary-probe.ts', value)).toHaveLength(1);
  });
});

describe('core: imports nothing outward', () => {
  const coreFile = 'packages/core/src/format/boundary-probe.ts';

  it('fails on Node modules, with or without node:', async () => {
    expect(await boundaryErrors(coreFile, "export { readFileSync } from 'node:fs';\n")).toEqual([expect.stringMatching(/^no-restricted-imports: .*no Node modules/)]);
    expect(await boundaryErrors(coreFile, "export { join } from 'path';\n")).toEqual([expect.stringMatching(/^no-restricted-imports: .*no Node modules/)]);
  });

  it('fails on an import from apps/', async () => {
    const errors = await boundaryErrors(coreFile, "export { loadConfig } from '../../../../apps/server/src/config.js';\n");
    expect(errors).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*nothing from apps\//));
    expect(errors).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: core imports nothing outside packages\/core/));
  });

  it('fails on any relative path out of packages/core', async () => {
    expect(await boundaryErrors(coreFile, "export * from '../../../../scripts/throwaway-postgres.mjs';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: core imports nothing outside packages\/core/),
    ]);
  });

  it('lets core import its own files and its libraries', async () => {
    expect(await boundaryErrors(coreFile, "export { formatKr } from './money';\nexport { formatDate } from '../format/date';\nexport { z } from 'zod';\n")).toEqual([]);
  });
});

describe("core's floors: vocabulary, contracts, rules", () => {
  it('fails on a contract importing a rule', async () => {
    expect(await boundaryErrors('packages/core/src/contracts/boundary-probe.ts', "export { returnMeatCount } from '../enrolment/returns.js';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: contracts\/ stand on vocabulary\/ alone: .*enrolment\/returns\.ts/),
    ]);
    expect(await boundaryErrors('packages/core/src/contracts/boundary-probe.ts', "export { formatDate } from '../format/date.js';\n")).toHaveLength(1);
  });

  it('fails on the vocabulary importing a contract or a rule', async () => {
    const vocabularyFile = 'packages/core/src/vocabulary/boundary-probe.ts';
    expect(await boundaryErrors(vocabularyFile, "export { amountInputSchema } from '../contracts/enrolment-input.js';\n")).toEqual([
      expect.stringMatching(/^boundaries\/dependencies: vocabulary\/ is core's ground floor .*contracts\/enrolment-input\.ts/),
    ]);
    expect(await boundaryErrors(vocabularyFile, "export { deadlineKey } from '../enrolment/calendar.js';\n")).toHaveLength(1);
    expect(await boundaryErrors(vocabularyFile, "export { IMPORT_LIMITS } from './import-limits.js';\n")).toEqual([]);
  });

  it('lets a contract import the vocabulary and contracts, and a rule import all three floors', async () => {
    const contract = "export { ANIMAL_GROUPS } from '../vocabulary/enumerations.js';\nexport { isoDateSchema } from './settlements.js';\n";
    expect(await boundaryErrors('packages/core/src/contracts/boundary-probe.ts', contract)).toEqual([]);
    const rule = "export { ANIMAL_GROUPS } from '../vocabulary/enumerations.js';\nexport { isoDateSchema } from '../contracts/settlements.js';\nexport { formatDate } from '../format/date.js';\n";
    expect(await boundaryErrors('packages/core/src/enrolment/boundary-probe.ts', rule)).toEqual([]);
  });
});
