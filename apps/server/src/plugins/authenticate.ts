import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Clock } from '@slakteweb/core';
import type { Db } from '../db/database.js';
import type { SessionUser } from '../db/types.js';
import { unauthorized } from '../lib/http-error.js';
import { type Actor, assertConfirmed, IMPERSONATE_PARAM, resolveActor } from '../modules/auth/actor.js';
import { SESSION_COOKIE, type SessionContext, type SessionService } from '../modules/auth/session.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
  }
  interface FastifyInstance {
    /**
     * onRequest hook for every route that needs a logged-in user: 401 without a session, else sets
     * request.actor. It runs before the request is validated, so an anonymous caller learns
     * nothing, not even whether a parameter is valid.
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for the farm's data and the messages: as requireUser, and a farmer who must
     * still confirm the profile gets 403 MUST_CONFIRM_INFORMATION. The profile routes use
     * requireUser, so confirming stays possible.
     */
    requireConfirmedUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The impersonateUsername query value as sent; anything but one string means none. */
function impersonateParam(request: FastifyRequest): string {
  const query = request.query as Record<string, unknown> | undefined;
  const value = query?.[IMPERSONATE_PARAM];
  return typeof value === 'string' ? value : '';
}

/** Longest address kept in the audit: any real one is far shorter. */
const AUDIT_TARGET_MAX_CHARS = 500;

/**
 * What staff acting for a farm asked for, for the audit: the address as sent (still percent-encoded,
 * so it holds no control characters), without the impersonateUsername the audit row has already.
 */
export function auditTarget(url: string): string {
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.delete(IMPERSONATE_PARAM);
  const rest = params.toString();
  return (rest ? `${path}?${rest}` : path).slice(0, AUDIT_TARGET_MAX_CHARS);
}

/**
 * Sessions and actors on the request. Every request gets its session (or null) first; routes that
 * need a user add app.requireUser or app.requireConfirmedUser as an onRequest hook.
 */
export function registerAuthentication(app: FastifyInstance, deps: { db: Db; sessions: SessionService; clock: Clock }): void {
  app.decorateRequest('session', null);
  app.decorateRequest('actor', null);

  app.addHook('onRequest', async (request) => {
    request.session = await deps.sessions.resolve(request.cookies[SESSION_COOKIE], deps.clock());
  });

  async function authenticate(request: FastifyRequest): Promise<{ user: SessionUser; actor: Actor }> {
    // Staff who have not yet given the second factor are not logged in (modules/auth/second-factor.service.ts).
    if (!request.session || request.session.secondFactorPending) throw unauthorized();
    const { user } = request.session;
    const actor = await resolveActor(deps.db, request.session, impersonateParam(request), {
      at: deps.clock(),
      method: request.method,
      path: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
      target: auditTarget(request.url),
    });
    request.actor = actor;
    return { user, actor };
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    await authenticate(request);
  });

  app.decorate('requireConfirmedUser', async (request: FastifyRequest) => {
    const { user, actor } = await authenticate(request);
    assertConfirmed(user, actor);
  });
}
