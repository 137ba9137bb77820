import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { dashboardMessages, emailReportConstants, type UnworkedLead } from '@ensemble/contracts';
import { useUnworkedLeadsQuery } from '../../api/dashboardApi';
import { contactName, RecordLink } from './RecordLink';
import { useWidgetPage, WidgetTable } from './WidgetTable';

const columns: TableColumnsType<UnworkedLead> = [
  {
    title: 'Name',
    key: 'name',
    render: (_: unknown, r) => <RecordLink href={r.lead.profile_url}>{contactName(r.lead)}</RecordLink>,
  },
  { title: 'Email', key: 'email', render: (_: unknown, r) => r.lead.email ?? '' },
  {
    title: 'Arrived',
    dataIndex: 'created_at',
    render: (v: string) => dayjs(v).format(emailReportConstants.dateFormat),
  },
];

/** Unworked leads: contacts of the last 30 days nobody has worked yet, newest first, each linked to its record. */
export function UnworkedLeadsWidget({ organizationId }: { organizationId: number }) {
  const paging = useWidgetPage();
  const query = useUnworkedLeadsQuery({ organizationId, page: paging.page });
  return (
    <WidgetTable<UnworkedLead>
      data-testid="unworked-leads"
      rowKey="id"
      columns={columns}
      paging={paging}
      query={query}
      emptyText={dashboardMessages.noUnworkedLeads}
    />
  );
}
