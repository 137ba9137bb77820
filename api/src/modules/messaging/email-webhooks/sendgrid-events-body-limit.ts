import { Injectable } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { emailEndpoints } from '@ensemble/contracts';
import type { FastifyInstance, RouteOptions } from 'fastify';

/**
 * SendGrid posts its events in batches of up to 768 KB; the API's JSON limit (100 KB, for forms) would answer 413
 * and SendGrid would retry the post until it gives up. This route alone takes up to 1 MB.
 */
export const SENDGRID_EVENTS_BODY_LIMIT = 1024 * 1024;

const trimmed = (p: string) => p.replace(/\/+$/, '');
const WEBHOOK_PATH = trimmed(emailEndpoints.webhooks.sendgridEvents.path);

/**
 * Raises the body limit of the SendGrid events route as Fastify adds it: Nest has no per-route limit, and its
 * routes are added at init, after providers are built (so this hook is in place by then). An application without
 * an HTTP server (a worker) has nothing to do.
 */
@Injectable()
export class SendgridEventsBodyLimit {
  constructor(adapterHost: HttpAdapterHost) {
    const fastify = adapterHost.httpAdapter?.getInstance<FastifyInstance>();
    fastify?.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('POST') && trimmed(route.url).endsWith(WEBHOOK_PATH)) {
        route.bodyLimit = SENDGRID_EVENTS_BODY_LIMIT;
      }
    });
  }
}
