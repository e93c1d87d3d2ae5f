import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type DashboardStatistics, dashboardStatisticsResponseSchema } from '@slakteweb/core';
import { mayDo, requirePermission } from '../auth/actor.js';
import type { DashboardService } from './dashboard.service.js';

/** The dashboard's figures without what the animals paid, for a role that does not see prices (a vet). */
function withoutAmounts(statistics: DashboardStatistics): DashboardStatistics {
  return {
    last_settlement: statistics.last_settlement && { ...statistics.last_settlement, amount: null },
    last_deliveries: statistics.last_deliveries.map((delivery) => ({ ...delivery, amount: null })),
  };
}

/**
 * GET /api/farmer_statistics/dashboard (spec/portal.md §7): the last settlement and deliveries, for
 * whoever reads the settlements.
 */
export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/farmer_statistics/dashboard', { schema: { response: { 200: dashboardStatisticsResponseSchema } } }, async (request) => {
      const farm = requirePermission(request, 'settlements.read');
      const statistics = await dashboard.statistics(farm.supplierNo);
      return { dashboard_statistics: mayDo(farm, 'settlements.prices') ? statistics : withoutAmounts(statistics) };
    });
  };
}
