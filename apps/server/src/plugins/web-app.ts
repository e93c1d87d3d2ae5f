import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Serves the built single-page app under the base path; unknown paths get index.html.
 * The web build writes a brotli (.br) and a gzip (.gz) copy beside each text file
 * (apps/web/vite-plugins/precompress.ts); `preCompressed` sends the copy the browser accepts,
 * made once at build time at the strongest setting, and the file itself otherwise.
 */
export async function registerWebApp(app: FastifyInstance, config: Pick<Config, 'webDistDir' | 'basePath'>): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDistDir, prefix: config.basePath, wildcard: false, index: false, preCompressed: true });
    // Hashed asset names never change: cache them for a year. index.html must always be fresh.
    app.addHook('onSend', async (request, reply) => {
      if (request.url.startsWith(`${config.basePath}assets/`)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    });
  }
  if (config.basePath !== '/') {
    app.get('/', (_request, reply) => reply.redirect(config.basePath));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && url.startsWith(config.basePath) && !url.startsWith(`${config.basePath}api/`);
    if (hasWeb && isPage && !/\.[a-z0-9]+$/i.test(url)) {
      // cacheControl: false, or @fastify/static replaces no-cache with its own 'public, max-age=0'.
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Fant ikke det du ba om' });
  });
}
