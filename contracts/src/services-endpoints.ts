/**
 * The services calls (spec 2 §7 'Services'), each declared once (docs/adr/0013). The query parameter names are
 * the spec's (currentPage, pageSize, search, sorting); a pushed service is a product (and price) at the payments
 * provider.
 */
import * as yup from 'yup';
import type { Paginated } from './api-types';
import { endpoint } from './endpoint';
import { js } from './json-schema';
import {
  importFromProviderSchema,
  pushToProviderSchema,
  servicePriceSchema,
  serviceSchema,
  settingsConstants,
  settingsMessages,
  type ProviderProduct,
  type Service,
  type ServicePrice,
} from './settings-api';

/** Not in the spec: the API's words for the default set and provider failures. */
export const servicesApiMessages = {
  defaultServiceReadOnly: 'Default services cannot be changed or deleted',
  providerFailed: 'The payments provider could not be reached, please try again',
  invalidSorting: 'Invalid sorting',
} as const;

/** GET /organization/:orgId/service/ query string (spec 2 §7 names). */
export const servicesQuerySchema = yup.object({
  currentPage: yup.number().integer().min(1).default(1),
  pageSize: yup.number().integer().min(1).max(100).default(settingsConstants.servicesPageSize),
  search: yup.string().trim().default(''),
  sorting: yup.string().trim().default('name'),
});

const priceType = js.oneOf('recurring', 'one_time');
const billingPeriod = js.nullable(js.oneOf('monthly', 'yearly'));
/** Response bodies of the services calls. */
export const servicesResponses = {
  service: js.obj({
    id: js.int,
    organization: js.intNull,
    name: js.str,
    description: js.strNull,
    statement_descriptor: js.strNull,
    unit_label: js.strNull,
    metadata: js.arr(js.obj({ key: js.str, value: js.str })),
    pricing_model: js.oneOf('Standard pricing'),
    price: js.intNull,
    price_type: priceType,
    billing_period: billingPeriod,
    price_description: js.strNull,
    product_id: js.strNull,
    is_default: js.bool,
  }),
  servicePrice: js.obj({
    id: js.str,
    unit_amount: js.int,
    currency: js.str,
    price_type: priceType,
    billing_period: billingPeriod,
    active: js.bool,
  }),
  providerProduct: js.obj({ id: js.str, name: js.str, description: js.strNull, unit_amount: js.intNull }),
};
const R = servicesResponses;
const ORG = '/organization/:orgId';

const readOnly = `403 '${servicesApiMessages.defaultServiceReadOnly}' for a default service`;
const providerDown = `502 '${servicesApiMessages.providerFailed}' when the payments provider fails`;
const services = { access: 'member', tag: 'services' } as const;
const SERVICE = `${ORG}/service/:id/`;
const PROVIDER = `${ORG}/service/import-from-stripe/`;

/** Services (spec 2 §7 'Services'); a pushed service is a product (and price) at the payments provider. */
export const servicesEndpoints = {
  list: endpoint<Paginated<Service>>()({
    ...services,
    method: 'GET',
    path: `${ORG}/service/`,
    summary:
      'Services, paged (pageSize 25), searched (name, description) and sorted (name, -name, price, ...)',
    description: 'Includes the default set while organization-settings show_default_services is on.',
    query: servicesQuerySchema,
    response: js.page(R.service),
  }),
  create: endpoint<Service>()({
    ...services,
    method: 'POST',
    path: `${ORG}/service/`,
    summary: `Add a service (the screen says '${settingsMessages.serviceAdded}')`,
    body: serviceSchema,
    response: R.service,
  }),
  all: endpoint<Service[]>()({
    ...services,
    method: 'GET',
    path: `${ORG}/service/all/`,
    summary: 'Every service by name (pick-lists), with the default set while shown',
    response: js.arr(R.service),
  }),
  push: endpoint<{ pushed: number }>()({
    ...services,
    method: 'POST',
    path: `${ORG}/service/push-to-stripe/`,
    status: 200,
    summary: 'Create or update each service as a product (and price) at the payments provider',
    description: `${readOnly}; 404 for a service of another organization; ${providerDown}`,
    body: pushToProviderSchema,
    response: js.obj({ pushed: js.int }),
  }),
  importable: endpoint<ProviderProduct[]>()({
    ...services,
    method: 'GET',
    path: PROVIDER,
    summary: "The provider's products of this organization that no service holds yet",
    response: js.arr(R.providerProduct),
  }),
  import: endpoint<{ imported: number }>()({
    ...services,
    method: 'POST',
    path: PROVIDER,
    status: 200,
    summary: 'Create services from provider products (product_ids, or every importable one)',
    description: providerDown,
    body: importFromProviderSchema,
    response: js.obj({ imported: js.int }),
  }),
  update: endpoint<Service>()({
    ...services,
    method: 'PUT',
    path: SERVICE,
    summary: `Update a service ('${settingsMessages.serviceUpdated}'); a pushed one is updated at the provider too`,
    description: `${readOnly}; ${providerDown}`,
    body: serviceSchema,
    response: R.service,
  }),
  remove: endpoint()({
    ...services,
    method: 'DELETE',
    path: SERVICE,
    status: 204,
    summary: 'Delete a service (its product is archived at the provider)',
    description: readOnly,
    response: null,
  }),
  prices: endpoint<ServicePrice[]>()({
    ...services,
    method: 'GET',
    path: `${ORG}/service/:id/price/`,
    summary: "The service's prices, newest first (one active)",
    response: js.arr(R.servicePrice),
  }),
  addPrice: endpoint<ServicePrice>()({
    ...services,
    method: 'POST',
    path: `${ORG}/service/:id/price/`,
    summary: 'A new price; the previous one is archived (at the provider too once pushed)',
    description: `${readOnly}; ${providerDown}`,
    body: servicePriceSchema,
    response: R.servicePrice,
  }),
};
