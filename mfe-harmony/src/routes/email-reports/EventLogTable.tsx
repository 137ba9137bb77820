import { Table, Typography } from 'antd';
import { type EmailEventLogEntry, emailEventLabels, emailReportMessages as M } from '@ensemble/contracts';
import { QueryStates } from '@ensemble/shared-ui';
import { useEmailRecipientLogsQuery } from '../../api/emailReportsApi';
import { formatDateTime } from './format';

/** A recipient's event log, oldest first: the event, when (MM/DD/YYYY hh:mm A) and its detail (a URL, a reason). */
export function EventLogTable({
  organizationId,
  reportId,
  recipientId,
}: {
  organizationId: number;
  reportId: number;
  recipientId: number;
}) {
  const logs = useEmailRecipientLogsQuery({ organizationId, id: reportId, recipientId });
  return (
    <QueryStates query={logs} errorTitle="Unable to load the logs" skeletonRows={3}>
      <Table<EmailEventLogEntry & { key: number }>
        data-testid="email-event-log"
        size="small"
        dataSource={(logs.data?.results ?? []).map((e, i) => ({ ...e, key: i }))}
        pagination={false}
        locale={{ emptyText: M.noEvents }}
        scroll={{ x: true }}
        columns={[
          {
            title: 'Event',
            dataIndex: 'event',
            render: (v: EmailEventLogEntry['event']) => emailEventLabels[v] ?? v,
          },
          { title: 'Time', dataIndex: 'at', render: (v: string) => formatDateTime(v) },
          {
            title: 'Detail',
            dataIndex: 'detail',
            render: (v: string | null) =>
              v ? <Typography.Text style={{ wordBreak: 'break-all' }}>{v}</Typography.Text> : '—',
          },
        ]}
      />
    </QueryStates>
  );
}
