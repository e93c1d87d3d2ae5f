import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './harness.js';
import { createPersonWithGrants, loginPerson } from './people.js';

// What a person acting for the farm reads (DESIGN.md §10): a role without prices gets the
// settlements without prices and amounts, the dashboard's badges count only what the role sees,
// and nothing a person opens marks anything read for the farmer.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string) => ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://portal.test' } });

async function personAs(role: 'vet' | 'advisor' | 'family'): Promise<string> {
  await createPersonWithGrants(ctx, { email: `${role}@example.no`, name: `Per ${role}`, grants: [{ supplierNo: '10001', role }] });
  return loginPerson(ctx, `${role}@example.no`);
}

describe('settlements without prices', () => {
  it('a vet reads the list, the detail and the dashboard without amounts; the farmer’s answers are unchanged', async () => {
    const farmer = await ctx.login('10001');
    const vet = await personAs('vet');
    const advisor = await personAs('advisor');
    const list = await get('/api/posted_slaughters_list', farmer);
    const first = list.json().posted_slaughters_list[0];
    expect(first.amount).toEqual(expect.any(Number));
    expect((await get('/api/posted_slaughters_list', advisor)).body).toBe(list.body);

    const vetList = (await get('/api/posted_slaughters_list', vet)).json().posted_slaughters_list;
    expect(vetList.map((s: { settlement_no: string }) => s.settlement_no)).toEqual(list.json().posted_slaughters_list.map((s: { settlement_no: string }) => s.settlement_no));
    expect(vetList.every((s: { amount: unknown }) => s.amount === null)).toBe(true);

    const url = `/api/posted_slaughter_by_date/${first.date}?settlement_no=${first.settlement_no}`;
    const detail = (await get(url, farmer)).json().posted_slaughter_by_date;
    const vetDetail = (await get(url, vet)).json().posted_slaughter_by_date;
    expect(detail.amount).toEqual(expect.any(Number));
    expect(vetDetail.amount).toBeNull();
    const animals = vetDetail.slaughter_animals_by_group.flatMap((g: { animals: object[] }) => g.animals);
    expect(animals.length).toBeGreaterThan(0);
    for (const animal of animals) expect(animal).toMatchObject({ price_kr_per_kg: null, amount_kr: null, weight_g: expect.any(Number) });
    expect(detail.slaughter_animals_by_group.flatMap((g: { animals: { amount_kr: unknown }[] }) => g.animals).some((a: { amount_kr: unknown }) => a.amount_kr !== null)).toBe(true);

    const dashboard = (await get('/api/farmer_statistics/dashboard', vet)).json().dashboard_statistics;
    expect(dashboard.last_settlement.amount).toBeNull();
    expect(dashboard.last_deliveries.every((d: { amount: unknown }) => d.amount === null)).toBe(true);
    expect((await get('/api/farmer_statistics/dashboard', farmer)).json().dashboard_statistics.last_settlement.amount).toEqual(expect.any(Number));
  });

  it('the badges count only what the role may see', async () => {
    const farmer = await ctx.login('10001');
    const vet = await personAs('vet');
    const counts = (await get('/api/badge_counts', farmer)).json().badge_counts;
    expect(counts.new_posted_settlements).toBeGreaterThan(0);
    expect((await get('/api/badge_counts', vet)).json().badge_counts).toEqual({ new_posted_settlements: counts.new_posted_settlements, new_documents: 0 });
  });
});

describe('read markers', () => {
  it('nothing a person opens marks anything read for the farmer', async () => {
    const farmer = await ctx.login('10001');
    const family = await personAs('family');
    for (const kind of ['accountings-posted', 'documents', 'enrolment']) {
      const marked = await post(`/api/markread/${kind}/notification`, family);
      expect(marked.statusCode, kind).toBe(200);
      expect((await get(`/api/hasread/${kind}/notification`, farmer)).json(), kind).toEqual({ timestamp: null });
      expect((await get(`/api/hasread/${kind}/notification`, family)).json(), kind).toEqual({ timestamp: null });
    }
    const before = (await get('/api/badge_counts', farmer)).json();
    await post('/api/markread/accountings-posted/notification', family);
    expect((await get('/api/badge_counts', farmer)).json()).toEqual(before);
    expect(await ctx.db.selectFrom('read_marker').selectAll().execute()).toEqual([]);
  });
});
