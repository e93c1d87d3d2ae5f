import type { TestContext } from './harness.js';

// Requests, payloads and look-ups shared by the enrolment test files (enrolment-*.test.ts).

export const ORIGIN = { origin: 'http://portal.test' };

export const pigs = (over: Record<string, unknown> = {}) => ({
  animal_category: 'pigs',
  wanted_pickup_week: 49,
  wanted_pickup_year: 2026,
  comment: 'Hentes ved låven',
  agreement: true,
  animal_rows: [
    { subcategory_name: 'Gris', amount: 12, club_no: '4411' },
    { subcategory_name: 'Purke', amount: 2, individual_pigs: [{ ear_tag: '101' }, { ear_tag: '102' }] },
  ],
  ...over,
});

/** Requests and the enrolment count on a file's test context, which it creates in beforeAll. */
export function enrolmentHelpers(context: () => TestContext) {
  const get = (url: string, cookie?: string) => context().app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (url: string, cookie: string | undefined, payload?: unknown, headers: Record<string, string> = {}) =>
    context().app.inject({
      method: 'POST',
      url,
      headers: { ...ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function enrolmentCount(supplierNo = '10001'): Promise<number> {
    const rows = await context().db.selectFrom('enrolment').select('id').where('supplier_no', '=', supplierNo).execute();
    return rows.length;
  }

  return { get, post, enrolmentCount };
}
