import { useMemo } from 'react';
import { Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { leadsExtraMessages, type LeadHistoryEntry, type LeadHistoryResponse } from '@ensemble/contracts';
import { apiErrorMessage, EmptyState, ErrorPanel, useIsMobile } from '@ensemble/shared-ui';
import { useRecordHistoryQuery } from '../../../api/leadRecordApi';
import type { RecordSectionProps } from './types';

interface HistoryRow extends LeadHistoryEntry {
  key: string;
  fromNotes: boolean;
}

const actionLabels: Record<string, string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  promote: 'Promoted',
  demote: 'Demoted',
  move: 'Moved',
  reactivate: 'Reactivated',
  set_as_former: 'Set as former client',
  add_tags: 'Tags added',
  remove_tags: 'Tags removed',
};

/** Spec 2 §7 History: a note's 'create' reads 'Note added', a 'note changed from …' reads 'Note changed'. */
export function historyActionLabel(row: Pick<HistoryRow, 'action' | 'fromNotes'>): string {
  if (row.action.toLowerCase().includes('note changed from')) return 'Note changed';
  if (row.fromNotes && row.action === 'create') return 'Note added';
  return actionLabels[row.action] ?? row.action;
}

/** history and notes_history merged, newest first (spec 2 §7). */
export function historyRows(data: LeadHistoryResponse | undefined): HistoryRow[] {
  if (!data) return [];
  const rows: HistoryRow[] = [
    ...data.history.map((e) => ({ ...e, key: `h${e.id}`, fromNotes: false })),
    ...data.notes_history.flatMap((n) => n.history.map((e) => ({ ...e, key: `n${e.id}`, fromNotes: true }))),
  ];
  return rows.sort((a, b) => dayjs(b.time).valueOf() - dayjs(a.time).valueOf() || b.id - a.id);
}

const userName = (u: LeadHistoryEntry['user']) =>
  u ? [u.firstName, u.lastName].filter(Boolean).join(' ') : '—';

export function HistorySection({ lead }: RecordSectionProps) {
  const history = useRecordHistoryQuery(lead.id);
  const rows = useMemo(() => historyRows(history.data), [history.data]);
  const mobile = useIsMobile();

  if (history.isError) {
    return (
      <ErrorPanel
        title="History could not be loaded"
        description={apiErrorMessage(history.error)}
        onRetry={() => void history.refetch()}
      />
    );
  }
  return (
    <Table<HistoryRow>
      data-testid="lead-history"
      size="small"
      rowKey="key"
      loading={history.isFetching}
      dataSource={rows}
      pagination={rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      scroll={mobile ? { x: 600 } : undefined}
      locale={{ emptyText: <EmptyState description={leadsExtraMessages.noHistory} /> }}
      columns={[
        {
          title: 'Time',
          dataIndex: 'time',
          width: 180,
          render: (t: string) => dayjs(t).format('MM/DD/YYYY h:mm A'),
        },
        { title: 'User', dataIndex: 'user', render: userName },
        { title: 'Action', dataIndex: 'action', render: (_: string, r) => historyActionLabel(r) },
        {
          title: 'Value',
          dataIndex: 'value',
          render: (v: string) => <Typography.Text>{v}</Typography.Text>,
        },
      ]}
    />
  );
}
