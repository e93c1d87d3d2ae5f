import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  type Clock,
  loginResponseSchema,
  secondFactorEnrolBodySchema,
  secondFactorEnrolResponseSchema,
  secondFactorSetupResponseSchema,
  secondFactorVerifyBodySchema,
} from '@slakteweb/core';
import { unauthorized } from '../../lib/http-error.js';
import type { AuthService } from './auth.service.js';
import type { SecondFactorService } from './second-factor.service.js';
import type { SessionContext, SessionService } from './session.service.js';

/**
 * The staff login (or the login of a person acting for several farms) that gave its password and
 * waits for the second factor; 401 for anything else.
 */
function pendingSession(request: FastifyRequest): SessionContext {
  const session = request.session;
  if (!session?.secondFactorPending || !(session.user.is_superuser || session.user.is_person)) throw unauthorized();
  return session;
}

/**
 * Staff's second factor after the password (contracts/second-factor.ts): set up the authenticator
 * at the first login, then a code at every login. Only a session waiting for it may call these;
 * a right code ends that session and starts a full one (a new id).
 */
export function secondFactorRoutes(auth: AuthService, secondFactor: SecondFactorService, sessions: SessionService, clock: Clock): FastifyPluginAsyncZod {
  return async function (app) {
    const guard = { onRequest: async (request: FastifyRequest) => void pendingSession(request) };

    app.post('/login/second_factor/setup', { ...guard, schema: { response: { 200: secondFactorSetupResponseSchema } } }, async (request) =>
      secondFactor.setup(pendingSession(request).user),
    );

    app.post(
      '/login/second_factor/enrol',
      { ...guard, schema: { body: secondFactorEnrolBodySchema, response: { 200: secondFactorEnrolResponseSchema } } },
      async (request, reply) => {
        const session = pendingSession(request);
        const codes = await auth.countedSecondFactor(session.user.username, request.ip, () => secondFactor.enrol(session.user, request.body.code));
        await sessions.completeSecondFactor(reply, session, clock());
        return { username: session.user.username, need_to_confirm: false, recovery_codes: codes };
      },
    );

    app.post(
      '/login/second_factor',
      { ...guard, schema: { body: secondFactorVerifyBodySchema, response: { 200: loginResponseSchema } } },
      async (request, reply) => {
        const session = pendingSession(request);
        const { code, recovery_code } = request.body;
        const input = recovery_code !== undefined ? { recovery_code } : { code: code ?? '' };
        await auth.countedSecondFactor(session.user.username, request.ip, () => secondFactor.verify(session.user, input));
        await sessions.completeSecondFactor(reply, session, clock());
        return { username: session.user.username, need_to_confirm: false };
      },
    );
  };
}
