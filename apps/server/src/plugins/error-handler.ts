import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '@slakteweb/core';
import { HttpError } from '../lib/http-error.js';

/**
 * The one place errors become responses: `{ code, message, fields? }`. Known errors keep their
 * status and code; everything else is logged and answered 500 without details, so no stack
 * trace or SQL ever reaches a client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      const body: ApiError = { code: error.code, message: error.message };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').split('/')[0] || '_';
        fields[field] ??= issue.message ?? 'Ugyldig';
      }
      return reply.status(422).send({ code: 'INVALID_INPUT', message: 'Ugyldig input', fields } satisfies ApiError);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ code: 'TOO_MANY_REQUESTS', message: 'For mange forespørsler. Prøv igjen senere.' });
    }
    if (status >= 400 && status < 500) {
      // Malformed bodies, unsupported content types, too-large payloads: the client's fault, no details.
      const code = status === 404 ? 'NOT_FOUND' : status === 415 || status === 400 || status === 413 ? 'INVALID_INPUT' : 'FORBIDDEN';
      return reply.status(status === 415 || status === 400 ? 422 : status).send({ code, message: 'Ugyldig forespørsel' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: 'Det oppsto en feil på serveren' } satisfies ApiError);
  });

}
