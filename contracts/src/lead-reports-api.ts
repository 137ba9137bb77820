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
import * as yup from 'yup';
import { leadSalesMessages } from './lead-sales-api';
import { leadsConstants } from './leads-api';
import { messages } from './messages';
import { sortableColumns } from './table-orderings';

type Id = number | string;
const base = (orgId: Id) => `/organization/lead/${orgId}`;

export const leadReportsPaths = {
  /** GET ProspectReportQuery → ProspectReportResponse. */
  prospects: (orgId: Id) => `${base(orgId)}/prospects/reports/`,
  /** GET ClientReportQuery → ClientReportResponse. */
  clients: (orgId: Id) => `${base(orgId)}/clients/reports/`,
  /** GET (same filters, no paging) → text/csv of every matching row, then a totals line. */
  prospectsExport: (orgId: Id) => `${base(orgId)}/prospects/reports/export_as_csv/`,
  clientsExport: (orgId: Id) => `${base(orgId)}/clients/reports/export_as_csv/`,
} as const;

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
