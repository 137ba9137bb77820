import { Modal } from 'antd';
import { leadsMessages, leadsPaths } from '@ensemble/contracts';
import { apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useTransitionLeadMutation } from '../../../api/leadRecordApi';
import { ListChoiceForm, type ListChoice } from './ListChoiceForm';
import { LANDING_DELAY_MS } from './stageTransitions';
import type { TransitionModalProps } from './types';
import { useLandOnRecord } from './useLandOnRecord';

/** Other → opportunity, in an existing list or a new one created by title (spec 2 §4). */
export function PromoteToOpportunityModal(props: TransitionModalProps) {
  const { organizationId, lead, open, onClose, onDone } = props;
  const [transition] = useTransitionLeadMutation();
  const land = useLandOnRecord(organizationId);
  const notify = useNotify();

  const submit = async (choice: ListChoice) => {
    try {
      const result = await transition({
        path: leadsPaths.otherPromote(organizationId, lead.id),
        body: choice,
        leadId: lead.id,
      }).unwrap();
      onDone?.(result);
      onClose();
      land(leadsMessages.promotedToOpportunity, result, LANDING_DELAY_MS);
    } catch (error) {
      notify.error(apiErrorMessage(error as Parameters<typeof apiErrorMessage>[0]));
      throw error;
    }
  };

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
