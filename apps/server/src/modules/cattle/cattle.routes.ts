import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { myCattleResponseSchema } from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import type { CattleService } from './cattle.service.js';

/** GET /api/my_cattle (spec/portal.md §7). */
export function cattleRoutes(cattle: CattleService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/my_cattle', { schema: { querystring: impersonationQuery, response: { 200: myCattleResponseSchema } } }, async (request) => ({
      my_cattle: await cattle.myCattle(requirePermission(request, 'cattle.read').supplierNo),
    }));
  };
}
