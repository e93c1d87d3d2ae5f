import type { Company } from '@slakteweb/core';
import { type Db, migrateToLatest } from '../database.js';
import { refuseFeedTxidsAhead } from '../feed-txids.js';
import { rewordDemoHelpTexts, seedDemoData } from './demo-seed.js';
import { seedDemoDocuments } from './documents-seed.js';
import { copyFarm, type FarmCopy } from './farm-copy.js';
import { seedDemoSettlements } from './settlements-seed.js';
import { rebuildStatisticsRollupsIfStale } from '../statistics-rollup.js';
import { collectPlannerStatistics } from '../planner-statistics.js';

export interface MigrateAndSeedOptions {
  /** Seed the demo data (config.ts seedDemoData: SEED_DEMO_DATA, by default on the embedded database only). */
  demoData: boolean;
  /** Copies of demo farms under other supplier numbers (the end-to-end tests' own farms). */
  farmCopies?: FarmCopy[];
  /** Where slaughter photos and document PDFs are written (FILES_DIR). */
  filesDir: string;
  /** The company variant; the demo PDFs carry its name and contact details. */
  company: Company;
  /**
   * The database was seeded for the other company variant and copied (the e2e servers seed once):
   * the demo help texts that speak of the login id or the returns are written again in this
   * company's words. The PDFs follow the company already, when FILES_DIR starts empty.
   */
  rewordDemoTexts?: boolean;
  /** Where the one-line progress reports go. */
  log: (line: string) => void;
  /**
   * Run ANALYZE at the end, for the embedded PGlite, which never collects planner statistics
   * itself (planner-statistics.ts). PostgreSQL's autovacuum does it there.
   */
  collectPlannerStatistics?: boolean;
}

/**
 * Brings the schema up to date, then seeds. The server runs this at every start and the seed CLI
 * on demand; every step skips what exists, so running it again changes nothing and a farmer's
 * edits in a demo survive a restart.
 */
export async function migrateAndSeed(db: Db, options: MigrateAndSeedOptions): Promise<void> {
  await migrateToLatest(db);
  // A logical copy from another cluster would break the export feeds' cursors: stop before serving.
  await refuseFeedTxidsAhead(db);
  // Before seeding: new settlements then add themselves to rollups that are complete already.
  const rollups = await rebuildStatisticsRollupsIfStale(db);
  if (rollups.animals > 0) options.log(`Statistikk: sammendragene er bygd på nytt fra ${rollups.animals} avregnede dyr (${rollups.ms} ms)`);
  if (options.demoData) await seedDemo(db, options);
  for (const copy of options.farmCopies ?? []) {
    const started = performance.now();
    const done = await copyFarm(db, copy);
    if (done.copied) {
      const ms = Math.round(performance.now() - started);
      options.log(
        `Kopi av gård ${copy.from} som ${copy.to}: ${done.settlements} avregninger med ${done.animals} dyr, ${done.documents} dokumenter, ${done.enrolments} innmeldinger (${ms} ms)`,
      );
    }
  }
  // Last: the statistics then describe the tables as the seed and the copies left them.
  if (options.collectPlannerStatistics) {
    const analyzed = await collectPlannerStatistics(db);
    options.log(`Planleggerstatistikk samlet inn (ANALYZE, ${analyzed.ms} ms)`);
  }
}

async function seedDemo(db: Db, { filesDir, company, log, rewordDemoTexts }: MigrateAndSeedOptions): Promise<void> {
  await seedDemoData(db, company);
  if (rewordDemoTexts) await rewordDemoHelpTexts(db, company);
  // Settlements for the demo farmers and other suppliers; skipped for suppliers that have them.
  const seeded = await seedDemoSettlements(db, filesDir);
  if (seeded.settlements > 0) log(`Demodata: ${seeded.settlements} avregninger med ${seeded.animals} dyr (${seeded.ms} ms)`);
  // Documents after settlements: accountings are made from the posted settlements.
  const documents = await seedDemoDocuments(db, filesDir, company);
  if (documents.documents > 0 || documents.files > 0) {
    log(`Demodata: ${documents.documents} dokumenter, ${documents.files} PDF-filer skrevet (${documents.ms} ms)`);
  }
}
