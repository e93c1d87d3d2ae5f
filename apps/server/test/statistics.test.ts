import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  animalKindsWithStatsResponseSchema,
  ANIMAL_KIND_OF,
  type FarmerStatistics,
  farmerStatisticsResponseSchema,
  isComparison,
  slaughterhouseStatisticsResponseSchema,
  STATISTICS_KINDS,
  type StatisticsKind,
  type StatisticsTimeFrame,
} from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { averages, expectedFigures, expectFigures, newestDate, newestSettlement, ofKind, type RawAnimal, rawPostedAnimals, yearOf } from './statistics-expected.js';

// The statistics routes against figures worked out here from the raw settled animals
// (statistics-expected.ts): for every time frame, kind and subkind of 10001 and 10003, the
// farmer's figures, the cooperative's averages beside them, and which kinds have statistics.

let ctx: TestContext;
let raw: RawAnimal[];
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 4 });
  raw = await rawPostedAnimals(ctx.db);
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** The harness's clock stands in November 2026 (Oslo). */
const YEAR = 2026;

const get = (url: string, cookie?: string) => ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

async function farmerStatistics(cookie: string, frame: StatisticsTimeFrame, kind: StatisticsKind, subkind: string) {
  const res = await get(`/api/farmer_statistics/${frame}/${kind}/${encodeURIComponent(subkind)}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return farmerStatisticsResponseSchema.parse(res.json()).farmer_statistics;
}

async function single(cookie: string, frame: StatisticsTimeFrame, kind: StatisticsKind, subkind: string): Promise<FarmerStatistics> {
  const answer = await farmerStatistics(cookie, frame, kind, subkind);
  if (isComparison(answer)) throw new Error('expected one set of figures');
  return answer;
}

/** The harness's today in Oslo (START, 22.11.2026). */
const TODAY = '2026-11-22';

/** The same day a year earlier; 29 February becomes 28 February. */
function aYearBefore(date: string): string {
  const year = Number(date.slice(0, 4)) - 1;
  const monthDay = date.slice(5) === '02-29' ? '02-28' : date.slice(5);
  return `${year}-${monthDay}`;
}

/** The newest date of the farmer's own settlements among some animals, every kind: where a period ends (spec §9). */
const farmNewest = (animals: RawAnimal[], supplierNo: string) => newestDate(animals.filter((a) => a.supplier_no === supplierNo));

/**
 * What a frame takes in: the farmer's animals and the cooperative's, and the newest date. The
 * last settlement is every posted settlement of the farmer's newest settlement date, whatever its
 * kind; a year runs to the farmer's own newest settlement in it.
 */
function frame(supplierNo: string, frameName: Exclude<StatisticsTimeFrame, 'compare-this-last-year'>) {
  if (frameName === 'last-settlement') {
    const newest = newestSettlement(raw, supplierNo);
    if (!newest) return { farm: [], cooperative: [], lastGenerated: null };
    const month = newest.settlement_date.slice(0, 7);
    return {
      farm: raw.filter((a) => a.supplier_no === supplierNo && a.settlement_date === newest.settlement_date),
      cooperative: raw.filter((a) => a.settlement_date.startsWith(month)),
      lastGenerated: newest.settlement_date,
    };
  }
  const inFrame = (a: RawAnimal) => frameName === 'all-time' || yearOf(a) === (frameName === 'this-year' ? YEAR : YEAR - 1);
  const cooperative = raw.filter(inFrame);
  return { farm: cooperative.filter((a) => a.supplier_no === supplierNo), cooperative, lastGenerated: farmNewest(cooperative, supplierNo) };
}

/**
 * 'I år og i fjor': this year to the farmer's newest settlement this year (today when there is
 * none), beside last year from 1 January to the same day; the cooperative beside each whole year.
 */
function comparisonFrames(supplierNo: string) {
  const thisYear = raw.filter((a) => yearOf(a) === YEAR);
  const to = farmNewest(thisYear, supplierNo) ?? TODAY;
  const lastTo = aYearBefore(to);
  const lastYear = raw.filter((a) => yearOf(a) === YEAR - 1);
  const lastYearSoFar = lastYear.filter((a) => a.settlement_date <= lastTo);
  return {
    thisYear: { farm: thisYear.filter((a) => a.supplier_no === supplierNo), cooperative: thisYear, lastGenerated: farmNewest(thisYear, supplierNo) },
    lastYear: { farm: lastYearSoFar.filter((a) => a.supplier_no === supplierNo), cooperative: lastYear, lastGenerated: farmNewest(lastYearSoFar, supplierNo) },
    periods: { this_year: { from: `${YEAR}-01-01`, to }, last_year: { from: `${YEAR - 1}-01-01`, to: lastTo } },
  };
}

function expected(supplierNo: string, frameName: Exclude<StatisticsTimeFrame, 'compare-this-last-year'>, kind: StatisticsKind, subkind: string) {
  const { farm, cooperative, lastGenerated } = frame(supplierNo, frameName);
  return expectedFigures(ofKind(farm, kind, subkind), ofKind(cooperative, kind, subkind), lastGenerated);
}

const SINGLE_FRAMES = ['last-settlement', 'this-year', 'last-year', 'all-time'] as const;

/** Every kind with each of its subkinds in the raw data, and 'all'. */
function kindsAndSubkinds(): [StatisticsKind, string][] {
  return STATISTICS_KINDS.flatMap((kind) => {
    const groups = [...new Set(raw.filter((a) => a.animal_kind === ANIMAL_KIND_OF[kind]).map((a) => a.group_name))];
    return ['all', ...groups].map((subkind): [StatisticsKind, string] => [kind, subkind]);
  });
}

describe('GET /api/farmer_statistics/{timeFrame}/{kind}/{subkind}', () => {
  it('answers 10001 for every frame, kind and subkind as computed from the raw animals', async () => {
    const cookie = await ctx.login('10001');
    let withAnimals = 0;
    for (const frameName of SINGLE_FRAMES) {
      for (const [kind, subkind] of kindsAndSubkinds()) {
        const want = expected('10001', frameName, kind, subkind);
        expectFigures(await single(cookie, frameName, kind, subkind), want, `${frameName}/${kind}/${subkind}`);
        if (want.count > 0) withAnimals += 1;
      }
    }
    // The data has something in most of these, so the comparisons above are not of empty figures.
    expect(withAnimals).toBeGreaterThan(25);
  });

  it('shows what the demo data holds: diseases, discards, the cooperative beside the farm', async () => {
    const pigs = await single(await ctx.login('10001'), 'all-time', 'pigs', 'all');
    expect(pigs.count).toBeGreaterThan(1000);
    expect(pigs.diseases.length).toBeGreaterThan(3);
    expect(pigs.partially_discarded.count).toBeGreaterThan(0);
    expect(pigs.meat_percent_avg).toBeGreaterThan(55);
    expect(pigs.meat_percent_avg_pr_vendor).toBeGreaterThan(55);
    expect(pigs.classification_avg).toBeNull();
    const cattle = await single(await ctx.login('10001'), 'all-time', 'cattle', 'Storfe');
    expect(cattle.classification_avg).toMatch(/^[EUROP][+-]?$/);
    expect(cattle.fat_group_avg_pr_vendor).toMatch(/^[1-5][+-]?$/);
    expect(cattle.meat_percent_avg).toBeNull();
  });

  it('answers 10003 (sheep only) likewise, and count 0 beside the cooperative for pigs', async () => {
    const cookie = await ctx.login('10003');
    for (const frameName of SINGLE_FRAMES) {
      for (const subkind of ['all', 'Lam', 'Sau']) {
        expectFigures(await single(cookie, frameName, 'sheep', subkind), expected('10003', frameName, 'sheep', subkind), `${frameName}/sheep/${subkind}`);
      }
    }
    const pigs = await single(cookie, 'this-year', 'pigs', 'all');
    expect(pigs).toMatchObject({ count: 0, weight_kg_tot: 0, weight_kg_avg: null, meat_percent_avg: null, diseases: [] });
    expect(pigs.partially_discarded).toEqual({ count: 0, percentage: 0 });
    expect(pigs.meat_percent_avg_pr_vendor).toBe(averages(ofKind(frame('10003', 'this-year').cooperative, 'pigs', 'all')).meat_percent_avg);
  });

  it('compares this year with last year: the two frames side by side', async () => {
    const cookie = await ctx.login('10001');
    for (const [kind, subkind] of kindsAndSubkinds()) {
      const answer = await farmerStatistics(cookie, 'compare-this-last-year', kind, subkind);
      if (!isComparison(answer)) throw new Error('expected this_year and last_year');
      const { thisYear, lastYear, periods } = comparisonFrames('10001');
      const want = (f: typeof thisYear) => expectedFigures(ofKind(f.farm, kind, subkind), ofKind(f.cooperative, kind, subkind), f.lastGenerated);
      expectFigures(answer.this_year, want(thisYear), `this year ${kind}/${subkind}`);
      expectFigures(answer.last_year, want(lastYear), `last year ${kind}/${subkind}`);
      expect(answer.periods).toEqual(periods);
    }
  });

  it('compares the year so far with the same period last year, not with the whole of last year', async () => {
    const cookie = await ctx.login('10001');
    const answer = await farmerStatistics(cookie, 'compare-this-last-year', 'pigs', 'all');
    if (!isComparison(answer)) throw new Error('expected this_year and last_year');
    const newestThisYear = farmNewest(raw.filter((a) => yearOf(a) === YEAR), '10001')!;
    expect(answer.periods).toEqual({
      this_year: { from: '2026-01-01', to: newestThisYear },
      last_year: { from: '2025-01-01', to: aYearBefore(newestThisYear) },
    });
    // The demo farm delivered pigs last year after that day: the whole year would count more.
    const wholeLastYear = await single(cookie, 'last-year', 'pigs', 'all');
    expect(answer.last_year.count).toBeLessThan(wholeLastYear.count);
    expect(answer.last_year.last_generated! <= answer.periods.last_year.to).toBe(true);
  });

  it('counts every kind settled on the newest settlement date in the last settlement (10001’s pigs and sheep of one day)', async () => {
    const cookie = await ctx.login('10001');
    const newest = newestSettlement(raw, '10001')!;
    const sameDay = raw.filter((a) => a.supplier_no === '10001' && a.settlement_date === newest.settlement_date);
    // The demo data settles pigs and sheep on 10001's newest date, in two settlements.
    expect(new Set(sameDay.map((a) => a.settlement_id)).size).toBeGreaterThan(1);
    expect(new Set(sameDay.map((a) => a.animal_kind))).toEqual(new Set(['pig', 'sheep']));
    const res = await get('/api/farmer_statistics/animal_kinds_with_stats', cookie);
    const kinds = animalKindsWithStatsResponseSchema.parse(res.json()).animal_kinds_with_stats;
    expect(kinds['last-settlement'].kinds_with_stats).toEqual(['pigs', 'sheep']);
    const pigs = await single(cookie, 'last-settlement', 'pigs', 'all');
    expect(pigs.count).toBe(sameDay.filter((a) => a.animal_kind === 'pig').length);
    expect(pigs.last_generated).toBe(newest.settlement_date);
  });

  it('ends a year at the farmer’s own newest settlement, not the cooperative’s', async () => {
    const cookie = await ctx.login('10001');
    const thisYear = raw.filter((a) => yearOf(a) === YEAR);
    const own = farmNewest(thisYear, '10001')!;
    // Other suppliers settled after 10001 in the demo data: the cooperative's newest date is later.
    expect(newestDate(thisYear)! > own).toBe(true);
    expect((await single(cookie, 'this-year', 'pigs', 'all')).last_generated).toBe(own);
    expect((await single(cookie, 'this-year', 'cattle', 'all')).last_generated).toBe(own);
  });

  it('answers a farmer without settlements, and a subkind nobody has, with count 0', async () => {
    const none = await single(await ctx.loginConfirmed('10002'), 'last-settlement', 'pigs', 'all');
    expect(none).toMatchObject({ count: 0, weight_kg_avg: null, weight_kg_avg_pr_vendor: null, last_generated: null, diseases: [] });
    const allTime = await single(await ctx.loginConfirmed('10002'), 'all-time', 'cattle', 'all');
    expect(allTime.count).toBe(0);
    expect(allTime.weight_kg_avg_pr_vendor).toBe(averages(ofKind(raw, 'cattle', 'all')).weight_kg_avg);
    const unknown = await single(await ctx.login('10001'), 'all-time', 'pigs', 'Villsvin');
    expect(unknown).toMatchObject({ count: 0, weight_kg_avg: null, weight_kg_avg_pr_vendor: null });
  });

  it.each([
    ['/api/farmer_statistics/next-year/pigs/all', 'timeFrame'],
    ['/api/farmer_statistics/this-year/horses/all', 'kind'],
    ['/api/farmer_statistics/this-year/PIGS/all', 'kind'],
    [`/api/farmer_statistics/this-year/pigs/${'x'.repeat(41)}`, 'subkind'],
    ['/api/farmer_statistics/this-year/pigs/a%2Fb', 'subkind'],
    ["/api/farmer_statistics/this-year/pigs/'%20or%201%3D1--", 'subkind'],
    ['/api/farmer_statistics/this-year/pigs/%00', 'subkind'],
    ['/api/farmer_statistics/this-year/pigs/%3Cscript%3E', 'subkind'],
  ])('answers %s with 422 INVALID_INPUT naming %s', async (url, field) => {
    const res = await get(url, await ctx.login('10001'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', message: 'Ugyldig input', fields: { [field]: expect.stringMatching(/^Ugyldig/) } });
  });
});

describe('GET /api/farmer_statistics/animal_kinds_with_stats', () => {
  async function kinds(cookie: string) {
    const res = await get('/api/farmer_statistics/animal_kinds_with_stats', cookie);
    expect(res.statusCode).toBe(200);
    return animalKindsWithStatsResponseSchema.parse(res.json()).animal_kinds_with_stats;
  }

  /** Kinds and subkinds of some animals, as the answer lists them (orders compared as sets). */
  function kindsIn(animals: RawAnimal[]) {
    const kindsWithStats = STATISTICS_KINDS.filter((k) => animals.some((a) => a.animal_kind === ANIMAL_KIND_OF[k]));
    const subkinds = Object.fromEntries(
      kindsWithStats.map((k) => [k, [...new Set(animals.filter((a) => a.animal_kind === ANIMAL_KIND_OF[k]).map((a) => a.group_name))].sort()]),
    );
    return { has_slaughters: animals.length > 0, kinds_with_stats: kindsWithStats, subkinds };
  }

  it.each(['10001', '10003'])('answers %s’s five frames as the raw animals have them', async (supplierNo) => {
    const answer = await kinds(await ctx.login(supplierNo));
    const own = raw.filter((a) => a.supplier_no === supplierNo);
    const newest = newestSettlement(raw, supplierNo)!;
    const want = {
      'last-settlement': kindsIn(own.filter((a) => a.settlement_date === newest.settlement_date)),
      'this-year': kindsIn(own.filter((a) => yearOf(a) === YEAR)),
      'last-year': kindsIn(own.filter((a) => yearOf(a) === YEAR - 1)),
      'all-time': kindsIn(own),
      'compare-this-last-year': kindsIn([...comparisonFrames(supplierNo).thisYear.farm, ...comparisonFrames(supplierNo).lastYear.farm]),
    };
    const sorted = Object.fromEntries(
      Object.entries(answer).map(([f, v]) => [f, { ...v, subkinds: Object.fromEntries(Object.entries(v.subkinds).map(([k, s]) => [k, [...s].sort()])) }]),
    );
    expect(sorted).toEqual(want);
  });

  it('turns the year on the Oslo calendar: at 00:30 on 1 January in Oslo, 2026 is last year', async () => {
    const before = await kinds(await ctx.login('10001'));
    // Weeks later: a new session (the first has lapsed).
    ctx.setNow(new Date('2026-12-31T23:30:00Z'));
    const cookie = await ctx.login('10001');
    const after = await kinds(cookie);
    expect(after['this-year']).toEqual({ has_slaughters: false, kinds_with_stats: [], subkinds: {} });
    expect(after['last-year']).toEqual(before['this-year']);
    const lastYear = await single(cookie, 'last-year', 'pigs', 'all');
    expectFigures(lastYear, expected('10001', 'this-year', 'pigs', 'all'), 'last-year seen from 2027');
  });

  it('orders subkinds as the settlements do, and has nothing for a farmer without settlements', async () => {
    const answer = await kinds(await ctx.login('10001'));
    expect(answer['all-time'].subkinds.pigs).toEqual(['Slaktegris', 'Purke', 'Råne']);
    expect(answer['all-time'].subkinds.sheep).toEqual(['Lam', 'Sau']);
    const none = await kinds(await ctx.loginConfirmed('10002'));
    for (const f of Object.values(none)) expect(f).toEqual({ has_slaughters: false, kinds_with_stats: [], subkinds: {} });
  });
});

describe('GET /api/slaughterhouse_statistics', () => {
  it('answers this year’s averages over every supplier’s animals, per kind', async () => {
    const res = await get('/api/slaughterhouse_statistics', await ctx.login('10003'));
    expect(res.statusCode).toBe(200);
    const { statistics } = slaughterhouseStatisticsResponseSchema.parse(res.json());
    const thisYear = raw.filter((a) => yearOf(a) === YEAR);
    for (const kind of STATISTICS_KINDS) {
      const animals = ofKind(thisYear, kind, 'all');
      expect(statistics[kind], kind).toEqual({ count: animals.length, ...averages(animals), last_generated: newestDate(thisYear) });
    }
  });
});

describe('who may ask', () => {
  const URLS = ['/api/farmer_statistics/animal_kinds_with_stats', '/api/farmer_statistics/this-year/pigs/all', '/api/slaughterhouse_statistics'];

  it.each(URLS)('%s answers 401 without a session', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: expect.any(String) });
  });

  it.each(URLS)('%s answers a farmer who must confirm the profile 403 MUST_CONFIRM_INFORMATION', async (url) => {
    const res = await get(url, await ctx.login('10002'));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'MUST_CONFIRM_INFORMATION' });
  });

  it('shows an impersonating superuser the farmer’s figures, and staff acting for nobody the cooperative’s', async () => {
    const staff = await ctx.login('90001');
    for (const url of URLS.slice(0, 2)) {
      const acting = await get(`${url}?impersonateUsername=10001`, staff);
      expect(acting.statusCode).toBe(200);
      expect(acting.json()).toEqual((await get(url, await ctx.login('10001'))).json());
    }
    expect((await get(URLS[2]!, staff)).statusCode).toBe(200);
  });
});
