import { type BadgeCounts, type DashboardStatistics, KSL_STATUS, type Profile } from '@slakteweb/core';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';

// The dashboard's API answers for its screen tests (dashboard-route.test.tsx): a farm's figures,
// profile, prognosis survey and badges, each answer changeable per test through ServeOptions.

export const statistics: DashboardStatistics = {
  last_settlement: { date: '2026-11-09', settlement_no: '100010130', amount: 10126.13, temporary: false, animal_kinds: ['pig', 'sheep'] },
  last_deliveries: [
    {
      animal_kind: 'pig',
      date: '2026-11-09',
      settlement_no: '100010129',
      count: 35,
      weight_kg_avg: 95.3,
      weight_kg_tot: 3334.7,
      classification_avg: null,
      fat_group_avg: null,
      meat_percent_avg: 60.4,
      amount: 88878.84,
    },
    {
      animal_kind: 'sheep',
      date: '2026-11-09',
      settlement_no: '100010130',
      count: 6,
      weight_kg_avg: 24.2,
      weight_kg_tot: 144.9,
      classification_avg: 'R-',
      fat_group_avg: '3+',
      meat_percent_avg: null,
      amount: 10126.13,
    },
    {
      animal_kind: 'cattle',
      date: '2026-10-09',
      settlement_no: '100010124',
      count: 4,
      weight_kg_avg: 322,
      weight_kg_tot: 1287.9,
      classification_avg: 'R',
      fat_group_avg: '3-',
      meat_percent_avg: null,
      amount: 103589.8,
    },
  ],
};

export const profile = (kslStatus: number): Profile => ({
  fullname: 'Kari Nordmann',
  supplier_no: '10003',
  company_no: '912345678',
  provider_no: '5003',
  animal_keeping_id: 'NO-5003',
  ksl_status: kslStatus,
  brsv_status: 0,
  health_pig_approved: false,
  animal_keeping: { has_pigs: true, has_sheep: false, has_cattle: false, has_pigs_restriction: false, has_sheep_restriction: false, has_cattle_restriction: false },
  email_user: 'kari@example.no',
  email_accounting: 'kari@example.no',
  mobile: '91234567',
  street_address: 'Bakken 3',
  post_no: '7000',
  city: 'Trondheim',
  recieve_accounting: false,
  recieve_newsletter: false,
  recieve_registered_slaughter: false,
});

export interface ServeOptions {
  /** The profile's KSL status (approved unless given). */
  ksl?: number;
  /** Holds the has_cattle answer until the returned release is called. */
  cattleAnswer?: Promise<void>;
  cattle?: boolean;
  superuser?: boolean;
  /** What GET /api/badge_counts answers (the server counts; its tests hold the rule). */
  badges?: BadgeCounts;
  stats?: DashboardStatistics | 'error';
  balance?: 'error';
}

/**
 * The survey is open for pigs only and does not open by itself (show_survey off), so the
 * dashboard's own tests see the dashboard; the popup has its tests in the prognosis feature.
 */
const period = (from: string, to: string) => ({ from, to });
const prognosisKind = (available: boolean) => ({
  survey_available: available,
  show_survey: false,
  next_period: period('2027-01-01', '2027-06-30'),
  prev_period: period('2026-01-01', '2026-06-30'),
  upto_now_period: period('2026-07-01', '2026-11-22'),
  this_year: period('2026-01-01', '2026-12-31'),
  info_txt_top: '<p>Prognose for første halvår.</p>',
});
const PROGNOSIS_CONFIG = { pigs: prognosisKind(true), cattle: prognosisKind(false), sheep: prognosisKind(false) };
const nothingSubmitted = { next_period: period('2027-01-01', '2027-06-30'), submitted_at: null, slaughter: null, buy: null, sell: null };
const PROGNOSIS_SUBMITTED = { pigs: nothingSubmitted, cattle: nothingSubmitted, sheep: nothingSubmitted };
const figure = { count: 0, kg: null };
const figures = { prev_period: figure, upto_now_period: figure, this_year: figure };
const prognosisStatistics = (kind: string) => ({
  animal_kind: kind,
  periods: { prev_period: period('2026-01-01', '2026-06-30'), upto_now_period: period('2026-07-01', '2026-11-22'), this_year: period('2026-01-01', '2026-12-31') },
  slaughter: { prev_period: { count: 0, kg: 0 }, upto_now_period: { count: 0, kg: 0 }, this_year: { count: 0, kg: 0 } },
  buy: figures,
  sell: figures,
});

export function serve(options: ServeOptions = {}) {
  return mockFetch((request) => {
    switch (request.url.pathname) {
      case '/api/profile/balance':
        return options.balance === 'error'
          ? jsonResponse(500, { code: 'INTERNAL', message: 'x' })
          : jsonResponse(200, { balance_this_year: 487123.5, debit_amount_total: 12540 });
      case '/api/farmer_statistics/dashboard':
        return options.stats === 'error'
          ? jsonResponse(500, { code: 'INTERNAL', message: 'x' })
          : jsonResponse(200, { dashboard_statistics: options.stats ?? statistics });
      case '/api/profile':
        return jsonResponse(200, { profile: profile(options.ksl ?? KSL_STATUS.approved) });
      case '/api/profile/has_cattle':
        return (options.cattleAnswer ?? Promise.resolve()).then(() => jsonResponse(200, { has_cattle: { has_cattle: options.cattle ?? false } }));
      case '/api/profile/is_superuser':
        return jsonResponse(200, { is_superuser: { is_superuser: options.superuser ?? false } });
      case '/api/badge_counts':
        return jsonResponse(200, { badge_counts: options.badges ?? { new_posted_settlements: 3, new_documents: 5 } });
      case '/api/external/prognosis_registration_config':
        return jsonResponse(200, { prognosis_config: PROGNOSIS_CONFIG });
      case '/api/prognosis_data':
        return request.url.searchParams.get('action') === 'get_submitted'
          ? jsonResponse(200, { prognosisData: PROGNOSIS_SUBMITTED })
          : jsonResponse(200, { prognosisData: prognosisStatistics(request.url.searchParams.get('animal_kind') ?? 'pigs') });
      default:
        return jsonResponse(404, { code: 'NOT_FOUND', message: 'Not found' });
    }
  });
}
