import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import compression from 'compression';
import helmet from 'helmet';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AllExceptionsFilter } from './engine/http/all-exceptions.filter';
import type { AppConfig } from './engine/config/app-config';
import { API_VERSION } from './engine/config/version';
import { mountStaticWeb } from './engine/web/static-web';

export const API_PREFIX = 'api';

/** Builds the HTTP application (used by main.ts and by every API test, so they test what runs). */
export async function createHttpApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bufferLogs: true,
    // The Stripe webhook verifies its signature over the exact bytes received (req.rawBody).
    rawBody: true,
  });
  app.useLogger(app.get(Logger));
  configureHttpApp(app, config);
  return app;
}

export function configureHttpApp(app: NestExpressApplication, config: AppConfig): void {
  app.setGlobalPrefix(API_PREFIX);
  // Which X-Forwarded-For hops give req.ip (the throttling key); none unless TRUST_PROXY says so.
  app.set('trust proxy', config.trustProxy);
  app.useGlobalFilters(new AllExceptionsFilter());
  // gzip for JSON and, in the single-origin set-up of `npm start`, the shell's and remotes' JavaScript (about a
  // third of the bytes). Behind a CDN or a proxy that compresses, this is a no-op for already-encoded responses.
  app.use(compression());
  // One CSP for the API and the shell it may serve: same-origin scripts only; inline styles allowed because
  // antd's CSS-in-JS injects <style> elements at run time; images also from https (logos in object storage);
  // connections to this origin and the configured CORS origins (the remotes' own origins in the e2e set-up).
  app.use(
    helmet({
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
    }),
  );
  // Bearer tokens, not cookies: no credentials mode. No CORS_ORIGINS = same-origin only.
  app.enableCors({
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    credentials: false,
    exposedHeaders: ['X-Request-Id'],
  });
  mountStaticWeb(app, config);

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
