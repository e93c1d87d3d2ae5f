import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { textsResponseSchema } from '@slakteweb/core';
import type { TextsService } from './texts.service.js';

/** GET /api/external/texts. Help texts are public: the login screen shows them before anyone is logged in. */
export function textsRoutes(texts: TextsService): FastifyPluginAsyncZod {
  return async function (app) {
    app.get('/external/texts', { schema: { response: { 200: textsResponseSchema } } }, async () => ({ texts: await texts.all() }));
  };
}
