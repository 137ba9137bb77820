import { Controller, Get } from '@nestjs/common';
import { messages } from '@ensemble/contracts';
import { In } from 'typeorm';
import { Invitation } from '../../src/modules/organizations/invitation.entity';
import { OrganizationMember } from '../../src/modules/organizations/organization-member.entity';
import { Public } from '../../src/common/access/access.decorators';
import { anOrganization } from '../builders/organization.builder';
import { aUser } from '../builders/user.builder';
import { bearer, loginAs } from '../support/auth';
import { startTestApp, type TestApp } from '../support/test-app';
import { fillPath, type TenancyWorld } from './param-factories';
import { classify, type RouteInfo, routeInventory } from './route-inventory';

/**
 * The cross-tenant harness: walks every route the server answers. New routes are covered without new test code;
 * a new path parameter only needs a factory in param-factories.ts.
 */
let t: TestApp;
let routes: RouteInfo[];
let world: TenancyWorld;
let tokenA: string;

/** A body that would be accepted by most write routes, so a refusal comes from the guard, not validation. */
const HOSTILE_BODY = {
  name: 'Hijacked',
  email: 'hijacked@example.test',
  industry: 1,
  eula: 0,
  first_name: 'Hi',
  last_name: 'Jack',
  password: 'Hijack3d!pw',
  status: 'accepted',
};

const call = (method: string, path: string, headers: Record<string, string>) => {
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = t.http[m](path).set(headers);
  return m === 'get' || m === 'delete' ? req : req.send(HOSTILE_BODY);
};

/** Every row of organization B in every table that has organization_id, plus B itself, plus all table sizes. */
async function snapshotOf(orgId: number): Promise<string> {
  const out: Record<string, unknown> = {};
  for (const meta of t.dataSource.entityMetadatas) {
    const repo = t.dataSource.getRepository(meta.target);
    out[`${meta.tableName}#count`] = await repo.count();
    if (meta.tableName === 'organizations') out.organization = await repo.find({ where: { id: orgId } });
    else if (meta.findColumnWithPropertyName('organizationId')) {
      out[meta.tableName] = await repo.find({ where: { organizationId: orgId }, order: { id: 'ASC' } });
    }
  }
  return JSON.stringify(out);
}

beforeAll(async () => {
  t = await startTestApp();
  routes = routeInventory(t.app);
  const ownerA = await aUser().verified().build();
  const ownerB = await aUser().verified().build();
  const memberB = await aUser().verified().build();
  const orgA = await anOrganization().named('Tenant A').ownedBy(ownerA).build();
  const orgB = await anOrganization().named('Tenant B').ownedBy(ownerB).withMember(memberB).build();
  const memberBMembership = await t.dataSource
    .getRepository(OrganizationMember)
    .findOneByOrFail({ organizationId: orgB.id, userId: memberB.id });
  const invitations = t.dataSource.getRepository(Invitation);
  const invitationB = await invitations.save(
    invitations.create({
      organizationId: orgB.id,
      email: 'invited-b@example.test',
      emailNormalized: 'invited-b@example.test',
      tokenHash: 'b'.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
      invitedAt: new Date(),
      invitedById: ownerB.id,
    }),
  );
  world = { orgA, orgB, ownerA, ownerB, memberB, memberBMembership, invitationB };
  tokenA = (await loginAs(t, ownerA)).access;
});
afterAll(() => t.close());

describe('route inventory', () => {
  it('finds the routes the server answers', () => {
    expect(routes.length).toBeGreaterThanOrEqual(19);
    expect(routes.filter((r) => r.access === 'tenant').length).toBeGreaterThanOrEqual(5);
  });

  it('every route is @Public, @Authenticated or tenant-scoped (:orgId or :leadId), never ambiguous', () => {
    const problems = routes.flatMap((r) => {
      const list: string[] = [];
      const scoped = r.params.includes('orgId') || r.params.includes('leadId');
      if (r.access === 'undeclared')
        list.push('declares no access (@Public, @Authenticated, :orgId or :leadId)');
      if (r.declared && scoped) list.push(`is @${r.declared} but has :orgId or :leadId`);
      if (r.ownerOnly && r.access !== 'tenant') list.push('is @OwnerOnly without :orgId or :leadId');
      return list.map((p) => `${r.method} ${r.path} (${r.handler}) ${p}`);
    });
    expect(problems).toEqual([]);
  });

  it('would flag a route without an access rule (the check can fail)', () => {
    @Controller('forgotten')
    class ForgottenController {
      @Get()
      list(): string {
        return 'oops';
      }

      @Get('open')
      @Public()
      open(): string {
        return 'ok';
      }
    }
    const proto = ForgottenController.prototype;
    expect(classify(ForgottenController, proto.list, '/api/forgotten').access).toBe('undeclared');
    expect(classify(ForgottenController, proto.open, '/api/forgotten/open').access).toBe('public');
    expect(classify(ForgottenController, proto.list, '/api/organization/:orgId/x').access).toBe('tenant');
    expect(classify(ForgottenController, proto.list, '/api/organization/lead/:leadId/x').access).toBe(
      'tenant',
    );
  });
});

describe('cross-tenant isolation', () => {
  it("A's owner can read A through every tenant GET route (positive control)", async () => {
    for (const r of routes.filter((x) => x.access === 'tenant' && x.method === 'GET')) {
      const res = await call('GET', await fillPath(r.path, world, world.orgA), bearer(tokenA));
      expect({ route: `${r.method} ${r.path}`, status: res.status }).toEqual({
        route: `${r.method} ${r.path}`,
        status: 200,
      });
    }
  });

  it("A's owner gets 404/403 on every tenant route of B, and B's data does not change", async () => {
    const before = await snapshotOf(world.orgB.id);
    const outcomes: string[] = [];
    for (const r of routes.filter((x) => x.access === 'tenant')) {
      const path = await fillPath(r.path, world, world.orgB);
      const res = await call(r.method, path, bearer(tokenA));
      const ok = (res.status === 404 || res.status === 403) && typeof res.body.detail === 'string';
      if (!ok)
        outcomes.push(`${r.method} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
    }
    expect(outcomes).toEqual([]);
    expect(await snapshotOf(world.orgB.id)).toBe(before);

    // B is intact for its own people.
    const tokenB = (await loginAs(t, world.ownerB)).access;
    const own = await t.http.get(`/api/organization/${world.orgB.id}/`).set(bearer(tokenB));
    expect(own.body).toMatchObject({ id: world.orgB.id, name: 'Tenant B', deletions: [] });
  });

  it('lead-scoped routes (the lead names the organization) are in the walk above', () => {
    const leadScoped = routes.filter((r) => r.access === 'tenant' && !r.params.includes('orgId'));
    expect(leadScoped.map((r) => r.path)).toContain('/api/organization/lead/history/:leadId');
  });

  it('authenticated routes that name an object answer only for the caller', async () => {
    const outcomes: string[] = [];
    for (const r of routes.filter((x) => x.access === 'authenticated' && x.params.length > 0)) {
      const own = await call(r.method, await fillPath(r.path, world, world.orgA), bearer(tokenA));
      const foreign = await call(r.method, await fillPath(r.path, world, world.orgB), bearer(tokenA));
      if (own.status >= 400) outcomes.push(`${r.method} ${r.path} own -> ${own.status}`);
      if (foreign.status !== 404 || typeof foreign.body.detail !== 'string')
        outcomes.push(`${r.method} ${r.path} foreign -> ${foreign.status}`);
    }
    expect(outcomes).toEqual([]);
  });

  it('organization lists never include foreign organizations', async () => {
    const list = await t.http.get('/api/organization/').query({ per_page: 1000 }).set(bearer(tokenA));
    expect(list.body.results.map((o: { id: number }) => o.id)).toEqual([world.orgA.id]);
    const ids = await t.dataSource
      .getRepository(OrganizationMember)
      .find({ where: { organizationId: In([world.orgA.id, world.orgB.id]) } });
    expect(ids.length).toBe(3);
  });
});

describe('authentication', () => {
  it('every non-public route answers 401 without a token or with a bad one', async () => {
    const failures: string[] = [];
    for (const r of routes.filter((x) => x.access !== 'public')) {
      const path = await fillPath(r.path, world, world.orgA);
      for (const headers of [{}, bearer('not-a-jwt')]) {
        const res = await call(r.method, path, headers);
        if (res.status !== 401 || res.body.detail !== messages.notAuthenticated) {
          failures.push(`${r.method} ${path} -> ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
