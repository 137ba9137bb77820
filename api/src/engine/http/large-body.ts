import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyInstance } from 'fastify';

/**
 * A JSON body limit above the application's 100 KB for one route: a save from the email builder carries the
 * rendered HTML, the design and a thumbnail, megabytes in all. Kept in the route's config, which
 * useRouteBodyLimits turns into Fastify's own per-route bodyLimit when the route is registered.
 */
export const LargeBody = (bytes: number): MethodDecorator => RouteConfig({ bodyLimit: bytes });

/** Applies LargeBody limits: call on the instance before the routes are registered. */
export function useRouteBodyLimits(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}
