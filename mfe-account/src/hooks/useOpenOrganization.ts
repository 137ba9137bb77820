import { useCallback } from 'react';
import type { Organization } from '@ensemble/contracts';
import { homePathFor, session, useEdition } from '@ensemble/shared-ui';
import { useGoTo } from './useGoTo';

/**
 * Makes the organization the current one and opens its home (dashboard, or social home in the social
 * edition). The session's 'organization-changed' event resets every remote's cached data.
 */
export function useOpenOrganization(): (organization: Organization) => void {
  const edition = useEdition();
  const goTo = useGoTo();
  return useCallback(
    (organization: Organization) => {
      session.setOrganization(organization.id);
      goTo(homePathFor(organization.id, edition));
    },
    [edition, goTo],
  );
}
