import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lastReadResponseSchema, okResponseSchema } from '@slakteweb/core';
import type { FarmPermission } from '@slakteweb/core';
import { type Actor, requireActorWith, requirePermission } from '../auth/actor.js';
import { NOTIFICATION_ITEM, READ_MARKER_KINDS, type ReadMarkerKind, type ReadMarkerService } from './read-markers.service.js';

const kindParams = z.object({ kind: z.enum(READ_MARKER_KINDS) });

/** Whoever may see a list may ask when it was read (a person's reading marks nothing). */
const LIST_PERMISSION: Record<Exclude<ReadMarkerKind, 'messages'>, FarmPermission> = {
  'accountings-posted': 'settlements.read',
  'accountings-temp': 'settlements.read',
  documents: 'documents.read',
  enrolment: 'enrolments.read',
};

/**
 * The inbox's marker is the logged-in user's own, staff acting for nobody included (the messages
 * are for everyone); every other list belongs to a farm.
 */
function actorFor(request: FastifyRequest, kind: ReadMarkerKind): Actor {
  return kind === 'messages' ? requireActorWith(request, 'messages.read') : requirePermission(request, LIST_PERMISSION[kind]);
}

/**
 * GET /api/hasread/{kind}/notification → { timestamp } and POST /api/markread/{kind}/notification
 * → { ok: true } for the kinds in READ_MARKER_KINDS; any other kind is 404.
 */
export function readMarkerRoutes(markers: ReadMarkerService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/hasread/:kind/notification', { schema: { params: kindParams, response: { 200: lastReadResponseSchema } }, config: { invalidParamsAreNotFound: true } }, async (request) => {
      const { kind } = request.params;
      return { timestamp: await markers.lastRead(actorFor(request, kind), kind, NOTIFICATION_ITEM) };
    });

    app.post('/markread/:kind/notification', { schema: { params: kindParams, response: { 200: okResponseSchema } }, config: { invalidParamsAreNotFound: true } }, async (request) => {
      const { kind } = request.params;
      await markers.markRead(actorFor(request, kind), kind, NOTIFICATION_ITEM);
      return { ok: true as const };
    });
  };
}
