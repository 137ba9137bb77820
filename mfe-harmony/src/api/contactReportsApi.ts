import {
  type ClientReportQuery,
  type ClientReportResponse,
  leadReportsEndpoints as api,
  type ProspectReportQuery,
  type ProspectReportResponse,
  requestOf,
} from '@ensemble/contracts';
import { harmonyApi } from './harmonyApi';

/** Query parameters as sent: empty filters are left out, so the URL says only what was chosen. */
function params(q: Record<string, string | number>): Record<string, string | number> {
  return Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));
}

export type ProspectReportArgs = { organizationId: number } & ProspectReportQuery;
export type ClientReportArgs = { organizationId: number } & ClientReportQuery;

/** The contact value reports (spec 2 §7 'Reports'); their CSV exports are downloads (downloadCsv), not queries. */
export const contactReportsApi = harmonyApi.injectEndpoints({
  endpoints: (b) => ({
    prospectReport: b.query<ProspectReportResponse, ProspectReportArgs>({
      query: ({ organizationId, ...q }) =>
        requestOf(api.prospects, { path: { orgId: organizationId }, query: params(q) }),
      providesTags: ['ContactReport'],
    }),
    clientReport: b.query<ClientReportResponse, ClientReportArgs>({
      query: ({ organizationId, ...q }) =>
        requestOf(api.clients, { path: { orgId: organizationId }, query: params(q) }),
      providesTags: ['ContactReport'],
    }),
  }),
});

export const { useProspectReportQuery, useClientReportQuery } = contactReportsApi;

/** The export URL of a report with the same filters as the table (no paging). */
export function reportExportPath(
  path: string,
  q: { search: string; order_by: string; sale_from?: string; sale_to?: string },
): string {
  const search = new URLSearchParams(params(q) as Record<string, string>).toString();
  return search ? `${path}?${search}` : path;
}
