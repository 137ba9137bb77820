import 'reflect-metadata';
import { setFlagsFromString } from 'node:v8';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { createHttpApp } from './app.factory';
import { AppModule } from './app.module';
import { loadConfig, runsHttp } from './engine/config/app-config';

/**
 * A full GC once the old generation has grown by half since the last one, where V8 by default lets it grow up to
 * fourfold when its collections are fast. Jobs such as a CSV import hold each batch across database round trips,
 * so much of what a batch allocates outlives the young generation: at V8's default a 100,000-row import left the
 * process 200 MB larger, growing until the end; with this it levels off after the first batches
 * (bench/leads-import.mjs). The price is a few ms of mostly concurrent marking every few seconds while such work
 * runs. Set before anything is allocated at scale; V8 reads it whenever it sizes the heap.
 */
setFlagsFromString('--heap-growing-percent=50');

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
