import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { leadRecordRoute, type FsmState } from '@ensemble/contracts';
import { useNotify } from '@ensemble/shared-ui';

export interface Landing {
  id: number;
  fsm_state: FsmState;
  /** The opportunity list the contact landed in (opportunities only). */
  opportunity_list_id: number | null;
}

/**
 * After a transition: the success toast, then the contact's new record page after `delayMs`.
 *
 * Spec 2 §4 says the new record opens "in a new tab". We navigate the current tab instead: the page we are on
 * shows a contact that is no longer in this stage, and a window.open fired from a timer is no longer a user
 * gesture, so popup blockers would swallow it.
 */
export function useLandOnRecord(organizationId: number) {
  const navigate = useNavigate();
  const notify = useNotify();
  return useCallback(
    (message: string, landing: Landing, delayMs: number) => {
      notify.success(message);
      const url = leadRecordRoute(organizationId, {
        id: landing.id,
        fsm_state: landing.fsm_state,
        lead_list_id: landing.opportunity_list_id,
      });
      setTimeout(() => void navigate(url), delayMs);
    },
    [navigate, notify, organizationId],
  );
}
