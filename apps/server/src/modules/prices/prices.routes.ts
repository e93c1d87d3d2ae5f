import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  priceCalculatorRequestSchema,
  priceCalculatorResponseSchema,
  priceListsQuerySchema,
  priceListsResponseSchema,
  pricePathParamsSchema,
  pricePathQuerySchema,
  pricePathResponseSchema,
  priceWhatIfRequestSchema,
  priceWhatIfResponseSchema,
} from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import type { PricesService } from './prices.service.js';

/**
 * The price routes (DESIGN.md §10 Prices): the cooperative's lists for the farm's kinds, the price
 * path week by week, the calculator, and a settlement group at other weights ('what if'). A kind, week or number outside its domain is 422 naming it.
 */
export function priceRoutes(prices: PricesService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get(
      '/price_lists',
      { schema: { querystring: priceListsQuerySchema.safeExtend(impersonationQuery.shape), response: { 200: priceListsResponseSchema } } },
      async (request) => ({ price_lists: await prices.lists(requirePermission(request, 'settlements.prices').supplierNo, request.query) }),
    );

    app.get(
      '/price_path/:kind/:category',
      { schema: { params: pricePathParamsSchema, querystring: pricePathQuerySchema.safeExtend(impersonationQuery.shape), response: { 200: pricePathResponseSchema } } },
      async (request) => prices.path(requirePermission(request, 'settlements.prices').supplierNo, request.params.kind, request.params.category, request.query),
    );

    app.post(
      '/price_calculator',
      { schema: { body: priceCalculatorRequestSchema, querystring: impersonationQuery, response: { 200: priceCalculatorResponseSchema } } },
      async (request) => prices.calculate(requirePermission(request, 'settlements.prices').supplierNo, request.body),
    );

    app.post(
      '/price_what_if',
      { schema: { body: priceWhatIfRequestSchema, querystring: impersonationQuery, response: { 200: priceWhatIfResponseSchema } } },
      async (request) => prices.whatIf(requirePermission(request, 'settlements.prices').supplierNo, request.body),
    );
  };
}
