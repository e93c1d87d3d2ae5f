import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { createPersonWithGrants, loginPerson } from './people.js';

// 'Årsoversikt': every figure recomputed here from the raw settlement and animal rows.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
beforeEach(() => ctx.reset());
afterAll(() => ctx.close());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });

interface Totals {
  settlements: number;
  animals: number;
  weight_kg: number;
  amount_kr: number;
}

/** A supplier's posted animals from..to as stored: one row per animal. */
async function rawAnimals(supplierNo: string, from: string, to: string) {
  const rows = await ctx.db
    .selectFrom('slaughter_animal')
    .innerJoin('settlement', 'settlement.id', 'slaughter_animal.settlement_id')
    .select(['settlement.settlement_no', 'settlement.settlement_date', 'slaughter_animal.animal_kind', 'slaughter_animal.weight_g', 'slaughter_animal.amount_ore'])
    .where('settlement.supplier_no', '=', supplierNo)
    .where('settlement.kind', '=', 'posted')
    .where('settlement.settlement_date', '>=', from)
    .where('settlement.settlement_date', '<=', to)
    .execute();
  return rows.map((r) => ({ ...r, amount_ore: Number(r.amount_ore) }));
}

/** The totals of raw animal rows: settlements counted once, grams and øre summed, then kg and kr. */
function totalsOf(rows: Awaited<ReturnType<typeof rawAnimals>>): Totals {
  const grams = rows.reduce((s, r) => s + r.weight_g, 0);
  const ore = rows.reduce((s, r) => s + r.amount_ore, 0);
  return { settlements: new Set(rows.map((r) => r.settlement_no)).size, animals: rows.length, weight_kg: grams / 1000, amount_kr: ore / 100 };
}

describe('GET /api/settlement_year/{year}', () => {
  it('the year in progress up to today, each settlement and kind, per kind and per month, and last year to the same day', async () => {
    // The test clock stands at 22.11.2026.
    const res = await get('/api/settlement_year/2026', await ctx.login('10001'));
    expect(res.statusCode).toBe(200);
    const year = res.json().settlement_year;
    expect([year.from, year.to, year.same_period_last_year.from, year.same_period_last_year.to]).toEqual(['2026-01-01', '2026-11-22', '2025-01-01', '2025-11-22']);

    const raw = await rawAnimals('10001', '2026-01-01', '2026-11-22');
    expect(raw.length).toBeGreaterThan(0);
    expect(year.total).toEqual(totalsOf(raw));
    // Each settlement and kind a row, oldest first.
    const keys = [...new Set(raw.map((r) => `${r.settlement_date} ${r.settlement_no} ${r.animal_kind}`))].sort();
    expect(year.settlements.map((s: { date: string; settlement_no: string; kind: string }) => `${s.date} ${s.settlement_no} ${s.kind}`).sort()).toEqual(keys);
    for (const s of year.settlements) {
      const { settlements: _one, ...figures } = totalsOf(raw.filter((r) => r.settlement_no === s.settlement_no && r.animal_kind === s.kind));
      expect({ animals: s.animals, weight_kg: s.weight_kg, amount_kr: s.amount_kr }).toEqual(figures);
    }
    for (const k of year.by_kind) expect(k).toEqual({ kind: k.kind, ...totalsOf(raw.filter((r) => r.animal_kind === k.kind)) });
    expect(year.by_month).toHaveLength(12);
    for (const m of year.by_month) expect(m).toEqual({ month: m.month, ...totalsOf(raw.filter((r) => Number(r.settlement_date.slice(5, 7)) === m.month)) });

    const before = await rawAnimals('10001', '2025-01-01', '2025-11-22');
    expect(year.same_period_last_year.total).toEqual(totalsOf(before));
    for (const k of year.same_period_last_year.by_kind) expect(k).toEqual({ kind: k.kind, ...totalsOf(before.filter((r) => r.animal_kind === k.kind)) });
    for (const m of year.same_period_last_year.by_month) expect(m).toEqual({ month: m.month, ...totalsOf(before.filter((r) => Number(r.settlement_date.slice(5, 7)) === m.month)) });
  });

  it('a past year whole; only the farm’s own settlements', async () => {
    const res = await get('/api/settlement_year/2025', await ctx.login('10003'));
    const year = res.json().settlement_year;
    expect(year.to).toBe('2025-12-31');
    expect(year.total).toEqual(totalsOf(await rawAnimals('10003', '2025-01-01', '2025-12-31')));
    const own = new Set((await ctx.db.selectFrom('settlement').select('settlement_no').where('supplier_no', '=', '10003').execute()).map((s) => s.settlement_no));
    expect(year.settlements.every((s: { settlement_no: string }) => own.has(s.settlement_no))).toBe(true);
  });

  it('answers a year not begun or not a year with 422, never a 500', async () => {
    const farmer = await ctx.login('10001');
    for (const bad of ['2027', '1999', 'abc', '2026.5', '99999999999999999999']) {
      const res = await get(`/api/settlement_year/${bad}`, farmer);
      expect(res.statusCode, bad).toBe(422);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
  });

  it('is money: a vet gets 403, an accountant the figures', async () => {
    await createPersonWithGrants(ctx, { email: 'vet@example.no', name: 'Per Vet', grants: [{ supplierNo: '10001', role: 'vet' }] });
    expect((await get('/api/settlement_year/2026', await loginPerson(ctx, 'vet@example.no'))).statusCode).toBe(403);
    await createPersonWithGrants(ctx, { email: 'acc@example.no', name: 'Per Regnskap', grants: [{ supplierNo: '10001', role: 'accountant' }] });
    expect((await get('/api/settlement_year/2026', await loginPerson(ctx, 'acc@example.no'))).statusCode).toBe(200);
  });

  it('as Excel: the settlements with a sum row, and the sums beside last year', async () => {
    const farmer = await ctx.login('10001');
    const res = await get('/api/settlement_year/2026/export/excel', farmer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe('attachment; filename="arsoversikt-2026.xlsx"');
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const list = book.getWorksheet('Avregninger 2026')!;
    const raw = totalsOf(await rawAnimals('10001', '2026-01-01', '2026-11-22'));
    const sumRow = list.getRow(list.rowCount);
    expect(sumRow.getCell(2).value).toBe('Sum');
    expect((sumRow.getCell(6).value as { result: number }).result).toBe(raw.amount_kr);
    const sums = book.getWorksheet('Summer')!;
    const last = sums.getRow(sums.rowCount);
    expect(last.getCell(1).value).toBe('Sum');
    expect(last.getCell(4).value).toBe(raw.amount_kr);
    expect(last.getCell(7).value).toBe(totalsOf(await rawAnimals('10001', '2025-01-01', '2025-11-22')).amount_kr);
  });
});
