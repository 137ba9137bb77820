/**
 * Post cards (spec 2 §2 Post card screens, §3 Post card entities, §4 Receiver buckets and Post card flow, §5,
 * §7 Post cards, §8, §9). Paths are relative to '/api', exactly as spec 2 §7 gives them.
 */
import * as yup from 'yup';
import { endpoint, pathOf } from './endpoint';
import { js } from './json-schema';
import { messages } from './messages';

/** Spec 2 §4 'Receiver buckets for post cards'. */
export const postcardBuckets = [
  'all',
  'other',
  'opportunity',
  'prospect',
  'client',
  'former_client',
] as const;
export type PostcardBucket = (typeof postcardBuckets)[number];

/** The lead stage (fsm_state) each bucket stands for; 'all' is every stage. */
export const postcardBucketStages: Record<Exclude<PostcardBucket, 'all'>, string> = {
  other: 'Other',
  opportunity: 'Opportunity',
  prospect: 'Prospect',
  client: 'Client',
  former_client: 'Former Clients',
};

/** Spec 2 §3 order status labels. */
export const postcardOrderStatuses = [
  'Pending',
  'Pending Payment',
  'Processing',
  'Mailing',
  'Delivered',
  'Failed Payment',
  'Undeliverable',
  'Canceled',
  'Failed',
] as const;
export type PostcardOrderStatus = (typeof postcardOrderStatuses)[number];

export interface PostcardTemplate {
  id: number;
  design_id: string;
  title: string;
  template: { proofFront: string };
}

/** A size's price, or an add-on (size null). total_calculated_price covers the available recipients. */
export interface PostcardPriceOption {
  id: string;
  size: string | null;
  description: string;
  /** Currency units per card. */
  unit_price: number;
  total_calculated_price: number;
}

export interface PostcardOrderState {
  buckets: PostcardBucket[];
  groups: number[];
  lead_lists: number[];
}

export interface PostcardOrder {
  orderID: number;
  designID: string;
  template_id: number;
  status: PostcardOrderStatus;
  mailClass: string;
  orderDate: string;
  total_recipients: number;
  postcardmania_order_id: string | null;
  lead_cutoff: number;
  price_id: string | null;
  addon_id: string | null;
  total_price: number;
  order_state: PostcardOrderState;
}

export interface CheckGroupsInput {
  buckets?: PostcardBucket[];
  lead_lists?: number[];
  groups?: number[];
  lead_cutoff?: number;
  price_id?: string;
  addon_id?: string | null;
  /** An existing order to update instead of placing a new one (its postcardmania_order_id). */
  postcardmania_order_id?: string | null;
  make_order?: boolean;
}

export interface CheckGroupsResult {
  prices: PostcardPriceOption[];
  available: number;
  total_price: number;
  order_id: number | null;
  /** The placed order's provider id (null until make_order): sent back as postcardmania_order_id to change it. */
  postcardmania_order_id: string | null;
}

export interface PostcardProof {
  front: string;
  back: string;
}

export interface PostcardOrdersPage {
  results: PostcardOrder[];
  pagination: { totalResults: number; page: number; per_page: number };
}

export const postcardsMessages = {
  // spec 2 §8
  orderFailed: 'An error ocurred during order creation, please try again',
  selectSize: 'Select size first',
  created: 'You have successfully created a Post Card order',
  // ours: the spec shows no wording for these
  tooFewRecipients: (min: number) => `A post card order needs at least ${min} recipients`,
  notPayable: 'This order cannot be paid',
  paymentFailed: 'The payment could not be completed, please try again',
  orderLocked: 'This order can no longer be changed',
} as const;

export const postcardsConstants = {
  /** Spec 2 §9. */
  minRecipients: 50,
  /** Spec 2 §5. */
  defaultLeadCutoff: 0,
  /** Spec 2 §9: options fetch debounced 1500 ms. */
  optionsDebounceMs: 1500,
  defaultPageSize: 10,
  maxPageSize: 100,
  mailClass: 'Standard',
  currency: 'usd',
} as const;

const ids = () =>
  yup
    .array(yup.number().integer().positive().required())
    .transform((v: unknown) => (v == null ? [] : v))
    .default([]);

export const checkGroupsSchema = yup.object({
  buckets: yup
    .array(
      yup
        .string()
        .oneOf([...postcardBuckets], messages.invalidChoice)
        .required(),
    )
    .transform((v: unknown) => (v == null ? [] : v))
    .default([]),
  lead_lists: ids(),
  groups: ids(),
  lead_cutoff: yup
    .number()
    .transform((v: number, raw: unknown) =>
      raw === '' || raw == null ? postcardsConstants.defaultLeadCutoff : v,
    )
    .typeError(messages.numberInvalid)
    .integer(messages.numberInvalid)
    .min(0, messages.numberInvalid)
    .default(postcardsConstants.defaultLeadCutoff),
  price_id: yup.string().trim().optional(),
  addon_id: yup.string().trim().nullable().optional(),
  postcardmania_order_id: yup.string().trim().nullable().optional(),
  make_order: yup.boolean().default(false),
});

/** The post card configuration form (spec 2 §5): a size is required, the lead cutoff is a whole number ≥ 0. */
export const postcardOrderFormSchema = yup.object({
  price_id: yup.string().trim().required(postcardsMessages.selectSize),
  addon_id: yup.string().trim().nullable().optional(),
  lead_cutoff: checkGroupsSchema.fields.lead_cutoff,
});

export const oneTimePaySchema = yup.object({
  order_id: yup
    .number()
    .typeError(messages.fieldRequired('Order'))
    .integer()
    .positive()
    .required(messages.fieldRequired('Order')),
});

export const postcardOrdersQuerySchema = yup.object({
  page: yup.number().integer().min(1).default(1),
  per_page: yup
    .number()
    .integer()
    .min(1)
    .max(postcardsConstants.maxPageSize)
    .default(postcardsConstants.defaultPageSize),
});

const postcards = { tag: 'post cards', access: 'member' } as const;
const TEMPLATE = '/organization/:orgId/postcard-mania/:templateId/';
const postcardOrderResponse = js.obj({
  orderID: js.int,
  designID: js.str,
  template_id: js.int,
  status: js.oneOf(...postcardOrderStatuses),
  mailClass: js.str,
  orderDate: js.str,
  total_recipients: js.int,
  postcardmania_order_id: js.strNull,
  lead_cutoff: js.int,
  price_id: js.strNull,
  addon_id: js.strNull,
  total_price: js.num,
  order_state: js.obj({
    buckets: js.arr(js.oneOf(...postcardBuckets)),
    groups: js.arr(js.int),
    lead_lists: js.arr(js.int),
  }),
});

/** Spec 2 §7 'Post cards', at the spec's paths. */
export const postcardsEndpoints = {
  templates: endpoint<PostcardTemplate[]>()({
    ...postcards,
    method: 'GET',
    path: '/organization/:orgId/postcard-mania/',
    summary: 'The organization’s post card designs (templates)',
    response: js.arr(
      js.obj({ id: js.int, design_id: js.str, title: js.str, template: js.obj({ proofFront: js.str }) }),
    ),
  }),
  orders: endpoint<PostcardOrdersPage>()({
    ...postcards,
    method: 'GET',
    path: '/organization/:orgId/postcard-mania/get_orders/',
    summary: 'The organization’s post card orders, newest first, statuses refreshed',
    query: postcardOrdersQuerySchema,
    response: js.obj({
      results: js.arr(postcardOrderResponse),
      pagination: js.obj({ totalResults: js.int, page: js.int, per_page: js.int }),
    }),
  }),
  checkGroups: endpoint<CheckGroupsResult>()({
    ...postcards,
    method: 'POST',
    path: `${TEMPLATE}check_groups/`,
    status: 200,
    summary:
      'Eligible recipients and prices for the chosen receivers; with make_order, places (or updates) an order',
    description:
      'Recipients are the organization’s contacts with an address in any chosen bucket, opportunity list or tag, ' +
      `less lead_cutoff. make_order needs price_id ('${postcardsMessages.selectSize}') and at least ` +
      `${postcardsConstants.minRecipients} recipients. 404 for a template, list, tag or order of another organization.`,
    body: checkGroupsSchema,
    response: js.obj({
      prices: js.arr(
        js.obj({
          id: js.str,
          size: js.strNull,
          description: js.str,
          unit_price: js.num,
          total_calculated_price: js.num,
        }),
      ),
      available: js.int,
      total_price: js.num,
      order_id: js.intNull,
      postcardmania_order_id: js.strNull,
    }),
  }),
  proof: endpoint<PostcardProof>()({
    ...postcards,
    method: 'GET',
    path: `${TEMPLATE}generate_proof/`,
    summary: 'Front and back of the design, as image URLs',
    response: js.obj({ front: js.str, back: js.str }),
  }),
  pay: endpoint<PostcardOrder>()({
    ...postcards,
    method: 'POST',
    path: '/payment-method/:orgId/one-time-pay/',
    status: 200,
    summary: 'Pays a post card order with the organization’s card; the order moves to Processing',
    description: `400 '${postcardsMessages.notPayable}' for an order not waiting for payment; 402 '${postcardsMessages.paymentFailed}' when the charge fails (the order is then Failed Payment and can be paid again).`,
    body: oneTimePaySchema,
    response: postcardOrderResponse,
  }),
};

/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const postcardsPaths = {
  templates: pathOf(postcardsEndpoints.templates),
  checkGroups: pathOf(postcardsEndpoints.checkGroups),
  generateProof: pathOf(postcardsEndpoints.proof),
  oneTimePay: pathOf(postcardsEndpoints.pay),
  orders: pathOf(postcardsEndpoints.orders),
};
