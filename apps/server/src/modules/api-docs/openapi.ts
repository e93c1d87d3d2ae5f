import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Registers the OpenAPI 3.1 document of every route, made from the routes' own zod schemas (so it
 * cannot drift from what the server checks). Register before the routes.
 */
export async function registerOpenApi(app: FastifyInstance, options: { basePath: string; companyName: string }): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Slakteweb API',
        version: '1',
        description:
          `${options.companyName}. The farmers’ portal (session cookie from POST /api/login; state-changing requests from the portal’s own origin) and the cooperative’s interface under /api/integration (bearer service token with a scope; see docs/integration.md).`,
      },
      servers: [{ url: options.basePath.replace(/\/$/, '') || '/' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'slakteweb_session', description: 'The farmer’s or staff member’s session, from POST /api/login.' },
          serviceToken: { type: 'http', scheme: 'bearer', description: 'A service token of the cooperative’s systems (npm run admin -- tokens create); its scopes name what it may do.' },
        },
      },
      tags: [{ name: 'integration', description: 'The cooperative’s systems: imports and exports' }, { name: 'reference', description: 'This document' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}
