/**
 * Issue 7 contract: invoices a client is sent through the organization's payments provider (spec 2 §3 Invoice,
 * §4 Invoice states, §5, §7 Invoices, §8, §9). Paths are relative to '/api', exactly as spec 2 §7 gives them.
 */
import * as yup from 'yup';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';
import { messages } from './messages';
import { blankIsNaN, moneyField } from './number-fields';
import { EMAIL_PATTERN, requiredTextField } from './validation';

/** Spec 2 §4: the provider's invoice states. */
export const leadInvoiceStatuses = ['open', 'draft', 'uncollectible', 'void', 'paid'] as const;
export type LeadInvoiceStatus = (typeof leadInvoiceStatuses)[number];

export interface LeadInvoice {
  id: number;
  lead: number;
  created_at: string;
  days_until_due: number;
  /** Currency units (e.g. 12.5 for $12.50). */
  total_amount: number;
  email: string;
  description: string;
  sms_sent: boolean;
  email_sent: boolean;
  status: LeadInvoiceStatus;
  /** The provider's page where the client pays. */
  hosted_url: string | null;
}

export interface InvoiceInput {
  amount: number | string;
  email: string;
  description: string;
  days_until_due: number | string;
  lead_id: number;
}

export interface InvoicesPage {
  results: LeadInvoice[];
  count: number;
}

/** The reply to a delete: the screen reads `invoices` (spec 2 §7). */
export interface InvoicesAfterDelete {
  detail: string;
  invoices: LeadInvoice[];
  count: number;
}

export const leadInvoicesMessages = {
  // spec 2 §8
  created: 'Invoice created successfully',
  deleted: 'Invoice deleted successfully!',
  noInvoices: 'No invoices to display',
  failed: 'Something went wrong',
  // spec 2 §4
  smsSent: 'SMS sent',
  emailSent: 'Email sent',
  notSent: 'Not sent',
  paid: 'Paid',
  notPaid: 'Not Paid',
  // spec 2 §5
  amountInvalid: messages.amountInvalid,
  // ours: the spec shows no wording for these
  notClient: 'Only clients can be invoiced',
  providerFailed: 'The payments provider could not create the invoice, please try again',
  emailSubject: (organization: string) => `Invoice from ${organization}`,
  payLinkLabel: 'View and pay the invoice',
  smsText: (organization: string, amount: string, link: string) =>
    `${organization} sent you an invoice for ${amount}. Pay here: ${link}`,
  payPageTitle: 'Invoice',
  payButton: 'Pay',
  payDone: 'Thank you, this invoice is paid.',
  payUnavailable: 'This invoice can no longer be paid.',
} as const;

export const leadInvoicesConstants = {
  /** Spec 2 §9: invoice list 20 per page. */
  pageSize: 20,
  descriptionMax: 500,
  daysUntilDueMax: 365,
  amountMax: 999_999.99,
  currency: 'usd',
} as const;

/** 'SMS sent' / 'Email sent' / both / 'Not sent' (spec 2 §4). */
export function invoiceSentLabel(i: Pick<LeadInvoice, 'sms_sent' | 'email_sent'>): string {
  const parts: string[] = [];
  if (i.sms_sent) parts.push(leadInvoicesMessages.smsSent);
  if (i.email_sent) parts.push(leadInvoicesMessages.emailSent);
  return parts.length ? parts.join(', ') : leadInvoicesMessages.notSent;
}

/** Paid shows Paid; every other state shows Not Paid (spec 2 §4). */
export const invoicePaidLabel = (status: string) =>
  status === 'paid' ? leadInvoicesMessages.paid : leadInvoicesMessages.notPaid;

export const invoiceSchema = yup.object({
  amount: moneyField(leadInvoicesMessages.amountInvalid, {
    max: leadInvoicesConstants.amountMax,
    positive: true,
  }),
  email: yup
    .string()
    .trim()
    .required(messages.fieldRequired('Email'))
    .max(254, messages.maxLength(254))
    .matches(EMAIL_PATTERN, { message: messages.emailInvalid, excludeEmptyString: true }),
  description: requiredTextField(leadInvoicesConstants.descriptionMax, messages.fieldRequired('Description')),
  days_until_due: blankIsNaN()
    .typeError(messages.fieldRequired('Days until due'))
    .required(messages.fieldRequired('Days until due'))
    .integer(messages.numberInvalid)
    .min(1, messages.numberInvalid)
    .max(leadInvoicesConstants.daysUntilDueMax, messages.numberInvalid),
  lead_id: yup
    .number()
    .typeError(messages.fieldRequired('Lead'))
    .required(messages.fieldRequired('Lead'))
    .integer(messages.invalidChoice)
    .positive(messages.invalidChoice),
});

export const invoicesQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup.number().integer().min(1).max(100).default(leadInvoicesConstants.pageSize),
});

/**
 * The failure toast (spec 2 §8): the response's message, else the error's message, else 'Something went wrong'.
 * `data` is the parsed error body, `error` the thrown error's message.
 */
export function invoiceFailureMessage(data: unknown, error?: string | null): string {
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    for (const key of ['message', 'detail']) {
      if (typeof d[key] === 'string' && d[key]) return d[key];
    }
    for (const value of Object.values(d)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return error || leadInvoicesMessages.failed;
}

// Responses
const invoiceResponse = js.obj({
  id: js.int,
  lead: js.int,
  created_at: js.dateTime,
  days_until_due: js.int,
  total_amount: { ...js.num, description: 'Currency units (12.5 for $12.50)' },
  email: js.str,
  description: js.str,
  sms_sent: js.bool,
  email_sent: js.bool,
  status: js.oneOf(...leadInvoiceStatuses),
  hosted_url: { ...js.strNull, description: "The provider's page where the client pays" },
});
const payPage = { type: 'string', description: 'text/html: the invoice page' } as const;

const INVOICE = '/organization/lead/:leadId/invoices/:id/';
const PAY_PAGE = '/pay/invoices/:token';
const invoices = { access: 'member', tag: 'client records' } as const;
/** The local provider's hosted page (what Stripe's hosted_invoice_url is for Stripe); not in the OpenAPI document. */
const local = { access: 'public', tag: 'client records', stringParams: ['token'] } as const;

/** Spec 2 §7 'Invoices', at the spec's paths; and the local payments provider's public pay page. */
export const leadInvoicesEndpoints = {
  create: endpoint<LeadInvoice>()({
    ...invoices,
    method: 'POST',
    path: '/stripe/:orgId/generate-invoice/',
    summary: `Create an invoice for a client through the payments provider ('${leadInvoicesMessages.created}')`,
    description:
      'Sends the pay link by email (the given address) and by SMS (the client’s cell phone, when it has one). ' +
      `400 '${leadInvoicesMessages.notClient}' for a lead that is not a client; 404 for a lead of another ` +
      `organization; 502 '${leadInvoicesMessages.providerFailed}' when the provider fails.`,
    body: invoiceSchema,
    response: invoiceResponse,
  }),
  list: endpoint<InvoicesPage>()({
    ...invoices,
    method: 'GET',
    path: '/organization/lead/:leadId/invoices/',
    summary: 'The lead’s invoices, newest first (per_page 20), statuses refreshed from the provider',
    query: invoicesQuerySchema,
    response: js.page(invoiceResponse),
  }),
  get: endpoint<LeadInvoice>()({
    ...invoices,
    method: 'GET',
    path: INVOICE,
    summary: 'One invoice of the lead, its status refreshed from the provider',
    response: invoiceResponse,
  }),
  remove: endpoint<InvoicesAfterDelete>()({
    ...invoices,
    method: 'DELETE',
    path: INVOICE,
    summary: `Delete an invoice ('${leadInvoicesMessages.deleted}'); an unpaid one is voided at the provider`,
    description: 'Answers { detail, invoices, count }: the first page that remains.',
    response: js.obj({ detail: js.str, invoices: js.arr(invoiceResponse), count: js.int }),
  }),
  payPage: endpoint<string>()({
    ...local,
    method: 'GET',
    path: PAY_PAGE,
    summary: 'The hosted pay page of an invoice (local provider), reached by the token in its link',
    description: '404 (an HTML page) for an unknown token or when another provider is configured.',
    response: payPage,
  }),
  pay: endpoint<string>()({
    ...local,
    method: 'POST',
    path: PAY_PAGE,
    status: 200,
    summary: 'Pay an open invoice from its hosted page (local provider); answers the page again',
    description: '404 (an HTML page) for an unknown token or when another provider is configured.',
    response: payPage,
  }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const leadInvoicesPaths = {
  /** POST InvoiceInput → LeadInvoice (201). */
  generate: pathOf(leadInvoicesEndpoints.create),
  /** GET ?page=&per_page= → { results: LeadInvoice[], count }. */
  invoices: pathOf(leadInvoicesEndpoints.list),
  /** GET → LeadInvoice (status refreshed); DELETE → { invoices: LeadInvoice[], count, detail }: the first page left. */
  invoice: pathOf(leadInvoicesEndpoints.get),
  /** Local provider only (public): GET the hosted pay page; POST pays it. */
  localPayPage: pathOf(leadInvoicesEndpoints.payPage),
} as const;
