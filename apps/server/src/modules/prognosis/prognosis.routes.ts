import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  prognosisConfigResponseSchema,
  prognosisDataQuerySchema,
  prognosisDataResponseSchema,
  registerPrognosisBodySchema,
  submittedPrognosisResponseSchema,
} from '@slakteweb/core';
import { impersonationQuery, loggedInUser, requireActor, requirePermission } from '../auth/actor.js';
import type { PrognosisService } from './prognosis.service.js';

/**
 * The prognosis routes (spec/portal.md §7). They exist only where the company has
 * prognosisRegistration: elsewhere every one answers 404 NOT_FOUND, like any unknown path.
 */
export function prognosisRoutes(prognosis: PrognosisService, options: { enabled: boolean }): FastifyPluginAsyncZod {
  return async function (app) {
    if (!options.enabled) return;
    app.addHook('onRequest', app.requireConfirmedUser);

    // The cooperative's configuration, as the farm acted for is answered it (show_survey only for
    // kinds it keeps); staff acting for nobody may read it too, as stored.
    app.get(
      '/external/prognosis_registration_config',
      { schema: { querystring: impersonationQuery, response: { 200: prognosisConfigResponseSchema } } },
      async (request) => {
        const actor = requireActor(request);
        return { prognosis_config: await prognosis.configFor(actor.kind === 'farm' ? actor.supplierNo : null) };
      },
    );

    // prognosis_config_json is checked for shape (422 when it is not the configuration's JSON);
    // the answer is for the server's own periods.
    app.get('/prognosis_data', { schema: { querystring: prognosisDataQuerySchema, response: { 200: prognosisDataResponseSchema } } }, async (request) => {
      const { supplierNo } = requirePermission(request, 'prognosis.read');
      const { action, animal_kind: kind } = request.query;
      if (action === 'get_statistics' && kind) return { prognosisData: await prognosis.statistics(supplierNo, kind) };
      return { prognosisData: await prognosis.submitted(supplierNo) };
    });

    // Answers what is now submitted for the coming periods, as get_submitted does.
    app.post(
      '/register_prognosis',
      { schema: { querystring: impersonationQuery, body: registerPrognosisBodySchema, response: { 200: submittedPrognosisResponseSchema } } },
      async (request) => {
        const farm = requirePermission(request, 'prognosis.write');
        const { data, prognosis_config: sent } = request.body;
        return { prognosisData: await prognosis.register(farm.supplierNo, loggedInUser(farm).userId, data, sent) };
      },
    );
  };
}
