import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCompany } from '@slakteweb/core';
import type { OpenedDb } from '../src/db/database.js';
import { PLANNER_STATISTICS_INTERVAL_MS, refreshPlannerStatisticsPeriodically } from '../src/db/planner-statistics.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import { openMigratedPglite } from './harness.js';
import { migrateAndSeed } from '../src/db/seed/migrate-and-seed.js';
import { seedDemoSettlements } from '../src/db/seed/settlements-seed.js';

// The embedded PGlite never collects planner statistics itself (no autovacuum): the server's start
// (migrateAndSeed with collectPlannerStatistics, as server.ts calls it on PGlite) must, and a
// running server must again now and then. What the planner reads is pg_statistic (pg_stats) and
// pg_class.reltuples; both are looked at here.

let opened: OpenedDb;
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-planner-'));
beforeAll(async () => {
  opened = await openMigratedPglite();
  // A database with settlements, as a restart finds it, written without any ANALYZE.
  await seedDemoData(opened.db, getCompany('standard'));
  await seedDemoSettlements(opened.db, filesDir, { otherSuppliers: 2 });
});
afterAll(async () => {
  await opened.close();
  fs.rmSync(filesDir, { recursive: true, force: true });
});

async function statisticsRows(table: string): Promise<number> {
  const result = await sql<{ n: number }>`select count(*)::int as n from pg_stats where schemaname = current_schema() and tablename = ${table}`.execute(opened.db);
  return result.rows[0]!.n;
}

async function plannedRows(table: string): Promise<number> {
  const result = await sql<{ n: number }>`select reltuples::int as n from pg_class where relname = ${table}`.execute(opened.db);
  return result.rows[0]!.n;
}

async function rows(table: 'settlement' | 'slaughter_animal'): Promise<number> {
  const result = await opened.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(result.n);
}

describe('planner statistics on PGlite', () => {
  it('are missing until collected, and present after a start on existing data', async () => {
    // Seeding wrote thousands of rows, yet PGlite has no statistics of them.
    expect(await rows('slaughter_animal')).toBeGreaterThan(1000);
    expect(await statisticsRows('settlement')).toBe(0);
    expect(await statisticsRows('slaughter_animal')).toBe(0);

    const log: string[] = [];
    await migrateAndSeed(opened.db, { demoData: false, filesDir, company: getCompany('standard'), log: (line) => log.push(line), collectPlannerStatistics: true });

    // A row per column of the tables the farmer routes read.
    expect(await statisticsRows('settlement')).toBeGreaterThanOrEqual(8);
    expect(await statisticsRows('slaughter_animal')).toBeGreaterThanOrEqual(15);
    expect(await plannedRows('slaughter_animal')).toBe(await rows('slaughter_animal'));
    expect(log.some((line) => line.startsWith('Planleggerstatistikk samlet inn (ANALYZE'))).toBe(true);
  });

  it('are collected again on schedule while the server runs, so a grown table is planned for its size', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const work: Promise<unknown>[] = [];
      const stop = refreshPlannerStatisticsPeriodically(opened.db, (w) => work.push(w));
      // The settlements of another supplier arrive; the planner still thinks the table is as before.
      const before = await plannedRows('settlement');
      await opened.db
        .insertInto('settlement')
        .values(
          Array.from({ length: 500 }, (_, i) => ({
            supplier_no: '10003',
            kind: 'temp' as const,
            settlement_date: '2026-11-20',
            settlement_no: `planner-${i}`,
            amount_ore: 0,
          })),
        )
        .execute();
      expect(await plannedRows('settlement')).toBe(before);

      vi.advanceTimersByTime(PLANNER_STATISTICS_INTERVAL_MS - 1);
      expect(work).toHaveLength(0);
      vi.advanceTimersByTime(1);
      expect(work).toHaveLength(1);
      await Promise.all(work);
      expect(await plannedRows('settlement')).toBe(before + 500);

      // Stopped with the server: no more runs.
      stop();
      vi.advanceTimersByTime(PLANNER_STATISTICS_INTERVAL_MS * 3);
      expect(work).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
