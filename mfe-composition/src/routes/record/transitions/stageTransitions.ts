import { leadsMessages, leadsPaths, type FsmState, type LeadRecord } from '@ensemble/contracts';

/** Every lifecycle move a record can make (spec 2 §4); each has its modal in this folder. */
export type TransitionKind =
  | 'promoteToProspect'
  | 'promoteToClient'
  | 'promoteToOpportunity'
  | 'demote'
  | 'moveTo'
  | 'setAsFormer'
  | 'reactivate';

export interface TransitionAction {
  kind: TransitionKind;
  label: string;
}

const action = (kind: TransitionKind, label: string): TransitionAction => ({ kind, label });

/** The transitions each stage offers, in the order the header shows them (spec 2 §4 Lifecycle). */
export const stageTransitions: Record<FsmState, TransitionAction[]> = {
  Opportunity: [
    action('promoteToProspect', 'Promote to prospect'),
    action('promoteToClient', 'Promote to client'),
    action('demote', 'Demote'),
  ],
  Prospect: [
    action('promoteToClient', 'Promote to client'),
    action('demote', 'Demote'),
    action('moveTo', 'Move to'),
  ],
  Client: [action('demote', 'Demote'), action('setAsFormer', 'Set as former client')],
  'Former Clients': [action('reactivate', 'Reactivate'), action('demote', 'Demote')],
  Other: [action('promoteToOpportunity', 'Promote to opportunity')],
};

export type DemoteTarget = 'other' | 'opportunity' | 'prospect';

export const demoteTargetLabels: Record<DemoteTarget, string> = {
  prospect: 'Prospect',
  opportunity: 'Opportunity',
  other: 'Other',
};

interface DemoteRule {
  targets: readonly DemoteTarget[];
  path: (organizationId: number, lead: LeadRecord) => string;
  success: string;
  /** Shown when the server gives no message of its own (spec 2 §8). */
  error: string;
}

export const demoteRules: Partial<Record<FsmState, DemoteRule>> = {
  Opportunity: {
    targets: ['other'],
    path: (org, lead) => leadsPaths.opportunityDemote(org, lead.lead_list_id ?? 0, lead.id),
    success: leadsMessages.opportunityDemoted,
    error: leadsMessages.errorDemotingOpportunity,
  },
  Prospect: {
    targets: ['other', 'opportunity'],
    path: (org, lead) => leadsPaths.prospectDemote(org, lead.id),
    success: leadsMessages.prospectDemoted,
    error: leadsMessages.errorDemotingProspect,
  },
  Client: {
    targets: ['prospect', 'opportunity', 'other'],
    path: (org, lead) => leadsPaths.clientDemote(org, lead.id),
    success: leadsMessages.clientDemoted,
    error: leadsMessages.errorDemotingClient,
  },
  'Former Clients': {
    targets: ['prospect', 'opportunity', 'other'],
    path: (org, lead) => leadsPaths.formerClientDemote(org, lead.id),
    success: leadsMessages.formerClientDemoted,
    error: leadsMessages.errorDemotingFormerClient,
  },
};

/** Spec 2 §4, §9: the client page opens 800 ms after "X is now client!", every other landing after 500 ms. */
export const NOW_CLIENT_DELAY_MS = 800;
export const LANDING_DELAY_MS = 500;
