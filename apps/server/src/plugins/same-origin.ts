import type { FastifyInstance } from 'fastify';
import { forbidden } from '../lib/http-error.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests must come from the portal's own pages (DESIGN.md §5). Browsers send
 * Sec-Fetch-Site and Origin on such requests; a cross-site form or fetch is refused with 403
 * before anything changes; the portal's own origin is PUBLIC_URL's and no other. Clients that send neither header (curl, server-to-server) carry no
 * victim's cookies, so they are let through.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    // Routes of the cooperative's systems take a bearer token and no cookie: a browser never
    // adds that header by itself, so there is nothing a cross-site request could borrow.
    if (request.routeOptions.config.serviceTokenAuth) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') throw forbidden();
    // Only PUBLIC_URL's origin: the Host header is the client's to choose, and behind a TLS proxy
    // `http://<host>` would pass for an https deployment.
    const origin = request.headers.origin;
    if (origin && origin !== publicOrigin) throw forbidden();
  });
}
