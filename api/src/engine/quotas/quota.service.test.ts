import { randomBytes } from 'node:crypto';
import { HttpStatus } from '@nestjs/common';
import { messages } from '@ensemble/contracts';
import type { AppConfig, QuotaConfig } from '../config/app-config';
import { QuotaExceeded, QuotaService } from './quota.service';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const quotas: QuotaConfig = {
  windowSeconds: 1,
  documentUploads: 3,
  logoUploads: 3,
  exports: 2,
  invoiceEmails: 3,
  documentStorageMb: 1,
};
const serviceFor = (redisUrl: string | null, queuePrefix: string) =>
  new QuotaService({ redisUrl, queuePrefix, quotas } as AppConfig);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each([
  ['in memory', null],
  ['in Redis', REDIS_URL],
])('QuotaService %s', (_name, redisUrl) => {
  let prefix: string;
  let services: QuotaService[];
  const service = () => {
    const s = serviceFor(redisUrl, prefix);
    services.push(s);
    return s;
  };
  beforeEach(() => {
    prefix = `unit_quotas_${randomBytes(4).toString('hex')}`;
    services = [];
  });
  afterEach(() => {
    for (const s of services) s.onModuleDestroy();
  });

  it("refuses an organization's uses past the limit until the window ends, other organizations and kinds unaffected", async () => {
    const quota = service();
    expect(await quota.take('exports', 1)).toEqual({ allowed: true });
    expect(await quota.take('exports', 1)).toEqual({ allowed: true });
    const refused = await quota.take('exports', 1);
    expect(refused.allowed).toBe(false);
    expect(!refused.allowed && refused.retryAfterMs).toBeGreaterThan(0);
    expect(!refused.allowed && refused.retryAfterMs).toBeLessThanOrEqual(1000);

    expect(await quota.take('exports', 2)).toEqual({ allowed: true });
    expect(await quota.take('invoiceEmails', 1)).toEqual({ allowed: true });

    await sleep(1100);
    expect(await quota.take('exports', 1)).toEqual({ allowed: true });
  });

  it('does not count refused uses: the window is not pushed out by hammering', async () => {
    const quota = service();
    await quota.take('exports', 1);
    await quota.take('exports', 1);
    await sleep(600);
    for (let i = 0; i < 5; i++) expect((await quota.take('exports', 1)).allowed).toBe(false);
    await sleep(500);
    expect(await quota.take('exports', 1)).toEqual({ allowed: true });
  });

  it('answers 429 with the quota message through takeOrRefuse', async () => {
    const quota = service();
    for (let i = 0; i < 3; i++) await quota.takeOrRefuse('documentUploads', 7);
    const err = await quota.takeOrRefuse('documentUploads', 7).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(QuotaExceeded);
    expect((err as QuotaExceeded).getStatus()).toBe(HttpStatus.TOO_MANY_REQUESTS);
    expect((err as QuotaExceeded).body).toEqual({ detail: messages.tooManyUploads });
    expect((err as QuotaExceeded).retryAfterSeconds).toBe(1);
  });

  if (redisUrl) {
    it('counts the uses of every replica together', async () => {
      const [a, b] = [service(), service()];
      expect((await a.take('exports', 1)).allowed).toBe(true);
      expect((await b.take('exports', 1)).allowed).toBe(true);
      expect((await a.take('exports', 1)).allowed).toBe(false);
      expect((await b.take('exports', 1)).allowed).toBe(false);
    });
  }
});
