import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import fastifyCompress from '@fastify/compress';
import helmet from 'helmet';
import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import { type Endpoint, webFormEndpoints } from '@ensemble/contracts';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './engine/http/all-exceptions.filter';
import { useBodyParsers } from './engine/http/body-parsers';
import { trackServedRoutes } from './engine/http/served-routes';
import { useRouteBodyLimits } from './engine/http/large-body';
import type { AppConfig } from './engine/config/app-config';
import { API_VERSION } from './engine/config/version';
import { mountStaticWeb } from './engine/web/static-web';

export const API_PREFIX = 'api';

/**
 * JSON and form bodies, as Express's body parser allowed them (100 KB); uploads are multipart and have their own
 * per-route limits (engine/http/file-upload).
 */
const BODY_LIMIT_BYTES = 100 * 1024;

type CorsOptions = NonNullable<Parameters<NestFastifyApplication['enableCors']>[0]>;

/**
 * Public routes that a page on any origin may call from the browser: a website's own form posts to its web-form
 * URL with fetch. Only these answer CORS with '*'; every other route keeps CORS_ORIGINS.
 */
const ANY_ORIGIN_ROUTES: readonly Endpoint[] = [webFormEndpoints.submit];

/** The request URLs (query string and trailing slash optional) of `routes`, whatever their path parameters. */
function urlPattern(routes: readonly Endpoint[]): RegExp {
  const paths = routes.map((e) =>
    `/${API_PREFIX}${e.path}`
      .replace(/\/$/, '')
      .split(/:[A-Za-z_][A-Za-z0-9_]*/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/?#]+'),
  );
  return new RegExp(`^(?:${paths.join('|')})/?(?:\\?.*)?$`);
}

/** Builds the HTTP application (used by main.ts and by every API test, so they test what runs). */
export async function createHttpApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config),
    new FastifyAdapter({
      // Which X-Forwarded-For hops give req.ip (the throttling key); none unless TRUST_PROXY says so.
      trustProxy: config.trustProxy,
      bodyLimit: BODY_LIMIT_BYTES,
      routerOptions: {
        // Express's matching, which clients and the spec's paths rely on: /api/x and /api/x/ are one route.
        ignoreTrailingSlash: true,
        // Path parameters carry tokens and storage keys; Fastify's default cuts them at 100 characters (a 404).
        maxParamLength: 1000,
      },
      // nestjs-pino writes the access log; Fastify's own request logging would be a second line per call.
      logger: false,
      // The request id of the access log, sent back as X-Request-Id: the caller's own when it is a plain token.
      requestIdHeader: false,
      genReqId: (req: { headers: IncomingHttpHeaders }) => {
        const incoming = req.headers['x-request-id'];
        return typeof incoming === 'string' && /^[\w.-]{1,100}$/.test(incoming) ? incoming : randomUUID();
      },
    }),
    {
      bufferLogs: true,
      // The Stripe webhook verifies its signature over the exact bytes received (req.rawBody).
      rawBody: true,
    },
  );
  app.useLogger(app.get(Logger));
  const fastify = app.getHttpAdapter().getInstance();
  trackServedRoutes(fastify);
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header('X-Request-Id', req.id);
    done();
  });
  await configureHttpApp(app, config);
  return app;
}

export async function configureHttpApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  app.setGlobalPrefix(API_PREFIX);
  // Before init, when the routes are registered: their LargeBody limits are applied as each is added.
  useRouteBodyLimits(app.getHttpAdapter().getInstance());
  app.useGlobalFilters(new AllExceptionsFilter());
  useBodyParsers(app, BODY_LIMIT_BYTES);
  // gzip or brotli for JSON above 1 KB and, in the single-origin set-up of `npm start`, the shell's and remotes'
  // JavaScript (about a third of the bytes). Smaller bodies cost more to compress than they save on the wire.
  // Behind a CDN or a proxy that compresses, this is a no-op for already-encoded responses.
  // Buffered bodies up to 64 KB (a page of contacts is 20-40 KB) are compressed in one synchronous call: the
  // plugin's default on two cores (8 KB) sends them through a zlib stream per response, whose allocations and
  // ticks cost more than the compression itself (issue 16's profile).
  await app.register(fastifyCompress, { threshold: 1024, syncThreshold: 65536, encodings: ['br', 'gzip'] });
  // One CSP for the API and the shell it may serve: same-origin scripts only; inline styles allowed because
  // antd's CSS-in-JS injects <style> elements at run time; images also from https (logos in object storage);
  // connections to this origin and the configured CORS origins (the remotes' own origins in the e2e set-up).
  // helmet's middleware built once: @fastify/helmet builds it again on every request (parsing the CSP each
  // time), about 2 % of an authenticated list call's CPU (issue 16's profile).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...config.corsOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (req, reply, done) =>
      securityHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
    );
  // Multipart bodies are read only by the routes that take a file (FileUpload), each with its own limits.
  await app.register(fastifyMultipart);
  // Bearer tokens, not cookies: no credentials mode. No CORS_ORIGINS = same-origin only.
  const apiCors: CorsOptions = {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    // @fastify/cors allows only GET, HEAD and POST unless told; the API's writes are also PUT, PATCH and DELETE.
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
    exposedHeaders: ['X-Request-Id'],
  };
  // A website posting its form reads the answer (201, or the 400 naming the field) whatever its origin; with no
  // credentials, '*' lets no page act as a signed-in user.
  const anyOriginCors: CorsOptions = {
    origin: '*',
    credentials: false,
    methods: ['POST'],
    exposedHeaders: ['X-Request-Id', 'Retry-After'],
    maxAge: 86_400,
  };
  const anyOrigin = urlPattern(ANY_ORIGIN_ROUTES);
  app.enableCors({
    delegator: (req, done) => done(null, anyOrigin.test(req.url) ? anyOriginCors : apiCors),
  });
  await mountStaticWeb(app, config);

  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Ensemble API')
      .setDescription(
        'Errors: `{ detail }`, `{ field: [message] }` or `{ non_field_errors: [message] }`. Lists: `{ results, count }` ' +
          'with page, per_page, search, ordering. Routes with `{orgId}` require membership of that organization (404 otherwise).',
      )
      .setVersion(API_VERSION)
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup(`${API_PREFIX}/docs`, app, document, { jsonDocumentUrl: `${API_PREFIX}/docs-json` });
}
