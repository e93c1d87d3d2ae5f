import type { FastifyInstance } from 'fastify';
import { brandingResponseSchema } from '@slakteweb/core';
import type { BrandingService } from './branding.service.js';

/** GET /api/branding_clothes → { url, token } (spec/portal.md §7); 403 when the company has no shop. */
export function brandingRoutes(branding: BrandingService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireConfirmedUser);

    app.get('/branding_clothes', { schema: { response: { 200: brandingResponseSchema } } }, async (request) => branding.punchOut(request.actor!));
  };
}
