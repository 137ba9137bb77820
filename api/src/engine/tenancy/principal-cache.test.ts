import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { PrincipalCache } from './principal-cache';
import type { PrincipalMembership } from './principal-ports';

type Membership = PrincipalMembership<
  { id: number; name: string },
  { organizationId: number; userId: number; isOwner: boolean }
>;

/** Stands for the platform's User entity: the cache must keep the class of what it copies. */
class User {
  id!: number;
  firstName!: string;
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const config = (over: Partial<AppConfig> = {}) =>
  ({ authCacheSeconds: 5, redisUrl: null, queuePrefix: 'unit', ...over }) as AppConfig;

function userRow(id: number, firstName = 'Ada'): User {
  return Object.assign(new User(), { id, firstName });
}

/** A loader that counts its calls. */
function loader<T>(value: () => T) {
  const fn = jest.fn(async () => value());
  return fn;
}

describe('PrincipalCache', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads a user once per TTL and again after it expires', async () => {
    const cache = new PrincipalCache(config());
    const load = loader(() => userRow(1));
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now);
    await cache.user(1, load);
    await cache.user(1, load);
    expect(load).toHaveBeenCalledTimes(1);
    jest.spyOn(Date, 'now').mockReturnValue(now + 5001);
    await cache.user(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands each caller its own copy', async () => {
    const cache = new PrincipalCache(config());
    const load = loader(() => userRow(1));
    const first = (await cache.user(1, load))!;
    first.firstName = 'Changed by a handler';
    const second = (await cache.user(1, load))!;
    expect(second.firstName).toBe('Ada');
    expect(second).toBeInstanceOf(User);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets everything on invalidate', async () => {
    const cache = new PrincipalCache(config());
    let name = 'Ada';
    const load = loader(() => userRow(1, name));
    await cache.user(1, load);
    name = 'Grace';
    cache.invalidate();
    expect((await cache.user(1, load))!.firstName).toBe('Grace');
  });

  it('does not keep a read that overlapped an invalidation, nor a miss', async () => {
    const cache = new PrincipalCache(config());
    let release!: () => void;
    const slow = jest.fn(
      () =>
        new Promise<User>((resolve) => {
          release = () => resolve(userRow(1, 'Old'));
        }),
    );
    const pending = cache.user(1, slow);
    cache.invalidate(); // a write committed while the old row was on its way
    release();
    expect((await pending)!.firstName).toBe('Old');
    const fresh = loader(() => userRow(1, 'New'));
    expect((await cache.user(1, fresh))!.firstName).toBe('New');

    const none = loader((): User | null => null);
    await cache.user(2, none);
    await cache.user(2, none);
    expect(none).toHaveBeenCalledTimes(2);
  });

  it('keeps memberships per organization and user, copying both rows', async () => {
    const cache = new PrincipalCache(config());
    const load = jest.fn(
      async (): Promise<Membership> =>
        ({
          organization: { id: 7, name: 'Agency' },
          membership: { organizationId: 7, userId: 1, isOwner: true },
        }) as unknown as Membership,
    );
    const a = (await cache.membership(7, 1, load))!;
    a.organization.name = 'Mutated';
    expect((await cache.membership(7, 1, load))!.organization.name).toBe('Agency');
    await cache.membership(7, 2, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('with AUTH_CACHE_SECONDS=0 always reads', async () => {
    const cache = new PrincipalCache(config({ authCacheSeconds: 0 }));
    const load = loader(() => userRow(1));
    await cache.user(1, load);
    await cache.user(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells the other processes on the same Redis prefix', async () => {
    const shared = config({ redisUrl: REDIS_URL, queuePrefix: `unit_${randomBytes(4).toString('hex')}` });
    const here = new PrincipalCache(shared);
    const there = new PrincipalCache(shared);
    const elsewhere = new PrincipalCache({ ...shared, queuePrefix: `${shared.queuePrefix}_other` });
    try {
      // Nothing is kept until each has subscribed. A new user id each round: a round in which the subscriptions
      // completed half way keeps what it read, and the next round must not count those as kept.
      const until = Date.now() + 5000;
      const load = loader(() => userRow(1));
      let id = 0;
      while (Date.now() < until) {
        id += 1;
        load.mockClear();
        await there.user(id, load);
        await elsewhere.user(id, load);
        await there.user(id, load);
        await elsewhere.user(id, load);
        if (load.mock.calls.length === 2) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(load).toHaveBeenCalledTimes(2);

      here.invalidate();
      const heard = loader(() => userRow(1, 'Grace'));
      let name = 'Ada';
      for (let i = 0; i < 100 && name !== 'Grace'; i += 1) {
        await new Promise((r) => setTimeout(r, 20));
        name = (await there.user(id, heard))!.firstName;
      }
      expect(name).toBe('Grace');
      // Another installation's prefix is not disturbed.
      const untouched = loader(() => userRow(1, 'Grace'));
      expect((await elsewhere.user(id, untouched))!.firstName).toBe('Ada');
      expect(untouched).not.toHaveBeenCalled();
    } finally {
      await Promise.all([here, there, elsewhere].map((c) => c.onModuleDestroy()));
    }
  });
});
