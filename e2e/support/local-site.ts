import { createServer, type Server } from 'node:http';
import { host, ports } from './ports';

/** A file a local site serves: its content type and body. */
export interface SiteFile {
  type: string;
  body: string | Buffer;
}

export interface LocalSite {
  /** The address of `path` on the site. */
  url: (path: string) => string;
  /** How many requests reached `path`. */
  hits: (path: string) => number;
  close: () => Promise<void>;
}

/**
 * A web site on 127.0.0.1:ports.feeds (the one loopback address the e2e API's SSRF guard lets through,
 * OUTBOUND_FETCH_ALLOW) serving `files` by path, as a customer's site or feed host would; 404 for anything else.
 * One at a time: a journey closes it before the next starts one.
 */
export async function serveSite(files: Record<string, SiteFile>): Promise<LocalSite> {
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://site').pathname;
    const file = files[path];
    counts.set(path, (counts.get(path) ?? 0) + 1);
    if (!file) res.writeHead(404).end();
    else res.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(ports.feeds, host, () => resolve());
  });
  return {
    url: (path) => `http://${host}:${ports.feeds}${path}`,
    hits: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
