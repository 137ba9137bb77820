import {
  Flex,
  Radio,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
  type TableProps,
} from 'antd';
import {
  emailReportConstants as C,
  type EmailReport,
  emailReportFilterLabels,
  emailReportFilters,
  emailReportMessages as M,
  emailReportRoute,
  emailReportTypeLabels,
  type SortKey,
  sortableColumn,
} from '@ensemble/contracts';
import { PagedTable, orderingFor } from '@ensemble/shared-ui';
import { useEmailReportsQuery } from '../../api/emailReportsApi';
import { DateRangeFilter } from './DateRangeFilter';
import { formatDateTime } from './format';
import type { EmailReportFiltersState } from './useEmailReportFilters';

function columns(
  organizationId: number,
  ordering: string | undefined,
  open: (r: EmailReport) => void,
): TableColumnsType<EmailReport> {
  const sortable = (key: SortKey<'emailReports'>) => sortableColumn('emailReports', key, ordering);
  return [
    {
      title: 'Date',
      dataIndex: 'timestamp',
      ...sortable('timestamp'),
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Subject',
      dataIndex: 'subject',
      ...sortable('subject'),
      render: (v: string, r) => (
        // A real link (a new tab, a copied address) that, clicked, opens the report on this page.
        <a
          href={emailReportRoute(organizationId, { id: r.id, type: r.type })}
          onClick={(e) => {
            if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) {
              e.stopPropagation();
              return;
            }
            e.preventDefault();
            e.stopPropagation();
            open(r);
          }}
        >
          {v || '(no subject)'}
        </a>
      ),
    },
    {
      title: 'Type',
      dataIndex: 'type',
      ...sortable('type'),
      render: (v: EmailReport['type']) => emailReportTypeLabels[v] ?? v,
    },
    { title: 'Recipients', dataIndex: 'count', align: 'right', ...sortable('count') },
    { title: 'Opens', dataIndex: 'open', align: 'right', ...sortable('open') },
    { title: 'Clicks', dataIndex: 'click', align: 'right', ...sortable('click') },
  ];
}

/**
 * The list of sends (spec 3 §2 'Reports and analytics', §9): a date range (last 30 days by default) and the type
 * filter over a server-paged table of 10; a row opens its report.
 */
export function EmailReportList({
  organizationId,
  state,
}: {
  organizationId: number;
  state: EmailReportFiltersState;
}) {
  const { filters, update, openReport } = state;
  const list = useEmailReportsQuery({
    organizationId,
    page: filters.page,
    per_page: C.pageSize,
    ordering: filters.ordering,
    date_from: filters.dateFrom,
    date_to: filters.dateTo,
    type: filters.type,
  });
  const open = (r: EmailReport) => openReport(organizationId, { id: r.id, type: r.type });

  // The table's page and order are the URL's (PagedTable's usual state is React state, lost on Back).
  function onTableChange<T>(
    pagination: TablePaginationConfig,
    sorter: Parameters<NonNullable<TableProps<T>['onChange']>>[2],
    action: string,
  ) {
    if (action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      update({ ordering: orderingFor(s?.columnKey ?? s?.field, s?.order) });
    } else if (action === 'paginate') {
      update({ page: pagination.current ?? 1 });
    }
  }

  return (
    <section aria-label="Email reports list">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <DateRangeFilter
          from={filters.dateFrom}
          to={filters.dateTo}
          onChange={(dateFrom, dateTo) => update({ dateFrom, dateTo })}
        />
        <Flex align="center" gap={8}>
          <Typography.Text type="secondary" id="email-report-type-label">
            Type
          </Typography.Text>
          <Radio.Group
            aria-labelledby="email-report-type-label"
            optionType="button"
            value={filters.type}
            onChange={(e) => update({ type: e.target.value as typeof filters.type })}
            options={emailReportFilters.map((f) => ({ value: f, label: emailReportFilterLabels[f] }))}
          />
        </Flex>
      </Flex>
      <PagedTable<EmailReport>
        data-testid="email-reports-table"
        rowKey="id"
        columns={columns(organizationId, filters.ordering, open)}
        query={list}
        loading={list.isFetching}
        errorTitle={M.unableToLoad}
        emptyText={M.noReports}
        state={{ page: filters.page, pageSize: C.pageSize, onTableChange }}
        onRow={(r) => ({ onClick: () => open(r), style: { cursor: 'pointer' } })}
        scroll={{ x: true }}
        mobileScrollX={720}
      />
    </section>
  );
}
