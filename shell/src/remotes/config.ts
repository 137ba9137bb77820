import { editions, type RemoteDescriptor, type RemotesConfig } from '@ensemble/contracts';

const REMOTE_NAMES: RemoteDescriptor['name'][] = [
  'mfe-account',
  'mfe-composition',
  'mfe-rhapsody',
  'mfe-harmony',
  'mfe-tempo',
];

/** Validates remotes.json, so a typo fails with a clear message instead of a half-working suite. */
export function parseRemotesConfig(raw: unknown): RemotesConfig {
  if (!raw || typeof raw !== 'object') throw new Error('remotes.json is not an object');
  const c = raw as Partial<RemotesConfig>;
  if (!editions.includes(c.edition as RemotesConfig['edition']))
    throw new Error(`unknown edition "${c.edition}"`);
  if (typeof c.apiBaseUrl !== 'string') throw new Error('apiBaseUrl is missing');
  if (!Array.isArray(c.remotes)) throw new Error('remotes is missing');
  const remotes = c.remotes.map((r: Partial<RemoteDescriptor>, i): RemoteDescriptor => {
    if (!REMOTE_NAMES.includes(r.name as RemoteDescriptor['name']))
      throw new Error(`remotes[${i}]: unknown name`);
    if (typeof r.entry !== 'string' || !r.entry) throw new Error(`remotes[${i}]: entry is missing`);
    if (!Array.isArray(r.routes) || !r.routes.every((p) => typeof p === 'string' && p.startsWith('/'))) {
      throw new Error(`remotes[${i}]: routes must be paths`);
    }
    return { name: r.name as RemoteDescriptor['name'], entry: r.entry, routes: r.routes };
  });
  // '' means the API on the shell's own origin.
  return { edition: c.edition as RemotesConfig['edition'], apiBaseUrl: c.apiBaseUrl || '/api', remotes };
}

/** The Module Federation container name of a remote (tools/webpack builds with the same mapping). */
export function federationName(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_');
}
