import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Alert, Button, Flex, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import {
  leadDisplayName,
  leadRecordRoute,
  leadsConstants,
  leadsCsvPaths,
  leadsMessages,
  type BulkQueued,
  type LeadRecord,
  sortableColumn,
} from '@ensemble/contracts';
import {
  NotFound,
  PageHeader,
  errorStatus,
  parseId,
  useConfirmDelete,
  useItemModal,
  useNotify,
} from '@ensemble/shared-ui';
import { compositionApi } from '../../api/compositionApi';
import {
  useBulkDeleteOpportunitiesMutation,
  useDeleteOpportunityMutation,
  useGetOpportunitiesQuery,
  useGetOpportunityListQuery,
} from '../../api/opportunityListsApi';
import { LeadFormModal } from '../../leads/LeadFormModal';
import { LeadRowActions } from '../../leads/LeadRowActions';
import { LeadsGrid, useLeadSelection } from '../../leads/LeadsTable';
import { listArgs, useLeadListState } from '../../leads/useLeadListState';
import { BulkJobProgress } from '../../leads/BulkJobProgress';
import { useConfirmBulkDelete } from '../../leads/useConfirmBulkDelete';
import { useCsvDownload } from '../../leads/useCsvDownload';

/** Spec 2 §3: the score is out of 10 ('7/10'); opportunities read it as win_ammount. */
export function scoreLabel(lead: Pick<LeadRecord, 'win_ammount' | 'win_amount'>): string {
  const score = lead.win_ammount ?? lead.win_amount;
  return score == null ? '—' : `${score}/${leadsConstants.scoreMax}`;
}

const listsPath = (organizationId: number) => `/composition/opportunity-lists/${organizationId}`;

function Contacts({ organizationId, listId }: { organizationId: number; listId: number }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const downloadCsv = useCsvDownload();
  const dispatch = useDispatch();
  const list = useLeadListState();
  const header = useGetOpportunityListQuery({ organizationId, listId });
  const q = useGetOpportunitiesQuery({
    organizationId,
    listId,
    ...listArgs(list),
  });
  const [removeOne] = useDeleteOpportunityMutation();
  const [bulkDelete] = useBulkDeleteOpportunitiesMutation();
  const selection = useLeadSelection();
  const clearSelection = selection.clear;
  const form = useItemModal<LeadRecord>();
  const confirmDelete = useConfirmDelete<LeadRecord>({
    title: 'Delete contact',
    remove: (lead) => removeOne({ organizationId, listId, id: lead.id }).unwrap(),
    deleted: leadsMessages.deletedSuccessfully,
  });
  const [queued, setQueued] = useState<{ job: BulkQueued; total: number } | null>(null);
  const [exporting, setExporting] = useState(false);

  const rows = q.data?.results ?? [];
  const total = q.data?.count ?? 0;
  const selectedCount = selection.count(total);
  const wholePage = !selection.all && rows.length > 0 && rows.every((r) => selection.ids.includes(r.id));
  const onJobFinished = useCallback(
    (failed: boolean) => {
      setQueued(null);
      clearSelection();
      // The job deleted contacts behind the cache's back: the table and the lists' counts reload.
      dispatch(compositionApi.util.invalidateTags(['Lead', 'LeadList']));
      if (failed) notify.error(leadsMessages.bulkDeleteFailed);
      else notify.success(leadsMessages.deletedSuccessfully);
    },
    [dispatch, notify, clearSelection],
  );
  const confirmBulkDelete = useConfirmBulkDelete({
    text: (count) => `Are you sure you want to delete ${count} contacts?`,
    remove: () =>
      bulkDelete({
        organizationId,
        listId,
        selection: selection.all ? { all: true } : { ids: selection.ids },
      }).unwrap(),
    onQueued: (job, count) => setQueued({ job, total: count }),
    onDeleted: clearSelection,
  });

  if (errorStatus(header.error) === 404) return <NotFound />;
  const title = header.data?.title ?? '';

  const exportCsv = async () => {
    setExporting(true);
    await downloadCsv(
      leadsCsvPaths.opportunitiesExport(organizationId, listId),
      `${title || 'opportunities'}.csv`,
    );
    setExporting(false);
  };

  const columns: TableColumnsType<LeadRecord> = [
    ...(
      [
        ['First name', 'first_name'],
        ['Last name', 'last_name'],
        ['Company name', 'company_name'],
        ['Email', 'email'],
        ['Cell phone', 'cell_phone'],
      ] as const
    ).map(([label, key]) => ({
      title: label,
      dataIndex: key,
      ...sortableColumn('opportunities', key, list.ordering),
      render: (v: string | null) => v || '—',
    })),
    {
      title: 'Score',
      ...sortableColumn('opportunities', 'win_amount', list.ordering),
      render: (_, lead) => scoreLabel(lead),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, lead) => (
        <LeadRowActions
          organizationId={organizationId}
          lead={lead}
          name={leadDisplayName(lead)}
          view="Open"
          onView={() => void navigate(leadRecordRoute(organizationId, lead))}
          noPhone={leadsMessages.opportunityNoPhone}
          noEmail={leadsMessages.leadNoEmail}
          onEdit={() => form.edit(lead)}
          onDelete={() => confirmDelete.ask(lead)}
        />
      ),
    },
  ];

  return (
    <>
      <Link to={listsPath(organizationId)}>
        <ArrowLeftOutlined /> Back to opportunity lists
      </Link>
      <PageHeader
        title={title}
        extra={
          <>
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
            <Button type="primary" icon={<PlusOutlined />} onClick={form.create}>
              Add opportunity
            </Button>
          </>
        }
      />
      {queued ? (
        <BulkJobProgress
          key={queued.job.job_id}
          organizationId={organizationId}
          job={queued.job}
          total={queued.total}
          onFinished={onJobFinished}
        />
      ) : null}
      <LeadsGrid
        testId="list-contacts-table"
        columns={columns}
        query={q}
        list={list}
        selection={selection}
        emptyText="No contacts to display"
        search={{ placeholder: 'Search contacts' }}
        toolbar={
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={selectedCount === 0}
            onClick={() => confirmBulkDelete.ask(selectedCount)}
          >
            Delete selected{selectedCount > 0 ? ` (${selectedCount})` : ''}
          </Button>
        }
        beforeTable={
          <>
            {wholePage && total > rows.length ? (
              <Alert
                type="info"
                style={{ marginBottom: 12 }}
                title={
                  <Flex gap={8} align="center" wrap>
                    All {rows.length} contacts on this page are selected.
                    <Button type="link" size="small" onClick={selection.selectAll}>
                      Select all {total}
                    </Button>
                  </Flex>
                }
              />
            ) : null}
            {selection.all ? (
              <Alert
                type="info"
                style={{ marginBottom: 12 }}
                title={
                  <Flex gap={8} align="center" wrap>
                    All {total} contacts of this list are selected.
                    <Button type="link" size="small" onClick={selection.clear}>
                      Clear selection
                    </Button>
                  </Flex>
                }
              />
            ) : null}
          </>
        }
      />
      <LeadFormModal
        organizationId={organizationId}
        stage="Opportunity"
        listId={listId}
        lead={form.item ?? undefined}
        open={form.open}
        onClose={form.close}
      />
      {confirmDelete.modal}
      {confirmBulkDelete.modal}
    </>
  );
}

/** Spec 2 §2 'Opportunity contacts table': /composition/opportunity-lists/{organizationId}/list/{listId}. */
export function ListContactsPage() {
  const params = useParams();
  const organizationId = parseId(params.organizationId);
  const listId = parseId(params.listId);
  if (organizationId == null || listId == null) return <NotFound />;
  return <Contacts key={`${organizationId}-${listId}`} organizationId={organizationId} listId={listId} />;
}
