import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../src/db/database.js';
import { type FuzzRequest, fuzzedRoutes, hostileRequest, validRequest } from './requests.js';

export interface FuzzTally {
  requests: number;
  /** Answers by status class: '2xx', '4xx', … */
  byClass: Record<string, number>;
  /** Answers of 500 or more, with what was sent (at most a few kept). */
  serverErrors: { request: string; status: number; body: string }[];
}

export const newTally = (): FuzzTally => ({ requests: 0, byClass: {}, serverErrors: [] });

/** Who sends: a farmer's session cookie, and a service token for /api/integration/* (never a cookie there). */
export interface FuzzCaller {
  cookie: string;
  token?: string;
}

const isIntegration = (url: string) => url.startsWith('/api/integration/');

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
  if (res.statusCode >= 500 && tally.serverErrors.length < 5) {
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
      if (res.statusCode >= 500) throw new Error(`${req.method} ${req.url.slice(0, 200)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
    }),
    { seed: options.seed, numRuns: options.numRuns, endOnFailure: true },
  );
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
