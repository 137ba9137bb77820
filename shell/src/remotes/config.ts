import { editions, type RemoteDescriptor, type RemotesConfig } from '@ensemble/contracts';

/** A remote's name: what remotes.json lists is what the shell loads; it knows no list of its own. */
const REMOTE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

function isPathList(v: unknown): v is string[] {
  return Array.isArray(v) && v.every((p) => typeof p === 'string' && p.startsWith('/'));
}

/** Validates remotes.json, so a typo fails with a clear message instead of a half-working suite. */
export function parseRemotesConfig(raw: unknown): RemotesConfig {
  if (!raw || typeof raw !== 'object') throw new Error('remotes.json is not an object');
  const c = raw as Partial<RemotesConfig>;
  if (!editions.includes(c.edition as RemotesConfig['edition']))
    throw new Error(`unknown edition "${c.edition}"`);
  if (typeof c.apiBaseUrl !== 'string') throw new Error('apiBaseUrl is missing');
  if (!Array.isArray(c.remotes)) throw new Error('remotes is missing');
  const seen = new Set<string>();
  const remotes = c.remotes.map((r: Partial<RemoteDescriptor>, i): RemoteDescriptor => {
    if (typeof r.name !== 'string' || !REMOTE_NAME.test(r.name))
      throw new Error(`remotes[${i}]: invalid name (lower-case letters, digits and hyphens)`);
    if (seen.has(r.name)) throw new Error(`remotes[${i}]: ${r.name} is listed twice`);
    seen.add(r.name);
    if (typeof r.entry !== 'string' || !r.entry) throw new Error(`remotes[${i}]: entry is missing`);
    if (!isPathList(r.routes)) throw new Error(`remotes[${i}]: routes must be paths`);
    const publicRoutes = r.publicRoutes ?? [];
    if (!isPathList(publicRoutes)) throw new Error(`remotes[${i}]: publicRoutes must be paths`);
    return { name: r.name, entry: r.entry, routes: r.routes, publicRoutes };
  });
  // '' means the API on the shell's own origin.
  return { edition: c.edition as RemotesConfig['edition'], apiBaseUrl: c.apiBaseUrl || '/api', remotes };
}
