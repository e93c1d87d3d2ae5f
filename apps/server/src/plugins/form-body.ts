import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { normaliseFormKeys } from '../lib/form-keys.js';

function isFormBody(contentType: string | undefined): boolean {
  return contentType?.toLowerCase().startsWith('application/x-www-form-urlencoded') === true;
}

/**
 * Form bodies (application/x-www-form-urlencoded, what the browser's forms send), made ready for
 * the route's body schema before validation: `x[]` names become `x`, and a request without a body
 * is checked as an empty form, so the 422 names the missing fields.
 */
export async function registerFormBodies(app: FastifyInstance): Promise<void> {
  await app.register(formbody);
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.schema?.body) return;
    if (request.body === undefined || request.body === null) request.body = {};
    else if (isFormBody(request.headers['content-type'])) request.body = normaliseFormKeys(request.body);
  });
}
