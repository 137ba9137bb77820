import {
  leadsConstants,
  leadsMessages,
  opportunityListSchema,
  settingsMessages,
  type OpportunityList,
} from '@ensemble/contracts';
import { NameFormModal } from '@ensemble/shared-ui';
import {
  useCreateOpportunityListMutation,
  useUpdateOpportunityListMutation,
} from '../../api/opportunityListsApi';

/** Create (list null) or rename an opportunity list (spec 2 §2 'create/edit list'). */
export function ListFormModal(props: {
  organizationId: number;
  open: boolean;
  list: OpportunityList | null;
  onClose: () => void;
}) {
  const { organizationId } = props;
  const [create] = useCreateOpportunityListMutation();
  const [update] = useUpdateOpportunityListMutation();
  return (
    <NameFormModal<OpportunityList, { title: string }>
      open={props.open}
      item={props.list}
      titles={{ create: 'Create list', edit: 'Edit list' }}
      field="title"
      label="List name"
      id="opportunity-list-title"
      maxLength={leadsConstants.fieldMax}
      schema={opportunityListSchema}
      save={({ title }, list) =>
        (list
          ? update({ organizationId, listId: list.id, title })
          : create({ organizationId, title })
        ).unwrap()
      }
      saved={{ create: leadsMessages.addedSuccessfully, edit: settingsMessages.updatedSuccessfully }}
      onClose={props.onClose}
    />
  );
}
