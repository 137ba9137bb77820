import { useCallback } from 'react';
import type { Organization } from '@ensemble/contracts';
import { useAcceptInvitationMutation } from '../../api/invitationsApi';
import { useOpenOrganization } from '../../hooks/useOpenOrganization';

/**
 * Accepts an invitation as the signed-in user; on success the organization becomes the current one and its
 * home opens. Resolves with the API's error (or null on success) so each screen words its own failure.
 */
export function useJoinOrganization() {
  const [accept, state] = useAcceptInvitationMutation();
  const openOrganization = useOpenOrganization();

  const join = useCallback(
    async (token: string): Promise<{ organization: Organization | null; error: unknown }> => {
      const result = await accept({ token });
      if (result.error) return { organization: null, error: result.error };
      openOrganization(result.data);
      return { organization: result.data, error: null };
    },
    [accept, openOrganization],
  );

  return { join, joining: state.isLoading };
}
