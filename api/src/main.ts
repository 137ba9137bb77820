import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { createHttpApp } from './app.factory';
import { AppModule } from './app.module';
import { loadConfig, runsHttp } from './config/app-config';

/**
 * WORKER_ROLE=all (default): HTTP + workers + scheduler in one process. WORKER_ROLE=http: HTTP only (jobs go to
 * Redis). WORKER_ROLE=worker: workers and scheduler, no HTTP server.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  if (runsHttp(config)) {
    const app = await createHttpApp(config);
    app.enableShutdownHooks();
    await app.listen(config.port, config.host);
    app
      .get(Logger)
      .log(`Ensemble API listening on http://${config.host}:${config.port}/api (role ${config.workerRole})`);
    return;
  }
  const context = await NestFactory.createApplicationContext(AppModule.forRoot(config), { bufferLogs: true });
  context.useLogger(context.get(Logger));
  context.enableShutdownHooks();
  await context.init();
  context.get(Logger).log('Ensemble worker started (no HTTP server)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
