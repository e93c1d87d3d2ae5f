import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * The API's reference: the OpenAPI 3.1 document generated from the route schemas (openapi.ts)
 * at /api/openapi.json, and a page to read it at /api/docs, drawn by Swagger UI from the
 * swagger-ui-dist package on this server: nothing is fetched from the internet, and the page's
 * scripts are files, so the portal's CSP (script-src 'self') holds for it too.
 */

const swaggerUiDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** What the page loads, by name: from the package, or the few lines that start it. */
const ASSETS = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'start.js': { type: 'text/javascript; charset=utf-8', file: null },
} as const;

// The document is the page's sibling (/api/openapi.json beside /api/docs). No validator badge:
// Swagger UI would ask validator.swagger.io for it.
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: new URL('openapi.json', document.baseURI).href, dom_id: '#swagger-ui', validatorUrl: null, deepLinking: true });\n`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Slakteweb API</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/start.js"></script>
</body>
</html>
`;

const assetParams = z.object({ file: z.enum(Object.keys(ASSETS) as [keyof typeof ASSETS, ...(keyof typeof ASSETS)[]]) });

export function apiDocsRoutes(): FastifyPluginAsyncZod {
  return async function (app) {
    app.get('/openapi.json', { schema: { summary: 'This document', tags: ['reference'] } }, async () => app.swagger());

    app.get('/docs', { schema: { summary: 'A page to read this document (Swagger UI)', tags: ['reference'] } }, async (_request, reply) =>
      reply.type('text/html; charset=utf-8').send(PAGE),
    );

    app.get(
      '/docs/:file',
      { schema: { summary: 'The reference page’s files', tags: ['reference'], params: assetParams }, config: { invalidParamsAreNotFound: true } },
      async (request, reply) => {
        const asset = ASSETS[request.params.file];
        const body = asset.file ? fs.createReadStream(path.join(swaggerUiDir, asset.file)) : START_SCRIPT;
        // The files change only with the package: a day in the browser's cache is plenty.
        return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(body);
      },
    );
  };
}
