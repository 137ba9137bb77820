/**
 * The email setup calls, exactly as spec 3 §7 'Email setup and integrations' gives them (under
 * /organization/{orgId}/sendgrid/, whichever provider sends), plus the DNS verify call it leaves unshown. Reading is
 * for members; changing the organization's domain and sender is for its owner. Paths are relative to '/api'.
 */
import { endpoint } from './endpoint';
import {
  authenticateDomainSchema,
  type SenderInfo,
  type SendingDomain,
  type SendingIp,
  emailSetupMessages as M,
  updateDomainIpSchema,
  verifySenderSchema,
} from './email-setup-api';
import { js } from './json-schema';

const ORG = '/organization/:orgId/sendgrid';
const read = { tag: 'email setup', access: 'member' } as const;
const write = { tag: 'email setup', access: 'owner' } as const;

const dnsRecord = js.obj({
  valid: js.bool,
  type: js.oneOf('TXT', 'CNAME'),
  host: js.str,
  data: js.str,
});

export const emailSetupResponses = {
  domain: js.obj({
    domain: js.strNull,
    ip_address: js.strNull,
    valid: js.bool,
    verified_at: js.dateTimeNull,
    dns: js.arr(dnsRecord),
    sender_email: js.strNull,
    sender_name: js.strNull,
    reply_to_email: js.strNull,
  }),
  ips: js.arr(js.obj({ ip: js.str, users_count: js.int })),
  info: js.obj({
    ip_address: js.strNull,
    sender_email: js.strNull,
    sender_name: js.strNull,
    reply_to_email: js.strNull,
  }),
};
const R = emailSetupResponses;

export const emailSetupEndpoints = {
  domain: endpoint<SendingDomain>()({
    ...read,
    method: 'GET',
    path: `${ORG}/authenticate-domain/`,
    summary: "The organization's sending domain with its DNS records (domain null: none yet)",
    response: R.domain,
  }),
  authenticate: endpoint<SendingDomain>()({
    ...write,
    method: 'POST',
    path: `${ORG}/authenticate-domain/`,
    summary: `Authenticate a domain: the DNS records to publish are made for it → '${M.domainAuthenticated}'`,
    description: `${M.domainInvalid}; ip one of GET ip/; ${M.alreadyAuthenticated}; ${M.domainTaken}`,
    status: 201,
    body: authenticateDomainSchema,
    response: R.domain,
  }),
  updateIp: endpoint<SendingDomain>()({
    ...write,
    method: 'PATCH',
    path: `${ORG}/authenticate-domain/`,
    summary: `Send from another IP → '${M.ipUpdated}' (its SPF record changes: verify again)`,
    description: `${M.noDomain}; ip one of GET ip/`,
    body: updateDomainIpSchema,
    response: R.domain,
  }),
  remove: endpoint()({
    ...write,
    method: 'DELETE',
    path: `${ORG}/authenticate-domain/`,
    summary: `Delete the domain and its sender → '${M.deleted}'`,
    status: 204,
    response: null,
  }),
  verify: endpoint<SendingDomain>()({
    ...write,
    method: 'POST',
    path: `${ORG}/authenticate-domain/verify/`,
    summary: `Look the records up in DNS now: each one Verified or Not Verified (valid false → '${M.notVerified}')`,
    description: `${M.noDomain}; a lookup that cannot be made → '${M.unableToVerify}'`,
    status: 200,
    response: R.domain,
  }),
  ips: endpoint<SendingIp[]>()({
    ...read,
    method: 'GET',
    path: `${ORG}/authenticate-domain/ip/`,
    summary: 'The IPs the organization may send from, each with how many organizations use it',
    response: R.ips,
  }),
  info: endpoint<SenderInfo>()({
    ...read,
    method: 'GET',
    path: `${ORG}/authenticate-domain/info/`,
    summary: "The organization's sender identity and IP",
    response: R.info,
  }),
  verifySender: endpoint<SenderInfo>()({
    ...write,
    method: 'POST',
    path: `${ORG}/verify-sender/`,
    summary: `Set the sender identity (FROM at the domain, name, REPLY TO); it is verified on save → '${M.senderVerified}'`,
    description: `${M.noDomain}; FROM must be at the domain`,
    status: 200,
    body: verifySenderSchema,
    response: R.info,
  }),
};
