import { preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { federationName } from './federation-name';
import { ownerOf } from './routes';

/**
 * remotes.json, asked for as soon as the shell's first script runs instead of after the shared libraries have
 * loaded and run: the page's remote can then be fetched alongside them (issue 16: the login page's LCP).
 * Read once; bootstrap validates it.
 */
let config: Promise<unknown> | null = null;
export function remotesJson(): Promise<unknown> {
  config ??= fetch('/remotes.json', { cache: 'no-store' }).then((res) => {
    if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
    return res.json() as Promise<unknown>;
  });
  return config;
}

interface ListedRemote {
  name: string;
  entry: string;
  routes: string[];
}

function listedRemotes(raw: unknown): ListedRemote[] {
  const remotes = (raw as { remotes?: unknown } | null)?.remotes;
  if (!Array.isArray(remotes)) return [];
  return remotes.filter(
    (r): r is ListedRemote =>
      typeof r?.name === 'string' && typeof r.entry === 'string' && Array.isArray(r.routes),
  );
}

const registered = new Set<string>();

/** Registers each listed remote with Module Federation once, whoever asks first. */
export function registerListedRemotes(remotes: readonly { name: string; entry: string }[]): void {
  const fresh = remotes.filter((r) => !registered.has(r.name));
  fresh.forEach((r) => registered.add(r.name));
  if (fresh.length) registerRemotes(fresh.map((r) => ({ name: federationName(r.name), entry: r.entry })));
}

/**
 * Starts fetching the remote that renders this page (its manifest, entry and first chunks) while the shell's
 * shared libraries load. Only files: nothing runs before bootstrap mounts it. A failure here is left to the
 * real load to report.
 */
export function warmUpPageRemote(pathname: string = window.location.pathname): void {
  remotesJson()
    .then((raw) => {
      const remotes = listedRemotes(raw);
      registerListedRemotes(remotes);
      const owner = ownerOf({ remotes }, pathname);
      if (owner) return preloadRemote([{ nameOrAlias: federationName(owner.name), exposes: ['./app'] }]);
      return undefined;
    })
    .catch(() => undefined);
}
