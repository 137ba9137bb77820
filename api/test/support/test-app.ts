import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { getDataSourceToken } from '@nestjs/typeorm';
import IORedis from 'ioredis';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createHttpApp } from '../../src/app.factory';
import { type AppConfig, loadConfig } from '../../src/engine/config/app-config';
import { createScratchDatabase } from '../../src/engine/database/scratch-database';
import { setBuilderContext } from '../builders/context';
import { TEST_DATABASE_URL, TEST_REDIS_URL } from './env';

export interface TestApp {
  app: NestFastifyApplication;
  http: ReturnType<typeof request>;
  dataSource: DataSource;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** 'mariadb' (default): a fresh database on TEST_DATABASE_URL; 'sqlite': the embedded default in a temp dir. */
  database?: 'mariadb' | 'sqlite';
  /** true (default): Bull on TEST_REDIS_URL with a unique prefix; false: in-process queues. */
  redis?: boolean;
  /** Environment variables as the operator would set them (applied over the test defaults). */
  env?: Record<string, string>;
}

export const uniquePrefix = (name: string) =>
  `${name}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;

/** Deletes every Redis key under a Bull prefix (a test run's queues). */
export async function clearRedisPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new IORedis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * The HTTP app of `config`, ready for supertest: Nest registers the routes in init(), and Fastify has to have
 * loaded its plugins (ready) before the server answers anything.
 */
export async function startHttpApp(config: AppConfig): Promise<NestFastifyApplication> {
  const app = await createHttpApp(config);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

/** Builds the real application against a fresh database (and Redis prefix) for one test file. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ens-api-test-'));
  const useRedis = options.redis ?? true;
  const scratch =
    options.database === 'sqlite' ? null : await createScratchDatabase(TEST_DATABASE_URL, 'ens_t');
  const queuePrefix = uniquePrefix('ens_test');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    THROTTLE_LIMIT: '10000',
    APP_URL: 'http://localhost:3999',
    // The mailbox is off by default on MySQL (a deployment); tests read it as the start command's users do.
    OUTBOX_MAILBOX: 'true',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    ...(useRedis ? { REDIS_URL: TEST_REDIS_URL, QUEUE_PREFIX: queuePrefix } : {}),
    ...options.env,
  });
  let app: NestFastifyApplication;
  try {
    app = await startHttpApp(config);
  } catch (err) {
    await scratch?.drop();
    throw err;
  }
  const dataSource = app.get<DataSource>(getDataSourceToken());
  const testApp: TestApp = {
    app,
    http: request(app.getHttpServer()),
    dataSource,
    config,
    close: async () => {
      await app.close();
      await scratch?.drop();
      if (useRedis) await clearRedisPrefix(TEST_REDIS_URL, queuePrefix);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  setBuilderContext(testApp);
  return testApp;
}

/**
 * The app of a spec (or of a describe block) for all its tests: started before them, closed after them. What it
 * returns reads through to that app, so the spec keeps it in a `const` instead of a variable its hooks assign.
 */
export function testAppForAllTests(options: TestAppOptions = {}): TestApp {
  let started: TestApp | undefined;
  const app = () => {
    if (!started) throw new Error('the test app starts in beforeAll: use it inside tests and hooks');
    return started;
  };
  beforeAll(async () => {
    started = await startTestApp(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  return {
    get app() {
      return app().app;
    },
    get http() {
      return app().http;
    },
    get dataSource() {
      return app().dataSource;
    },
    get config() {
      return app().config;
    },
    close: () => app().close(),
  };
}
