import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  leadsConstants,
  settingsConstants,
  settingsMessages,
  tagSchema,
  type Tag,
  sortableColumn,
} from '@ensemble/contracts';
import { NameFormModal, useConfirmDelete, useItemModal } from '@ensemble/shared-ui';
import {
  useCreateTagMutation,
  useDeleteTagMutation,
  useGetTagsQuery,
  useUpdateTagMutation,
} from '../../../api/settingsApi';
import { deleteAction, editAction, viewAction } from '../shared/RowActions';
import { SettingsTable, actionsColumn } from '../shared/SettingsTable';
import { listArgs, useListState } from '../shared/useListState';
import { TagContacts } from './TagContacts';

/**
 * Spec 2 §2/§3: tags (groups) with their contact counts; create, rename, delete, search, paging (10). Spec 3 §2:
 * a tag's contacts replace the list until 'Go back to tags', which finds the list as it was left.
 */
export function TagsTab({ organizationId }: { organizationId: number }) {
  // Spec 2 §5, §9 and spec 3 §5: a tag search begins at 2 characters and waits 750 ms.
  const list = useListState(settingsConstants.tagsPageSize, {
    debounceMs: leadsConstants.tagSearchDebounceMs,
    minSearchChars: leadsConstants.searchMinChars,
  });
  const q = useGetTagsQuery({ organizationId, ...listArgs(list) });
  const [create] = useCreateTagMutation();
  const [update] = useUpdateTagMutation();
  const [remove] = useDeleteTagMutation();
  const form = useItemModal<Tag>();
  const [viewing, setViewing] = useState<Tag | null>(null);
  const confirmDelete = useConfirmDelete<Tag>({
    title: 'Delete tag',
    remove: (tag) => remove({ organizationId, id: tag.id }).unwrap(),
    deleted: settingsMessages.deletedSuccessfully,
  });

  const columns: TableColumnsType<Tag> = [
    { title: 'Name', dataIndex: 'name', ...sortableColumn('tags', 'name', list.ordering) },
    {
      title: 'Contacts',
      dataIndex: 'leads_count',
      ...sortableColumn('tags', 'leads_count', list.ordering),
      render: (n: number | null | undefined, tag) =>
        n ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(tag)}>
            {n}
          </Button>
        ) : (
          0
        ),
    },
    {
      title: 'Created',
      dataIndex: 'created_at',
      ...sortableColumn('tags', 'created_at', list.ordering),
      render: (d: string) => <time dateTime={d}>{dayjs(d).format('MMM D, YYYY')}</time>,
    },
    actionsColumn((tag) => [
      viewAction(
        `Contacts of ${tag.name}`,
        () => setViewing(tag),
        tag.leads_count ? 'Contacts' : 'This tag has no contacts',
        !tag.leads_count,
      ),
      editAction(`Rename ${tag.name}`, () => form.edit(tag)),
      deleteAction(`Delete ${tag.name}`, () => confirmDelete.ask(tag)),
    ]),
  ];

  if (viewing)
    return <TagContacts organizationId={organizationId} tag={viewing} onBack={() => setViewing(null)} />;

  return (
    <section aria-label="Tags">
      <SettingsTable<Tag>
        columns={columns}
        query={q}
        items="tags"
        emptyText="Tags have not been created yet."
        state={list}
        searchable
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={form.create}>
            Create tag
          </Button>
        }
      />
      <NameFormModal<Tag, { name: string }>
        open={form.open}
        item={form.item}
        titles={{ create: 'Create tag', edit: 'Rename tag' }}
        label="Tag name"
        id="tag-name"
        schema={tagSchema}
        save={(body, tag) =>
          (tag ? update({ organizationId, id: tag.id, body }) : create({ organizationId, body })).unwrap()
        }
        saved={{ create: settingsMessages.tagCreated, edit: settingsMessages.updatedSuccessfully }}
        failed={{ create: 'Unable to add tag', edit: 'Unable to rename tag' }}
        onClose={form.close}
      />
      {confirmDelete.modal}
    </section>
  );
}
