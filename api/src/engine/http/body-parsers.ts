import { parse as parseQueryString } from 'node:querystring';
import { HttpStatus } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiError } from './api-error';

/**
 * JSON and form bodies read as Express's body parser read them: an empty JSON body is `{}` (clients POST actions
 * such as setup-intent with `Content-Type: application/json` and nothing else, which Fastify's parser refuses),
 * and one that does not parse is a 400 'Malformed request body.' rather than the parser's own words. Nest keeps
 * `req.rawBody` for both (rawBody: true). Multipart is @fastify/multipart's (FileUpload).
 */
export function useBodyParsers(app: NestFastifyApplication, bodyLimit: number): void {
  const json = app.getHttpAdapter().getInstance().getDefaultJsonParser('error', 'error');
  app.useBodyParser('application/json', { bodyLimit }, (req, body, done) => {
    if (body.length === 0) return done(null, {});
    json(req as Parameters<typeof json>[0], body.toString('utf8'), (err, value) =>
      err ? done(ApiError.detail(HttpStatus.BAD_REQUEST, 'Malformed request body.')) : done(null, value),
    );
  });
  app.useBodyParser('application/x-www-form-urlencoded', { bodyLimit }, (_req, body, done) =>
    done(null, { ...parseQueryString(body.toString('utf8')) }),
  );
}
