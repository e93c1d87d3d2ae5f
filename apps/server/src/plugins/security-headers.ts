import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * helmet's security headers on every answer: the API, the web app's files, refusals and errors.
 *
 * The middleware is built once, here. (The @fastify/helmet plugin builds it again for every
 * request, parsing the Content-Security-Policy each time: a few per cent of a request's CPU on
 * the farmer screens.) Answers Fastify gives before any hook runs get their headers from
 * framework-errors.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean; shopUrl: string }): void {
  const setHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React and the accessible widgets set style attributes; no inline scripts are allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Forms post to the portal, and the profiling-clothes punch-out to its shop: to nowhere else,
        // so no form a content token slipped onto a page can send a password away.
        formAction: ["'self'", new URL(options.shopUrl).origin],
        baseUri: ["'self'"],
        upgradeInsecureRequests: options.https ? [] : null,
      },
    },
    strictTransportSecurity: options.https ? { maxAge: 31536000 } : false,
    // The same as the CSP's frame-ancestors 'none', for browsers that only read this header.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
}
