import type { MouseEvent } from 'react';
import type { TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import {
  dashboardMessages,
  type EmailReport,
  emailReportConstants,
  emailReportRoute,
  emailReportTypeLabels,
} from '@ensemble/contracts';
import { useLatestEmailReportsQuery } from '../../api/dashboardApi';
import { useWidgetPage, WidgetTable } from './WidgetTable';

/** Opens a report's page in a new tab (spec 3 §2: email reports open in a new tab from the dashboard). */
const openReport = (organizationId: number, r: EmailReport) =>
  void window.open(emailReportRoute(organizationId, { id: r.id, type: r.type }), '_blank', 'noopener');

function columns(organizationId: number): TableColumnsType<EmailReport> {
  return [
    {
      title: 'Date',
      dataIndex: 'timestamp',
      render: (v: string) => dayjs(v).format(emailReportConstants.dateTimeFormat),
    },
    {
      title: 'Subject',
      dataIndex: 'subject',
      // The row opens the report on a click; the subject is its link for the keyboard (and a modified click).
      render: (v: string, r) => (
        <a
          href={emailReportRoute(organizationId, { id: r.id, type: r.type })}
          target="_blank"
          rel="noopener noreferrer"
          onClick={(e: MouseEvent) => {
            e.stopPropagation();
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
            e.preventDefault();
            openReport(organizationId, r);
          }}
        >
          {v}
        </a>
      ),
    },
    { title: 'Type', dataIndex: 'type', render: (v: EmailReport['type']) => emailReportTypeLabels[v] ?? v },
    { title: 'Opens', dataIndex: 'open', align: 'right' },
    { title: 'Clicks', dataIndex: 'click', align: 'right' },
  ];
}

/** Latest email reports: the organization's sends, newest first; a row opens its report in a new tab. */
export function LatestEmailReportsWidget({ organizationId }: { organizationId: number }) {
  const paging = useWidgetPage();
  const query = useLatestEmailReportsQuery({ organizationId, page: paging.page });
  return (
    <WidgetTable<EmailReport>
      data-testid="latest-email-reports"
      rowKey="id"
      columns={columns(organizationId)}
      paging={paging}
      query={query}
      emptyText={dashboardMessages.noEmailReports}
      onRow={(r) => ({ onClick: () => openReport(organizationId, r), style: { cursor: 'pointer' } })}
    />
  );
}
