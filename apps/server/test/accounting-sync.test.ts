import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { animalAmountOre } from '@slakteweb/core';
import { syncAccountings } from '../src/db/seed/documents-seed.js';
import { copyFarm } from '../src/db/seed/farm-copy.js';
import { insertSettlements } from '../src/db/seed/settlements-seed.js';
import { createTestContext, type TestContext } from './harness.js';

// The start's accounting-document sync: every posted settlement gets exactly one accounting
// document, and a start reads only the settlements that arrived since the last one. The tests
// build on each other: no reset between them.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
});
afterAll(() => ctx.close());

/** From the raw rows: posted settlements and how many accounting documents each has. */
async function accountingsPerPosted(): Promise<{ posted: number; withOne: number; unsynced: number }> {
  const rows = await ctx.db
    .selectFrom('settlement as s')
    .leftJoin('document as d', (join) => join.onRef('d.settlement_id', '=', 's.id').on('d.kind', '=', 'accounting'))
    .select(['s.id', 's.accounting_synced', 'd.id as document_id'])
    .where('s.kind', '=', 'posted')
    .execute();
  const perSettlement = new Map<number, number>();
  for (const r of rows) perSettlement.set(Number(r.id), (perSettlement.get(Number(r.id)) ?? 0) + (r.document_id === null ? 0 : 1));
  return {
    posted: perSettlement.size,
    withOne: [...perSettlement.values()].filter((n) => n === 1).length,
    unsynced: new Set(rows.filter((r) => !r.accounting_synced).map((r) => r.id)).size,
  };
}

const lamb = (weight_g: number) => ({
  group_name: 'Lam',
  animal_kind: 'sheep' as const,
  mark_no: '',
  individual_no: '',
  description: 'Lam',
  classification: 'R',
  meat_percent_tenths: null,
  fat_group: '2',
  weight_g,
  price_ore_per_kg: 9000,
  amount_ore: animalAmountOre(weight_g, 9000),
  diseases: [],
  photos: [],
  discard: null,
});

describe('the accounting-document sync', () => {
  it('leaves every posted settlement with exactly one accounting document, all synced', async () => {
    const after = await accountingsPerPosted();
    expect(after.posted).toBeGreaterThan(100);
    expect(after).toEqual({ posted: after.posted, withOne: after.posted, unsynced: 0 });
  });

  it('with nothing new, reads nothing and writes nothing', async () => {
    expect(await syncAccountings(ctx.db)).toBe(0);
    const documents = await ctx.db.selectFrom('document').select('id').execute();
    expect(await syncAccountings(ctx.db)).toBe(0);
    expect(await ctx.db.selectFrom('document').select('id').execute()).toHaveLength(documents.length);
  });

  it('makes the documents of settlements that arrived since, once; temporary ones get none', async () => {
    await ctx.db.transaction().execute((trx) =>
      insertSettlements(trx, '10003', [
        { kind: 'posted', settlement_date: '2026-11-20', settlement_no: '100037001', amount_ore: animalAmountOre(20_000, 9000), has_document: true, comment: '', animals: [lamb(20_000)] },
        { kind: 'temp', settlement_date: '2026-11-21', settlement_no: '100037002', amount_ore: 0, has_document: false, comment: '', animals: [{ ...lamb(21_000), price_ore_per_kg: null, amount_ore: null }] },
      ]),
    );
    expect((await accountingsPerPosted()).unsynced).toBe(1);
    expect(await syncAccountings(ctx.db)).toBe(1);
    const made = await ctx.db.selectFrom('document').selectAll().where('document_no', '=', '100037001').execute();
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ supplier_no: '10003', kind: 'accounting', document_date: '2026-11-20', title: 'Avregning lam og sau', has_file: true });
    expect(await syncAccountings(ctx.db)).toBe(0);
    const after = await accountingsPerPosted();
    expect(after).toEqual({ posted: after.posted, withOne: after.posted, unsynced: 0 });
  });

  it('gives a copied farm, whose documents come with it, no second accounting', async () => {
    await copyFarm(ctx.db, { from: '10003', to: '11003' });
    expect(await syncAccountings(ctx.db)).toBe(0);
    const after = await accountingsPerPosted();
    expect(after).toEqual({ posted: after.posted, withOne: after.posted, unsynced: 0 });
  });
});
