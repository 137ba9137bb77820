import { Modal } from 'antd';
import { leadsExtraMessages, type BulkQueued } from '@ensemble/contracts';
import { useNotify } from '@ensemble/shared-ui';
import { isQueued, useMoveLeadsMutation } from '../api/leadsApi';
import { ListChoiceForm, type ListChoice } from '../routes/record/transitions/ListChoiceForm';

/**
 * Move to (spec 2 §4, §8): the selected prospects or clients go into an existing or a new opportunity list.
 * 'Moving is being performed in the background...' on 200/201 (a queued move hands its job to `onQueued`).
 */
export function BulkMoveModal(props: {
  organizationId: number;
  stage: 'Prospect' | 'Client';
  open: boolean;
  ids: number[];
  all: boolean;
  onClose: () => void;
  onQueued: (job: BulkQueued) => void;
  onDone: () => void;
}) {
  const { organizationId, stage, ids, all } = props;
  const [move] = useMoveLeadsMutation();
  const notify = useNotify();

  const submit = async (choice: ListChoice) => {
    const body = { ...choice, move_all: all, ids: all ? [] : ids };
    const result = await move({ organizationId, stage, body: body as never });
    if (result.error) {
      notify.error(leadsExtraMessages.moveFailed);
      throw result.error;
    }
    notify.success(leadsExtraMessages.movingInBackground);
    if (isQueued(result.data)) props.onQueued(result.data);
    else props.onDone();
    props.onClose();
  };

  return (
    <Modal open={props.open} title="Move to" onCancel={props.onClose} footer={null} destroyOnHidden>
      {props.open ? (
        <ListChoiceForm
          organizationId={organizationId}
          submitLabel="Move"
          onCancel={props.onClose}
          onSubmit={submit}
        />
      ) : null}
    </Modal>
  );
}
