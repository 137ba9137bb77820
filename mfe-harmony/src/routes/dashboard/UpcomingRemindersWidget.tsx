import type { TableColumnsType } from 'antd';
import { dashboardMessages, type UpcomingReminder } from '@ensemble/contracts';
import { useUpcomingRemindersQuery } from '../../api/dashboardApi';
import { RecordLink } from './RecordLink';
import { useWidgetPage, WidgetTable } from './WidgetTable';

const columns: TableColumnsType<UpcomingReminder> = [
  // Already in the organization's time zone and the reminders' format ('MM/DD/YYYY h:mm:ss A').
  { title: 'Date', dataIndex: 'date_of_sending' },
  { title: 'Reminder', dataIndex: 'reminder' },
  {
    title: 'Contact',
    key: 'contact',
    render: (_: unknown, r) => (
      <RecordLink href={r.lead.profile_url}>{r.lead.name || r.lead.email || '—'}</RecordLink>
    ),
  },
];

/** Upcoming reminders: the organization's open reminders not yet due, soonest first. */
export function UpcomingRemindersWidget({ organizationId }: { organizationId: number }) {
  const paging = useWidgetPage();
  const query = useUpcomingRemindersQuery({ organizationId, page: paging.page });
  return (
    <WidgetTable<UpcomingReminder>
      data-testid="upcoming-reminders"
      rowKey="id"
      columns={columns}
      paging={paging}
      query={query}
      emptyText={dashboardMessages.noUpcomingReminders}
    />
  );
}
