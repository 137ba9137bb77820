import type { Edition } from '@ensemble/contracts';

declare global {
  interface Window {
    /** Set by single-spa when it is loaded on the page. */
    singleSpaNavigate?: unknown;
  }
}

/**
 * Navigation across remotes is plain URLs. single-spa patches pushState/replaceState and fires a popstate
 * event after them, so every remote's BrowserRouter (and single-spa itself) sees the change. Without
 * single-spa on the page (unit tests, a remote opened on its own) we fire that popstate ourselves.
 */
export function navigateTo(url: string, opts?: { replace?: boolean }): void {
  const current = window.location.pathname + window.location.search + window.location.hash;
  if (current === url && !opts?.replace) return;
  if (opts?.replace) window.history.replaceState(window.history.state, '', url);
  else window.history.pushState(null, '', url);
  if (!window.singleSpaNavigate)
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}

/** The organization's home: the dashboard, or the social campaign page in the social edition (spec 1 §4). */
export function homePathFor(orgId: number, edition: Edition): string {
  return edition === 'social' ? `/rhapsody/social/${orgId}` : `/dashboard/${orgId}`;
}

/** Where to go after login / organization selection (spec 1 §4). */
export function routeAfterLogin(orgCount: number, onlyOrgId: number | null, edition: Edition): string {
  if (orgCount <= 0) return '/company-details';
  if (orgCount === 1 && onlyOrgId != null) return homePathFor(onlyOrgId, edition);
  return '/select-organization';
}

/** A positive integer id from a route parameter, or null (the screen then shows NotFound). */
export function parseId(value: string | undefined | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const n = Number(value);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}
