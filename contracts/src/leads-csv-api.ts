/**
 * Issue 6 contract, third slice: CSV import and export of contacts, bulk delete/demote as jobs, and the email
 * provider's verdict on an address. Paths are relative to '/api'. The upload and template paths are spec 2 §7's;
 * the job, rejected-rows and former-clients export paths are ours (declared in leadsCsvEndpoints, at the end).
 */
import * as yup from 'yup';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';
import type { FsmState } from './leads-api';
import { leadsMessages } from './leads-api';

/** The stage a CSV fills (spec 2 §7 'bucket'). */
export const csvBuckets = ['opportunity', 'prospect', 'client', 'former_client', 'other'] as const;
export type CsvBucket = (typeof csvBuckets)[number];
export const csvBucketState: Record<CsvBucket, FsmState> = {
  opportunity: 'Opportunity',
  prospect: 'Prospect',
  client: 'Client',
  former_client: 'Former Clients',
  other: 'Other',
};

/**
 * The columns we read and write, in template order. Headers match case-insensitively, ignoring spaces, '_' and
 * '-' ("First Name", "first_name" and "FirstName" are one column); unknown columns are ignored.
 */
export const csvColumns = [
  { header: 'FirstName', field: 'first_name' },
  { header: 'LastName', field: 'last_name' },
  { header: 'CompanyName', field: 'company_name' },
  { header: 'Email', field: 'email' },
  { header: 'CellPhone', field: 'cell_phone' },
  { header: 'JobTitle', field: 'job_title' },
  { header: 'Gender', field: 'gender' },
  { header: 'Birthday', field: 'birthday' },
  { header: 'Website', field: 'website_url' },
  { header: 'Address', field: 'address' },
  { header: 'City', field: 'city' },
  { header: 'State', field: 'state' },
  { header: 'ZipCode', field: 'zip_code' },
  { header: 'Industry', field: 'industry' },
  { header: 'SalesStatus', field: 'sales_status' },
  { header: 'Score', field: 'win_amount' },
  { header: 'TotalSales', field: 'total_sales' },
] as const;
export type CsvField = (typeof csvColumns)[number]['field'];

/** Template columns per bucket: Score is an opportunity's, TotalSales a client's or former client's. */
export function csvTemplateColumns(bucket: CsvBucket): string[] {
  return csvColumns
    .filter((c) => c.field !== 'win_amount' || bucket === 'opportunity')
    .filter((c) => c.field !== 'total_sales' || bucket === 'client' || bucket === 'former_client')
    .map((c) => c.header);
}

export const normalizeCsvHeader = (h: string) =>
  h
    .replace(/^\uFEFF/, '')
    .replace(/[\s_-]+/g, '')
    .toLowerCase();

/** Maps each header to the field it fills (or null when we don't read it). */
export function csvHeaderFields(headers: readonly string[]): (CsvField | null)[] {
  const byKey = new Map<string, CsvField>(csvColumns.map((c) => [c.header.toLowerCase(), c.field]));
  return headers.map((h) => byKey.get(normalizeCsvHeader(h)) ?? null);
}

const REJECTED_ROWS_KEPT_DAYS = 7;
const MAX_RUNNING_IMPORTS = 3;

export const leadsCsvMessages = {
  // spec 2 §5, §8
  noFile: 'No csv file selected',
  needsName: 'CSV file must contain FirstName and LastName columns OR CompanyName column',
  needsContact: 'CSV file must contain CellPhone OR Email column',
  selectListFirst: leadsMessages.selectListFirst,
  listNameRequired: leadsMessages.listNameRequired,
  uploadFailed: 'Unable to upload list',
  // ours
  onlyCsv: 'Only .csv files are accepted',
  emptyFile: 'The CSV file has no rows',
  tooLarge: 'CSV file size limit is 50MB',
  listNotOpportunity: 'Contacts can only be imported into an opportunity list',
  importStarted: 'Your file is being imported',
  importFinished: (created: number, updated: number, rejected: number) =>
    `Import finished: ${created} created, ${updated} updated, ${rejected} rejected`,
  importFailed: 'The import stopped before the end; the rows imported so far are kept',
  rejectedRowsGone: `The rejected rows of an import are kept for ${REJECTED_ROWS_KEPT_DAYS} days after it finishes`,
  tooManyImports: `This organization already has ${MAX_RUNNING_IMPORTS} imports in progress. Please wait until one of them finishes.`,
  deletingInBackground: 'Deleting is being performed in the background...',
  demotingInBackground: 'Demoting is being performed in the background...',
} as const;

export const leadsCsvConstants = {
  maxBytes: 50 * 1024 * 1024,
  /** Rows written per transaction; progress is saved with each batch, so a stopped import resumes there. */
  batchSize: 1000,
  /** The import job page polls this often. */
  pollMs: 1000,
  /** The rejected rows of an import are kept this long after it finishes (offered when it ends), then deleted. */
  rejectedRowsKeptDays: REJECTED_ROWS_KEPT_DAYS,
  /** Imports of one organization waiting or running at once (a quota no real organization meets). */
  maxRunningImports: MAX_RUNNING_IMPORTS,
} as const;

/** The header rules of spec 2 §5, shared by the form (which reads the first line) and the API. */
export function csvHeaderError(headers: readonly string[]): string | null {
  const fields = new Set(csvHeaderFields(headers));
  const named = (fields.has('first_name') && fields.has('last_name')) || fields.has('company_name');
  if (!named) return leadsCsvMessages.needsName;
  if (!fields.has('cell_phone') && !fields.has('email')) return leadsCsvMessages.needsContact;
  return null;
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and the tab/CR variants) gets a leading quote, so an
 * exported contact named "=HYPERLINK(...)" stays text (OWASP CSV injection).
 */
export function neutralizeCsvCell(value: unknown): string {
  if (value == null) return '';
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** The form's fields besides the file (spec 2 §4 'CSV import mode', §5). */
export const csvImportSchema = yup.object({
  bucket: yup
    .string()
    .oneOf([...csvBuckets])
    .required(),
  mode: yup.string().oneOf(['new', 'existing']).default('new'),
  list_id: yup
    .number()
    .nullable()
    .transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v))
    .when(['bucket', 'mode'], {
      is: (bucket: string, mode: string) => bucket === 'opportunity' && mode === 'existing',
      then: (s) => s.required(leadsCsvMessages.selectListFirst),
    }),
  list_name: yup
    .string()
    .trim()
    .max(100)
    .nullable()
    .when(['bucket', 'mode'], {
      is: (bucket: string, mode: string) => bucket === 'opportunity' && mode === 'new',
      then: (s) => s.required(leadsCsvMessages.listNameRequired),
    }),
});
export type CsvImportInput = yup.InferType<typeof csvImportSchema>;

export interface CsvImportStarted {
  detail: string;
  job_id: number;
  /** The list the contacts go into (opportunity bucket), created by this upload when list_name was given. */
  list_id: number | null;
}

export type CsvImportStatus = 'pending' | 'processing' | 'done' | 'failed';
export interface CsvImportJob {
  id: number;
  bucket: CsvBucket;
  list_id: number | null;
  file_name: string;
  status: CsvImportStatus;
  /** Data rows in the file (known once the file is parsed). */
  total: number;
  processed: number;
  created: number;
  updated: number;
  rejected: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Why a row was rejected; the rejected-rows file carries these in its Reason column. */
export const csvRowReasons = {
  missingName: 'First and last name, or company name, are required',
  missingContact: 'Email or cell phone is required',
  planLimit: 'Your plan contact limit is reached',
} as const;

/** Bulk delete / bulk demote over `bulkSyncMax` contacts (or `all`) run as a job: 202 BulkQueued. */
export interface BulkQueued {
  detail: string;
  job_id: number;
}
export const bulkSyncMax = 500;

/**
 * The email provider's verdict on an address (spec 2 §5): when it calls an address invalid, create and update
 * answer 400 { email: [emailRejectedBy(provider)] } unless the request carries force: true.
 */
export const emailRejectedBy = (provider: string) => `${provider} reports this email address as invalid`;

/** The template form: the bucket alone. */
export const csvTemplateSchema = csvImportSchema.pick(['bucket']);

// Responses
const csvFile = js.binary('text/csv');
const importJobResponse = js.obj({
  id: js.int,
  bucket: js.oneOf(...csvBuckets),
  list_id: js.intNull,
  file_name: js.str,
  status: js.oneOf('pending', 'processing', 'done', 'failed'),
  total: js.int,
  processed: js.int,
  created: js.int,
  updated: js.int,
  rejected: js.int,
  error: js.strNull,
  created_at: js.dateTime,
  finished_at: js.dateTimeNull,
});

const member = { access: 'member', tag: 'contacts' } as const;
const UPLOAD = '/organization/:orgId/upload-opportunities-csv';
const UPLOAD_RULES =
  `multipart/form-data: csv_file (the file), bucket (${csvBuckets.join(', ')}), mode (new or existing; implied ` +
  `by list_id when absent), list_id (an existing opportunity list) or list_name (a new list made by this upload; ` +
  `opportunity bucket). The file is checked before anything is written; a refused file changes nothing (400 ` +
  `{ csv_file: [...] }: '${leadsCsvMessages.noFile}', '${leadsCsvMessages.onlyCsv}', '${leadsCsvMessages.tooLarge}', ` +
  `'${leadsCsvMessages.needsName}', '${leadsCsvMessages.needsContact}', '${leadsCsvMessages.emptyFile}', ` +
  `'${leadsCsvMessages.tooManyImports}' (${MAX_RUNNING_IMPORTS} waiting or running at once); ` +
  `{ list_id: ['${leadsCsvMessages.selectListFirst}' | '${leadsCsvMessages.listNotOpportunity}'] }; ` +
  `{ list_name: ['${leadsCsvMessages.listNameRequired}'] }). Rows are then imported in the background: ` +
  `a row whose email or cell phone matches a contact of the organization updates it (stage and list stay).`;

/** CSV import (spec 2 §7 'CSV') and the contact exports, streamed as text/csv. */
export const leadsCsvEndpoints = {
  upload: endpoint<CsvImportStarted>()({
    ...member,
    method: 'POST',
    path: `${UPLOAD}/`,
    status: 202,
    summary: 'Start a CSV import → 202 { detail, job_id, list_id }',
    description: UPLOAD_RULES,
    response: js.obj({ detail: js.str, job_id: js.int, list_id: js.intNull }),
  }),
  template: endpoint<string>()({
    ...member,
    method: 'POST',
    path: `${UPLOAD}/get_template_csv/`,
    status: 200,
    summary: 'The import template of a bucket: its header row and an example row (text/csv)',
    body: csvTemplateSchema,
    response: csvFile,
  }),
  importJob: endpoint<CsvImportJob>()({
    ...member,
    method: 'GET',
    path: `${UPLOAD}/jobs/:importJobId/`,
    summary: 'Progress and summary of an import (polled)',
    response: importJobResponse,
  }),
  rejectedRows: endpoint<string>()({
    ...member,
    method: 'GET',
    path: `${UPLOAD}/jobs/:importJobId/rejected_rows/`,
    summary: 'The rejected rows as they were in the file, plus a Reason column (text/csv)',
    description:
      "Cells a spreadsheet would run as a formula (=, +, -, @, tab, CR) get a leading '. " +
      `Kept ${REJECTED_ROWS_KEPT_DAYS} days after the import finishes, then 404 '${leadsCsvMessages.rejectedRowsGone}'.`,
    response: csvFile,
  }),
  opportunitiesExport: endpoint<string>()({
    ...member,
    method: 'GET',
    path: '/organization/lead/:orgId/opportunity-list/:listId/opportunity/export_as_csv/',
    summary: "Every contact of an opportunity list (text/csv, streamed; another organization's list → 404)",
    response: csvFile,
  }),
  /** Ours (the spec shows the button, not the call). */
  formerClientsExport: endpoint<string>()({
    ...member,
    method: 'GET',
    path: '/organization/lead/:orgId/former-clients/export_as_csv/',
    summary: 'Every former client (text/csv, streamed)',
    response: csvFile,
  }),
};

/** Positional path helpers (tests, downloads); the paths themselves are the endpoints'. */
export const leadsCsvPaths = {
  upload: pathOf(leadsCsvEndpoints.upload),
  template: pathOf(leadsCsvEndpoints.template),
  importJob: pathOf(leadsCsvEndpoints.importJob),
  rejectedRows: pathOf(leadsCsvEndpoints.rejectedRows),
  opportunitiesExport: pathOf(leadsCsvEndpoints.opportunitiesExport),
  formerClientsExport: pathOf(leadsCsvEndpoints.formerClientsExport),
} as const;
