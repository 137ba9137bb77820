import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { leadReportsMessages, leadReportsPaths } from '@ensemble/contracts';
import { apiErrorMessage, downloadCsv, useNotify } from '@ensemble/shared-ui';
import { reportExportPath, useClientReportQuery, useProspectReportQuery } from '../../api/contactReportsApi';
import { ReportTable } from './ReportTable';
import { useReportState } from './useReportState';

/**
 * Downloads a report's CSV with the table's filters; a refusal toasts the API's own words (the export quota's
 * 429), else the spec's failure text (also what an older shell's downloadCsv, which has no onError, leads to).
 */
function useExport(path: string, fileName: string) {
  const notify = useNotify();
  const [exporting, setExporting] = useState(false);
  const run = async () => {
    setExporting(true);
    let refusal: FetchBaseQueryError | undefined;
    const ok = await downloadCsv(path, fileName, { onError: (error) => (refusal = error) });
    setExporting(false);
    if (!ok) notify.error(apiErrorMessage(refusal, leadReportsMessages.failed));
  };
  return { exporting, run: () => void run() };
}

type ReportState = ReturnType<typeof useReportState>;
type AnyReport = ReturnType<typeof useProspectReportQuery> | ReturnType<typeof useClientReportQuery>;
type ReportFilters = { search: string; order_by: string; sale_from?: string; sale_to?: string };

/** What tells one stage's value report from the other: its call, filters, export, total and texts. */
interface StageReportKind<F extends ReportFilters, Q extends AnyReport> {
  stage: 'Prospect' | 'Client';
  filters: (state: ReportState) => F;
  useReport: (args: { organizationId: number; page: number; per_page: number } & F) => Q;
  exportPath: (organizationId: number) => string;
  fileName: string;
  /** Prospects report the revenue their sales would bring, clients the sales made (spec 2 §7 'Reports'). */
  total: (report: Q) => number;
  totalLabel: string;
  emptyText: string;
}

const prospects: StageReportKind<
  { search: string; order_by: string },
  ReturnType<typeof useProspectReportQuery>
> = {
  stage: 'Prospect',
  filters: (state) => ({ search: state.search, order_by: state.orderBy }),
  useReport: useProspectReportQuery,
  exportPath: leadReportsPaths.prospectsExport,
  fileName: 'prospects_values.csv',
  total: (report) => report.data?.results.total_revenue ?? 0,
  totalLabel: leadReportsMessages.totalRevenue,
  emptyText: leadReportsMessages.noProspects,
};

const clients: StageReportKind<
  { search: string; order_by: string; sale_from: string; sale_to: string },
  ReturnType<typeof useClientReportQuery>
> = {
  stage: 'Client',
  filters: (state) => ({
    search: state.search,
    order_by: state.orderBy,
    sale_from: state.range[0],
    sale_to: state.range[1],
  }),
  useReport: useClientReportQuery,
  exportPath: leadReportsPaths.clientsExport,
  fileName: 'clients_values.csv',
  total: (report) => report.data?.results.total_sales ?? 0,
  totalLabel: leadReportsMessages.totalSales,
  emptyText: leadReportsMessages.noClients,
};

function StageReport<F extends ReportFilters, Q extends AnyReport>({
  organizationId,
  kind,
}: {
  organizationId: number;
  kind: StageReportKind<F, Q>;
}) {
  const state = useReportState();
  const query = kind.filters(state);
  const report = kind.useReport({ organizationId, page: state.page, per_page: state.pageSize, ...query });
  const exp = useExport(reportExportPath(kind.exportPath(organizationId), query), kind.fileName);
  return (
    <ReportTable
      organizationId={organizationId}
      stage={kind.stage}
      state={state}
      rows={report.data?.results.leads ?? []}
      count={report.data?.count ?? 0}
      total={kind.total(report)}
      totalLabel={kind.totalLabel}
      loading={report.isFetching}
      error={report.isError}
      onRetry={() => void report.refetch()}
      onExport={exp.run}
      exporting={exp.exporting}
      emptyText={kind.emptyText}
    />
  );
}

export function ProspectsReport({ organizationId }: { organizationId: number }) {
  return <StageReport organizationId={organizationId} kind={prospects} />;
}

export function ClientsReport({ organizationId }: { organizationId: number }) {
  return <StageReport organizationId={organizationId} kind={clients} />;
}
