import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  animalAmountOre,
  krToOre,
  stripDollarText,
  tempSlaughterByDateResponseSchema,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { seedDemoSettlements } from '../src/db/seed/settlements-seed.js';
import { createTestContext, type TestContext } from './harness.js';
import { settlementHelpers } from './settlements-helpers.js';

// Settlements through the API on the demo data (10001 and 10003 with three years of history): the
// lists, one settlement's detail, 401 on every settlement route, and the seeded data behind them.
// Excel exports: settlements-excel.test.ts; photos, PDFs and read markers:
// settlements-photos-pdf-markers.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { get, postedList, postedDetail, dbSettlements, settlementOf10003 } = settlementHelpers(() => ctx);

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
      expect(krToOre(item.amount!)).toBe(Number(row.amount_ore));
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
    expect(list.every((s) => s.amount! > 0)).toBe(true);
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
      expect(sumOre).toBe(krToOre(detail.amount!));
      for (const a of animals) {
        expect(krToOre(a.amount_kr!)).toBe(animalAmountOre(a.weight_g, krToOre(a.price_kr_per_kg!)));
        expect(a.settlement_no).toBe(item.settlement_no);
        expect(a.slaughter_image_download_ids.length).toBeGreaterThanOrEqual(2);
        // The demo prices every animal from the lists it seeds: fully explained, nothing left over
        // (in every test of the file, not only the first: the lists are kept by the reset).
        expect(a.price_explanation, `${item.settlement_no} ${a.individual_no}`).toBeDefined();
        expect(a.price_explanation!.amount_kr).toBe(a.amount_kr);
        expect(a.price_explanation!.other_kr).toBe(0);
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

  it('gives each animal exactly its stored diseases (by name) and photos (in their order), none as empty lists', async () => {
    const cookie = await ctx.login('10001');
    const [item] = await postedList(cookie);
    const animalsOfItem = () =>
      ctx.db
        .selectFrom('slaughter_animal as a')
        .innerJoin('settlement as s', 's.id', 'a.settlement_id')
        .select(['a.id'])
        .where('s.supplier_no', '=', '10001')
        .where('s.settlement_no', '=', item!.settlement_no)
        .orderBy('a.position')
        .execute();
    const [first, second] = await animalsOfItem();
    // The first animal gets two more diseases, added out of name order; the second loses its
    // diseases and photos.
    await ctx.db
      .insertInto('slaughter_animal_disease')
      .values([
        { animal_id: first!.id, supplier_no: '10001', name: 'Øyebetennelse' },
        { animal_id: first!.id, supplier_no: '10001', name: 'Abscess' },
      ])
      .onConflict((oc) => oc.doNothing())
      .execute();
    await ctx.db.deleteFrom('slaughter_animal_disease').where('animal_id', '=', second!.id).execute();
    await ctx.db.deleteFrom('slaughter_photo').where('animal_id', '=', second!.id).execute();

    const detail = await postedDetail(cookie, item!);
    const answered = detail.slaughter_animals_by_group.flatMap((g) => g.animals);
    const ids = (await animalsOfItem()).map((a) => a.id);
    // Name order is the database's collation, as the list of a group's diseases has always been.
    const diseases = await ctx.db.selectFrom('slaughter_animal_disease').select(['animal_id', 'name']).where('animal_id', 'in', ids).orderBy('name').execute();
    const photos = await ctx.db.selectFrom('slaughter_photo').select(['animal_id', 'id']).where('animal_id', 'in', ids).orderBy('position').execute();
    expect(answered).toHaveLength(ids.length);
    ids.forEach((id, i) => {
      const names = diseases.filter((d) => d.animal_id === id).map((d) => d.name);
      const photoIds = photos.filter((p) => p.animal_id === id).map((p) => p.id);
      expect(answered[i]!.diseases.map((d) => d.name)).toEqual(names);
      expect(answered[i]!.slaughter_image_download_ids).toEqual(photoIds);
    });
    expect(answered[0]!.diseases.map((d) => d.name)).toEqual(expect.arrayContaining(['Abscess', 'Øyebetennelse']));
    expect(answered[1]!.diseases).toEqual([]);
    expect(answered[1]!.slaughter_image_download_ids).toEqual([]);
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
