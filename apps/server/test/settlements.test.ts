import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PNG } from 'pngjs';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  animalAmountOre,
  formatKr,
  krToOre,
  postedSlaughterByDateResponseSchema,
  postedSlaughtersListResponseSchema,
  type SettlementDetail,
  type SettlementListItem,
  stripDollarText,
  tempSlaughterByDateResponseSchema,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { seedDemoSettlements } from '../src/db/seed/settlements-seed.js';
import { createTestContext, type TestContext } from './harness.js';

// Settlements through the API on the demo data (10001 and 10003 with three years of history).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
const post = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: 'http://portal.test', ...(cookie ? { cookie } : {}) } });

async function postedList(cookie: string, query = ''): Promise<SettlementListItem[]> {
  const res = await get(`/api/posted_slaughters_list${query}`, cookie);
  expect(res.statusCode).toBe(200);
  return postedSlaughtersListResponseSchema.parse(res.json()).posted_slaughters_list;
}

async function postedDetail(cookie: string, item: { date: string; settlement_no: string }): Promise<SettlementDetail> {
  const res = await get(`/api/posted_slaughter_by_date/${item.date}?settlement_no=${item.settlement_no}`, cookie);
  expect(res.statusCode).toBe(200);
  return postedSlaughterByDateResponseSchema.parse(res.json()).posted_slaughter_by_date;
}

/** Settlements of a supplier straight from the database, to compare the API with. */
function dbSettlements(supplierNo: string, kind: 'posted' | 'temp') {
  return ctx.db
    .selectFrom('settlement')
    .select(['id', 'settlement_no', 'settlement_date', 'amount_ore', 'has_document', 'comment'])
    .where('supplier_no', '=', supplierNo)
    .where('kind', '=', kind)
    .execute();
}

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

async function pdfText(body: Buffer): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(body), verbosity: 0, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: parts.join('\n').replace(/\s+/g, ' ') };
}

/** A posted settlement of 10003, for the tenancy checks. */
async function settlementOf10003() {
  const [row] = await ctx.db
    .selectFrom('settlement')
    .select(['settlement_no', 'settlement_date', 'id'])
    .where('supplier_no', '=', '10003')
    .where('kind', '=', 'posted')
    .where('has_document', '=', true)
    .orderBy('settlement_date', 'desc')
    .limit(1)
    .execute();
  return row!;
}

async function photoOf(supplierNo: string, kind: 'posted' | 'temp') {
  const row = await ctx.db
    .selectFrom('slaughter_photo as p')
    .innerJoin('slaughter_animal as a', 'a.id', 'p.animal_id')
    .innerJoin('settlement as s', 's.id', 'a.settlement_id')
    .select('p.id')
    .where('s.supplier_no', '=', supplierNo)
    .where('s.kind', '=', kind)
    .orderBy('p.id')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('every settlement route answers 401 without a session', () => {
  it.each([
    ['GET', '/api/posted_slaughters_list'],
    ['GET', '/api/temp_slaughters_list'],
    ['GET', '/api/posted_slaughter_by_date/2026-11-09'],
    ['GET', '/api/temp_slaughter_by_date/2026-11-17'],
    ['GET', '/api/posted_slaughter_by_date/2026-11-09/export/excel?settlement_no=100010130'],
    ['GET', '/api/temp_slaughter_by_date/2026-11-17/export/excel'],
    ['GET', '/api/posted_slaughter_by_date_range/2023-01-01/2026-12-31/export/excel'],
    ['GET', '/api/posted_slaughter_by_date_range/2026-12-31/2023-01-01/export/excel'],
    ['GET', '/api/slaughter_photo/posted/abc'],
    ['GET', '/api/documents/download/accounting/100010130'],
    ['GET', '/api/hasread/accountings-posted/notification'],
    ['GET', '/api/hasread/accountings-temp/notification'],
    ['POST', '/api/markread/accountings-posted/notification'],
    ['POST', '/api/markread/accountings-temp/notification'],
  ] as const)('%s %s', async (method, url) => {
    const res = await ctx.app.inject({ method, url, headers: { origin: 'http://portal.test' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });
});

describe('GET /api/posted_slaughters_list and /api/temp_slaughters_list', () => {
  it('lists exactly the farmer’s own posted settlements, newest first, amounts in kroner', async () => {
    const list = await postedList(await ctx.login('10001'));
    const own = await dbSettlements('10001', 'posted');
    expect(list.map((s) => s.settlement_no).sort()).toEqual(own.map((s) => s.settlement_no).sort());
    expect(list.length).toBeGreaterThan(100);
    const dates = list.map((s) => s.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of list) {
      const row = own.find((s) => s.settlement_no === item.settlement_no)!;
      expect(item.date).toBe(row.settlement_date);
      expect(krToOre(item.amount)).toBe(Number(row.amount_ore));
    }
  });

  it('answers dates as yyyy-MM-dd calendar dates, whatever the time zone', async () => {
    const list = await postedList(await ctx.login('10001'));
    expect(list.every((s) => /^\d{4}-\d{2}-\d{2}$/.test(s.date))).toBe(true);
    expect(list.at(-1)!.date).toBe((await dbSettlements('10001', 'posted')).map((s) => s.settlement_date).sort()[0]);
  });

  it('shows 10003 only 10003’s settlements', async () => {
    const list = await postedList(await ctx.login('10003'));
    const own = new Set((await dbSettlements('10003', 'posted')).map((s) => s.settlement_no));
    expect(list.length).toBe(own.size);
    expect(list.every((s) => own.has(s.settlement_no))).toBe(true);
    expect(list.some((s) => s.settlement_no.startsWith('10001'))).toBe(false);
  });

  it('lists the temporary settlements of the last weeks', async () => {
    const res = await get('/api/temp_slaughters_list', await ctx.login('10001'));
    const list = tempSlaughtersListResponseSchema.parse(res.json()).temp_slaughters_list;
    expect(list.map((s) => s.date)).toEqual(['2026-11-19', '2026-11-17', '2026-11-16']);
    expect(list.every((s) => s.amount > 0)).toBe(true);
  });

  it('answers an empty list for a farmer without settlements', async () => {
    expect(await postedList(await ctx.loginConfirmed('10002'))).toEqual([]);
  });

  it('answers a superuser acting for nobody 403 NO_FARM_SELECTED', async () => {
    const res = await get('/api/posted_slaughters_list', await ctx.login('90001'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
  });

  it('shows an impersonating superuser 10001’s settlements', async () => {
    const superuser = await ctx.login('90001');
    const asFarmer = await postedList(await ctx.login('10001'));
    expect(await postedList(superuser, '?impersonateUsername=10001')).toEqual(asFarmer);
    const detail = await get(`/api/posted_slaughter_by_date/${asFarmer[0]!.date}?settlement_no=${asFarmer[0]!.settlement_no}&impersonateUsername=10001`, superuser);
    expect(detail.statusCode).toBe(200);
  });
});

describe('GET /api/posted_slaughter_by_date/{date}', () => {
  it('answers the settlement with its groups and animals, exact to the øre and the gram', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    // Check several settlements of every kind, not just one.
    const sample = list.filter((_, i) => i % 9 === 0);
    for (const item of sample) {
      const detail = await postedDetail(cookie, item);
      expect(detail.settlement_no).toBe(item.settlement_no);
      expect(detail.date).toBe(item.date);
      expect(detail.amount).toBe(item.amount);
      const animals = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
      const sumOre = animals.reduce((sum, a) => sum + krToOre(a.amount_kr!), 0);
      expect(sumOre).toBe(krToOre(detail.amount));
      for (const a of animals) {
        expect(krToOre(a.amount_kr!)).toBe(animalAmountOre(a.weight_g, krToOre(a.price_kr_per_kg!)));
        expect(a.settlement_no).toBe(item.settlement_no);
        expect(a.slaughter_image_download_ids.length).toBeGreaterThanOrEqual(2);
      }
      for (const group of detail.slaughter_animals_by_group) {
        const total = group.animals.reduce((sum, a) => sum + a.weight_g, 0);
        expect(group.tot_weight_g).toBe(total);
        expect(group.avg_weight_g).toBe(Math.round(total / group.animals.length));
        const counts = new Map<string, number>();
        for (const a of group.animals) for (const d of a.diseases) counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
        expect(Object.fromEntries(group.diseases.map((d) => [d.name, d.count]))).toEqual(Object.fromEntries(counts));
      }
    }
  });

  it('answers the stored grams and øre unchanged', async () => {
    const cookie = await ctx.login('10001');
    const [item] = await postedList(cookie);
    const detail = await postedDetail(cookie, item!);
    const stored = await ctx.db
      .selectFrom('slaughter_animal as a')
      .innerJoin('settlement as s', 's.id', 'a.settlement_id')
      .select(['a.weight_g', 'a.price_ore_per_kg', 'a.amount_ore', 'a.individual_no'])
      .where('s.settlement_no', '=', item!.settlement_no)
      .orderBy('a.position')
      .execute();
    const animals = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
    expect(animals.map((a) => [a.individual_no, a.weight_g, krToOre(a.price_kr_per_kg!), krToOre(a.amount_kr!)])).toEqual(
      stored.map((r) => [r.individual_no, r.weight_g, r.price_ore_per_kg, Number(r.amount_ore)]),
    );
  });

  it('shows pigs with meat percent and cattle and sheep with class and fat group', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    const details = await Promise.all(list.slice(0, 12).map((item) => postedDetail(cookie, item)));
    const animals = details.flatMap((d) => d.slaughter_animals_by_group.flatMap((g) => g.animals));
    const pig = animals.find((a) => a.animal_kind === 'pig')!;
    expect(pig.meat_percent).toBeGreaterThanOrEqual(50);
    expect(pig.meat_fat_class).toBeNull();
    expect(pig.fat_group).toBeNull();
    const lamb = animals.find((a) => a.description === 'Lam')!;
    expect(lamb.meat_percent).toBeNull();
    expect(lamb.meat_fat_class).toBe(`${lamb.classification} / ${lamb.fat_group}`);
    expect(lamb.classification).toMatch(/^[EUROP][+-]?$/);
    expect(lamb.fat_group).toMatch(/^[1-5][+-]?$/);
  });

  it('shows a settlement with both lamb and sheep groups', async () => {
    const cookie = await ctx.login('10001');
    const [row] = await ctx.db
      .selectFrom('settlement as s')
      .select(['s.settlement_no', 's.settlement_date'])
      .where('s.supplier_no', '=', '10001')
      .where('s.kind', '=', 'posted')
      .where((eb) => eb.exists(eb.selectFrom('slaughter_animal').select('id').whereRef('settlement_id', '=', 's.id').where('group_name', '=', 'Sau')))
      .where((eb) => eb.exists(eb.selectFrom('slaughter_animal').select('id').whereRef('settlement_id', '=', 's.id').where('group_name', '=', 'Lam')))
      .limit(1)
      .execute();
    const detail = await postedDetail(cookie, { date: row!.settlement_date, settlement_no: row!.settlement_no });
    expect(detail.slaughter_animals_by_group.map((g) => g.group_name)).toEqual(['Lam', 'Sau']);
    expect(detail.slaughter_animals_by_group.every((g) => g.animal_kind === 'sheep')).toBe(true);
  });

  it('never sends the cooperative’s $internal$ comment text', async () => {
    const cookie = await ctx.login('10001');
    const rows = (await dbSettlements('10001', 'posted')).filter((s) => s.comment.includes('$'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows.slice(0, 3)) {
      const detail = await postedDetail(cookie, { date: row.settlement_date, settlement_no: row.settlement_no });
      expect(detail.comment).not.toContain('$');
      expect(detail.comment).toBe(stripDollarText(row.comment));
      expect(detail.comment.length).toBeGreaterThan(0);
    }
  });

  it('picks by settlement_no when a date has several settlements, and asks for it when missing', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    const date = list.find((s, i) => list.findIndex((o) => o.date === s.date) !== i)!.date;
    const onDate = list.filter((s) => s.date === date);
    expect(onDate.length).toBeGreaterThan(1);
    for (const item of onDate) expect((await postedDetail(cookie, item)).settlement_no).toBe(item.settlement_no);
    const res = await get(`/api/posted_slaughter_by_date/${date}`, cookie);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { settlement_no: expect.any(String) } });
  });

  it('finds a date’s only settlement without settlement_no', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    const single = list.find((s) => list.filter((o) => o.date === s.date).length === 1)!;
    const res = await get(`/api/posted_slaughter_by_date/${single.date}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().posted_slaughter_by_date.settlement_no).toBe(single.settlement_no);
  });

  it('answers 404 for a date without settlements, a wrong number, and another supplier’s settlement', async () => {
    const cookie = await ctx.login('10001');
    expect((await get('/api/posted_slaughter_by_date/2020-01-01', cookie)).statusCode).toBe(404);
    const [item] = await postedList(cookie);
    expect((await get(`/api/posted_slaughter_by_date/${item!.date}?settlement_no=999999999`, cookie)).statusCode).toBe(404);
    const theirs = await settlementOf10003();
    const res = await get(`/api/posted_slaughter_by_date/${theirs.settlement_date}?settlement_no=${theirs.settlement_no}`, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    // Without the number too: the date alone never reaches another supplier's settlement.
    const ownDates = new Set((await postedList(cookie)).map((s) => s.date));
    if (!ownDates.has(theirs.settlement_date)) {
      expect((await get(`/api/posted_slaughter_by_date/${theirs.settlement_date}`, cookie)).statusCode).toBe(404);
    }
    // And 10003 itself does see it.
    expect((await get(`/api/posted_slaughter_by_date/${theirs.settlement_date}?settlement_no=${theirs.settlement_no}`, await ctx.login('10003'))).statusCode).toBe(200);
  });

  it.each(['2026-02-30', '2026-13-01', '2026-11-1', '20261109', 'i-dag', '2026-11-09T00:00'])('answers 422 for the date %s', async (date) => {
    const res = await get(`/api/posted_slaughter_by_date/${encodeURIComponent(date)}`, await ctx.login('10001'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ code: 'INVALID_INPUT', message: expect.any(String), fields: { date: expect.any(String) } });
  });

  it('answers 422 for a malformed settlement_no', async () => {
    const res = await get(`/api/posted_slaughter_by_date/2026-11-09?settlement_no=${encodeURIComponent("1' or 1=1")}`, await ctx.login('10001'));
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('settlement_no');
  });
});

describe('GET /api/temp_slaughter_by_date/{date}', () => {
  it('answers the temporary settlement without prices or document', async () => {
    const cookie = await ctx.login('10001');
    const res = await get('/api/temp_slaughter_by_date/2026-11-17', cookie);
    expect(res.statusCode).toBe(200);
    const detail = tempSlaughterByDateResponseSchema.parse(res.json()).temp_slaughter_by_date;
    expect(detail.has_document).toBe(false);
    const animals = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
    expect(animals.length).toBeGreaterThan(10);
    expect(animals.every((a) => a.price_kr_per_kg === null && a.amount_kr === null)).toBe(true);
    expect(animals.every((a) => a.animal_kind === 'pig')).toBe(true);
  });

  it('answers 404 for a posted date and for another supplier’s temporary settlement', async () => {
    const cookie = await ctx.login('10001');
    const [posted] = await postedList(cookie);
    expect((await get(`/api/temp_slaughter_by_date/${posted!.date}`, cookie)).statusCode).toBe(404);
    // 10003 has a temporary settlement on 2026-11-18; 10001 has none that day.
    expect((await get('/api/temp_slaughter_by_date/2026-11-18', await ctx.login('10003'))).statusCode).toBe(200);
    expect((await get('/api/temp_slaughter_by_date/2026-11-18', cookie)).statusCode).toBe(404);
  });

  it('answers 422 for a date that does not exist', async () => {
    expect((await get('/api/temp_slaughter_by_date/2026-11-31', await ctx.login('10001'))).statusCode).toBe(422);
  });
});

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
    ]);
    const animals = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
    expect(dataRows).toHaveLength(animals.length);
    const grams = dataRows.reduce((sum, r) => sum + Math.round((r.getCell(col('Vekt (kg)')).value as number) * 1000), 0);
    expect(grams).toBe(animals.reduce((sum, a) => sum + a.weight_g, 0));
    const ore = dataRows.reduce((sum, r) => sum + krToOre(r.getCell(col('Beløp (kr)')).value as number), 0);
    expect(ore).toBe(krToOre(detail.amount));
    // Same animals in the same order, individually.
    expect(dataRows.map((r) => String(r.getCell(col('Individnr')).value))).toEqual(animals.map((a) => a.individual_no));
    const first = dataRows[0]!;
    expect(first.getCell(col('Avregningsnr')).value).toBe(item!.settlement_no);
    expect(first.getCell(col('Dato')).value).toEqual(new Date(`${item!.date}T00:00:00Z`));
    expect(first.getCell(col('Vekt (kg)')).numFmt).toBe('#,##0.000');
    expect(first.getCell(col('Beløp (kr)')).numFmt).toBe('#,##0.00');
    // The sum row: formulas with their values, so Excel shows them before recalculating.
    const sumWeight = sumRow!.getCell(col('Vekt (kg)')).value as { formula: string; result: number };
    expect(sumWeight.formula).toBe(`SUM(J2:J${animals.length + 1})`);
    expect(Math.round(sumWeight.result * 1000)).toBe(grams);
    const sumAmount = sumRow!.getCell(col('Beløp (kr)')).value as { formula: string; result: number };
    expect(krToOre(sumAmount.result)).toBe(krToOre(detail.amount));
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
    expect(ore).toBe(list.reduce((sum, s) => sum + krToOre(s.amount), 0));
    const grams = dataRows.reduce((sum, r) => sum + Math.round((r.getCell(col('Vekt (kg)')).value as number) * 1000), 0);
    expect(grams).toBe(Number(stored.g));
    const keys = dataRows.map((r) => `${r.getCell(col('Avregningsnr')).value}:${r.getCell(col('Individnr')).value}`);
    expect(new Set(keys).size).toBe(keys.length);
    const dates = dataRows.map((r) => (r.getCell(col('Dato')).value as Date).toISOString().slice(0, 10));
    expect(dates).toEqual([...dates].sort());
    expect(new Set(dataRows.map((r) => r.getCell(col('Avregningsnr')).value))).toEqual(new Set(list.map((s) => s.settlement_no)));
    expect(krToOre((sumRow!.getCell(col('Beløp (kr)')).value as { result: number }).result)).toBe(ore);
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
    expect(ore).toBe(expected.reduce((sum, s) => sum + krToOre(s.amount), 0));
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

describe('GET /api/slaughter_photo/{kind}/{imageId}', () => {
  it('answers the animal’s photo as a PNG image', async () => {
    const cookie = await ctx.login('10001');
    const [item] = await postedList(cookie);
    const detail = await postedDetail(cookie, item!);
    const id = detail.slaughter_animals_by_group[0]!.animals[0]!.slaughter_image_download_ids[0]!;
    const res = await get(`/api/slaughter_photo/posted/${id}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length).toBeLessThanOrEqual(60 * 1024);
    const png = PNG.sync.read(res.rawPayload);
    expect([png.width, png.height]).toEqual([640, 480]);
  });

  it('serves photos of temporary settlements under temp only', async () => {
    const cookie = await ctx.login('10001');
    const id = await photoOf('10001', 'temp');
    expect((await get(`/api/slaughter_photo/temp/${id}`, cookie)).statusCode).toBe(200);
    expect((await get(`/api/slaughter_photo/posted/${id}`, cookie)).statusCode).toBe(404);
  });

  it('answers 404 for another supplier’s photo, an unknown id and an unknown kind', async () => {
    const cookie = await ctx.login('10001');
    const theirs = await photoOf('10003', 'posted');
    expect((await get(`/api/slaughter_photo/posted/${theirs}`, await ctx.login('10003'))).statusCode).toBe(200);
    const res = await get(`/api/slaughter_photo/posted/${theirs}`, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: expect.any(String) });
    expect((await get('/api/slaughter_photo/posted/0000000000000000deadbeef', cookie)).statusCode).toBe(404);
    expect((await get(`/api/slaughter_photo/other/${await photoOf('10001', 'posted')}`, cookie)).statusCode).toBe(404);
    expect((await get('/api/slaughter_photo/posted/..%2F..%2Fetc%2Fpasswd', cookie)).statusCode).toBe(404);
    // A superuser impersonating 10001 still cannot reach 10003's photo.
    expect((await get(`/api/slaughter_photo/posted/${theirs}?impersonateUsername=10001`, await ctx.login('90001'))).statusCode).toBe(404);
  });
});

describe('GET /api/documents/download/accounting/{settlement_no}', () => {
  it('answers the settlement PDF with cooperative, supplier, number, date, groups and total', async () => {
    const cookie = await ctx.login('10001');
    const list = await postedList(cookie);
    const own = await dbSettlements('10001', 'posted');
    const item = list.find((s) => own.find((o) => o.settlement_no === s.settlement_no)!.has_document)!;
    const detail = await postedDetail(cookie, item);
    const res = await get(`/api/documents/download/accounting/${item.settlement_no}`, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="avregning-${item.settlement_no}.pdf"`);
    const { text } = await pdfText(res.rawPayload);
    expect(text).toContain(ctx.config.company.name);
    expect(text).toContain('Ola Nordmann');
    expect(text).toContain('10001');
    expect(text).toContain(`Avregning nr ${item.settlement_no}`);
    const [y, m, d] = item.date.split('-');
    expect(text).toContain(`${d}.${m}.${y}`);
    expect(text).toContain(`Sum avregning: ${formatKr(item.amount)}`);
    for (const group of detail.slaughter_animals_by_group) expect(text).toContain(`${group.group_name} (${group.animals.length} dyr)`);
    const animal = detail.slaughter_animals_by_group[0]!.animals[0]!;
    expect(text).toContain(animal.individual_no);
    expect(text).toContain(formatKr(animal.amount_kr!).replace(' kr', ''));
  });

  it('answers 404 for another supplier’s settlement, a temporary one and one without a document', async () => {
    const cookie = await ctx.login('10001');
    const theirs = await settlementOf10003();
    expect((await get(`/api/documents/download/accounting/${theirs.settlement_no}`, await ctx.login('10003'))).statusCode).toBe(200);
    expect((await get(`/api/documents/download/accounting/${theirs.settlement_no}`, cookie)).statusCode).toBe(404);
    const [temp] = await dbSettlements('10001', 'temp');
    expect((await get(`/api/documents/download/accounting/${temp!.settlement_no}`, cookie)).statusCode).toBe(404);
    const withoutDocument = (await dbSettlements('10001', 'posted')).find((s) => !s.has_document)!;
    expect((await get(`/api/documents/download/accounting/${withoutDocument.settlement_no}`, cookie)).statusCode).toBe(404);
    expect((await get('/api/documents/download/accounting/%27%3B%20drop', cookie)).statusCode).toBe(404);
  });
});

describe('read markers for settlements', () => {
  it('answers null before the first read and the time of reading after, with the Oslo offset', async () => {
    const cookie = await ctx.login('10001');
    expect((await get('/api/hasread/accountings-posted/notification', cookie)).json()).toEqual({ timestamp: null });
    const marked = await post('/api/markread/accountings-posted/notification', cookie);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ ok: true });
    // START is 09:00Z on 22 November: 10:00 in Oslo.
    expect((await get('/api/hasread/accountings-posted/notification', cookie)).json()).toEqual({ timestamp: '2026-11-22T10:00:00.000+01:00' });
    // Temporary settlements have their own marker.
    expect((await get('/api/hasread/accountings-temp/notification', cookie)).json()).toEqual({ timestamp: null });
  });

  it('moves on when read again later', async () => {
    const cookie = await ctx.login('10001');
    await post('/api/markread/accountings-temp/notification', cookie);
    ctx.advance(14 * 3_600_000 + 30 * 60_000);
    await post('/api/markread/accountings-temp/notification', cookie);
    // 00:30 in Oslo on the 23rd, still the 22nd in UTC: the date part is the Oslo date.
    expect((await get('/api/hasread/accountings-temp/notification', cookie)).json()).toEqual({ timestamp: '2026-11-23T00:30:00.000+01:00' });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toHaveLength(1);
  });

  it('is per user', async () => {
    await post('/api/markread/accountings-posted/notification', await ctx.login('10001'));
    expect((await get('/api/hasread/accountings-posted/notification', await ctx.login('10003'))).json()).toEqual({ timestamp: null });
  });

  it('marks nothing while a superuser impersonates, but answers 200', async () => {
    const superuser = await ctx.login('90001');
    const res = await post('/api/markread/accountings-posted/notification?impersonateUsername=10001', superuser);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
    expect((await get('/api/hasread/accountings-posted/notification', await ctx.login('10001'))).json()).toEqual({ timestamp: null });
  });

  it('shows an impersonating superuser the farmer’s own marker', async () => {
    await post('/api/markread/accountings-posted/notification', await ctx.login('10001'));
    const res = await get('/api/hasread/accountings-posted/notification?impersonateUsername=10001', await ctx.login('90001'));
    expect(res.json()).toEqual({ timestamp: '2026-11-22T10:00:00.000+01:00' });
  });

  it('answers 404 for an unknown kind', async () => {
    const cookie = await ctx.login('10001');
    expect((await get('/api/hasread/no-such-list/notification', cookie)).statusCode).toBe(404);
    expect((await post('/api/markread/no-such-list/notification', cookie)).statusCode).toBe(404);
  });

  it('refuses a cross-site markread', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/markread/accountings-posted/notification',
      headers: { cookie: await ctx.login('10001'), origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
  });
});

describe('demo seed', () => {
  it('is idempotent: seeding again adds nothing', async () => {
    const before = await ctx.db.selectFrom('slaughter_animal').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const again = await seedDemoSettlements(ctx.db, ctx.config.filesDir, { otherSuppliers: 2 });
    expect(again).toMatchObject({ settlements: 0, animals: 0 });
    const after = await ctx.db.selectFrom('slaughter_animal').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('keeps every posted settlement’s amount equal to the sum of its animals in the database', async () => {
    const mismatches = await ctx.db
      .selectFrom('settlement as s')
      .innerJoin('slaughter_animal as a', 'a.settlement_id', 's.id')
      .select(['s.settlement_no'])
      .where('s.kind', '=', 'posted')
      .groupBy(['s.id', 's.settlement_no', 's.amount_ore'])
      .having(sql<boolean>`sum(a.amount_ore) <> s.amount_ore`)
      .execute();
    expect(mismatches).toEqual([]);
  });
});
