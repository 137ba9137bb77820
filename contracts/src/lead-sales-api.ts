/**
 * Issue 7 contract: the sales and contact people of a client record (spec 2 §2 record pages, §3 Sale and Client
 * contact, §7 'Associates, sales, contacts'). Paths are relative to '/api', lead-scoped like the spec's calls.
 * Only clients (and former clients, read-only) have them.
 */
import * as yup from 'yup';
import { isValidPhone } from './account-validation';
import { leadsMessages } from './leads-api';
import { messages } from './messages';
import { atMostDecimals, EMAIL_PATTERN } from './validation';

type Id = number | string;
const lead = (leadId: Id) => `/organization/lead/${leadId}`;

export const leadSalesPaths = {
  /** GET → Sale[] (newest sale date first); POST SaleInput → Sale. */
  sales: (leadId: Id) => `${lead(leadId)}/sales/`,
  /** GET → Sale; PUT SaleInput → Sale; DELETE → 204. */
  sale: (leadId: Id, id: Id) => `${lead(leadId)}/sales/${id}/`,
  /** GET → ClientContact[]; POST ClientContactInput → ClientContact. */
  contacts: (leadId: Id) => `${lead(leadId)}/contact/`,
  /** GET → ClientContact; PUT ClientContactInput → ClientContact; DELETE → 204. */
  contact: (leadId: Id, id: Id) => `${lead(leadId)}/contact/${id}/`,
} as const;

export interface Sale {
  id: number;
  lead: number;
  /** YYYY-MM-DD. */
  sale_date: string | null;
  /** YYYY-MM-DD. */
  close_date: string | null;
  amount: number;
  /** A service of the organization (id), or null. */
  service: number | null;
  service_name: string | null;
  carrier: string | null;
  created_at: string;
}

export interface SaleInput {
  sale_date: string | null;
  close_date: string | null;
  amount: number | string;
  service: number | null;
  carrier: string | null;
}

export interface ClientContact {
  id: number;
  lead: number;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  cell_phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  created_at: string;
}

export type ClientContactInput = Omit<ClientContact, 'id' | 'lead' | 'created_at'>;

export const leadSalesMessages = {
  // spec 2 §8
  noSales: 'No sales to display',
  noContacts: 'No contacts to display',
  added: leadsMessages.addedSuccessfully,
  deleted: leadsMessages.deletedSuccessfully,
  updated: leadsMessages.updatedSuccessfully,
  amountFormat: leadsMessages.amountFormat,
  // ours: the spec shows no wording for these
  notClient: 'Only clients have sales and contacts',
  closeBeforeSale: 'Close date must not be before the sale date',
  dateFormat: 'Date format must be like YYYY-MM-DD',
  contactNeedsName: 'Contact must have a first or last name',
} as const;

export const leadSalesConstants = {
  /** Spec 2 §9: the last sales preview shows 3 items by default. */
  previewCount: 3,
  /** Spec 2 §9: a new sale's close date defaults to tomorrow. */
  closeDateDefaultDays: 1,
  /** Stored as integer cents. */
  amountMax: 9_999_999.99,
  carrierMax: 150,
  nameMax: 150,
  emailMax: 254,
  fieldMax: 100,
  addressMax: 200,
} as const;

/** Labels of the sale form and list; imported = 2 (an agency-system lead) reads as a policy (spec 2 §3). */
export const saleLabels = (imported: number | null | undefined) =>
  imported === 2
    ? {
        saleDate: 'Effective Date',
        closeDate: 'Expiration Date',
        amount: 'Premium',
        service: 'Service',
        carrier: 'Carrier',
      }
    : {
        saleDate: 'Sale date',
        closeDate: 'Close date',
        amount: 'Amount',
        service: 'Service',
        carrier: 'Carrier',
      };

/** YYYY-MM-DD of the day after `today` (local calendar day), the default close date of a new sale. */
export function defaultCloseDate(today: Date = new Date()): string {
  const d = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + leadSalesConstants.closeDateDefaultDays,
  );
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const text = (max: number) =>
  yup
    .string()
    .trim()
    .max(max, messages.maxLength(max))
    .nullable()
    .default(null)
    .transform((v: string | null) => (v === '' ? null : v));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const date = () => text(10).test('date', leadSalesMessages.dateFormat, (v) => v == null || validDate(v));

/** The amount of a sale: a non-negative number with up to two decimals (spec 2 §5 'invalid amount format'). */
export const saleAmountField = () =>
  yup
    .number()
    .transform((v: number, raw: unknown) => (typeof raw === 'string' && raw.trim() === '' ? NaN : v))
    .typeError(leadSalesMessages.amountFormat)
    .required(leadSalesMessages.amountFormat)
    .min(0, leadSalesMessages.amountFormat)
    .max(leadSalesConstants.amountMax, leadSalesMessages.amountFormat)
    .test(atMostDecimals(2, leadSalesMessages.amountFormat));

export const saleSchema = yup.object({
  sale_date: date(),
  close_date: date().test(
    'after-sale',
    leadSalesMessages.closeBeforeSale,
    (v, ctx) => v == null || ctx.parent.sale_date == null || v >= String(ctx.parent.sale_date),
  ),
  amount: saleAmountField(),
  service: yup
    .number()
    .typeError(messages.invalidChoice)
    .integer(messages.invalidChoice)
    .positive(messages.invalidChoice)
    .nullable()
    .default(null)
    .transform((v: number, raw: unknown) => (raw === '' || raw === null ? null : v)),
  carrier: text(leadSalesConstants.carrierMax),
});

export const clientContactSchema = yup.object({
  first_name: text(leadSalesConstants.nameMax).test(
    'name',
    leadSalesMessages.contactNeedsName,
    (v, ctx) => v != null || (typeof ctx.parent.last_name === 'string' && ctx.parent.last_name.trim() !== ''),
  ),
  last_name: text(leadSalesConstants.nameMax),
  /** Spec 2 §5: a contact needs an email or a cell phone; shown on the email field, where it is fixed. */
  email: text(leadSalesConstants.emailMax)
    .matches(EMAIL_PATTERN, {
      message: messages.emailInvalid,
      excludeEmptyString: true,
    })
    .test(
      'email-or-phone',
      leadsMessages.contactNeedsEmailOrPhone,
      (v, ctx) =>
        v != null || (typeof ctx.parent.cell_phone === 'string' && ctx.parent.cell_phone.trim() !== ''),
    ),
  cell_phone: text(32).test('phone', messages.phoneInvalid, (v) => v == null || isValidPhone(v)),
  address: text(leadSalesConstants.addressMax),
  city: text(leadSalesConstants.fieldMax),
  state: text(leadSalesConstants.fieldMax),
  zip_code: text(leadSalesConstants.fieldMax),
});
