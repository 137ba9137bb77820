import { Button, Card, Descriptions, Flex, Result, Skeleton } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { emailReportMessages as M, emailReportRoute } from '@ensemble/contracts';
import { ErrorPanel, NotFound, PageHeader, apiErrorMessage, errorStatus, parseId } from '@ensemble/shared-ui';
import { useEmailSnapshotQuery } from '../../api/emailReportsApi';
import { formatDateTime } from '../email-reports/format';

/** Back where the user came from (the report), or to the reports list when the page was opened on its own. */
function BackButton({ organizationId }: { organizationId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() =>
        void (location.key === 'default' ? navigate(emailReportRoute(organizationId)) : navigate(-1))
      }
    >
      Back
    </Button>
  );
}

/**
 * /harmony/email-reports/:organizationId/email-snapshot?templateId=<report id> (spec 3 §2 'Email snapshot'): the
 * email exactly as it was sent, in a sandboxed frame (no scripts, no forms, no navigation of this page), with its
 * subject, sender and date. A send that is gone: 'This template is no longer available.'.
 */
export function EmailSnapshotPage() {
  const organizationId = parseId(useParams().organizationId);
  const reportId = parseId(useSearchParams()[0].get('templateId'));
  const snapshot = useEmailSnapshotQuery(
    { organizationId: organizationId ?? 0, id: reportId ?? 0 },
    { skip: organizationId == null || reportId == null },
  );
  if (organizationId == null) return <NotFound />;

  let body;
  if (reportId == null || (snapshot.isError && errorStatus(snapshot.error) === 404)) {
    body = <Result status="404" title={M.snapshotUnavailable} />;
  } else if (snapshot.isError) {
    body = (
      <ErrorPanel
        title="Unable to load the email"
        description={apiErrorMessage(snapshot.error)}
        onRetry={() => void snapshot.refetch()}
      />
    );
  } else if (!snapshot.data) {
    body = <Skeleton active paragraph={{ rows: 10 }} />;
  } else {
    const s = snapshot.data;
    body = (
      <Card title={s.subject || '(no subject)'}>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'from', label: 'From', children: s.from },
            { key: 'sent', label: 'Sent', children: formatDateTime(s.sent_at) },
          ]}
        />
        {/* sandbox="": the email's HTML runs no script, submits no form and cannot reach this page. */}
        <iframe
          title="Email as sent"
          data-testid="email-snapshot-frame"
          sandbox=""
          srcDoc={s.html}
          style={{
            width: '100%',
            height: '70vh',
            minHeight: 480,
            border: '1px solid #f0f0f0',
            background: '#fff',
          }}
        />
      </Card>
    );
  }

  return (
    <section aria-label="Email snapshot">
      <PageHeader title="Email snapshot" extra={<BackButton organizationId={organizationId} />} />
      <Flex vertical gap={16}>
        {body}
      </Flex>
    </section>
  );
}
