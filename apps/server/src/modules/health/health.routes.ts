import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import * as repo from './health.repository.js';

const healthResponseSchema = z.object({ status: z.literal('ok') });

/**
 * GET /api/health, for a load balancer in front of several server processes or machines
 * (docs/scaling.md): 200 when this process serves and its database answers; while the database is
 * unavailable the error handler's 503 with Retry-After, as every route gives. No login, and
 * nothing about the portal beyond that it works.
 */
export function healthRoutes(db: Db): FastifyPluginAsyncZod {
  return async function (app) {
    app.get('/health', { schema: { response: { 200: healthResponseSchema } } }, async () => {
      await repo.pingDatabase(db);
      return { status: 'ok' as const };
    });
  };
}
