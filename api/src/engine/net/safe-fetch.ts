import * as dns from 'node:dns';
import * as http from 'node:http';
import * as https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { socialMessages } from '@ensemble/contracts';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';

/**
 * A fetch of a URL a user gave us (an RSS feed, a page to post), that can never be turned against the suite's own
 * network (SSRF): only public unicast addresses are connected to, at every redirect, whatever the name resolves to
 * when the socket opens.
 */
export interface SafeFetchOptions {
  /** Redirects followed, each target checked again; one more is a failure. Default 5. */
  maxRedirects?: number;
  /** The whole fetch, redirects and body included. Default 10 000. */
  timeoutMs?: number;
  /** The largest body read; past it the fetch is refused. Default 5 MB. */
  maxBytes?: number;
  userAgent?: string;
  accept?: string;
  /**
   * `host:port` entries fetched without the address check (local tests, the embedded default's own feed). A
   * deployment leaves this empty: it is OUTBOUND_FETCH_ALLOW.
   */
  allow?: readonly string[];
  /** dns.lookup's signature; tests answer private addresses for public-looking names (rebinding). */
  lookup?: LookupFunction;
}

export interface SafeResponse {
  status: number;
  /** The URL the body came from, after redirects. */
  url: string;
  contentType: string | null;
  body: Buffer;
}

export class UrlNotAllowedError extends Error {
  constructor(readonly detail: string) {
    super(socialMessages.urlNotAllowed);
    this.name = 'UrlNotAllowedError';
  }
}

export type FetchFailureReason = 'timeout' | 'too_large' | 'too_many_redirects' | 'network';

export class FetchFailedError extends Error {
  constructor(
    readonly reason: FetchFailureReason,
    detail: string,
  ) {
    super(`Fetch failed (${reason}): ${detail}`);
    this.name = 'FetchFailedError';
  }
}

export const SAFE_FETCH_DEFAULTS = {
  maxRedirects: 5,
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  userAgent: 'Ensemble/1.0 (+feed reader)',
  accept: '*/*',
} as const;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * Addresses a fetch may never reach, beyond what request-filtering-agent (ipaddr.js ranges) already refuses at
 * connect time: used for the early refusal of a literal address, with a message before any socket exists.
 */
const refused = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], // "this network", 0.0.0.0 reaches the local host on Linux
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  refused.addSubnet(net, prefix, 'ipv4');
}
// IPv6: only global unicast (2000::/3), which leaves out ::, ::1, IPv4-mapped and -compatible, NAT64, fc00::/7,
// fe80::/10, fec0::/10 and ff00::/8; then the parts of 2000::/3 that embed an IPv4 address or are not routed.
const globalIpv6 = new BlockList();
globalIpv6.addSubnet('2000::', 3, 'ipv6');
for (const [net, prefix] of [
  ['2001::', 23], // IETF protocol assignments, Teredo (embeds an IPv4 address)
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['3fff::', 20], // documentation
] as const) {
  refused.addSubnet(net, prefix, 'ipv6');
}

/** Whether `ip` is an address a user-given URL may reach: public unicast, IPv4 or IPv6. */
export function isPublicAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return !refused.check(ip, 'ipv4');
  if (family === 6) return globalIpv6.check(ip, 'ipv6') && !refused.check(ip, 'ipv6');
  return false;
}

/** The URL's hostname as a socket takes it: lower case, IPv6 without brackets, no trailing dot. */
function bareHost(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '');
}

function portOf(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80;
}

/** `host:port` as the allow list writes it, normalised the way URLs are (127.1 is 127.0.0.1, hosts lower case). */
function allowKey(entry: string): string | null {
  const m = /^(.+):(\d{1,5})$/.exec(entry.trim());
  if (!m) return null;
  try {
    return `${bareHost(new URL(`http://${m[1]}`))}:${Number(m[2])}`;
  } catch {
    return null;
  }
}

/** One URL of the chain (the first or a redirect target), if it is http(s) with a host; else UrlNotAllowedError. */
function parseTarget(raw: string, base?: URL): URL {
  let url: URL;
  try {
    // The WHATWG parser turns 2130706433, 0x7f000001, 0177.0.0.1 and 127.1 into 127.0.0.1 and keeps userinfo out
    // of the host: the request is built from this same parsed URL, so what is checked is what is asked for.
    url = new URL(raw, base);
  } catch {
    throw new UrlNotAllowedError(`not a URL: ${raw}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new UrlNotAllowedError(`scheme ${url.protocol}`);
  }
  if (!bareHost(url)) throw new UrlNotAllowedError('no host');
  return url;
}

/** The early refusal: a literal non-public address, or a name that is this machine by definition. */
function checkLiteralHost(url: URL): void {
  const host = bareHost(url);
  if (isIP(host) !== 0 && !isPublicAddress(host)) throw new UrlNotAllowedError(`address ${host}`);
  if (host === 'localhost' || host.endsWith('.localhost')) throw new UrlNotAllowedError(`host ${host}`);
}

// keepAlive off: a pooled socket would outlive the check of the request that opened it.
const guardedAgents = {
  'http:': new RequestFilteringHttpAgent({ keepAlive: false }),
  'https:': new RequestFilteringHttpsAgent({ keepAlive: false }),
};
const plainAgents = {
  'http:': new http.Agent({ keepAlive: false }),
  'https:': new https.Agent({ keepAlive: false }),
};

/**
 * The resolver the socket uses, refusing any answer that is not a public address: the literal check's rule applied
 * to what is connected to. request-filtering-agent checks the same answers against ipaddr.js's ranges, which let
 * a few non-global IPv6 blocks through (IPv4-compatible ::a.b.c.d, unassigned space).
 */
function publicOnly(lookup: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, options, (err, address, family) => {
      if (err) return callback(err, address, family);
      const answers = Array.isArray(address) ? address.map((a) => a.address) : [address];
      const refusedAnswer = answers.find((a) => !isPublicAddress(a));
      if (refusedAnswer !== undefined) {
        return callback(new UrlNotAllowedError(`${hostname} resolves to ${refusedAnswer}`), address, family);
      }
      callback(null, address, family);
    });
  };
}

/** request-filtering-agent's refusal ("DNS lookup 127.0.0.1(family:4, host:x) is not allowed. Because, ..."). */
function isAgentRefusal(err: Error): boolean {
  return /^DNS lookup .* is not allowed\. Because/.test(err.message);
}

interface Hop {
  status: number;
  location: string | null;
  contentType: string | null;
  body: Buffer;
}

function requestOnce(
  url: URL,
  allowed: boolean,
  o: Required<Omit<SafeFetchOptions, 'allow' | 'lookup'>> & { lookup?: LookupFunction },
  deadline: number,
): Promise<Hop> {
  return new Promise<Hop>((resolve, reject) => {
    const protocol = url.protocol as 'http:' | 'https:';
    const client = protocol === 'https:' ? https : http;
    let settled = false;
    const fail = (err: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      if (err instanceof UrlNotAllowedError || err instanceof FetchFailedError) reject(err);
      else if (isAgentRefusal(err)) reject(new UrlNotAllowedError(err.message));
      else reject(new FetchFailedError('network', err.message));
    };
    const timer = setTimeout(
      () => fail(new FetchFailedError('timeout', `no answer within the time allowed`)),
      Math.max(0, deadline - Date.now()),
    );
    const req = client.request(
      {
        protocol,
        hostname: bareHost(url),
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: 'GET',
        agent: allowed ? plainAgents[protocol] : guardedAgents[protocol],
        // Reaches the agent's createConnection, which checks every address this lookup answers, again.
        ...(allowed
          ? o.lookup && { lookup: o.lookup }
          : { lookup: publicOnly(o.lookup ?? (dns.lookup as LookupFunction)) }),
        headers: { 'user-agent': o.userAgent, accept: o.accept, 'accept-encoding': 'identity' },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        const location = typeof res.headers.location === 'string' ? res.headers.location : null;
        const contentType = res.headers['content-type'] ?? null;
        if (REDIRECTS.has(status) && location !== null) {
          // The body of a redirect is never read.
          settled = true;
          clearTimeout(timer);
          res.destroy();
          resolve({ status, location, contentType, body: Buffer.alloc(0) });
          return;
        }
        const declared = Number(res.headers['content-length']);
        if (Number.isFinite(declared) && declared > o.maxBytes) {
          fail(new FetchFailedError('too_large', `${declared} bytes declared, ${o.maxBytes} allowed`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > o.maxBytes) {
            fail(new FetchFailedError('too_large', `more than ${o.maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', fail);
        res.on('close', () => {
          if (!res.complete)
            fail(new FetchFailedError('network', 'connection closed before the end of the body'));
        });
        res.on('end', () => {
          if (settled) return;
          settled = true;
          clearTimeout(timer);
          resolve({ status, location: null, contentType, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/**
 * GETs `url` (http or https), following up to maxRedirects redirects itself, each target checked again. A literal
 * private address is refused before any socket; a name is checked on the address the socket actually connects to
 * (request-filtering-agent), which is what defeats DNS rebinding. Refusals throw UrlNotAllowedError, anything else
 * that goes wrong FetchFailedError; any HTTP status that is not a redirect is returned.
 */
export async function safeFetch(url: string, options: SafeFetchOptions = {}): Promise<SafeResponse> {
  const o = {
    maxRedirects: options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects,
    timeoutMs: options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs,
    maxBytes: options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes,
    userAgent: options.userAgent ?? SAFE_FETCH_DEFAULTS.userAgent,
    accept: options.accept ?? SAFE_FETCH_DEFAULTS.accept,
    lookup: options.lookup,
  };
  const allow = new Set((options.allow ?? []).map(allowKey).filter((k): k is string => k !== null));
  const deadline = Date.now() + o.timeoutMs;
  let current: URL | null = null;
  let raw = url;
  for (let hop = 0; hop <= o.maxRedirects; hop++) {
    const target = parseTarget(raw, current ?? undefined);
    // An allow-listed host:port is exempt from the address checks, not from the scheme check.
    const allowed = allow.has(`${bareHost(target)}:${portOf(target)}`);
    if (!allowed) checkLiteralHost(target);
    const res = await requestOnce(target, allowed, o, deadline);
    if (res.location === null) {
      return { status: res.status, url: target.href, contentType: res.contentType, body: res.body };
    }
    current = target;
    raw = res.location;
  }
  throw new FetchFailedError('too_many_redirects', `more than ${o.maxRedirects} redirects from ${url}`);
}
