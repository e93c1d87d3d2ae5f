import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { settlementYearParamsSchema, settlementYearResponseSchema } from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import { XLSX_CONTENT_TYPE } from '../settlements/settlements-excel.js';
import type { SettlementYearService } from './settlement-year.service.js';

/**
 * 'Årsoversikt': GET /api/settlement_year/{year} and its Excel file. The overview is money, so a
 * role that does not see prices (a vet) gets 403; a year outside 2000 … 2100 or not yet begun is
 * 422 naming it.
 */
export function settlementYearRoutes(service: SettlementYearService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get(
      '/settlement_year/:year',
      { schema: { params: settlementYearParamsSchema, querystring: impersonationQuery, response: { 200: settlementYearResponseSchema } } },
      async (request) => ({ settlement_year: await service.year(requirePermission(request, 'settlements.prices').supplierNo, request.params.year) }),
    );

    app.get('/settlement_year/:year/export/excel', { schema: { params: settlementYearParamsSchema, querystring: impersonationQuery } }, async (request, reply) => {
      // Every role that downloads files also sees prices (core ROLE_PERMISSIONS); the check holds it should that change.
      const farm = requirePermission(request, 'exports.download');
      requirePermission(request, 'settlements.prices');
      const file = await service.excel(farm.supplierNo, request.params.year);
      return reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.body);
    });
  };
}
