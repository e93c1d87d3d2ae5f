import type { FastifyInstance } from 'fastify';
import { dashboardStatisticsResponseSchema } from '@slakteweb/core';
import type { DashboardService } from './dashboard.service.js';

/** GET /api/farmer_statistics/dashboard (spec/portal.md §7). */
export function dashboardRoutes(dashboard: DashboardService) {
  return async function (app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', app.requireConfirmedUser);

    app.get('/farmer_statistics/dashboard', { schema: { response: { 200: dashboardStatisticsResponseSchema } } }, async (request) => ({
      dashboard_statistics: await dashboard.statistics(request.actor!),
    }));
  };
}
