import type { NewSubmission } from '../src/modules/enrolment/enrolment.repository.js';
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

/**
 * A pig enrolment of 10001 for week 49 of 2026, sent on 22 November, as storeSubmission takes it:
 * the rows' JSON as given, and with a key its Idempotency-Key's claim (none without).
 */
export function pigSubmission(createdAt: Date, rows: string[], key: string | null): NewSubmission {
  return {
    enrolment: {
      supplier_no: '10001',
      kind: 'slaughter',
      animal_category: 'pigs',
      created_at: createdAt,
      created_date: '2026-11-22',
      pickup_week: 49,
      pickup_year: 2026,
      comment: '',
      pickup_on_cattle_agreement: false,
      created_by_user_id: 1,
      confirmations: '[]',
      medication_remarks: null,
      return_form_data: null,
      return_meat_pickup_location: null,
      want_marks_sent_on_return: false,
    },
    rows,
    claim: key === null ? null : { key, request_hash: 'h', status: 200, response: '{"register_enrolment":{"enrolment":{"id":0}}}' },
  };
}

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
