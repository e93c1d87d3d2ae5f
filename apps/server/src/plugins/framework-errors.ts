import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from '@slakteweb/core';

/**
 * The security headers of an answer Fastify gives before any hook runs (helmet sets them in a
 * hook): nothing may be framed, sniffed or cached, whatever went wrong.
 */
function securityHeaders(https: boolean): Record<string, string> {
  return {
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'cross-origin-resource-policy': 'same-origin',
    'cache-control': 'no-store',
    ...(https ? { 'strict-transport-security': 'max-age=31536000' } : {}),
  };
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/api/%zz`) or route. Answered like any
 * path that names nothing, 404 with the error body, the security headers, and never the URL
 * itself echoed back.
 */
export function frameworkErrorHandler(https: boolean) {
  return (_error: Error, _request: FastifyRequest, reply: FastifyReply) => {
    const body: ApiError = { code: 'NOT_FOUND', message: 'Fant ikke det du ba om' };
    return reply.status(404).headers(securityHeaders(https)).send(body);
  };
}
