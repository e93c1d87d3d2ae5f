import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allDocuments,
  DOCUMENT_KINDS,
  DOCUMENT_SECTIONS,
  type DocumentItem,
  documentLabel,
  documentListKey,
  documentsPageResponseSchema,
  documentsResponseSchema,
  formatDate,
  formatKr,
  postedSlaughtersListResponseSchema,
  postedSlaughtersPeriodResponseSchema,
  settlementLabel,
  type SettlementListItem,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';

// Paged lists (opt-in with ?limit=): the pages of a list, put together, are the whole list the
// screens read, newest first; ?q= keeps the items whose label contains it, over the whole history.

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
  await ctx.reset();
  cookie = await ctx.login('10001');
});
afterAll(() => ctx.close());

const get = (url: string, as = cookie) => ctx.app.inject({ method: 'GET', url, headers: { cookie: as } });

async function wholePosted(): Promise<SettlementListItem[]> {
  const res = await get('/api/posted_slaughters_list');
  expect(res.statusCode).toBe(200);
  // Without ?limit the answer is as before: the whole list and nothing else.
  expect(Object.keys(res.json())).toEqual(['posted_slaughters_list']);
  return postedSlaughtersListResponseSchema.parse(res.json()).posted_slaughters_list;
}

/** Every page of a settlement list, following next_before; also how many pages it took. */
async function allPages(kind: 'posted' | 'temp', limit: number, q?: string): Promise<{ items: SettlementListItem[]; pages: number }> {
  const items: SettlementListItem[] = [];
  let before: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams({ limit: String(limit), ...(before ? { before } : {}), ...(q ? { q } : {}) });
    const res = await get(`/api/${kind}_slaughters_list?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const page =
      kind === 'posted'
        ? (({ posted_slaughters_list, next_before }) => ({ list: posted_slaughters_list, next_before }))(postedSlaughtersListResponseSchema.parse(res.json()))
        : (({ temp_slaughters_list, next_before }) => ({ list: temp_slaughters_list, next_before }))(tempSlaughtersListResponseSchema.parse(res.json()));
    expect(page.list.length).toBeLessThanOrEqual(limit);
    items.push(...page.list);
    before = page.next_before ?? null;
    pages += 1;
  } while (before !== null && pages < 1000);
  return { items, pages };
}

describe('settlement lists a page at a time', () => {
  it('give, page after page, exactly the whole posted list, newest first', async () => {
    const whole = await wholePosted();
    expect(whole.length).toBeGreaterThan(25);
    const paged = await allPages('posted', 10);
    expect(paged.items).toEqual(whole);
    // The last page says there is no next: no empty page at the end.
    expect(paged.pages).toBe(Math.ceil(whole.length / 10));
    // The temporary list too.
    const temp = tempSlaughtersListResponseSchema.parse((await get('/api/temp_slaughters_list')).json()).temp_slaughters_list;
    expect((await allPages('temp', 1)).items).toEqual(temp);
  });

  it('search the whole history by the dropdown’s label: date, number and amount, any case', async () => {
    const whole = await wholePosted();
    // The label the dropdown shows (core), without '(nyeste avregning)'.
    const label = (s: SettlementListItem) => settlementLabel(s, 'posted', false);
    const oldest = whole.at(-1)!;
    const grouped = whole.find((s) => Math.abs(s.amount!) >= 1000) ?? oldest;
    const searches = [formatDate(oldest.date), oldest.settlement_no.slice(-3), '.2024', '.11.', formatKr(grouped.amount!), formatKr(grouped.amount!).slice(0, 4), ' KR', 'gris', 'Sau og lam', ' / Storfe / '];
    for (const q of searches) {
      const expected = whole.filter((s) => label(s).toLowerCase().includes(q.toLowerCase()));
      expect(expected.length, q).toBeGreaterThan(0);
      expect((await allPages('posted', 7, q)).items, q).toEqual(expected);
    }
    expect((await allPages('posted', 7, 'ingen slik')).items).toEqual([]);

    // A temporary settlement's label is its date only: its number finds nothing.
    const temp = tempSlaughtersListResponseSchema.parse((await get('/api/temp_slaughters_list')).json()).temp_slaughters_list;
    const firstTemp = temp[0]!;
    expect((await allPages('temp', 5, formatDate(firstTemp.date))).items).toEqual(temp.filter((s) => settlementLabel(s, 'temp', false).includes(formatDate(firstTemp.date))));
    expect((await allPages('temp', 5, firstTemp.settlement_no)).items).toEqual([]);
    // Its kind is part of its label, so the farmer finds it by kind as well.
    const kindQ = settlementLabel(firstTemp, 'temp', false).split(' / ')[1]!;
    expect((await allPages('temp', 5, kindQ)).items).toEqual(temp.filter((s) => settlementLabel(s, 'temp', false).includes(kindQ)));
  });

  it('name each settlement’s animal kinds: those of its animals', async () => {
    const whole = await wholePosted();
    for (const item of whole.slice(0, 6)) {
      const res = await get(`/api/posted_slaughter_by_date/${item.date}?settlement_no=${item.settlement_no}`);
      const kinds = new Set<string>(res.json().posted_slaughter_by_date.slaughter_animals_by_group.map((g: { animal_kind: string }) => g.animal_kind));
      expect(item.animal_kinds.length, item.settlement_no).toBeGreaterThan(0);
      expect(new Set(item.animal_kinds), item.settlement_no).toEqual(kinds);
    }
    // 10001 keeps pigs, sheep and cattle: each kind is named on some settlement.
    expect(new Set(whole.flatMap((s) => s.animal_kinds))).toEqual(new Set(['pig', 'sheep', 'cattle']));
  });

  it('give the first and last posted date, the date-range view’s bounds, of the farm’s own settlements', async () => {
    for (const farm of ['10001', '10003']) {
      const as = farm === '10001' ? cookie : await ctx.login(farm);
      const list = postedSlaughtersListResponseSchema.parse((await get('/api/posted_slaughters_list', as)).json()).posted_slaughters_list;
      const dates = list.map((s) => s.date).sort();
      const res = await get('/api/posted_slaughters_period', as);
      expect(res.statusCode, res.body).toBe(200);
      expect(postedSlaughtersPeriodResponseSchema.parse(res.json()).posted_slaughters_period).toEqual({ first_date: dates[0], last_date: dates.at(-1) });
    }
  });

  it('refuse a limit out of bounds and a cursor that is no cursor with 422', async () => {
    for (const query of ['limit=0', 'limit=201', 'limit=x', 'limit=5&before=2026-02-30~1', 'limit=5&before=%27%3Bdrop', `limit=5&q=${'x'.repeat(41)}`]) {
      const res = await get(`/api/posted_slaughters_list?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it('never give another farm’s settlements, whatever the cursor', async () => {
    const whole = await wholePosted();
    const other = await ctx.login('10003');
    const res = await get(`/api/posted_slaughters_list?limit=200&before=2099-01-01~9`, other);
    const list = postedSlaughtersListResponseSchema.parse(res.json()).posted_slaughters_list;
    expect(list.length).toBeGreaterThan(0);
    const mine = new Set(whole.map((s) => s.settlement_no));
    expect(list.some((s) => mine.has(s.settlement_no))).toBe(false);
  });
});

describe('documents a page at a time', () => {
  it('give, page after page, exactly each kind’s list of GET /api/documents, and search it', async () => {
    const whole = documentsResponseSchema.parse((await get('/api/documents')).json());
    for (const kind of DOCUMENT_KINDS) {
      const expected = whole[documentListKey(kind)];
      const paged: DocumentItem[] = [];
      let before: string | null = null;
      do {
        const query = new URLSearchParams({ kind, limit: '4', ...(before ? { before } : {}) });
        const res = await get(`/api/documents/page?${query}`);
        expect(res.statusCode, res.body).toBe(200);
        const page = documentsPageResponseSchema.parse(res.json());
        paged.push(...page.documents);
        before = page.next_before;
      } while (before !== null);
      expect(paged, kind).toEqual(expected);
    }
    // A search over the title, any case.
    const invoices = whole.invoices;
    const title = invoices[0]!.title.toUpperCase();
    const res = await get(`/api/documents/page?kind=invoice&limit=200&q=${encodeURIComponent(title)}`);
    const found = documentsPageResponseSchema.parse(res.json()).documents;
    expect(found).toEqual(invoices.filter((d) => `${formatDate(d.date)} / ${d.document_no} / ${d.title}`.toLowerCase().includes(title.toLowerCase())));
    expect(found.length).toBeGreaterThan(0);

    // A search for the amount as the dropdown shows it ('1 234,56 kr', '−400,00 kr'), whole or in
    // part: the same documents as core's label, from the whole history.
    const withAmount = allDocuments(whole).filter((d) => d.amount !== null);
    const grouped = withAmount.find((d) => Math.abs(d.amount!) >= 1000) ?? withAmount[0]!;
    const negative = withAmount.find((d) => d.amount! < 0);
    const searches = [formatKr(grouped.amount!), formatKr(grouped.amount!).slice(0, 5), ...(negative ? [formatKr(negative.amount!)] : [])];
    for (const q of searches) {
      const byKind = await Promise.all(
        DOCUMENT_SECTIONS.map(async (section) => {
          const answer = await get(`/api/documents/page?kind=${section.kind}&limit=200&q=${encodeURIComponent(q)}`);
          expect(answer.statusCode, answer.body).toBe(200);
          return documentsPageResponseSchema.parse(answer.json()).documents;
        }),
      );
      const expected = allDocuments(whole).filter((d) => `${documentLabel(d)} / ${d.title}`.toLowerCase().includes(q.toLowerCase()));
      expect(byKind.flat().map((d) => d.id).sort(), q).toEqual(expected.map((d) => d.id).sort());
      expect(expected.length, q).toBeGreaterThan(0);
    }
  });

  it('refuse a missing kind or limit, and a bad cursor, with 422', async () => {
    for (const query of ['limit=5', 'kind=invoice', 'kind=faktura&limit=5', 'kind=invoice&limit=5&before=2026-11-01~F1', 'kind=invoice&limit=5&before=2026-13-01~F1~3']) {
      expect((await get(`/api/documents/page?${query}`)).statusCode, query).toBe(422);
    }
  });
});
