import type { DnsRecord } from '@ensemble/contracts';

/**
 * Who makes and checks an organization's sending domain (issue 18): the email provider's own domain
 * authentication when it has one (SendGrid), otherwise the suite itself (outbox, smtp: its own DKIM key and
 * TXT records, verified by DNS lookups). The email setup service keeps the rules common to both (one domain per
 * organization and a domain per organization, the offered IPs, the sender at the domain, the stored row) and asks
 * the authority only what differs.
 */
export interface DomainAuthority {
  readonly name: 'local' | 'sendgrid';
  /** The IPs an organization may send from. */
  offeredIps(): Promise<string[]>;
  /** Sets the domain up, sending from `ip`: the records to publish, none of them seen yet. */
  create(domain: string, ip: string): Promise<CreatedDomain>;
  /** Sends from another IP: the records as they now are, and whether the domain is still valid. */
  changeIp(domain: AuthorizedDomain, ip: string): Promise<DomainCheck>;
  /** Checks every record now. */
  verify(domain: AuthorizedDomain): Promise<DomainCheck>;
  /** Forgets the domain (a domain the authority no longer knows is already forgotten). */
  remove(domain: AuthorizedDomain): Promise<void>;
  /** Registers the sender identity at the domain. */
  verifySender(domain: AuthorizedDomain, sender: SenderRequest): Promise<void>;
}

export const DOMAIN_AUTHORITY = Symbol('DOMAIN_AUTHORITY');

export interface CreatedDomain {
  /** In the order the page lists them. */
  records: DnsRecord[];
  /** The provider's id of the domain (SendGrid's authenticated domain id); null for our own. */
  providerDomainId: string | null;
  /** The key the suite signs with (sealed with the key ring); null when the provider signs. */
  dkim: { selector: string; sealedPrivateKey: string } | null;
}

/** A domain as the email setup keeps it. */
export interface AuthorizedDomain {
  domain: string;
  ipAddress: string;
  providerDomainId: string | null;
  records: DnsRecord[];
}

export interface DomainCheck {
  /** The same records, each with whether it is seen. */
  records: DnsRecord[];
  /** Mail from the domain may be sent. */
  valid: boolean;
}

/** The sender identity, and the postal address the organization sends from (its main location). */
export interface SenderRequest {
  organizationId: number;
  email: string;
  name: string;
  replyTo: string;
  address: {
    address: string | null;
    city: string | null;
    state: string | null;
    zipCode: string | null;
  } | null;
}

/**
 * The provider failed or refused the call (status: its HTTP answer, null without one). Its words are for the
 * logs: the page shows the operation's own message ('Unable to authenicate domain', ...).
 */
export class DomainAuthorityError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'DomainAuthorityError';
  }
}
