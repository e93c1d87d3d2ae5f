import ExcelJS from 'exceljs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { krToOre, type SettlementDetail } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { settlementHelpers } from './settlements-helpers.js';

// The Excel exports of settlements through the API on the demo data (10001 and 10003 with three
// years of history): one settlement, posted or temporary, and a date range of posted ones.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, postedList, postedDetail, dbSettlements, settlementOf10003 } = settlementHelpers(() => ctx);

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: ExcelJS.Row[] = [];
  sheet.eachRow((row) => rows.push(row));
  const header = (rows[0]!.values as ExcelJS.CellValue[]).slice(1).map(String);
  const col = (name: string) => {
    const index = header.indexOf(name);
    if (index < 0) throw new Error(`no column ${name} in ${header.join(', ')}`);
    return index + 1;
  };
  const sumRow = rows.find((r) => r.getCell(1).value === 'Sum');
  const dataRows = rows.slice(1).filter((r) => r !== sumRow);
  return { header, col, dataRows, sumRow, sheet };
}

describe('Excel export of one settlement', () => {
  it('answers a real .xlsx with one row per animal, numbers that sum to the API’s totals', async () => {
    const cookie = await ctx.login('10001');
    const [item] = await postedList(cookie);
    const detail = await postedDetail(cookie, item!);
    const res = await get(`/api/posted_slaughter_by_date/${item!.date}/export/excel?settlement_no=${item!.settlement_no}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="avregning-${item!.settlement_no}-${item!.date}.xlsx"`);

    const { header, col, dataRows, sumRow } = await readWorkbook(res.rawPayload);
    expect(header).toEqual([
      'Avregningsnr',
      'Dato',
      'Gruppe',
      'Merkenr',
      'Individnr',
      'Beskrivelse',
      'Klasse',
      'Kjøttprosent',
      'Fettgruppe',
      'Vekt (kg)',
      'Pris (kr/kg)',
      'Beløp (kr)',
      'Sykdommer',
      // 'Slik ble prisen regnet ut', part by part.
      'Notering (kr/kg)',
      'Klasse (kr/kg)',
      'Fettgruppe (kr/kg)',
      'Kjøttprosent (kr/kg)',
      'Vekt (kr/kg)',
      'Prosenttrekk (kr/kg)',
      'Tillegg og trekk per dyr (kr)',
      'Andre tillegg og trekk (kr)',
      'Slik ble prisen regnet ut',
    ]);
    const animals = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
    expect(dataRows).toHaveLength(animals.length);
    const grams = dataRows.reduce((sum, r) => sum + Math.round((r.getCell(col('Vekt (kg)')).value as number) * 1000), 0);
    expect(grams).toBe(animals.reduce((sum, a) => sum + a.weight_g, 0));
    const ore = dataRows.reduce((sum, r) => sum + krToOre(r.getCell(col('Beløp (kr)')).value as number), 0);
    expect(ore).toBe(krToOre(detail.amount!));
    // Same animals in the same order, individually.
    expect(dataRows.map((r) => String(r.getCell(col('Individnr')).value))).toEqual(animals.map((a) => a.individual_no));
    const first = dataRows[0]!;
    expect(first.getCell(col('Avregningsnr')).value).toBe(item!.settlement_no);
    expect(first.getCell(col('Dato')).value).toEqual(new Date(`${item!.date}T00:00:00Z`));
    expect(first.getCell(col('Vekt (kg)')).numFmt).toBe('#,##0.000');
    expect(first.getCell(col('Beløp (kr)')).numFmt).toBe('#,##0.00');
    expect(first.getCell(col('Pris (kr/kg)')).numFmt).toBe('#,##0.00');
    expect(first.getCell(col('Dato')).numFmt).toBe('dd.mm.yyyy');
    // Every row keeps the formats, not just the first; text columns have none.
    for (const row of dataRows) {
      expect(row.getCell(col('Vekt (kg)')).numFmt).toBe('#,##0.000');
      expect(row.getCell(col('Individnr')).numFmt).toBeUndefined();
    }
    // The sum row: formulas with their values, so Excel shows them before recalculating.
    const sumWeight = sumRow!.getCell(col('Vekt (kg)')).value as { formula: string; result: number };
    expect(sumWeight.formula).toBe(`SUM(J2:J${animals.length + 1})`);
    expect(Math.round(sumWeight.result * 1000)).toBe(grams);
    const sumAmount = sumRow!.getCell(col('Beløp (kr)')).value as { formula: string; result: number };
    expect(krToOre(sumAmount.result)).toBe(krToOre(detail.amount!));
  });

  it('lists the diseases of each animal', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    for (const item of list) {
      const detail = await postedDetail(cookie, item);
      const animals = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
      if (!animals.some((a) => a.diseases.length > 0)) continue;
      const res = await get(`/api/posted_slaughter_by_date/${item.date}/export/excel?settlement_no=${item.settlement_no}`, cookie);
      const { col, dataRows } = await readWorkbook(res.rawPayload);
      expect(dataRows.map((r) => r.getCell(col('Sykdommer')).value ?? '')).toEqual(animals.map((a) => a.diseases.map((d) => d.name).join(', ')));
      return;
    }
    throw new Error('no settlement with diseases');
  });

  it('keeps text that looks like a formula as text: a cell of text, never a formula', async () => {
    const cookie = await ctx.login('10001');
    const [item] = await postedList(cookie);
    const [settlement] = (await dbSettlements('10001', 'posted')).filter((s) => s.settlement_no === item!.settlement_no);
    const hostile = 'Lam;=HYPERLINK("http://x.test","klikk"),+1';
    // The settlements are kept between the file's tests (harness.ts): the animals get their own
    // descriptions back afterwards, or the later tests would export these.
    const original = await ctx.db.selectFrom('slaughter_animal').select(['id', 'description']).where('settlement_id', '=', settlement!.id).execute();
    await ctx.db.updateTable('slaughter_animal').set({ description: hostile }).where('settlement_id', '=', settlement!.id).execute();
    try {
      const res = await get(`/api/posted_slaughter_by_date/${item!.date}/export/excel?settlement_no=${item!.settlement_no}`, cookie);
      const { col, dataRows } = await readWorkbook(res.rawPayload);
      for (const row of dataRows) {
        const cell = row.getCell(col('Beskrivelse'));
        expect(cell.type).toBe(ExcelJS.ValueType.String);
        expect(cell.value).toBe(hostile);
      }
    } finally {
      for (const animal of original) await ctx.db.updateTable('slaughter_animal').set({ description: animal.description }).where('id', '=', animal.id).execute();
    }
  });

  it('exports a temporary settlement without price columns', async () => {
    const cookie = await ctx.login('10001');
    const res = await get('/api/temp_slaughter_by_date/2026-11-17/export/excel', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="midlertidig-avregning-M10001\d+-2026-11-17\.xlsx"$/);
    const { header, dataRows } = await readWorkbook(res.rawPayload);
    expect(header).not.toContain('Beløp (kr)');
    expect(header).not.toContain('Pris (kr/kg)');
    const detail = (await get('/api/temp_slaughter_by_date/2026-11-17', cookie)).json().temp_slaughter_by_date as SettlementDetail;
    expect(dataRows).toHaveLength(detail.slaughter_animals_by_group.flatMap((g) => g.animals).length);
  });

  it('answers 404 for another supplier’s settlement and 422 for a bad date', async () => {
    const cookie = await ctx.login('10001');
    const theirs = await settlementOf10003();
    expect((await get(`/api/posted_slaughter_by_date/${theirs.settlement_date}/export/excel?settlement_no=${theirs.settlement_no}`, cookie)).statusCode).toBe(404);
    expect((await get('/api/temp_slaughter_by_date/2026-11-18/export/excel', cookie)).statusCode).toBe(404);
    expect((await get('/api/posted_slaughter_by_date/2026-02-29/export/excel', cookie)).statusCode).toBe(422);
    expect((await get('/api/temp_slaughter_by_date/2026-2-1/export/excel', cookie)).statusCode).toBe(422);
  });
});

describe('Excel export of a date range', () => {
  it('streams the whole history: every posted animal once, oldest first, sums matching the list', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    const res = await get('/api/posted_slaughter_by_date_range/2023-01-01/2026-12-31/export/excel', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="avregninger-2023-01-01-2026-12-31.xlsx"');
    const { col, dataRows, sumRow } = await readWorkbook(res.rawPayload);
    const stored = await ctx.db
      .selectFrom('slaughter_animal as a')
      .innerJoin('settlement as s', 's.id', 'a.settlement_id')
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('a.weight_g').as('g')])
      .where('s.supplier_no', '=', '10001')
      .where('s.kind', '=', 'posted')
      .executeTakeFirstOrThrow();
    // More rows than one database page (2000): the keyset paging must neither skip nor repeat.
    expect(Number(stored.n)).toBeGreaterThan(2000);
    expect(dataRows).toHaveLength(Number(stored.n));
    const ore = dataRows.reduce((sum, r) => sum + krToOre(r.getCell(col('Beløp (kr)')).value as number), 0);
    expect(ore).toBe(list.reduce((sum, s) => sum + krToOre(s.amount!), 0));
    const grams = dataRows.reduce((sum, r) => sum + Math.round((r.getCell(col('Vekt (kg)')).value as number) * 1000), 0);
    expect(grams).toBe(Number(stored.g));
    const keys = dataRows.map((r) => `${r.getCell(col('Avregningsnr')).value}:${r.getCell(col('Individnr')).value}`);
    expect(new Set(keys).size).toBe(keys.length);
    const dates = dataRows.map((r) => (r.getCell(col('Dato')).value as Date).toISOString().slice(0, 10));
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dataRows.map((r) => r.getCell(col('Avregningsnr')).value))).toEqual(new Set(list.map((s) => s.settlement_no)));
    expect(krToOre((sumRow!.getCell(col('Beløp (kr)')).value as { result: number }).result)).toBe(ore);
  });

  it('explains each animal’s price in its columns: the parts add up to the price and the amount, the base is the list’s', async () => {
    const cookie = await ctx.login('10001');
    const res = await get('/api/posted_slaughter_by_date_range/2026-01-01/2026-12-31/export/excel', cookie);
    expect(res.statusCode).toBe(200);
    const { col, dataRows } = await readWorkbook(res.rawPayload);
    expect(dataRows.length).toBeGreaterThan(0);
    // The raw lists, to find the base price of each animal's week by hand.
    const lists = await ctx.db.selectFrom('price_list').select(['kind', 'category', 'year', 'week', 'base_ore_per_kg']).execute();
    const num = (r: ExcelJS.Row, name: string) => Number(r.getCell(col(name)).value ?? 0);
    for (const r of dataRows) {
      const ore = (name: string) => krToOre(num(r, name));
      const perKg = ['Notering (kr/kg)', 'Klasse (kr/kg)', 'Fettgruppe (kr/kg)', 'Kjøttprosent (kr/kg)', 'Vekt (kr/kg)', 'Prosenttrekk (kr/kg)'].reduce((sum, name) => sum + ore(name), 0);
      const other = ore('Andre tillegg og trekk (kr)');
      // The demo's settlements are priced by their lists: nothing beyond them.
      expect(other).toBe(0);
      expect(perKg, `${r.getCell(col('Avregningsnr')).value} ${r.getCell(col('Beskrivelse')).value} ${r.getCell(col('Dato')).value}`).toBe(ore('Pris (kr/kg)'));
      const weightG = Math.round(num(r, 'Vekt (kg)') * 1000);
      expect(Math.floor((weightG * perKg + 500) / 1000) + ore('Tillegg og trekk per dyr (kr)')).toBe(ore('Beløp (kr)'));
      const date = r.getCell(col('Dato')).value as Date;
      const description = String(r.getCell(col('Beskrivelse')).value);
      // The ISO week of the settlement date, and the latest list of the animal's category from it or before.
      const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
      day.setUTCDate(day.getUTCDate() + 4 - (day.getUTCDay() || 7));
      const isoYear = day.getUTCFullYear();
      const week = Math.ceil(((day.getTime() - Date.UTC(isoYear, 0, 1)) / 86_400_000 + 1) / 7);
      const inForce = lists
        .filter((l) => l.category === description && l.year * 100 + l.week <= isoYear * 100 + week)
        .sort((a, b) => b.year * 100 + b.week - (a.year * 100 + a.week))[0];
      expect(inForce, `${description} ${isoYear}-W${week}`).toBeDefined();
      expect(ore('Notering (kr/kg)')).toBe(inForce!.base_ore_per_kg);
      expect(String(r.getCell(col('Slik ble prisen regnet ut')).value)).toMatch(/^Notering: /);
    }
  });

  it('includes exactly the settlements dated from..to, both days included', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    const from = list[20]!.date;
    const to = list[5]!.date;
    const expected = list.filter((s) => s.date >= from && s.date <= to);
    const res = await get(`/api/posted_slaughter_by_date_range/${from}/${to}/export/excel`, cookie);
    const { col, dataRows } = await readWorkbook(res.rawPayload);
    expect(new Set(dataRows.map((r) => r.getCell(col('Avregningsnr')).value))).toEqual(new Set(expected.map((s) => s.settlement_no)));
    const ore = dataRows.reduce((sum, r) => sum + krToOre(r.getCell(col('Beløp (kr)')).value as number), 0);
    expect(ore).toBe(expected.reduce((sum, s) => sum + krToOre(s.amount!), 0));
  });

  it('contains only the farmer’s own animals', async () => {
    const res = await get('/api/posted_slaughter_by_date_range/2020-01-01/2026-12-31/export/excel', await ctx.login('10003'));
    const { col, dataRows } = await readWorkbook(res.rawPayload);
    const own = new Set((await dbSettlements('10003', 'posted')).map((s) => s.settlement_no));
    const numbers = new Set(dataRows.map((r) => String(r.getCell(col('Avregningsnr')).value)));
    expect(numbers).toEqual(own);
  });

  it('answers an empty sheet with a zero sum for a range without settlements', async () => {
    const res = await get('/api/posted_slaughter_by_date_range/2010-01-01/2010-12-31/export/excel', await ctx.login('10001'));
    expect(res.statusCode).toBe(200);
    const { dataRows, sumRow } = await readWorkbook(res.rawPayload);
    expect(dataRows).toHaveLength(0);
    expect(sumRow).toBeDefined();
  });

  it('answers 422 when from is after to, naming from with the spec’s message', async () => {
    const res = await get('/api/posted_slaughter_by_date_range/2026-11-20/2026-11-19/export/excel', await ctx.login('10001'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: expect.any(String), fields: { from: 'Fra-dato kan ikke være større enn til-dato' } });
  });

  it.each([
    ['2026-02-29', '2026-03-01', 'from'],
    ['2026-01-01', '2026-04-31', 'to'],
    ['x', '2026-01-01', 'from'],
  ])('answers 422 for %s–%s', async (from, to, field) => {
    const res = await get(`/api/posted_slaughter_by_date_range/${from}/${to}/export/excel`, await ctx.login('10001'));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty(field);
    expect(res.body).not.toMatch(/at .*\.ts|stack/i);
  });
});
