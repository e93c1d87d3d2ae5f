import { expect } from 'vitest';
import { type PrognosisConfig, submittedPrognosisResponseSchema } from '@slakteweb/core';
import type { TestContext } from './harness.js';

/**
 * The prognosis API as its tests call it (prognosis.test.ts, prognosis-tenancy.test.ts), on the
 * test context each file makes in its beforeAll.
 */
export function prognosisCalls(context: () => TestContext) {
  const ORIGIN = { origin: 'http://portal.test' };

  /** The configuration as the database holds it (a plain select), in the API's shape. */
  async function storedConfig(): Promise<PrognosisConfig> {
    const rows = await context().db.selectFrom('prognosis_config').selectAll().execute();
    const config: Record<string, unknown> = {};
    for (const r of rows) {
      config[r.animal_kind] = {
        survey_available: r.survey_available,
        show_survey: r.show_survey,
        next_period: { from: r.next_period_from, to: r.next_period_to },
        prev_period: { from: r.prev_period_from, to: r.prev_period_to },
        upto_now_period: { from: r.upto_now_period_from, to: r.upto_now_period_to },
        this_year: { from: r.this_year_from, to: r.this_year_to },
        info_txt_top: r.info_txt_top,
      };
    }
    return config as PrognosisConfig;
  }

  const configJson = (config: PrognosisConfig) => encodeURIComponent(JSON.stringify(config));

  async function get(url: string, cookie: string) {
    return context().app.inject({ method: 'GET', url, headers: { cookie } });
  }

  async function submitted(cookie: string, query = '') {
    const res = await get(`/api/prognosis_data?action=get_submitted&prognosis_config_json=${configJson(await storedConfig())}${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return submittedPrognosisResponseSchema.parse(res.json()).prognosisData;
  }

  async function register(cookie: string, data: Record<string, unknown>, config?: unknown) {
    return context().app.inject({
      method: 'POST',
      url: '/api/register_prognosis',
      headers: { ...ORIGIN, cookie },
      payload: { data, prognosis_config: config ?? (await storedConfig()) },
    });
  }

  return { ORIGIN, storedConfig, configJson, get, submitted, register };
}
