import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PROGNOSIS_FIELD_KEYS,
  PROGNOSIS_KINDS,
  prognosisConfigResponseSchema,
  prognosisStatisticsResponseSchema,
  submittedPrognosisResponseSchema,
} from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { prognosisCalls } from './prognosis-calls.js';
import { expectedStatistics, isoWeekMonday, rawRows } from './prognosis-expected.js';

// The prognosis survey: the cooperative's configuration, a farm's submissions (newest per period
// counts, history kept, stored against the server's periods), its figures recomputed here from
// the raw rows, input checks per field (tenancy and midtnorge: prognosis-tenancy.test.ts).

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { settlements: true, otherSuppliers: 2 });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

const { ORIGIN, storedConfig, configJson, get, submitted, register } = prognosisCalls(() => ctx);

describe('GET /api/external/prognosis_registration_config', () => {
  it('answers the stored configuration of the three kinds: pigs and cattle open by themselves, sheep only in the survey', async () => {
    const res = await get('/api/external/prognosis_registration_config', await ctx.login('10001'));
    expect(res.statusCode).toBe(200);
    const config = prognosisConfigResponseSchema.parse(res.json()).prognosis_config;
    expect(config).toEqual(await storedConfig());
    expect(PROGNOSIS_KINDS.map((k) => [k, config[k].survey_available, config[k].show_survey])).toEqual([
      ['pigs', true, true],
      ['cattle', true, true],
      ['sheep', true, false],
    ]);
    expect(config.pigs.info_txt_top).toContain('<strong>');
  });

  it('needs a login, and a confirmed profile; staff acting for nobody may read it', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/external/prognosis_registration_config' })).statusCode).toBe(401);
    const unconfirmed = await get('/api/external/prognosis_registration_config', await ctx.login('10002'));
    expect(unconfirmed.statusCode).toBe(403);
    expect(unconfirmed.json().code).toBe('MUST_CONFIRM_INFORMATION');
    expect((await get('/api/external/prognosis_registration_config', await ctx.login('90001'))).statusCode).toBe(200);
  });

  it('does not open by itself for kinds the farm keeps no animals of: 10003 keeps sheep only', async () => {
    // The cooperative wants pigs and cattle to open by themselves, and sheep too here.
    await ctx.db.updateTable('prognosis_config').set({ show_survey: true }).execute();
    const stored = await storedConfig();
    const config = prognosisConfigResponseSchema.parse((await get('/api/external/prognosis_registration_config', await ctx.login('10003'))).json()).prognosis_config;
    expect(PROGNOSIS_KINDS.map((k) => [k, config[k].survey_available, config[k].show_survey])).toEqual([
      ['pigs', true, false],
      ['cattle', true, false],
      ['sheep', true, true],
    ]);
    // Only show_survey is the farm's: periods and texts are the cooperative's.
    for (const kind of PROGNOSIS_KINDS) expect({ ...config[kind], show_survey: true }).toEqual(stored[kind]);
    // Staff acting for the farm see the farm's; acting for nobody, the cooperative's.
    const staff = await ctx.login('90001');
    const acting = await get('/api/external/prognosis_registration_config?impersonateUsername=10003', staff);
    expect(prognosisConfigResponseSchema.parse(acting.json()).prognosis_config).toEqual(config);
    expect(prognosisConfigResponseSchema.parse((await get('/api/external/prognosis_registration_config', staff)).json()).prognosis_config).toEqual(stored);
    // 10001 keeps all three: as the cooperative has it.
    expect(prognosisConfigResponseSchema.parse((await get('/api/external/prognosis_registration_config', await ctx.login('10001'))).json()).prognosis_config).toEqual(stored);
  });

  it('answers a kind the cooperative has not configured as not asked for', async () => {
    await ctx.db.deleteFrom('prognosis_config').where('animal_kind', '=', 'sheep').execute();
    const config = prognosisConfigResponseSchema.parse((await get('/api/external/prognosis_registration_config', await ctx.login('10001'))).json()).prognosis_config;
    expect(config.sheep).toMatchObject({ survey_available: false, show_survey: false, this_year: { from: '2026-01-01', to: '2026-12-31' } });
  });
});

describe('submitting and reading back', () => {
  it('starts with nothing submitted for the coming periods (the history is of earlier ones)', async () => {
    const config = await storedConfig();
    const answer = await submitted(await ctx.login('10001'));
    for (const kind of PROGNOSIS_KINDS) {
      expect(answer[kind]).toEqual({ next_period: config[kind].next_period, submitted_at: null, slaughter: null, buy: null, sell: null });
    }
    const history = await ctx.db.selectFrom('prognosis_submission').select('animal_kind').where('supplier_no', '=', '10001').execute();
    expect(history.length).toBeGreaterThan(0);
  });

  it('stores the numbers per kind for the next period and answers them; empty fields are null, spaces tolerated', async () => {
    const cookie = await ctx.login('10001');
    const res = await register(cookie, { pigs_slaughter: '12', pigs_buy: '0', pigs_sell: '', sheep_slaughter: ' 1 200 ', cattle_slaughter: '3' });
    expect(res.statusCode, res.body).toBe(200);
    const answer = await submitted(cookie);
    expect(submittedPrognosisResponseSchema.parse(res.json()).prognosisData).toEqual(answer);
    expect(answer.pigs).toMatchObject({ slaughter: 12, buy: 0, sell: null, submitted_at: '2026-11-22T10:00:00.000+01:00' });
    expect(answer.sheep).toMatchObject({ slaughter: 1200, buy: null, sell: null });
    expect(answer.cattle).toMatchObject({ slaughter: 3, buy: null, sell: null });
    const config = await storedConfig();
    const rows = await ctx.db.selectFrom('prognosis_submission').selectAll().where('supplier_no', '=', '10001').where('period_from', '=', config.pigs.next_period.from).execute();
    expect(rows.find((r) => r.animal_kind === 'pigs')).toMatchObject({ period_to: config.pigs.next_period.to, slaughter: 12, buy: 0, sell: null });
  });

  it('replaces an earlier submission for the same period and keeps it as history', async () => {
    const cookie = await ctx.login('10001');
    expect((await register(cookie, { pigs_slaughter: '12', cattle_buy: '4' })).statusCode).toBe(200);
    ctx.advance(60_000);
    expect((await register(cookie, { pigs_slaughter: '15' })).statusCode).toBe(200);
    const answer = await submitted(cookie);
    expect(answer.pigs).toMatchObject({ slaughter: 15, buy: null, submitted_at: '2026-11-22T10:01:00.000+01:00' });
    // The later submission left cattle empty: that is what counts now.
    expect(answer.cattle).toMatchObject({ slaughter: null, buy: null });
    const config = await storedConfig();
    const pigs = await ctx.db
      .selectFrom('prognosis_submission')
      .select(['slaughter'])
      .where('supplier_no', '=', '10001')
      .where('animal_kind', '=', 'pigs')
      .where('period_from', '=', config.pigs.next_period.from)
      .orderBy('id')
      .execute();
    expect(pigs.map((r) => r.slaughter)).toEqual([12, 15]);
  });

  it("stores against the server's periods: a screen showing other periods is refused and nothing is stored", async () => {
    const cookie = await ctx.login('10001');
    const config = await storedConfig();
    const stale = { ...config, pigs: { ...config.pigs, next_period: { from: '2026-07-01', to: '2026-12-31' } } };
    const res = await register(cookie, { pigs_slaughter: '12' }, stale);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { prognosis_config: expect.any(String) } });
    expect((await submitted(cookie)).pigs.slaughter).toBeNull();
    // The configuration may come without its info texts.
    const withoutTexts = Object.fromEntries(PROGNOSIS_KINDS.map((k) => [k, { ...config[k], info_txt_top: undefined }]));
    expect((await register(cookie, { pigs_slaughter: '7' }, withoutTexts)).statusCode).toBe(200);
    expect((await submitted(cookie)).pigs.slaughter).toBe(7);
  });

  it('refuses numbers for a kind the survey does not ask for now, and stores nothing for it', async () => {
    await ctx.db.updateTable('prognosis_config').set({ survey_available: false }).where('animal_kind', '=', 'sheep').execute();
    const cookie = await ctx.login('10001');
    const refused = await register(cookie, { pigs_slaughter: '12', sheep_slaughter: '40' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fields).toEqual({ 'data.sheep_slaughter': expect.any(String) });
    expect((await register(cookie, { pigs_slaughter: '12', sheep_slaughter: '' })).statusCode).toBe(200);
    const kinds = await ctx.db.selectFrom('prognosis_submission').select('animal_kind').where('supplier_no', '=', '10001').where('submitted_at', '>=', ctx.now()).execute();
    expect(kinds.map((k) => k.animal_kind).sort()).toEqual(['cattle', 'pigs']);
  });
});

describe('422 per field', () => {
  const BAD_VALUES = ['abc', '-1', '1.5', '12a', '1000001', 12, null, 'x'.repeat(5000)];

  it.each(PROGNOSIS_FIELD_KEYS)('%s: anything but digits (or empty) is refused, naming the field, and nothing is stored', async (key) => {
    const cookie = await ctx.login('10001');
    for (const value of BAD_VALUES) {
      const res = await register(cookie, { pigs_slaughter: '3', [key]: value });
      expect(res.statusCode, `${key}=${JSON.stringify(value).slice(0, 20)}`).toBe(422);
      expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { [`data.${key}`]: expect.any(String) } });
      expect(Object.keys(res.json().fields)).toEqual([`data.${key}`]);
    }
    expect((await submitted(cookie)).pigs.submitted_at).toBeNull();
  });

  it('refuses a field the survey does not have (sheep are asked for slaughter only) and a body without data; stores nothing', async () => {
    const cookie = await ctx.login('10001');
    for (const data of [{ sheep_buy: '1' }, { goats_slaughter: '1' }]) {
      const res = await register(cookie, data);
      expect(res.statusCode).toBe(422);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
    const noData = await ctx.app.inject({ method: 'POST', url: '/api/register_prognosis', headers: { ...ORIGIN, cookie }, payload: { prognosis_config: await storedConfig() } });
    expect(noData.statusCode).toBe(422);
    const notJson = await ctx.app.inject({ method: 'POST', url: '/api/register_prognosis', headers: { ...ORIGIN, cookie, 'content-type': 'application/json' }, payload: '{"data":' });
    expect(notJson.statusCode).toBe(422);
    expect((await submitted(cookie)).pigs.submitted_at).toBeNull();
  });
});

describe('GET /api/prognosis_data: hostile and missing query parameters', () => {
  it.each([
    ['not JSON', 'prognosis_config_json=%7B'],
    ['JSON of another shape', `prognosis_config_json=${encodeURIComponent('{"__proto__":{"x":1},"constructor":{"prototype":{}}}')}`],
    ['deeply nested JSON', `prognosis_config_json=${encodeURIComponent('['.repeat(1500) + ']'.repeat(1500))}`],
    ['too long', `prognosis_config_json=${'x'.repeat(4001)}`],
    ['missing', ''],
  ])('prognosis_config_json %s: 422 naming it', async (_what, query) => {
    const res = await get(`/api/prognosis_data?action=get_submitted&${query}`, await ctx.login('10001'));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { prognosis_config_json: expect.any(String) } });
  });

  it('an unknown action, or get_statistics without or with an unknown animal kind: 422', async () => {
    const cookie = await ctx.login('10001');
    const json = configJson(await storedConfig());
    for (const query of [`action=delete&prognosis_config_json=${json}`, `prognosis_config_json=${json}`, `action=get_statistics&prognosis_config_json=${json}`, `action=get_statistics&animal_kind=goats&prognosis_config_json=${json}`]) {
      const res = await get(`/api/prognosis_data?${query}`, cookie);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code).toBe('INVALID_INPUT');
    }
  });
});

describe('GET /api/prognosis_data?action=get_statistics', () => {
  /** Buy and sell enrolments around the periods' ends, for 10001 and for 10003. */
  async function addTradeEnrolments() {
    const rows: {
      supplier: string;
      kind: 'buy_pigs' | 'sell_pigs' | 'buy_cattle' | 'sell_cattle' | 'sell_sheep';
      year: number;
      week: number;
      data: object;
      cooperative?: 'changed' | 'deleted' | 'deletion_granted' | 'deletion_refused';
    }[] = [
      { supplier: '10001', kind: 'buy_pigs', year: 2026, week: 10, data: { subcategory_name: 'Smågris', amount: 120 } },
      // Monday 29.06.2026: the last days of the previous period, not the current one.
      { supplier: '10001', kind: 'buy_pigs', year: 2026, week: 27, data: { subcategory_name: 'Smågris', amount: 80 } },
      { supplier: '10001', kind: 'buy_pigs', year: 2026, week: 40, data: { subcategory_name: 'Smågris', amount: 95 } },
      // Monday 29.12.2025: last year, whatever ISO year the week belongs to.
      { supplier: '10001', kind: 'buy_pigs', year: 2026, week: 1, data: { subcategory_name: 'Smågris', amount: 50 } },
      { supplier: '10001', kind: 'sell_pigs', year: 2026, week: 44, data: { subcategory_name: 'Smågris', amount: 30 } },
      // Cattle sold one by one: a row without an amount is one animal.
      { supplier: '10001', kind: 'sell_cattle', year: 2026, week: 33, data: { mark_no: '50012', individual_no: '00009' } },
      { supplier: '10001', kind: 'sell_cattle', year: 2026, week: 42, data: { mark_no: '50012', individual_no: '00010' } },
      { supplier: '10001', kind: 'sell_sheep', year: 2026, week: 40, data: { subcategory_name: 'Sau', sheep_individual_no: '10234' } },
      { supplier: '10003', kind: 'buy_pigs', year: 2026, week: 40, data: { subcategory_name: 'Smågris', amount: 999 } },
      // The cooperative deleted these (on its own, and as the farmer asked): never delivered, not counted.
      { supplier: '10001', kind: 'buy_pigs', year: 2026, week: 41, data: { subcategory_name: 'Smågris', amount: 500 }, cooperative: 'deleted' },
      { supplier: '10001', kind: 'sell_pigs', year: 2026, week: 44, data: { subcategory_name: 'Smågris', amount: 700 }, cooperative: 'deletion_granted' },
      // Changed, or a deletion refused: still coming, counted.
      { supplier: '10001', kind: 'sell_pigs', year: 2026, week: 45, data: { subcategory_name: 'Smågris', amount: 4 }, cooperative: 'deletion_refused' },
    ];
    for (const row of rows) {
      const { id } = await ctx.db
        .insertInto('enrolment')
        .values({
          supplier_no: row.supplier,
          kind: row.kind,
          animal_category: row.kind.endsWith('pigs') ? 'pigs' : row.kind.endsWith('cattle') ? 'cattle' : 'sheep',
          created_at: '2026-01-01T08:00:00Z',
          created_date: '2026-01-01',
          updated_at: '2026-01-01T08:00:00Z',
          pickup_week: row.week,
          pickup_year: row.year,
          created_by_user_id: null,
          cooperative_status: row.cooperative ?? null,
          cooperative_status_at: row.cooperative ? '2026-01-02T08:00:00Z' : null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db
        .insertInto('enrolment_row')
        .values({ enrolment_id: id, supplier_no: row.supplier, position: 0, data: JSON.stringify(row.data), delivery_week: row.week, delivery_year: row.year, expected_pickup_time: null, haulier_name: null })
        .execute();
    }
  }

  async function statistics(cookie: string, kind: string) {
    const res = await get(`/api/prognosis_data?action=get_statistics&animal_kind=${kind}&prognosis_config_json=${configJson(await storedConfig())}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return prognosisStatisticsResponseSchema.parse(res.json()).prognosisData;
  }

  it('the ISO-week Mondays the expectation uses', () => {
    expect(isoWeekMonday(2026, 1)).toBe('2025-12-29');
    expect(isoWeekMonday(2026, 27)).toBe('2026-06-29');
    expect(isoWeekMonday(2027, 1)).toBe('2027-01-04');
    expect(isoWeekMonday(2020, 53)).toBe('2020-12-28');
  });

  it('answers each kind of 10001 and 10003 as recomputed from the raw rows', async () => {
    await addTradeEnrolments();
    const raw = await rawRows(ctx.db);
    const config = await storedConfig();
    for (const supplier of ['10001', '10003']) {
      const cookie = await ctx.login(supplier);
      for (const kind of PROGNOSIS_KINDS) {
        const periods = { prev_period: config[kind].prev_period, upto_now_period: config[kind].upto_now_period, this_year: config[kind].this_year };
        expect(await statistics(cookie, kind), `${supplier} ${kind}`).toEqual(expectedStatistics(raw, supplier, kind, periods));
      }
    }
  });

  it('has figures in the demo data, so the comparison above is not of zeros', async () => {
    await addTradeEnrolments();
    const cookie = await ctx.login('10001');
    const pigs = await statistics(cookie, 'pigs');
    expect(pigs.slaughter.prev_period.count).toBeGreaterThan(100);
    expect(pigs.slaughter.this_year.kg).toBeGreaterThan(pigs.slaughter.prev_period.kg!);
    // 120 in week 10 and 80 in week 27 (Monday 29.06); week 1 began in 2025.
    expect(pigs.buy).toEqual({ prev_period: { count: 200, kg: null }, upto_now_period: { count: 95, kg: null }, this_year: { count: 295, kg: null } });
    expect(pigs.sell?.upto_now_period.count).toBe(34);
    const cattle = await statistics(cookie, 'cattle');
    expect(cattle.slaughter.this_year.count).toBeGreaterThan(0);
    expect(cattle.sell?.this_year.count).toBe(2);
    const sheep = await statistics(cookie, 'sheep');
    expect(sheep.slaughter.upto_now_period.count).toBeGreaterThan(20);
    expect(sheep.buy).toBeUndefined();
    expect(sheep.sell).toBeUndefined();
  });

  it('follows the configuration the cooperative stores, not the one the browser sends', async () => {
    const cookie = await ctx.login('10001');
    await ctx.db.updateTable('prognosis_config').set({ prev_period_from: '2025-01-01', prev_period_to: '2025-12-31' }).where('animal_kind', '=', 'pigs').execute();
    const sent = await storedConfig();
    const lying = { ...sent, pigs: { ...sent.pigs, prev_period: { from: '2020-01-01', to: '2020-01-31' } } };
    const res = await get(`/api/prognosis_data?action=get_statistics&animal_kind=pigs&prognosis_config_json=${configJson(lying)}`, cookie);
    const answer = prognosisStatisticsResponseSchema.parse(res.json()).prognosisData;
    expect(answer.periods.prev_period).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(answer).toEqual(expectedStatistics(await rawRows(ctx.db), '10001', 'pigs', answer.periods));
    expect(answer.slaughter.prev_period.count).toBeGreaterThan(300);
  });
});
