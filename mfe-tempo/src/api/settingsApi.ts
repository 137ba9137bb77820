import {
  type Endpoint,
  type PathArgs,
  requestOf,
  servicesEndpoints as services,
  settingsEndpoints as S,
  settingsPaths,
  type FollowUpStrategy,
  type LeadSummary,
  type Location,
  type LocationInput,
  type MagicNumbers,
  type MagicNumbersInput,
  type OrganizationSettings,
  type Paginated,
  type ProviderProduct,
  type Representative,
  type RepresentativeUpdate,
  type Service,
  type ServiceInput,
  type ServicePrice,
  type SetupInput,
  type Source,
  type SourceInput,
  type Tag,
  type TimeZoneOption,
} from '@ensemble/contracts';
import { tempoApi } from './tempoApi';

/** Spec 2 §7 query parameters differ per resource; each list query below keeps the contract's names. */
export interface ListQuery {
  organizationId: number;
  page: number;
  pageSize: number;
  search?: string;
  /** `name` or `-name` (the API's ordering / sorting value); absent means the server default. */
  ordering?: string;
}

export interface LeadsQuery {
  organizationId: number;
  id: number;
  page: number;
  pageSize: number;
}

interface OrgScoped<T> {
  organizationId: number;
  body: T;
}

const withSearch = (search?: string) => (search && search.trim() ? { search: search.trim() } : {});

// Tag types live here (not in tempoApi.ts) so the settings screens own their cache invalidation.
const api = tempoApi.enhanceEndpoints({
  addTagTypes: [
    'FollowUpStrategy',
    'MagicNumbers',
    'OrganizationSettings',
    'Source',
    'Service',
    'Location',
    'SettingsTag',
    'Representative',
  ],
});

type Build = Parameters<Parameters<typeof api.injectEndpoints>[0]['endpoints']>[0];
type CacheTag = Parameters<typeof api.util.invalidateTags>[0][number];
/** A declared call at an organization's settings path, whose parameters are `orgId` (and `id` for one item). */
type Call = Pick<Endpoint, 'path' | 'method'>;
// The declarations' own path types are not carried through the helpers; the API e2e tests serve each path.
const at = (e: Call, path: { orgId: number; id?: number }, body?: unknown, query?: Record<string, unknown>) =>
  requestOf(e, { path: path as unknown as PathArgs<string>, body, query });

/** Read one of the organization's settings (a record, or a whole collection), cached under `tag`. */
const readIn = <Item>(b: Build, e: Call, tag: CacheTag) =>
  b.query<Item, number>({
    query: (orgId) => at(e, { orgId }),
    providesTags: [tag],
  });

/** The query parameters' names of a paged list (spec 2 §7: they differ per resource). */
interface ListParams {
  page: string;
  pageSize: string;
  /** The ordering's name; without it the list is not sorted by the user. */
  ordering?: string;
}

/** A page of one of the organization's settings lists, searched and ordered, cached under `tag`. */
const perPage: ListParams = { page: 'page', pageSize: 'per_page', ordering: 'ordering' };

const pageIn = <Item>(b: Build, e: Call, tag: CacheTag, names: ListParams) =>
  b.query<Paginated<Item>, ListQuery>({
    query: ({ organizationId, page, pageSize, search, ordering }) =>
      at(e, { orgId: organizationId }, undefined, {
        [names.page]: page,
        [names.pageSize]: pageSize,
        ...withSearch(search),
        ...(ordering && names.ordering ? { [names.ordering]: ordering } : {}),
      }),
    providesTags: [tag],
  });

/** A page of the contacts of one item (a source, a tag, a representative): ?page=&per_page=. */
const leadsOf = (b: Build, e: Call, tag: CacheTag) =>
  b.query<Paginated<LeadSummary>, LeadsQuery>({
    query: ({ organizationId, id, page, pageSize }) =>
      at(e, { orgId: organizationId, id }, undefined, { page, per_page: pageSize }),
    providesTags: [tag],
  });

/** Send a body to one of the organization's settings (add an item, save a record); refetches `tags`. */
const writeIn = <Item, Input>(b: Build, e: Call, ...tags: CacheTag[]) =>
  b.mutation<Item, OrgScoped<Input>>({
    query: ({ organizationId, body }) => at(e, { orgId: organizationId }, body),
    invalidatesTags: tags,
  });

const updateIn = <Item, Input>(b: Build, e: Call, tag: CacheTag) =>
  b.mutation<Item, OrgScoped<Input> & { id: number }>({
    query: ({ organizationId, id, body }) => at(e, { orgId: organizationId, id }, body),
    invalidatesTags: [tag],
  });

const deleteIn = (b: Build, e: Call, tag: CacheTag) =>
  b.mutation<void, { organizationId: number; id: number }>({
    query: ({ organizationId, id }) => at(e, { orgId: organizationId, id }),
    invalidatesTags: [tag],
  });

export const settingsApi = api.injectEndpoints({
  endpoints: (b) => ({
    // --- Follow up strategy / magic numbers / organization settings ---
    getFollowUpStrategy: readIn<FollowUpStrategy>(b, S.followUpStrategy.get, 'FollowUpStrategy'),
    updateFollowUpStrategy: writeIn<FollowUpStrategy, FollowUpStrategy>(
      b,
      S.followUpStrategy.save,
      'FollowUpStrategy',
    ),
    getMagicNumbers: readIn<MagicNumbers>(b, S.magicNumbers.get, 'MagicNumbers'),
    updateMagicNumbers: writeIn<MagicNumbers, MagicNumbersInput>(b, S.magicNumbers.save, 'MagicNumbers'),
    getOrganizationSettings: readIn<OrganizationSettings>(
      b,
      S.organizationSettings.get,
      'OrganizationSettings',
    ),
    // The default service set appears or disappears with show_default_services.
    updateOrganizationSettings: writeIn<OrganizationSettings, Partial<OrganizationSettings>>(
      b,
      S.organizationSettings.update,
      'OrganizationSettings',
      'Service',
    ),

    // --- Sources: ?page=&per_page=&search=&ordering= ---
    getSources: pageIn<Source>(b, S.sources.list, 'Source', perPage),
    getAllSources: readIn<Source[]>(b, S.sources.all, 'Source'),
    createSource: writeIn<Source, SourceInput>(b, S.sources.create, 'Source'),
    updateSource: updateIn<Source, SourceInput>(b, S.sources.update, 'Source'),
    deleteSource: deleteIn(b, S.sources.remove, 'Source'),
    getSourceLeads: leadsOf(b, S.sources.leads, 'Source'),

    // --- Services: ?currentPage=&pageSize=&search=&sorting= (spec 2 §7 names) ---
    getServices: pageIn<Service>(b, services.list, 'Service', {
      page: 'currentPage',
      pageSize: 'pageSize',
      ordering: 'sorting',
    }),
    getAllServices: readIn<Service[]>(b, services.all, 'Service'),
    createService: writeIn<Service, ServiceInput>(b, services.create, 'Service'),
    updateService: updateIn<Service, ServiceInput>(b, services.update, 'Service'),
    deleteService: deleteIn(b, services.remove, 'Service'),
    getServicePrices: b.query<ServicePrice[], { organizationId: number; id: number }>({
      query: ({ organizationId, id }) => requestOf(services.prices, { path: { orgId: organizationId, id } }),
      providesTags: ['Service'],
    }),
    createServicePrice: b.mutation<
      ServicePrice,
      {
        organizationId: number;
        id: number;
        body: Pick<ServiceInput, 'price' | 'price_type' | 'billing_period'>;
      }
    >({
      query: ({ organizationId, id, body }) =>
        requestOf(services.addPrice, { path: { orgId: organizationId, id }, body }),
      invalidatesTags: ['Service'],
    }),
    getProviderProducts: readIn<ProviderProduct[]>(b, services.importable, 'Service'),
    importFromProvider: writeIn<{ imported: number }, { product_ids?: string[] }>(
      b,
      services.import,
      'Service',
    ),
    pushToProvider: writeIn<{ pushed: number }, { service_ids: number[] }>(b, services.push, 'Service'),

    // --- Locations: ?page=&page_size= ---
    getLocations: pageIn<Location>(b, S.locations.list, 'Location', { page: 'page', pageSize: 'page_size' }),
    createLocation: writeIn<Location, LocationInput>(b, S.locations.create, 'Location'),
    updateLocation: updateIn<Location, LocationInput>(b, S.locations.update, 'Location'),
    deleteLocation: deleteIn(b, S.locations.remove, 'Location'),
    getTimezones: b.query<TimeZoneOption[], void>({
      query: () => requestOf(S.timezones),
      // Reference data: the same for every organization and session.
      keepUnusedDataFor: 3600,
    }),

    // --- Tags: ?page=&per_page=&search=&ordering= ---
    getTags: pageIn<Tag>(b, S.tags.list, 'SettingsTag', perPage),
    createTag: writeIn<Tag, { name: string }>(b, S.tags.create, 'SettingsTag'),
    updateTag: updateIn<Tag, { name: string }>(b, S.tags.update, 'SettingsTag'),
    deleteTag: deleteIn(b, S.tags.remove, 'SettingsTag'),
    getTagLeads: leadsOf(b, S.tags.leads, 'SettingsTag'),

    // --- Representatives: ?page=&page_size=&search=&ordering= ---
    getRepresentatives: pageIn<Representative>(b, S.representatives.list, 'Representative', {
      page: 'page',
      pageSize: 'page_size',
      ordering: 'ordering',
    }),
    getRepresentative: b.query<Representative, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) =>
        requestOf(S.representatives.get, { path: { orgId: organizationId, id } }),
      providesTags: ['Representative'],
    }),
    updateRepresentative: writeIn<Representative, RepresentativeUpdate>(
      b,
      S.representatives.update,
      'Representative',
    ),
    getRepresentativeLeads: leadsOf(b, S.representatives.leads, 'Representative'),

    // --- First-time setup (one transaction on the server) ---
    submitSetup: b.mutation<
      { location: Location; services: Service[]; settings: OrganizationSettings },
      OrgScoped<SetupInput>
    >({
      query: ({ organizationId, body }) => ({
        url: settingsPaths.setup(organizationId),
        method: 'POST',
        body,
      }),
      invalidatesTags: ['Location', 'Service', 'OrganizationSettings'],
    }),
  }),
});

export const {
  useGetFollowUpStrategyQuery,
  useUpdateFollowUpStrategyMutation,
  useGetMagicNumbersQuery,
  useUpdateMagicNumbersMutation,
  useGetOrganizationSettingsQuery,
  useUpdateOrganizationSettingsMutation,
  useGetSourcesQuery,
  useGetAllSourcesQuery,
  useCreateSourceMutation,
  useUpdateSourceMutation,
  useDeleteSourceMutation,
  useGetSourceLeadsQuery,
  useGetServicesQuery,
  useGetAllServicesQuery,
  useCreateServiceMutation,
  useUpdateServiceMutation,
  useDeleteServiceMutation,
  useGetServicePricesQuery,
  useCreateServicePriceMutation,
  useGetProviderProductsQuery,
  useImportFromProviderMutation,
  usePushToProviderMutation,
  useGetLocationsQuery,
  useCreateLocationMutation,
  useUpdateLocationMutation,
  useDeleteLocationMutation,
  useGetTimezonesQuery,
  useGetTagsQuery,
  useCreateTagMutation,
  useUpdateTagMutation,
  useDeleteTagMutation,
  useGetTagLeadsQuery,
  useGetRepresentativesQuery,
  useGetRepresentativeQuery,
  useUpdateRepresentativeMutation,
  useGetRepresentativeLeadsQuery,
  useSubmitSetupMutation,
} = settingsApi;
