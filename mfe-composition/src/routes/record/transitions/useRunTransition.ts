import { apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useTransitionLeadMutation } from '../../../api/leadRecordApi';
import { LANDING_DELAY_MS } from './stageTransitions';
import type { TransitionModalProps } from './types';
import { useLandOnRecord } from './useLandOnRecord';

export interface TransitionCall {
  /** The transition's path for this contact. */
  path: string;
  body?: Record<string, unknown>;
  /** The success toast. */
  success: string;
  /** The failure toast under the API's own words (default 'Something went wrong'). */
  failed?: string;
  /** How long the success is read before the new record page opens (default LANDING_DELAY_MS). */
  delayMs?: number;
}

/**
 * Runs a transition of the modal's contact. On success: `onDone`, the modal closes, the toast, then the new
 * record page. On failure: the toast, and a rejection carrying the API's error for the form's field errors.
 */
export function useRunTransition({
  organizationId,
  lead,
  onClose,
  onDone,
}: Omit<TransitionModalProps, 'open'>) {
  const [transition] = useTransitionLeadMutation();
  const land = useLandOnRecord(organizationId);
  const notify = useNotify();
  return async (call: TransitionCall) => {
    try {
      const result = await transition({ path: call.path, body: call.body, leadId: lead.id }).unwrap();
      onDone?.(result);
      onClose();
      land(call.success, result, call.delayMs ?? LANDING_DELAY_MS);
    } catch (error) {
      notify.error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0], call.failed));
      throw error;
    }
  };
}
