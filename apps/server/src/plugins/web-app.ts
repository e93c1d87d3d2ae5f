import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { loginPageErrorOf, loginPageWithError } from '../modules/auth/login-page-html.js';

/**
 * Serves the built single-page app under the base path; unknown paths get index.html.
 * The web build writes a brotli (.br) and a gzip (.gz) copy beside each text file
 * (apps/web/vite-plugins/precompress.ts); `preCompressed` sends the copy the browser accepts,
 * made once at build time at the strongest setting, and the file itself otherwise.
 */
export async function registerWebApp(app: FastifyInstance, config: Pick<Config, 'webDistDir' | 'basePath' | 'company'>): Promise<void> {
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
  // /login has HTML of its own that holds the login form, so the page is usable before the app's
  // script has run, and without it (apps/web/vite-plugins/login-page.ts). Builds without it
  // serve index.html there too.
  const loginFile = path.join(config.webDistDir, 'login.html');
  const loginHtml = hasWeb && fs.existsSync(loginFile) ? fs.readFileSync(loginFile, 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '';
    const isPage = request.method === 'GET' && url.startsWith(config.basePath) && !url.startsWith(`${config.basePath}api/`);
    if (loginHtml !== null && isPage && url === `${config.basePath}login`) {
      reply.header('cache-control', 'no-cache').type('text/html');
      const failure = loginPageErrorOf(request.query);
      // The refusal of the form post, drawn into the page; a page that names no error is the file.
      return failure ? reply.send(loginPageWithError(loginHtml, failure, config.company)) : reply.sendFile('login.html', { cacheControl: false });
    }
    if (hasWeb && isPage && !/\.[a-z0-9]+$/i.test(url)) {
      // cacheControl: false, or @fastify/static replaces no-cache with its own 'public, max-age=0'.
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: 'Fant ikke det du ba om' });
  });
}
