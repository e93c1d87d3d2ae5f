import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { gridComplianceParamsSchema, gridComplianceResponseSchema } from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import type { GridComplianceService } from './grid-compliance.service.js';

/**
 * 'Treff på prisgrid': the farm's animals against the price lists, and what the deductions cost
 * it. Prices throughout, so only a role that sees prices reads it (a vet gets 403). A time frame
 * or kind it does not know is 422 INVALID_INPUT naming it.
 */
export function gridComplianceRoutes(grid: GridComplianceService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get(
      '/grid_compliance/:timeFrame/:kind',
      { schema: { params: gridComplianceParamsSchema, querystring: impersonationQuery, response: { 200: gridComplianceResponseSchema } } },
      async (request) => {
        const farm = requirePermission(request, 'settlements.prices');
        return { grid_compliance: await grid.compliance(farm.supplierNo, request.params.timeFrame, request.params.kind) };
      },
    );
  };
}
