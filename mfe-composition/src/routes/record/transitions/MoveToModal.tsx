import { Modal } from 'antd';
import { leadsExtraMessages } from '@ensemble/contracts';
import { useNotify } from '@ensemble/shared-ui';
import { useMoveProspectMutation } from '../../../api/leadRecordApi';
import { ListChoiceForm, type ListChoice } from './ListChoiceForm';
import { LANDING_DELAY_MS } from './stageTransitions';
import type { TransitionModalProps } from './types';
import { useLandOnRecord } from './useLandOnRecord';

/** Prospect → into an opportunity list (spec 2 §4 Move-to), for this one contact. */
export function MoveToModal(props: TransitionModalProps) {
  const { organizationId, lead, open, onClose, onDone } = props;
  const [move] = useMoveProspectMutation();
  const land = useLandOnRecord(organizationId);
  const notify = useNotify();

  const submit = async (choice: ListChoice) => {
    try {
      const result = await move({ organizationId, body: { ...choice, ids: [lead.id] } }).unwrap();
      const landing = {
        id: lead.id,
        fsm_state: 'Opportunity' as const,
        opportunity_list_id: result.opportunity_list_id,
      };
      onDone?.(landing);
      onClose();
      // Spec 2 §8: the same words on 200 (moved in the request) and 202 (queued); either way it lands in the list.
      land(leadsExtraMessages.movingInBackground, landing, LANDING_DELAY_MS);
    } catch (error) {
      notify.error(leadsExtraMessages.moveFailed);
      throw error;
    }
  };

  return (
    <Modal open={open} title="Move to" onCancel={onClose} footer={null} destroyOnHidden centered>
      {open ? (
        <ListChoiceForm
          organizationId={organizationId}
          submitLabel="Move"
          onCancel={onClose}
          onSubmit={submit}
        />
      ) : null}
    </Modal>
  );
}
