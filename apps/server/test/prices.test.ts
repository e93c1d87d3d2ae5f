import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createTestContext, type TestContext } from './harness.js';
import { tokenHeader } from './integration-helpers.js';
import { lamb38, type LambClass, type LambFatGroup, lambPriceByList, resetWithoutPriceLists } from './price-list-fixture.js';

let ctx: TestContext;
let auth: { authorization: string };
beforeAll(async () => {
  ctx = await createTestContext();
});
beforeEach(async () => {
  auth = await resetWithoutPriceLists(ctx);
});
afterAll(() => ctx.close());

const putLists = (records: unknown[], headers = auth) => ctx.app.inject({ method: 'PUT', url: '/api/integration/price-lists', headers, payload: { records } });

describe('PUT /api/integration/price-lists', () => {
  it('creates, updates, leaves unchanged and rejects per record; the same batch again changes nothing', async () => {
    const lamb40 = { ...lamb38, week: 40, base_ore_per_kg: 6800 };
    const first = await putLists([lamb38, lamb40, { ...lamb38, category: 'Sau', base_ore_per_kg: 100_001 }]);
    expect(first.statusCode).toBe(200);
    expect(first.json().results).toEqual([
      { index: 0, key: 'sheep:Lam:2026-W38', status: 'created' },
      { index: 1, key: 'sheep:Lam:2026-W40', status: 'created' },
      { index: 2, key: 'sheep:Sau', status: 'rejected', errors: { base_ore_per_kg: expect.any(String) } },
    ]);
    // The same list with its classes in another order is the same list.
    const reordered = { ...lamb38, class_ore_per_kg: { O: -400, R: 0, 'R+': 150, U: 300 } };
    const again = await putLists([reordered, { ...lamb40, base_ore_per_kg: 6900 }]);
    expect(again.json().results.map((r: { status: string }) => r.status)).toEqual(['unchanged', 'updated']);
    const stored = await ctx.db.selectFrom('price_list').select(['week', 'base_ore_per_kg']).orderBy('week').execute();
    expect(stored).toEqual([
      { week: 38, base_ore_per_kg: 7000 },
      { week: 40, base_ore_per_kg: 6900 },
    ]);
  });

  it('rejects a list with a hostile number, an unknown class or a week the year lacks, and keeps the rest', async () => {
    const res = await putLists([
      { ...lamb38, class_ore_per_kg: { X: 1 } },
      { ...lamb38, year: 2027, week: 53 },
      { ...lamb38, per_animal: [{ code: 'transport', label: 'Transport', ore: 1e20 }] },
      { ...lamb38, base_ore_per_kg: 'sytti' },
      { ...lamb38, week: 39 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ created: 1, updated: 0, unchanged: 0, rejected: 4 });
  });

  it('takes only a token with import:prices', async () => {
    expect((await putLists([lamb38], await tokenHeader(ctx, 'other', ['import:settlements']))).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/integration/price-lists', headers: { cookie: await ctx.login('10001') }, payload: { records: [lamb38] } })).statusCode).toBe(401);
  });
});

describe('the settlement detail explains each posted animal’s price', () => {
  /** A lamb's price by the raw list (price-list-fixture.ts): øre per kg and øre. */
  const byList = (a: { classification: LambClass; fat_group: LambFatGroup; weight_g: number }, kslApproved: boolean) => lambPriceByList(a.classification, a.fat_group, a.weight_g, kslApproved);

  it('from the list in force in the settlement’s week, with what the settlement has beyond it as one line', async () => {
    await putLists([lamb38, { ...lamb38, week: 50, base_ore_per_kg: 9000 }]);
    const a = { classification: 'R', fat_group: '3', weight_g: 19_400 } as const;
    const b = { classification: 'U', fat_group: '4', weight_g: 12_000 } as const;
    // 10003 is not KSL approved: the 2 % deduction applies.
    const listA = byList(a, false);
    const listB = byList(b, false);
    expect(listA).toEqual({ perKg: 6860, amount: 128_584 });
    const animal = (x: typeof a | typeof b, no: string, price: number, amount: number, description = 'Lam') => ({
      group_name: description,
      animal_kind: 'sheep',
      individual_no: no,
      description,
      ...x,
      price_ore_per_kg: price,
      amount_ore: amount,
    });
    const animals = [animal(a, '1', listA.perKg, listA.amount), animal(b, '2', 6500, 75_000), animal(a, '3', 3450, 66_930, 'Sau')];
    const settlement = { supplier_no: '10003', kind: 'posted', settlement_no: '100039101', settlement_date: '2026-11-18', amount_ore: listA.amount + 75_000 + 66_930, animals };
    const imported = await ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers: auth, payload: { records: [settlement] } });
    expect(imported.json().summary.created).toBe(1);

    const res = await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-11-18?settlement_no=100039101', headers: { cookie: await ctx.login('10003') } });
    expect(res.statusCode).toBe(200);
    const [lambs, ewes] = res.json().posted_slaughter_by_date.slaughter_animals_by_group;
    const [first, second] = lambs.animals;
    expect(first.price_explanation).toEqual({
      lines: [
        { code: 'base', label: 'Notering: 70,00 kr/kg', kr_per_kg: 70 },
        { code: 'class', label: 'Klasse R: 0,00 kr/kg', kr_per_kg: 0 },
        { code: 'fat_group', label: 'Fettgruppe 3: 0,00 kr/kg', kr_per_kg: 0 },
        { code: 'ksl', label: 'KSL ikke godkjent: −2 % = −1,40 kr/kg', kr_per_kg: -1.4, percent: 2 },
        { code: 'transport', label: 'Transport: −45,00 kr', kr: -45 },
      ],
      kr_per_kg: listA.perKg / 100,
      amount_kr: listA.amount / 100,
      other_kr: 0,
    });
    expect(second.price_explanation.lines.map((l: { label: string }) => l.label)).toEqual([
      'Notering: 70,00 kr/kg',
      'Klasse U: +3,00 kr/kg',
      'Fettgruppe 4: −2,00 kr/kg',
      'Vekt under 13,5 kg: −5,00 kr/kg',
      'KSL ikke godkjent: −2 % = −1,32 kr/kg',
      'Transport: −45,00 kr',
      `Andre tillegg og trekk: +${((75_000 - listB.amount) / 100).toFixed(2).replace('.', ',')} kr (+${((6500 - listB.perKg) / 100).toFixed(2).replace('.', ',')} kr/kg)`,
    ]);
    expect(second.price_explanation).toMatchObject({ kr_per_kg: 65, amount_kr: 750, other_kr: (75_000 - listB.amount) / 100 });
    // No list for 'Sau': no explanation, and nothing made up.
    expect(ewes.animals[0].price_explanation).toBeUndefined();
  });

  it('explains by a list changed after the lists were read, in every server process on the database (WORKERS=N)', async () => {
    // A second process: its own app, with its own lists kept in memory, on the same database.
    const other = await buildApp({ config: ctx.config, db: ctx.db, clock: ctx.now, wallClock: ctx.wallNow });
    await other.ready();
    try {
      await putLists([lamb38]);
      const lamb = { group_name: 'Lam', animal_kind: 'sheep', individual_no: '1', description: 'Lam', classification: 'R', fat_group: '3', weight_g: 19_400, price_ore_per_kg: 6860, amount_ore: 128_584 };
      const settlement = { supplier_no: '10003', kind: 'posted', settlement_no: '100039103', settlement_date: '2026-11-18', amount_ore: 128_584, animals: [lamb] };
      expect((await ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers: auth, payload: { records: [settlement] } })).json().summary.created).toBe(1);
      const cookie = await ctx.login('10003');
      const baseLine = async (app: typeof other) => {
        const res = await app.inject({ method: 'GET', url: '/api/posted_slaughter_by_date/2026-11-18?settlement_no=100039103', headers: { cookie } });
        expect(res.statusCode).toBe(200);
        const [explained] = res.json().posted_slaughter_by_date.slaughter_animals_by_group[0].animals;
        return explained.price_explanation?.lines[0].label ?? null;
      };
      expect([await baseLine(ctx.app), await baseLine(other)]).toEqual(['Notering: 70,00 kr/kg', 'Notering: 70,00 kr/kg']);

      // A list for a later week, the settlement's included, imported through one process: the
      // next detail from either explains by it.
      expect((await putLists([{ ...lamb38, week: 45, base_ore_per_kg: 7500 }])).json().results[0].status).toBe('created');
      expect([await baseLine(other), await baseLine(ctx.app)]).toEqual(['Notering: 75,00 kr/kg', 'Notering: 75,00 kr/kg']);
      // The same list corrected by the import.
      expect((await putLists([{ ...lamb38, week: 45, base_ore_per_kg: 7600 }])).json().results[0].status).toBe('updated');
      expect([await baseLine(ctx.app), await baseLine(other)]).toEqual(['Notering: 76,00 kr/kg', 'Notering: 76,00 kr/kg']);
      // Changed by hand in the database, outside the import: no process keeps the old lists.
      await ctx.db.deleteFrom('price_list').where('week', '=', 45).execute();
      expect([await baseLine(other), await baseLine(ctx.app)]).toEqual(['Notering: 70,00 kr/kg', 'Notering: 70,00 kr/kg']);
      await ctx.db.deleteFrom('price_list').execute();
      expect([await baseLine(ctx.app), await baseLine(other)]).toEqual([null, null]);
    } finally {
      await other.close();
    }
  });

  it('leaves temporary settlements unexplained', async () => {
    await putLists([{ ...lamb38, week: 1 }]);
    const lamb = { group_name: 'Lam', animal_kind: 'sheep', individual_no: '1', description: 'Lam', classification: 'R', fat_group: '3', weight_g: 19_400 };
    const temp = { supplier_no: '10003', kind: 'temp', settlement_no: 'T-39102', settlement_date: '2026-11-20', amount_ore: 0, animals: [lamb] };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/integration/settlements', headers: auth, payload: { records: [temp] } })).json().summary.created).toBe(1);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/temp_slaughter_by_date/2026-11-20', headers: { cookie: await ctx.login('10003') } });
    expect(res.statusCode).toBe(200);
    const animals = res.json().temp_slaughter_by_date.slaughter_animals_by_group.flatMap((g: { animals: object[] }) => g.animals);
    expect(animals.length).toBeGreaterThan(0);
    for (const a of animals) expect(a).not.toHaveProperty('price_explanation');
  });
});

describe('the demo data', () => {
  it('explains every animal of a demo settlement with nothing left over', async () => {
    await ctx.reset();
    const farmer = await ctx.login('10001');
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/posted_slaughters_list', headers: { cookie: farmer } })).json().posted_slaughters_list;
    for (const s of list.slice(0, 3)) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/posted_slaughter_by_date/${s.date}?settlement_no=${s.settlement_no}`, headers: { cookie: farmer } });
      for (const group of res.json().posted_slaughter_by_date.slaughter_animals_by_group) {
        for (const a of group.animals) {
          expect(a.price_explanation, `${s.settlement_no} ${a.description}`).toMatchObject({ kr_per_kg: a.price_kr_per_kg, amount_kr: a.amount_kr, other_kr: 0 });
          expect(a.price_explanation.lines.some((l: { code: string }) => l.code === 'other')).toBe(false);
        }
      }
    }
  });
});

describe('the farmer’s price routes', () => {
  const get = async (url: string, farm = '10001') => ctx.app.inject({ method: 'GET', url, headers: { cookie: await ctx.login(farm) } });
  const calculate = async (payload: object, farm = '10001') => ctx.app.inject({ method: 'POST', url: '/api/price_calculator', headers: { cookie: await ctx.login(farm) }, payload });
  const pigs = { kind: 'pigs', category: 'Slaktegris', year: 2026, week: 30, base_ore_per_kg: 3000, meat_percent: { base_tenths: 600, ore_per_point: 15, min_tenths: 540, max_tenths: 640 } };

  beforeEach(async () => {
    await putLists([lamb38, { ...lamb38, week: 40, base_ore_per_kg: 6800 }, pigs]);
  });

  it('GET /api/price_lists: the lists in force that week, for the kinds the farm keeps, in kroner', async () => {
    const res = await get('/api/price_lists?year=2026&week=39');
    expect(res.statusCode).toBe(200);
    const lists = res.json().price_lists;
    expect(lists.map((l: { kind: string; category: string; week: number }) => `${l.kind}:${l.category}:${l.week}`).sort()).toEqual(['pigs:Slaktegris:30', 'sheep:Lam:38']);
    expect(lists.find((l: { kind: string }) => l.kind === 'sheep')).toMatchObject({ base_kr_per_kg: 70, class_kr_per_kg: [{ class: 'O', kr_per_kg: -4 }, { class: 'R', kr_per_kg: 0 }, { class: 'R+', kr_per_kg: 1.5 }, { class: 'U', kr_per_kg: 3 }] });
    // 10003 keeps sheep only: no pig list.
    expect((await get('/api/price_lists?year=2026&week=41', '10003')).json().price_lists.map((l: { week: number }) => l.week)).toEqual([40]);
    expect((await get('/api/price_lists?kind=pigs&year=2026&week=41', '10003')).json().price_lists).toEqual([]);
    // Without a week: this week's (the test clock is in week 47).
    expect((await get('/api/price_lists?kind=sheep')).json().price_lists[0].week).toBe(40);
  });

  it('GET /api/price_path: the base price of every week, from the list in force that week', async () => {
    const res = await get('/api/price_path/sheep/Lam?from=2026-W37&to=2026-W41');
    expect(res.statusCode).toBe(200);
    expect(res.json().weeks.map((w: { week: number; base_kr_per_kg: number | null }) => [w.week, w.base_kr_per_kg])).toEqual([
      [37, null],
      [38, 70],
      [39, 70],
      [40, 68],
      [41, 68],
    ]);
  });

  it('GET /api/price_path with a class and fat group: each week’s kr/kg by the list in force, the farm’s deductions taken', async () => {
    /** The week's price per kg worked out here from the raw list the cooperative sent: øre. */
    const byRawList = (raw: typeof lamb38, cls: keyof typeof lamb38.class_ore_per_kg, fat: keyof typeof lamb38.fat_group_ore_per_kg, kslApproved: boolean) => {
      const perKg = raw.base_ore_per_kg + raw.class_ore_per_kg[cls] + raw.fat_group_ore_per_kg[fat];
      return kslApproved ? perKg : perKg - Math.round((perKg * raw.percent_deductions[0]!.percent_hundredths) / 10_000);
    };
    const lamb40 = { ...lamb38, week: 40, base_ore_per_kg: 6800 };
    const res = await get('/api/price_path/sheep/Lam?from=2026-W37&to=2026-W41&class=U&fat_group=4');
    expect(res.statusCode).toBe(200);
    // 10001 is KSL approved: no deduction.
    expect(res.json().weeks.map((w: { week: number; kr_per_kg: number | null }) => [w.week, w.kr_per_kg])).toEqual([
      [37, null],
      [38, byRawList(lamb38, 'U', '4', true) / 100],
      [39, byRawList(lamb38, 'U', '4', true) / 100],
      [40, byRawList(lamb40, 'U', '4', true) / 100],
      [41, byRawList(lamb40, 'U', '4', true) / 100],
    ]);
    // 10003 is not: 2 % off the class and fat group's price.
    const notKsl = (await get('/api/price_path/sheep/Lam?from=2026-W40&to=2026-W40&class=O&fat_group=3', '10003')).json().weeks[0];
    expect(notKsl).toEqual({ year: 2026, week: 40, base_kr_per_kg: 68, kr_per_kg: byRawList(lamb40, 'O', '3', false) / 100, list_year: 2026, list_week: 40 });
    // A pig's meat percent on the list's scale: 30,00 + (62,4 − 60,0) × 0,15.
    const pig = (await get('/api/price_path/pigs/Slaktegris?from=2026-W47&to=2026-W47&meat_percent=62.4')).json().weeks[0];
    expect(pig.kr_per_kg).toBe(30.36);
    // Nothing chosen: the notering, less the farm's deductions.
    expect((await get('/api/price_path/sheep/Lam?from=2026-W38&to=2026-W38', '10003')).json().weeks[0].kr_per_kg).toBe(68.6);
  });

  it('POST /api/price_calculator: the price by the list of that week, with the same lines', async () => {
    const res = await calculate({ kind: 'sheep', category: 'Lam', weight_kg: 20, class: 'U', fat_group: '4', year: 2026, week: 39 });
    expect(res.statusCode).toBe(200);
    // 10001 is KSL approved: 70 + 3 − 2 = 71 kr/kg; 20 kg × 71 − 45 = 1 375 kr.
    expect(res.json()).toMatchObject({ kr_per_kg: 71, amount_kr: 1375, list_year: 2026, list_week: 38 });
    expect(res.json().lines.map((l: { code: string }) => l.code)).toEqual(['base', 'class', 'fat_group', 'transport']);
    const pig = await calculate({ kind: 'pigs', category: 'Slaktegris', weight_kg: 90, meat_percent: 62.4, year: 2026, week: 47 });
    expect(pig.json()).toMatchObject({ kr_per_kg: 30.36, amount_kr: 2732.4 });
    const none = await calculate({ kind: 'sheep', category: 'Lam', weight_kg: 20, year: 2026, week: 30 });
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe('Ingen prisliste for Lam i uke 30 2026');
  });

  it('POST /api/price_what_if: a group at its weights and at its weights moved, by the list of that week', async () => {
    const whatIf = async (payload: object, farm = '10001') => ctx.app.inject({ method: 'POST', url: '/api/price_what_if', headers: { cookie: await ctx.login(farm) }, payload });
    const animals = [
      { category: 'Lam', weight_kg: 13, class: 'R', fat_group: '3' },
      { category: 'Lam', weight_kg: 20, class: 'U', fat_group: '4' },
      { category: 'Sau', weight_kg: 30, class: 'R', fat_group: '3' },
    ];
    const res = await whatIf({ kind: 'sheep', year: 2026, week: 39, weight_change_kg: 1, animals });
    expect(res.statusCode).toBe(200);
    // Recomputed from the list of week 38 (10001 is KSL approved): 13 kg × (70 − 5) − 45 = 800 and
    // 14 kg × 70 − 45 = 935; 20 kg × (70 + 3 − 2) − 45 = 1 375 and 21 kg × 71 − 45 = 1 446. No list for 'Sau'.
    expect(res.json()).toEqual({ animals: 2, unpriced: 1, amount_kr: 2175, moved_amount_kr: 2381, difference_kr: 206, lists: [{ category: 'Lam', year: 2026, week: 38 }] });
    // Week 40's list has a lower notering: the same kilo is worth less.
    expect((await whatIf({ kind: 'sheep', year: 2026, week: 40, weight_change_kg: 1, animals: animals.slice(1) })).json()).toMatchObject({ amount_kr: 1335, moved_amount_kr: 1404, difference_kr: 69 });
    // A change that leaves a lamb without weight names the field.
    const none = await whatIf({ kind: 'sheep', year: 2026, week: 39, weight_change_kg: -13, animals });
    expect(none.statusCode).toBe(422);
    expect(none.json().fields).toEqual({ weight_change_kg: 'Vekten blir 0 kg eller mindre for noen av dyrene' });
  });

  it.each([
    ['a change beyond 50 kg', { kind: 'sheep', year: 2026, week: 39, weight_change_kg: 51, animals: [{ category: 'Lam', weight_kg: 20 }] }],
    ['no animals', { kind: 'sheep', year: 2026, week: 39, weight_change_kg: 1, animals: [] }],
    ['1 001 animals', { kind: 'sheep', year: 2026, week: 39, weight_change_kg: 1, animals: Array.from({ length: 1001 }, () => ({ category: 'Lam', weight_kg: 20 })) }],
    ['a negative weight', { kind: 'sheep', year: 2026, week: 39, weight_change_kg: 1, animals: [{ category: 'Lam', weight_kg: -3 }] }],
    ['a change as text', { kind: 'sheep', year: 2026, week: 39, weight_change_kg: '1', animals: [{ category: 'Lam', weight_kg: 20 }] }],
    ['a week the year lacks', { kind: 'sheep', year: 2027, week: 53, weight_change_kg: 1, animals: [{ category: 'Lam', weight_kg: 20 }] }],
    ['a hostile category', { kind: 'sheep', year: 2026, week: 39, weight_change_kg: 1, animals: [{ category: '<script>', weight_kg: 20 }] }],
  ])('POST /api/price_what_if with %s is refused with 422', async (_what, payload) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/price_what_if', headers: { cookie: await ctx.login('10001') }, payload });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVALID_INPUT');
  });

  it.each([
    ['GET', '/api/price_path/sheep/Lam?from=2026-W41&to=2026-W37'],
    ['GET', '/api/price_path/sheep/Lam?from=2024-W01&to=2026-W41'],
    ['GET', '/api/price_path/sheep/Lam?from=2026-W99&to=2026-W41'],
    ['GET', '/api/price_path/sheep/Lam?from=2026-38&to=2026-W41'],
    ['GET', '/api/price_path/horse/Lam?from=2026-W37&to=2026-W41'],
    ['GET', `/api/price_path/sheep/${'L'.repeat(61)}?from=2026-W37&to=2026-W41`],
    ['GET', '/api/price_path/sheep/%3Cscript%3E?from=2026-W37&to=2026-W41'],
    ['GET', '/api/price_path/sheep/Lam?from=2026-W37&to=2026-W41&class=Z'],
    ['GET', '/api/price_path/sheep/Lam?from=2026-W37&to=2026-W41&fat_group=9'],
    ['GET', '/api/price_path/pigs/Slaktegris?from=2026-W37&to=2026-W41&meat_percent=101'],
    ['GET', '/api/price_path/pigs/Slaktegris?from=2026-W37&to=2026-W41&meat_percent=sekstien'],
    ['GET', '/api/price_lists?year=2026'],
    ['GET', '/api/price_lists?year=2027&week=53'],
    ['GET', '/api/price_lists?kind=horse'],
    ['POST', { kind: 'sheep', category: 'Lam', weight_kg: -1, year: 2026, week: 39 }],
    ['POST', { kind: 'sheep', category: 'Lam', weight_kg: 1e300, year: 2026, week: 39 }],
    ['POST', { kind: 'sheep', category: 'Lam', weight_kg: 20, class: 'Z', year: 2026, week: 39 }],
    ['POST', { kind: 'sheep', category: 'Lam', weight_kg: 20, year: 2026, week: 39, discount: 50 }],
    ['POST', { kind: 'sheep', category: 'Lam', weight_kg: '20', year: 2026, week: 39 }],
    ['POST', { kind: 'sheep', category: 'Lam', weight_kg: 20, meat_percent: 101, year: 2026, week: 39 }],
  ])('%s %j is refused with 422', async (method, what) => {
    const res = method === 'GET' ? await get(what as string) : await calculate(what as object);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('INVALID_INPUT');
  });

  it('answers a path longer than any route takes 404, never a 500', async () => {
    expect((await get(`/api/price_path/sheep/${'L'.repeat(200)}?from=2026-W37&to=2026-W41`)).statusCode).toBe(404);
  });
});
