// Benchmark: how long the demo data takes on first start (an empty database and FILES_DIR), and
// on a restart (everything there already), as `npm start` does it.
//
//   npx tsx bench/demo-seed.ts
//   BENCH_OTHER_SUPPLIERS=200 npx tsx bench/demo-seed.ts
//
// In-memory PGlite, a temporary FILES_DIR. Not a test: numbers depend on the machine (DESIGN.md §8).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getCompany } from '@slakteweb/core';
import { migrateToLatest, openPglite } from '../apps/server/src/db/database.js';
import { seedDemoData } from '../apps/server/src/db/seed/demo-seed.js';
import { seedDemoDocuments } from '../apps/server/src/db/seed/documents-seed.js';
import { DEFAULT_OTHER_SUPPLIERS, seedDemoSettlements } from '../apps/server/src/db/seed/settlements-seed.js';

const others = Number(process.env.BENCH_OTHER_SUPPLIERS ?? DEFAULT_OTHER_SUPPLIERS);
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-bench-seed-'));
const opened = await openPglite(undefined);
const time = async <T>(label: string, work: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await work();
  process.stdout.write(`${label.padEnd(34)} ${String(Math.round(performance.now() - started)).padStart(6)} ms  ${JSON.stringify(result) ?? ''}\n`);
  return result;
};
try {
  await time('migrate', () => migrateToLatest(opened.db));
  for (const run of ['first start', 'restart']) {
    process.stdout.write(`${run} (${others} other suppliers):\n`);
    await time('  accounts, help texts, messages', () => seedDemoData(opened.db, getCompany('standard')));
    await time('  settlements and photos', () => seedDemoSettlements(opened.db, filesDir, { otherSuppliers: others }));
    await time('  documents and PDFs', () => seedDemoDocuments(opened.db, filesDir, getCompany('standard')));
  }
} finally {
  await opened.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
}
