import { useCallback, useState } from 'react';
import { messages, pageSizes, type AuthTokens, type Edition, type User } from '@ensemble/contracts';
import { routeAfterLogin, session, useEdition, wasAborted } from '@ensemble/shared-ui';
import { useLazyGetOrganizationsQuery } from '../api/organizationsApi';
import { socialSetupUrl } from '../routes/paths';
import { useGoTo } from './useGoTo';

/** What ended in a session: a login (and two-step verification), or a sign-up. */
export type SignInKind = 'login' | 'signup';

/**
 * Where a verified sign-up goes (spec 1 §4): the dashboard, or social setup in the social edition. Someone
 * new has no organization yet, so company details come first (and from there the plan and first-time setup).
 * Kept in this remote rather than shared-ui: the shell's copy of that singleton is the one loaded, and a
 * remote must work with the shell that is deployed.
 */
export function routeAfterSignup(orgCount: number, onlyOrgId: number | null, edition: Edition): string {
  if (orgCount === 1 && onlyOrgId != null && edition === 'social') return socialSetupUrl(onlyOrgId);
  return routeAfterLogin(orgCount, onlyOrgId, edition);
}

/**
 * Spec 1 §4: after login (or signup, or a verified email) fetch the user's organizations and route:
 * none → /company-details, one → its home (and it becomes the current organization), several → the picker.
 * A sign-up (`'signup'`: the form, or the emailed verification link that ends it) lands on social setup
 * rather than the social home in the social edition.
 */
export function useSignIn() {
  const [fetchOrganizations] = useLazyGetOrganizationsQuery();
  const edition = useEdition();
  const goTo = useGoTo();
  const [routing, setRouting] = useState(false);
  const [routeError, setRouteError] = useState<string | null>(null);

  const routeByOrganizations = useCallback(
    async (kind: SignInKind = 'login'): Promise<boolean> => {
      setRouting(true);
      setRouteError(null);
      const result = await fetchOrganizations({ page: 1, per_page: pageSizes.organizationPicker });
      if (!result.data) {
        setRouting(false);
        // A session that ended meanwhile (refused refresh) is announced by the session itself.
        if (!wasAborted(result.error) && session.isAuthenticated())
          setRouteError(messages.unableToGetOrganizations);
        return false;
      }
      const { count, results } = result.data;
      const onlyId = count === 1 && results[0] ? results[0].id : null;
      if (onlyId !== null) session.setOrganization(onlyId);
      // The spinner stays until this screen unmounts: the destination takes over.
      const route = kind === 'signup' ? routeAfterSignup : routeAfterLogin;
      goTo(route(count, onlyId, edition), { replace: true });
      return true;
    },
    [fetchOrganizations, edition, goTo],
  );

  /** Stores the session, then opens `next` (a safe path the user was headed to) or routes by organizations. */
  const signIn = useCallback(
    async (
      tokens: AuthTokens,
      user: User,
      next: string | null = null,
      kind: SignInKind = 'login',
    ): Promise<boolean> => {
      const previous = session.get();
      // A different person signing in on this browser must not inherit the last one's organization.
      if (previous.user && previous.user.id !== user.id) session.setOrganization(null);
      session.setTokens(tokens);
      session.setUser(user);
      if (next) {
        goTo(next, { replace: true });
        return true;
      }
      return routeByOrganizations(kind);
    },
    [routeByOrganizations, goTo],
  );

  return { signIn, routeByOrganizations, routing, routeError };
}
