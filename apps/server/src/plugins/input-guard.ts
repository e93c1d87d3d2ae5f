import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DEFAULT_INPUT_LIMITS, findInputProblem, INPUT_PROBLEM_MESSAGES, type InputLimits } from '@slakteweb/core';
import { invalidInput } from '../lib/http-error.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route that takes more than DEFAULT_INPUT_LIMITS (the enrolment draft's JSON text) says so here. */
    inputLimits?: Partial<InputLimits>;
  }
}

function check(request: FastifyRequest, value: unknown): void {
  const limits = { ...DEFAULT_INPUT_LIMITS, ...request.routeOptions.config.inputLimits };
  const problem = findInputProblem(value, limits);
  if (problem) throw invalidInput({ [problem.field]: INPUT_PROBLEM_MESSAGES[problem.kind] });
}

/**
 * One check of everything a client sends, whatever the route: no control characters (NUL cannot
 * even be stored), no string beyond its length, no nesting beyond a sane depth (DEFAULT_INPUT_LIMITS
 * in core). Each field's schema may be stricter; this holds where a schema forgot, before any
 * schema or query runs, so a hostile value is a 422 and never a database error.
 *
 * Path parameters and the query are checked as the request arrives (the impersonateUsername of
 * the query is read before validation); the body once it is parsed.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    check(request, request.params);
    check(request, request.query);
  });
  app.addHook('preValidation', async (request) => {
    // A file's bytes (the integration's PDF and photo uploads) hold no text to check.
    if (request.body !== undefined && !Buffer.isBuffer(request.body)) check(request, request.body);
  });
}
