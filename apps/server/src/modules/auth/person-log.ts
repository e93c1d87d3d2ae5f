import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AccessLogAction, ALL_SUBKINDS, ANIMAL_GROUP_LABEL, type Clock, DOCUMENT_SECTIONS, formatDate, HEALTH_BENCHMARK_FRAME_LABELS, type StatisticsKind, STATISTICS_KINDS } from '@slakteweb/core';
import type { Db } from '../../db/database.js';
import { insertAccessLog } from '../access/access-log.repository.js';
import { touchGrant } from './person.repository.js';

/**
 * What the farmer reads in 'Hva andre har gjort': each request a person makes for the farm that
 * shows or changes the farm's data, as an action of core's ACCESS_LOG_ACTIONS and what it names.
 * Requests a page makes by itself (badges, read markers, the lists' paging) are not lines of
 * their own; every request still counts as the grant's last use.
 */

type Params = Record<string, string | undefined>;
type Query = Record<string, unknown>;
type Line = { action: AccessLogAction; target: string };
/** The answer's JSON as sent, for what only the answer tells (was the enrolment stored?). */
type Answer = Record<string, unknown> | null;
/** What the route's handler found out and the line names (the document a download id stands for). */
type Named = string;
type Describe = (params: Params, query: Query, body: Query, answer: Answer, named: Named) => Line | null;

const text = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const date = (value: string | undefined): string => (value ? formatDate(value) : '');

/** A whole calendar year reads as the year ('Lastet ned Excel 2025'), any other range as its dates. */
function period(from: string | undefined, to: string | undefined): string {
  const year = from?.slice(0, 4);
  if (year && from === `${year}-01-01` && to === `${year}-12-31`) return year;
  return `${date(from)}–${date(to)}`;
}

/** The health report's kind and period: 'sau og lam, i fjor'. */
const healthReport: Describe = (p) => {
  const kind = (ANIMAL_GROUP_LABEL as Record<string, string | undefined>)[text(p.kind)];
  const frame = (HEALTH_BENCHMARK_FRAME_LABELS as Record<string, string | undefined>)[text(p.timeFrame)];
  return { action: 'health-report.downloaded', target: kind && frame ? `${kind.toLowerCase()}, ${frame.toLowerCase()}` : '' };
};

/**
 * An enrolment sent, when it was stored: one answered registered false (remarks to confirm first)
 * stored nothing, and is no line.
 */
const sent: Describe = (_p, _q, body, answer) => {
  const registered = (answer?.register_enrolment as { registered?: unknown } | undefined)?.registered === true;
  return registered ? { action: 'enrolment.sent', target: body.wanted_pickup_week !== undefined ? `uke ${text(body.wanted_pickup_week)}` : '' } : null;
};

/**
 * The documents page asks for the first page of each of its sections at once (web
 * get-documents-page.ts): the first section's stands for the view, so one visit is one line.
 * Reading on in a list (`before`) and searching in a section are the same view.
 */
const documentsPage: Describe = (_p, q) =>
  q.kind === DOCUMENT_SECTIONS[0]!.kind && q.before === undefined && q.q === undefined ? { action: 'documents.viewed', target: '' } : null;

/** The chosen documents of a zip, by number ('zip med 3 dokumenter'). */
const zip: Describe = (_p, q) => {
  const count = text(q.ids).split(',').filter(Boolean).length;
  return { action: 'document.downloaded', target: `zip med ${count} ${count === 1 ? 'dokument' : 'dokumenter'}` };
};

/** An animal kind as the screens name it ('Sau og lam'); '' for a kind the route refused anyway. */
const kindName = (kind: string | undefined): string => ((STATISTICS_KINDS as readonly string[]).includes(kind ?? '') ? ANIMAL_GROUP_LABEL[kind as StatisticsKind] : '');

/** The lines, by route (method and path as registered). */
const LINES: Record<string, Describe> = {
  'GET /api/farmer_statistics/dashboard': () => ({ action: 'dashboard.viewed', target: '' }),
  'GET /api/profile/balance': () => ({ action: 'balance.viewed', target: '' }),
  'GET /api/posted_slaughter_by_date/:date': (p, q) => ({ action: 'settlement.viewed', target: text(q.settlement_no) || date(p.date) }),
  'GET /api/temp_slaughter_by_date/:date': (p) => ({ action: 'temp-settlement.viewed', target: date(p.date) }),
  'GET /api/posted_slaughter_by_date/:date/export/excel': (p, q) => ({ action: 'excel.downloaded', target: text(q.settlement_no) || date(p.date) }),
  'GET /api/temp_slaughter_by_date/:date/export/excel': (p) => ({ action: 'excel.downloaded', target: date(p.date) }),
  'GET /api/posted_slaughter_by_date_range/:from/:to/export/excel': (p) => ({ action: 'excel.downloaded', target: period(p.from, p.to) }),
  'GET /api/documents/download/accounting/:settlement_no': (p) => ({ action: 'pdf.downloaded', target: text(p.settlement_no) }),
  'GET /api/documents': () => ({ action: 'documents.viewed', target: '' }),
  'GET /api/documents/page': documentsPage,
  'GET /api/documents/download/:download_id': (_p, _q, _b, _a, named) => ({ action: 'document.downloaded', target: named }),
  'GET /api/documents/download-zip': zip,
  // The figures of a type ('Lam'), or of the whole kind ('all'), with their diseases and discards.
  'GET /api/farmer_statistics/:timeFrame/:kind/:subkind': (p) => ({ action: 'statistics.viewed', target: p.subkind === ALL_SUBKINDS ? kindName(p.kind) : text(p.subkind) }),
  'GET /api/health_benchmark/:timeFrame/:kind': (p) => ({ action: 'health.viewed', target: kindName(p.kind) }),
  'GET /api/health_report/:timeFrame/:kind.pdf': healthReport,
  'GET /api/my_cattle': () => ({ action: 'cattle.viewed', target: '' }),
  'GET /api/registered_enrolment_dates': () => ({ action: 'enrolments.viewed', target: '' }),
  'POST /api/register_enrolment': sent,
  'POST /api/register_buy_sell/:animal_category/sell': sent,
  'POST /api/register_buy_sell/:animal_category/buy': sent,
  'POST /api/delete_registered_enrolment_by_date/:kind/:date': (p) => ({ action: 'enrolment.deleted', target: date(p.date) }),
  'POST /api/temp_storage_enrollment': () => ({ action: 'draft.saved', target: '' }),
  'GET /api/prognosis_data': () => ({ action: 'prognosis.viewed', target: '' }),
  'POST /api/register_prognosis': () => ({ action: 'prognosis.answered', target: '' }),
  'GET /api/external/messages': () => ({ action: 'messages.viewed', target: '' }),
};

/** The route as LINES names it: from '/api/' on, whatever BASE_PATH the portal is mounted under ('/midtnorge/api/…'). */
function routeKey(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? '';
  const api = url.indexOf('/api/');
  return `${request.method} ${api >= 0 ? url.slice(api) : url}`;
}
const lineOfRoute = (request: FastifyRequest): Describe | undefined => LINES[routeKey(request)];

/** The routes whose line depends on the answer. */
const NEEDS_ANSWER = new Set<Describe>([sent]);

const named = new WeakMap<FastifyRequest, Named>();

/**
 * What a route's handler tells the log line about its request, when the address alone does not
 * say it (a download id is not the document's name): the farmer reads 'Lastet ned Faktura …'.
 */
export function nameForAccessLog(request: FastifyRequest, target: string): void {
  named.set(request, target);
}

/** The log line of a request, or null for one that is not a line of its own. */
export function accessLogLineOf(request: FastifyRequest, answer: Answer = null): Line | null {
  const describe = lineOfRoute(request);
  if (!describe) return null;
  const asRecord = (value: unknown) => (value && typeof value === 'object' ? (value as Query) : {});
  return describe(asRecord(request.params) as Params, asRecord(request.query), asRecord(request.body), answer, named.get(request) ?? '');
}

function parseAnswer(payload: unknown): Answer {
  if (typeof payload !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(payload);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * After each answered (2xx) request a person made for a farm: the grant's last use, and the log
 * line. Written after the answer, in the background: a failed write is logged and never fails
 * the request.
 */
export function registerPersonLog(app: FastifyInstance, deps: { db: Db; clock: Clock; background: (work: Promise<unknown>) => void }): void {
  const answers = new WeakMap<FastifyRequest, Answer>();
  app.addHook('onSend', async (request, _reply, payload) => {
    const describe = lineOfRoute(request);
    if (request.actor?.kind === 'farm' && request.actor.person && describe && NEEDS_ANSWER.has(describe)) answers.set(request, parseAnswer(payload));
    return payload;
  });
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor;
    if (actor?.kind !== 'farm' || !actor.person || reply.statusCode < 200 || reply.statusCode >= 300) return;
    const { person } = actor;
    const at = deps.clock();
    const line = accessLogLineOf(request, answers.get(request) ?? null);
    deps.background(
      (async () => {
        try {
          await touchGrant(deps.db, person.grantId, at);
          if (line) {
            await insertAccessLog(deps.db, { supplierNo: actor.supplierNo, at, personId: person.personId, personName: person.name, role: person.role, ...line });
          }
        } catch (err) {
          request.log.error({ err }, 'the access log of a person acting for a farm could not be written');
        }
      })(),
    );
  });
}
