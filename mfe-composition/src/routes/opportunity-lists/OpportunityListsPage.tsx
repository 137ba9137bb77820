import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { Button, Space, Tooltip, Typography, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  MergeCellsOutlined,
  PlusOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import { type OpportunityList, sortableColumn } from '@ensemble/contracts';
import { NotFound, PageHeader, PagedTable, parseId, useItemModal } from '@ensemble/shared-ui';
import { useGetOpportunityListsQuery } from '../../api/opportunityListsApi';
import { CsvImportModal } from './CsvImportModal';
import { ListFormModal } from './ListFormModal';
import { isLockedList, isSystemList } from './listKinds';
import { MergeListsModal } from './MergeListsModal';
import { useConfirmDeleteList } from './useConfirmDeleteList';
import { LEAD_PAGE_SIZES, listArgs, useLeadListState } from '../../leads/useLeadListState';

export const listContactsPath = (organizationId: number, listId: number) =>
  `/composition/opportunity-lists/${organizationId}/list/${listId}`;

function Lists({ organizationId }: { organizationId: number }) {
  const navigate = useNavigate();
  const list = useLeadListState();
  const q = useGetOpportunityListsQuery({ organizationId, ...listArgs(list) });
  const form = useItemModal<OpportunityList>();
  const [merging, setMerging] = useState(false);
  const [importing, setImporting] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const confirmDelete = useConfirmDeleteList(organizationId, (deleted) =>
    setSelected((s) => s.filter((id) => id !== deleted.id)),
  );

  const open = (l: OpportunityList) => {
    if (!isLockedList(l)) void navigate(listContactsPath(organizationId, l.id));
  };

  const columns: TableColumnsType<OpportunityList> = [
    {
      title: 'List name',
      dataIndex: 'title',
      ...sortableColumn('opportunityLists', 'title', list.ordering),
      render: (title: string, l) =>
        isLockedList(l) ? (
          <Typography.Text type="secondary">{title}</Typography.Text>
        ) : (
          <Typography.Link
            href={listContactsPath(organizationId, l.id)}
            onClick={(e) => {
              e.preventDefault();
              e.stopPropagation();
              open(l);
            }}
          >
            {title}
          </Typography.Link>
        ),
    },
    {
      title: 'Created',
      dataIndex: 'created_at',
      ...sortableColumn('opportunityLists', 'created_at', list.ordering),
      render: (v: string) => dayjs(v).format('MM/DD/YYYY'),
    },
    {
      title: 'Contacts',
      dataIndex: 'leads_count',
      ...sortableColumn('opportunityLists', 'leads_count', list.ordering),
      render: (n: number | null | undefined) => n ?? 0,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, l) => {
        const locked = isSystemList(l);
        return (
          <Space onClick={(e) => e.stopPropagation()}>
            <Tooltip title={locked ? 'This list cannot be changed' : undefined}>
              <Button
                size="small"
                icon={<EditOutlined />}
                aria-label={`Edit ${l.title}`}
                disabled={locked}
                onClick={() => form.edit(l)}
              />
            </Tooltip>
            <Tooltip title={locked ? 'This list cannot be deleted' : undefined}>
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${l.title}`}
                disabled={locked}
                onClick={() => confirmDelete.ask(l)}
              />
            </Tooltip>
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title="Opportunity lists"
        extra={
          <>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
              Import CSV
            </Button>
            <Button icon={<MergeCellsOutlined />} onClick={() => setMerging(true)}>
              Merge lists
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={form.create}>
              Create list
            </Button>
          </>
        }
      />
      <PagedTable<OpportunityList>
        data-testid="opportunity-lists-table"
        rowKey="id"
        columns={columns}
        query={q}
        errorTitle="Unable to get opportunity lists"
        errorDetail={false}
        emptyText="No lists to display"
        plainEmpty
        state={list}
        pageSizes={LEAD_PAGE_SIZES}
        search={{ placeholder: 'Search lists' }}
        rowSelection={{
          selectedRowKeys: selected,
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
          getCheckboxProps: (l) => ({ disabled: isLockedList(l), 'aria-label': `Select ${l.title}` }),
        }}
        rowClassName={(l) => (isLockedList(l) ? 'opportunity-list-disabled' : 'opportunity-list-row')}
        onRow={(l) =>
          isLockedList(l)
            ? { 'aria-disabled': true, style: { opacity: 0.55, cursor: 'not-allowed' } }
            : { onClick: () => open(l), style: { cursor: 'pointer' } }
        }
        scroll={{ x: true }}
      />
      <ListFormModal organizationId={organizationId} open={form.open} list={form.item} onClose={form.close} />
      {confirmDelete.modal}
      <MergeListsModal
        organizationId={organizationId}
        open={merging}
        selected={selected}
        onClose={() => setMerging(false)}
        onMerged={() => {
          setMerging(false);
          setSelected([]);
        }}
      />
      <CsvImportModal
        organizationId={organizationId}
        bucket="opportunity"
        open={importing}
        onClose={() => setImporting(false)}
      />
    </>
  );
}

/** Spec 2 §2 'Opportunity lists table': /composition/opportunity-lists/{organizationId}. */
export function OpportunityListsPage() {
  const organizationId = parseId(useParams().organizationId);
  if (organizationId == null) return <NotFound />;
  return <Lists key={organizationId} organizationId={organizationId} />;
}
