import type { RemoteDescriptor, RemotesConfig } from '@ensemble/contracts';

/** '/' matches only the root; any other prefix matches itself and what lies below it, on a segment boundary. */
export function matchesPrefix(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  const p = prefix.replace(/\/+$/, '');
  return pathname === p || pathname.startsWith(`${p}/`);
}

/** Pages shown without the layout (no side menu, no toolbar, no session needed): remotes.json's publicRoutes. */
export function isPublicRoute(config: Pick<RemotesConfig, 'remotes'>, pathname: string): boolean {
  return config.remotes.some((r) => (r.publicRoutes ?? []).some((p) => matchesPrefix(pathname, p)));
}

export function ownsPath(remote: Pick<RemoteDescriptor, 'routes'>, pathname: string): boolean {
  return remote.routes.some((r) => matchesPrefix(pathname, r));
}

/** The remote that renders this path, or null when it is the shell's not-found page. */
export function ownerOf<R extends Pick<RemoteDescriptor, 'routes'>>(
  config: { remotes: readonly R[] },
  pathname: string,
): R | null {
  if (matchesPrefix(pathname, '/404')) return null;
  return config.remotes.find((r) => ownsPath(r, pathname)) ?? null;
}

/**
 * The organization a layout URL is about: every organization-scoped route carries the id as its first
 * numeric segment (/dashboard/5, /rhapsody/social/5/url/3, /composition/prospects/5/prospect/9).
 */
export function organizationIdInPath(pathname: string): number | null {
  for (const segment of pathname.split('/')) {
    if (/^\d+$/.test(segment)) {
      const id = Number(segment);
      return id > 0 && Number.isSafeInteger(id) ? id : null;
    }
  }
  return null;
}

export type PageKind = 'public' | 'layout' | 'not-found';

export function pageKind(config: Pick<RemotesConfig, 'remotes'>, pathname: string): PageKind {
  const owner = ownerOf(config, pathname);
  if (!owner) return 'not-found';
  return isPublicRoute(config, pathname) ? 'public' : 'layout';
}
