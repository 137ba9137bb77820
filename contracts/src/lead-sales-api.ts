/**
 * Issue 7 contract: the sales and contact people of a client record (spec 2 §2 record pages, §3 Sale and Client
 * contact, §7 'Associates, sales, contacts'). Paths are relative to '/api', lead-scoped like the spec's calls.
 * Only clients (and former clients, read-only) have them.
 */
import * as yup from 'yup';
import { isValidPhone } from './account-validation';
import { leadsMessages } from './leads-api';
import { messages } from './messages';
import { moneyField } from './number-fields';
import { EMAIL_PATTERN, optionalTextField } from './validation';
import { pathOf } from './endpoint';
import { js } from './json-schema';
import { leadRecordEndpoints } from './record-endpoints';

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

const text = (max: number) => optionalTextField(max).default(null);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => ISO_DATE.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));
const date = () => text(10).test('date', leadSalesMessages.dateFormat, (v) => v == null || validDate(v));

/** The amount of a sale: a non-negative number with up to two decimals (spec 2 §5 'invalid amount format'). */
export const saleAmountField = () =>
  moneyField(leadSalesMessages.amountFormat, { max: leadSalesConstants.amountMax, positive: false });

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

// Responses
const isoDateNull = { type: 'string', format: 'date', nullable: true } as const;
const saleResponse = js.obj({
  id: js.int,
  lead: js.int,
  sale_date: isoDateNull,
  close_date: isoDateNull,
  amount: js.num,
  service: { ...js.intNull, description: 'A service of the organization' },
  service_name: js.strNull,
  carrier: js.strNull,
  created_at: js.dateTime,
});
const contactResponse = js.obj({
  id: js.int,
  lead: js.int,
  ...Object.fromEntries(
    ['first_name', 'last_name', 'email', 'cell_phone', 'address', 'city', 'state', 'zip_code'].map((k) => [
      k,
      js.strNull,
    ]),
  ),
  created_at: js.dateTime,
});
const notClient = `400 '${leadSalesMessages.notClient}' on a change when the lead is not a client (any stage reads)`;

const tag = 'client records';
const sales = leadRecordEndpoints<Sale>()('sales', {
  tag,
  body: saleSchema,
  response: saleResponse,
});
const contacts = leadRecordEndpoints<ClientContact>()('contact', {
  tag,
  body: clientContactSchema,
  response: contactResponse,
});

/** Spec 2 §7 'sales/ and contact/ (and /{id}/): GET, POST, PUT, DELETE', scoped by the lead. */
export const leadSalesEndpoints = {
  list: sales.list({ summary: 'The client’s sales, newest sale date first', description: notClient }),
  create: sales.create({
    summary: `Add a sale ('${leadSalesMessages.added}'); total_sales is recomputed`,
    description: notClient,
  }),
  get: sales.get({ summary: 'One sale of the lead' }),
  update: sales.update({ summary: 'Change a sale; total_sales is recomputed', description: notClient }),
  remove: sales.remove({ summary: 'Delete a sale; total_sales is recomputed', description: notClient }),
};

/** A client's contact people (spec 2 §7), scoped by the lead like its sales. */
export const clientContactsEndpoints = {
  list: contacts.list({ summary: 'The client’s contact people', description: notClient }),
  create: contacts.create({
    summary: `Add a contact person ('${leadSalesMessages.added}')`,
    description: notClient,
  }),
  get: contacts.get({ summary: 'One contact person of the lead' }),
  update: contacts.update({
    summary: `Change a contact person ('${leadSalesMessages.updated}')`,
    description: notClient,
  }),
  remove: contacts.remove({
    summary: `Delete a contact person ('${leadSalesMessages.deleted}')`,
    description: notClient,
  }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const leadSalesPaths = {
  /** GET → Sale[] (newest sale date first); POST SaleInput → Sale. */
  sales: pathOf(leadSalesEndpoints.list),
  /** GET → Sale; PUT SaleInput → Sale; DELETE → 204. */
  sale: pathOf(leadSalesEndpoints.get),
  /** GET → ClientContact[]; POST ClientContactInput → ClientContact. */
  contacts: pathOf(clientContactsEndpoints.list),
  /** GET → ClientContact; PUT ClientContactInput → ClientContact; DELETE → 204. */
  contact: pathOf(clientContactsEndpoints.get),
} as const;
