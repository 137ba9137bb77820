import type { FsmState } from '@ensemble/contracts';

/** How each bucket is named on screen (the stage badge, titles). */
export const stageLabels: Record<FsmState, string> = {
  Opportunity: 'Opportunity',
  Prospect: 'Prospect',
  Client: 'Client',
  'Former Clients': 'Former client',
  Other: 'Other',
};
