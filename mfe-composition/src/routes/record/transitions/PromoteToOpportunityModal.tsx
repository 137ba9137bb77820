import { Modal } from 'antd';
import { leadsMessages, leadsPaths } from '@ensemble/contracts';
import { ListChoiceForm, type ListChoice } from './ListChoiceForm';
import type { TransitionModalProps } from './types';
import { useRunTransition } from './useRunTransition';

/** Other → opportunity, in an existing list or a new one created by title (spec 2 §4). */
export function PromoteToOpportunityModal(props: TransitionModalProps) {
  const { organizationId, lead, open, onClose } = props;
  const run = useRunTransition(props);
  const submit = (choice: ListChoice) =>
    run({
      path: leadsPaths.otherPromote(organizationId, lead.id),
      body: choice,
      success: leadsMessages.promotedToOpportunity,
    });

  return (
    <Modal
      open={open}
      title="Promote to opportunity"
      onCancel={onClose}
      footer={null}
      destroyOnHidden
      centered
    >
      {open ? (
        <ListChoiceForm
          organizationId={organizationId}
          submitLabel="Promote"
          onCancel={onClose}
          onSubmit={submit}
        />
      ) : null}
    </Modal>
  );
}
