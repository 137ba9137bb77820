import { Card, Descriptions, Flex, Skeleton } from 'antd';
import { type EmailReportDetail, emailReportTypeLabels, messages } from '@ensemble/contracts';
import { ErrorPanel, apiErrorMessage, errorStatus } from '@ensemble/shared-ui';
import { useEmailReportQuery } from '../../api/emailReportsApi';
import { ActivityPanel } from './ActivityPanel';
import { MetricCards } from './MetricCards';
import { RecipientsTable } from './RecipientsTable';
import { ReportActions } from './ReportActions';
import { SingleEmailView } from './SingleEmailView';
import { formatDateTime } from './format';
import { ReportNotFound } from './parts';

/** A single send is one email to one contact: it has the single-email view rather than the metrics. */
export const isSingleSend = (r: Pick<EmailReportDetail, 'type' | 'count'>) =>
  r.type === 'single' && r.count <= 1;

/** The report of a bulk, automation or reminder send: who sent what, when, the twelve metrics, activity, recipients. */
function BulkReport({
  organizationId,
  report,
  onBack,
}: {
  organizationId: number;
  report: EmailReportDetail;
  onBack: () => void;
}) {
  return (
    <Flex vertical gap={16}>
      <ReportActions organizationId={organizationId} report={report} onBack={onBack} />
      <Card title={report.subject || '(no subject)'} data-testid="email-report-header">
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'type', label: 'Type', children: emailReportTypeLabels[report.type] ?? report.type },
            { key: 'sent', label: 'Sent', children: formatDateTime(report.datetime_sending) },
            { key: 'from', label: 'From', children: report.from },
            { key: 'recipients', label: 'Recipients', children: report.count },
            ...(report.automation_name
              ? [{ key: 'automation', label: 'Automation', children: report.automation_name }]
              : []),
          ]}
        />
      </Card>
      <MetricCards report={report} />
      <ActivityPanel organizationId={organizationId} reportId={report.id} />
      <Card title="Recipients">
        <RecipientsTable organizationId={organizationId} reportId={report.id} />
      </Card>
    </Flex>
  );
}

/**
 * One report (spec 3 §2, §9): the bulk report, or the single-email view of a single send. The report's own type
 * decides, so a link without reportType (a contact's history) opens the right one.
 */
export function EmailReportView({
  organizationId,
  reportId,
  onBack,
}: {
  organizationId: number;
  reportId: number;
  onBack: () => void;
}) {
  const report = useEmailReportQuery({ organizationId, id: reportId });
  if (report.isLoading) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (report.isError || !report.data) {
    if (errorStatus(report.error) === 404) return <ReportNotFound onBack={onBack} />;
    return (
      <ErrorPanel
        title="Unable to load the email report"
        description={apiErrorMessage(report.error, messages.somethingWentWrong)}
        onRetry={() => void report.refetch()}
      />
    );
  }
  return isSingleSend(report.data) ? (
    <SingleEmailView organizationId={organizationId} report={report.data} onBack={onBack} />
  ) : (
    <BulkReport organizationId={organizationId} report={report.data} onBack={onBack} />
  );
}
