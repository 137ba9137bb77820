/**
 * The settings calls (spec 2 §7: follow-up strategy, magic numbers, organization settings, sources, locations,
 * tags, representatives, reference time zones), each declared once (docs/adr/0013); services are in
 * services-endpoints.ts. Paths are relative to '/api'; the query parameter names are the spec's, which differ per
 * resource.
 */
import type { AnyObjectSchema } from 'yup';
import * as yup from 'yup';
import type { Paginated } from './api-types';
import { endpoint, pathOf, type Endpoint } from './endpoint';
import { js, type JsonSchema } from './json-schema';
import { leadIdentityFields } from './lead-responses';
import { messages } from './messages';
import { servicesEndpoints } from './services-endpoints';
import {
  batchWebformSchema,
  followUpStrategySchema,
  locationSchema,
  magicNumbersSchema,
  organizationSettingsSchema,
  representativeUpdateSchema,
  settingsConstants,
  settingsMessages,
  sourceSchema,
  tagSchema,
  type FollowUpStrategy,
  type LeadSummary,
  type Location,
  type MagicNumbers,
  type OrganizationSettings,
  type Representative,
  type Source,
  type Tag,
  type TimeZoneOption,
} from './settings-api';

/** Not in the spec: the API's words for a duplicate tag name. */
export const tagNameTaken = 'A tag with this name already exists.';

const page = yup.number().integer().min(1).default(1);
const size = (fallback: number) => yup.number().integer().min(1).max(1000).default(fallback);
const search = yup.string().trim().max(200).default('');
const ordering = yup.string().trim().max(60).default('');

/** Query strings of the settings lists (sources/tags page+per_page, locations/reps page+page_size). */
export const settingsQueries = {
  sources: yup.object({ page, per_page: size(settingsConstants.sourcesPageSize), search, ordering }),
  tags: yup.object({
    page,
    per_page: size(settingsConstants.tagsPageSize),
    search,
    ordering,
    /** Spec 3 §7: true lists only the web-form tags, false only the others; absent lists all. */
    is_webform: yup.boolean().optional(),
  }),
  /** A source's, a tag's or a representative's contacts. */
  leads: yup.object({ page, per_page: size(25) }),
  locations: yup.object({ page, page_size: size(settingsConstants.locationsPageSize) }),
  representatives: yup.object({
    page,
    page_size: size(settingsConstants.representativesPageSize),
    search,
    ordering,
  }),
};

const followUpSlot = js.intNull;
const money = js.numNull;
/** Response bodies of the settings calls. */
export const settingsResponses = {
  followUpStrategy: js.obj({
    first_follow_up_date: followUpSlot,
    second_follow_up_date: followUpSlot,
    third_follow_up_date: followUpSlot,
    fourth_follow_up_date: followUpSlot,
    fifth_follow_up_date: followUpSlot,
  }),
  magicNumbers: js.obj({
    monthly_revenue: money,
    average_sale: money,
    opportunity_to_prospect_conversion_rate: money,
    prospect_to_client_conversion_rate: money,
    opportunities_in_month: js.num,
    prospects_in_month: js.num,
    sales_in_month: js.num,
  }),
  organizationSettings: js.obj({ show_default_services: js.oneOf(0, 1), about_us_info_source: js.strNull }),
  source: js.obj({
    id: js.int,
    organization: js.int,
    name: js.str,
    description: js.strNull,
    leads_count: js.int,
  }),
  location: js.obj({
    id: js.int,
    organization: js.int,
    name: js.str,
    description: js.strNull,
    phone_number: js.strNull,
    address: js.strNull,
    website: js.strNull,
    timezone: js.str,
    city: js.strNull,
    zip_code: js.strNull,
    state: js.strNull,
    email: js.strNull,
    is_main: js.bool,
  }),
  timeZoneOption: js.obj({ value: js.str, abbr: js.str, offset: js.num, isdst: js.bool, text: js.str }),
  tag: js.obj({
    id: js.int,
    organization: js.int,
    name: js.str,
    leads_count: js.int,
    created_at: js.dateTime,
    is_webform: js.bool,
  }),
  representative: js.obj({
    id: { type: 'integer', description: 'The organization membership id' },
    user_id: js.int,
    name: js.str,
    email: js.str,
    cell_phone: js.strNull,
    role_title: js.oneOf('None', 'Account', 'Sales', 'Service'),
    status: js.str,
    managed_contacts: js.int,
    sms_notif: js.bool,
  }),
  leadSummary: js.obj({
    id: js.int,
    ...leadIdentityFields,
    fsm_state: js.str,
    sales_status: js.strNull,
    lead_list_id: js.intNull,
  }),
};
const R = settingsResponses;

const settings = { access: 'member', tag: 'settings' } as const;

interface Doc {
  summary: string;
  description?: string;
}

/**
 * The list / add / change / delete calls of an organization's settings collection (sources, tags, locations):
 * GET collection (a page), POST collection (201), PUT item, DELETE item (204).
 */
function orgCollection<Item, const C extends string, const I extends string>(c: {
  collection: C;
  item: I;
  response: JsonSchema;
  body: AnyObjectSchema;
  query: AnyObjectSchema;
  docs: { list: Doc; create: Doc; update: Doc; remove: Doc };
}) {
  return {
    list: endpoint<Paginated<Item>>()({
      ...settings,
      ...c.docs.list,
      method: 'GET',
      path: c.collection,
      query: c.query,
      response: js.page(c.response),
    }),
    create: endpoint<Item>()({
      ...settings,
      ...c.docs.create,
      method: 'POST',
      path: c.collection,
      body: c.body,
      response: c.response,
    }),
    update: endpoint<Item>()({
      ...settings,
      ...c.docs.update,
      method: 'PUT',
      path: c.item,
      body: c.body,
      response: c.response,
    }),
    remove: endpoint()({
      ...settings,
      ...c.docs.remove,
      method: 'DELETE',
      path: c.item,
      status: 204,
      response: null,
    }),
  };
}

/** A source's, a tag's or a representative's contacts, a page at a time. */
const leadsOf = <const P extends string>(path: P, summary: string) =>
  endpoint<Paginated<LeadSummary>>()({
    ...settings,
    method: 'GET',
    path,
    summary,
    query: settingsQueries.leads,
    response: js.page(R.leadSummary),
  });

/**
 * One settings document of an organization at one path: `get` reads it, the write call (PUT, or PATCH for a
 * partial change, under the name its screens use) changes it; both answer the document.
 */
function orgDocument<T, const P extends string, const W extends string>(d: {
  path: P;
  response: JsonSchema;
  read: string;
  write: { name: W; method: 'PUT' | 'PATCH'; summary: string; body: AnyObjectSchema };
}) {
  const { name, ...write } = d.write;
  const common = { ...settings, path: d.path, response: d.response };
  return {
    get: endpoint<T>()({ ...common, method: 'GET', summary: d.read }),
    ...({ [name]: endpoint<T>()({ ...common, ...write }) } as Record<W, Endpoint<T, P>>),
  };
}

const ORG = '/organization/:orgId';

export const settingsEndpoints = {
  followUpStrategy: orgDocument<FollowUpStrategy, `${typeof ORG}/follow-up-strategy/`, 'save'>({
    path: `${ORG}/follow-up-strategy/`,
    response: R.followUpStrategy,
    read: 'Follow-up strategy (days per slot; nulls until saved)',
    write: {
      name: 'save',
      method: 'PUT',
      summary: 'Save the follow-up strategy',
      body: followUpStrategySchema,
    },
  }),
  magicNumbers: orgDocument<MagicNumbers, `${typeof ORG}/magic-numbers/`, 'save'>({
    path: `${ORG}/magic-numbers/`,
    response: R.magicNumbers,
    read: 'Magic numbers with the derived monthly figures',
    write: {
      name: 'save',
      method: 'PUT',
      summary: 'Save the magic numbers; the derived figures are computed by the server',
      body: magicNumbersSchema,
    },
  }),
  organizationSettings: orgDocument<OrganizationSettings, `${typeof ORG}/organization-settings/`, 'update'>({
    path: `${ORG}/organization-settings/`,
    response: R.organizationSettings,
    read: 'show_default_services (1 until turned off) and about_us_info_source',
    write: {
      name: 'update',
      method: 'PATCH',
      summary: 'Change show_default_services and/or about_us_info_source',
      body: organizationSettingsSchema,
    },
  }),
  sources: {
    ...orgCollection<Source, `${typeof ORG}/source/`, `${typeof ORG}/source/:id/`>({
      collection: `${ORG}/source/`,
      item: `${ORG}/source/:id/`,
      response: R.source,
      body: sourceSchema,
      query: settingsQueries.sources,
      docs: {
        list: {
          summary:
            'Sources with their contact counts; search name/description; ordering name, description, leads_count',
        },
        create: { summary: 'Add a source', description: settingsMessages.sourceAdded },
        update: { summary: 'Update a source', description: settingsMessages.sourceUpdated },
        remove: { summary: "Delete a source; its contacts' source becomes empty" },
      },
    }),
    all: endpoint<Source[]>()({
      ...settings,
      method: 'GET',
      path: `${ORG}/source/all/`,
      summary: 'Every source, by name (pick-lists)',
      response: js.arr(R.source),
    }),
    leads: leadsOf(`${ORG}/source/:id/leads/`, "The source's contacts (an empty page when it has none)"),
  },
  locations: orgCollection<Location, `${typeof ORG}/location/`, `${typeof ORG}/location/:id/`>({
    collection: `${ORG}/location/`,
    item: `${ORG}/location/:id/`,
    response: R.location,
    body: locationSchema,
    query: settingsQueries.locations,
    docs: {
      list: { summary: 'Locations (page, page_size 25)' },
      create: {
        summary: 'Add a location (the first one is main; is_main moves the main flag here)',
        description: settingsMessages.locationAdded,
      },
      update: { summary: 'Update a location', description: settingsMessages.mainLocationRequired },
      remove: { summary: 'Delete a location', description: settingsMessages.mainLocationDelete },
    },
  }),
  tags: {
    ...orgCollection<
      Tag,
      `${typeof ORG}/automation-marketing-group/`,
      `${typeof ORG}/automation-marketing-group/:id/`
    >({
      collection: `${ORG}/automation-marketing-group/`,
      item: `${ORG}/automation-marketing-group/:id/`,
      response: R.tag,
      body: tagSchema,
      query: settingsQueries.tags,
      docs: {
        list: {
          summary:
            'Tags with contact counts; search name; ordering name, leads_count, created_at; is_webform filters',
        },
        create: { summary: 'Create a tag', description: `${settingsMessages.tagCreated}; ${tagNameTaken}` },
        update: { summary: 'Rename a tag', description: tagNameTaken },
        remove: { summary: 'Delete a tag (its contacts leave it)' },
      },
    }),
    leads: leadsOf(`${ORG}/automation-marketing-group/:id/leads_in_group/`, "The tag's contacts"),
    batchWebform: endpoint<Tag[]>()({
      ...settings,
      method: 'POST',
      path: `${ORG}/automation-marketing-group/batch_webform/`,
      status: 200,
      summary:
        "Make exactly these tags the organization's web-form tags (the others stop being) → them, by name",
      description:
        "Forms setup (spec 3 §2): a web form's post puts these tags on its contact. One transaction; an id that is " +
        `not one of the organization's tags → 400 { ids: ['${messages.invalidChoice}'] } and nothing changes.`,
      body: batchWebformSchema,
      response: js.arr(R.tag),
    }),
  },
  representatives: {
    list: endpoint<Paginated<Representative>>()({
      ...settings,
      method: 'GET',
      path: `${ORG}/representatives/`,
      summary: 'Members as representatives (id = membership id); search name/email; ordering default -id',
      query: settingsQueries.representatives,
      response: js.page(R.representative),
    }),
    update: endpoint<Representative>()({
      ...settings,
      method: 'PATCH',
      path: `${ORG}/representatives/`,
      summary: "Change a representative's title or SMS notifications (by user_id)",
      description: `${settingsMessages.representativeHasContacts}; ${settingsMessages.userHasNoPhone}`,
      body: representativeUpdateSchema,
      response: R.representative,
    }),
    get: endpoint<Representative>()({
      ...settings,
      method: 'GET',
      path: `${ORG}/representatives/:id/`,
      summary: 'One representative (id = membership id)',
      response: R.representative,
    }),
    leads: leadsOf(
      `${ORG}/representatives/:id/leads/`,
      'The contacts this representative manages (account, sales or service rep)',
    ),
  },
  timezones: endpoint<TimeZoneOption[]>()({
    access: 'public',
    tag: 'reference',
    method: 'GET',
    path: '/reference/timezones/',
    summary: 'Time zones: US zones first, then the rest by name',
    response: js.arr(R.timeZoneOption),
  }),
};

const S = settingsEndpoints;
/** Positional path helpers (tests, links); the paths themselves are the endpoints'. */
export const settingsPaths = {
  followUpStrategy: pathOf(S.followUpStrategy.get),
  magicNumbers: pathOf(S.magicNumbers.get),
  organizationSettings: pathOf(S.organizationSettings.get),
  sources: pathOf(S.sources.list),
  source: pathOf(S.sources.update),
  sourceLeads: pathOf(S.sources.leads),
  sourcesAll: pathOf(S.sources.all),
  services: pathOf(servicesEndpoints.list),
  service: pathOf(servicesEndpoints.update),
  servicesAll: pathOf(servicesEndpoints.all),
  servicePrice: pathOf(servicesEndpoints.prices),
  importFromProvider: pathOf(servicesEndpoints.importable),
  pushToProvider: pathOf(servicesEndpoints.push),
  locations: pathOf(S.locations.list),
  location: pathOf(S.locations.update),
  timezones: S.timezones.path,
  tags: pathOf(S.tags.list),
  tag: pathOf(S.tags.update),
  tagLeads: pathOf(S.tags.leads),
  webFormTags: pathOf(S.tags.batchWebform),
  representatives: pathOf(S.representatives.list),
  /**
   * POST SetupInput → 201 { location, services, settings }: first-time setup in one transaction (location, then
   * services unless the edition is social, then the info source), so a failure leaves nothing half-saved.
   */
  setup: (orgId: number | string) => `/organization/${orgId}/setup/`,
  representative: pathOf(S.representatives.get),
  representativeLeads: pathOf(S.representatives.leads),
} as const;
