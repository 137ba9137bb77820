import { createHash } from 'node:crypto';
import { All, Body, Controller, Get, Post, Query } from '@nestjs/common';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ApiBody } from '@nestjs/swagger';
import { Test } from '@nestjs/testing';
import { messages } from '@ensemble/contracts';
import { In } from 'typeorm';
import * as yup from 'yup';
import { trackServedRoutes } from '../../src/engine/http/served-routes';
import { YupPipe } from '../../src/engine/http/yup.pipe';
import { Invitation } from '../../src/modules/platform/organizations/invitation.entity';
import { OrganizationMember } from '../../src/modules/platform/organizations/organization-member.entity';
import { Public } from '../../src/engine/tenancy/access.decorators';
import { TENANT_PARAM } from '../../src/engine/tenancy/authed-request';
import { Lead } from '../../src/modules/contacts/leads/lead.entity';
import type { Organization } from '../../src/modules/platform/organizations/organization.entity';
import { anOrganization } from '../builders/organization.builder';
import { aUser, type BuiltUser } from '../builders/user.builder';
import { bearer, loginAs } from '../support/auth';
import { SchedulerService } from '../../src/engine/work';
import { startTestApp, type TestApp } from '../support/test-app';
import { factoryFor, fillPath, type TenancyWorld } from './param-factories';
import {
  IGNORED_FIELDS,
  inputFactoryFor,
  inputKey,
  isReference,
  NESTED_CHECKED_ELSEWHERE,
  ownPath,
  ownValue,
  VALID_INPUTS,
} from './input-factories';
import { classify, type RouteInfo, routeInventory, routeKey } from './route-inventory';

/**
 * The cross-tenant harness: walks every route the server answers. New routes are covered without new test code;
 * a new path parameter only needs a factory in param-factories.ts, a new public route an entry in PUBLIC_ROUTES.
 */
let t: TestApp;
let routes: RouteInfo[];
let world: TenancyWorld;
let tokenA: string;
let memberTokenA: string;

/**
 * Every route anyone may call without a token, each checked on purpose: a route that becomes public by mistake
 * (a forgotten decorator on a new controller, @Public on the wrong handler) fails the inventory below.
 */
const PUBLIC_ROUTES = [
  'GET /api/health',
  'GET /api/industry',
  'GET /api/versioning/version',
  'GET /api/reference/timezones',
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/token/refresh',
  'POST /api/auth/logout',
  'POST /api/auth/verify-email',
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/organization/resend-verification-email',
  'GET /api/invitations/preview',
  'POST /api/organization/email-change/confirm',
  'GET /api/pay/invoices/:token',
  'POST /api/pay/invoices/:token',
  'POST /api/storage/upload',
  'GET /api/storage/files/:key',
  'GET /api/outbox/mailbox',
  'POST /api/auth/2fa/login/send-sms',
  'POST /api/auth/2fa/login/verify',
  'POST /api/auth/email-change/confirm',
  'POST /api/stripe/webhook',
  'POST /api/sendgrid/events',
  'POST /api/sendgrid/inbound/:secret',
  'GET /api/auth/google/config',
  'GET /api/auth/google/login-url',
  'GET /api/auth/google/callback',
  'POST /api/auth/google/exchange',
  'GET /api/email/o/:token',
  'GET /api/email/c/:token',
  'GET /api/email/unsubscribe/:token',
  'POST /api/email/unsubscribe/:token',
  'POST /api/web-forms/:token',
  // Issue 19: the SMS provider's signed webhooks, and the local phone (the mailbox's kin) that plays it.
  'POST /api/twilio/sms',
  'POST /api/twilio/voice',
  'POST /api/twilio/voice/dial',
  'POST /api/twilio/status',
  'POST /api/mailbox/phone/sms',
  'POST /api/mailbox/phone/call',
];

/**
 * Path parameters that are positions or names, not object ids: there is no "B's" value to swap in (a social
 * network's name is every organization's).
 */
const POSITIONAL_PARAMS = new Set(['index', 'network']);

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

/**
 * Bodies that pass validation, for the routes that validate before they look their object up: with the hostile
 * body the walk would stop at a 400 and never reach the lookup it is there to test. Values name A's objects.
 */
const VALID_BODIES: Record<string, (w: TenancyWorld) => Promise<object> | object> = {
  'POST /api/organization/:orgId/service/:id/price': () => ({ price: 10 }),
  'PUT /api/organization/lead/:leadId/notes/:id': () => ({ note: 'Hijacked' }),
  'PUT /api/organization/lead/:leadId/sales/:id': () => ({ amount: 10, sale_date: '2026-01-01' }),
  'PUT /api/organization/:orgId/location/:id': () => ({ name: 'Hijacked', timezone: 'America/Chicago' }),
  'PUT /api/organization/:orgId/lead/:leadId/follow-up/:id': () => ({ date: '2030-01-01', text: 'Hijacked' }),
  'PUT /api/organization/lead/:leadId/events/:id': () => ({
    title: 'Hijacked',
    start: '2030-01-01T10:00:00Z',
    end: '2030-01-01T11:00:00Z',
  }),
  'PUT /api/organization/lead/:leadId/reminders/:id': () => ({
    date_of_sending: '01/01/2030 10:00:00 AM',
    reminder: 'Hijacked',
  }),
  'PUT /api/organization/lead/:orgId/opportunity-list/:listId': () => ({ title: 'Hijacked' }),
  'POST /api/organization/:orgId/outbox/:id/reply': () => ({ text: 'Hijacked' }),
  'POST /api/organization/lead/:orgId/opportunity-list/:listId/opportunity/bulk_delete': async (w) => ({
    ids: [await factoryFor('/opportunity/:id', 'id')!(w, w.orgA)],
  }),
  'POST /api/organization/lead/:orgId/opportunity-list/:listId/opportunity/:id/promote': async (w) => ({
    lead_source: await factoryFor('/source/:id', 'id')!(w, w.orgA),
  }),
  'POST /api/organization/lead/:orgId/opportunity-list/:listId/opportunity/:id/demote': () => ({
    target: 'other',
  }),
  'POST /api/organization/lead/:orgId/prospects/:id/demote': () => ({ target: 'other' }),
  'POST /api/organization/lead/:orgId/clients/:id/demote': () => ({ target: 'other' }),
  'POST /api/organization/lead/:orgId/former-clients/:id/demote': () => ({ target: 'other' }),
  'POST /api/organization/lead/:orgId/others/:id/promote': async (w) => ({
    lead_list_id: await factoryFor('/x/:listId', 'listId')!(w, w.orgA),
  }),
  'PUT /api/organization/:orgId/text-templates/:id': () => ({ title: 'Hijacked', template: 'Hijacked' }),
  'PUT /api/organization/:orgId/result-based-automation/:id': async (w) => ({
    automation: await factoryFor('/custom-automation/:id', 'id')!(w, w.orgA),
    condition: 0,
  }),
  'POST /api/organization/:orgId/automation-marketing-group/:id/remove_leads': async (w) => ({
    lead_ids: [await factoryFor('/prospects/:id', 'id')!(w, w.orgA)],
  }),
  // Social posts (issue 21): a URL's and a post's forms.
  'PUT /api/social/:orgId/urls/:urlId': () => ({ title: 'Hijacked', url: 'https://hijacked.example.test/' }),
  'POST /api/social/:orgId/urls/:urlId/posts': () => ({ title: 'Hijacked', description: 'Hijacked' }),
  'PUT /api/social/:orgId/urls/:urlId/posts/:postId': () => ({ title: 'Hijacked', description: 'Hijacked' }),
  // Social media (issue 21): a feed's pause.
  'PUT /api/:orgId/rss-scheduler/:feedId/update': () => ({ status: false }),
  // Social publishing (issue 21): a schedule's date.
  'POST /api/social/:orgId/urls/:urlId/posts/:postId/schedule': () => ({ date: '2030-01-01T15:00:00Z' }),
};

/** Which loops walked each route: every inventoried route must be walked by at least one. */
const walked = new Map<string, Set<string>>();
const walk = (loop: string, r: RouteInfo) => {
  if (!walked.has(routeKey(r))) walked.set(routeKey(r), new Set());
  walked.get(routeKey(r))!.add(loop);
};

/** An @All() route is called as a read and as a write. */
const methodsOf = (r: RouteInfo) => (r.method === 'ALL' ? ['GET', 'POST'] : [r.method]);

const call = (method: string, path: string, headers: Record<string, string>, body: object = HOSTILE_BODY) => {
  const m = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = t.http[m](path).set(headers);
  return m === 'get' || m === 'delete' ? req : req.send(body);
};

const refused = (res: { status: number; body: { detail?: unknown } }) =>
  (res.status === 404 || res.status === 403) && typeof res.body.detail === 'string';

/**
 * Rows by content (each row's JSON, compared by hash), in every table. 'outside A': every row except those of
 * organization A (its organization row, rows with its organization_id, rows of its contacts), which the positive
 * controls may touch; anything else that changes, in any table, is a change a call against B made. 'of B': only
 * B's rows (its organization row, rows with its organization_id or of its contacts, its people's user rows and
 * rows keyed by them), for walks that may rightly create rows of nobody (a public sign-up). 'all': every row.
 */
async function snapshot(scope: 'outside A' | 'of B' | 'all'): Promise<Map<string, string[]>> {
  const org = scope === 'outside A' ? world.orgA : world.orgB;
  const leads = new Set(
    (await t.dataSource.getRepository(Lead).find({ where: { organizationId: org.id } })).map((l) => l.id),
  );
  const people = new Set([world.ownerB.id, world.memberB.id]);
  const belongs = (table: string, row: Record<string, unknown>) =>
    (table === 'organizations' && row.id === org.id) ||
    row.organization_id === org.id ||
    (typeof row.lead_id === 'number' && leads.has(row.lead_id));
  const ofB = (table: string, row: Record<string, unknown>) =>
    belongs(table, row) ||
    (table === 'users' && people.has(row.id as number)) ||
    people.has(row.user_id as number);
  const keep = (table: string, row: Record<string, unknown>) =>
    scope === 'all' || (scope === 'outside A' ? !belongs(table, row) : ofB(table, row));
  const out = new Map<string, string[]>();
  const tables = (await t.dataSource.query('SHOW TABLES')) as Record<string, string>[];
  for (const table of tables.map((row) => Object.values(row)[0])) {
    const rows = (await t.dataSource.query(`SELECT * FROM \`${table}\``)) as Record<string, unknown>[];
    out.set(
      table,
      rows
        .filter((row) => keep(table, row))
        .map((row) => JSON.stringify(row))
        .sort(),
    );
  }
  return out;
}

const hash = (row: string) => createHash('sha1').update(row).digest('hex');

/** The rows that differ between two snapshots, per table (removed with -, added with +). */
function changes(before: Map<string, string[]>, after: Map<string, string[]>): string[] {
  const out: string[] = [];
  for (const table of new Set([...before.keys(), ...after.keys()])) {
    const was = new Set((before.get(table) ?? []).map(hash));
    const now = new Set((after.get(table) ?? []).map(hash));
    for (const row of before.get(table) ?? []) if (!now.has(hash(row))) out.push(`${table} - ${row}`);
    for (const row of after.get(table) ?? []) if (!was.has(hash(row))) out.push(`${table} + ${row}`);
  }
  return out;
}

async function member(org: Organization, user: BuiltUser): Promise<OrganizationMember> {
  return t.dataSource
    .getRepository(OrganizationMember)
    .findOneByOrFail({ organizationId: org.id, userId: user.id });
}

async function invitationOf(org: Organization, invitedBy: BuiltUser, tag: string): Promise<Invitation> {
  const invitations = t.dataSource.getRepository(Invitation);
  return invitations.save(
    invitations.create({
      organizationId: org.id,
      email: `invited-${tag}@example.test`,
      emailNormalized: `invited-${tag}@example.test`,
      tokenHash: tag.repeat(64),
      expiresAt: new Date(Date.now() + 86_400_000),
      invitedAt: new Date(),
      invitedById: invitedBy.id,
    }),
  );
}

beforeAll(async () => {
  t = await startTestApp();
  // The per-minute tick is background work, not a request: a drip enrolling B's contacts at 22:54 must not read as
  // a change a walk made. What the walks do is all the snapshots may see.
  jest.spyOn(t.app.get(SchedulerService), 'tick').mockResolvedValue(undefined);
  routes = routeInventory(t.app);
  const ownerA = await aUser().verified().build();
  const ownerB = await aUser().verified().build();
  const memberA = await aUser().verified().build();
  const memberB = await aUser().verified().build();
  const orgA = await anOrganization().named('Tenant A').ownedBy(ownerA).withMember(memberA).build();
  const orgB = await anOrganization().named('Tenant B').ownedBy(ownerB).withMember(memberB).build();
  world = {
    orgA,
    orgB,
    ownerA,
    ownerB,
    memberA,
    memberB,
    memberAMembership: await member(orgA, memberA),
    memberBMembership: await member(orgB, memberB),
    invitationA: await invitationOf(orgA, ownerA, 'a'),
    invitationB: await invitationOf(orgB, ownerB, 'b'),
  };
  tokenA = (await loginAs(t, ownerA)).access;
  memberTokenA = (await loginAs(t, memberA)).access;
  // Fill every parameter once: the factories make both organizations' objects before any snapshot is taken.
  for (const r of routes) for (const org of [orgA, orgB]) await fillPath(r.path, world, org);
});
afterAll(() => t.close());

describe('route inventory', () => {
  it('finds the routes the server answers', () => {
    expect(routes.length).toBeGreaterThanOrEqual(200);
    expect(routes.filter((r) => r.access === 'tenant').length).toBeGreaterThanOrEqual(100);
    expect(routes.filter((r) => r.ownerOnly).length).toBeGreaterThan(0);
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

  it('every public route is in the allow-list', () => {
    const normalized = (key: string) => key.replace(/\/$/, '');
    const publicRoutes = routes
      .filter((r) => r.access === 'public')
      .map((r) => normalized(routeKey(r)))
      .sort();
    expect(publicRoutes.filter((key) => !PUBLIC_ROUTES.includes(key))).toEqual([]);
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

  it('sees an @All() handler and refuses a handler mounted with app.use (the inventory can fail)', async () => {
    @Controller('catch-all')
    class CatchAllController {
      @All('anything')
      anything(): string {
        return 'any method';
      }
    }
    const moduleRef = await Test.createTestingModule({ controllers: [CatchAllController] }).compile();
    const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), {
      logger: false,
    });
    trackServedRoutes(app.getHttpAdapter().getInstance());
    app.setGlobalPrefix('api');
    await app.init();
    try {
      expect(routeInventory(app)).toEqual([expect.objectContaining({ method: 'ALL', access: 'undeclared' })]);
      app.use('/api/sneaky', (_req: unknown, res: { end(body: string): void }) => res.end('unguarded'));
      expect(() => routeInventory(app)).toThrow(/app\.use handler/);
    } finally {
      await app.close();
    }
  });
  it('reads body and query fields from the yup pipe, a named parameter or the OpenAPI description (the body/query walk can see them)', async () => {
    const filter = yup.object({ lead_list_id: yup.number().integer(), search: yup.string() });
    const nestedIds = yup.object({ items: yup.array(yup.object({ service_id: yup.number() })) });
    @Controller('inputs')
    class InputsController {
      @Get(':orgId/filtered')
      filtered(@Query(new YupPipe(filter)) q: object): object {
        return q;
      }

      @Post(':orgId/upload')
      @ApiBody({ schema: { type: 'object', properties: { list_id: { type: 'integer' } } } })
      upload(@Body() b: object, @Query('all') all?: string): object {
        return { b, all };
      }

      @Post(':orgId/nested')
      nested(@Body(new YupPipe(nestedIds)) b: object): object {
        return b;
      }

      @Post(':orgId/raw')
      raw(@Body() b: object): object {
        return b;
      }
    }
    const moduleRef = await Test.createTestingModule({ controllers: [InputsController] }).compile();
    const app = moduleRef.createNestApplication<NestFastifyApplication>(new FastifyAdapter(), {
      logger: false,
    });
    trackServedRoutes(app.getHttpAdapter().getInstance());
    app.setGlobalPrefix('api');
    await app.init();
    try {
      const of = (path: string) => routeInventory(app).find((r) => r.path === `/api/inputs/:orgId/${path}`)!;
      expect(of('filtered').inputs).toEqual([
        { in: 'query', name: 'lead_list_id', type: 'number' },
        { in: 'query', name: 'search', type: 'string' },
      ]);
      expect(
        of('filtered')
          .inputs.filter((f) => isReference(f))
          .map((f) => f.name),
      ).toEqual(['lead_list_id']);
      expect(of('upload').inputs).toEqual(
        expect.arrayContaining([
          { in: 'body', name: 'list_id', type: 'integer' },
          { in: 'query', name: 'all', type: 'unknown' },
        ]),
      );
      expect(of('nested').inputs).toEqual([
        { in: 'body', name: 'items', type: 'array', nested: ['service_id'] },
      ]);
      expect(of('raw').undescribed).toEqual(['body']);
    } finally {
      await app.close();
    }
  });
});

describe('cross-tenant isolation', () => {
  it("A's owner can read A through every tenant GET route (positive control)", async () => {
    const outcomes: string[] = [];
    for (const r of routes.filter((x) => x.access === 'tenant' && x.method === 'GET')) {
      walk('positive', r);
      const res = await call('GET', await fillPath(r.path, world, world.orgA), bearer(tokenA));
      if (res.status !== 200) outcomes.push(`${routeKey(r)} -> ${res.status}`);
    }
    expect(outcomes).toEqual([]);
  });

  it("A's owner gets 404/403 on every tenant route of B, and no row outside A changes", async () => {
    const tenant = routes.filter((x) => x.access === 'tenant');
    const before = await snapshot('outside A');
    const outcomes: string[] = [];
    for (const r of tenant) {
      walk('foreign organization', r);
      const path = await fillPath(r.path, world, world.orgB);
      for (const m of methodsOf(r)) {
        const res = await call(m, path, bearer(tokenA));
        if (!refused(res))
          outcomes.push(`${m} ${path} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`);
      }
    }
    expect(outcomes).toEqual([]);
    expect(changes(before, await snapshot('outside A'))).toEqual([]);

    // B is intact for its own people.
    const tokenB = (await loginAs(t, world.ownerB)).access;
    const own = await t.http.get(`/api/organization/${world.orgB.id}/`).set(bearer(tokenB));
    expect(own.body).toMatchObject({ id: world.orgB.id, name: 'Tenant B', deletions: [] });
  });

  it("A's owner, in A, naming one of B's objects (a contact, list, job, note, ...) gets 404/403 and changes nothing", async () => {
    const before = await snapshot('outside A');
    const outcomes: string[] = [];
    let variants = 0;
    for (const r of routes.filter((x) => x.access === 'tenant' && x.params.length > 1)) {
      for (const foreign of r.params.filter((p) => !POSITIONAL_PARAMS.has(p))) {
        walk('foreign object', r);
        // Every parameter from A but this one, from B.
        let path = r.path;
        for (const p of r.params) {
          const target = p === foreign ? world.orgB : world.orgA;
          const value = await factoryFor(r.path, p)!(world, target);
          path = path.replace(`:${p}`, encodeURIComponent(String(value)));
        }
        const valid = VALID_BODIES[`${r.method} ${r.path.replace(/\/$/, '')}`];
        const body = valid ? { ...HOSTILE_BODY, ...(await valid(world)) } : HOSTILE_BODY;
        for (const m of methodsOf(r)) {
          variants += 1;
          const res = await call(m, path, bearer(tokenA), body);
          if (!refused(res))
            outcomes.push(
              `${m} ${r.path} with B's :${foreign} -> ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
            );
        }
      }
    }
    expect(variants).toBeGreaterThan(0);
    expect(outcomes).toEqual([]);
    expect(changes(before, await snapshot('outside A'))).toEqual([]);
    expect(await foreignReferences()).toEqual([]);
  });

  it('a plain member of A gets 403 on every owner-only route of A, and changes nothing', async () => {
    const before = await snapshot('all');
    const outcomes: string[] = [];
    const ownerOnly = routes.filter((x) => x.ownerOnly);
    for (const r of ownerOnly) {
      walk('owner-only', r);
      const path = await fillPath(r.path, world, world.orgA);
      for (const m of methodsOf(r)) {
        const res = await call(m, path, bearer(memberTokenA));
        if (res.status !== 403 || res.body.detail !== messages.permissionDenied)
          outcomes.push(`${m} ${path} -> ${res.status}`);
      }
    }
    expect(ownerOnly.length).toBeGreaterThan(0);
    expect(outcomes).toEqual([]);
    expect(changes(before, await snapshot('all'))).toEqual([]);
  });

  it('lead-scoped routes (the lead names the organization) are in the walk above', () => {
    const leadScoped = routes.filter((r) => r.access === 'tenant' && !r.params.includes(TENANT_PARAM));
    expect(leadScoped.map((r) => r.path)).toContain('/api/organization/lead/history/:leadId');
  });

  it('authenticated routes that name an object answer only for the caller', async () => {
    const outcomes: string[] = [];
    const named = routes.filter((x) => x.access === 'authenticated' && x.params.length > 0);
    for (const r of named) {
      walk('authenticated object', r);
      for (const m of methodsOf(r)) {
        const own = await call(m, await fillPath(r.path, world, world.orgA), bearer(tokenA));
        const foreign = await call(m, await fillPath(r.path, world, world.orgB), bearer(tokenA));
        if (own.status >= 400) outcomes.push(`${m} ${r.path} own -> ${own.status}`);
        if (foreign.status !== 404 || typeof foreign.body.detail !== 'string')
          outcomes.push(`${m} ${r.path} foreign -> ${foreign.status}`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('organization lists never include foreign organizations', async () => {
    const list = await t.http.get('/api/organization/').query({ per_page: 1000 }).set(bearer(tokenA));
    expect(list.body.results.map((o: { id: number }) => o.id)).toEqual([world.orgA.id]);
    const ids = await t.dataSource
      .getRepository(OrganizationMember)
      .find({ where: { organizationId: In([world.orgA.id, world.orgB.id]) } });
    expect(ids.length).toBe(4);
  });
});

/**
 * Inputs read whole without a schema or an OpenAPI description, each with why it names no object: the walk
 * below cannot see their fields, so a new one must be described (ApiYupBody / ApiBody) or listed here.
 */
const UNDESCRIBED_INPUTS: Record<string, string> = {
  'POST /api/storage/upload body':
    "the signed upload form's fields (key, policy, signature), checked by signature",
  'GET /api/auth/google/callback query':
    "Google's redirect (code, state), tied to the browser's sign-in by state",
};

/** Multipart routes: their fields are sent as form fields beside a file the route accepts. */
const MULTIPART: Record<string, { field: string; name: string; content: string }> = {
  'POST /api/organization/lead/:leadId/documents': { field: 'file', name: 'note.txt', content: 'hello' },
  'POST /api/organization/:orgId/upload-opportunities-csv': {
    field: 'csv_file',
    name: 'contacts.csv',
    content: 'FirstName,LastName,Email\nAnn,Lee,ann-tenancy@example.test\n',
  },
};

/** A call with its input where the route reads it: the query string, a JSON body, or a multipart form. */
function callWith(r: RouteInfo, path: string, where: 'body' | 'query', input: Record<string, unknown>) {
  const m = r.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const req = t.http[m](path).set(bearer(tokenA));
  if (where === 'query') return req.query(input);
  const multipart = MULTIPART[routeKey(r).replace(/\/$/, '')];
  if (!multipart) return req.send(input);
  for (const [k, v] of Object.entries(input)) req.field(k, String(v));
  return req.attach(multipart.field, Buffer.from(multipart.content), multipart.name);
}

/**
 * Which table each reference column points to ('<table>.<column>' or '<column>'); null: it names no object of an
 * organization (the shared catalogue, a provider's own id). A column named like a reference (`*_id`, `*_rep`)
 * that is in neither makes the check below fail until it is classified.
 */
const REFERENCE_COLUMNS: Record<string, string | null> = {
  lead_id: 'leads',
  lead_list_id: 'lead_lists',
  list_id: 'lead_lists',
  lead_source_id: 'lead_sources',
  group_id: 'marketing_groups',
  service_id: 'services',
  note_id: 'lead_notes',
  user_id: 'users',
  created_by_id: 'users',
  invited_by_id: 'users',
  account_rep: 'users',
  sales_rep: 'users',
  service_rep: 'users',
  customer_id: 'local_customers',
  stripe_customer_id: 'local_customers',
  default_payment_method_id: 'local_payment_methods',
  payment_method_id: 'local_payment_methods',
  subscription_id: 'local_subscriptions',
  provider_invoice_id: 'local_customer_invoices',
  default_price_id: 'local_service_prices',
  'services.product_id': 'local_service_products',
  'services.price_id': 'local_service_prices',
  'service_prices.price_id': 'local_service_prices',
  'local_service_prices.product_id': 'local_service_products',
  'addon_purchases.invoice_id': 'local_invoices',
  organization_id: null,
  industry_id: null,
  package_id: null,
  'local_subscriptions.price_id': null,
  seat_price_id: null,
  coupon_id: null,
  'addon_purchases.product_id': null,
  'organization_subscriptions.product_id': null,
  event_id: null,
  provider_message_id: null,
  // The highest contact id a cached count has seen: a watermark, not a reference.
  'lead_counts.max_id': null,
  // Post cards: the local provider's design of the organization, and its one-time charge.
  'postcard_orders.template_id': 'local_postcard_templates',
  'postcard_orders.payment_invoice_id': 'local_invoices',
  // The provider's names: a design, its order, a size or add-on of the shared price list.
  design_id: null,
  'postcard_orders.provider_order_id': null,
  'postcard_orders.price_id': null,
  'postcard_orders.addon_id': null,
  // Email templates: the folder a template is in, and the library template (organization null) it started from.
  'email_templates.folder_id': 'email_template_folders',
  'email_templates.base_template_id': 'email_templates',
  // Email sending: a recipient row's campaign, the invoice an email carried, who uploaded an attachment.
  'email_recipients.campaign_id': 'email_campaigns',
  'email_campaigns.invoice_id': 'lead_invoices',
  // The template an email was sent from: the organization's (or a library one, organization null).
  'email_campaigns.template_id': 'email_templates',
  'email_campaigns.template_text_id': 'text_templates',
  uploaded_by_id: 'users',
  // Our Message-ID header of an outbox message: a name, not a reference.
  'outbox_messages.message_id': null,
  // Email reports: a send's hourly counts and its messages' log lines; the automation a send came from (the
  // automations' own id, kept with its name as the report shows it).
  'email_report_counts.campaign_id': 'email_campaigns',
  'email_event_logs.campaign_id': 'email_campaigns',
  'email_event_logs.recipient_id': 'email_recipients',
  'email_campaigns.automation_id': null,
  // Texts: a recipient row's send, and the text template a send was written from.
  'text_recipients.send_id': 'text_sends',
  'text_sends.template_id': 'text_templates',
  // Automations (issue 20): the templates of holidays, follow-ups and actions; an action's automation, the one a
  // result based automation follows; the engine's enrollments and steps (a step's source is an automation, a holiday
  // or a follow-up row by its kind).
  'automation_holidays.email_template_id': 'email_templates',
  'automation_holidays.text_template_id': 'text_templates',
  'automation_follow_ups.email_template_id': 'email_templates',
  'automation_follow_ups.text_template_id': 'text_templates',
  'automations.source_automation_id': 'automations',
  'automation_actions.automation_id': 'automations',
  'automation_actions.email_template_id': 'email_templates',
  'automation_actions.text_template_id': 'text_templates',
  'automation_enrollments.automation_id': 'automations',
  'automation_steps.source_id': null,
  'automation_steps.action_id': 'automation_actions',
  'automation_steps.email_campaign_id': 'email_campaigns',
  'automation_steps.text_send_id': 'text_sends',
  'automation_steps.reminder_id': 'lead_reminders',
  // Social posts (issue 21): a post's URL, the feed an RSS draft came from and its last editor; a template's folder.
  'social_posts.url_id': 'social_urls',
  'social_posts.rss_feed_id': 'social_rss_feeds',
  'social_posts.edited_by_id': 'users',
  'social_templates.folder_id': 'social_template_folders',
  // Social publishing (issue 21): a publication's post, URL and log; a log's post and publication.
  'social_publications.post_id': 'social_posts',
  'social_publications.url_id': 'social_urls',
  'social_publications.post_log_id': 'social_post_logs',
  'social_post_logs.post_id': 'social_posts',
  'social_post_logs.publication_id': 'social_publications',
};

/**
 * Rows of A (its organization row, rows with its organization_id) that point to an object of B: a row of B's, or
 * a user who is B's and not A's. Also every reference-like column no entry of REFERENCE_COLUMNS classifies.
 */
async function foreignReferences(): Promise<string[]> {
  const a = world.orgA.id;
  const b = world.orgB.id;
  const tables = ((await t.dataSource.query('SHOW TABLES')) as Record<string, string>[]).map(
    (row) => Object.values(row)[0],
  );
  const rows = new Map<string, Record<string, unknown>[]>();
  for (const table of tables) rows.set(table, await t.dataSource.query(`SELECT * FROM \`${table}\``));
  const orgsOfUser = new Map<unknown, Set<unknown>>();
  for (const m of rows.get('organization_members') ?? []) {
    if (!orgsOfUser.has(m.user_id)) orgsOfUser.set(m.user_id, new Set());
    orgsOfUser.get(m.user_id)!.add(m.organization_id);
  }
  const ownerOf = (table: string, id: unknown): 'B' | 'other' => {
    if (table === 'users') {
      const orgs = orgsOfUser.get(id) ?? new Set();
      return orgs.has(b) && !orgs.has(a) ? 'B' : 'other';
    }
    const row = (rows.get(table) ?? []).find((x) => String(x.id) === String(id));
    return row && (table === 'organizations' ? row.id : row.organization_id) === b ? 'B' : 'other';
  };
  const out: string[] = [];
  for (const [table, list] of rows) {
    for (const row of list) {
      if (table === 'organizations' ? row.id !== a : row.organization_id !== a) continue;
      for (const [column, value] of Object.entries(row)) {
        if (!/(_id|_rep)$/.test(column)) continue;
        const qualified = `${table}.${column}`;
        const target =
          qualified in REFERENCE_COLUMNS ? REFERENCE_COLUMNS[qualified] : REFERENCE_COLUMNS[column];
        if (target === undefined) out.push(`${table}.${column}: classify it in REFERENCE_COLUMNS`);
        else if (target !== null && value !== null && ownerOf(target, value) === 'B')
          out.push(`${table} ${JSON.stringify(row).slice(0, 160)} -> ${target} ${String(value)} of B`);
      }
    }
  }
  return [...new Set(out)];
}

describe('object ids in bodies and query strings', () => {
  it("A's owner, in A, naming one of B's objects in a body or query field gets 404/403 or a 400 (with A's object the same call succeeds); nothing of B changes, is answered, or is referenced by A's rows", async () => {
    const withInputs = routes.filter((r) => r.access === 'tenant' || r.access === 'authenticated');
    const problems: string[] = [];
    for (const r of routes)
      for (const where of r.undescribed)
        if (!UNDESCRIBED_INPUTS[`${routeKey(r)} ${where}`])
          problems.push(`${routeKey(r)} reads its ${where} without a schema: describe it or list it`);
    const walks = withInputs.flatMap((r) =>
      r.inputs.filter((f) => isReference(f, r)).map((f) => ({ r, f, factory: inputFactoryFor(r, f.name) })),
    );
    for (const { r, f, factory } of walks)
      if (!factory)
        problems.push(`${inputKey(r, f.name)}: register a factory in test/tenancy/input-factories.ts`);
    for (const r of withInputs)
      for (const f of r.inputs)
        for (const name of f.nested ?? [])
          if (isReference({ name }) && !NESTED_CHECKED_ELSEWHERE[inputKey(r, `${f.name}.${name}`)])
            problems.push(`${inputKey(r, `${f.name}.${name}`)}: an id inside an object is not walked yet`);
    expect(problems).toEqual([]);

    // B's objects exist before the snapshot.
    for (const { r, factory } of walks) await factory!(world, world.orgB, r);
    const before = await snapshot('outside A');
    const markers = ['Tenant B', `-${world.orgB.id}@example.test`];
    const outcomes: string[] = [];
    const fields = new Set<string>();
    for (const { r, f, factory } of walks) {
      walk('foreign input', r);
      const key = inputKey(r, f.name);
      fields.add(key);
      const valid = VALID_INPUTS[routeKey(r).replace(/\/$/, '')];
      const ownOf = (name: string) => ownValue(world, r, r.inputs.find((x) => x.name === name) ?? f);
      /** A's path and a valid input naming A's objects (fresh ones where the call may use them up). */
      const ownCall = async () => {
        const base = (valid ? await valid(world, ownOf, f.name) : {}) as Record<string, unknown>;
        const input = { ...base, [f.name]: base[f.name] ?? (await ownValue(world, r, f)) };
        return { path: await ownPath(world, r.path), input };
      };
      let own = await ownCall();
      const theirs = await factory!(world, world.orgB, r);
      const foreign = {
        ...own.input,
        // An array names A's objects and B's: all or nothing, never "A's part" quietly plus B's.
        [f.name]: f.type === 'array' ? [...(own.input[f.name] as unknown[]), theirs] : theirs,
      };
      const res = await callWith(r, own.path, f.in, foreign);
      const text = res.text || JSON.stringify(res.body);
      const fieldError = res.status === 400 && Array.isArray((res.body as Record<string, unknown>)[f.name]);
      const detailError = res.status === 400 && typeof res.body.detail === 'string';
      const tolerated = IGNORED_FIELDS[key] !== undefined;
      const ok = tolerated ? res.status < 300 : refused(res) || fieldError || detailError;
      if (!ok || markers.some((m) => text.includes(m)))
        outcomes.push(
          `${key} = B's ${JSON.stringify(foreign[f.name])} -> ${res.status} ${text.slice(0, 160)}`,
        );
      // Positive control: the same call with A's object succeeds, so the refusal was about B's object (after
      // a tolerated call, with new objects of A: that call may have used A's up).
      if (res.status < 300) own = await ownCall();
      const control = await callWith(r, own.path, f.in, own.input);
      if (control.status >= 300)
        outcomes.push(
          `${key} = A's ${JSON.stringify(own.input[f.name])} -> ${control.status} ${JSON.stringify(control.body).slice(0, 160)} (positive control: make the input valid in VALID_INPUTS)`,
        );
      // A skipped foreign id is not counted as done.
      const count = (b: { count?: unknown; deleted?: unknown }) => b.count ?? b.deleted;
      if (tolerated && res.status < 300 && count(res.body) !== count(control.body))
        outcomes.push(
          `${key} = B's: counted ${String(count(res.body))}, A's alone ${String(count(control.body))}`,
        );
    }
    expect({
      fields: fields.size,
      routes: new Set(walks.map((x) => routeKey(x.r))).size,
      outcomes,
      changed: changes(before, await snapshot('outside A')),
      references: await foreignReferences(),
    }).toEqual({
      fields: expect.any(Number),
      routes: expect.any(Number),
      outcomes: [],
      changed: [],
      references: [],
    });
    expect(fields.size).toBeGreaterThan(0);
  });
});

describe('authentication', () => {
  it('every non-public route answers 401 without a token or with a bad one', async () => {
    const failures: string[] = [];
    const guarded = routes.filter((x) => x.access !== 'public');
    for (const r of guarded) {
      walk('unauthenticated', r);
      const path = await fillPath(r.path, world, world.orgA);
      for (const m of methodsOf(r)) {
        for (const headers of [{}, bearer('not-a-jwt')]) {
          const res = await call(m, path, headers);
          if (res.status !== 401 || res.body.detail !== messages.notAuthenticated) {
            failures.push(`${m} ${path} -> ${res.status}`);
          }
        }
      }
    }
    expect(guarded.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
  });

  it("every public route answers without a token, naming B's objects, without failing or changing B", async () => {
    const before = await snapshot('of B');
    const failures: string[] = [];
    const open = routes.filter((x) => x.access === 'public');
    for (const r of open) {
      walk('public', r);
      const path = await fillPath(r.path, world, world.orgB);
      for (const m of methodsOf(r)) {
        const res = await call(m, path, {});
        if (res.status >= 500 || res.status === 401) failures.push(`${m} ${path} -> ${res.status}`);
      }
    }
    expect(open.length).toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(changes(before, await snapshot('of B'))).toEqual([]);
  });
});

describe('coverage', () => {
  it('every inventoried route was walked by at least one loop', () => {
    const missed = routes.map(routeKey).filter((key) => !walked.has(key));
    expect(missed).toEqual([]);
  });
});
