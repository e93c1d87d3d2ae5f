import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animalAmountOre, dashboardStatisticsResponseSchema, getCompany } from '@slakteweb/core';
import { type Db, migrateToLatest } from '../src/db/database.js';
import * as lastDeliveryMigration from '../src/db/migrations/2026-11-28-01-last-delivery.js';
import { seedDemoData } from '../src/db/seed/demo-seed.js';
import type { GeneratedAnimal, GeneratedSettlement } from '../src/db/seed/settlements-generator.js';
import { insertSettlements, seedDemoSettlements } from '../src/db/seed/settlements-seed.js';
import { createTestContext, openFreshDb, type TestContext } from './harness.js';

// The dashboard's last delivery per animal kind is read from last_delivery, which the database
// keeps on every write. Here it is held against the same thing recomputed from the raw
// settlements and animals after each kind of write, and after the migration that fills it for
// existing data. The tests build on each other: no reset between them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 3 });
});
afterAll(() => ctx.close());

interface Stored {
  supplier_no: string;
  animal_kind: string;
  settlement_id: number;
  settlement_date: string;
  settlement_no: string;
}

const byKey = (a: Stored, b: Stored) => a.supplier_no.localeCompare(b.supplier_no) || a.animal_kind.localeCompare(b.animal_kind);

async function stored(db: Db): Promise<Stored[]> {
  const rows = await db.selectFrom('last_delivery').selectAll().execute();
  return rows.map((r) => ({ ...r, settlement_id: Number(r.settlement_id) })).sort(byKey);
}

/** From the raw rows, in plain code: per supplier and kind, the newest posted settlement with such animals. */
async function recomputed(db: Db): Promise<Stored[]> {
  const rows = await db
    .selectFrom('slaughter_animal as a')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select(['s.id', 's.supplier_no', 's.kind', 's.settlement_date', 's.settlement_no', 'a.animal_kind'])
    .execute();
  const newest = new Map<string, Stored>();
  for (const r of rows) {
    if (r.kind !== 'posted') continue;
    const key = `${r.supplier_no}:${r.animal_kind}`;
    const held = newest.get(key);
    const newer = !held || r.settlement_date > held.settlement_date || (r.settlement_date === held.settlement_date && r.settlement_no > held.settlement_no);
    if (newer) newest.set(key, { supplier_no: r.supplier_no, animal_kind: r.animal_kind, settlement_id: Number(r.id), settlement_date: r.settlement_date, settlement_no: r.settlement_no });
  }
  return [...newest.values()].sort(byKey);
}

function animal(kind: 'pig' | 'sheep', weight_g: number): GeneratedAnimal {
  const price = 3000;
  return {
    group_name: kind === 'pig' ? 'Slaktegris' : 'Lam',
    animal_kind: kind,
    mark_no: '',
    individual_no: '',
    description: kind === 'pig' ? 'Slaktegris' : 'Lam',
    classification: kind === 'pig' ? '' : 'R',
    meat_percent_tenths: kind === 'pig' ? 600 : null,
    fat_group: kind === 'pig' ? null : '2',
    weight_g,
    price_ore_per_kg: price,
    amount_ore: animalAmountOre(weight_g, price),
    diseases: [],
    photos: [],
    discard: null,
  };
}

function settlement(settlementNo: string, date: string, animals: GeneratedAnimal[], kind: 'posted' | 'temp' = 'posted'): GeneratedSettlement {
  const posted = kind === 'posted';
  return {
    kind,
    settlement_date: date,
    settlement_no: settlementNo,
    amount_ore: animals.reduce((s, a) => s + (a.amount_ore ?? 0), 0),
    has_document: false,
    comment: '',
    animals: posted ? animals : animals.map((a) => ({ ...a, price_ore_per_kg: null, amount_ore: null })),
  };
}

const insert = (supplierNo: string, settlements: GeneratedSettlement[]) => ctx.db.transaction().execute((trx) => insertSettlements(trx, supplierNo, settlements));

async function dashboardKinds(supplierNo: string) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/farmer_statistics/dashboard', headers: { cookie: await ctx.login(supplierNo) } });
  expect(res.statusCode).toBe(200);
  return dashboardStatisticsResponseSchema.parse(res.json()).dashboard_statistics.last_deliveries.map((d) => `${d.animal_kind} ${d.settlement_no} ${d.count}`);
}

async function expectConsistent(): Promise<Stored[]> {
  const now = await stored(ctx.db);
  expect(now).toEqual(await recomputed(ctx.db));
  return now;
}

describe('last_delivery, kept by the database', () => {
  it('holds after seeding what the raw rows give, for every supplier', async () => {
    const rows = await expectConsistent();
    // 10001 delivers all three kinds, 10003 sheep only, and the other suppliers are there too.
    expect(rows.filter((r) => r.supplier_no === '10001').map((r) => r.animal_kind)).toEqual(['cattle', 'pig', 'sheep']);
    expect(rows.filter((r) => r.supplier_no === '10003').map((r) => r.animal_kind)).toEqual(['sheep']);
    expect(new Set(rows.map((r) => r.supplier_no)).size).toBe(5);
  });

  it('takes a newer settlement of a kind, a kind the farm did not deliver before, and ignores older and temporary ones', async () => {
    const before = await dashboardKinds('10003');
    await insert('10003', [settlement('100038001', '2026-11-21', [animal('pig', 80_000), animal('pig', 90_000)])]);
    await insert('10003', [settlement('100038002', '2016-01-04', [animal('sheep', 20_000)])]);
    await insert('10003', [settlement('100038003', '2026-11-22', [animal('sheep', 20_000)], 'temp')]);
    await expectConsistent();
    expect(await dashboardKinds('10003')).toEqual([`pig 100038001 2`, ...before]);
  });

  it('orders settlements of the same date by settlement number, as the posted list does', async () => {
    await insert('10003', [settlement('100038005', '2026-11-21', [animal('pig', 85_000)]), settlement('100038004', '2026-11-21', [animal('pig', 85_000)])]);
    await expectConsistent();
    expect((await dashboardKinds('10003'))[0]).toBe('pig 100038005 1');
  });

  it('falls back to the previous settlement when the newest is deleted, and follows changed settlements', async () => {
    await ctx.db.deleteFrom('settlement').where('settlement_no', 'in', ['100038005', '100038004']).execute();
    await expectConsistent();
    expect((await dashboardKinds('10003'))[0]).toBe('pig 100038001 2');

    // Moved to an older date: the sheep settlement of 2016 is not the newest; moved forward it is.
    await ctx.db.updateTable('settlement').set({ settlement_date: '2026-11-22' }).where('settlement_no', '=', '100038002').execute();
    await expectConsistent();
    expect(await dashboardKinds('10003')).toEqual(['pig 100038001 2', 'sheep 100038002 1']);

    // Animals deleted one kind at a time: no pigs left, no pig slide.
    await ctx.db.deleteFrom('slaughter_animal').where('settlement_id', 'in', ctx.db.selectFrom('settlement').select('id').where('settlement_no', '=', '100038001')).execute();
    await expectConsistent();
    expect(await dashboardKinds('10003')).toEqual(['sheep 100038002 1']);
  });

  it('is filled by its migration for the settlements there are', async () => {
    const opened = await openFreshDb();
    const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'slakteweb-last-delivery-'));
    try {
      // Settlements in the database, then the migration: run again on today's schema (seeding the
      // demo on the schema of its day would need today's seed to know that old schema).
      await migrateToLatest(opened.db);
      await seedDemoData(opened.db, getCompany('standard'));
      await seedDemoSettlements(opened.db, filesDir, { otherSuppliers: 2 });
      await lastDeliveryMigration.down(opened.db);
      await lastDeliveryMigration.up(opened.db);
      const rows = await stored(opened.db);
      expect(rows.length).toBeGreaterThanOrEqual(6);
      expect(rows).toEqual(await recomputed(opened.db));
    } finally {
      await opened.close();
      fs.rmSync(filesDir, { recursive: true, force: true });
    }
  }, 120_000); // a database of its own, migrated and seeded: a minute on a busy two-core machine
});

