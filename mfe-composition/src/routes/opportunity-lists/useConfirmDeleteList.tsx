import { useState } from 'react';
import { Checkbox, Flex, Typography } from 'antd';
import { leadsConstants, leadsMessages, type OpportunityList } from '@ensemble/contracts';
import { useConfirmDelete } from '@ensemble/shared-ui';
import { useDeleteOpportunityListMutation } from '../../api/opportunityListsApi';

/**
 * Deletes a list (spec 2 §7) in the one delete confirmation: its contacts move to the 'Unallocated' list, or, when
 * the user asks for it, are deleted with it (?all=true). Open it with `ask(list)`.
 */
export function useConfirmDeleteList(organizationId: number, onDeleted: (list: OpportunityList) => void) {
  const [remove] = useDeleteOpportunityListMutation();
  const [withContacts, setWithContacts] = useState(false);
  const confirm = useConfirmDelete<OpportunityList>({
    title: 'Delete list',
    remove: async (list) => {
      await remove({ organizationId, listId: list.id, all: withContacts }).unwrap();
      onDeleted(list);
    },
    deleted: leadsMessages.deletedSuccessfully,
    text: (list) => (
      <Flex vertical gap={8} component="span">
        <span>Are you sure you want to delete the list &quot;{list.title}&quot;?</span>
        <Checkbox checked={withContacts} onChange={(e) => setWithContacts(e.target.checked)}>
          Also delete its {list.leads_count ?? 0} contacts
        </Checkbox>
        <Typography.Text type="secondary">
          {withContacts
            ? 'The contacts of this list will be deleted.'
            : `The contacts of this list will move to the "${leadsConstants.unallocatedListTitle}" list.`}
        </Typography.Text>
      </Flex>
    ),
  });
  return {
    ask: (list: OpportunityList) => {
      setWithContacts(false);
      confirm.ask(list);
    },
    modal: confirm.modal,
  };
}
