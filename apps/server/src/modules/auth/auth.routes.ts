import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  forgotPasswordSchema,
  forgotPasswordSuperuserBodySchema,
  loginResponseSchema,
  loginSchema,
  okResponseSchema,
  type OkResponse,
  setNewPasswordBodySchema,
} from '@slakteweb/core';
import { forbidden } from '../../lib/http-error.js';
import { normaliseFormKeys } from '../../lib/form-keys.js';
import { sessionUser } from './actor.js';
import type { AuthService } from './auth.service.js';
import { DEVICE_COOKIE } from './login-device.service.js';
import type { SessionService } from './session.service.js';

const OK: OkResponse = { ok: true };

/**
 * The documented login contract also takes the credentials as query parameters: they join the
 * body before validation (the body wins), so one schema checks both. A password in the URL ends
 * up in proxies' and browsers' histories, so the form is going: each use is logged as a warning
 * with the client's address (never the value), for the cooperative to find the old clients.
 */
async function credentialsFromQuery(request: FastifyRequest): Promise<void> {
  const fromQuery = normaliseFormKeys(request.query);
  if ('password' in fromQuery) {
    request.log.warn({ client_address: request.ip }, 'login with the password in the URL: this form will be removed, send it in the body');
  }
  request.body = { ...fromQuery, ...normaliseFormKeys(request.body) };
}

/** Only staff may ask for another user's reset link; checked before the body, so a farmer learns nothing. */
async function requireStaff(request: FastifyRequest): Promise<void> {
  if (!sessionUser(request).is_superuser) throw forbidden();
}

export function authRoutes(auth: AuthService, sessions: SessionService, loginIdLabel: string): FastifyPluginAsyncZod {
  return async function (app) {
    /** 200 logged in, 418 logged in but the profile must be confirmed first. Same body. */
    app.post(
      '/login',
      { preValidation: credentialsFromQuery, schema: { body: loginSchema, response: { 200: loginResponseSchema, 418: loginResponseSchema } } },
      async (request, reply) => {
        const { username, password } = request.body;
        const result = await auth.login(reply, username, password, request.ip, request.cookies[DEVICE_COOKIE]);
        return reply.status(result.need_to_confirm ? 418 : 200).send(result);
      },
    );

    app.post('/logout', { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
      await sessions.end(reply, request.session?.idHash);
      return OK;
    });

    app.post('/forgot_password', { schema: { body: forgotPasswordSchema(loginIdLabel), response: { 200: okResponseSchema } } }, async (request) => {
      await auth.forgotPassword(request.body.username, request.ip);
      return OK;
    });

    app.post(
      '/forgot_password_superuser',
      { onRequest: [app.requireUser, requireStaff], schema: { body: forgotPasswordSuperuserBodySchema, response: { 200: okResponseSchema } } },
      async (request) => {
        await auth.forgotPasswordForUser(sessionUser(request), request.body.username);
        return OK;
      },
    );

    app.post('/set_new_password', { schema: { body: setNewPasswordBodySchema, response: { 200: okResponseSchema } } }, async (request) => {
      await auth.setNewPassword(request.body.new_password, request.body.t);
      return OK;
    });

    // Changes the password of the logged-in user, never of an impersonated one.
    app.post(
      '/profile/change_password',
      { onRequest: app.requireUser, schema: { body: changePasswordBodySchema, response: { 200: okResponseSchema } } },
      async (request, reply) => {
        await auth.changePassword(reply, sessionUser(request), request.body.password, request.body.new_password, request.ip, request.cookies[DEVICE_COOKIE], request.session?.actingFor ?? null);
        return OK;
      },
    );
  };
}
