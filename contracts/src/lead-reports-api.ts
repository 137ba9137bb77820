/**
 * Issue 7 contract: the contact value reports (spec 2 §2 'Contact reports tabs', §3 'Reports', §7 'Reports',
 * §8). Paths are relative to '/api'. Every total is summed by the database over all matching contacts, not
 * over the page.
 *
 * average_revenue of a contact is the mean of revenue_from and revenue_to; when only one of them is set it is
 * that one, when neither is set it is null (and adds nothing to total_revenue). It is not weighted by
 * revenue_probability: the report shows the range the user entered, not a forecast.
 *
 * A client's total_sales is its stored total (leads' total_sales) when no date range is given; with sale_from
 * and/or sale_to it is the sum of the amounts of its sales whose sale_date lies in the range (both ends
 * included; either end may be left open). Clients without a sale in the range are still listed, with 0.
 */
import type { AnyObjectSchema } from 'yup';
import * as yup from 'yup';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';
import { leadSalesMessages } from './lead-sales-api';
import { leadsConstants } from './leads-api';
import { messages } from './messages';
import { sortableColumns } from './table-orderings';

/** The fields a prospect report may be ordered by (`order_by`, leading minus for descending): its columns and id. */
export const prospectReportOrderFields = ['id', ...sortableColumns.prospectReport] as const;
export type ProspectReportOrderField = (typeof prospectReportOrderFields)[number];

export const clientReportOrderFields = ['id', ...sortableColumns.clientReport] as const;
export type ClientReportOrderField = (typeof clientReportOrderFields)[number];

export interface ProspectReportRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  company_name: string | null;
  cell_phone: string | null;
  email: string | null;
  sales_status: string | null;
  lead_source: { id: number; name: string } | null;
  average_revenue: number | null;
}

export interface ClientReportRow extends ProspectReportRow {
  total_sales: number;
}

export interface ProspectReportResponse {
  results: { leads: ProspectReportRow[]; total_revenue: number };
  count: number;
}

export interface ClientReportResponse {
  results: { leads: ClientReportRow[]; total_sales: number };
  count: number;
}

export const leadReportsMessages = {
  // spec 2 §2 and §8
  prospectsTab: 'Prospects values',
  clientsTab: 'Clients values',
  failed: messages.somethingWentWrong,
  // ours: the spec shows no wording for these
  title: 'Contact reports',
  totalRevenue: 'Total revenue',
  totalSales: 'Total sales',
  averageRevenue: 'Average revenue',
  exportCsv: 'Export CSV',
  noProspects: 'No prospects to display',
  noClients: 'No clients to display',
  dateFormat: leadSalesMessages.dateFormat,
  rangeOrder: 'Sale to must not be before sale from',
} as const;

export const leadReportsConstants = {
  pageSize: leadsConstants.pageSize,
  pageSizes: leadsConstants.pageSizes,
  maxPageSize: 100,
  searchMinChars: leadsConstants.searchMinChars,
  searchDebounceMs: leadsConstants.searchDebounceMs,
  /** The tab query parameter of the page (?tab=prospects | clients). */
  tabs: ['prospects', 'clients'] as const,
} as const;
export type LeadReportTab = (typeof leadReportsConstants.tabs)[number];

/** 'x' and '-x' for each field. */
const orderValues = (fields: readonly string[]) => fields.flatMap((f) => [f, `-${f}`]);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

const date = () =>
  yup
    .string()
    .trim()
    .default('')
    .test('date', leadReportsMessages.dateFormat, (v) => !v || isIsoDate(v));

function reportQuery(fields: readonly string[]) {
  const allowed = orderValues(fields);
  return yup.object({
    page: yup
      .number()
      .typeError(messages.invalidChoice)
      .integer(messages.invalidChoice)
      .min(1, messages.invalidChoice)
      .default(1),
    per_page: yup
      .number()
      .typeError(messages.invalidChoice)
      .integer(messages.invalidChoice)
      .min(1, messages.invalidChoice)
      .max(leadReportsConstants.maxPageSize, messages.invalidChoice)
      .default(leadReportsConstants.pageSize),
    search: yup.string().trim().max(200, messages.maxLength(200)).default(''),
    order_by: yup
      .string()
      .trim()
      .default('')
      .test('order_by', messages.invalidOrdering(fields), (v) => !v || allowed.includes(v)),
  });
}

export const prospectReportQuerySchema = reportQuery(prospectReportOrderFields);
export const clientReportQuerySchema = reportQuery(clientReportOrderFields).shape({
  sale_from: date(),
  sale_to: date().test(
    'range',
    leadReportsMessages.rangeOrder,
    (v, ctx) =>
      !v ||
      !ctx.parent.sale_from ||
      !isIsoDate(String(ctx.parent.sale_from)) ||
      v >= String(ctx.parent.sale_from),
  ),
});

/** The export takes the same filters without paging. */
export const prospectReportExportQuerySchema = prospectReportQuerySchema.omit(['page', 'per_page']);
export const clientReportExportQuerySchema = clientReportQuerySchema.omit(['page', 'per_page']);

export type ProspectReportQuery = yup.InferType<typeof prospectReportQuerySchema>;
export type ClientReportQuery = yup.InferType<typeof clientReportQuerySchema>;
export type ProspectReportExportQuery = yup.InferType<typeof prospectReportExportQuerySchema>;
export type ClientReportExportQuery = yup.InferType<typeof clientReportExportQuerySchema>;

/** The CSV header of each report (the totals line ends the file, labelled in the first column). */
export const prospectReportCsvHeader = [
  'First name',
  'Last name',
  'Company name',
  'Cell phone',
  'Email',
  'Sales status',
  'Lead source',
  'Average revenue',
] as const;
export const clientReportCsvHeader = [...prospectReportCsvHeader, 'Total sales'] as const;

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
/** An amount as US dollars ('$1,234.50'); null reads as $0.00. */
export const formatUsd = (v: number | null | undefined) => usd.format(v ?? 0);

// Endpoints (spec 2 §7 'Reports')
const ORDER = (fields: readonly string[]) =>
  `order_by: one of ${fields.join(', ')}; a leading minus descends; default -id (newest first), ties by id.`;
const AVERAGE =
  'average_revenue is the mean of revenue_from and revenue_to (the one set when only one is; null, counting ' +
  'as 0 in the total, when neither is), not weighted by revenue_probability.';
const SALES =
  'total_sales is the stored total of the client without a range; with sale_from and/or sale_to (YYYY-MM-DD, ' +
  'both ends included, either may be open) the sum of its sales dated in the range. Clients with no sale in ' +
  'the range are listed with 0.';
const EXPORT =
  'Every matching row (no paging), streamed 1,000 rows at a time; cells starting with =, +, -, @ get a leading ' +
  "quote. The last line is 'Total' with the report's total in the last column.";

const prospectRow = {
  id: js.int,
  first_name: js.strNull,
  last_name: js.strNull,
  company_name: js.strNull,
  cell_phone: js.strNull,
  email: js.strNull,
  sales_status: js.strNull,
  lead_source: js.obj({ id: js.int, name: js.str }, { nullable: true }),
  average_revenue: js.numNull,
};
const csvFile = js.binary('text/csv');
const report = { access: 'member', tag: 'reports', method: 'GET' } as const;
const BASE = '/organization/lead/:orgId';

/** A report's CSV export: every row the report's filters match, as text/csv; `rule` says how its total is made. */
const reportExport = <const S extends 'prospects' | 'clients'>(
  stage: S,
  label: string,
  rule: string,
  query: AnyObjectSchema,
) =>
  endpoint<string>()({
    ...report,
    path: `${BASE}/${stage}/reports/export_as_csv/` as const,
    summary: `${label} values as CSV (same filters as the report)`,
    description: `${EXPORT} ${rule}`,
    query,
    response: csvFile,
  });

/** The contact value reports and their CSV exports. */
export const leadReportsEndpoints = {
  prospects: endpoint<ProspectReportResponse>()({
    ...report,
    path: `${BASE}/prospects/reports/`,
    summary: 'Prospect values: a page of rows, total_revenue over every matching prospect, count',
    description: `${ORDER(prospectReportOrderFields)} ${AVERAGE} Search: first name, last name, company, email or phone prefix.`,
    query: prospectReportQuerySchema,
    response: js.obj({
      results: js.obj({ leads: js.arr(js.obj(prospectRow)), total_revenue: js.num }),
      count: js.int,
    }),
  }),
  clients: endpoint<ClientReportResponse>()({
    ...report,
    path: `${BASE}/clients/reports/`,
    summary: 'Client values: a page of rows, total_sales over every matching client, count',
    description: `${ORDER(clientReportOrderFields)} ${AVERAGE} ${SALES}`,
    query: clientReportQuerySchema,
    response: js.obj({
      results: js.obj({
        leads: js.arr(js.obj({ ...prospectRow, total_sales: js.num })),
        total_sales: js.num,
      }),
      count: js.int,
    }),
  }),
  prospectsExport: reportExport('prospects', 'Prospect', AVERAGE, prospectReportExportQuerySchema),
  clientsExport: reportExport('clients', 'Client', SALES, clientReportExportQuerySchema),
};

/** Positional path helpers; the paths themselves are the endpoints'. */
export const leadReportsPaths = {
  prospects: pathOf(leadReportsEndpoints.prospects),
  clients: pathOf(leadReportsEndpoints.clients),
  prospectsExport: pathOf(leadReportsEndpoints.prospectsExport),
  clientsExport: pathOf(leadReportsEndpoints.clientsExport),
} as const;
