import { Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  type CallBadge,
  callBadge,
  dashboardMessages,
  emailReportConstants,
  formatCallDuration,
  type PhoneActivity,
} from '@ensemble/contracts';
import { usePhoneActivityQuery } from '../../api/dashboardApi';
import { RecordLink } from './RecordLink';
import { useWidgetPage, WidgetTable } from './WidgetTable';

const badgeColors: Record<CallBadge, string> = { MISSED: 'red', INCOMING: 'green', OUTGOING: 'blue' };

const columns: TableColumnsType<PhoneActivity> = [
  {
    title: 'Call',
    key: 'badge',
    render: (_: unknown, c) => {
      const badge = callBadge(c);
      return <Tag color={badgeColors[badge]}>{badge}</Tag>;
    },
  },
  {
    title: 'From',
    dataIndex: 'from_formatted',
    // A caller who is not one of the organization's contacts has no record to open.
    render: (v: string, c) => (c.lead ? <RecordLink href={c.lead.profile_url}>{v}</RecordLink> : v),
  },
  {
    title: 'Date',
    dataIndex: 'date_created',
    render: (v: string) => dayjs(v).format(emailReportConstants.dateTimeFormat),
  },
  { title: 'Duration', dataIndex: 'duration', render: (v: number) => formatCallDuration(v) },
];

/** Recent website phone activity: the calls to the organization's number, newest first. */
export function PhoneActivityWidget({ organizationId }: { organizationId: number }) {
  const paging = useWidgetPage();
  const query = usePhoneActivityQuery({ organizationId, page: paging.page });
  return (
    <WidgetTable<PhoneActivity>
      data-testid="phone-activity"
      rowKey="sid"
      columns={columns}
      paging={paging}
      query={query}
      emptyText={dashboardMessages.noPhoneActivity}
    />
  );
}
