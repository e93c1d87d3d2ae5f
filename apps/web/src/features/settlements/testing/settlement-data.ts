import { type AccessRole, countNewPosted, permissionsOf, type SettlementDetail, type SettlementYear, type SettlementKind, type SettlementListItem, settlementLabel, type SlaughterAnimal } from '@slakteweb/core';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';

/** Test data for the settlement screens, in the contract's shapes (packages/core). */

/** Every settlement here holds the pigs and sheep of detail() below. */
const kinds: SettlementListItem['animal_kinds'] = ['pig', 'sheep'];

export const postedList: SettlementListItem[] = [
  { date: '2026-10-02', settlement_no: '4711', amount: 48712.5, animal_kinds: kinds },
  { date: '2026-09-18', settlement_no: '4650', amount: 1234.56, animal_kinds: kinds },
  { date: '2026-09-04', settlement_no: '4602', amount: 980, animal_kinds: kinds },
];

export const tempList: SettlementListItem[] = [
  { date: '2026-10-05', settlement_no: '9001', amount: 15250, animal_kinds: kinds },
  { date: '2026-09-28', settlement_no: '9000', amount: 7100.4, animal_kinds: kinds },
];

function animal(overrides: Partial<SlaughterAnimal>): SlaughterAnimal {
  return {
    animal_kind: 'pig',
    mark_no: '1001',
    individual_no: '50001',
    description: 'Slaktegris',
    classification: '',
    meat_percent: null,
    meat_fat_class: null,
    fat_group: null,
    weight_g: 80_000,
    diseases: [],
    price_kr_per_kg: 20,
    amount_kr: 1600,
    slaughter_image_download_ids: [],
    settlement_no: '4711',
    open_case: null,
    changes: [],
    ...overrides,
  };
}

export function detail(item: SettlementListItem, kind: 'posted' | 'temp' = 'posted'): SettlementDetail {
  const money = <T,>(value: T): T | null => (kind === 'posted' ? value : null);
  return {
    date: item.date,
    settlement_no: item.settlement_no,
    amount: item.amount,
    has_document: kind === 'posted' && item.settlement_no !== '4602',
    comment: 'Takk for leveransen. $intern: sjekk vekt$ Husk KSL-revisjon.',
    slaughter_animals_by_group: [
      {
        group_name: 'Slaktegris',
        animal_kind: 'pig',
        animals: [
          animal({
            mark_no: '7001',
            individual_no: '61001',
            meat_percent: 61.2,
            weight_g: 84_350,
            price_kr_per_kg: money(21.35),
            amount_kr: money(1800.87),
            diseases: [{ name: 'Leverikter' }],
            slaughter_image_download_ids: ['img-a', 'img-b', 'img-c'],
          }),
          animal({
            mark_no: '7002',
            individual_no: '61002',
            description: 'Purke',
            meat_percent: 58,
            weight_g: 150_100,
            price_kr_per_kg: money(12.5),
            amount_kr: money(1876.25),
          }),
        ],
        avg_weight_g: 117_225,
        tot_weight_g: 234_450,
        diseases: [{ name: 'Leverikter', count: 1 }],
      },
      {
        group_name: 'Lam og sau',
        animal_kind: 'sheep',
        animals: [
          animal({
            animal_kind: 'sheep',
            mark_no: '3301',
            individual_no: '12345',
            description: 'Lam',
            classification: 'R+',
            meat_fat_class: 'R+ / 3-',
            fat_group: '3-',
            weight_g: 22_400,
            price_kr_per_kg: money(89.5),
            amount_kr: money(2004.8),
            diseases: [{ name: 'Leverikter' }, { name: 'Lungebetennelse' }],
            // Explained from the week's price list; the settlement paid 45 kr beyond it.
            ...(kind === 'posted'
              ? {
                  price_explanation: {
                    lines: [
                      { code: 'base', label: 'Notering: 85,30 kr/kg', kr_per_kg: 85.3 },
                      { code: 'class', label: 'Klasse R+: +4,20 kr/kg', kr_per_kg: 4.2 },
                      { code: 'fat_group', label: 'Fettgruppe 3-: 0,00 kr/kg', kr_per_kg: 0 },
                      { code: 'transport', label: 'Transport: −45,00 kr', kr: -45 },
                      { code: 'other', label: 'Andre tillegg og trekk: +45,00 kr', kr: 45 },
                    ],
                    kr_per_kg: 89.5,
                    amount_kr: 2004.8,
                    other_kr: 45,
                  },
                }
              : {}),
          }),
          animal({
            animal_kind: 'sheep',
            mark_no: '3302',
            individual_no: '12346',
            description: 'Sau',
            classification: 'O',
            meat_fat_class: 'O / 2',
            fat_group: '2',
            weight_g: 31_250,
            price_kr_per_kg: money(40),
            amount_kr: money(1250),
            diseases: [{ name: 'Leverikter' }],
          }),
        ],
        avg_weight_g: 26_825,
        tot_weight_g: 53_650,
        diseases: [
          { name: 'Leverikter', count: 3 },
          { name: 'Lungebetennelse', count: 1 },
        ],
      },
    ],
  };
}

/** 'Årsoversikt' of 2026 up to 22.11, beside 2025 to the same day: pigs in January, lambs and a cow in September. */
export function yearOverview(year: number): SettlementYear {
  const zero = { settlements: 0, animals: 0, weight_kg: 0, amount_kr: 0 };
  const months = (filled: Record<number, typeof zero>) => Array.from({ length: 12 }, (_, i) => ({ month: i + 1, ...(filled[i + 1] ?? zero) }));
  return {
    year,
    from: `${year}-01-01`,
    to: `${year}-11-22`,
    settlements: [
      { date: `${year}-01-14`, settlement_no: '4001', kind: 'pig', animals: 10, weight_kg: 880, amount_kr: 20_000.5 },
      { date: `${year}-09-16`, settlement_no: '4602', kind: 'sheep', animals: 12, weight_kg: 230.4, amount_kr: 15_000 },
      { date: `${year}-09-16`, settlement_no: '4602', kind: 'cattle', animals: 1, weight_kg: 310, amount_kr: 21_000 },
    ],
    total: { settlements: 2, animals: 23, weight_kg: 1420.4, amount_kr: 56_000.5 },
    by_kind: [
      { kind: 'pig', settlements: 1, animals: 10, weight_kg: 880, amount_kr: 20_000.5 },
      { kind: 'sheep', settlements: 1, animals: 12, weight_kg: 230.4, amount_kr: 15_000 },
      { kind: 'cattle', settlements: 1, animals: 1, weight_kg: 310, amount_kr: 21_000 },
    ],
    by_month: months({ 1: { settlements: 1, animals: 10, weight_kg: 880, amount_kr: 20_000.5 }, 9: { settlements: 1, animals: 13, weight_kg: 540.4, amount_kr: 36_000 } }),
    same_period_last_year: {
      from: `${year - 1}-01-01`,
      to: `${year - 1}-11-22`,
      total: { settlements: 1, animals: 7, weight_kg: 600, amount_kr: 14_000 },
      by_kind: [
        { kind: 'pig', settlements: 1, animals: 7, weight_kg: 600, amount_kr: 14_000 },
        { kind: 'sheep', ...zero },
        { kind: 'cattle', ...zero },
      ],
      by_month: months({ 3: { settlements: 1, animals: 7, weight_kg: 600, amount_kr: 14_000 } }),
    },
  };
}

/**
 * The list routes as the server answers them: without ?limit the whole list; with it a page older
 * than ?before, of the items whose label contains ?q (any case), and the next page's cursor.
 */
export function listAnswer(list: SettlementListItem[], kind: SettlementKind, url: URL): { items: SettlementListItem[]; next_before?: string | null } {
  const limit = url.searchParams.get('limit');
  if (limit === null) return { items: list };
  const q = (url.searchParams.get('q') ?? '').toLowerCase();
  const before = url.searchParams.get('before');
  const matching = list.filter((item) => settlementLabel(item, kind, false).toLowerCase().includes(q));
  const start = before === null ? 0 : matching.findIndex((item) => `${item.date}~${item.settlement_no}` === before) + 1;
  const items = matching.slice(start, start + Number(limit));
  const last = items.at(-1);
  return { items, next_before: start + items.length < matching.length && last ? `${last.date}~${last.settlement_no}` : null };
}

interface ServeOptions {
  posted?: SettlementListItem[] | 'error';
  temp?: SettlementListItem[] | 'error';
  /** The last-read timestamp of the posted tab (null: never read). */
  postedReadAt?: string | null;
  /** What the last-read timestamp becomes after POST markread. */
  readAtAfterMark?: string;
  detailStatus?: number;
  /** A person acting for 10001 in this role answers /api/me (without it /api/me is 404: a farmer's menu). */
  personRole?: AccessRole;
}

/** A fake server for the settlement endpoints; anything else answers 404. */
export function serveSettlements({
  posted = postedList,
  temp = tempList,
  postedReadAt = null,
  readAtAfterMark,
  detailStatus = 200,
  personRole,
}: ServeOptions = {}) {
  let readAt = postedReadAt;
  return mockFetch((request) => {
    const path = request.url.pathname;
    if (path === '/api/posted_slaughters_list') {
      if (posted === 'error') return jsonResponse(500, { code: 'INTERNAL', message: 'x' });
      const { items, ...next } = listAnswer(posted, 'posted', request.url);
      return jsonResponse(200, { posted_slaughters_list: items, ...next });
    }
    if (path === '/api/temp_slaughters_list') {
      if (temp === 'error') return jsonResponse(500, { code: 'INTERNAL', message: 'x' });
      const { items, ...next } = listAnswer(temp, 'temp', request.url);
      return jsonResponse(200, { temp_slaughters_list: items, ...next });
    }
    if (path === '/api/posted_slaughters_period') {
      if (posted === 'error') return jsonResponse(500, { code: 'INTERNAL', message: 'x' });
      const dates = posted.map((item) => item.date).sort();
      return jsonResponse(200, { posted_slaughters_period: { first_date: dates[0] ?? null, last_date: dates.at(-1) ?? null } });
    }
    // The server counts with core's rule (its own tests hold that); here the same rule on the list.
    if (path === '/api/badge_counts') {
      const newPosted = Array.isArray(posted) ? countNewPosted(posted, readAt) : 0;
      return jsonResponse(200, { badge_counts: { new_posted_settlements: newPosted, new_documents: 0 } });
    }
    const postedDetail = /^\/api\/posted_slaughter_by_date\/([\d-]+)$/.exec(path);
    if (postedDetail && Array.isArray(posted)) {
      const item = posted.find((i) => i.date === postedDetail[1] && i.settlement_no === request.url.searchParams.get('settlement_no'));
      if (detailStatus !== 200) return jsonResponse(detailStatus, { code: 'INTERNAL', message: 'x' });
      return item ? jsonResponse(200, { posted_slaughter_by_date: detail(item) }) : jsonResponse(404, { code: 'NOT_FOUND', message: 'x' });
    }
    const tempDetail = /^\/api\/temp_slaughter_by_date\/([\d-]+)$/.exec(path);
    if (tempDetail && Array.isArray(temp)) {
      const item = temp.find((i) => i.date === tempDetail[1]);
      if (detailStatus !== 200) return jsonResponse(detailStatus, { code: 'INTERNAL', message: 'x' });
      return item ? jsonResponse(200, { temp_slaughter_by_date: detail(item, 'temp') }) : jsonResponse(404, { code: 'NOT_FOUND', message: 'x' });
    }
    if (path === '/api/me' && personRole) {
      const actingFor = { supplier_no: '10001', fullname: 'Ola Nordmann', role: personRole };
      return jsonResponse(200, { kind: 'person', name: 'Per Person', acting_for: actingFor, permissions: permissionsOf(personRole) });
    }
    const year = /^\/api\/settlement_year\/(\d+)$/.exec(path);
    if (year) return jsonResponse(200, { settlement_year: yearOverview(Number(year[1])) });
    // The period's Excel export: 3 kB of file, failing for a period from 01.10.
    const rangeExport = /^\/api\/posted_slaughter_by_date_range\/([\d-]+)\/([\d-]+)\/export\/excel$/.exec(path);
    if (rangeExport) {
      if (rangeExport[1]!.endsWith('-10-01')) return jsonResponse(500, { code: 'INTERNAL', message: 'x' });
      return new Response(new Uint8Array(3 * 1024), {
        status: 200,
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': `attachment; filename="avregninger-${rangeExport[1]}-${rangeExport[2]}.xlsx"`,
          'content-length': String(3 * 1024),
        },
      });
    }
    if (path === '/api/hasread/accountings-posted/notification') return jsonResponse(200, { timestamp: readAt });
    if (path === '/api/hasread/accountings-temp/notification') return jsonResponse(200, { timestamp: null });
    if (path === '/api/markread/accountings-posted/notification' && request.method === 'POST') {
      if (readAtAfterMark) readAt = readAtAfterMark;
      return jsonResponse(200, { ok: true });
    }
    if (path === '/api/markread/accountings-temp/notification' && request.method === 'POST') return jsonResponse(200, { ok: true });
    return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
  });
}
