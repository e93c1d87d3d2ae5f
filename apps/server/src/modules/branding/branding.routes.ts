import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingResponseSchema } from '@slakteweb/core';
import { requireFarm } from '../auth/actor.js';
import type { BrandingService } from './branding.service.js';

/** GET /api/branding_clothes → { url, token } (spec/portal.md §7); 403 when the company has no shop. */
export function brandingRoutes(branding: BrandingService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/branding_clothes', { schema: { response: { 200: brandingResponseSchema } } }, async (request) => branding.punchOut(requireFarm(request)));
  };
}
