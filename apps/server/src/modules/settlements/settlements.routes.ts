import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarDateSchema,
  dateRangeSchema,
  type ListPageQuery,
  listPageQuerySchema,
  postedSlaughterByDateResponseSchema,
  postedSlaughtersListResponseSchema,
  postedSlaughtersPeriodResponseSchema,
  type SettlementKind,
  type SettlementListItem,
  tempSlaughterByDateResponseSchema,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { impersonationQuery, mayDo, requirePermission } from '../auth/actor.js';
import { type Download, listWithoutPrices, type SettlementsService, withoutPrices } from './settlements.service.js';
import { plainJsonSerializer } from '../../lib/plain-json.js';
import { settlementDetailSerializer } from './detail-json.js';

/** Settlement numbers as the cooperative writes them (digits, letters, dashes). */
const settlementNoSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Ugyldig avregningsnummer');
const dateParams = z.object({ date: calendarDateSchema });
const settlementQuery = impersonationQuery.extend({ settlement_no: settlementNoSchema.optional() });
/** Photo ids are opaque tokens; anything else cannot be a photo. */
const photoParams = z.object({ kind: z.enum(['posted', 'temp']), imageId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
const accountingParams = z.object({ settlement_no: settlementNoSchema });

function sendDownload(reply: FastifyReply, download: Download) {
  // File names are built from dates and settlement numbers only: plain ASCII, safe to quote.
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .send(download.body);
}

/**
 * Aborts when the farmer's connection closes before the answer was sent (another page, a dropped
 * line): what waits for its turn need not be built. After the answer it means nothing.
 */
function clientGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => gone.abort(new Error('the client left before the answer')));
  return gone.signal;
}

/**
 * The settlement routes (spec/portal.md §7). A bad date or settlement number is 422 naming it; a
 * photo or accounting path that cannot name anything is 404, like one that names nothing.
 */
export function settlementRoutes(settlements: SettlementsService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    // Long lists: answered without a zod check per response (plain-json.ts).
    // The whole list as the screens read it, or with ?limit= a page (contracts/paging.ts).
    const listOf = async (request: FastifyRequest<{ Querystring: ListPageQuery }>, kind: SettlementKind) => {
      const farm = requirePermission(request, 'settlements.read');
      const { supplierNo } = farm;
      const priced = (items: SettlementListItem[]) => (mayDo(farm, 'settlements.prices') ? items : listWithoutPrices(items));
      const { limit, before, q } = request.query;
      if (limit === undefined) return { items: priced(await settlements.list(supplierNo, kind)) };
      const page = await settlements.listPage(supplierNo, kind, { limit, ...(before ? { before } : {}), ...(q ? { q } : {}) });
      return { items: priced(page.items), next_before: page.nextBefore };
    };
    const listSchema = { querystring: impersonationQuery.extend(listPageQuerySchema.shape) };

    // A settlement's detail; without prices and amounts for a role that does not see them.
    const detailFor = async (request: FastifyRequest<{ Params: { date: string }; Querystring: { settlement_no?: string | undefined } }>, kind: SettlementKind) => {
      const farm = requirePermission(request, 'settlements.read');
      const detail = await settlements.detail(farm.supplierNo, kind, request.params.date, request.query.settlement_no);
      return mayDo(farm, 'settlements.prices') ? detail : withoutPrices(detail);
    };

    app.get(
      '/posted_slaughters_list',
      { schema: { ...listSchema, response: { 200: postedSlaughtersListResponseSchema } }, serializerCompiler: plainJsonSerializer },
      async (request) => {
        const { items, ...next } = await listOf(request, 'posted');
        return { posted_slaughters_list: items, ...next };
      },
    );

    app.get(
      '/temp_slaughters_list',
      { schema: { ...listSchema, response: { 200: tempSlaughtersListResponseSchema } }, serializerCompiler: plainJsonSerializer },
      async (request) => {
        const { items, ...next } = await listOf(request, 'temp');
        return { temp_slaughters_list: items, ...next };
      },
    );

    app.get(
      '/posted_slaughters_period',
      { schema: { querystring: impersonationQuery, response: { 200: postedSlaughtersPeriodResponseSchema } } },
      async (request) => ({ posted_slaughters_period: await settlements.period(requirePermission(request, 'settlements.read').supplierNo, 'posted') }),
    );

    // Checked against its schema; the kept price explanations' JSON as checked when kept (detail-json.ts).
    app.get(
      '/posted_slaughter_by_date/:date',
      { schema: { params: dateParams, querystring: settlementQuery, response: { 200: postedSlaughterByDateResponseSchema } }, serializerCompiler: settlementDetailSerializer },
      async (request) => ({ posted_slaughter_by_date: await detailFor(request, 'posted') }),
    );

    app.get(
      '/temp_slaughter_by_date/:date',
      { schema: { params: dateParams, querystring: settlementQuery, response: { 200: tempSlaughterByDateResponseSchema } } },
      async (request) => ({ temp_slaughter_by_date: await detailFor(request, 'temp') }),
    );

    for (const kind of ['posted', 'temp'] as const satisfies SettlementKind[]) {
      app.get(`/${kind}_slaughter_by_date/:date/export/excel`, { schema: { params: dateParams, querystring: settlementQuery } }, async (request, reply) => {
        const download = await settlements.excelForDate(requirePermission(request, 'exports.download').supplierNo, kind, request.params.date, request.query.settlement_no);
        return sendDownload(reply, download);
      });
    }

    // The whole range may be a farmer's entire history: streamed, never built in memory.
    app.get('/posted_slaughter_by_date_range/:from/:to/export/excel', { schema: { params: dateRangeSchema } }, async (request, reply) => {
      const gone = clientGone(reply);
      try {
        return sendDownload(reply, await settlements.excelForRange(requirePermission(request, 'exports.download').supplierNo, request.params, gone));
      } catch (err) {
        // The farmer left while the export waited its turn: there is nobody to answer, and no error.
        if (gone.aborted) return reply.hijack();
        throw err;
      }
    });

    app.get('/slaughter_photo/:kind/:imageId', { schema: { params: photoParams }, config: { invalidParamsAreNotFound: true } }, async (request, reply) => {
      const photo = await settlements.photo(requirePermission(request, 'settlements.read').supplierNo, request.params.kind, request.params.imageId);
      return reply.header('content-type', photo.contentType).header('content-length', String(photo.size)).send(photo.body);
    });

    app.get(
      '/documents/download/accounting/:settlement_no',
      { schema: { params: accountingParams }, config: { invalidParamsAreNotFound: true } },
      async (request, reply) => sendDownload(reply, await settlements.accountingPdf(requirePermission(request, 'exports.download').supplierNo, request.params.settlement_no)),
    );
  };
}
