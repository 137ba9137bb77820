import { type SendgridStandIn, startSendgridStandIn } from '../../../../test/support/sendgrid-standin';
import { loadConfig } from '../../../engine/config/app-config';
import { type AuthorizedDomain, DomainAuthorityError, type SenderRequest } from './domain-authority';
import {
  recordsOf,
  SENDER_ADDRESS_UNKNOWN,
  SendgridDomainAuthority,
  type SendgridDomain,
  type SendgridValidation,
  validatedRecords,
} from './sendgrid-domain-authority';

/**
 * The SendGrid domain authority against the local stand-in of SendGrid's v3 Domain Authentication, IP and Sender
 * Verification APIs: each request as SendGrid documents it (method, path, key, body), and its answers mapped to
 * the page's records.
 */
const PORT = 6323;
const API_KEY = 'SG.domain-authority-test';

let standIn: SendgridStandIn;
let authority: SendgridDomainAuthority;

const authorityFor = (url: string, key = API_KEY) =>
  new SendgridDomainAuthority(
    loadConfig({
      EMAIL_PROVIDER: 'sendgrid',
      SENDGRID_API_KEY: key,
      SENDGRID_API_URL: url,
      SENDGRID_WEBHOOK_PUBLIC_KEY: 'unused-here',
    }),
  );

beforeAll(async () => {
  standIn = await startSendgridStandIn(PORT, API_KEY);
  authority = authorityFor(standIn.url);
});
afterAll(() => standIn.close());
beforeEach(() => standIn.reset());

/** What the stand-in received, in order: method, path and body (the Authorization header checked once each). */
const calls = () => {
  for (const r of standIn.requests) {
    expect(r.authorization).toBe(`Bearer ${API_KEY}`);
    expect(r.headers['content-type']).toMatch(/^application\/json/);
    expect(r.headers['user-agent']).toMatch(/^sendgrid\//);
  }
  return standIn.requests.map((r) => ({ method: r.method, path: r.path, body: r.body }));
};

/** A domain made through the authority, as the email setup would keep it. */
async function aDomain(domain = 'mail.acme.example', ip = '167.89.21.3'): Promise<AuthorizedDomain> {
  const created = await authority.create(domain, ip);
  return { domain, ipAddress: ip, providerDomainId: created.providerDomainId, records: created.records };
}

const failureOf = async (p: Promise<unknown>) => {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainAuthorityError);
  return error as DomainAuthorityError;
};

describe('offered IPs', () => {
  it("are the account's assigned IPs: GET /v3/ips/assigned", async () => {
    standIn.assignedIps = ['167.89.21.3', '2001:db8::25'];
    expect(await authority.offeredIps()).toEqual(['167.89.21.3', '2001:db8::25']);
    expect(calls()).toEqual([{ method: 'GET', path: '/v3/ips/assigned', body: {} }]);
  });
});

describe('create', () => {
  it('authenticates the domain with automatic security, sending from the IP, never as the default', async () => {
    const created = await authority.create('mail.acme.example', '167.89.21.3');
    expect(calls()).toEqual([
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
    const [made] = [...standIn.domains.values()];
    expect(created.providerDomainId).toBe(String(made!.id));
    expect(created.dkim).toBeNull();
    // The three CNAMEs SendGrid answers, in the page's shape and order, none seen yet.
    expect(created.records).toEqual([
      { valid: false, type: 'CNAME', host: made!.dns.mail_cname!.host, data: made!.dns.mail_cname!.data },
      { valid: false, type: 'CNAME', host: 's1._domainkey.mail.acme.example', data: made!.dns.dkim1!.data },
      { valid: false, type: 'CNAME', host: 's2._domainkey.mail.acme.example', data: made!.dns.dkim2!.data },
    ]);
    expect(created.records[0]!.host).toMatch(/^em\d+\.mail\.acme\.example$/);
  });

  it('maps the records of SendGrid’s documented answer', () => {
    // The 201 example of "Authenticate a domain" in SendGrid's API reference.
    const answer: SendgridDomain = {
      id: 302183,
      domain: 'example.com',
      subdomain: 'example',
      ips: [],
      valid: false,
      automatic_security: true,
      dns: {
        mail_cname: {
          valid: false,
          type: 'cname',
          host: 'example.example.com',
          data: 'u1446226.wl.sendgrid.net',
        },
        dkim1: {
          valid: false,
          type: 'cname',
          host: 's1._domainkey.example.com',
          data: 's1.domainkey.u1446226.wl.sendgrid.net',
        },
        dkim2: {
          valid: true,
          type: 'cname',
          host: 's2._domainkey.example.com',
          data: 's2.domainkey.u1446226.wl.sendgrid.net',
        },
      },
    };
    expect(recordsOf(answer)).toEqual([
      { valid: false, type: 'CNAME', host: 'example.example.com', data: 'u1446226.wl.sendgrid.net' },
      {
        valid: false,
        type: 'CNAME',
        host: 's1._domainkey.example.com',
        data: 's1.domainkey.u1446226.wl.sendgrid.net',
      },
      {
        valid: true,
        type: 'CNAME',
        host: 's2._domainkey.example.com',
        data: 's2.domainkey.u1446226.wl.sendgrid.net',
      },
    ]);
    // Manual security's records (an MX among them) are not the page's: refused, not shown half.
    expect(() =>
      recordsOf({
        ...answer,
        automatic_security: false,
        dns: {
          mail_server: { valid: false, type: 'mx', host: 'mail.example.com', data: 'sendgrid.net' },
          dkim: {
            valid: false,
            type: 'txt',
            host: 's1._domainkey.example.com',
            data: 'k=rsa; t=s; p=publicKey',
          },
        },
      }),
    ).toThrow(DomainAuthorityError);
  });

  it('a refusal is a DomainAuthorityError with SendGrid’s status and words', async () => {
    const refused = await failureOf(authority.create('mail.acme.example', '198.51.100.1'));
    expect(refused.status).toBe(400);
    expect(refused.message).toMatch(/POST \/v3\/whitelabel\/domains: 400 ips: invalid ip/);
    standIn.failNextSetupCall = { status: 500, message: 'internal error' };
    expect((await failureOf(authority.create('mail.acme.example', '167.89.21.3'))).status).toBe(500);
    expect(standIn.domains.size).toBe(0);
  });
});

describe('verify', () => {
  it('asks SendGrid to validate the domain, and maps each record’s result and the verdict', async () => {
    const domain = await aDomain();
    standIn.requests.length = 0;
    const before = await authority.verify(domain);
    const id = domain.providerDomainId!;
    expect(calls()).toEqual([{ method: 'POST', path: `/v3/whitelabel/domains/${id}/validate`, body: {} }]);
    expect(before).toEqual({ valid: false, records: domain.records.map((r) => ({ ...r, valid: false })) });

    standIn.published.add(domain.records[1]!.host);
    const partly = await authority.verify(domain);
    expect(partly.records.map((r) => r.valid)).toEqual([false, true, false]);
    expect(partly.valid).toBe(false);

    standIn.publishAll('mail.acme.example');
    const done = await authority.verify(domain);
    expect(done).toEqual({ valid: true, records: domain.records.map((r) => ({ ...r, valid: true })) });
  });

  it('maps SendGrid’s documented validation answer onto the records by their keys', () => {
    const records = recordsOf({
      id: 1,
      domain: 'example.com',
      ips: [],
      valid: false,
      dns: {
        mail_cname: { valid: false, type: 'cname', host: 'em1.example.com', data: 'u7.wl.sendgrid.net' },
        dkim1: { valid: false, type: 'cname', host: 's1._domainkey.example.com', data: 's1.x' },
        dkim2: { valid: false, type: 'cname', host: 's2._domainkey.example.com', data: 's2.x' },
      },
    });
    // The 200 example of "Validate a domain authentication".
    const validation: SendgridValidation = {
      id: 1,
      valid: true,
      validation_results: {
        mail_cname: {
          valid: false,
          reason: 'Expected your MX record to be "mx.sendgrid.net" but found "example.com".',
        },
        dkim1: { valid: true, reason: null },
        dkim2: { valid: true, reason: null },
        spf: { valid: true, reason: null },
      },
    };
    expect(validatedRecords(records, validation).map((r) => [r.host, r.valid])).toEqual([
      ['em1.example.com', false],
      ['s1._domainkey.example.com', true],
      ['s2._domainkey.example.com', true],
    ]);
  });

  it('a domain SendGrid never made (authenticated by the suite itself) is not asked about', async () => {
    const local = { domain: 'x.example', ipAddress: '127.0.0.1', providerDomainId: null, records: [] };
    await failureOf(authority.verify(local));
    await failureOf(authority.changeIp(local, '167.89.21.3'));
    expect(standIn.requests).toHaveLength(0);
  });

  it('no answer at all is a DomainAuthorityError without a status', async () => {
    const domain = await aDomain();
    const down = await failureOf(authorityFor('http://127.0.0.1:1').verify(domain));
    expect(down.status).toBeNull();
  });
});

describe('changeIp', () => {
  it('adds the new IP to the domain, then removes the old one (its path encoded)', async () => {
    standIn.assignedIps = ['167.89.21.3', '2001:db8::25'];
    const domain = await aDomain('mail.acme.example', '2001:db8::25');
    standIn.publishAll('mail.acme.example');
    await authority.verify(domain);
    standIn.requests.length = 0;

    const changed = await authority.changeIp(domain, '167.89.21.3');
    const id = domain.providerDomainId!;
    expect(calls()).toEqual([
      { method: 'POST', path: `/v3/whitelabel/domains/${id}/ips`, body: { ip: '167.89.21.3' } },
      { method: 'DELETE', path: `/v3/whitelabel/domains/${id}/ips/2001%3Adb8%3A%3A25`, body: {} },
    ]);
    expect(standIn.domains.get(Number(id))!.ips).toEqual(['167.89.21.3']);
    // Automatic security: the CNAMEs do not name the IP, so they and the verdict stay.
    expect(changed).toEqual({ valid: true, records: domain.records.map((r) => ({ ...r, valid: true })) });
  });

  it('an old IP the domain no longer has is nothing to remove', async () => {
    const domain = await aDomain();
    standIn.domains.get(Number(domain.providerDomainId))!.ips = [];
    const changed = await authority.changeIp(domain, '149.72.0.10');
    expect(changed.records).toHaveLength(3);
    expect(standIn.domains.get(Number(domain.providerDomainId))!.ips).toEqual(['149.72.0.10']);
  });
});

describe('remove', () => {
  it('deletes the authenticated domain; one SendGrid no longer has is gone all the same', async () => {
    const domain = await aDomain();
    standIn.requests.length = 0;
    await authority.remove(domain);
    expect(calls()).toEqual([
      { method: 'DELETE', path: `/v3/whitelabel/domains/${domain.providerDomainId}`, body: {} },
    ]);
    expect(standIn.domains.size).toBe(0);
    await expect(authority.remove(domain)).resolves.toBeUndefined();
    await expect(authority.remove({ ...domain, providerDomainId: null })).resolves.toBeUndefined();
    expect(standIn.requests).toHaveLength(2);
    standIn.failNextSetupCall = { status: 503, message: 'unavailable' };
    expect((await failureOf(authority.remove(domain))).status).toBe(503);
  });
});

describe('verifySender', () => {
  const sender = (more: Partial<SenderRequest> = {}): SenderRequest => ({
    organizationId: 42,
    email: 'news@mail.acme.example',
    name: 'Acme Insurance',
    replyTo: 'help@acme.example',
    address: { address: '1 Main St', city: 'Springfield', state: 'IL', zipCode: '62701' },
    ...more,
  });

  it('creates a verified sender with the organization’s postal address; verified at once on an authenticated domain', async () => {
    const domain = await aDomain();
    standIn.publishAll('mail.acme.example');
    await authority.verify(domain);
    standIn.requests.length = 0;

    await authority.verifySender(domain, sender());
    expect(calls()).toEqual([
      {
        method: 'POST',
        path: '/v3/verified_senders',
        body: {
          nickname: 'Organization 42: news@mail.acme.example',
          from_email: 'news@mail.acme.example',
          from_name: 'Acme Insurance',
          reply_to: 'help@acme.example',
          address: '1 Main St',
          city: 'Springfield',
          state: 'IL',
          zip: '62701',
          country: 'USA',
        },
      },
    ]);
    expect(standIn.senders).toMatchObject([{ from_email: 'news@mail.acme.example', verified: true }]);
  });

  it('fills what SendGrid requires when the main location has nothing, and leaves out what it would refuse', async () => {
    const domain = await aDomain();
    standIn.requests.length = 0;
    await authority.verifySender(domain, sender({ address: null }));
    await authority.verifySender(
      domain,
      sender({ address: { address: ' ', city: 'Sacramento', state: 'California', zipCode: '95814-0001-X' } }),
    );
    const [none, long] = calls().map((c) => c.body);
    expect(none).toEqual({
      nickname: 'Organization 42: news@mail.acme.example',
      from_email: 'news@mail.acme.example',
      from_name: 'Acme Insurance',
      reply_to: 'help@acme.example',
      address: SENDER_ADDRESS_UNKNOWN,
      city: SENDER_ADDRESS_UNKNOWN,
      country: 'USA',
    });
    expect(long).toMatchObject({ address: SENDER_ADDRESS_UNKNOWN, city: 'Sacramento' });
    expect(long).not.toHaveProperty('state');
    expect(long).not.toHaveProperty('zip');
    // Not yet valid at SendGrid: the sender waits for its verification email there.
    expect(standIn.senders.map((s) => s.verified)).toEqual([false, false]);
  });

  it('a wrong key is refused (401)', async () => {
    const domain = await aDomain();
    const refused = await failureOf(authorityFor(standIn.url, 'SG.other').verifySender(domain, sender()));
    expect(refused.status).toBe(401);
  });
});
