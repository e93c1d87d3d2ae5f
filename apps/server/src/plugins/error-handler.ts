import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError, ErrorCode } from '@slakteweb/core';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../lib/database-unavailable.js';
import { HttpError, invalidInput, notFound, tryAgainInAMinute } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The path parameters name something (a kind, an id, a settlement number): one that fails its
     * schema names nothing that exists, so the answer is 404 NOT_FOUND rather than 422.
     */
    invalidParamsAreNotFound?: boolean;
  }
}

function sendHttpError(reply: FastifyReply, error: HttpError) {
  if (error.headers) reply.headers(error.headers);
  const body: ApiError = { code: error.code, message: error.message };
  if (error.fields) body.fields = error.fields;
  return reply.status(error.statusCode).send(body);
}

/**
 * The one place errors become responses: `{ code, message, fields? }`. Known errors keep their
 * status and code; a request that fails its route's schema is 422 INVALID_INPUT naming each field;
 * a database that is down or too slow is 503 TRY_AGAIN_IN_A_MINUTE with Retry-After; everything
 * else is logged and answered 500 without details, so no stack trace or SQL ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return sendHttpError(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      if (error.validationContext === 'params' && request.routeOptions.config.invalidParamsAreNotFound) {
        return sendHttpError(reply, notFound());
      }
      // Each field by its whole path ('animal_rows.0.amount'), as the core rules name them, so the
      // browser can put every message by its input; a parameter is named by itself ('date').
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.split('/').filter(Boolean).join('.') || '_';
        fields[field] ??= issue.message ?? 'Ugyldig';
      }
      return sendHttpError(reply, invalidInput(fields));
    }
    // A database that is down or frozen: the client may try again, and nothing was done.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return sendHttpError(reply, tryAgainInAMinute(DATABASE_RETRY_AFTER_SECONDS));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: 'For mange forespørsler. Prøv igjen senere.' });
    }
    if (status === 413) {
      // A body beyond the route's limit: say so, so a client splits its batch rather than retrying.
      return reply.status(413).send({ code: 'PAYLOAD_TOO_LARGE', message: 'Forespørselen er for stor: del den opp i mindre' } satisfies ApiError);
    }
    if (status >= 400 && status < 500) {
      // Malformed bodies and unsupported content types are invalid input; any other client error a
      // plugin raised keeps its status, with a code that claims no more than that: the client's
      // fault, no details.
      const invalidInput = status === 415 || status === 400;
      const code: ErrorCode = invalidInput ? 'INVALID_INPUT' : status === 404 ? 'NOT_FOUND' : status === 403 ? 'FORBIDDEN' : 'INVALID_REQUEST';
      return reply.status(invalidInput ? 422 : status).send({ code, message: 'Ugyldig forespørsel' } satisfies ApiError);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Det oppsto en feil på serveren' } satisfies ApiError);
  });
}
