import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Modal, Typography } from 'antd';
import { leadsConstants, leadsMessages, type OpportunityList } from '@ensemble/contracts';
import { apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useDeleteOpportunityListMutation } from '../../api/opportunityListsApi';

/**
 * Deletes a list (spec 2 §7): its contacts move to the 'Unallocated' list, or, when the user asks for it,
 * are deleted with it (?all=true).
 */
export function DeleteListModal(props: {
  organizationId: number;
  list: OpportunityList | null;
  onClose: () => void;
}) {
  const { organizationId, list } = props;
  const [remove, state] = useDeleteOpportunityListMutation();
  const notify = useNotify();
  const [withContacts, setWithContacts] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setWithContacts(false);
    setError(null);
    props.onClose();
  };
  const confirm = async () => {
    if (!list) return;
    setError(null);
    const result = await remove({ organizationId, listId: list.id, all: withContacts });
    if (result.error) {
      setError(apiErrorMessage(result.error));
      return;
    }
    notify.success(leadsMessages.deletedSuccessfully);
    close();
  };
  return (
    <Modal
      open={!!list}
      title="Delete list"
      onCancel={state.isLoading ? undefined : close}
      footer={null}
      centered
      destroyOnHidden
    >
      <Typography.Paragraph>
        Are you sure you want to delete the list &quot;{list?.title}&quot;?
      </Typography.Paragraph>
      <Checkbox checked={withContacts} onChange={(e) => setWithContacts(e.target.checked)}>
        Also delete its {list?.leads_count ?? 0} contacts
      </Checkbox>
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {withContacts
          ? 'The contacts of this list will be deleted.'
          : `The contacts of this list will move to the "${leadsConstants.unallocatedListTitle}" list.`}
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 12 }} /> : null}
      <Flex justify="flex-end" gap={8} wrap>
        <Button onClick={close} disabled={state.isLoading}>
          Cancel
        </Button>
        <Button type="primary" danger loading={state.isLoading} onClick={() => void confirm()}>
          Yes, delete
        </Button>
      </Flex>
    </Modal>
  );
}
