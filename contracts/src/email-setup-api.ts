/**
 * Email setup (spec 3 §2 'Email setup page', §3 'Emailing setup', §4 'Domain setup', §5, §8 'Email setup'): the
 * organization's sending domain, the DNS records that authenticate it, the IP it sends from and its sender
 * identity. The same rules serve the page's forms and the API.
 */
import * as yup from 'yup';
import { limits } from './constants';
import { messages } from './messages';
import { EMAIL_PATTERN } from './validation';

export const emailSetupMessages = {
  domainAuthenticated: 'Domain authenticated successfully',
  /** As the specification writes it (sic). */
  unableToAuthenticate: 'Unable to authenicate domain',
  ipUpdated: 'IP address updated successfully',
  unableToUpdateIp: 'Unable to update IP address',
  deleted: 'Deleted successfully',
  unableToDelete: 'Unable to delete',
  notVerified: 'Not verified',
  unableToVerify: 'Unable to finish verification',
  senderVerified: 'Sender verified successfully',
  unableToSave: 'Unable to save data.',
  copied: 'Copied to clipboard',
  domainInvalid: 'Domain is not valid',
  ipInvalid: 'IP address is not valid',
  /** The domain's records are all published and seen. */
  verified: 'Verified',
  /** A record status in the DNS table. */
  notVerifiedStatus: 'Not Verified',
  deleteConfirm:
    'Delete this domain? Emails will be sent from the default sender until another domain is authenticated.',
  domainTaken: 'This domain is already authenticated by another organization.',
  alreadyAuthenticated: 'A domain is already authenticated: delete it first to use another one.',
  noDomain: 'Authenticate a domain first.',
  senderNotOnDomain: (domain: string) => `The FROM email must be an address at ${domain}.`,
  domainNotVerified: (domain: string) =>
    `The domain ${domain} is not verified yet: publish its DNS records, then Verify.`,
} as const;

export const emailSetupConstants = {
  domainMaxLength: 253,
  senderNameMaxLength: 100,
  /** The FROM email's local part (RFC 5321). */
  localPartMaxLength: 64,
} as const;

/** A host name of two or more labels (letters, digits, inner hyphens), ending with a letter TLD. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
/** IPv6 in its full or '::' shortened forms (no zone, no embedded IPv4). */
const IPV6 =
  /^(?:(?:[0-9a-f]{1,4}:){7}[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){1,7}:|(?:[0-9a-f]{1,4}:){1,6}:[0-9a-f]{1,4}|(?:[0-9a-f]{1,4}:){1,5}(?::[0-9a-f]{1,4}){1,2}|(?:[0-9a-f]{1,4}:){1,4}(?::[0-9a-f]{1,4}){1,3}|(?:[0-9a-f]{1,4}:){1,3}(?::[0-9a-f]{1,4}){1,4}|(?:[0-9a-f]{1,4}:){1,2}(?::[0-9a-f]{1,4}){1,5}|[0-9a-f]{1,4}:(?::[0-9a-f]{1,4}){1,6}|:(?::[0-9a-f]{1,4}){1,7}|::)$/i;

export const isIpAddress = (v: string) => IPV4.test(v) || IPV6.test(v);

const ipField = () =>
  yup
    .string()
    .trim()
    .required(messages.fieldRequired('IP address'))
    .test('ip', emailSetupMessages.ipInvalid, (v) => !v || isIpAddress(v));

/** Step 1: POST authenticate-domain/ {domain, ip}. The domain is kept lower-case. */
export const authenticateDomainSchema = yup.object({
  domain: yup
    .string()
    .trim()
    .lowercase()
    .required(messages.fieldRequired('Domain'))
    .max(emailSetupConstants.domainMaxLength, messages.maxLength(emailSetupConstants.domainMaxLength))
    .matches(DOMAIN_PATTERN, { message: emailSetupMessages.domainInvalid, excludeEmptyString: true }),
  ip: ipField(),
});

/** Step 1 with a domain: PATCH authenticate-domain/ {ip}. */
export const updateDomainIpSchema = yup.object({ ip: ipField() });

/** Step 3: POST verify-sender/ {email, sender_name, reply_to}; the email is the local part at the domain. */
export const verifySenderSchema = yup.object({
  email: yup
    .string()
    .trim()
    .lowercase()
    .required(messages.fieldRequired('FROM email'))
    .max(limits.emailMaxLength, messages.maxLength(limits.emailMaxLength))
    .matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true }),
  sender_name: yup
    .string()
    .trim()
    .required(messages.fieldRequired('FROM name'))
    .max(
      emailSetupConstants.senderNameMaxLength,
      messages.maxLength(emailSetupConstants.senderNameMaxLength),
    ),
  reply_to: yup
    .string()
    .trim()
    .required(messages.fieldRequired('REPLY TO'))
    .max(limits.emailMaxLength, messages.maxLength(limits.emailMaxLength))
    .matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true }),
});

export type DnsRecordType = 'TXT' | 'CNAME';

/** One record to publish (spec 3 §3 'DNS record'): seen in DNS (`valid`) at the last Verify. */
export interface DnsRecord {
  valid: boolean;
  type: DnsRecordType;
  host: string;
  data: string;
}

/**
 * The organization's sending domain (spec 3 §3 'Domain record'), or `domain: null` when it has none yet (the
 * page then shows Authenticate).
 */
export interface SendingDomain {
  domain: string | null;
  ip_address: string | null;
  /** Every record seen at the last Verify: mail from the domain may be sent. */
  valid: boolean;
  /** When the records were last checked; null before the first Verify. */
  verified_at: string | null;
  dns: DnsRecord[];
  sender_email: string | null;
  sender_name: string | null;
  reply_to_email: string | null;
}

/** What GET authenticate-domain/ answers for an organization without a domain. */
export const noSendingDomain: SendingDomain = {
  domain: null,
  ip_address: null,
  valid: false,
  verified_at: null,
  dns: [],
  sender_email: null,
  sender_name: null,
  reply_to_email: null,
};

/** An IP the organization may send from, with how many organizations send from it (spec 3 §3 'ipAddresses'). */
export interface SendingIp {
  ip: string;
  users_count: number;
}

/** The sender identity (spec 3 §3 'info'). */
export interface SenderInfo {
  ip_address: string | null;
  sender_email: string | null;
  sender_name: string | null;
  reply_to_email: string | null;
}
