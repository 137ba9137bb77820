import { ConfirmTransitionModal } from './ConfirmTransitionModal';
import { DemoteModal } from './DemoteModal';
import { MoveToModal } from './MoveToModal';
import { PromoteToOpportunityModal } from './PromoteToOpportunityModal';
import { PromoteToProspectModal } from './PromoteToProspectModal';
import type { TransitionKind } from './stageTransitions';
import type { TransitionModalProps } from './types';

/** The modal of one transition kind; `kind` null renders nothing (no transition in progress). */
export function TransitionModal({ kind, ...props }: TransitionModalProps & { kind: TransitionKind | null }) {
  switch (kind) {
    case 'promoteToProspect':
      return <PromoteToProspectModal {...props} />;
    case 'promoteToOpportunity':
      return <PromoteToOpportunityModal {...props} />;
    case 'demote':
      return <DemoteModal {...props} />;
    case 'moveTo':
      return <MoveToModal {...props} />;
    case 'promoteToClient':
    case 'setAsFormer':
    case 'reactivate':
      return <ConfirmTransitionModal {...props} kind={kind} />;
    default:
      return null;
  }
}
