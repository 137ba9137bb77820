import { useParams } from 'react-router-dom';
import { NotFound, PageHeader, parseId } from '@ensemble/shared-ui';
import { EmailReportList } from './EmailReportList';
import { EmailReportView } from './EmailReportView';
import { ReportNotFound } from './parts';
import { useEmailReportFilters } from './useEmailReportFilters';

/**
 * /harmony/email-reports/:organizationId (spec 3 §2 'Reports and analytics'): without a reportId, the list of
 * sends; with one (query organizationId, reportId, reportType, as the contact history and the dashboard open it
 * in a new tab), that send's report, or the single-email view of a single send.
 */
export function EmailReportsPage() {
  const organizationId = parseId(useParams().organizationId);
  const state = useEmailReportFilters();
  if (organizationId == null) return <NotFound />;
  const { report } = state;
  return (
    <section aria-label="Email reports">
      <PageHeader title="Email reports" />
      {report.malformed ? (
        <ReportNotFound onBack={state.closeReport} />
      ) : report.id != null ? (
        <EmailReportView
          key={report.id}
          organizationId={organizationId}
          reportId={report.id}
          onBack={state.closeReport}
        />
      ) : (
        <EmailReportList organizationId={organizationId} state={state} />
      )}
    </section>
  );
}
