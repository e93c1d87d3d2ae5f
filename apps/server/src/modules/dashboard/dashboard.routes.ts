import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboardStatisticsResponseSchema } from '@slakteweb/core';
import { requireFarm } from '../auth/actor.js';
import type { DashboardService } from './dashboard.service.js';

/** GET /api/farmer_statistics/dashboard (spec/portal.md §7). */
export function dashboardRoutes(dashboard: DashboardService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/farmer_statistics/dashboard', { schema: { response: { 200: dashboardStatisticsResponseSchema } } }, async (request) => ({
      dashboard_statistics: await dashboard.statistics(requireFarm(request).supplierNo),
    }));
  };
}
