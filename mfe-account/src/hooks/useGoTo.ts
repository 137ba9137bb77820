import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { navigateTo } from '@ensemble/shared-ui';
import { isRenderedHere } from '../routes/paths';

/**
 * Navigates with this remote's router when the destination is one of its screens, and with a plain URL
 * change (single-spa reroutes) when another remote owns it.
 */
export function useGoTo(): (url: string, opts?: { replace?: boolean }) => void {
  const navigate = useNavigate();
  return useCallback(
    (url: string, opts?: { replace?: boolean }) => {
      if (isRenderedHere(url)) navigate(url, { replace: opts?.replace });
      else navigateTo(url, opts);
    },
    [navigate],
  );
}
