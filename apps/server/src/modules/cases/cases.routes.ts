import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, caseCreatedResponseSchema, caseCreateSchema, caseParamsSchema, caseResponseSchema, casesResponseSchema } from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import type { CasesService } from './cases.service.js';

/**
 * A farmer's questions about a carcass ('Spør om dette dyret', 'Mine henvendelser'). Another
 * farm's case is 404, as one that does not exist; beyond the daily limit 429 TOO_MANY_REQUESTS.
 */
export function caseRoutes(cases: CasesService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.post(
      '/cases',
      { schema: { body: caseCreateSchema, querystring: impersonationQuery, response: { 201: caseCreatedResponseSchema, 429: apiErrorSchema } } },
      async (request, reply) => {
        const created = await cases.create(requirePermission(request, 'cases').supplierNo, request.body);
        return reply.code(201).send({ case: created });
      },
    );

    app.get('/cases', { schema: { querystring: impersonationQuery, response: { 200: casesResponseSchema } } }, async (request) => ({
      cases: await cases.list(requirePermission(request, 'cases').supplierNo),
    }));

    app.get(
      '/cases/:id',
      { schema: { params: caseParamsSchema, querystring: impersonationQuery, response: { 200: caseResponseSchema, 404: apiErrorSchema } }, config: { invalidParamsAreNotFound: true } },
      async (request) => ({ case: await cases.get(requirePermission(request, 'cases').supplierNo, request.params.id) }),
    );
  };
}
