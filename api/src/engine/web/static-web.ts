import * as fs from 'node:fs';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { allRemotes } from '@ensemble/contracts';
import { remotesConfigFor } from './remotes-config';

/**
 * `npm start` serves the whole suite from this process (WEB_DIR set): the shell at / with an index.html
 * fallback, each remote's build at /remotes/<name>/ (CORS open: manifests and chunks are fetched by the
 * shell, and may be by a shell on another origin), and the generated /remotes.json.
 */
export function mountStaticWeb(app: NestExpressApplication, config: AppConfig): void {
  if (!config.webDir) return;
  const logger = new Logger('StaticWeb');
  const shellDist = path.join(config.webDir, 'shell', 'dist');
  const remotesJson = remotesConfigFor(config.edition);

  app.use('/remotes.json', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.json(remotesJson);
  });

  for (const name of allRemotes) {
    const dist = path.join(config.webDir, name, 'dist');
    if (!fs.existsSync(dist))
      logger.warn(`${name} is not built (${dist} missing): the shell will show its error panel`);
    app.useStaticAssets(dist, {
      prefix: `/remotes/${name}/`,
      index: false,
      setHeaders: (res) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        // helmet's same-origin default would stop a shell on another origin from loading the chunks.
        res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
      },
    });
  }

  if (!fs.existsSync(shellDist)) logger.warn(`the shell is not built (${shellDist} missing)`);
  app.useStaticAssets(shellDist, { index: false });
  const indexHtml = path.join(shellDist, 'index.html');
  app.use((req: Request, res: Response, next: NextFunction) => {
    const isPage =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !req.path.startsWith('/api/') &&
      req.path !== '/api' &&
      !req.path.startsWith('/remotes/');
    if (!isPage || !fs.existsSync(indexHtml)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
}
