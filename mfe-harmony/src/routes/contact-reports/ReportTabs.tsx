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

export function ProspectsReport({ organizationId }: { organizationId: number }) {
  const state = useReportState();
  const query = { search: state.search, order_by: state.orderBy };
  const report = useProspectReportQuery({
    organizationId,
    page: state.page,
    per_page: state.pageSize,
    ...query,
  });
  const exp = useExport(
    reportExportPath(leadReportsPaths.prospectsExport(organizationId), query),
    'prospects_values.csv',
  );
  return (
    <ReportTable
      organizationId={organizationId}
      stage="Prospect"
      state={state}
      rows={report.data?.results.leads ?? []}
      count={report.data?.count ?? 0}
      total={report.data?.results.total_revenue ?? 0}
      totalLabel={leadReportsMessages.totalRevenue}
      loading={report.isFetching}
      error={report.isError}
      onRetry={() => void report.refetch()}
      onExport={exp.run}
      exporting={exp.exporting}
      emptyText={leadReportsMessages.noProspects}
    />
  );
}

export function ClientsReport({ organizationId }: { organizationId: number }) {
  const state = useReportState();
  const [sale_from, sale_to] = state.range;
  const query = { search: state.search, order_by: state.orderBy, sale_from, sale_to };
  const report = useClientReportQuery({
    organizationId,
    page: state.page,
    per_page: state.pageSize,
    ...query,
  });
  const exp = useExport(
    reportExportPath(leadReportsPaths.clientsExport(organizationId), query),
    'clients_values.csv',
  );
  return (
    <ReportTable
      organizationId={organizationId}
      stage="Client"
      state={state}
      rows={report.data?.results.leads ?? []}
      count={report.data?.count ?? 0}
      total={report.data?.results.total_sales ?? 0}
      totalLabel={leadReportsMessages.totalSales}
      loading={report.isFetching}
      error={report.isError}
      onRetry={() => void report.refetch()}
      onExport={exp.run}
      exporting={exp.exporting}
      emptyText={leadReportsMessages.noClients}
    />
  );
}
