import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One route as registered: what the route-inventory and fuzz tests (and an OpenAPI document) read. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in order (HEAD routes Fastify adds for GET left out). */
    routeInventory: RouteEntry[];
  }
}

/** Records every route as it is registered; register before the routes. */
export function registerRouteInventory(app: FastifyInstance): void {
  const routes: RouteEntry[] = [];
  app.decorate('routeInventory', routes);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, schema: route.schema });
    }
  });
}
