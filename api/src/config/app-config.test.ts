import * as path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from './app-config';

describe('loadConfig', () => {
  it('defaults to the embedded set-up', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('0.0.0.0');
    expect(c.databaseUrl).toBeNull();
    expect(c.redisUrl).toBeNull();
    expect(c.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(c.workerRole).toBe('all');
    expect(c.accessTokenTtlSeconds).toBe(900);
    expect(c.refreshTokenTtlSeconds).toBe(30 * 24 * 3600);
    expect(c.outboxMailbox).toBe(true);
    expect(c.emailVerificationRequired).toBe(true);
    expect(c.corsOrigins).toEqual([]);
    expect(c.edition).toBe('full');
    expect(c.sweepStaleSeconds).toBe(300);
  });

  it('reads and normalises values', () => {
    const c = loadConfig({
      PORT: '4100',
      CORS_ORIGINS: 'http://a:1/, http://b:2',
      OUTBOX_MAILBOX: 'false',
      WORKER_ROLE: 'worker',
      REDIS_URL: 'redis://127.0.0.1:6379',
      APP_URL: 'http://x/',
      DATA_DIR: '/tmp/ens',
    });
    expect(c.port).toBe(4100);
    expect(c.corsOrigins).toEqual(['http://a:1', 'http://b:2']);
    expect(c.outboxMailbox).toBe(false);
    expect(c.workerRole).toBe('worker');
    expect(c.appUrl).toBe('http://x');
    expect(c.dataDir).toBe('/tmp/ens');
  });

  it('rejects nonsense', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKER_ROLE: 'both' })).toThrow(ConfigError);
    expect(() => loadConfig({ WORKER_ROLE: 'worker' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'sendgrid' })).toThrow(ConfigError);
  });
});
