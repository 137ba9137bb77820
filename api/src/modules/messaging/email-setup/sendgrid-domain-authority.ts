import { Client } from '@sendgrid/client';
import type { ClientRequest } from '@sendgrid/client/src/request';
import type { DnsRecord } from '@ensemble/contracts';
import type { AppConfig } from '../../../engine/config/app-config';
import {
  type AuthorizedDomain,
  type CreatedDomain,
  type DomainAuthority,
  DomainAuthorityError,
  type DomainCheck,
  type SenderRequest,
} from './domain-authority';

/** How long the page waits on one SendGrid call before answering that it could not be made. */
const TIMEOUT_MS = 10_000;

/**
 * The records of a domain with automatic security, in the order the page lists them: the return-path subdomain
 * (`mail_cname`, which also carries SendGrid's SPF) and the two DKIM keys SendGrid rotates itself, all CNAMEs.
 * Manual security would answer an MX record instead, which the page's records (TXT or CNAME) cannot show.
 */
export const SENDGRID_RECORDS = ['mail_cname', 'dkim1', 'dkim2'] as const;

/** SendGrid's postal-address limits of a verified sender (fields it takes longer are refused). */
const SENDER_LIMITS = { nickname: 100, address: 100, city: 150, state: 2, zip: 10 } as const;

/**
 * What a sender's postal address says where the organization's main location has nothing: SendGrid requires
 * an address, a city and a country on every verified sender.
 */
export const SENDER_ADDRESS_UNKNOWN = 'Not provided';
/** The suite's locations are United States ones (a state and a ZIP code, US phone numbers), without a country. */
export const SENDER_COUNTRY = 'USA';

/** One record of an authenticated domain's `dns`, as SendGrid answers it (`type` lower case: 'cname', 'txt', 'mx'). */
export interface SendgridDnsRecord {
  valid: boolean;
  type: string;
  host: string;
  data: string;
}

/** An authenticated domain, as the v3 Domain Authentication API answers it (the fields read here). */
export interface SendgridDomain {
  id: number;
  domain: string;
  subdomain?: string;
  ips: string[];
  valid: boolean;
  automatic_security?: boolean;
  dns: Record<string, SendgridDnsRecord | undefined>;
}

/** `POST /v3/whitelabel/domains/{id}/validate`'s answer. */
export interface SendgridValidation {
  id: number;
  valid: boolean;
  validation_results: Record<string, { valid: boolean; reason: string | null } | undefined>;
}

type Method = 'GET' | 'POST' | 'DELETE';

/** What @sendgrid/client rejects with: an HTTP answer (code, SendGrid's `{ errors }` body) or a network error. */
interface ClientError extends Error {
  code?: number | string;
  response?: { body?: unknown };
}

/** SendGrid's answer to a call that failed, as one line for the logs. */
function failure(method: Method, url: string, error: unknown): DomainAuthorityError {
  const e = error as ClientError;
  const status = typeof e.code === 'number' ? e.code : null;
  const body = e.response?.body as { errors?: { message?: string; field?: string | null }[] } | undefined;
  const reasons = (body?.errors ?? [])
    .map((x) => (x.field ? `${x.field}: ${x.message ?? ''}` : (x.message ?? '')))
    .filter(Boolean);
  const why = reasons.length ? reasons.join('; ') : e.message;
  return new DomainAuthorityError(`SendGrid ${method} ${url}: ${status ?? 'no answer'} ${why}`, status);
}

/** The page's records of a SendGrid domain: its three CNAMEs, each with whether SendGrid saw it. */
export function recordsOf(domain: SendgridDomain): DnsRecord[] {
  return SENDGRID_RECORDS.map((key) => {
    const r = domain.dns?.[key];
    if (!r || r.type?.toLowerCase() !== 'cname' || !r.host || !r.data) {
      throw new DomainAuthorityError(`SendGrid's domain ${domain.id} has no ${key} CNAME record`, null);
    }
    return { valid: r.valid === true, type: 'CNAME', host: r.host, data: r.data };
  });
}

/** The stored records with SendGrid's verdict on each (`validation_results`, by the same keys). */
export function validatedRecords(records: DnsRecord[], validation: SendgridValidation): DnsRecord[] {
  const results = validation.validation_results ?? {};
  return records.map((r, i) => {
    const key = SENDGRID_RECORDS[i];
    return { ...r, valid: key !== undefined && results[key]?.valid === true };
  });
}

const upTo = (value: string | null | undefined, max: number) => (value ?? '').trim().slice(0, max);

/** The v3 Create Verified Sender Request body of a sender at an organization's domain. */
export function verifiedSenderBody(sender: SenderRequest): Record<string, string> {
  const a = sender.address;
  const state = upTo(a?.state, 100);
  const zip = upTo(a?.zipCode, 100);
  return {
    // Not used for sending: tells one organization's sender from another's in the account SendGrid shows.
    nickname: upTo(`Organization ${sender.organizationId}: ${sender.email}`, SENDER_LIMITS.nickname),
    from_email: sender.email,
    from_name: sender.name,
    reply_to: sender.replyTo,
    address: upTo(a?.address, SENDER_LIMITS.address) || SENDER_ADDRESS_UNKNOWN,
    city: upTo(a?.city, SENDER_LIMITS.city) || SENDER_ADDRESS_UNKNOWN,
    // Optional for SendGrid: sent only when they fit its limits (a two-letter state code, a ZIP code).
    ...(state && state.length <= SENDER_LIMITS.state ? { state: state.toUpperCase() } : {}),
    ...(zip && zip.length <= SENDER_LIMITS.zip ? { zip } : {}),
    country: SENDER_COUNTRY,
  };
}

/**
 * SendGrid as the authority of an organization's domain (EMAIL_PROVIDER=sendgrid), through its v3 API with
 * @sendgrid/client, on the same key and base URL (SENDGRID_API_URL) as the email provider:
 * - Domain Authentication: `POST /v3/whitelabel/domains` with automatic security (SendGrid keeps the DKIM keys
 *   and the SPF; the owner publishes three CNAMEs), `POST …/{id}/validate` for Verify, `DELETE …/{id}`, and the
 *   IP through `POST …/{id}/ips` then `DELETE …/{id}/ips/{ip}`;
 * - the offered IPs: the account's assigned IPs (`GET /v3/ips/assigned`);
 * - the sender: `POST /v3/verified_senders`, which SendGrid verifies at once for an address at an authenticated
 *   domain (otherwise it mails the address a link).
 * One SendGrid account serves every organization: a domain is never made the account's default.
 */
export class SendgridDomainAuthority implements DomainAuthority {
  readonly name = 'sendgrid';
  private readonly client = new Client();

  constructor(config: Pick<AppConfig, 'sendgrid'>) {
    if (!config.sendgrid) throw new Error('SendgridDomainAuthority needs SENDGRID_API_KEY');
    this.client.setApiKey(config.sendgrid.apiKey);
    // After setApiKey, which resets the base URL to the region's (as the email provider does).
    this.client.setDefaultRequest('baseUrl', `${config.sendgrid.apiUrl}/`);
    // The client hands its default request to axios as it is, merged; its type lists neither axios's timeout
    // nor a request without url.
    this.client.setDefaultRequest({ timeout: TIMEOUT_MS } as unknown as ClientRequest);
  }

  private async call<T>(method: Method, url: string, body?: object): Promise<T> {
    try {
      const [, answer] = await this.client.request({ method, url, ...(body ? { body } : {}) });
      return answer as T;
    } catch (error) {
      throw failure(method, url, error);
    }
  }

  private static idOf(domain: AuthorizedDomain): string {
    if (domain.providerDomainId === null) {
      // Authenticated while the suite sent by itself: SendGrid does not know it (delete it and authenticate again).
      throw new DomainAuthorityError(`${domain.domain} is not a SendGrid authenticated domain`, null);
    }
    return encodeURIComponent(domain.providerDomainId);
  }

  async offeredIps(): Promise<string[]> {
    const assigned = await this.call<{ ip: string }[]>('GET', '/v3/ips/assigned');
    return (Array.isArray(assigned) ? assigned : []).map((a) => a.ip);
  }

  async create(domain: string, ip: string): Promise<CreatedDomain> {
    const created = await this.call<SendgridDomain>('POST', '/v3/whitelabel/domains', {
      domain,
      ips: [ip],
      automatic_security: true,
      custom_spf: false,
      default: false,
    });
    const providerDomainId = String(created.id);
    let records: DnsRecord[];
    try {
      records = recordsOf(created);
    } catch (error) {
      // Records the page cannot show: the domain is of no use to anyone, SendGrid forgets it again.
      await this.remove({ domain, ipAddress: ip, providerDomainId, records: [] }).catch(() => undefined);
      throw error;
    }
    return { records, providerDomainId, dkim: null };
  }

  /** The new IP is added before the old one is removed: the domain always has one. */
  async changeIp(domain: AuthorizedDomain, ip: string): Promise<DomainCheck> {
    const id = SendgridDomainAuthority.idOf(domain);
    let now = await this.call<SendgridDomain>('POST', `/v3/whitelabel/domains/${id}/ips`, { ip });
    if (domain.ipAddress !== ip) {
      try {
        now = await this.call<SendgridDomain>(
          'DELETE',
          `/v3/whitelabel/domains/${id}/ips/${encodeURIComponent(domain.ipAddress)}`,
        );
      } catch (error) {
        // The old IP was not the domain's any more (an earlier change that stopped half-way): nothing to remove.
        if (!(error instanceof DomainAuthorityError && error.status === 404)) throw error;
      }
    }
    return { records: recordsOf(now), valid: now.valid === true };
  }

  async verify(domain: AuthorizedDomain): Promise<DomainCheck> {
    const id = SendgridDomainAuthority.idOf(domain);
    const validation = await this.call<SendgridValidation>('POST', `/v3/whitelabel/domains/${id}/validate`);
    return { records: validatedRecords(domain.records, validation), valid: validation.valid === true };
  }

  async remove(domain: AuthorizedDomain): Promise<void> {
    if (domain.providerDomainId === null) return;
    try {
      await this.call('DELETE', `/v3/whitelabel/domains/${SendgridDomainAuthority.idOf(domain)}`);
    } catch (error) {
      // Already gone at SendGrid: forgotten all the same.
      if (!(error instanceof DomainAuthorityError && error.status === 404)) throw error;
    }
  }

  async verifySender(_domain: AuthorizedDomain, sender: SenderRequest): Promise<void> {
    await this.call('POST', '/v3/verified_senders', verifiedSenderBody(sender));
  }
}
