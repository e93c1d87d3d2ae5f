import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actingForBodySchema, meResponseSchema, myFarmsResponseSchema } from '@slakteweb/core';
import { forbidden, unauthorized } from '../../lib/http-error.js';
import { requireActor } from './actor.js';
import type { PersonService } from './person.service.js';
import type { SessionContext } from './session.service.js';

/** The full session of whoever is logged in (after any second factor). */
function fullSession(request: FastifyRequest): SessionContext {
  if (!request.session || request.session.secondFactorPending) throw unauthorized();
  return request.session;
}

/** A person's session; the farmer's and staff's logins have no farms to choose (403). */
function personSession(request: FastifyRequest): SessionContext {
  const session = fullSession(request);
  if (!session.user.is_person) throw forbidden();
  return session;
}

/**
 * GET /api/me for everyone logged in; a person's farms and the choice of the farm to act for. Open
 * to a person whose chosen farm's access ended (requireUser, not a farm guard), so they can choose
 * another.
 */
export function meRoutes(people: PersonService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireUser);

    app.get('/me', { schema: { response: { 200: meResponseSchema } } }, async (request) => people.me(requireActor(request), fullSession(request)));

    app.get('/me/farms', { schema: { response: { 200: myFarmsResponseSchema } } }, async (request) =>
      people.farms(requireActor(request), personSession(request).user.id),
    );

    app.post('/me/acting-for', { schema: { body: actingForBodySchema, response: { 200: myFarmsResponseSchema } } }, async (request) =>
      people.chooseFarm(personSession(request), request.body.supplier_no),
    );
  };
}
