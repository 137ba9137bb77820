import { useCallback } from 'react';
import { session } from '@ensemble/shared-ui';
import { useLogoutMutation } from '../api/authApi';

/** Revokes the refresh token on the API (best effort: the local session ends whatever it answers). */
export function useLogout(): () => Promise<void> {
  const [revoke] = useLogoutMutation();
  return useCallback(async () => {
    const { refresh } = session.get();
    if (refresh) await revoke({ refresh });
    session.logout('user');
  }, [revoke]);
}
