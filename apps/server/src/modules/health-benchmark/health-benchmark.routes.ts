import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthBenchmarkParamsSchema, healthBenchmarkResponseSchema, withoutPrices } from '@slakteweb/core';
import { impersonationQuery, mayDo, requirePermission } from '../auth/actor.js';
import type { HealthBenchmarkService } from './health-benchmark.service.js';

/**
 * Where the farm stands (DESIGN.md §10, Benchmarks). A time frame or kind it does not know is 422
 * INVALID_INPUT naming it. The answer holds the farm's own figures and bands over all suppliers,
 * never another supplier's; its cost fields (cost_kr, costs) are the only prices in it.
 */
export function healthBenchmarkRoutes(benchmarks: HealthBenchmarkService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get(
      '/health_benchmark/:timeFrame/:kind',
      { schema: { params: healthBenchmarkParamsSchema, querystring: impersonationQuery, response: { 200: healthBenchmarkResponseSchema } } },
      async (request) => {
        const { timeFrame, kind } = request.params;
        const farm = requirePermission(request, 'health.read');
        const benchmark = await benchmarks.benchmark(farm.supplierNo, timeFrame, kind);
        // A vet sees the findings without what they cost (a role without prices).
        return { health_benchmark: mayDo(farm, 'settlements.prices') ? benchmark : withoutPrices(benchmark) };
      },
    );
  };
}
