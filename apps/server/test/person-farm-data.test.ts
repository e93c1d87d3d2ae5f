import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeAccessLogEntry, type SettlementDetail } from '@slakteweb/core';
import { withoutPrices } from '../src/modules/settlements/settlements.service.js';
import { sql } from 'kysely';
import { pigs } from './enrolment-helpers.js';
import { createTestContext, type TestContext } from './harness.js';
import { createPersonWithGrants, loginPerson } from './people.js';

// What a person acting for the farm reads (DESIGN.md §10): a role without prices gets the
// settlements without prices and amounts, the dashboard's badges count only what the role sees,
// and nothing a person opens marks anything read for the farmer.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } });
const post = (url: string, cookie: string) => ctx.app.inject({ method: 'POST', url, headers: { cookie, origin: 'http://portal.test' } });

async function personAs(role: 'vet' | 'advisor' | 'family' | 'accountant' | 'enrolment'): Promise<string> {
  await createPersonWithGrants(ctx, { email: `${role}@example.no`, name: `Per ${role}`, grants: [{ supplierNo: '10001', role }] });
  return loginPerson(ctx, `${role}@example.no`);
}

describe('settlements without prices', () => {
  it('an animal whose price is explained loses the explanation with its price, and its price changes', () => {
    const explanation = { lines: [{ code: 'base', label: 'Notering', kr_per_kg: 80 }], kr_per_kg: 80, amount_kr: 1600, other_kr: 0 };
    const animal = { animal_kind: 'sheep', mark_no: 'NO1', individual_no: '00001', description: 'Lam', classification: 'R', meat_percent: null, meat_fat_class: 'R / 3', fat_group: '3', weight_g: 20000, diseases: [], price_kr_per_kg: 80, amount_kr: 1600, slaughter_image_download_ids: [], settlement_no: '1', price_explanation: explanation, changes: [
      { at: '2026-11-12T10:00:00+01:00', field: 'classification', from: 'R', to: 'O+' },
      { at: '2026-11-12T10:00:00+01:00', field: 'price_kr_per_kg', from: 78.2, to: 74.1 },
    ] };
    const detail = { amount: 1600, slaughter_animals_by_group: [{ animals: [animal] }] } as unknown as SettlementDetail;
    const stripped = withoutPrices(detail).slaughter_animals_by_group[0]?.animals[0];
    expect(stripped).toMatchObject({ price_kr_per_kg: null, amount_kr: null, weight_g: 20000 });
    expect(stripped).not.toHaveProperty('price_explanation');
    expect(stripped?.changes).toEqual([{ at: '2026-11-12T10:00:00+01:00', field: 'classification', from: 'R', to: 'O+' }]);
  });

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
    // Nor how the price was made: the explanation is all prices.
    for (const animal of animals) expect(animal).not.toHaveProperty('price_explanation');
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

describe('the log of what a person did for the farm', () => {
  /** The farm's log lines, oldest first, once the writes after the answers have landed. */
  async function logLines() {
    await ctx.app.settleBackgroundWork();
    return ctx.db.selectFrom('access_log').select(['supplier_no', 'person_name', 'role', 'action', 'target']).orderBy('id').execute();
  }

  it('names the settlement seen, the year of the Excel file and the week of the enrolment sent, and the grant’s last use', async () => {
    const accountant = await personAs('accountant');
    const first = (await get('/api/posted_slaughters_list', accountant)).json().posted_slaughters_list[0];
    expect((await get(`/api/posted_slaughter_by_date/${first.date}?settlement_no=${first.settlement_no}`, accountant)).statusCode).toBe(200);
    expect((await get('/api/posted_slaughter_by_date_range/2025-01-01/2025-12-31/export/excel', accountant)).statusCode).toBe(200);
    const registrar = await personAs('enrolment');
    const sent = await ctx.app.inject({ method: 'POST', url: '/api/register_enrolment', headers: { cookie: registrar, origin: 'http://portal.test' }, payload: pigs() });
    expect(sent.json().register_enrolment.registered).toBe(true);
    // Refused: no line.
    expect((await get('/api/documents', registrar)).statusCode).toBe(403);
    // A cow still under withdrawal, not confirmed: answered registered false, stored nothing, no line.
    const unconfirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/register_enrolment',
      headers: { cookie: registrar, origin: 'http://portal.test' },
      payload: pigs({ animal_category: 'cattle', comment: '', animal_rows: [{ mark_no: '50012', individual_no: '00004' }] }),
    });
    expect(unconfirmed.json().register_enrolment.registered).toBe(false);

    expect(await logLines()).toEqual([
      { supplier_no: '10001', person_name: 'Per accountant', role: 'accountant', action: 'settlement.viewed', target: first.settlement_no },
      { supplier_no: '10001', person_name: 'Per accountant', role: 'accountant', action: 'excel.downloaded', target: '2025' },
      { supplier_no: '10001', person_name: 'Per enrolment', role: 'enrolment', action: 'enrolment.sent', target: 'uke 49' },
    ]);
    // The test's people, not the demo's accountant, who did nothing here.
    const grants = await ctx.db.selectFrom('farm_access').innerJoin('app_user', 'app_user.id', 'farm_access.person_id').select('last_used_at').where('app_user.display_name', 'like', 'Per %').execute();
    expect(grants.length).toBeGreaterThan(0);
    expect(grants.every((g) => g.last_used_at !== null)).toBe(true);
  });

  it('names the documents page once per view, the document downloaded, and the health figures seen', async () => {
    const family = await personAs('family');
    // The documents page asks for the first page of each of its five sections at once: one line.
    type Page = { documents: { download_id: string; document_no: string }[]; next_before: string };
    const pages: Record<string, Page> = {};
    for (const kind of ['invoice', 'credit_note', 'accounting', 'open_post', 'withdrawal']) {
      const res = await get(`/api/documents/page?kind=${kind}&limit=1`, family);
      expect(res.statusCode).toBe(200);
      pages[kind] = res.json();
    }
    // Reading on in a list is not a view of its own.
    expect((await get(`/api/documents/page?kind=invoice&limit=1&before=${encodeURIComponent(pages.invoice!.next_before)}`, family)).statusCode).toBe(200);
    const invoice = pages.invoice!.documents[0]!;
    expect((await get(`/api/documents/download/${invoice.download_id}`, family)).statusCode).toBe(200);
    expect((await get(`/api/documents/download-zip?ids=${invoice.download_id},${pages.credit_note!.documents[0]!.download_id}`, family)).statusCode).toBe(200);
    // An id that names no document of the farm: refused, no line.
    expect((await get('/api/documents/download/not-a-real-id', family)).statusCode).toBe(404);

    expect((await get('/api/farmer_statistics/this-year/sheep/Lam', family)).statusCode).toBe(200);
    expect((await get('/api/farmer_statistics/all-time/pigs/all', family)).statusCode).toBe(200);
    expect((await get('/api/health_benchmark/this-year/sheep', family)).statusCode).toBe(200);

    const lines = await logLines();
    expect(lines.map((l) => [l.action, l.target])).toEqual([
      ['documents.viewed', ''],
      ['document.downloaded', `Faktura ${invoice.document_no}`],
      ['document.downloaded', 'zip med 2 dokumenter'],
      ['statistics.viewed', 'Lam'],
      ['statistics.viewed', 'Gris'],
      ['health.viewed', 'Sau og lam'],
    ]);
    expect(lines.map((l) => describeAccessLogEntry(l))).toEqual([
      'Så dokumentene',
      `Lastet ned Faktura ${invoice.document_no}`,
      'Lastet ned zip med 2 dokumenter',
      'Så statistikk og helsetall for Lam',
      'Så statistikk og helsetall for Gris',
      'Så helsetall for Sau og lam sammenlignet med andre gårder',
    ]);
  });

  it('the farmer’s own requests write nothing', async () => {
    const farmer = await ctx.login('10001');
    await get('/api/my_cattle', farmer);
    await get('/api/farmer_statistics/dashboard', farmer);
    await get('/api/documents/page?kind=invoice&limit=1', farmer);
    const invoice = (await get('/api/documents/page?kind=invoice&limit=1', farmer)).json().documents[0];
    expect((await get(`/api/documents/download/${invoice.download_id}`, farmer)).statusCode).toBe(200);
    expect((await get(`/api/documents/download-zip?ids=${invoice.download_id}`, farmer)).statusCode).toBe(200);
    expect((await get('/api/farmer_statistics/this-year/sheep/Lam', farmer)).statusCode).toBe(200);
    expect((await get('/api/health_benchmark/this-year/sheep', farmer)).statusCode).toBe(200);
    expect(await logLines()).toEqual([]);
  });

  it('a log that cannot be written is logged and the person still gets the answer', async () => {
    const family = await personAs('family');
    await sql`alter table access_log rename to access_log_away`.execute(ctx.db);
    try {
      expect((await get('/api/my_cattle', family)).statusCode).toBe(200);
      await ctx.app.settleBackgroundWork();
      expect(ctx.logs.join('')).toContain('the access log of a person acting for a farm could not be written');
    } finally {
      await sql`alter table access_log_away rename to access_log`.execute(ctx.db);
    }
  });
});
