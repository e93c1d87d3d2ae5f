import type { FastifyInstance } from 'fastify';
import { lastReadResponseSchema, okResponseSchema } from '@slakteweb/core';
import { notFound } from '../../lib/http-error.js';
import { isReadMarkerKind, NOTIFICATION_ITEM, type ReadMarkerService } from './read-markers.service.js';

/**
 * GET /api/hasread/{kind}/notification → { timestamp } and POST /api/markread/{kind}/notification
 * → { ok: true } for the kinds in READ_MARKER_KINDS; any other kind is 404.
 */
export function readMarkerRoutes(markers: ReadMarkerService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireConfirmedUser);

    app.get('/hasread/:kind/notification', { schema: { response: { 200: lastReadResponseSchema } } }, async (request) => {
      const { kind } = request.params as { kind: string };
      if (!isReadMarkerKind(kind)) throw notFound();
      return { timestamp: await markers.lastRead(request.actor!, kind, NOTIFICATION_ITEM) };
    });

    app.post('/markread/:kind/notification', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      const { kind } = request.params as { kind: string };
      if (!isReadMarkerKind(kind)) throw notFound();
      await markers.markRead(request.actor!, kind, NOTIFICATION_ITEM);
      return { ok: true as const };
    });
  };
}
