import { createPublicKey, createSign, createVerify } from 'node:crypto';
import {
  emailSetupEndpoints as E,
  emailSetupMessages as M,
  messages,
  type SenderInfo,
  type SendingDomain,
  type SendingIp,
  urlOf,
} from '@ensemble/contracts';
import { KEY_RING, type KeyRing } from '../src/engine/crypto/key-ring';
import { DKIM_KEY_PURPOSE } from '../src/modules/messaging/email-setup/email-setup.service';
import { SendingDomainRow } from '../src/modules/messaging/email-setup/sending-domain.entity';
import { anOrganization } from './builders/organization.builder';
import { aUser } from './builders/user.builder';
import { bearer, loginAs } from './support/auth';
import { type LocalDns, startLocalDns } from './support/dns-server';
import { testAppForAllTests } from './support/test-app';

const IPS = '203.0.113.7,203.0.113.8,2001:db8::25';

/**
 * Email setup on the suite's own sending (issue 18): a domain gets a DKIM key pair and three TXT records; Verify
 * looks them up through DNS_SERVERS (here a local DNS server) and sees each published or not.
 */
describe.each([
  ['mariadb', 6354],
  ['sqlite', 6355],
] as const)('email setup (%s)', (database, dnsPort) => {
  let dns: LocalDns;
  beforeAll(async () => {
    dns = await startLocalDns(dnsPort);
  });
  afterAll(() => dns.close());
  const t = testAppForAllTests({
    database,
    env: { DNS_SERVERS: `127.0.0.1:${dnsPort}`, EMAIL_SENDING_IPS: IPS },
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

  it('a new organization has no domain; the IPs offered are the configured ones', async () => {
    const none = await call(E.domain, member).expect(200);
    expect(none.body).toEqual({
      domain: null,
      ip_address: null,
      valid: false,
      verified_at: null,
      dns: [],
      sender_email: null,
      sender_name: null,
      reply_to_email: null,
    } satisfies SendingDomain);
    const ips = (await call(E.ips, member).expect(200)).body as SendingIp[];
    expect(ips.map((i) => i.ip)).toEqual(IPS.split(','));
    expect((await call(E.info, member).expect(200)).body).toEqual({
      ip_address: null,
      sender_email: null,
      sender_name: null,
      reply_to_email: null,
    });
  });

  it('refuses a bad domain, a missing or unknown IP, and a member', async () => {
    const bad = await call(E.authenticate, owner, { domain: 'not a domain', ip: '203.0.113.7' }).expect(400);
    expect(bad.body).toEqual({ domain: [M.domainInvalid] });
    const noIp = await call(E.authenticate, owner, { domain: 'acme.example', ip: '' }).expect(400);
    expect(noIp.body).toEqual({ ip: [messages.fieldRequired('IP address')] });
    const notIp = await call(E.authenticate, owner, { domain: 'acme.example', ip: '999.1.1.1' }).expect(400);
    expect(notIp.body).toEqual({ ip: [M.ipInvalid] });
    const other = await call(E.authenticate, owner, { domain: 'acme.example', ip: '198.51.100.1' }).expect(
      400,
    );
    expect(other.body).toEqual({ ip: [messages.invalidChoice] });
    await call(E.authenticate, member, { domain: 'acme.example', ip: '203.0.113.7' }).expect(403);
    expect((await call(E.domain, owner).expect(200)).body.domain).toBeNull();
  });

  it('authenticates: a DKIM key pair, and DKIM, SPF and DMARC records to publish', async () => {
    const res = await call(E.authenticate, owner, { domain: 'Mail.Acme.Example', ip: '203.0.113.7' }).expect(
      201,
    );
    const domain = res.body as SendingDomain;
    expect(domain).toMatchObject({ domain: 'mail.acme.example', ip_address: '203.0.113.7', valid: false });
    const [dkim, spf, dmarc] = domain.dns;
    expect(dkim).toMatchObject({
      valid: false,
      type: 'TXT',
      host: expect.stringMatching(/^ens[0-9a-f]{8}\._domainkey\.mail\.acme\.example$/),
    });
    expect(spf).toEqual({
      valid: false,
      type: 'TXT',
      host: 'mail.acme.example',
      data: 'v=spf1 ip4:203.0.113.7 ~all',
    });
    expect(dmarc).toEqual({
      valid: false,
      type: 'TXT',
      host: '_dmarc.mail.acme.example',
      data: 'v=DMARC1; p=none; adkim=r; aspf=r',
    });
    // The private key is kept sealed, and it is the pair of the published public key.
    const row = await t.dataSource
      .getRepository(SendingDomainRow)
      .findOneByOrFail({ organizationId: org.id });
    expect(row.dkimPrivateKey).not.toContain('PRIVATE KEY');
    const pem = t.app.get<KeyRing>(KEY_RING).open(DKIM_KEY_PURPOSE, row.dkimPrivateKey)!;
    const signature = createSign('sha256').update('probe').sign(pem);
    const publicKey = createPublicKey({
      key: Buffer.from(/p=([^;]+)/.exec(dkim!.data)![1]!, 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(createVerify('sha256').update('probe').verify(publicKey, signature)).toBe(true);

    // One domain per organization, and a domain is one organization's.
    const again = await call(E.authenticate, owner, { domain: 'other.example', ip: '203.0.113.7' }).expect(
      400,
    );
    expect(again.body).toEqual({ detail: M.alreadyAuthenticated });
    const taken = await call(
      E.authenticate,
      otherOwner,
      { domain: 'mail.acme.example', ip: '203.0.113.7' },
      other.id,
    ).expect(400);
    expect(taken.body).toEqual({ domain: [M.domainTaken] });
    const ips = (await call(E.ips, member).expect(200)).body as SendingIp[];
    expect(ips.find((i) => i.ip === '203.0.113.7')?.users_count).toBe(1);
  });

  it('verifies by DNS: Not Verified until each record is published, then Verified', async () => {
    const before = (await call(E.verify, owner).expect(200)).body as SendingDomain;
    expect(before.valid).toBe(false);
    expect(before.dns.map((r) => r.valid)).toEqual([false, false, false]);
    expect(before.verified_at).not.toBeNull();
    const [dkim, spf] = before.dns;
    // The owner publishes DKIM and DMARC, and an SPF record of their own that does not name the IP yet.
    dns.publish(dkim!.host, dkim!.data);
    dns.publish('_dmarc.mail.acme.example', 'v=DMARC1; p=quarantine; rua=mailto:dmarc@acme.example');
    dns.publish('mail.acme.example', 'v=spf1 include:_spf.google.com ~all', 'google-site-verification=abc');
    const partly = (await call(E.verify, owner).expect(200)).body as SendingDomain;
    expect(partly.dns.map((r) => r.valid)).toEqual([true, false, true]);
    expect(partly.valid).toBe(false);
    dns.records.set('mail.acme.example', ['v=spf1 include:_spf.google.com ip4:203.0.113.7 ~all']);
    const done = (await call(E.verify, owner).expect(200)).body as SendingDomain;
    expect(done.dns.map((r) => r.valid)).toEqual([true, true, true]);
    expect(done.valid).toBe(true);
    expect((await call(E.domain, member).expect(200)).body).toMatchObject({ valid: true });
    expect(spf!.host).toBe('mail.acme.example');
  });

  it('another IP rewrites the SPF record and asks for a new Verify', async () => {
    const res = await call(E.updateIp, owner, { ip: '2001:db8::25' }).expect(200);
    const domain = res.body as SendingDomain;
    expect(domain.valid).toBe(false);
    expect(domain.dns[1]).toEqual({
      valid: false,
      type: 'TXT',
      host: 'mail.acme.example',
      data: 'v=spf1 ip6:2001:db8::25 ~all',
    });
    expect(domain.dns[0]!.valid).toBe(true);
    await call(E.updateIp, owner, { ip: '198.51.100.1' }).expect(400);
    dns.records.set('mail.acme.example', ['v=spf1 ip6:2001:db8::25 -all']);
    expect(((await call(E.verify, owner).expect(200)).body as SendingDomain).valid).toBe(true);
  });

  it('saves the sender at the domain, verified on save', async () => {
    const off = await call(E.verifySender, owner, {
      email: 'news@elsewhere.example',
      sender_name: 'Acme',
      reply_to: 'help@acme.example',
    }).expect(400);
    expect(off.body).toEqual({ email: [M.senderNotOnDomain('mail.acme.example')] });
    const bad = await call(E.verifySender, owner, {
      email: 'news@mail.acme.example',
      sender_name: '',
      reply_to: 'x',
    }).expect(400);
    expect(bad.body).toEqual({
      sender_name: [messages.fieldRequired('FROM name')],
      reply_to: [messages.emailInvalid],
    });
    const saved = await call(E.verifySender, owner, {
      email: 'News@Mail.Acme.Example',
      sender_name: 'Acme Insurance',
      reply_to: 'help@acme.example',
    }).expect(200);
    expect(saved.body).toEqual({
      ip_address: '2001:db8::25',
      sender_email: 'news@mail.acme.example',
      sender_name: 'Acme Insurance',
      reply_to_email: 'help@acme.example',
    } satisfies SenderInfo);
    expect((await call(E.info, member).expect(200)).body).toEqual(saved.body);
  });

  it("another organization's owner reads and changes nothing of this one", async () => {
    await call(E.domain, otherOwner).expect(404);
    await call(E.remove, otherOwner).expect(404);
    await call(E.verify, otherOwner).expect(404);
    expect(
      ((await call(E.domain, otherOwner, undefined, other.id).expect(200)).body as SendingDomain).domain,
    ).toBeNull();
    await call(E.remove, otherOwner, undefined, other.id).expect(404);
  });

  it('a lookup that cannot be made is an error, not Not Verified', async () => {
    await dns.close();
    const res = await call(E.verify, owner).expect(503);
    expect(res.body.detail).toMatch(/DNS lookup of .* failed/);
    dns = await startLocalDns(dnsPort);
  });

  it('deletes the domain and its sender; the domain is free again', async () => {
    await call(E.remove, member).expect(403);
    await call(E.remove, owner).expect(204);
    expect(((await call(E.domain, owner).expect(200)).body as SendingDomain).domain).toBeNull();
    await call(E.remove, owner).expect(404);
    await call(E.verify, owner).expect(400);
    await call(
      E.authenticate,
      otherOwner,
      { domain: 'mail.acme.example', ip: '203.0.113.8' },
      other.id,
    ).expect(201);
  });
});
