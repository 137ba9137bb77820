import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';

/** A call the stand-in received, body parsed (a mail/send body, or another call's JSON). */
export interface SendgridRequest {
  method: string;
  /** Without the query string. */
  path: string;
  /** The query string, without '?' ('' without one). */
  query: string;
  authorization: string | undefined;
  headers: IncomingHttpHeaders;
  body: MailSendBody & Record<string, unknown>;
}

/** One record of an authenticated domain's `dns`, as SendGrid answers it. */
export interface StandInDnsRecord {
  valid: boolean;
  type: 'cname' | 'txt' | 'mx';
  host: string;
  data: string;
}

/** An authenticated domain as the Domain Authentication API answers it. */
export interface StandInDomain {
  id: number;
  user_id: number;
  subdomain: string;
  domain: string;
  username: string;
  ips: string[];
  custom_spf: boolean;
  default: boolean;
  legacy: boolean;
  automatic_security: boolean;
  valid: boolean;
  dns: Record<string, StandInDnsRecord>;
}

/** A sender identity as the Sender Verification API answers it. */
export interface StandInSender {
  id: number;
  nickname: string;
  from_email: string;
  from_name?: string;
  reply_to: string;
  reply_to_name?: string;
  address: string;
  address2?: string;
  state?: string;
  city: string;
  zip?: string;
  country: string;
  verified: boolean;
  locked: boolean;
}

interface Address {
  email?: string;
  name?: string;
}

/** The v3 mail/send body, as far as the stand-in reads it. */
export interface MailSendBody {
  from?: Address;
  reply_to?: Address;
  subject?: string;
  content?: { type?: string; value?: string }[];
  categories?: string[];
  personalizations?: {
    to?: Address[];
    subject?: string;
    substitutions?: Record<string, string>;
    headers?: Record<string, string>;
    custom_args?: Record<string, unknown>;
  }[];
  attachments?: { content?: string; filename?: string; type?: string; disposition?: string }[];
}

/** One recipient's message as SendGrid would build it from a request (substitutions applied). */
export interface DeliveredMessage {
  to: string;
  subject: string;
  text: string | null;
  html: string | null;
  headers: Record<string, string>;
  customArgs: Record<string, unknown>;
}

export interface SendgridStandIn {
  url: string;
  apiKey: string;
  requests: SendgridRequest[];
  /** The next n mail/send calls answer 429 (rate limit). */
  rateLimitNext: number;
  /** The next mail/send call answers this status with SendGrid's error body (e.g. 500). */
  failNext: { status: number; message: string } | null;
  /** The X-Message-Id of each accepted call, in order. */
  messageIds: string[];
  /** The key /v3/validations/email takes (SendGrid keys address validation apart from sending). */
  validationApiKey: string;
  /** The next validation call answers 503. */
  validationDownNext: boolean;
  /** The account's dedicated IPs: GET /v3/ips/assigned, and the IPs a domain may be given. */
  assignedIps: string[];
  /** Authenticated domains by id (Domain Authentication API). */
  domains: Map<number, StandInDomain>;
  /** Hosts whose record is published in DNS: what validate sees. */
  published: Set<string>;
  /** Publishes every record of the authenticated domain(s) named `domain`. */
  publishAll(domain: string): void;
  /** Sender identities created (Sender Verification API). */
  senders: StandInSender[];
  /**
   * The next call to the domain authentication, IP or sender APIs (to `path` only, when given) answers this
   * status with SendGrid's error body.
   */
  failNextSetupCall: { status: number; message: string; path?: string } | null;
  reset(): void;
  close(): Promise<void>;
}

type SendgridErrors = { message: string; field: string | null; help: string | null }[];

/** SendGrid's own words for the refusals the stand-in knows (v3 mail/send documentation). */
function validate(body: MailSendBody): SendgridErrors {
  const errors: SendgridErrors = [];
  const error = (message: string, field: string | null) => errors.push({ message, field, help: null });
  if (!body.from?.email) {
    error(
      'The from object must be provided for every email send. It is an object that requires the email parameter, but may also contain a name parameter.',
      'from.email',
    );
  }
  const ps = body.personalizations ?? [];
  if (ps.length === 0) {
    error(
      'The personalizations field is required and must have at least one personalization.',
      'personalizations',
    );
  }
  if (ps.length > 1000) error('The personalizations field is limited to 1000 items.', 'personalizations');
  ps.forEach((p, i) => {
    if (!p.to?.length || p.to.some((a) => !a.email)) {
      error(
        'The to array is required for all personalization objects, and must have at least one email object with a valid email address.',
        `personalizations.${i}.to`,
      );
    }
    if (!body.subject && !p.subject) {
      error(
        'The subject is required. You can get around this requirement if you use a template with a subject defined or if every personalization has a subject defined.',
        'subject',
      );
    }
    for (const value of Object.values(p.custom_args ?? {})) {
      if (typeof value !== 'string')
        error('Invalid type. Expected: string', `personalizations.${i}.custom_args`);
    }
  });
  const content = body.content ?? [];
  if (content.length === 0 || content.some((c) => !c.type || !c.value)) {
    error(
      'Unless a valid template_id is provided, the content parameter is required. There must be at least one defined content block. We typically suggest both text/plain and text/html blocks are included, but only one block is required.',
      'content',
    );
  } else if (content.findIndex((c) => c.type === 'text/plain') > 0) {
    error(
      'If present, text/plain content must be first, followed by text/html, followed by any other content.',
      'content',
    );
  }
  return errors;
}

const fill = (s: string, substitutions: Record<string, string>) =>
  Object.entries(substitutions).reduce((out, [key, value]) => out.split(key).join(value), s);

/** What each recipient of an accepted request receives. */
export function delivered(body: MailSendBody): DeliveredMessage[] {
  const part = (type: string) => body.content?.find((c) => c.type === type)?.value ?? null;
  return (body.personalizations ?? []).flatMap((p) =>
    (p.to ?? []).map((to) => {
      const subs = p.substitutions ?? {};
      const text = part('text/plain');
      const html = part('text/html');
      return {
        to: to.email ?? '',
        subject: fill(p.subject ?? body.subject ?? '', subs),
        text: text === null ? null : fill(text, subs),
        html: html === null ? null : fill(html, subs),
        headers: p.headers ?? {},
        customArgs: p.custom_args ?? {},
      };
    }),
  );
}

const send = (res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) => {
  res.writeHead(status, {
    ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    ...headers,
  });
  res.end(body === undefined ? '' : JSON.stringify(body));
};

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** The stand-in account's user id, in its CNAME targets (`u<id>.wl<n>.sendgrid.net`). */
const USER_ID = 1446226;
/** The stand-in account's dedicated IPs, until a test sets others. */
export const ASSIGNED_IPS = ['167.89.21.3', '149.72.0.10'] as const;
/** Sender Verification's length limits. */
const SENDER_MAX = {
  nickname: 100,
  from_email: 256,
  reply_to: 256,
  address: 100,
  city: 150,
  state: 2,
  zip: 10,
};

/**
 * The records SendGrid gives a domain: with automatic security three CNAMEs (the return-path subdomain and two
 * DKIM keys SendGrid rotates), with manual security an MX and an SPF record at the subdomain and a DKIM TXT
 * record (plus the domain's own SPF with custom SPF), all not yet valid.
 */
export function domainRecords(d: StandInDomain): Record<string, StandInDnsRecord> {
  const target = `u${d.user_id}.wl${d.id % 1000}.sendgrid.net`;
  const at = `${d.subdomain}.${d.domain}`;
  if (d.automatic_security) {
    return {
      mail_cname: { valid: false, type: 'cname', host: at, data: target },
      dkim1: {
        valid: false,
        type: 'cname',
        host: `s1._domainkey.${d.domain}`,
        data: `s1.domainkey.${target}`,
      },
      dkim2: {
        valid: false,
        type: 'cname',
        host: `s2._domainkey.${d.domain}`,
        data: `s2.domainkey.${target}`,
      },
    };
  }
  const spfIps = d.ips.map((ip) => `${ip.includes(':') ? 'ip6' : 'ip4'}:${ip}`).join(' ');
  return {
    mail_server: { valid: false, type: 'mx', host: at, data: 'mx.sendgrid.net' },
    subdomain_spf: {
      valid: false,
      type: 'txt',
      host: at,
      data: d.custom_spf ? `v=spf1 ${spfIps} -all` : 'v=spf1 include:sendgrid.net ~all',
    },
    ...(d.custom_spf
      ? { domain_spf: { valid: false, type: 'txt', host: d.domain, data: `v=spf1 include:${at} -all` } }
      : {}),
    dkim: {
      valid: false,
      type: 'txt',
      host: `s1._domainkey.${d.domain}`,
      data: 'k=rsa; t=s; p=MIGfMA0GCSqGSIb3',
    },
  };
}

/** New records keep what the last validate saw of a record that did not change. */
function keepValidity(d: StandInDomain, fresh: Record<string, StandInDnsRecord>) {
  for (const [key, r] of Object.entries(fresh)) {
    const old = d.dns[key];
    r.valid = old !== undefined && old.valid && old.data === r.data && old.host === r.host;
  }
  return fresh;
}

/**
 * A local server answering `POST /v3/mail/send` (and `POST /v3/validations/email`, and the domain authentication, IP and
 * sender verification calls of the email setup) as SendGrid's v3 API does: 401 for another key, 400 with
 * `{ errors: [{ message, field, help }] }` for a payload SendGrid refuses, 429 or another status when a test asks,
 * otherwise 202 with an empty body and an X-Message-Id header. Every call is recorded.
 */
export async function startSendgridStandIn(
  port: number,
  apiKey = 'SG.test-key',
  validationApiKey = 'SG.validation-key',
): Promise<SendgridStandIn> {
  const server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      const [path = '', query = ''] = (req.url ?? '').split('?');
      let body: SendgridRequest['body'] = {};
      try {
        body = raw ? (JSON.parse(raw) as SendgridRequest['body']) : {};
      } catch {
        return send(res, 400, { errors: [{ message: 'Bad Request', field: null, help: null }] });
      }
      standIn.requests.push({
        method: req.method ?? '',
        path,
        query,
        authorization: req.headers.authorization,
        headers: req.headers,
        body,
      });
      if (req.method === 'POST' && path === '/v3/validations/email') return validateAddress(res, req, body);
      if (/^\/v3\/(whitelabel\/domains|ips|verified_senders)(\/|$)/.test(path)) {
        return setupApi(res, req, path, body);
      }
      if (req.method !== 'POST' || path !== '/v3/mail/send') {
        return send(res, 404, { errors: [{ message: 'Not Found', field: null, help: null }] });
      }
      if (req.headers.authorization !== `Bearer ${standIn.apiKey}`) {
        return send(res, 401, {
          errors: [
            {
              message: 'The provided authorization grant is invalid, expired, or revoked',
              field: null,
              help: null,
            },
          ],
        });
      }
      if (standIn.rateLimitNext > 0) {
        standIn.rateLimitNext -= 1;
        return send(res, 429, { errors: [{ message: 'Too many requests', field: null, help: null }] });
      }
      if (standIn.failNext) {
        const { status, message } = standIn.failNext;
        standIn.failNext = null;
        return send(res, status, { errors: [{ message, field: null, help: null }] });
      }
      const errors = validate(body);
      if (errors.length > 0) return send(res, 400, { errors });
      const id = randomBytes(16).toString('base64url').slice(0, 22);
      standIn.messageIds.push(id);
      return send(res, 202, undefined, { 'X-Message-Id': id });
    })();
  });
  /**
   * Email Address Validation as SendGrid answers it: its own key (401 otherwise), `{ result: { email, verdict,
   * score, local, host, source } }`; the verdict is 'Invalid' for a host under .invalid (RFC 2606), 'Risky' for
   * a local part 'risky', 'Valid' otherwise. `validationDownNext` answers 503 instead.
   */
  const validateAddress = (res: ServerResponse, req: IncomingMessage, body: MailSendBody) => {
    if (req.headers.authorization !== `Bearer ${standIn.validationApiKey}`) {
      return send(res, 401, { errors: [{ message: 'authorization required', field: null, help: null }] });
    }
    if (standIn.validationDownNext) {
      standIn.validationDownNext = false;
      return send(res, 503, { errors: [{ message: 'Service Unavailable', field: null, help: null }] });
    }
    const { email = '', source = '' } = body as { email?: string; source?: string };
    const [local = '', host = ''] = email.split('@');
    const verdict = host.endsWith('.invalid') ? 'Invalid' : local === 'risky' ? 'Risky' : 'Valid';
    const score = { Invalid: 0.01, Risky: 0.45, Valid: 0.97 }[verdict];
    return send(res, 200, { result: { email, verdict, score, local, host, source } });
  };
  /**
   * Domain Authentication (`/v3/whitelabel/domains`: create, get, delete, add and remove an IP, validate), the
   * account's assigned IPs (`GET /v3/ips/assigned`) and Sender Verification (`POST /v3/verified_senders`), as the
   * v3 API documents them: 401 for another key, 400 `{ errors: [{ field, message }] }` for a body it refuses, 404
   * for an unknown domain. Validate sees a record when its host is in `published`; a sender at an authenticated
   * domain that validated is verified at once.
   */
  const setupApi = (
    res: ServerResponse,
    req: IncomingMessage,
    path: string,
    body: Record<string, unknown>,
  ) => {
    if (req.headers.authorization !== `Bearer ${standIn.apiKey}`) {
      return send(res, 401, {
        errors: [{ field: null, message: 'authorization required' }],
      });
    }
    if (standIn.failNextSetupCall && (standIn.failNextSetupCall.path ?? path) === path) {
      const { status, message } = standIn.failNextSetupCall;
      standIn.failNextSetupCall = null;
      return send(res, status, { errors: [{ field: null, message }] });
    }
    const refuse = (field: string | null, message: string) =>
      send(res, 400, { errors: [{ field, message }] });
    const method = req.method ?? '';
    if (method === 'GET' && path === '/v3/ips/assigned') {
      return send(
        res,
        200,
        standIn.assignedIps.map((ip) => ({ ip, pools: [], warmup: false, start_date: 1409616000 })),
      );
    }
    if (method === 'POST' && path === '/v3/verified_senders') return createSender(res, body);
    if (method === 'POST' && path === '/v3/whitelabel/domains') {
      const { domain, subdomain, ips = [], automatic_security = true, custom_spf = false } = body;
      if (typeof domain !== 'string' || !/^([a-z0-9-]+\.)+[a-z]{2,}$/i.test(domain)) {
        return refuse('domain', 'invalid domain');
      }
      if (!Array.isArray(ips) || ips.some((ip) => !standIn.assignedIps.includes(String(ip)))) {
        return refuse('ips', 'invalid ip');
      }
      if (subdomain !== undefined && (typeof subdomain !== 'string' || !/^[a-z0-9-]+$/i.test(subdomain))) {
        return refuse('subdomain', 'invalid subdomain');
      }
      const id = (nextDomainId += 1);
      const made: StandInDomain = {
        id,
        user_id: USER_ID,
        subdomain: (subdomain as string | undefined) ?? `em${id % 10000}`,
        domain: domain.toLowerCase(),
        username: 'ensemble',
        ips: ips.map(String),
        custom_spf: custom_spf === true,
        default: body.default === true,
        legacy: false,
        automatic_security: automatic_security !== false,
        valid: false,
        dns: {},
      };
      made.dns = domainRecords(made);
      standIn.domains.set(id, made);
      return send(res, 201, made);
    }
    const m = /^\/v3\/whitelabel\/domains\/(\d+)(\/validate|\/ips|\/ips\/([^/]+))?$/.exec(path);
    const domain = m ? standIn.domains.get(Number(m[1])) : undefined;
    if (!m || !domain) return send(res, 404, { errors: [{ field: null, message: 'Not Found' }] });
    const [, , sub, ipInPath] = m;
    if (!sub && method === 'GET') return send(res, 200, domain);
    if (!sub && method === 'DELETE') {
      standIn.domains.delete(domain.id);
      return send(res, 204);
    }
    if (sub === '/validate' && method === 'POST') {
      const validation_results: Record<string, { valid: boolean; reason: string | null }> = {};
      for (const [key, record] of Object.entries(domain.dns)) {
        record.valid = standIn.published.has(record.host);
        validation_results[key] = {
          valid: record.valid,
          reason: record.valid
            ? null
            : `Expected ${record.type.toUpperCase()} for "${record.host}" to match "${record.data}".`,
        };
      }
      domain.valid = Object.values(domain.dns).every((r) => r.valid);
      return send(res, 200, { id: domain.id, valid: domain.valid, validation_results });
    }
    if (sub === '/ips' && method === 'POST') {
      const ip = body.ip;
      if (typeof ip !== 'string' || !standIn.assignedIps.includes(ip)) return refuse('ip', 'invalid ip');
      if (!domain.ips.includes(ip)) domain.ips.push(ip);
      domain.dns = keepValidity(domain, domainRecords(domain));
      return send(res, 200, domain);
    }
    if (ipInPath !== undefined && method === 'DELETE') {
      const ip = decodeURIComponent(ipInPath);
      if (!domain.ips.includes(ip))
        return send(res, 404, { errors: [{ field: null, message: 'ip not found' }] });
      domain.ips = domain.ips.filter((i) => i !== ip);
      domain.dns = keepValidity(domain, domainRecords(domain));
      return send(res, 200, domain);
    }
    return send(res, 405, { errors: [{ field: null, message: 'Method Not Allowed' }] });
  };

  /** Sender Verification: nickname, from_email, reply_to, address, city and country are required. */
  const createSender = (res: ServerResponse, body: Record<string, unknown>) => {
    const text = (k: string) => (typeof body[k] === 'string' ? (body[k] as string) : undefined);
    const errors: { field: string; message: string; error_id: string }[] = [];
    for (const field of ['nickname', 'from_email', 'reply_to', 'address', 'city', 'country']) {
      if (!text(field)) errors.push({ field, message: `${field} is required`, error_id: 'required' });
    }
    for (const [field, max] of Object.entries(SENDER_MAX)) {
      if ((text(field)?.length ?? 0) > max) {
        errors.push({ field, message: `${field} is too long (max ${max})`, error_id: 'too_long' });
      }
    }
    if (errors.length > 0) return send(res, 400, { errors });
    const at = text('from_email')!.split('@')[1]?.toLowerCase();
    const sender: StandInSender = {
      id: (nextSenderId += 1),
      nickname: text('nickname')!,
      from_email: text('from_email')!,
      reply_to: text('reply_to')!,
      address: text('address')!,
      city: text('city')!,
      country: text('country')!,
      ...Object.fromEntries(
        ['from_name', 'reply_to_name', 'address2', 'state', 'zip'].flatMap((k) =>
          text(k) === undefined ? [] : [[k, text(k)]],
        ),
      ),
      // With the domain authenticated, SendGrid needs no verification email.
      verified: [...standIn.domains.values()].some((d) => d.valid && d.domain === at),
      locked: false,
    };
    standIn.senders.push(sender);
    return send(res, 201, sender);
  };
  let nextDomainId = 4_000_000;
  let nextSenderId = 1_000;

  const standIn: SendgridStandIn = {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    validationApiKey,
    validationDownNext: false,
    assignedIps: [...ASSIGNED_IPS],
    domains: new Map(),
    published: new Set(),
    publishAll(domain: string) {
      for (const d of standIn.domains.values()) {
        if (d.domain === domain) for (const r of Object.values(d.dns)) standIn.published.add(r.host);
      }
    },
    senders: [],
    failNextSetupCall: null,
    requests: [],
    rateLimitNext: 0,
    failNext: null,
    messageIds: [],
    reset() {
      standIn.requests.length = 0;
      standIn.messageIds.length = 0;
      standIn.rateLimitNext = 0;
      standIn.failNext = null;
      standIn.validationDownNext = false;
      standIn.assignedIps = [...ASSIGNED_IPS];
      standIn.domains.clear();
      standIn.published.clear();
      standIn.senders.length = 0;
      standIn.failNextSetupCall = null;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The client keeps its connections alive: close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return standIn;
}
