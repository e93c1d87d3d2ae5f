import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  isLoginPageError,
  LOGIN_ERROR_PARAM,
  LOGIN_SECOND_FACTOR_PARAM,
  loginPageRedirectSchema,
  loginSchema,
} from '@slakteweb/core';
import { isDatabaseUnavailable } from '../../lib/database-unavailable.js';
import { HttpError } from '../../lib/http-error.js';
import type { AuthService } from './auth.service.js';
import { setLoggedInMarker } from './logged-in-marker.js';
import { DEVICE_COOKIE } from './login-device.service.js';

/**
 * `POST <BASE_PATH>login`: the login page's own form, posted by the browser before (or without)
 * the app's script (DESIGN.md §5). The same login as `POST api/login` (AuthService.login: rate
 * limits, lockouts, the device cookie, everything), answered as a page wants it: 303 to where the
 * app would go next, or back to the login page naming what went wrong.
 *
 * - logged in: the dashboard, with the session cookie and the logged-in marker the app would
 *   otherwise set itself (spec §4), its tag new at every login;
 * - logged in, the profile to confirm first: /profile;
 * - the password right, the second factor next (staff, a person acting for several farms):
 *   /login?andre_faktor=verify|enrol, where the app asks for it; nobody is logged in yet;
 * - refused: /login?feil=<the login call's code>, which the page and the app show in the spec's words.
 */
export function loginPageRoutes(auth: AuthService, options: { basePath: string; secureCookies: boolean }): FastifyPluginAsyncZod {
  const { basePath, secureCookies } = options;
  const to = (reply: FastifyReply, pathAndQuery: string) => reply.header('cache-control', 'no-store').redirect(`${basePath}${pathAndQuery}`, 303);

  return async function (app) {
    app.post(
      `${basePath}login`,
      {
        schema: {
          summary: 'Log in from the login page’s HTML form (form-encoded); answers with a redirect',
          body: loginSchema,
          response: { 303: loginPageRedirectSchema },
        },
      },
      async (request, reply) => {
        const { username, password } = request.body;
        try {
          const result = await auth.login(reply, username, password, request.ip, request.cookies[DEVICE_COOKIE]);
          if (result.second_factor) return to(reply, `login?${LOGIN_SECOND_FACTOR_PARAM}=${result.second_factor}`);
          setLoggedInMarker(reply, { basePath, secure: secureCookies });
          return to(reply, result.need_to_confirm ? 'profile' : 'dashboard');
        } catch (error) {
          // A refusal the page can name goes back to the page; anything else is the error handler's.
          if (error instanceof HttpError && isLoginPageError(error.code)) return to(reply, `login?${LOGIN_ERROR_PARAM}=${error.code}`);
          if (isDatabaseUnavailable(error)) return to(reply, `login?${LOGIN_ERROR_PARAM}=TRY_AGAIN_IN_A_MINUTE`);
          throw error;
        }
      },
    );
  };
}
