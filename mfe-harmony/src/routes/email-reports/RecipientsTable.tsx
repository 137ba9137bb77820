import { useState } from 'react';
import { Button, Flex, Modal, Radio, Tag, Tooltip, type TableColumnsType } from 'antd';
import {
  emailReportConstants as C,
  type EmailReportRecipient,
  type EmailReportRecipientFilter,
  emailReportRecipientFilters,
  emailReportMessages as M,
} from '@ensemble/contracts';
import { PagedTable, usePagedTableState } from '@ensemble/shared-ui';
import { useEmailReportRecipientsQuery } from '../../api/emailReportsApi';
import { EventLogTable } from './EventLogTable';
import { RecordLink, yesNo } from './parts';

const filterLabels: Record<EmailReportRecipientFilter, string> = {
  all: 'All',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
  opened: 'Opened',
  clicked: 'Clicked',
};

/** Delivered: 'Yes', or 'Not delivered' (with the reason as a tooltip when known). */
export function DeliveredStatus({ recipient }: { recipient: EmailReportRecipient }) {
  if (recipient.delivered) return <Tag color="success">{M.delivered}</Tag>;
  const tag = <Tag color="error">{M.notDelivered}</Tag>;
  return recipient.error ? <Tooltip title={recipient.error}>{tag}</Tooltip> : tag;
}

/** View logs: the recipient's event log in a modal. */
function LogsModal(props: {
  organizationId: number;
  reportId: number;
  recipient: EmailReportRecipient | null;
  onClose: () => void;
}) {
  const { recipient } = props;
  return (
    <Modal
      open={recipient != null}
      title={recipient ? `Logs for ${recipient.email}` : undefined}
      onCancel={props.onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {recipient ? (
        <EventLogTable
          organizationId={props.organizationId}
          reportId={props.reportId}
          recipientId={recipient.id}
        />
      ) : null}
    </Modal>
  );
}

/**
 * A report's recipients (spec 3 §2): address, contact, delivered or not (View logs), opened, clicked; searched by
 * address, filtered, paged by 10 on the server.
 */
export function RecipientsTable({ organizationId, reportId }: { organizationId: number; reportId: number }) {
  const table = usePagedTableState({ pageSize: C.recipientsPageSize, debounceMs: 300 });
  const [filter, setFilter] = useState<EmailReportRecipientFilter>('all');
  const [logsOf, setLogsOf] = useState<EmailReportRecipient | null>(null);
  const recipients = useEmailReportRecipientsQuery({
    organizationId,
    id: reportId,
    page: table.page,
    per_page: table.pageSize,
    search: table.search,
    filter,
  });

  const columns: TableColumnsType<EmailReportRecipient> = [
    { title: 'Email', dataIndex: 'email' },
    {
      title: 'Contact',
      dataIndex: 'contact',
      render: (c: EmailReportRecipient['contact']) =>
        c ? <RecordLink href={c.profile_url}>{c.name || c.profile_url}</RecordLink> : '—',
    },
    {
      title: 'Delivered',
      key: 'delivered',
      render: (_, r) => (
        <Flex align="center" gap={8} wrap>
          <DeliveredStatus recipient={r} />
          <Button size="small" onClick={() => setLogsOf(r)}>
            {M.viewLogs}
          </Button>
        </Flex>
      ),
    },
    { title: 'Opened', key: 'opened', render: (_, r) => yesNo(r.opened, r.open_count) },
    { title: 'Clicked', key: 'clicked', render: (_, r) => yesNo(r.clicked, r.click_count) },
  ];

  return (
    <>
      <PagedTable<EmailReportRecipient>
        data-testid="email-report-recipients"
        rowKey="id"
        columns={columns}
        query={recipients}
        errorTitle="Unable to load the recipients"
        emptyText={M.noRecipients}
        plainEmpty
        state={table}
        search={{ placeholder: 'Search by email', label: 'Search recipients' }}
        beforeTable={
          <Radio.Group
            aria-label="Show recipients"
            optionType="button"
            size="small"
            value={filter}
            onChange={(e) => {
              setFilter(e.target.value as EmailReportRecipientFilter);
              table.setPage(1);
            }}
            options={emailReportRecipientFilters.map((f) => ({ value: f, label: filterLabels[f] }))}
            style={{ marginBottom: 12 }}
          />
        }
        scroll={{ x: true }}
        mobileScrollX={640}
      />
      <LogsModal
        organizationId={organizationId}
        reportId={reportId}
        recipient={logsOf}
        onClose={() => setLogsOf(null)}
      />
    </>
  );
}
