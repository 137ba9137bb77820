import type { FastifyInstance, HTTPMethods } from 'fastify';

export interface ServedRoute {
  methods: string[];
  /** Fastify's path syntax, the prefix included: /api/organization/:orgId/ */
  url: string;
}

const served = new WeakMap<FastifyInstance, ServedRoute[]>();

/**
 * Keeps every route the server registers from here on, whoever adds it (Nest's controllers, a plugin such as the
 * static files or the OpenAPI UI), so the cross-tenant harness can check that each one belongs to a guarded
 * controller or is knowingly public. Registration time only: requests pay nothing for it.
 */
export function trackServedRoutes(fastify: FastifyInstance): void {
  if (served.has(fastify)) return;
  const routes: ServedRoute[] = [];
  served.set(fastify, routes);
  fastify.addHook('onRoute', (route) => {
    const methods = ([] as HTTPMethods[]).concat(route.method).map((m) => m.toUpperCase());
    routes.push({ methods, url: route.url });
  });
}

/** The routes registered since trackServedRoutes, in order. */
export function servedRoutes(fastify: FastifyInstance): ServedRoute[] {
  const routes = served.get(fastify);
  if (!routes) throw new Error('trackServedRoutes was not called on this instance before its routes');
  return routes;
}
