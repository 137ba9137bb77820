import { useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { Button, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import {
  leadDisplayName,
  leadsExtraMessages,
  leadRecordRoute,
  leadsMessages,
  settingsMessages,
  type BulkQueued,
  type LeadRecord,
  type SortKey,
  sortableColumn,
} from '@ensemble/contracts';
import {
  ConfirmModal,
  PageHeader,
  navigateTo,
  useConfirmDelete,
  useItemModal,
  useNotify,
} from '@ensemble/shared-ui';
import { compositionApi } from '../api/compositionApi';
import {
  isQueued,
  useBulkDeleteLeadsMutation,
  useDeleteLeadMutation,
  useGetStageLeadsQuery,
} from '../api/leadsApi';
import { AddTagsModal } from './AddTagsModal';
import { BulkDemoteModal } from './BulkDemoteModal';
import { BulkJobProgress } from './BulkJobProgress';
import { BulkMoveModal } from './BulkMoveModal';
import { LeadFormModal } from './LeadFormModal';
import { LeadsTable, useLeadSelection } from './LeadsTable';
import { LeadRowActions } from './LeadRowActions';
import { bulkShortcutUrl } from './shortcuts';
import { stageConfig, type ListStage } from './stages';
import { listArgs, useLeadListState } from './useLeadListState';

/** Optional columns some stages add (spec 2 §2). */
export type ExtraColumn = 'status' | 'total_sales';

export interface LeadStageListProps {
  organizationId: number;
  stage: ListStage;
  extraColumns?: ExtraColumn[];
  /** Prospects: only the contact with this cell phone (spec 2 §2 'optional query phone'). */
  phone?: string;
  /** More buttons in the header (import, export). */
  headerActions?: ReactNode;
  /** Bulk demote (prospects, clients) and bulk move into an opportunity list (spec 2 §4). */
  demote?: boolean;
  move?: boolean;
}

interface RunningJob {
  queued: BulkQueued;
  total: number;
  doneMessage: string;
  failedMessage: string;
}

const demoteMessages: Partial<Record<ListStage, { done: string; failed: string }>> = {
  Prospect: { done: leadsMessages.prospectDemoted, failed: leadsMessages.errorDemotingProspect },
  Client: { done: leadsMessages.clientDemoted, failed: leadsMessages.errorDemotingClient },
};

/**
 * One stage's contact list (spec 2 §2): search, sortable paged table, row actions (preview, SMS, email, edit,
 * delete), selection with bulk actions (send text, send email, add tags, delete; demote and move where the
 * stage allows), and queued bulk jobs with their progress.
 */
export function LeadStageList(props: LeadStageListProps) {
  const { organizationId, stage } = props;
  const config = stageConfig[stage];
  const list = useLeadListState();
  const selection = useLeadSelection();
  const q = useGetStageLeadsQuery({
    organizationId,
    stage,
    ...listArgs(list),
    phone: props.phone,
  });
  const total = q.data?.count ?? 0;
  const notify = useNotify();
  const dispatch = useDispatch();
  const [removeOne] = useDeleteLeadMutation();
  const [removeMany] = useBulkDeleteLeadsMutation();

  const form = useItemModal<LeadRecord>();
  const [bulkDeleting, setBulkDeleting] = useState(false);
  const [tagging, setTagging] = useState(false);
  const [moving, setMoving] = useState(false);
  const [demoting, setDemoting] = useState(false);
  const [job, setJob] = useState<RunningJob | null>(null);

  const open = (lead: LeadRecord) => navigateTo(leadRecordRoute(organizationId, lead));
  const go = (url: string | null, missing: string) => {
    if (url) navigateTo(url);
    else notify.error(missing);
  };
  const selectedCount = selection.count(total);

  const startJob = (queued: BulkQueued, doneMessage: string, failedMessage: string) =>
    setJob({ queued, total: selectedCount, doneMessage, failedMessage });
  // BulkJobProgress reports once, so a new function each render is fine here.
  const jobFinished = (failed: boolean) => {
    dispatch(compositionApi.util.invalidateTags(['Lead', 'LeadList']));
    if (job) {
      if (failed) notify.error(job.failedMessage);
      else notify.success(job.doneMessage);
    }
    setJob(null);
    selection.clear();
  };

  const confirmDelete = useConfirmDelete<LeadRecord>({
    title: `Delete ${config.noun}`,
    remove: (lead) => removeOne({ organizationId, stage, id: lead.id }).unwrap(),
    deleted: config.deleted,
  });

  const confirmBulkDelete = async () => {
    const result = await removeMany({ organizationId, stage, ids: selection.ids, all: selection.all });
    setBulkDeleting(false);
    if (result.error) {
      notify.error(leadsMessages.bulkDeleteFailed);
      return;
    }
    if (isQueued(result.data)) {
      startJob(result.data, leadsMessages.deletedSuccessfully, leadsMessages.bulkDeleteFailed);
      return;
    }
    notify.success(leadsMessages.deletedSuccessfully);
    selection.clear();
  };

  const nameLink = (text: string | null, lead: LeadRecord) =>
    text ? (
      <a
        href={leadRecordRoute(organizationId, lead)}
        onClick={(e) => {
          e.preventDefault();
          open(lead);
        }}
      >
        {text}
      </a>
    ) : null;
  const sortable = (
    title: string,
    key: SortKey<typeof config.table> & keyof LeadRecord,
    render?: (v: string | null, l: LeadRecord) => ReactNode,
  ) => ({ title, dataIndex: key, ...sortableColumn(config.table, key, list.ordering), render });

  const columns: TableColumnsType<LeadRecord> = [
    sortable('First name', 'first_name', nameLink),
    sortable('Last name', 'last_name', nameLink),
    sortable('Company name', 'company_name', (v, lead) =>
      lead.first_name || lead.last_name ? v : nameLink(v, lead),
    ),
    sortable('Phone number', 'cell_phone'),
    ...(props.extraColumns?.includes('status') ? [sortable('Status', 'sales_status')] : []),
    ...(props.extraColumns?.includes('total_sales')
      ? [
          {
            title: 'Total sales',
            dataIndex: 'total_sales',
            ...sortableColumn(config.table, 'total_sales', list.ordering),
            render: (v: number | null) =>
              (v ?? 0).toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
          },
        ]
      : []),
    sortable('Email', 'email'),
    {
      title: 'Actions',
      key: 'actions',
      render: (_, lead) => (
        <LeadRowActions
          organizationId={organizationId}
          lead={lead}
          name={leadDisplayName(lead) || `#${lead.id}`}
          view="Preview"
          onView={() => open(lead)}
          noPhone={config.noPhone}
          noEmail={config.noEmail}
          onEdit={() => form.edit(lead)}
          onDelete={() => confirmDelete.ask(lead)}
          editTooltips
        />
      ),
    },
  ];

  // Text, email and tags need the contacts themselves; "all" is only for what the server can resolve.
  const bulkActions = (
    <>
      <Button
        disabled={selection.all}
        onClick={() => go(bulkShortcutUrl(organizationId, 'sms', selection.rows), config.noPhone)}
      >
        Send text
      </Button>
      <Button
        disabled={selection.all}
        onClick={() => go(bulkShortcutUrl(organizationId, 'email', selection.rows), config.noEmail)}
      >
        Send email
      </Button>
      <Button disabled={selection.all} onClick={() => setTagging(true)}>
        Add tags
      </Button>
      {props.demote && config.demoteTargets ? (
        <Button onClick={() => setDemoting(true)}>Demote</Button>
      ) : null}
      {props.move ? <Button onClick={() => setMoving(true)}>Move to</Button> : null}
      <Button danger onClick={() => setBulkDeleting(true)}>
        Delete
      </Button>
    </>
  );

  const demoteText = demoteMessages[stage];
  return (
    <section aria-label={config.title}>
      <PageHeader
        title={config.title}
        extra={
          <>
            {props.headerActions}
            <Button type="primary" icon={<PlusOutlined />} onClick={form.create}>
              Add
            </Button>
          </>
        }
      />
      <LeadsTable
        testId="leads-table"
        columns={columns}
        query={q}
        search={{ placeholder: 'Search', label: `Search ${config.title.toLowerCase()}` }}
        beforeTable={
          job ? (
            <BulkJobProgress
              organizationId={organizationId}
              job={job.queued}
              total={job.total}
              onFinished={jobFinished}
            />
          ) : null
        }
        list={list}
        selection={selection}
        emptyText={`No ${config.title.toLowerCase()} to display`}
        bulkActions={bulkActions}
      />
      <LeadFormModal
        organizationId={organizationId}
        stage={stage}
        lead={form.item ?? undefined}
        open={form.open}
        onClose={form.close}
      />
      {confirmDelete.modal}
      <ConfirmModal
        open={bulkDeleting}
        title="Delete contacts"
        text={`${settingsMessages.deleteConfirmText} (${selectedCount} selected)`}
        confirmLabel={settingsMessages.yesDelete}
        danger
        onConfirm={confirmBulkDelete}
        onCancel={() => setBulkDeleting(false)}
      />
      <AddTagsModal
        organizationId={organizationId}
        open={tagging}
        leadIds={selection.ids}
        stage={stage}
        onClose={() => setTagging(false)}
        onDone={selection.clear}
      />
      {props.move && (stage === 'Prospect' || stage === 'Client') ? (
        <BulkMoveModal
          organizationId={organizationId}
          stage={stage}
          open={moving}
          ids={selection.ids}
          all={selection.all}
          onClose={() => setMoving(false)}
          onQueued={(queued) =>
            startJob(queued, leadsExtraMessages.contactsMoved, leadsExtraMessages.moveFailed)
          }
          onDone={selection.clear}
        />
      ) : null}
      {props.demote && config.demoteTargets && demoteText ? (
        <BulkDemoteModal
          organizationId={organizationId}
          stage={stage}
          targets={config.demoteTargets}
          open={demoting}
          ids={selection.ids}
          all={selection.all}
          successMessage={demoteText.done}
          failureMessage={demoteText.failed}
          onClose={() => setDemoting(false)}
          onQueued={(queued) => startJob(queued, demoteText.done, demoteText.failed)}
          onDone={selection.clear}
        />
      ) : null}
    </section>
  );
}
