import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_ROLES, type FarmPermission, hasPermission, INTEGRATION_SCOPES, type IntegrationScope } from '@slakteweb/core';
import { createTestContext, type TestContext } from './harness.js';
import { createPersonWithGrants, loginPerson } from './people.js';
import { tokenHeader } from './integration-helpers.js';

// Standing test: every route the app registers (read from the app itself) is in this auth matrix,
// and answers as the matrix says to each kind of caller. A new route fails here until it is added.
//
//   anonymous              → 401, except public routes
//   a bearer token         → 401: farmer routes never accept tokens, and /api/integration/* routes
//                            never accept cookies; there a token without the route's scope gets 403
//   a farmer of another farm → 404/403 for what names 10001's data, or their own data, never 10001's
//   staff acting for nobody → the status the matrix names (403 NO_FARM_SELECTED for farm routes)
//   a person acting for 10001 in each role → as the route's `person` says: with the permission
//                            named (core ROLE_PERMISSIONS) anything but 403, without it 403
//                            NOT_ALLOWED_FOR_ROLE; 'any' for every role, 'never' 403 for all

/** Who may call a route. */
type Access =
  /** Anyone; no login. */
  | 'public'
  /** A farm's data: farmers and staff acting for a farm. */
  | 'farm'
  /** Any logged-in user: own profile, messages, pickup weeks. */
  | 'user'
  /** Staff only. */
  | 'staff'
  /** Only a staff login waiting for its second factor. */
  | 'second-factor'
  /** The cooperative's systems with a bearer service token of the route's scope; never a cookie. */
  | 'integration';

interface Entry {
  access: Access;
  /** The request: a path naming 10001's data where the route takes an id. */
  url: (f: Fixture) => string;
  payload?: object | ((f: Fixture) => object);
  /** For farm routes that name something: a farmer of another farm gets 404 (or 403). */
  namesData?: boolean;
  /** What staff acting for nobody get (farm routes: 403 NO_FARM_SELECTED). */
  staff?: number;
  /**
   * What a person acting for the farm needs here (every route a logged-in user reaches says):
   * a permission of core's ROLE_PERMISSIONS, 'any' (every role: their own password, the farms to
   * choose, the cooperative's own pages), or 'never' (staff's tools).
   */
  person?: FarmPermission | 'any' | 'never';
  /** A file's bytes as the body (the integration's uploads), with its Content-Type. */
  file?: { contentType: string; bytes: Buffer };
}

interface Fixture {
  photo: string;
  download: string;
  /** The prognosis configuration as the screen sends it back (JSON). */
  prognosisConfig: string;
  /** An invoice of 10001's, by its number. */
  invoiceNo: string;
  /** An invitation 10001 sent, and a person's grant at 10001. */
  invitationId: number;
  grantId: number;
  /** A question of 10001's about a carcass, by its id. */
  caseId: number;
}

const pigs = { animal_category: 'pigs', wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Gris', amount: 2, club_no: '4411' }] };
const trade = { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true, animal_rows: [{ subcategory_name: 'Smågris', amount: 2 }] };
const draft = { temp_storage_registration: JSON.stringify({ state: { x: 1 }, lastUpdated: '2026-11-22T10:00:00Z' }) };
const profile = { email_user: 'a@b.no', email_accounting: 'a@b.no', mobile: '12345678', street_address: 'Veg 1', post_no: '1234', city: 'By' };

const at = (url: string) => () => url;

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { access: 'public', url: at('/api/health') },
  'GET /api/external/texts': { access: 'public', url: at('/api/external/texts') },
  'GET /api/openapi.json': { access: 'public', url: at('/api/openapi.json') },
  'GET /api/docs': { access: 'public', url: at('/api/docs') },
  'GET /api/docs/:file': { access: 'public', url: at('/api/docs/start.js') },
  'POST /api/login': { access: 'public', url: at('/api/login'), payload: { username: '55555', password: 'x' } },
  // The login page's own form, outside the API (its tests: login-page.test.ts).
  'POST /login': { access: 'public', url: at('/login'), payload: { username: '55555', password: 'x' } },
  'POST /api/logout': { access: 'public', url: at('/api/logout') },
  'POST /api/forgot_password': { access: 'public', url: at('/api/forgot_password'), payload: { username: '55555' } },
  // A mail's unsubscribe link: its signed token is the permission, for one farm and one kind of mail.
  'GET /api/notifications/unsubscribe': { access: 'public', url: at('/api/notifications/unsubscribe?t=nope') },
  'POST /api/notifications/unsubscribe': { access: 'public', url: at('/api/notifications/unsubscribe?t=nope') },
  'POST /api/set_new_password': { access: 'public', url: at('/api/set_new_password'), payload: { new_password: 'Sommer-2027-x', t: 'nope' } },
  'POST /api/forgot_password_superuser': { access: 'staff', url: at('/api/forgot_password_superuser'), payload: { username: '10003' }, staff: 200 , person: 'never' },
  'POST /api/profile/change_password': { access: 'user', url: at('/api/profile/change_password'), payload: { password: 'Feil-1', new_password: 'Nytt-passord-1' }, staff: 401 , person: 'any' },
  'POST /api/login/second_factor/setup': { access: 'second-factor', url: at('/api/login/second_factor/setup') },
  'POST /api/login/second_factor/enrol': { access: 'second-factor', url: at('/api/login/second_factor/enrol'), payload: { code: '123456' } },
  'POST /api/login/second_factor': { access: 'second-factor', url: at('/api/login/second_factor'), payload: { code: '123456' } },
  'GET /api/me': { access: 'user', url: at('/api/me'), staff: 200 , person: 'any' },
  'GET /api/me/farms': { access: 'user', url: at('/api/me/farms'), staff: 403 , person: 'any' },
  'POST /api/me/acting-for': { access: 'user', url: at('/api/me/acting-for'), payload: { supplier_no: '10001' }, staff: 403 , person: 'any' },
  'GET /api/profile': { access: 'user', url: at('/api/profile'), staff: 200 , person: 'profile.read' },
  'PUT /api/profile': { access: 'farm', url: at('/api/profile'), payload: profile , person: 'profile.write' },
  'GET /api/profile/notifications': { access: 'farm', url: at('/api/profile/notifications'), person: 'profile.read' },
  'PUT /api/profile/notifications': { access: 'farm', url: at('/api/profile/notifications'), payload: { settings: [{ event: 'results_ready', channel: 'email', on: true }] }, person: 'profile.write' },
  'GET /api/push/public_key': { access: 'user', url: at('/api/push/public_key'), staff: 200, person: 'any' },
  'POST /api/push/subscriptions': { access: 'farm', url: at('/api/push/subscriptions'), payload: { endpoint: 'https://push.example/x', keys: { p256dh: 'p', auth: 'a' } }, person: 'profile.write' },
  'DELETE /api/push/subscriptions': { access: 'user', url: at('/api/push/subscriptions'), payload: { endpoint: 'https://push.example/x' }, staff: 204, person: 'any' },
  'GET /api/profile/has_cattle': { access: 'farm', url: at('/api/profile/has_cattle') , person: 'any' },
  'GET /api/profile/is_superuser': { access: 'user', url: at('/api/profile/is_superuser'), staff: 200 , person: 'any' },
  'GET /api/profile/balance': { access: 'farm', url: at('/api/profile/balance') , person: 'balance.read' },
  'POST /api/profile/confirm_information': { access: 'user', url: at('/api/profile/confirm_information'), staff: 200 , person: 'any' },
  'GET /api/posted_slaughters_list': { access: 'farm', url: at('/api/posted_slaughters_list') , person: 'settlements.read' },
  'GET /api/temp_slaughters_list': { access: 'farm', url: at('/api/temp_slaughters_list') , person: 'settlements.read' },
  'GET /api/posted_slaughters_period': { access: 'farm', url: at('/api/posted_slaughters_period') , person: 'settlements.read' },
  'GET /api/posted_slaughter_by_date/:date': { access: 'farm', url: at('/api/posted_slaughter_by_date/2026-11-09?settlement_no=100010130'), namesData: true , person: 'settlements.read' },
  'GET /api/temp_slaughter_by_date/:date': { access: 'farm', url: at('/api/temp_slaughter_by_date/2026-11-19'), namesData: true , person: 'settlements.read' },
  'GET /api/posted_slaughter_by_date/:date/export/excel': { access: 'farm', url: at('/api/posted_slaughter_by_date/2026-11-09/export/excel?settlement_no=100010130'), namesData: true , person: 'exports.download' },
  'GET /api/temp_slaughter_by_date/:date/export/excel': { access: 'farm', url: at('/api/temp_slaughter_by_date/2026-11-19/export/excel'), namesData: true , person: 'exports.download' },
  'GET /api/posted_slaughter_by_date_range/:from/:to/export/excel': { access: 'farm', url: at('/api/posted_slaughter_by_date_range/2026-11-01/2026-11-22/export/excel') , person: 'exports.download' },
  'GET /api/slaughter_photo/:kind/:imageId': { access: 'farm', url: (f) => f.photo, namesData: true , person: 'settlements.read' },
  'GET /api/documents/download/accounting/:settlement_no': { access: 'farm', url: at('/api/documents/download/accounting/100010130'), namesData: true , person: 'exports.download' },
  'GET /api/hasread/:kind/notification': { access: 'farm', url: at('/api/hasread/documents/notification') , person: 'documents.read' },
  'POST /api/markread/:kind/notification': { access: 'farm', url: at('/api/markread/documents/notification') , person: 'documents.read' },
  'GET /api/documents': { access: 'farm', url: at('/api/documents') , person: 'documents.read' },
  'GET /api/documents/page': { access: 'farm', url: at('/api/documents/page?kind=invoice&limit=5') , person: 'documents.read' },
  'GET /api/documents/download/:download_id': { access: 'farm', url: (f) => `/api/documents/download/${f.download}`, namesData: true , person: 'documents.read' },
  'GET /api/documents/download-zip': { access: 'farm', url: (f) => `/api/documents/download-zip?ids=${f.download}`, namesData: true , person: 'documents.read' },
  'GET /api/external/messages': { access: 'user', url: at('/api/external/messages'), staff: 200 , person: 'messages.read' },
  'GET /api/hasread/messages': { access: 'user', url: at('/api/hasread/messages'), staff: 200 , person: 'messages.read' },
  'POST /api/markread/messages/:id': { access: 'user', url: at('/api/markread/messages/notification'), staff: 200 , person: 'messages.read' },
  'GET /api/farmer_statistics/dashboard': { access: 'farm', url: at('/api/farmer_statistics/dashboard') , person: 'settlements.read' },
  'GET /api/badge_counts': { access: 'farm', url: at('/api/badge_counts') , person: 'any' },
  'GET /api/branding_clothes': { access: 'farm', url: at('/api/branding_clothes') , person: 'profile.read' },
  'GET /api/animals': { access: 'farm', url: at('/api/animals') , person: 'enrolments.write' },
  'GET /api/animal_keeping': { access: 'farm', url: at('/api/animal_keeping') , person: 'enrolments.write' },
  'GET /api/external/weeks': { access: 'user', url: at('/api/external/weeks'), staff: 200 , person: 'any' },
  'GET /api/temp_storage_enrollment': { access: 'farm', url: at('/api/temp_storage_enrollment') , person: 'enrolments.write' },
  'POST /api/temp_storage_enrollment': { access: 'farm', url: at('/api/temp_storage_enrollment'), payload: draft , person: 'enrolments.write' },
  'DELETE /api/temp_storage_enrollment': { access: 'farm', url: at('/api/temp_storage_enrollment') , person: 'enrolments.write' },
  'POST /api/register_enrolment': { access: 'farm', url: at('/api/register_enrolment'), payload: pigs , person: 'enrolments.write' },
  'POST /api/register_buy_sell/:animal_category/sell': { access: 'farm', url: at('/api/register_buy_sell/pigs/sell'), payload: trade , person: 'enrolments.write' },
  'POST /api/register_buy_sell/:animal_category/buy': { access: 'farm', url: at('/api/register_buy_sell/pigs/buy'), payload: trade , person: 'enrolments.write' },
  'GET /api/registered_enrolment_dates': { access: 'farm', url: at('/api/registered_enrolment_dates') , person: 'enrolments.read' },
  'GET /api/registered_enrolment_by_date/:kind/:date': { access: 'farm', url: at('/api/registered_enrolment_by_date/slaughter/2026-11-18'), namesData: true , person: 'enrolments.read' },
  'POST /api/delete_registered_enrolment_by_date/:kind/:date': { access: 'farm', url: at('/api/delete_registered_enrolment_by_date/slaughter/2026-11-18'), namesData: true , person: 'enrolments.write' },
  'GET /api/registered_enrolment_unread': { access: 'farm', url: at('/api/registered_enrolment_unread') , person: 'enrolments.read' },
  'GET /api/registered_enrolment_weeks': { access: 'farm', url: at('/api/registered_enrolment_weeks') , person: 'enrolments.read' },
  'GET /api/external/return_form/:animalKind': { access: 'user', url: at('/api/external/return_form/sheep'), staff: 200 , person: 'any' },
  'GET /api/farmer_statistics/animal_kinds_with_stats': { access: 'farm', url: at('/api/farmer_statistics/animal_kinds_with_stats') , person: 'statistics.read' },
  'GET /api/farmer_statistics/:timeFrame/:kind/:subkind': { access: 'farm', url: at('/api/farmer_statistics/all-time/sheep/all') , person: 'statistics.read' },
  'GET /api/slaughterhouse_statistics': { access: 'user', url: at('/api/slaughterhouse_statistics'), staff: 200 , person: 'any' },
  'GET /api/settlement_year/:year': { access: 'farm', url: at('/api/settlement_year/2026'), person: 'settlements.prices' },
  'GET /api/settlement_year/:year/export/excel': { access: 'farm', url: at('/api/settlement_year/2026/export/excel'), person: 'exports.download' },
  'GET /api/price_lists': { access: 'farm', url: at('/api/price_lists?kind=sheep&year=2026&week=38'), person: 'settlements.prices' },
  'GET /api/price_path/:kind/:category': { access: 'farm', url: at('/api/price_path/sheep/Lam?from=2026-W30&to=2026-W40'), person: 'settlements.prices' },
  'POST /api/price_calculator': { access: 'farm', url: at('/api/price_calculator'), payload: { kind: 'sheep', category: 'Lam', weight_kg: 19.5, class: 'R', fat_group: '3', year: 2026, week: 38 }, person: 'settlements.prices' },
  'POST /api/price_what_if': { access: 'farm', url: at('/api/price_what_if'), payload: { kind: 'sheep', year: 2026, week: 38, weight_change_kg: 2, animals: [{ category: 'Lam', weight_kg: 19.5, class: 'R', fat_group: '3' }] }, person: 'settlements.prices' },
  'GET /api/health_benchmark/:timeFrame/:kind': { access: 'farm', url: at('/api/health_benchmark/last-year/sheep'), person: 'health.read' },
  'GET /api/health_report/:timeFrame/:kind.pdf': { access: 'farm', url: at('/api/health_report/last-year/sheep.pdf'), person: 'health.read' },
  'GET /api/health_declarations/:timeFrame/:kind': { access: 'farm', url: at('/api/health_declarations/last-year/sheep'), person: 'health.read' },
  'GET /api/grid_compliance/:timeFrame/:kind': { access: 'farm', url: at('/api/grid_compliance/last-year/sheep'), person: 'settlements.prices' },
  'POST /api/cases': { access: 'farm', url: at('/api/cases'), payload: { reason: 'weight', text: 'Vekta stemmer ikke' }, person: 'cases' },
  'GET /api/cases': { access: 'farm', url: at('/api/cases'), person: 'cases' },
  'GET /api/cases/:id': { access: 'farm', url: (f) => `/api/cases/${f.caseId}`, namesData: true, person: 'cases' },
  'GET /api/my_cattle': { access: 'farm', url: at('/api/my_cattle') , person: 'cattle.read' },
  'GET /api/external/prognosis_registration_config': { access: 'user', url: at('/api/external/prognosis_registration_config'), staff: 200 , person: 'any' },
  'GET /api/prognosis_data': { access: 'farm', url: (f) => `/api/prognosis_data?action=get_submitted&prognosis_config_json=${encodeURIComponent(f.prognosisConfig)}` , person: 'prognosis.read' },
  'PUT /api/integration/suppliers': { access: 'integration', url: at('/api/integration/suppliers'), payload: { records: [{ supplier_no: '30001', fullname: 'Ny' }] } },
  'PUT /api/integration/settlements': { access: 'integration', url: at('/api/integration/settlements'), payload: { records: [{ supplier_no: '30001' }] } },
  'PUT /api/integration/documents': { access: 'integration', url: at('/api/integration/documents'), payload: { records: [{ supplier_no: '10001' }] } },
  'PUT /api/integration/herd': { access: 'integration', url: at('/api/integration/herd'), payload: { records: [{ supplier_no: '10003', animals: [] }] } },
  'PUT /api/integration/register-status': { access: 'integration', url: at('/api/integration/register-status'), payload: { register: 'herd', available: true } },
  'PUT /api/integration/pickup-weeks': { access: 'integration', url: at('/api/integration/pickup-weeks'), payload: { records: [{ action: 'slaughter' }] } },
  'PUT /api/integration/content/help-texts': { access: 'integration', url: at('/api/integration/content/help-texts'), payload: { records: [{ name: 'x' }] } },
  'PUT /api/integration/content/messages': { access: 'integration', url: at('/api/integration/content/messages'), payload: { records: [{ message_id: 'x' }] } },
  'PUT /api/integration/content/prognosis-config': { access: 'integration', url: at('/api/integration/content/prognosis-config'), payload: { records: [{ animal_kind: 'x' }] } },
  'PUT /api/integration/content/return-forms': { access: 'integration', url: at('/api/integration/content/return-forms'), payload: { records: [{ animal_kind: 'x' }] } },
  'PUT /api/integration/price-lists': { access: 'integration', url: at('/api/integration/price-lists'), payload: { records: [{ kind: 'sheep' }] } },
  'PUT /api/integration/files/documents/:kind/:document_no': {
    access: 'integration',
    url: (f) => `/api/integration/files/documents/invoice/${f.invoiceNo}`,
    file: { contentType: 'application/pdf', bytes: Buffer.from('%PDF-1.4\n%test\n') },
  },
  'PUT /api/integration/files/slaughter-photos/:kind/:settlement_no/:animal/:photo': {
    access: 'integration',
    url: at('/api/integration/files/slaughter-photos/posted/100010130/0/0'),
    file: { contentType: 'image/png', bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]) },
  },
  'GET /api/integration/enrolments': { access: 'integration', url: at('/api/integration/enrolments?since=0.0') },
  'GET /api/integration/prognoses': { access: 'integration', url: at('/api/integration/prognoses') },
  'GET /api/integration/profiles': { access: 'integration', url: at('/api/integration/profiles?limit=5') },
  'GET /api/integration/grants': { access: 'integration', url: at('/api/integration/grants?limit=5') },
  'GET /api/integration/cases': { access: 'integration', url: at('/api/integration/cases?limit=5') },
  'PUT /api/integration/cases': { access: 'integration', url: at('/api/integration/cases'), payload: { records: [{ number: 'H-000001', status: 'in_progress' }] } },
  'PUT /api/integration/enrolment-status': { access: 'integration', url: at('/api/integration/enrolment-status'), payload: { records: [{ enrolment_id: 1, supplier_no: '10001', event: 'deleted' }] } },
  'GET /api/access': { access: 'farm', url: at('/api/access'), person: 'access.manage' },
  'POST /api/access/invitations': { access: 'farm', url: at('/api/access/invitations'), payload: { email: 'regnskap@example.no', role: 'accountant' }, person: 'access.manage' },
  'DELETE /api/access/invitations/:id': { access: 'farm', url: (f) => `/api/access/invitations/${f.invitationId}`, namesData: true, person: 'access.manage' },
  'DELETE /api/access/grants/:id': { access: 'farm', url: (f) => `/api/access/grants/${f.grantId}`, namesData: true, person: 'access.manage' },
  'GET /api/access/log': { access: 'farm', url: at('/api/access/log?limit=5'), person: 'access.manage' },
  'POST /api/access/accept': { access: 'public', url: at('/api/access/accept'), payload: { t: 'nope' } },
  'POST /api/register_prognosis': { access: 'farm', url: at('/api/register_prognosis'), payload: (f) => ({ data: { pigs_slaughter: '12' }, prognosis_config: JSON.parse(f.prognosisConfig) }) , person: 'prognosis.write' },
};

/** What of 10001's data would show in an answer to someone else. */
const OWNER_MARKERS = /Ola Nordmann|ola\.nordmann@|"10001"|"1000101\d\d"|M10001/;

let ctx: TestContext;
let fixture: Fixture;
/** The API's routes, and the page routes that take a request other than GET (the login page's form). */
const routes = () =>
  ctx.app.routeInventory.filter((r) => r.url.startsWith('/api/') || (r.method !== 'GET' && !r.url.startsWith('/api/'))).map((r) => `${r.method} ${r.url}`);

beforeAll(async () => {
  ctx = await createTestContext({}, { documents: true });
  await ctx.reset();
  const photo = await ctx.db
    .selectFrom('slaughter_photo')
    .innerJoin('slaughter_animal', 'slaughter_animal.id', 'slaughter_photo.animal_id')
    .innerJoin('settlement', 'settlement.id', 'slaughter_animal.settlement_id')
    .select(['slaughter_photo.id', 'settlement.kind'])
    .where('slaughter_photo.supplier_no', '=', '10001')
    .executeTakeFirstOrThrow();
  const document = await ctx.db.selectFrom('document').select('download_id').where('supplier_no', '=', '10001').where('has_file', '=', true).executeTakeFirstOrThrow();
  const invoice = await ctx.db.selectFrom('document').select('document_no').where('supplier_no', '=', '10001').where('kind', '=', 'invoice').executeTakeFirstOrThrow();
  const farmer = await ctx.login('10001');
  const config = await ctx.app.inject({ method: 'GET', url: '/api/external/prognosis_registration_config', headers: { cookie: farmer } });
  const invitation = await ctx.app.inject({
    method: 'POST',
    url: '/api/access/invitations',
    headers: { cookie: farmer },
    payload: { email: 'vet@example.no', role: 'vet' },
  });
  const person = await ctx.db
    .insertInto('app_user')
    .values({ username: 'familie@example.no', email: 'familie@example.no', display_name: 'Kari Familie', password_hash: null, is_person: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const grant = await ctx.db
    .insertInto('farm_access')
    .values({ supplier_no: '10001', person_id: person.id, role: 'family', granted_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const asked = await ctx.app.inject({ method: 'POST', url: '/api/cases', headers: { cookie: farmer, origin: 'http://portal.test' }, payload: { reason: 'other', text: 'Spørsmål' } });
  fixture = {
    invitationId: invitation.json().invitation.id,
    grantId: grant.id,
    photo: `/api/slaughter_photo/${photo.kind}/${photo.id}`,
    download: document.download_id,
    prognosisConfig: JSON.stringify(config.json().prognosis_config),
    invoiceNo: invoice.document_no,
    caseId: (asked.json() as { case: { id: number } }).case.id,
  };
});
afterAll(() => ctx.close());

function request(key: string, headers: Record<string, string>) {
  const entry = MATRIX[key]!;
  const method = key.split(' ')[0] as 'GET' | 'POST' | 'PUT' | 'DELETE';
  if (entry.file) return ctx.app.inject({ method, url: entry.url(fixture), headers: { origin: 'http://portal.test', 'content-type': entry.file.contentType, ...headers }, payload: entry.file.bytes });
  return ctx.app.inject({ method, url: entry.url(fixture), headers: { origin: 'http://portal.test', ...headers }, ...(entry.payload ? { payload: typeof entry.payload === 'function' ? entry.payload(fixture) : entry.payload } : {}) });
}

describe('the auth matrix', () => {
  it('lists every route the app registers, and no route that is gone', () => {
    const registered = routes();
    expect(registered.filter((key) => !(key in MATRIX)), 'routes missing from the auth matrix').toEqual([]);
    expect(Object.keys(MATRIX).filter((key) => !registered.includes(key)), 'matrix entries without a route').toEqual([]);
  });

  it('anonymous callers get 401 from every route but the public ones', async () => {
    for (const key of routes().filter((k) => MATRIX[k]?.access !== 'public')) {
      const res = await request(key, {});
      expect(res.statusCode, key).toBe(401);
      expect(res.json(), key).toMatchObject({ code: 'UNAUTHORIZED' });
    }
  });

  it('a bearer token opens no farmer route, and integration routes take no cookie', async () => {
    const farmer = await ctx.login('10003');
    // A real service token with every scope: valid where it belongs, still nothing on farmer routes.
    const token = await tokenHeader(ctx, 'every-scope', [...INTEGRATION_SCOPES]);
    for (const key of routes().filter((k) => MATRIX[k]?.access !== 'public')) {
      const integration = MATRIX[key]!.access === 'integration';
      for (const headers of integration ? [{ cookie: farmer }] : [{ authorization: 'Bearer slakteweb-test-token-0123456789' }, token]) {
        const res = await request(key, headers);
        expect(res.statusCode, key).toBe(401);
      }
    }
  });

  it('integration routes answer a token without their scope 403, and one with it', async () => {
    for (const [n, key] of routes()
      .filter((k) => MATRIX[k]!.access === 'integration')
      .entries()) {
      const route = ctx.app.routeInventory.find((r) => `${r.method} ${r.url}` === key)!;
      const scope = (route.schema as { security: { serviceToken: IntegrationScope[] }[] }).security[0]!.serviceToken[0]!;
      const refused = await request(key, await tokenHeader(ctx, `all-but-${n}`, INTEGRATION_SCOPES.filter((s) => s !== scope)));
      expect(refused.statusCode, key).toBe(403);
      const allowed = await request(key, await tokenHeader(ctx, `route-${n}`, [scope]));
      expect(allowed.statusCode, key).toBe(200);
    }
  });

  it('a farmer of another farm gets 404/403 for what names 10001’s data, and never 10001’s data', async () => {
    let cookie = await ctx.login('10003');
    for (const key of routes().filter((k) => ['farm', 'user'].includes(MATRIX[k]!.access))) {
      const res = await request(key, { cookie });
      const entry = MATRIX[key]!;
      if (entry.namesData) expect([403, 404], key).toContain(res.statusCode);
      else expect(res.statusCode, key).toBeLessThan(500);
      if (!/spreadsheet|pdf|image/.test(String(res.headers['content-type']))) expect(res.body, key).not.toMatch(OWNER_MARKERS);
      // A wrong current password counts, but the session lives on; log in again to be sure.
      if (res.statusCode === 401) cookie = await ctx.login('10003');
    }
    const farmerOnStaffRoutes = await request('POST /api/forgot_password_superuser', { cookie });
    expect(farmerOnStaffRoutes.statusCode).toBe(403);
  });

  it('names for every route a logged-in user reaches what a person acting for the farm needs', () => {
    const undecided = routes().filter((k) => ['farm', 'user', 'staff'].includes(MATRIX[k]!.access) && MATRIX[k]!.person === undefined);
    expect(undecided, 'routes without a decision for the people around a farm').toEqual([]);
  });

  it.each(ACCESS_ROLES)('a person acting for the farm as %s gets what the role allows, and 403 NOT_ALLOWED_FOR_ROLE for the rest', async (role) => {
    const email = `${role}@example.no`;
    await createPersonWithGrants(ctx, { email, name: `Person ${role}`, grants: [{ supplierNo: '10001', role }] });
    let cookie = await loginPerson(ctx, email);
    for (const key of routes().filter((k) => ['farm', 'user', 'staff'].includes(MATRIX[k]!.access))) {
      const need = MATRIX[key]!.person!;
      const res = await request(key, { cookie });
      if (need === 'never') {
        expect(res.statusCode, `${role}: ${key}`).toBe(403);
      } else if (need === 'any' || hasPermission(role, need)) {
        expect(res.statusCode, `${role}: ${key}`).not.toBe(403);
        expect(res.statusCode, `${role}: ${key}`).toBeLessThan(500);
      } else {
        expect(res.statusCode, `${role}: ${key}`).toBe(403);
        expect(res.json(), `${role}: ${key}`).toMatchObject({ code: 'NOT_ALLOWED_FOR_ROLE' });
      }
      // A wrong current password answers 401 and leaves the session; log in again to be sure.
      if (res.statusCode === 401) cookie = await loginPerson(ctx, email);
    }
  });

  it('staff acting for nobody get the agreed answer', async () => {
    const cookie = await ctx.login('90001');
    for (const key of routes().filter((k) => ['farm', 'user', 'staff', 'second-factor'].includes(MATRIX[k]!.access))) {
      const entry = MATRIX[key]!;
      const res = await request(key, { cookie });
      if (entry.access === 'farm') {
        expect(res.statusCode, key).toBe(403);
        expect(res.json(), key).toEqual({ code: 'NO_FARM_SELECTED', message: 'Velg en leverandør først' });
      } else if (entry.access === 'second-factor') {
        expect(res.statusCode, key).toBe(401);
      } else {
        expect(res.statusCode, key).toBe(entry.staff);
      }
    }
  });
});
