import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  animalKindsWithStatsResponseSchema,
  farmerStatisticsParamsSchema,
  farmerStatisticsResponseSchema,
  slaughterhouseStatisticsResponseSchema,
} from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import type { StatisticsService } from './statistics.service.js';

/**
 * The statistics routes (spec/portal.md §7). A time frame or kind the spec does not name, or a
 * subkind that cannot be a settlement group, is 422 INVALID_INPUT naming it; a subkind the farmer
 * has no animals of answers figures with count 0.
 */
export function statisticsRoutes(statistics: StatisticsService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get(
      '/farmer_statistics/animal_kinds_with_stats',
      { schema: { querystring: impersonationQuery, response: { 200: animalKindsWithStatsResponseSchema } } },
      async (request) => ({ animal_kinds_with_stats: await statistics.kindsWithStats(requirePermission(request, 'statistics.read').supplierNo) }),
    );

    app.get(
      '/farmer_statistics/:timeFrame/:kind/:subkind',
      { schema: { params: farmerStatisticsParamsSchema, querystring: impersonationQuery, response: { 200: farmerStatisticsResponseSchema } } },
      async (request) => {
        const { timeFrame, kind, subkind } = request.params;
        return { farmer_statistics: await statistics.farmerStatistics(requirePermission(request, 'statistics.read').supplierNo, timeFrame, kind, subkind) };
      },
    );

    // The cooperative's averages are nobody's farm: staff acting for nobody may see them too.
    app.get(
      '/slaughterhouse_statistics',
      { schema: { querystring: impersonationQuery, response: { 200: slaughterhouseStatisticsResponseSchema } } },
      async () => ({ statistics: await statistics.slaughterhouse() }),
    );
  };
}
