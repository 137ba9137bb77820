import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { socialMessages } from '@ensemble/contracts';
import {
  FetchFailedError,
  isPublicAddress,
  safeFetch,
  type SafeFetchOptions,
  UrlNotAllowedError,
} from './safe-fetch';

/** A local server answering per path; every request it gets is recorded. */
let server: http.Server;
let base: string;
let allow: string[];
const seen: { url: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    const url = new URL(req.url ?? '/', 'http://x');
    switch (url.pathname) {
      case '/hello':
        res.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end('hello');
        return;
      case '/hop': {
        // /hop?n=3 redirects to /hop?n=2 … /hello, relative Locations.
        const n = Number(url.searchParams.get('n'));
        res.writeHead(n > 1 ? 302 : 301, { location: n > 1 ? `hop?n=${n - 1}` : '/hello' }).end();
        return;
      }
      case '/missing':
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>no</h1>');
        return;
      case '/no-location':
        res.writeHead(302).end('moved, somewhere');
        return;
      case '/declared-big':
        res.writeHead(200, { 'content-length': '100000' }).end('x'.repeat(100_000));
        return;
      case '/streamed-big':
        // Chunked, no content-length: the limit must hold while reading.
        res.writeHead(200);
        for (let i = 0; i < 100; i++) res.write('x'.repeat(1000));
        res.end();
        return;
      case '/silent':
        return; // never answers
      case '/to-ftp':
        res.writeHead(302, { location: `ftp://127.0.0.1:${(server.address() as AddressInfo).port}/` }).end();
        return;
      default:
        res.writeHead(500).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  allow = [`127.0.0.1:${port}`];
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const fetchLocal = (path: string, o: SafeFetchOptions = {}) => safeFetch(`${base}${path}`, { allow, ...o });

describe('safeFetch', () => {
  it('answers status, final url, content type and body, with the user agent and accept asked for', async () => {
    const res = await fetchLocal('/hello', { userAgent: 'EnsembleTest/1', accept: 'text/plain' });
    expect(res).toEqual({
      status: 200,
      url: `${base}/hello`,
      contentType: 'text/plain; charset=utf-8',
      body: Buffer.from('hello'),
    });
    expect(seen.at(-1)?.headers).toMatchObject({ 'user-agent': 'EnsembleTest/1', accept: 'text/plain' });
  });

  it('follows relative redirects itself, up to maxRedirects', async () => {
    const res = await fetchLocal('/hop?n=3');
    expect(res.url).toBe(`${base}/hello`);
    expect(res.body.toString()).toBe('hello');
    await expect(fetchLocal('/hop?n=3', { maxRedirects: 3 })).resolves.toMatchObject({ status: 200 });
    const tooMany = fetchLocal('/hop?n=3', { maxRedirects: 2 });
    await expect(tooMany).rejects.toBeInstanceOf(FetchFailedError);
    await expect(fetchLocal('/hop?n=1', { maxRedirects: 0 })).rejects.toMatchObject({
      reason: 'too_many_redirects',
    });
  });

  it('returns other statuses as they are, and a redirect without a Location', async () => {
    await expect(fetchLocal('/missing')).resolves.toMatchObject({ status: 404 });
    await expect(fetchLocal('/no-location')).resolves.toMatchObject({ status: 302 });
  });

  it('refuses a body past maxBytes, declared or streamed', async () => {
    await expect(fetchLocal('/declared-big', { maxBytes: 10_000 })).rejects.toMatchObject({
      reason: 'too_large',
    });
    await expect(fetchLocal('/streamed-big', { maxBytes: 10_000 })).rejects.toMatchObject({
      reason: 'too_large',
    });
    await expect(fetchLocal('/streamed-big', { maxBytes: 100_000 })).resolves.toMatchObject({
      status: 200,
    });
  });

  it('gives up after timeoutMs', async () => {
    const started = Date.now();
    await expect(fetchLocal('/silent', { timeoutMs: 300 })).rejects.toMatchObject({ reason: 'timeout' });
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('refuses with the contracts message, other schemes even on an allowed host:port', async () => {
    const refusal = fetchLocal('/to-ftp');
    await expect(refusal).rejects.toBeInstanceOf(UrlNotAllowedError);
    await expect(refusal).rejects.toThrow(socialMessages.urlNotAllowed);
    const port = (server.address() as AddressInfo).port;
    await expect(safeFetch(`ftp://127.0.0.1:${port}/`, { allow })).rejects.toBeInstanceOf(UrlNotAllowedError);
  });

  it('exempts only the exact host:port listed', async () => {
    const port = (server.address() as AddressInfo).port;
    await expect(safeFetch(`${base}/hello`, { allow: [`127.0.0.1:${port + 1}`] })).rejects.toBeInstanceOf(
      UrlNotAllowedError,
    );
    await expect(safeFetch(`${base}/hello`, { allow: [`localhost:${port}`] })).rejects.toBeInstanceOf(
      UrlNotAllowedError,
    );
    // Entries are normalised as URLs are: 127.1 is 127.0.0.1.
    await expect(safeFetch(`${base}/hello`, { allow: [`127.1:${port}`] })).resolves.toMatchObject({
      status: 200,
    });
  });

  it('reports a connection failure as a FetchFailedError', async () => {
    const closed = http.createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    await expect(
      safeFetch(`http://127.0.0.1:${port}/`, { allow: [`127.0.0.1:${port}`] }),
    ).rejects.toMatchObject({ reason: 'network' });
  });
});

describe('isPublicAddress', () => {
  it.each(['8.8.8.8', '93.184.216.34', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001::200e'])(
    '%s is public',
    (ip) => expect(isPublicAddress(ip)).toBe(true),
  );
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.100.100.100',
    '0.0.0.0',
    '224.0.0.251',
    '255.255.255.255',
    '198.18.5.5',
    '::',
    '::1',
    '::ffff:8.8.8.8',
    '::ffff:127.0.0.1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::1',
    '2001:0:4136:e378::1',
    'fc00::1',
    'fd00:ec2::254',
    'fe80::1',
    'ff02::1',
    '2001:db8::1',
    'example.com',
  ])('%s is not', (ip) => expect(isPublicAddress(ip)).toBe(false));
});
