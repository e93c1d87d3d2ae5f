import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  calendarDateSchema,
  dateRangeSchema,
  postedSlaughterByDateResponseSchema,
  postedSlaughtersListResponseSchema,
  type SettlementKind,
  tempSlaughterByDateResponseSchema,
  tempSlaughtersListResponseSchema,
} from '@slakteweb/core';
import { notFound } from '../../lib/http-error.js';
import { parseOr422 } from '../../lib/validate.js';
import type { Download, SettlementsService } from './settlements.service.js';

/** Settlement numbers as the cooperative writes them (digits, letters, dashes). */
const settlementNoSchema = z.string().regex(/^[A-Za-z0-9-]{1,40}$/, 'Ugyldig avregningsnummer');
const dateParams = z.object({ date: calendarDateSchema });
const settlementQuery = z.object({ settlement_no: settlementNoSchema.optional() });
/** Photo ids are opaque tokens; anything else cannot be a photo. */
const photoIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

function sendDownload(reply: FastifyReply, download: Download) {
  // File names are built from dates and settlement numbers only: plain ASCII, safe to quote.
  return reply
    .header('content-type', download.contentType)
    .header('content-disposition', `attachment; filename="${download.fileName}"`)
    .send(download.body);
}

/**
 * The settlement routes (spec/portal.md §7). Parameters are checked in the handlers, after the
 * session: an anonymous caller learns nothing, not even whether a date is valid.
 */
export function settlementRoutes(settlements: SettlementsService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireConfirmedUser);

    app.get('/posted_slaughters_list', { schema: { response: { 200: postedSlaughtersListResponseSchema } } }, async (request) => ({
      posted_slaughters_list: await settlements.list(request.actor!, 'posted'),
    }));

    app.get('/temp_slaughters_list', { schema: { response: { 200: tempSlaughtersListResponseSchema } } }, async (request) => ({
      temp_slaughters_list: await settlements.list(request.actor!, 'temp'),
    }));

    app.get('/posted_slaughter_by_date/:date', { schema: { response: { 200: postedSlaughterByDateResponseSchema } } }, async (request) => {
      const { date } = parseOr422(dateParams, request.params);
      const { settlement_no } = parseOr422(settlementQuery, request.query);
      return { posted_slaughter_by_date: await settlements.detail(request.actor!, 'posted', date, settlement_no) };
    });

    app.get('/temp_slaughter_by_date/:date', { schema: { response: { 200: tempSlaughterByDateResponseSchema } } }, async (request) => {
      const { date } = parseOr422(dateParams, request.params);
      const { settlement_no } = parseOr422(settlementQuery, request.query);
      return { temp_slaughter_by_date: await settlements.detail(request.actor!, 'temp', date, settlement_no) };
    });

    for (const kind of ['posted', 'temp'] as const satisfies SettlementKind[]) {
      app.get(`/${kind}_slaughter_by_date/:date/export/excel`, async (request, reply) => {
        const { date } = parseOr422(dateParams, request.params);
        const { settlement_no } = parseOr422(settlementQuery, request.query);
        return sendDownload(reply, await settlements.excelForDate(request.actor!, kind, date, settlement_no));
      });
    }

    // The whole range may be a farmer's entire history: streamed, never built in memory.
    app.get('/posted_slaughter_by_date_range/:from/:to/export/excel', async (request, reply) => {
      const range = parseOr422(dateRangeSchema, request.params);
      return sendDownload(reply, await settlements.excelForRange(request.actor!, range));
    });

    app.get('/slaughter_photo/:kind/:imageId', async (request, reply) => {
      const { kind, imageId } = request.params as { kind: string; imageId: string };
      if ((kind !== 'posted' && kind !== 'temp') || !photoIdPattern.test(imageId)) throw notFound();
      const photo = await settlements.photo(request.actor!, kind, imageId);
      return reply.header('content-type', photo.contentType).header('content-length', String(photo.size)).send(photo.body);
    });

    app.get('/documents/download/accounting/:settlement_no', async (request, reply) => {
      const { settlement_no } = request.params as { settlement_no: string };
      if (!settlementNoSchema.safeParse(settlement_no).success) throw notFound();
      return sendDownload(reply, await settlements.accountingPdf(request.actor!, settlement_no));
    });
  };
}
