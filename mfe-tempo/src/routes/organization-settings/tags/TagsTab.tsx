import { useState } from 'react';
import { Button, Flex, Input, Space, Table, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  leadsConstants,
  settingsConstants,
  settingsMessages,
  type Tag,
  sortableColumn,
} from '@ensemble/contracts';
import { ConfirmModal, ErrorPanel, apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import { useDeleteTagMutation, useGetTagsQuery } from '../../../api/settingsApi';
import { LIST_PAGE_SIZES, useListState } from '../shared/useListState';
import { TagContacts } from './TagContacts';
import { TagFormModal } from './TagFormModal';

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
  const q = useGetTagsQuery({
    organizationId,
    page: list.page,
    pageSize: list.pageSize,
    search: list.search,
    ordering: list.ordering,
  });
  const [remove] = useDeleteTagMutation();
  const notify = useNotify();
  const [formOpen, setFormOpen] = useState(false);
  const [editing, setEditing] = useState<Tag | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const [viewing, setViewing] = useState<Tag | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ organizationId, id: deleting.id });
    setDeleting(null);
    if (result.error) notify.error(apiErrorMessage(result.error));
    else notify.success(settingsMessages.deletedSuccessfully);
  };

  const columns: TableColumnsType<Tag> = [
    {
      title: 'Name',
      dataIndex: 'name',
      ...sortableColumn('tags', 'name', list.ordering),
    },
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
    {
      title: 'Actions',
      key: 'actions',
      render: (_, tag) => (
        <Space>
          <Tooltip title={tag.leads_count ? 'Contacts' : 'This tag has no contacts'}>
            <Button
              size="small"
              icon={<EyeOutlined />}
              aria-label={`Contacts of ${tag.name}`}
              disabled={!tag.leads_count}
              onClick={() => setViewing(tag)}
            />
          </Tooltip>
          <Button
            size="small"
            icon={<EditOutlined />}
            aria-label={`Rename ${tag.name}`}
            onClick={() => {
              setEditing(tag);
              setFormOpen(true);
            }}
          />
          <Button
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${tag.name}`}
            onClick={() => setDeleting(tag)}
          />
        </Space>
      ),
    },
  ];

  if (viewing)
    return <TagContacts organizationId={organizationId} tag={viewing} onBack={() => setViewing(null)} />;

  return (
    <section aria-label="Tags">
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Search tags"
          aria-label="Search tags"
          value={list.searchInput}
          onChange={(e) => list.setSearchInput(e.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            setEditing(null);
            setFormOpen(true);
          }}
        >
          Create tag
        </Button>
      </Flex>
      {q.isError ? (
        <ErrorPanel title="Unable to get tags" onRetry={() => void q.refetch()} />
      ) : (
        <Table<Tag>
          data-testid="tags-table"
          rowKey="id"
          columns={columns}
          dataSource={q.data?.results ?? []}
          loading={q.isFetching}
          locale={{ emptyText: 'Tags have not been created yet.' }}
          onChange={(pagination, _filters, sorter, extra) =>
            list.onTableChange(pagination, sorter, extra.action)
          }
          pagination={{
            current: list.page,
            pageSize: list.pageSize,
            total: q.data?.count ?? 0,
            showSizeChanger: true,
            pageSizeOptions: LIST_PAGE_SIZES,
          }}
          scroll={{ x: true }}
        />
      )}
      <TagFormModal
        organizationId={organizationId}
        open={formOpen}
        tag={editing}
        onClose={() => {
          setFormOpen(false);
          setEditing(null);
        }}
      />
      <ConfirmModal
        open={!!deleting}
        title="Delete tag"
        text={settingsMessages.deleteConfirmText}
        confirmLabel={settingsMessages.yesDelete}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
