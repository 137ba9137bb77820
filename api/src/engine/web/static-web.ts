import * as fs from 'node:fs';
import * as path from 'node:path';
import fastifyStatic from '@fastify/static';
import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { allRemotes } from '@ensemble/contracts';
import { remotesConfigFor } from './remotes-config';

/** A build file whose name carries its content hash (webpack's `[name].[contenthash:8].js`, asset hashes). */
const HASHED_NAME = /[.-][0-9a-f]{8,}\.(js|css|png|jpe?g|gif|svg|webp|ico|woff2?)$/;

/**
 * Hashed files never change under their name: browsers and CDNs keep them a year without asking again. The
 * rest (remoteEntry.js, mf-manifest.json, main.js, index.html) name the current build, so they are revalidated
 * on every load; that is how a redeployed remote is seen on the next page load (docs/adr/0015).
 */
function cacheControlFor(file: string): string {
  return HASHED_NAME.test(path.basename(file)) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function setCacheControl(reply: FastifyReply, file: string): void {
  void reply.header('Cache-Control', cacheControlFor(file));
}

/** Paths that are never a page of the shell: an unknown one there is a 404, not index.html. */
const NOT_A_PAGE = /^\/(api|remotes)(\/|$)/;

/**
 * `npm start` serves the whole suite from this process (WEB_DIR set): the shell at / with an index.html
 * fallback, each remote's build at /remotes/<name>/ (CORS open: manifests and chunks are fetched by the
 * shell, and may be by a shell on another origin), and the generated /remotes.json.
 */
export async function mountStaticWeb(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  if (!config.webDir) return;
  const logger = new Logger('StaticWeb');
  const shellDist = path.join(config.webDir, 'shell', 'dist');
  const remotesJson = remotesConfigFor(config.edition);
  const fastify = app.getHttpAdapter().getInstance();

  fastify.get('/remotes.json', (_req, reply) => {
    void reply.header('Cache-Control', 'no-cache').send(remotesJson);
  });

  for (const name of allRemotes) {
    const dist = path.join(config.webDir, name, 'dist');
    if (!fs.existsSync(dist))
      logger.warn(`${name} is not built (${dist} missing): the shell will show its error panel`);
    await app.register(fastifyStatic, {
      root: dist,
      prefix: `/remotes/${name}/`,
      index: false,
      // The shell's registration below gives reply.sendFile; one decoration per instance.
      decorateReply: false,
      setHeaders: (reply: FastifyReply, file: string) => {
        setCacheControl(reply, file);
        void reply.header('Access-Control-Allow-Origin', '*');
        // helmet's same-origin default would stop a shell on another origin from loading the chunks.
        void reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  if (!fs.existsSync(shellDist)) logger.warn(`the shell is not built (${shellDist} missing)`);
  // No route of its own: the catch-all below serves the shell's files, and index.html for any other page.
  await app.register(fastifyStatic, { root: shellDist, serve: false, setHeaders: setCacheControl });
  const shellPage = (req: FastifyRequest, reply: FastifyReply) => {
    const urlPath = decodePath(req.url);
    if (urlPath === null || NOT_A_PAGE.test(urlPath)) return reply.callNotFound();
    const file = path.join(shellDist, urlPath);
    if (file.startsWith(shellDist + path.sep) && isFile(file))
      return reply.sendFile(path.relative(shellDist, file), shellDist, { index: false });
    if (!isFile(path.join(shellDist, 'index.html'))) return reply.callNotFound();
    return reply.sendFile('index.html', shellDist, { index: false });
  };
  fastify.get('/', shellPage);
  fastify.get('/*', shellPage);
}

function decodePath(url: string): string | null {
  const at = url.indexOf('?');
  try {
    return decodeURIComponent(at < 0 ? url : url.slice(0, at));
  } catch {
    return null;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
