// The lifecycle modals (spec 2 §4), shared by the record page and the stage lists' row actions.
export { TransitionModal } from './TransitionModal';
export { ConfirmTransitionModal, type ConfirmTransitionKind } from './ConfirmTransitionModal';
export { DemoteModal } from './DemoteModal';
export { MoveToModal } from './MoveToModal';
export { PromoteToOpportunityModal } from './PromoteToOpportunityModal';
export { PromoteToProspectModal } from './PromoteToProspectModal';
export { ListChoiceForm, type ListChoice } from './ListChoiceForm';
export {
  stageTransitions,
  demoteRules,
  type TransitionKind,
  type TransitionAction,
  type DemoteTarget,
} from './stageTransitions';
export type { TransitionModalProps } from './types';
export type { Landing } from './useLandOnRecord';
