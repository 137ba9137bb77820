import { leadDisplayName, leadsMessages, leadsPaths, type LeadRecord } from '@ensemble/contracts';
import { ConfirmModal } from '@ensemble/shared-ui';
import { LANDING_DELAY_MS, NOW_CLIENT_DELAY_MS } from './stageTransitions';
import type { TransitionModalProps } from './types';
import { useRunTransition } from './useRunTransition';

/** The transitions that need nothing but a yes: promote to client, set as former, reactivate. */
export type ConfirmTransitionKind = 'promoteToClient' | 'setAsFormer' | 'reactivate';

interface ConfirmRule {
  title: string;
  text: (name: string) => string;
  confirmLabel: string;
  path: (organizationId: number, lead: LeadRecord) => string;
  success: (name: string) => string;
  /** Promote failures show the server's message; the others fall back to their spec text (spec 2 §8). */
  error?: string;
  delayMs: number;
}

const rules: Record<ConfirmTransitionKind, ConfirmRule> = {
  promoteToClient: {
    title: 'Promote to client',
    text: (name) => `Promote ${name} to client?`,
    confirmLabel: 'Promote',
    path: (org, lead) =>
      lead.fsm_state === 'Opportunity'
        ? leadsPaths.opportunityPromoteClient(org, lead.lead_list_id ?? 0, lead.id)
        : leadsPaths.prospectPromote(org, lead.id),
    success: leadsMessages.nowClient,
    delayMs: NOW_CLIENT_DELAY_MS,
  },
  setAsFormer: {
    title: 'Set as former client',
    text: (name) => `Set ${name} as former client?`,
    confirmLabel: 'Set as former',
    path: (org, lead) => leadsPaths.clientSetAsFormer(org, lead.id),
    success: () => leadsMessages.clientSetAsFormer,
    error: leadsMessages.errorSettingFormer,
    delayMs: LANDING_DELAY_MS,
  },
  reactivate: {
    title: 'Reactivate former client',
    text: (name) => `Reactivate ${name} as client?`,
    confirmLabel: 'Reactivate',
    path: (org, lead) => leadsPaths.formerClientPromote(org, lead.id),
    success: () => leadsMessages.formerClientReactivated,
    error: leadsMessages.errorReactivating,
    delayMs: LANDING_DELAY_MS,
  },
};

export function ConfirmTransitionModal(props: TransitionModalProps & { kind: ConfirmTransitionKind }) {
  const { organizationId, lead, open, onClose, kind } = props;
  const rule = rules[kind];
  const name = leadDisplayName(lead);
  const run = useRunTransition(props);
  const confirm = () =>
    run({
      path: rule.path(organizationId, lead),
      success: rule.success(name),
      failed: rule.error,
      delayMs: rule.delayMs,
    });

  return (
    <ConfirmModal
      open={open}
      title={rule.title}
      text={rule.text(name)}
      confirmLabel={rule.confirmLabel}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
