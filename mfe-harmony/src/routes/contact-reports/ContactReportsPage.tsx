import { Tabs } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { type LeadReportTab, leadReportsConstants, leadReportsMessages } from '@ensemble/contracts';
import { NotFound, PageHeader, parseId } from '@ensemble/shared-ui';
import { ClientsReport, ProspectsReport } from './ReportTabs';

const isTab = (v: string | null): v is LeadReportTab =>
  leadReportsConstants.tabs.includes(v as LeadReportTab);

/**
 * /harmony/contact-reports/:organizationId — the contact value reports (spec 2 §2 'Contact reports tabs'). The
 * tab is in the URL (?tab=prospects | clients), so a reload or a shared link opens the same one.
 */
export function ContactReportsPage() {
  const organizationId = parseId(useParams().organizationId);
  const [params, setParams] = useSearchParams();
  if (organizationId == null) return <NotFound />;
  const raw = params.get('tab');
  const tab: LeadReportTab = isTab(raw) ? raw : 'prospects';
  return (
    <section aria-label={leadReportsMessages.title}>
      <PageHeader title={leadReportsMessages.title} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        items={[
          {
            key: 'prospects',
            label: leadReportsMessages.prospectsTab,
            children: <ProspectsReport organizationId={organizationId} />,
          },
          {
            key: 'clients',
            label: leadReportsMessages.clientsTab,
            children: <ClientsReport organizationId={organizationId} />,
          },
        ]}
      />
    </section>
  );
}
