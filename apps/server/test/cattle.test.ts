import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type MyCattle, myCattleResponseSchema } from '@slakteweb/core';
import { seedDemoCattle } from '../src/db/seed/cattle-seed.js';
import { DEMO_HERD } from '../src/db/seed/enrolment-seed.js';
import { copyFarm } from '../src/db/seed/farm-copy.js';
import { createTestContext, type TestContext } from './harness.js';

// GET /api/my_cattle: the farm's herd as the cattle registry has it, compared with a plain select
// of the herd rows, and the stock per cattle type counted here.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function myCattle(cookie: string, query = ''): Promise<MyCattle> {
  const res = await get(`/api/my_cattle${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return myCattleResponseSchema.parse(res.json()).my_cattle;
}

/** The herd straight from the table, and its stock counted here. */
async function herdOf(supplierNo: string) {
  const rows = await ctx.db.selectFrom('herd_animal').selectAll().where('supplier_no', '=', supplierNo).execute();
  const animals = rows
    .map((r) => ({
      individual_no: r.individual_no,
      mothers_mark: r.mothers_mark,
      cattle_type: r.subcategory_name,
      animal_keeping_no: r.animal_keeping_no,
      breeds: JSON.parse(r.breeds) as unknown,
      veal_date: r.veal_date,
      birthdate: r.birthdate,
    }))
    .sort((a, b) => a.individual_no.localeCompare(b.individual_no));
  const counts = new Map<string, number>();
  for (const a of animals) counts.set(a.cattle_type, (counts.get(a.cattle_type) ?? 0) + 1);
  const stock = [...counts]
    .map(([cattle_type, count]) => ({ cattle_type, count }))
    .sort((a, b) => b.count - a.count || (a.cattle_type < b.cattle_type ? -1 : 1));
  return { stock, animals };
}

describe('GET /api/my_cattle', () => {
  it('answers 401 without a session', async () => {
    const res = await get('/api/my_cattle');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it('answers 10001’s herd as the registry rows have it, with the stock per cattle type', async () => {
    const answer = await myCattle(await ctx.login('10001'));
    expect(answer).toEqual(await herdOf('10001'));
    expect(answer.animals).toHaveLength(DEMO_HERD.length);
    expect(answer.stock).toEqual([
      { cattle_type: 'Ku', count: 10 },
      { cattle_type: 'Kvige', count: 5 },
      { cattle_type: 'Oksekalv', count: 4 },
      { cattle_type: 'Kvigekalv', count: 3 },
      { cattle_type: 'Okse', count: 3 },
    ]);
  });

  it('has the registry’s facts for every animal: breeds adding up to 100, mothers, calvings', async () => {
    const { animals } = await myCattle(await ctx.login('10001'));
    const byNo = new Map(animals.map((a) => [a.individual_no, a]));
    for (const a of animals) {
      expect(a.breeds.reduce((s, b) => s + b.perc, 0), a.individual_no).toBe(100);
      expect(a.mothers_mark, a.individual_no).toMatch(/^\d{5}$/);
      expect(a.animal_keeping_no, a.individual_no).toMatch(/^NO\d{7}$/);
      // Only cows have calved; a calf's mother calved on its birthday.
      expect(a.veal_date !== null, a.individual_no).toBe(a.cattle_type === 'Ku');
      if (a.cattle_type.endsWith('kalv')) expect(byNo.get(a.mothers_mark)?.veal_date, a.individual_no).toBe(a.birthdate);
    }
    const breeds = new Set(animals.flatMap((a) => a.breeds.map((b) => b.name)));
    for (const name of ['NRF', 'Hereford', 'Charolais', 'Limousin', 'Aberdeen Angus', 'Simmental']) expect(breeds).toContain(name);
  });

  it('answers a farm without cattle with empty lists, and never another farm’s animals', async () => {
    expect(await myCattle(await ctx.login('10003'))).toEqual({ stock: [], animals: [] });
    await ctx.db
      .insertInto('herd_animal')
      .values({ supplier_no: '10003', mark_no: '50034', individual_no: '00001', birthdate: '2025-03-01', subcategory_name: 'Kvige', animal_keeping_no: 'NO5003456', breeds: JSON.stringify([{ name: 'Hereford', perc: 100 }]) })
      .execute();
    const per = await myCattle(await ctx.login('10003'));
    expect(per).toEqual(await herdOf('10003'));
    expect(per.animals).toHaveLength(1);
    expect(await myCattle(await ctx.login('10001'))).toEqual(await herdOf('10001'));
  });

  it('shows an impersonating superuser the farmer’s herd', async () => {
    expect(await myCattle(await ctx.login('90001'), '?impersonateUsername=10001')).toEqual(await myCattle(await ctx.login('10001')));
  });

  it('answers a farmer who must confirm the profile 403 MUST_CONFIRM_INFORMATION', async () => {
    const res = await get('/api/my_cattle', await ctx.login('10002'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MUST_CONFIRM_INFORMATION' });
  });
});

describe('the herd’s registry facts in the demo data', () => {
  it('are filled in once: a second seed changes nothing, and an edited row stays as it is', async () => {
    expect(await seedDemoCattle(ctx.db)).toEqual({ animals: 0 });
    await ctx.db.updateTable('herd_animal').set({ animal_keeping_no: 'NO5009999', breeds: '[]' }).where('supplier_no', '=', '10001').where('individual_no', '=', '00001').execute();
    expect(await seedDemoCattle(ctx.db)).toEqual({ animals: 0 });
    const first = (await myCattle(await ctx.login('10001'))).animals[0]!;
    expect(first).toMatchObject({ individual_no: '00001', animal_keeping_no: 'NO5009999', breeds: [] });
  });

  it('go with a copy of the farm', async () => {
    await copyFarm(ctx.db, { from: '10001', to: '11001' });
    expect(await myCattle(await ctx.login('11001'))).toEqual(await myCattle(await ctx.login('10001')));
  });
});
