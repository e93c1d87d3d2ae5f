import type { FastifyInstance } from 'fastify';
import { forgotPasswordSchema, loginSchema, okResponseSchema, type OkResponse } from '@slakteweb/core';
import { z } from 'zod';
import { forbidden } from '../../lib/http-error.js';
import { normaliseFormKeys, parseOr422 } from '../../lib/validate.js';
import type { AuthService } from './auth.service.js';
import type { SessionService } from './session.service.js';

const OK: OkResponse = { ok: true };

export function authRoutes(auth: AuthService, sessions: SessionService, loginIdLabel: string) {
  const forgotSchema = forgotPasswordSchema(loginIdLabel);

  return async function (app: FastifyInstance): Promise<void> {
    /**
     * 200 logged in, 418 logged in but the profile must be confirmed first. Credentials come as a
     * form body (the web client) or, for the documented contract, as query parameters.
     */
    app.post('/login', async (request, reply) => {
      const input = { ...normaliseFormKeys(request.query), ...normaliseFormKeys(request.body) };
      const { username, password } = parseOr422(loginSchema, input);
      const result = await auth.login(reply, username, password, request.ip);
      return reply.status(result.need_to_confirm ? 418 : 200).send(result);
    });

    app.post('/logout', async (request, reply) => {
      await sessions.end(reply, request.session?.idHash);
      return OK;
    });

    app.post('/forgot_password', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      const { username } = parseOr422(forgotSchema, normaliseFormKeys(request.body));
      await auth.forgotPassword(username, request.ip);
      return OK;
    });

    app.post(
      '/forgot_password_superuser',
      { preHandler: app.requireUser, schema: { response: { 200: okResponseSchema } } },
      async (request) => {
        const user = request.session!.user;
        if (!user.is_superuser) throw forbidden();
        const { username } = parseOr422(z.object({ username: z.string().trim().min(1).max(64) }), normaliseFormKeys(request.body));
        await auth.forgotPasswordForUser(user, username);
        return OK;
      },
    );

    app.post('/set_new_password', { schema: { response: { 200: okResponseSchema } } }, async (request) => {
      const body = parseOr422(
        z.object({ new_password: z.string().max(1024), t: z.string().min(1).max(200) }),
        normaliseFormKeys(request.body),
      );
      await auth.setNewPassword(body.new_password, body.t);
      return OK;
    });

    // Changes the password of the logged-in user, never of an impersonated one.
    app.post(
      '/profile/change_password',
      { preHandler: app.requireUser, schema: { response: { 200: okResponseSchema } } },
      async (request, reply) => {
        const body = parseOr422(
          z.object({ password: z.string().min(1).max(1024), new_password: z.string().max(1024) }),
          normaliseFormKeys(request.body),
        );
        await auth.changePassword(reply, request.session!.user, body.password, body.new_password, request.ip);
        return OK;
      },
    );
  };
}
