import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandingResponseSchema } from '@slakteweb/core';
import { requirePermission } from '../auth/actor.js';
import type { BrandingService } from './branding.service.js';

/** GET /api/branding_clothes → { url, token } (spec/portal.md §7); 403 when the company has no shop. */
export function brandingRoutes(branding: BrandingService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    // The punch-out hands the farm's name, address and e-mail to the shop: the profile's data.
    app.get('/branding_clothes', { schema: { response: { 200: brandingResponseSchema } } }, async (request) => branding.punchOut(requirePermission(request, 'profile.read')));
  };
}
