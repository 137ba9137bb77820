import * as http from 'node:http';
import { isIP, type AddressInfo, type LookupFunction } from 'node:net';
import { safeFetch, type SafeFetchOptions, UrlNotAllowedError } from './safe-fetch';

/**
 * The SSRF guard against the usual payloads: each must be refused with UrlNotAllowedError and the counting server,
 * listening on this machine's loopback addresses, must see no request at all. The controls at the end reach the
 * same server through an allow entry, so a guard that let anything through would show here.
 */

let hits = 0;
let redirectorHits = 0;
const counters: http.Server[] = [];
let redirector: http.Server;
let P: number; // the counting server's port, on 127.0.0.1 and ::1
let R: number; // the redirecting server's port

const REDIRECTOR_HOST = 'feeds.example.test';

/** A resolver that answers the table (a name to one or more addresses), as dns.lookup does. */
const lookup: LookupFunction = (hostname, options, callback) => {
  const table: Record<string, string[]> = {
    [REDIRECTOR_HOST]: ['127.0.0.1'],
    'rebind.example.com': ['127.0.0.1'],
    'rebind-ten.example.com': ['10.0.0.1'],
    'rebind-v6.example.com': ['::1'],
    'rebind-mapped.example.com': ['::ffff:127.0.0.1'],
    'rebind-metadata.example.com': ['169.254.169.254'],
    'rebind-zero.example.com': ['0.0.0.0'],
    'rebind-cgnat.example.com': ['100.64.0.1'],
    'rebind-ula.example.com': ['fd00::1'],
    'rebind-compat.example.com': ['::7f00:1'],
    // A private address among public ones is enough to refuse (listed first, so a resolver asked for one
    // address also answers it).
    'rebind-mixed.example.com': ['127.0.0.1', '93.184.216.34'],
  };
  const answer = table[hostname.toLowerCase()];
  if (!answer) {
    const err: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
    err.code = 'ENOTFOUND';
    callback(err, '', 0);
    return;
  }
  const all = answer.map((address) => ({ address, family: isIP(address) }));
  if (options.all) callback(null, all);
  else callback(null, all[0].address, all[0].family);
};

function listen(server: http.Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  const counting = () =>
    http.createServer((_req, res) => {
      hits++;
      res.writeHead(200, { 'content-type': 'text/plain' }).end('secret');
    });
  const v4 = counting();
  P = await listen(v4, 0, '127.0.0.1');
  counters.push(v4);
  // The same port on ::1, so IPv6 loopback payloads would be counted too.
  const v6 = counting();
  try {
    await listen(v6, P, '::1');
    counters.push(v6);
  } catch {
    // No IPv6 loopback here (or the port is taken there): the IPv6 payloads are still checked for the refusal.
  }
  redirector = http.createServer((req, res) => {
    redirectorHits++;
    const url = new URL(req.url ?? '/', 'http://x');
    const status = Number(url.searchParams.get('status') ?? 302);
    res.writeHead(status, { location: url.searchParams.get('to') ?? '/' }).end();
  });
  R = await listen(redirector, 0, '127.0.0.1');
});

afterAll(async () => {
  for (const s of [...counters, redirector]) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

interface Payload {
  name: string;
  url: () => string;
  /** Goes through the allowed redirecting server, which must be asked (the refusal is of its redirect). */
  viaRedirect?: boolean;
}

const direct = (name: string, url: () => string): Payload => ({ name, url });
const redirect = (name: string, to: () => string, status = 302): Payload => ({
  name: `redirect ${status} to ${name}`,
  viaRedirect: true,
  url: () => `http://${REDIRECTOR_HOST}:${R}/go?status=${status}&to=${encodeURIComponent(to())}`,
});

const payloads: Payload[] = [
  // Loopback, spelled every way the URL parser accepts
  direct('127.0.0.1', () => `http://127.0.0.1:${P}/`),
  direct('https 127.0.0.1', () => `https://127.0.0.1:${P}/`),
  direct('localhost', () => `http://localhost:${P}/`),
  direct('LOCALHOST.', () => `http://LOCALHOST.:${P}/`),
  direct('*.localhost', () => `http://feeds.localhost:${P}/`),
  direct('decimal 2130706433', () => `http://2130706433:${P}/`),
  direct('hex 0x7f000001', () => `http://0x7f000001:${P}/`),
  direct('octal 0177.0.0.1', () => `http://0177.0.0.1:${P}/`),
  direct('octal 017700000001', () => `http://017700000001:${P}/`),
  direct('mixed 0x7f.0.0.1', () => `http://0x7f.0.0.1:${P}/`),
  direct('short 127.1', () => `http://127.1:${P}/`),
  direct('short 127.0.1', () => `http://127.0.1:${P}/`),
  direct('127.0.0.2', () => `http://127.0.0.2:${P}/`),
  direct('percent-encoded %31%32%37.0.0.1', () => `http://%31%32%37.0.0.1:${P}/`),
  direct('ideographic dots 127。0。0。1', () => `http://127\u30020\u30020\u30021:${P}/`),
  direct('0.0.0.0', () => `http://0.0.0.0:${P}/`),
  direct('0', () => `http://0:${P}/`),
  direct('[::1]', () => `http://[::1]:${P}/`),
  direct('[::]', () => `http://[::]:${P}/`),
  direct('[0:0:0:0:0:0:0:1]', () => `http://[0:0:0:0:0:0:0:1]:${P}/`),
  direct('[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${P}/`),
  direct('[::ffff:7f00:1]', () => `http://[::ffff:7f00:1]:${P}/`),
  direct('[::127.0.0.1] (IPv4-compatible)', () => `http://[::127.0.0.1]:${P}/`),
  direct('[64:ff9b::127.0.0.1] (NAT64)', () => `http://[64:ff9b::127.0.0.1]:${P}/`),
  direct('[2002:7f00:1::] (6to4)', () => `http://[2002:7f00:1::]:${P}/`),
  // Userinfo and parser confusion: the host is what the URL parser says it is
  direct('example.com@127.0.0.1', () => `http://example.com@127.0.0.1:${P}/`),
  direct('user:pass@localhost', () => `http://user:pass@localhost:${P}/`),
  direct('example.com:80@[::1]', () => `http://example.com:80@[::1]:${P}/`),
  direct('127.0.0.1#@example.com', () => `http://127.0.0.1:${P}#@example.com/`),
  direct('127.0.0.1\\@example.com', () => `http://127.0.0.1:${P}\\@example.com/`),
  // Private, shared and reserved IPv4
  direct('10.0.0.1', () => 'http://10.0.0.1/'),
  direct('10.255.255.254', () => `http://10.255.255.254:${P}/`),
  direct('172.16.0.1', () => 'http://172.16.0.1/'),
  direct('172.31.255.254', () => 'http://172.31.255.254/'),
  direct('192.168.0.1', () => 'http://192.168.0.1/'),
  direct('192.168.1.1:8080', () => 'http://192.168.1.1:8080/'),
  direct('metadata 169.254.169.254', () => 'http://169.254.169.254/latest/meta-data/'),
  direct('metadata decimal 2852039166', () => 'http://2852039166/latest/meta-data/'),
  direct('metadata hex 0xa9fea9fe', () => 'http://0xa9fea9fe/'),
  direct('metadata octal 0251.0376.0251.0376', () => 'http://0251.0376.0251.0376/'),
  direct('metadata [::ffff:a9fe:a9fe]', () => 'http://[::ffff:a9fe:a9fe]/'),
  direct('metadata IPv6 [fd00:ec2::254]', () => 'http://[fd00:ec2::254]/latest/meta-data/'),
  direct('CGNAT 100.64.0.1', () => 'http://100.64.0.1/'),
  direct('CGNAT 100.127.255.254', () => 'http://100.127.255.254/'),
  direct('multicast 224.0.0.1', () => 'http://224.0.0.1/'),
  direct('multicast 239.255.255.250', () => 'http://239.255.255.250/'),
  direct('reserved 240.0.0.1', () => 'http://240.0.0.1/'),
  direct('broadcast 255.255.255.255', () => 'http://255.255.255.255/'),
  direct('benchmarking 198.18.0.1', () => 'http://198.18.0.1/'),
  direct('benchmarking 198.19.255.254', () => 'http://198.19.255.254/'),
  direct('TEST-NET 192.0.2.1', () => 'http://192.0.2.1/'),
  direct('[::ffff:10.0.0.1]', () => 'http://[::ffff:10.0.0.1]/'),
  // IPv6 unique-local, link-local, multicast, documentation
  direct('[fc00::1]', () => 'http://[fc00::1]/'),
  direct('[fd12:3456:789a::1]', () => 'http://[fd12:3456:789a::1]/'),
  direct('[fe80::1]', () => 'http://[fe80::1]/'),
  direct('[febf::1]', () => 'http://[febf::1]/'),
  direct('[ff02::1]', () => 'http://[ff02::1]/'),
  direct('[ff05::2]', () => 'http://[ff05::2]/'),
  direct('[2001:db8::1]', () => 'http://[2001:db8::1]/'),
  // Other schemes
  direct('file:', () => 'file:///etc/passwd'),
  direct('gopher:', () => `gopher://127.0.0.1:${P}/_GET%20/`),
  direct('ftp:', () => 'ftp://127.0.0.1/'),
  direct('data:', () => 'data:text/plain,secret'),
  direct('not a URL', () => 'not a url'),
  // DNS rebinding: a public-looking name that resolves to a private address when the socket opens
  direct('rebinding to 127.0.0.1', () => `http://rebind.example.com:${P}/`),
  direct('rebinding to 10.0.0.1', () => 'http://rebind-ten.example.com/'),
  direct('rebinding to ::1', () => `http://rebind-v6.example.com:${P}/`),
  direct('rebinding to ::ffff:127.0.0.1', () => `http://rebind-mapped.example.com:${P}/`),
  direct('rebinding to 169.254.169.254', () => 'http://rebind-metadata.example.com/'),
  direct('rebinding to 0.0.0.0', () => `http://rebind-zero.example.com:${P}/`),
  direct('rebinding to 100.64.0.1', () => 'http://rebind-cgnat.example.com/'),
  direct('rebinding to fd00::1', () => 'http://rebind-ula.example.com/'),
  direct('rebinding to ::127.0.0.1 (IPv4-compatible)', () => `http://rebind-compat.example.com:${P}/`),
  direct('rebinding to private and public', () => `http://rebind-mixed.example.com:${P}/`),
  // Redirects from an allowed server: every hop is checked again
  redirect('127.0.0.1', () => `http://127.0.0.1:${P}/`),
  redirect('127.0.0.1', () => `http://127.0.0.1:${P}/`, 301),
  redirect('127.0.0.1', () => `http://127.0.0.1:${P}/`, 303),
  redirect('127.0.0.1', () => `http://127.0.0.1:${P}/`, 307),
  redirect('127.0.0.1', () => `http://127.0.0.1:${P}/`, 308),
  redirect('localhost', () => `http://localhost:${P}/`),
  redirect('[::1]', () => `http://[::1]:${P}/`),
  redirect('[::ffff:127.0.0.1]', () => `http://[::ffff:127.0.0.1]:${P}/`),
  redirect('decimal 2130706433', () => `http://2130706433:${P}/`),
  redirect('0.0.0.0', () => `http://0.0.0.0:${P}/`),
  redirect('metadata', () => 'http://169.254.169.254/latest/meta-data/'),
  redirect('10.0.0.1', () => 'http://10.0.0.1/'),
  redirect('a name rebinding to 127.0.0.1', () => `http://rebind.example.com:${P}/`),
  redirect('a protocol-relative //127.0.0.1', () => `//127.0.0.1:${P}/`),
  redirect(
    'another redirect to 127.0.0.1',
    () => `http://${REDIRECTOR_HOST}:${R}/go?to=${encodeURIComponent(`http://127.0.0.1:${P}/`)}`,
  ),
  redirect('file:', () => 'file:///etc/passwd'),
  redirect('gopher:', () => `gopher://127.0.0.1:${P}/`),
];

const options = (): SafeFetchOptions => ({
  lookup,
  // Only the redirecting server is exempt; a broken guard trying a private address gives up quickly.
  allow: [`${REDIRECTOR_HOST}:${R}`],
  timeoutMs: 2000,
});

describe('SSRF payloads', () => {
  it('has at least 50 of them', () => {
    expect(payloads.length).toBeGreaterThanOrEqual(50);
  });

  it.each(payloads)('refuses $name', async (payload) => {
    const before = redirectorHits;
    await expect(safeFetch(payload.url(), options())).rejects.toBeInstanceOf(UrlNotAllowedError);
    if (payload.viaRedirect) expect(redirectorHits).toBeGreaterThan(before);
    expect(hits).toBe(0);
  });

  it('let no request reach the counting server', () => {
    expect(hits).toBe(0);
  });
});

describe('the controls (the same servers, allowed)', () => {
  it('reaches the counting server through an allow entry', async () => {
    const res = await safeFetch(`http://127.0.0.1:${P}/`, { ...options(), allow: [`127.0.0.1:${P}`] });
    expect(res.body.toString()).toBe('secret');
    expect(hits).toBe(1);
  });

  it('follows the redirect when its target is allowed too', async () => {
    const res = await safeFetch(
      `http://${REDIRECTOR_HOST}:${R}/go?to=${encodeURIComponent(`http://127.0.0.1:${P}/`)}`,
      { ...options(), allow: [`${REDIRECTOR_HOST}:${R}`, `127.0.0.1:${P}`] },
    );
    expect(res).toMatchObject({ status: 200, url: `http://127.0.0.1:${P}/` });
    expect(hits).toBe(2);
  });
});
