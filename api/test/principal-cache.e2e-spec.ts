import { apiPaths } from '@ensemble/contracts';
import type request from 'supertest';
import { OrganizationMember } from '../src/modules/platform/organizations/organization-member.entity';
import { Organization } from '../src/modules/platform/organizations/organization.entity';
import { User } from '../src/modules/platform/users/user.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser, type BuiltUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { startWithReplica } from './support/replica';
import type { TestApp } from './support/test-app';
import { api } from './support/api-client';

// The caller's user and membership are cached per process (PrincipalCache); these are the ways a cached row
// could outlive a change, each checked to be seen on the very next request.
let t: TestApp;
let replicaHttp: ReturnType<typeof request>;

beforeAll(async () => {
  ({ t, replicaHttp } = await startWithReplica());
});
afterAll(() => t.close());

const tokenOf = async (u: BuiltUser) => (await loginAs(t, u)).access;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await sleep(20);
  }
  return false;
}

describe('cached callers', () => {
  it('a member removed through one process is refused by it at once and by another process within moments', async () => {
    const owner = await aUser().verified().build();
    const member = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).withMember(member).build();
    const row = await t.dataSource
      .getRepository(OrganizationMember)
      .findOneByOrFail({ organizationId: org.id, userId: member.id });
    const memberToken = await tokenOf(member);
    const read = (http: ReturnType<typeof request>) =>
      http.get(api(apiPaths.organization(org.id))).set(bearer(memberToken));

    // Both processes now hold the membership.
    expect((await read(t.http)).status).toBe(200);
    expect((await read(replicaHttp)).status).toBe(200);

    const removed = await t.http
      .delete(api(apiPaths.organizationUser(org.id, row.id)))
      .set(bearer(await tokenOf(owner)));
    expect(removed.status).toBe(204);
    expect((await read(t.http)).status).toBe(404);
    // The replica hears of it through Redis, well before its entries would expire (AUTH_CACHE_SECONDS = 5).
    const started = Date.now();
    expect(await eventually(async () => (await read(replicaHttp)).status === 404)).toBe(true);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('a change made in a transaction is seen once it commits, even when read in between', async () => {
    const owner = await aUser().verified().build();
    const org = await anOrganization().ownedBy(owner).named('Before Agency').build();
    const token = await tokenOf(owner);
    const name = async () =>
      (await t.http.get(api(apiPaths.organization(org.id))).set(bearer(token))).body.name as string;
    expect(await name()).toBe('Before Agency');

    const runner = t.dataSource.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    try {
      await runner.manager
        .createQueryBuilder()
        .update(Organization)
        .set({ name: 'After Agency' })
        .where('id = :id', { id: org.id })
        .execute();
      // Read (and cached) between the write and the commit: the old name.
      expect(await name()).toBe('Before Agency');
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await name()).toBe('After Agency');
  });

  it('a change to the user row is seen on the next request', async () => {
    const owner = await aUser().verified().build();
    await anOrganization().ownedBy(owner).build();
    const token = await tokenOf(owner);
    const me = async () =>
      (await t.http.get(api(apiPaths.auth.me)).set(bearer(token))).body.first_name as string;
    // Read twice: the second read is served from the cache.
    expect(await me()).toBe('Test');
    expect(await me()).toBe('Test');
    await t.dataSource.getRepository(User).update({ id: owner.id }, { firstName: 'Renamed' });
    expect(await me()).toBe('Renamed');
  });
});
