import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthBenchmarkParamsSchema, healthDeclarationsResponseSchema } from '@slakteweb/core';
import { impersonationQuery, mayDo, requirePermission } from '../auth/actor.js';
import type { HealthReportService } from './health-report.service.js';

/**
 * GET /api/health_report/{timeFrame}/{kind}.pdf: 'Helserapport' for the vet visit (DESIGN.md §10,
 * Benchmarks), and GET /api/health_declarations/{timeFrame}/{kind}: its remarks and treatments
 * for the print page. Whoever may read the farm's health gets it; a role without prices (a vet) gets it
 * without what anything cost. A time frame or kind it does not know is 422 INVALID_INPUT.
 */
export function healthReportRoutes(reports: HealthReportService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/health_report/:timeFrame/:kind.pdf', { schema: { params: healthBenchmarkParamsSchema, querystring: impersonationQuery } }, async (request, reply) => {
      const { timeFrame, kind } = request.params;
      const farm = requirePermission(request, 'health.read');
      const pdf = await reports.pdf(farm.supplierNo, timeFrame, kind, mayDo(farm, 'settlements.prices'));
      // The file name is built from the kind and the time frame only: plain ASCII, safe to quote.
      return reply.header('content-type', pdf.contentType).header('content-disposition', `attachment; filename="${pdf.fileName}"`).send(pdf.body);
    });

    // The report's remarks and treatments for its print page, which shows the benchmark beside them.
    app.get(
      '/health_declarations/:timeFrame/:kind',
      { schema: { params: healthBenchmarkParamsSchema, querystring: impersonationQuery, response: { 200: healthDeclarationsResponseSchema } } },
      async (request) => {
        const { timeFrame, kind } = request.params;
        return { health_declarations: await reports.declarations(requirePermission(request, 'health.read').supplierNo, timeFrame, kind) };
      },
    );
  };
}
