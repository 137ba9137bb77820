import {
  emailSetupEndpoints as E,
  emailSetupMessages as M,
  messages,
  type SenderInfo,
  type SendingDomain,
  type SendingIp,
  settingsEndpoints,
  urlOf,
} from '@ensemble/contracts';
import { SendingDomainRow } from '../src/modules/messaging/email-setup/sending-domain.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { locationBody } from './support/location-body';
import { type SendgridStandIn, startSendgridStandIn } from './support/sendgrid-standin';
import { sendgridSigner } from './support/sendgrid-signing';
import { testAppForAllTests } from './support/test-app';

const SENDGRID_PORT = 6324;
const API_KEY = 'SG.email-setup-e2e';

/**
 * Email setup with EMAIL_PROVIDER=sendgrid (issue 18): the same page's calls, answered by SendGrid's domain
 * authentication (here the local stand-in of its v3 API): the domain and its CNAME records are SendGrid's,
 * Verify is SendGrid's validation, the IPs are the account's, the sender is a SendGrid verified sender. Every
 * call reaches SendGrid with the documented payload, and a SendGrid failure answers the page's own words.
 */
describe.each(['mariadb', 'sqlite'] as const)('email setup with SendGrid (%s)', (database) => {
  let sg: SendgridStandIn;
  beforeAll(async () => {
    sg = await startSendgridStandIn(SENDGRID_PORT, API_KEY);
  });
  afterAll(() => sg.close());
  const t = testAppForAllTests({
    database,
    redis: false,
    env: {
      EMAIL_PROVIDER: 'sendgrid',
      SENDGRID_API_KEY: API_KEY,
      SENDGRID_API_URL: `http://127.0.0.1:${SENDGRID_PORT}`,
      SENDGRID_WEBHOOK_PUBLIC_KEY: sendgridSigner().publicKey,
      OUTBOX_MAILBOX: 'false',
      // Our own IPs: not what SendGrid offers.
      EMAIL_SENDING_IPS: '203.0.113.7',
    },
  });

  let owner: string;
  let member: string;
  let org: { id: number };
  let other: { id: number };
  let otherOwner: string;
  beforeAll(async () => {
    const o = await aUser().verified().build();
    const m = await aUser().verified().build();
    const s = await aUser().verified().build();
    org = await anOrganization().ownedBy(o).withMember(m).build();
    other = await anOrganization().ownedBy(s).build();
    owner = (await loginAs(t, o)).access;
    member = (await loginAs(t, m)).access;
    otherOwner = (await loginAs(t, s)).access;
  });

  const path = (e: { path: string }, orgId = org.id) => `/api${urlOf(e as never, { orgId } as never)}`;
  const call = (e: { method: string; path: string }, token: string, body?: object, orgId = org.id) => {
    const req = t.http[e.method.toLowerCase() as 'get'](path(e, orgId)).set(bearer(token));
    return body ? req.send(body) : req;
  };
  /** The calls SendGrid received since the last look, each with the key it was made with. */
  const sendgridCalls = () => {
    const seen = sg.requests.splice(0);
    for (const r of seen) expect(r.authorization).toBe(`Bearer ${API_KEY}`);
    return seen.map((r) => ({ method: r.method, path: r.path, body: r.body }));
  };
  const row = () => t.dataSource.getRepository(SendingDomainRow).findOneByOrFail({ organizationId: org.id });

  it("offers the SendGrid account's IPs", async () => {
    sg.requests.length = 0;
    const ips = (await call(E.ips, member).expect(200)).body as SendingIp[];
    expect(ips).toEqual([
      { ip: '167.89.21.3', users_count: 0 },
      { ip: '149.72.0.10', users_count: 0 },
    ]);
    expect(sendgridCalls()).toEqual([{ method: 'GET', path: '/v3/ips/assigned', body: {} }]);
    // Our own IPs are not SendGrid's.
    const refused = await call(E.authenticate, owner, { domain: 'acme.example', ip: '203.0.113.7' }).expect(
      400,
    );
    expect(refused.body).toEqual({ ip: [messages.invalidChoice] });
    expect(sendgridCalls().map((c) => c.path)).toEqual(['/v3/ips/assigned']);
  });

  it('a SendGrid failure answers the page’s words, never SendGrid’s', async () => {
    const authenticate = () =>
      call(E.authenticate, owner, { domain: 'mail.acme.example', ip: '167.89.21.3' }).expect(502);
    sg.failNextSetupCall = { status: 500, message: 'internal error', path: '/v3/whitelabel/domains' };
    expect((await authenticate()).body).toEqual({ detail: M.unableToAuthenticate });
    // The IP list is SendGrid's too.
    sg.failNextSetupCall = { status: 503, message: 'unavailable' };
    expect((await authenticate()).body).toEqual({ detail: M.unableToAuthenticate });
    sg.failNextSetupCall = { status: 503, message: 'unavailable' };
    expect((await call(E.ips, member).expect(502)).body).toEqual({ detail: messages.somethingWentWrong });
    expect(sg.domains.size).toBe(0);
    expect(((await call(E.domain, owner).expect(200)).body as SendingDomain).domain).toBeNull();
    sendgridCalls();
  });

  let records: SendingDomain['dns'];
  let domainId: string;
  it('authenticates the domain at SendGrid: its three CNAME records to publish, its id kept', async () => {
    const res = await call(E.authenticate, owner, { domain: 'Mail.Acme.Example', ip: '167.89.21.3' }).expect(
      201,
    );
    const domain = res.body as SendingDomain;
    expect(domain).toMatchObject({ domain: 'mail.acme.example', ip_address: '167.89.21.3', valid: false });
    const [made] = [...sg.domains.values()];
    domainId = String(made!.id);
    expect(sendgridCalls()).toEqual([
      { method: 'GET', path: '/v3/ips/assigned', body: {} },
      {
        method: 'POST',
        path: '/v3/whitelabel/domains',
        body: {
          domain: 'mail.acme.example',
          ips: ['167.89.21.3'],
          automatic_security: true,
          custom_spf: false,
          default: false,
        },
      },
    ]);
    records = domain.dns;
    expect(records).toEqual(
      (['mail_cname', 'dkim1', 'dkim2'] as const).map((k) => ({
        valid: false,
        type: 'CNAME',
        host: made!.dns[k]!.host,
        data: made!.dns[k]!.data,
      })),
    );
    expect((await call(E.domain, member).expect(200)).body).toEqual(domain);
    const stored = await row();
    expect(stored.providerDomainId).toBe(domainId);
    // SendGrid keeps the keys and signs: no key of ours.
    expect(stored.dkimPrivateKey).toBe('');

    // The rules are the same as on our own: one domain per organization, a domain is one organization's.
    const again = await call(E.authenticate, owner, { domain: 'other.example', ip: '167.89.21.3' }).expect(
      400,
    );
    expect(again.body).toEqual({ detail: M.alreadyAuthenticated });
    const taken = await call(
      E.authenticate,
      otherOwner,
      { domain: 'mail.acme.example', ip: '167.89.21.3' },
      other.id,
    ).expect(400);
    expect(taken.body).toEqual({ domain: [M.domainTaken] });
    expect(sendgridCalls().filter((c) => c.method !== 'GET')).toEqual([]);
    expect(sg.domains.size).toBe(1);
  });

  it('verifies through SendGrid: Not Verified until SendGrid sees the records, then Verified', async () => {
    const before = (await call(E.verify, owner).expect(200)).body as SendingDomain;
    expect(sendgridCalls()).toEqual([
      { method: 'POST', path: `/v3/whitelabel/domains/${domainId}/validate`, body: {} },
    ]);
    expect(before.valid).toBe(false);
    expect(before.dns).toEqual(records.map((r) => ({ ...r, valid: false })));
    expect(before.verified_at).not.toBeNull();

    sg.published.add(records[0]!.host);
    const partly = (await call(E.verify, owner).expect(200)).body as SendingDomain;
    expect(partly.dns.map((r) => r.valid)).toEqual([true, false, false]);
    expect(partly.valid).toBe(false);

    sg.publishAll('mail.acme.example');
    const done = (await call(E.verify, owner).expect(200)).body as SendingDomain;
    expect(done.dns).toEqual(records.map((r) => ({ ...r, valid: true })));
    expect(done.valid).toBe(true);
    expect((await call(E.domain, member).expect(200)).body).toMatchObject({ valid: true });
    sendgridCalls();

    sg.failNextSetupCall = { status: 500, message: 'internal error getting TXT' };
    const failed = await call(E.verify, owner).expect(502);
    expect(failed.body).toEqual({ detail: M.unableToVerify });
    // What the last Verify saw stays.
    expect((await call(E.domain, member).expect(200)).body).toMatchObject({ valid: true });
    sendgridCalls();
  });

  it('sends from another of the account’s IPs: added to the domain at SendGrid, the old one removed', async () => {
    await call(E.updateIp, owner, { ip: '198.51.100.1' }).expect(400);
    sendgridCalls();
    const res = await call(E.updateIp, owner, { ip: '149.72.0.10' }).expect(200);
    expect(sendgridCalls()).toEqual([
      { method: 'GET', path: '/v3/ips/assigned', body: {} },
      { method: 'POST', path: `/v3/whitelabel/domains/${domainId}/ips`, body: { ip: '149.72.0.10' } },
      { method: 'DELETE', path: `/v3/whitelabel/domains/${domainId}/ips/167.89.21.3`, body: {} },
    ]);
    expect(sg.domains.get(Number(domainId))!.ips).toEqual(['149.72.0.10']);
    // Automatic security: the CNAMEs do not name the IP, so they and the verdict stay.
    expect(res.body).toMatchObject({
      ip_address: '149.72.0.10',
      valid: true,
      dns: records.map((r) => ({ ...r, valid: true })),
    });
    const ips = (await call(E.ips, member).expect(200)).body as SendingIp[];
    expect(ips.find((i) => i.ip === '149.72.0.10')?.users_count).toBe(1);
    sendgridCalls();

    sg.failNextSetupCall = { status: 500, message: 'internal error' };
    // The IP list is the call that fails: the page's words for the IP change all the same.
    const failed = await call(E.updateIp, owner, { ip: '167.89.21.3' }).expect(502);
    expect(failed.body).toEqual({ detail: M.unableToUpdateIp });
    expect((await row()).ipAddress).toBe('149.72.0.10');
    sendgridCalls();
  });

  it('saves the sender as a SendGrid verified sender, with the main location’s address', async () => {
    await call(settingsEndpoints.locations.create, owner, locationBody({ is_main: true })).expect(201);
    const off = await call(E.verifySender, owner, {
      email: 'news@elsewhere.example',
      sender_name: 'Acme',
      reply_to: 'help@acme.example',
    }).expect(400);
    expect(off.body).toEqual({ email: [M.senderNotOnDomain('mail.acme.example')] });
    expect(sendgridCalls()).toEqual([]);

    const saved = await call(E.verifySender, owner, {
      email: 'News@Mail.Acme.Example',
      sender_name: 'Acme Insurance',
      reply_to: 'help@acme.example',
    }).expect(200);
    expect(saved.body).toEqual({
      ip_address: '149.72.0.10',
      sender_email: 'news@mail.acme.example',
      sender_name: 'Acme Insurance',
      reply_to_email: 'help@acme.example',
    } satisfies SenderInfo);
    expect(sendgridCalls()).toEqual([
      {
        method: 'POST',
        path: '/v3/verified_senders',
        body: {
          nickname: `Organization ${org.id}: news@mail.acme.example`,
          from_email: 'news@mail.acme.example',
          from_name: 'Acme Insurance',
          reply_to: 'help@acme.example',
          address: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '12345',
          country: 'USA',
        },
      },
    ]);
    // The domain is authenticated: SendGrid verified the sender at once.
    expect(sg.senders).toMatchObject([{ from_email: 'news@mail.acme.example', verified: true }]);
    expect((await call(E.info, member).expect(200)).body).toEqual(saved.body);

    sg.failNextSetupCall = { status: 400, message: 'already exists' };
    const failed = await call(E.verifySender, owner, {
      email: 'offers@mail.acme.example',
      sender_name: 'Acme Offers',
      reply_to: 'help@acme.example',
    }).expect(502);
    expect(failed.body).toEqual({ detail: M.unableToSave });
    // Not saved: the sender stays the one SendGrid has.
    expect((await call(E.info, member).expect(200)).body).toEqual(saved.body);
    sendgridCalls();
  });

  it("another organization's owner reads and changes nothing of this one, and reaches nothing at SendGrid", async () => {
    await call(E.domain, otherOwner).expect(404);
    await call(E.remove, otherOwner).expect(404);
    await call(E.verify, otherOwner).expect(404);
    await call(E.remove, otherOwner, undefined, other.id).expect(404);
    expect(sendgridCalls()).toEqual([]);
  });

  it('deletes the domain at SendGrid, then here; a SendGrid failure keeps both', async () => {
    await call(E.remove, member).expect(403);
    sg.failNextSetupCall = { status: 500, message: 'internal error' };
    const failed = await call(E.remove, owner).expect(502);
    expect(failed.body).toEqual({ detail: M.unableToDelete });
    expect((await row()).providerDomainId).toBe(domainId);
    sendgridCalls();

    await call(E.remove, owner).expect(204);
    expect(sendgridCalls()).toEqual([
      { method: 'DELETE', path: `/v3/whitelabel/domains/${domainId}`, body: {} },
    ]);
    expect(sg.domains.size).toBe(0);
    expect(((await call(E.domain, owner).expect(200)).body as SendingDomain).domain).toBeNull();
    await call(E.remove, owner).expect(404);
    await call(E.verify, owner).expect(400);
    expect(sendgridCalls()).toEqual([]);

    // The domain is free again, for another organization.
    await call(
      E.authenticate,
      otherOwner,
      { domain: 'mail.acme.example', ip: '149.72.0.10' },
      other.id,
    ).expect(201);
    expect(sg.domains.size).toBe(1);
  });
});
