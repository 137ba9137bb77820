import type { ReactNode } from 'react';
import { Button, DatePicker, Flex, Input, Statistic, type TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  type ClientReportRow,
  formatUsd,
  leadRecordRoute,
  leadReportsConstants,
  leadReportsMessages,
  type ProspectReportRow,
  type SortKey,
  sortableColumn,
} from '@ensemble/contracts';
import { PagedTable, navigateTo } from '@ensemble/shared-ui';
import type { ReportState } from './useReportState';

export type ReportRow = ProspectReportRow & Partial<Pick<ClientReportRow, 'total_sales'>>;

const PAGE_SIZES = leadReportsConstants.pageSizes.map(String);

/** A contact's name as a link to its record page (a composition route, so a plain URL). */
function RecordLink(props: { href: string; children: ReactNode }) {
  return (
    <a
      href={props.href}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigateTo(props.href);
      }}
    >
      {props.children}
    </a>
  );
}

function columns(
  organizationId: number,
  stage: 'Prospect' | 'Client',
  orderBy: string,
): TableColumnsType<ReportRow> {
  const href = (r: ReportRow) =>
    leadRecordRoute(organizationId, { id: r.id, fsm_state: stage, lead_list_id: null });
  const table = stage === 'Client' ? 'clientReport' : 'prospectReport';
  const sortable = (key: SortKey<'clientReport'>) => sortableColumn(table, key, orderBy);
  const money = (v: number | null | undefined) => (v == null ? '—' : formatUsd(v));
  const cols: TableColumnsType<ReportRow> = [
    {
      title: 'First name',
      dataIndex: 'first_name',
      ...sortable('first_name'),
      render: (v: string | null, r) => <RecordLink href={href(r)}>{v || '—'}</RecordLink>,
    },
    {
      title: 'Last name',
      dataIndex: 'last_name',
      ...sortable('last_name'),
      render: (v: string | null, r) => <RecordLink href={href(r)}>{v || '—'}</RecordLink>,
    },
    { title: 'Company name', dataIndex: 'company_name', ...sortable('company_name') },
    { title: 'Cell phone', dataIndex: 'cell_phone', ...sortable('cell_phone') },
    { title: 'Email', dataIndex: 'email', ...sortable('email') },
    { title: 'Sales status', dataIndex: 'sales_status', ...sortable('sales_status') },
    {
      title: 'Lead source',
      dataIndex: 'lead_source',
      ...sortable('lead_source'),
      render: (v: ReportRow['lead_source']) => v?.name ?? '',
    },
    {
      title: leadReportsMessages.averageRevenue,
      dataIndex: 'average_revenue',
      align: 'right',
      ...sortable('average_revenue'),
      render: money,
    },
  ];
  if (stage === 'Client') {
    cols.push({
      title: leadReportsMessages.totalSales,
      dataIndex: 'total_sales',
      align: 'right',
      ...sortable('total_sales'),
      render: money,
    });
  }
  return cols;
}

export interface ReportTableProps {
  organizationId: number;
  stage: 'Prospect' | 'Client';
  state: ReportState;
  rows: ReportRow[];
  count: number;
  total: number;
  totalLabel: string;
  loading: boolean;
  error: boolean;
  onRetry: () => void;
  onExport: () => void;
  exporting: boolean;
  emptyText: string;
}

/** One report tab: search, (clients) the sale date range, export, the total over every match, and the table. */
export function ReportTable(props: ReportTableProps) {
  const { state } = props;
  const [from, to] = state.range;
  return (
    <section
      aria-label={
        props.stage === 'Prospect' ? leadReportsMessages.prospectsTab : leadReportsMessages.clientsTab
      }
    >
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Flex wrap gap={8} align="center">
          <Input.Search
            allowClear
            placeholder="Search"
            aria-label="Search"
            value={state.searchInput}
            onChange={(e) => state.setSearchInput(e.target.value)}
            style={{ width: 240, maxWidth: '100%' }}
          />
          {props.stage === 'Client' ? (
            <DatePicker.RangePicker
              aria-label="Sale date range"
              allowEmpty={[true, true]}
              placeholder={['Sale from', 'Sale to']}
              value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
              onChange={(_v, text) => state.setRange([text?.[0] ?? '', text?.[1] ?? ''])}
              format="YYYY-MM-DD"
            />
          ) : null}
          <Button icon={<DownloadOutlined />} onClick={props.onExport} loading={props.exporting}>
            {leadReportsMessages.exportCsv}
          </Button>
        </Flex>
        <Statistic
          title={props.totalLabel}
          value={props.error ? '—' : formatUsd(props.total)}
          data-testid="report-total"
        />
      </Flex>
      <PagedTable<ReportRow>
        data-testid={props.stage === 'Prospect' ? 'prospects-report' : 'clients-report'}
        rowKey="id"
        columns={columns(props.organizationId, props.stage, state.orderBy)}
        rows={props.rows}
        total={props.count}
        query={{ isError: props.error, isLoading: false, refetch: props.onRetry }}
        loading={props.loading}
        errorTitle={leadReportsMessages.failed}
        errorDetail={false}
        emptyText={props.emptyText}
        plainEmpty
        state={state}
        pageSizes={PAGE_SIZES}
        scroll={{ x: true }}
      />
    </section>
  );
}
