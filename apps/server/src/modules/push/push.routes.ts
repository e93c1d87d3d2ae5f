import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponseSchema, pushEndpointSchema, pushPublicKeySchema, pushSubscriptionSchema } from '@slakteweb/core';
import { unauthorized } from '../../lib/http-error.js';
import { requirePermission, sessionUser } from '../auth/actor.js';
import type { PushService } from './push.service.js';

/** Push on this device: the VAPID key to subscribe with, and the browser's subscription stored and removed. */
export function pushRoutes(push: PushService): FastifyPluginAsyncZod {
  return async function (app) {
    app.addHook('onRequest', app.requireConfirmedUser);

    app.get('/push/public_key', { schema: { summary: 'The VAPID public key to subscribe with', tags: ['notifications'], response: { 200: pushPublicKeySchema } } }, async () => ({
      key: push.publicKey(),
    }));

    app.post(
      '/push/subscriptions',
      { schema: { summary: 'Stores this browser’s push subscription for the logged-in farmer', tags: ['notifications'], body: pushSubscriptionSchema, response: { 201: okResponseSchema } } },
      async (request, reply) => {
        const session = request.session;
        if (!session) throw unauthorized();
        await push.subscribe(requirePermission(request, 'profile.write'), session.idHash, request.body);
        return reply.status(201).send({ ok: true as const });
      },
    );

    app.delete(
      '/push/subscriptions',
      { schema: { summary: 'Removes this browser’s push subscription', tags: ['notifications'], body: pushEndpointSchema } },
      async (request, reply) => {
        await push.unsubscribe(sessionUser(request).id, request.body.endpoint);
        return reply.status(204).send();
      },
    );
  };
}
