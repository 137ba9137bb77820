import type { LeadRecord } from '@ensemble/contracts';
import type { Landing } from './useLandOnRecord';

/** What every transition modal takes, so the record page and the list screens' row actions open them alike. */
export interface TransitionModalProps {
  organizationId: number;
  /** The contact as its stage's GET answered it (fsm_state and lead_list_id pick the paths). */
  lead: LeadRecord;
  open: boolean;
  onClose: () => void;
  /** Runs once the transition succeeded, before the delayed navigation to the new record page. */
  onDone?: (landing: Landing) => void;
}
