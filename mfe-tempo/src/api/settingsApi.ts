import {
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

export const settingsApi = api.injectEndpoints({
  endpoints: (b) => ({
    // --- Follow up strategy / magic numbers / organization settings ---
    getFollowUpStrategy: b.query<FollowUpStrategy, number>({
      query: (orgId) => requestOf(S.followUpStrategy.get, { path: { orgId } }),
      providesTags: ['FollowUpStrategy'],
    }),
    updateFollowUpStrategy: b.mutation<FollowUpStrategy, OrgScoped<FollowUpStrategy>>({
      query: ({ organizationId, body }) =>
        requestOf(S.followUpStrategy.save, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['FollowUpStrategy'],
    }),
    getMagicNumbers: b.query<MagicNumbers, number>({
      query: (orgId) => requestOf(S.magicNumbers.get, { path: { orgId } }),
      providesTags: ['MagicNumbers'],
    }),
    updateMagicNumbers: b.mutation<MagicNumbers, OrgScoped<MagicNumbersInput>>({
      query: ({ organizationId, body }) =>
        requestOf(S.magicNumbers.save, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['MagicNumbers'],
    }),
    getOrganizationSettings: b.query<OrganizationSettings, number>({
      query: (orgId) => requestOf(S.organizationSettings.get, { path: { orgId } }),
      providesTags: ['OrganizationSettings'],
    }),
    updateOrganizationSettings: b.mutation<OrganizationSettings, OrgScoped<Partial<OrganizationSettings>>>({
      query: ({ organizationId, body }) =>
        requestOf(S.organizationSettings.update, { path: { orgId: organizationId }, body }),
      // The default service set appears or disappears with show_default_services.
      invalidatesTags: ['OrganizationSettings', 'Service'],
    }),

    // --- Sources: ?page=&per_page=&search=&ordering= ---
    getSources: b.query<Paginated<Source>, ListQuery>({
      query: ({ organizationId, page, pageSize, search, ordering }) =>
        requestOf(S.sources.list, {
          path: { orgId: organizationId },
          query: { page, per_page: pageSize, ...withSearch(search), ...(ordering ? { ordering } : {}) },
        }),
      providesTags: ['Source'],
    }),
    getAllSources: b.query<Source[], number>({
      query: (orgId) => requestOf(S.sources.all, { path: { orgId } }),
      providesTags: ['Source'],
    }),
    createSource: b.mutation<Source, OrgScoped<SourceInput>>({
      query: ({ organizationId, body }) =>
        requestOf(S.sources.create, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['Source'],
    }),
    updateSource: b.mutation<Source, OrgScoped<SourceInput> & { id: number }>({
      query: ({ organizationId, id, body }) =>
        requestOf(S.sources.update, { path: { orgId: organizationId, id }, body }),
      invalidatesTags: ['Source'],
    }),
    deleteSource: b.mutation<void, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) => requestOf(S.sources.remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: ['Source'],
    }),
    getSourceLeads: b.query<Paginated<LeadSummary>, LeadsQuery>({
      query: ({ organizationId, id, page, pageSize }) =>
        requestOf(S.sources.leads, {
          path: { orgId: organizationId, id },
          query: { page, per_page: pageSize },
        }),
      providesTags: ['Source'],
    }),

    // --- Services: ?currentPage=&pageSize=&search=&sorting= (spec 2 §7 names) ---
    getServices: b.query<Paginated<Service>, ListQuery>({
      query: ({ organizationId, page, pageSize, search, ordering }) =>
        requestOf(services.list, {
          path: { orgId: organizationId },
          query: {
            currentPage: page,
            pageSize,
            ...withSearch(search),
            ...(ordering ? { sorting: ordering } : {}),
          },
        }),
      providesTags: ['Service'],
    }),
    getAllServices: b.query<Service[], number>({
      query: (orgId) => requestOf(services.all, { path: { orgId } }),
      providesTags: ['Service'],
    }),
    createService: b.mutation<Service, OrgScoped<ServiceInput>>({
      query: ({ organizationId, body }) =>
        requestOf(services.create, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['Service'],
    }),
    updateService: b.mutation<Service, OrgScoped<ServiceInput> & { id: number }>({
      query: ({ organizationId, id, body }) =>
        requestOf(services.update, { path: { orgId: organizationId, id }, body }),
      invalidatesTags: ['Service'],
    }),
    deleteService: b.mutation<void, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) => requestOf(services.remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: ['Service'],
    }),
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
    getProviderProducts: b.query<ProviderProduct[], number>({
      query: (orgId) => requestOf(services.importable, { path: { orgId } }),
      providesTags: ['Service'],
    }),
    importFromProvider: b.mutation<{ imported: number }, OrgScoped<{ product_ids?: string[] }>>({
      query: ({ organizationId, body }) =>
        requestOf(services.import, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['Service'],
    }),
    pushToProvider: b.mutation<{ pushed: number }, OrgScoped<{ service_ids: number[] }>>({
      query: ({ organizationId, body }) =>
        requestOf(services.push, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['Service'],
    }),

    // --- Locations: ?page=&page_size= ---
    getLocations: b.query<Paginated<Location>, ListQuery>({
      query: ({ organizationId, page, pageSize }) =>
        requestOf(S.locations.list, {
          path: { orgId: organizationId },
          query: { page, page_size: pageSize },
        }),
      providesTags: ['Location'],
    }),
    createLocation: b.mutation<Location, OrgScoped<LocationInput>>({
      query: ({ organizationId, body }) =>
        requestOf(S.locations.create, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['Location'],
    }),
    updateLocation: b.mutation<Location, OrgScoped<LocationInput> & { id: number }>({
      query: ({ organizationId, id, body }) =>
        requestOf(S.locations.update, { path: { orgId: organizationId, id }, body }),
      invalidatesTags: ['Location'],
    }),
    deleteLocation: b.mutation<void, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) =>
        requestOf(S.locations.remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: ['Location'],
    }),
    getTimezones: b.query<TimeZoneOption[], void>({
      query: () => requestOf(S.timezones),
      // Reference data: the same for every organization and session.
      keepUnusedDataFor: 3600,
    }),

    // --- Tags: ?page=&per_page=&search=&ordering= ---
    getTags: b.query<Paginated<Tag>, ListQuery>({
      query: ({ organizationId, page, pageSize, search, ordering }) =>
        requestOf(S.tags.list, {
          path: { orgId: organizationId },
          query: { page, per_page: pageSize, ...withSearch(search), ...(ordering ? { ordering } : {}) },
        }),
      providesTags: ['SettingsTag'],
    }),
    createTag: b.mutation<Tag, OrgScoped<{ name: string }>>({
      query: ({ organizationId, body }) =>
        requestOf(S.tags.create, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['SettingsTag'],
    }),
    updateTag: b.mutation<Tag, OrgScoped<{ name: string }> & { id: number }>({
      query: ({ organizationId, id, body }) =>
        requestOf(S.tags.update, { path: { orgId: organizationId, id }, body }),
      invalidatesTags: ['SettingsTag'],
    }),
    deleteTag: b.mutation<void, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) => requestOf(S.tags.remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: ['SettingsTag'],
    }),
    getTagLeads: b.query<Paginated<LeadSummary>, LeadsQuery>({
      query: ({ organizationId, id, page, pageSize }) =>
        requestOf(S.tags.leads, { path: { orgId: organizationId, id }, query: { page, per_page: pageSize } }),
      providesTags: ['SettingsTag'],
    }),

    // --- Representatives: ?page=&page_size=&search=&ordering= ---
    getRepresentatives: b.query<Paginated<Representative>, ListQuery>({
      query: ({ organizationId, page, pageSize, search, ordering }) =>
        requestOf(S.representatives.list, {
          path: { orgId: organizationId },
          query: { page, page_size: pageSize, ...withSearch(search), ...(ordering ? { ordering } : {}) },
        }),
      providesTags: ['Representative'],
    }),
    getRepresentative: b.query<Representative, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) =>
        requestOf(S.representatives.get, { path: { orgId: organizationId, id } }),
      providesTags: ['Representative'],
    }),
    updateRepresentative: b.mutation<Representative, OrgScoped<RepresentativeUpdate>>({
      query: ({ organizationId, body }) =>
        requestOf(S.representatives.update, { path: { orgId: organizationId }, body }),
      invalidatesTags: ['Representative'],
    }),
    getRepresentativeLeads: b.query<Paginated<LeadSummary>, LeadsQuery>({
      query: ({ organizationId, id, page, pageSize }) =>
        requestOf(S.representatives.leads, {
          path: { orgId: organizationId, id },
          query: { page, per_page: pageSize },
        }),
      providesTags: ['Representative'],
    }),

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
