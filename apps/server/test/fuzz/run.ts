import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { type FuzzRequest, fuzzedRoutes, hostileRequest, type KnownReads, readRequests, validRequest } from './requests.js';

export interface FuzzTally {
  requests: number;
  /** Answers by status class: '2xx', '4xx', … */
  byClass: Record<string, number>;
  /** Answers of 500 or more that are faults (isServerFault), with what was sent (at most a few kept). */
  serverErrors: { request: string; status: number; body: string }[];
}

export const newTally = (): FuzzTally => ({ requests: 0, byClass: {}, serverErrors: [] });

/** Who sends: a farmer's session cookie, and a service token for /api/integration/* (never a cookie there). */
export interface FuzzCaller {
  cookie: string;
  token?: string;
}

const isIntegration = (url: string) => url.startsWith('/api/integration/');

/**
 * An answer of 500 or more that is a fault. A 503 SERVICES_DOWN is not: it is the spec's answer to
 * an enrolment while the cooperative reports a register its check needs as down, which requests
 * that follow the contracts can do (PUT /api/integration/register-status).
 */
function isServerFault(res: { statusCode: number; body: string }): boolean {
  if (res.statusCode < 500) return false;
  if (res.statusCode !== 503) return true;
  try {
    return (JSON.parse(res.body) as { code?: unknown }).code !== 'SERVICES_DOWN';
  } catch {
    return true;
  }
}

async function send(app: FastifyInstance, request: FuzzRequest, caller: FuzzCaller | undefined, tally: FuzzTally) {
  const headers: Record<string, string> = { origin: 'http://portal.test' };
  if (caller && !isIntegration(request.url)) headers.cookie = caller.cookie;
  if (caller?.token && isIntegration(request.url)) headers.authorization = `Bearer ${caller.token}`;
  const hasBody = request.payload !== undefined || request.rawPayload !== undefined;
  if (hasBody) headers['content-type'] = 'application/json';
  const n = tally.requests;
  const res = await app.inject({
    method: request.method,
    url: request.url,
    headers,
    // Each from its own address, so the API's coarse per-address flood guard does not answer instead.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...(request.rawPayload !== undefined ? { payload: request.rawPayload } : request.payload !== undefined ? { payload: JSON.stringify(request.payload) } : {}),
  });
  tally.requests += 1;
  const cls = `${Math.floor(res.statusCode / 100)}xx`;
  tally.byClass[cls] = (tally.byClass[cls] ?? 0) + 1;
  if (isServerFault(res) && tally.serverErrors.length < 5) {
    tally.serverErrors.push({ request: `${request.method} ${request.url.slice(0, 200)} (${request.note})`, status: res.statusCode, body: res.body.slice(0, 200) });
  }
  return res;
}

/**
 * Whether the hostile request was refused: a 4xx, or for an import batch (answered per record,
 * so one bad record cannot stop the others) a 200 that rejected at least one record.
 */
function refused(request: FuzzRequest, status: number, body: string): boolean {
  if (status >= 400 && status < 500) return true;
  if (status !== 200 || request.method !== 'PUT' || !isIntegration(request.url)) return false;
  return (JSON.parse(body) as { summary: { rejected: number } }).summary.rejected > 0;
}

/**
 * Hostile requests to every route, as the farmer (with a service token on integration routes) or
 * nobody: each must be refused. Returns false at the first that is not (fast-check then shrinks it).
 */
export async function fuzzHostile(app: FastifyInstance, caller: FuzzCaller, options: { seed: number; numRuns: number }, tally: FuzzTally) {
  const routes = fuzzedRoutes(app.routeInventory);
  const request = fc.constantFrom(...routes).chain((route) => hostileRequest(route));
  await fc.assert(
    fc.asyncProperty(request, fc.boolean(), async (req, asFarmer) => {
      const res = await send(app, req, asFarmer ? caller : undefined, tally);
      if (!refused(req, res.statusCode, res.body)) throw new Error(`${req.method} ${req.url.slice(0, 200)} (${req.note}) answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }),
    { seed: options.seed, numRuns: options.numRuns, endOnFailure: true },
  );
}

/** Requests that follow each route's contract, as a farmer (a token on integration routes): none may answer 500 or more. */
export async function fuzzValid(app: FastifyInstance, caller: FuzzCaller, options: { seed: number; numRuns: number }, tally: FuzzTally) {
  const routes = fuzzedRoutes(app.routeInventory);
  const request = fc.constantFrom(...routes).chain((route) => validRequest(route));
  await fc.assert(
    fc.asyncProperty(request, async (req) => {
      const res = await send(app, req, caller, tally);
      if (isServerFault(res)) throw new Error(`${req.method} ${req.url.slice(0, 200)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }),
    { seed: options.seed, numRuns: options.numRuns, endOnFailure: true },
  );
}

/** Counts at and beyond every bound, in each form JSON allows (a number, digit text). */
const EXTREME_COUNTS: unknown[] = [2000, 2001, '2000', 2 ** 53, 2 ** 53 + 2, '9007199254740993', '99999999999999999999', 1e21, 2 ** 63];

/**
 * Writes that follow the contracts but for one count at or beyond its bound: each enrolment form
 * with every extreme count (pickup week 49, open at the test clock). Each must be stored or
 * refused with a 4xx; readBack then reads whatever was stored.
 */
export async function extremeCountWrites(app: FastifyInstance, caller: FuzzCaller, tally: FuzzTally) {
  const week = { wanted_pickup_week: 49, wanted_pickup_year: 2026, agreement: true };
  for (const amount of EXTREME_COUNTS) {
    const writes: FuzzRequest[] = [
      { method: 'POST', url: '/api/register_enrolment', payload: { ...week, animal_category: 'pigs', animal_rows: [{ subcategory_name: 'Gris', amount, club_no: '4411' }] }, note: `club row of ${amount}` },
      { method: 'POST', url: '/api/register_enrolment', payload: { ...week, animal_category: 'sheep', animal_rows: [{ subcategory_name: 'Lam', amount }] }, note: `sheep row of ${amount}` },
      { method: 'POST', url: '/api/register_buy_sell/pigs/sell', payload: { ...week, animal_rows: [{ subcategory_name: 'Smågris', amount }] }, note: `pigs sold: ${amount}` },
      { method: 'POST', url: '/api/register_buy_sell/sheep/buy', payload: { ...week, animal_rows: [{ subcategory_name: 'Lam', sheep_race: 'Dala', amount }] }, note: `sheep bought: ${amount}` },
      {
        method: 'POST',
        url: '/api/register_buy_sell/cattle/buy',
        payload: { ...week, animal_rows: [{ live_animal_type: 'feeding_animal', cattle_category: 'meat_animal', cattle_weight: 'light', cattle_gender: 'male', amount }] },
        note: `cattle bought: ${amount}`,
      },
    ];
    for (const write of writes) await send(app, write, caller, tally);
  }
}

/**
 * Reads back every GET route after the writes, as the farmer (a token on integration routes): the
 * reads the farm's data names (`known`) and more that follow the contracts. What was stored must
 * read as well as it was written: no answer of 500 or more (kept in the tally's serverErrors).
 */
export async function readBack(app: FastifyInstance, caller: FuzzCaller, known: KnownReads, options: { seed: number; perRoute: number }, tally: FuzzTally) {
  for (const route of fuzzedRoutes(app.routeInventory).filter((r) => r.method === 'GET')) {
    for (const request of readRequests(route, known, options.seed, options.perRoute)) await send(app, request, caller, tally);
  }
}

/**
 * The reads a farm's data names: each submitted enrolment by kind and date, each settlement by
 * date (and number), the range from the oldest to the newest, each kind's statistics and
 * prognosis figures with the configuration the screen sends back.
 */
export async function knownReads(app: FastifyInstance, db: Db, supplierNo: string, cookie: string): Promise<KnownReads> {
  const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie } })).json() as Record<string, unknown>;
  const enrolments = ((await get('/api/registered_enrolment_dates')).registered_enrolment_dates ?? []) as { kind: string; date: string }[];
  const settlements = await db
    .selectFrom('settlement')
    .select(['kind', 'settlement_no', 'settlement_date'])
    .where('supplier_no', '=', supplierNo)
    .orderBy('settlement_date')
    .execute();
  const dateOf = (d: unknown) => (d instanceof Date ? d.toISOString().slice(0, 10) : String(d));
  const posted = settlements.filter((s) => s.kind === 'posted');
  const temp = settlements.filter((s) => s.kind === 'temp');
  const bySettlement = (list: typeof settlements) => list.slice(-5).map((s) => ({ params: { date: dateOf(s.settlement_date) }, query: { settlement_no: s.settlement_no } }));
  const config = JSON.stringify((await get('/api/external/prognosis_registration_config')).prognosis_config ?? {});
  const kinds = ['pigs', 'cattle', 'sheep'];
  const frames = ((await get('/api/farmer_statistics/animal_kinds_with_stats')).animal_kinds_with_stats ?? {}) as Record<string, { subkinds: Record<string, string[]> }>;
  const statistics = Object.entries(frames).flatMap(([timeFrame, { subkinds }]) =>
    Object.entries(subkinds).flatMap(([kind, names]) => names.slice(0, 2).map((subkind) => ({ params: { timeFrame, kind, subkind } }))),
  );
  return {
    '/api/farmer_statistics/:timeFrame/:kind/:subkind': statistics,
    '/api/registered_enrolment_by_date/:kind/:date': enrolments.map((e) => ({ params: { kind: e.kind, date: e.date } })),
    '/api/posted_slaughter_by_date/:date': bySettlement(posted),
    '/api/temp_slaughter_by_date/:date': bySettlement(temp),
    '/api/posted_slaughter_by_date/:date/export/excel': bySettlement(posted).slice(-1),
    '/api/temp_slaughter_by_date/:date/export/excel': bySettlement(temp).slice(-1),
    '/api/posted_slaughter_by_date_range/:from/:to/export/excel':
      posted.length > 0 ? [{ params: { from: dateOf(posted[0]!.settlement_date), to: dateOf(posted.at(-1)!.settlement_date) } }] : [],
    '/api/documents/download/accounting/:settlement_no': posted.slice(-3).map((s) => ({ params: { settlement_no: s.settlement_no } })),
    '/api/prognosis_data': [
      { query: { action: 'get_submitted', prognosis_config_json: config } },
      ...kinds.map((kind) => ({ query: { action: 'get_statistics', animal_kind: kind, prognosis_config_json: config } })),
    ],
    '/api/external/return_form/:animalKind': kinds.map((kind) => ({ params: { animalKind: kind } })),
  };
}

/** Every row of the farm's data: each table with a supplier_no, the farmer's login and reset links. */
export async function farmSnapshot(db: Db, supplierNo: string): Promise<Record<string, unknown[]>> {
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'supplier_no' order by table_name`.execute(db);
  const snapshot: Record<string, unknown[]> = {};
  for (const { table_name } of tables.rows) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table_name)} where supplier_no = ${supplierNo}`.execute(db);
    snapshot[table_name] = rows.rows.map((r) => JSON.stringify(r)).sort();
  }
  const user = await sql<Record<string, unknown>>`select id, username, password_hash, must_confirm_information from app_user where supplier_no = ${supplierNo}`.execute(db);
  snapshot.app_user_login = user.rows;
  const tokens = await sql<Record<string, unknown>>`select t.* from password_reset_token t join app_user u on u.id = t.user_id where u.supplier_no = ${supplierNo}`.execute(db);
  snapshot.password_reset_token = tokens.rows;
  return snapshot;
}
