import { randomUUID } from 'node:crypto';
import { EmailToken } from '../src/modules/platform/auth/email-token.entity';
import {
  EXPIRED_CREDENTIALS_KEPT_DAYS,
  ExpiredCredentialsJob,
} from '../src/modules/platform/auth/expired-credentials.job';
import { RefreshToken } from '../src/modules/platform/auth/refresh-token.entity';
import { LoginChallenge } from '../src/modules/platform/two-factor/login-challenge.entity';
import { TwoFactorCode } from '../src/modules/platform/two-factor/two-factor-code.entity';
import { aUser } from './builders/user.builder';
import { testAppForAllTests, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;

/** One row of each kind of credential per age: long expired, recently expired, and still valid. */
async function seed(t: TestApp, userId: number, now: Date) {
  const ages = {
    old: new Date(now.getTime() - (EXPIRED_CREDENTIALS_KEPT_DAYS + 1) * DAY),
    recent: new Date(now.getTime() - (EXPIRED_CREDENTIALS_KEPT_DAYS - 1) * DAY),
    valid: new Date(now.getTime() + DAY),
  };
  const ids: Record<string, Record<keyof typeof ages, number | string>> = {};
  const hash = () => randomUUID().replace(/-/g, '').padEnd(64, '0');
  for (const [age, expiresAt] of Object.entries(ages) as [keyof typeof ages, Date][]) {
    const refresh = await t.dataSource.getRepository(RefreshToken).save({
      tokenHash: hash(),
      familyId: randomUUID(),
      userId,
      expiresAt,
      revokedAt: null,
      replacedBy: null,
    });
    const email = await t.dataSource
      .getRepository(EmailToken)
      .save({ purpose: 'reset', tokenHash: hash(), userId, expiresAt, usedAt: null });
    const challenge = await t.dataSource
      .getRepository(LoginChallenge)
      .save({ id: randomUUID(), userId, attempts: 0, expiresAt, usedAt: null });
    const code = await t.dataSource.getRepository(TwoFactorCode).save({
      userId,
      purpose: 'login',
      phone: '+12025550123',
      codeHash: hash(),
      sentAt: new Date(expiresAt.getTime() - 10 * 60 * 1000),
      expiresAt,
      usedAt: null,
    });
    for (const [table, id] of [
      ['refresh_tokens', refresh.id],
      ['email_tokens', email.id],
      ['login_challenges', challenge.id],
      ['two_factor_codes', code.id],
    ] as const) {
      ids[table] = { ...(ids[table] ?? {}), [age]: id } as Record<keyof typeof ages, number | string>;
    }
  }
  return ids;
}

describe.each(['mariadb', 'sqlite'] as const)('expired credentials (%s)', (database) => {
  const t = testAppForAllTests(database === 'sqlite' ? { database: 'sqlite', redis: false } : {});

  it('deletes only what expired longer ago than the retention, and nothing twice', async () => {
    const user = await aUser().verified().build();
    const now = new Date();
    const ids = await seed(t, user.id, now);
    const cleaner = t.app.get(ExpiredCredentialsJob);
    const removed = await cleaner.purge(now);
    for (const table of ['refresh_tokens', 'email_tokens', 'login_challenges', 'two_factor_codes']) {
      expect(removed[table]).toBeGreaterThanOrEqual(1);
      const left = (await t.dataSource.query(`SELECT id FROM ${table} WHERE id IN (?, ?, ?)`, [
        ids[table].old,
        ids[table].recent,
        ids[table].valid,
      ])) as { id: number | string }[];
      expect(left.map((r) => String(r.id)).sort()).toEqual(
        [ids[table].recent, ids[table].valid].map(String).sort(),
      );
    }
    expect(Object.values(await cleaner.purge(now)).every((n) => n === 0)).toBe(true);
  });
});
