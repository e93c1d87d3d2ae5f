import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badgeCountsResponseSchema } from '@slakteweb/core';
import { requireFarm } from '../auth/actor.js';
import type { BadgesService } from './badges.service.js';

/** GET /api/badge_counts → { badge_counts: { new_posted_settlements, new_documents } } (contracts/badges.ts). */
export function badgeRoutes(badges: BadgesService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/badge_counts', { schema: { response: { 200: badgeCountsResponseSchema } } }, async (request) => ({
      badge_counts: await badges.counts(requireFarm(request)),
    }));
  };
}
