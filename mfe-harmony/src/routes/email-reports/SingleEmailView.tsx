import type { ReactNode } from 'react';
import { Card, Descriptions, Flex, Skeleton } from 'antd';
import { type EmailReportDetail, messages } from '@ensemble/contracts';
import { ErrorPanel, apiErrorMessage } from '@ensemble/shared-ui';
import { useEmailReportRecipientsQuery } from '../../api/emailReportsApi';
import { EventLogTable } from './EventLogTable';
import { formatDateTime } from './format';
import { RecordLink, yesNo } from './parts';
import { DeliveredStatus } from './RecipientsTable';
import { ReportActions } from './ReportActions';

/**
 * The single-email detail view (spec 3 §2): one email to one contact — to, from, subject, when, whether it was
 * delivered, opened and clicked, its event log and the snapshot of what was sent.
 */
export function SingleEmailView({
  organizationId,
  report,
  onBack,
}: {
  organizationId: number;
  report: EmailReportDetail;
  onBack: () => void;
}) {
  const recipients = useEmailReportRecipientsQuery({
    organizationId,
    id: report.id,
    page: 1,
    per_page: 1,
    search: '',
    filter: 'all',
  });
  const recipient = recipients.data?.results[0];
  const status = (children: ReactNode) =>
    recipients.isLoading ? <Skeleton.Input size="small" active /> : children;

  return (
    <Flex vertical gap={16}>
      <ReportActions organizationId={organizationId} report={report} onBack={onBack} />
      <Card title={report.subject || '(no subject)'} data-testid="single-email">
        {recipients.isError ? (
          <ErrorPanel
            title="Unable to load the recipient"
            description={apiErrorMessage(recipients.error, messages.somethingWentWrong)}
            onRetry={() => void recipients.refetch()}
          />
        ) : (
          <Descriptions
            size="small"
            bordered
            column={1}
            items={[
              {
                key: 'to',
                label: 'To',
                children: (
                  <>
                    {report.to ?? recipient?.email ?? '—'}
                    {recipient?.contact ? (
                      <>
                        {' · '}
                        <RecordLink href={recipient.contact.profile_url}>{recipient.contact.name}</RecordLink>
                      </>
                    ) : null}
                  </>
                ),
              },
              { key: 'from', label: 'From', children: report.from },
              { key: 'subject', label: 'Subject', children: report.subject },
              { key: 'sent', label: 'Sent', children: formatDateTime(report.datetime_sending) },
              {
                key: 'delivered',
                label: 'Delivered',
                children: status(recipient ? <DeliveredStatus recipient={recipient} /> : '—'),
              },
              {
                key: 'opened',
                label: 'Opened',
                children: status(recipient ? yesNo(recipient.opened, recipient.open_count) : '—'),
              },
              {
                key: 'clicked',
                label: 'Clicked',
                children: status(recipient ? yesNo(recipient.clicked, recipient.click_count) : '—'),
              },
            ]}
          />
        )}
      </Card>
      {recipient ? (
        <Card title="Log">
          <EventLogTable organizationId={organizationId} reportId={report.id} recipientId={recipient.id} />
        </Card>
      ) : null}
    </Flex>
  );
}
