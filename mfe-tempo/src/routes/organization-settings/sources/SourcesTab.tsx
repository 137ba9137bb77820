import { useState } from 'react';
import { Button, Flex, Input, Space, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { settingsConstants, settingsMessages, type Source, sortableColumn } from '@ensemble/contracts';
import { ConfirmModal, ErrorPanel, apiErrorMessage, useNotify } from '@ensemble/shared-ui';
import {
  useDeleteSourceMutation,
  useGetSourceLeadsQuery,
  useGetSourcesQuery,
} from '../../../api/settingsApi';
import { LeadsDrawer, LEADS_PAGE_SIZE } from '../shared/LeadsDrawer';
import { LIST_PAGE_SIZES, useListState } from '../shared/useListState';
import { SourceFormModal } from './SourceFormModal';

function SourceLeads({
  organizationId,
  source,
  onClose,
}: {
  organizationId: number;
  source: Source | null;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const q = useGetSourceLeadsQuery(
    { organizationId, id: source?.id ?? 0, page, pageSize: LEADS_PAGE_SIZE },
    { skip: !source },
  );
  return (
    <LeadsDrawer
      organizationId={organizationId}
      title={source ? `Contacts from ${source.name}` : ''}
      open={!!source}
      onClose={onClose}
      data={q.data}
      loading={q.isFetching}
      error={q.isError}
      onRetry={() => void q.refetch()}
      page={page}
      onPage={setPage}
      testId="source-leads"
    />
  );
}

/** Spec 2 §2 'Sources screen'. */
export function SourcesTab({ organizationId }: { organizationId: number }) {
  const list = useListState(settingsConstants.sourcesPageSize);
  const q = useGetSourcesQuery({
    organizationId,
    page: list.page,
    pageSize: list.pageSize,
    search: list.search,
    ordering: list.ordering,
  });
  const [remove] = useDeleteSourceMutation();
  const notify = useNotify();
  const [editing, setEditing] = useState<Source | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<Source | null>(null);
  const [previewing, setPreviewing] = useState<Source | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    const result = await remove({ organizationId, id: deleting.id });
    setDeleting(null);
    if (result.error) notify.error(apiErrorMessage(result.error));
    else notify.success(settingsMessages.deletedSuccessfully);
  };

  const columns: TableColumnsType<Source> = [
    {
      title: 'Name',
      dataIndex: 'name',
      ...sortableColumn('sources', 'name', list.ordering),
    },
    {
      title: 'Description',
      dataIndex: 'description',
      ellipsis: true,
      ...sortableColumn('sources', 'description', list.ordering),
    },
    {
      title: 'Number of contacts',
      dataIndex: 'leads_count',
      ...sortableColumn('sources', 'leads_count', list.ordering),
      render: (n: number | null | undefined) => n ?? 0,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, source) => {
        const empty = !source.leads_count;
        return (
          <Space>
            <Tooltip title={empty ? 'This source has no contacts' : 'Preview'}>
              <Button
                size="small"
                icon={<EyeOutlined />}
                aria-label={`Preview ${source.name}`}
                disabled={empty}
                onClick={() => setPreviewing(source)}
              />
            </Tooltip>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={`Edit ${source.name}`}
              onClick={() => {
                setEditing(source);
                setFormOpen(true);
              }}
            />
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`Delete ${source.name}`}
              onClick={() => setDeleting(source)}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <section aria-label="Sources">
      <Typography.Paragraph>{settingsMessages.sourcesIntro}</Typography.Paragraph>
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          placeholder="Search sources"
          aria-label="Search sources"
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
          {settingsMessages.addNewSource}
        </Button>
      </Flex>
      {q.isError ? (
        <ErrorPanel title="Unable to get sources" onRetry={() => void q.refetch()} />
      ) : (
        <Table<Source>
          data-testid="sources-table"
          rowKey="id"
          columns={columns}
          dataSource={q.data?.results ?? []}
          loading={q.isFetching}
          locale={{ emptyText: settingsMessages.noSources }}
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
      <SourceFormModal
        organizationId={organizationId}
        open={formOpen}
        source={editing}
        onClose={() => {
          setFormOpen(false);
          setEditing(null);
        }}
      />
      <ConfirmModal
        open={!!deleting}
        title={settingsMessages.deleteSourceTitle}
        text={settingsMessages.deleteConfirmText}
        confirmLabel={settingsMessages.yesDelete}
        danger
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
      <SourceLeads
        key={previewing?.id ?? 0}
        organizationId={organizationId}
        source={previewing}
        onClose={() => setPreviewing(null)}
      />
    </section>
  );
}
