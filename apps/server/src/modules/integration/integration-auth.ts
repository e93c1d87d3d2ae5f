import type { FastifyRequest } from 'fastify';
import type { IntegrationScope } from '@slakteweb/core';
import { HttpError, unauthorized } from '../../lib/http-error.js';
import type { ServiceTokenService, ServiceTokenUse } from './service-token.service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The service token of an /api/integration/* request (set by requireServiceToken). */
    serviceToken: ServiceTokenUse | null;
  }
  interface FastifyContextConfig {
    /**
     * The route takes a bearer service token and never a session: the same-origin check, which
     * guards cookies a browser sends by itself, does not apply (no browser adds this header).
     */
    serviceTokenAuth?: boolean;
  }
}

/** The bearer value of the Authorization header, or ''. */
function bearerOf(request: FastifyRequest): string {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([^\s]+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

/**
 * onRequest hook of an integration route: a valid, unrevoked service token with the scope, or 401
 * (no token, an unknown or revoked one; a session cookie counts for nothing here) or 403 (a token
 * without the scope). Every use is logged with the token's name, never its value.
 */
export function requireServiceToken(tokens: ServiceTokenService, scope: IntegrationScope) {
  return async (request: FastifyRequest) => {
    const bearer = bearerOf(request);
    const token = bearer ? await tokens.authenticate(bearer) : null;
    if (!token) throw unauthorized();
    request.serviceToken = token;
    const allowed = token.scopes.includes(scope);
    request.log.info({ serviceToken: token.name, scope, allowed, method: request.method, route: request.routeOptions.url }, 'service token used');
    if (!allowed) throw new HttpError(403, 'FORBIDDEN', `Nøkkelen «${token.name}» har ikke tilgangen ${scope}`);
  };
}
