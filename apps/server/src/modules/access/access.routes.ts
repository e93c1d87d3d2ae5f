import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptInvitationBodySchema,
  acceptInvitationResponseSchema,
  accessIdParamsSchema,
  accessLogQuerySchema,
  accessLogResponseSchema,
  accessOverviewResponseSchema,
  createInvitationBodySchema,
  invitationResponseSchema,
} from '@slakteweb/core';
import { impersonationQuery, requirePermission } from '../auth/actor.js';
import type { AccessService } from './access.service.js';

/**
 * The farmer's access list (DESIGN.md §10), all behind `access.manage`: the farmer, and staff
 * acting for the farmer; never a person. Accepting an invitation is public: the link is the key.
 */
export function accessRoutes(access: AccessService): FastifyPluginAsyncZod {
  return async function (app) {
    const farm = { onRequest: app.requireConfirmedUser };

    app.get('/access', { ...farm, schema: { querystring: impersonationQuery, response: { 200: accessOverviewResponseSchema } } }, async (request) =>
      access.overview(requirePermission(request, 'access.manage').supplierNo),
    );

    // Form or JSON; the 422 names each field that is wrong.
    app.post('/access/invitations', { ...farm, schema: { body: createInvitationBodySchema, response: { 201: invitationResponseSchema } } }, async (request, reply) => {
      const invitation = await access.invite(requirePermission(request, 'access.manage'), request.body);
      return reply.status(201).send({ invitation });
    });

    app.delete('/access/invitations/:id', { ...farm, schema: { params: accessIdParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
      await access.withdrawInvitation(requirePermission(request, 'access.manage').supplierNo, request.params.id);
      return reply.status(204).send(null);
    });

    app.delete('/access/grants/:id', { ...farm, schema: { params: accessIdParamsSchema, response: { 204: z.null() } } }, async (request, reply) => {
      await access.endGrant(requirePermission(request, 'access.manage'), request.params.id);
      return reply.status(204).send(null);
    });

    app.get(
      '/access/log',
      { ...farm, schema: { querystring: accessLogQuerySchema.extend(impersonationQuery.shape), response: { 200: accessLogResponseSchema } } },
      async (request) => access.log(requirePermission(request, 'access.manage').supplierNo, request.query.before, request.query.limit),
    );

    app.post('/access/accept', { schema: { body: acceptInvitationBodySchema, response: { 200: acceptInvitationResponseSchema } } }, async (request, reply) => {
      // A person logged in adds the farm; a staff login still waiting for its second factor is no login.
      const session = request.session && !request.session.secondFactorPending ? request.session.user : null;
      return access.accept(reply, request.body, session, request.ip);
    });
  };
}
