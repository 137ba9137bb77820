import {
  type AutomationAction,
  type AutomationActionInput,
  automationConstants,
  automationEndpoints as A,
  type AutomationHoliday,
  type AutomationInput,
  type AutomationPatch,
  type CustomAutomation,
  type EmailTemplate,
  type EmailTemplateSummary,
  emailEndpoints,
  type FollowUpAutomation,
  type FollowUpAutomationUpdate,
  type HolidayInput,
  type HolidayUpdate,
  type OpportunityList,
  opportunityListEndpoints,
  type Paginated,
  requestOf,
  type ResultBasedAutomation,
  type ResultBasedAutomationInput,
  type TextTemplate,
} from '@ensemble/contracts';
import { tempoApi } from './tempoApi';

const api = tempoApi.enhanceEndpoints({
  addTagTypes: ['AutomationHoliday', 'AutomationFollowUp', 'CustomAutomation', 'ResultBasedAutomation'],
});
const at = (organizationId: number) => ({ orgId: organizationId });
const item = (organizationId: number, id: number) => ({ orgId: organizationId, id });

interface Org {
  organizationId: number;
}
interface OrgItem extends Org {
  id: number;
}

/** A page of Build your own or Result based (spec 3 §7: currentPage, search, sorting; 100 a page). */
export interface AutomationsListArgs extends Org {
  page: number;
  search: string;
  /** `name` or `-name`; absent: the API's default (newest first). */
  ordering?: string;
  /** Build your own only: one type of drip (0 by day, 1 by date); absent: both. */
  sendType?: number;
}

const listQuery = ({ page, search, ordering, sendType }: AutomationsListArgs) => ({
  currentPage: page,
  pageSize: automationConstants.pageSize,
  ...(search ? { search } : {}),
  ...(ordering ? { sorting: ordering } : {}),
  ...(sendType != null ? { send_type: sendType } : {}),
});

/** A template pick-list: the first page, or a search (which looks in every folder). */
export interface TemplateSearchArgs extends Org {
  search: string;
}
/** The largest page the template lists serve: the pick-lists show one page, searched. */
const PICK_LIST_SIZE = 100;

// A failed change refetches nothing: the row still shows what the server holds.
const onSuccess =
  <T extends string>(...tags: T[]) =>
  (_result: unknown, error: unknown) =>
    error ? [] : tags;

/**
 * The Automations page's calls (spec 3 §7 'Automations'): the holiday emails, the five follow-ups, Build your own
 * and Result based with their action batches; and the pick-lists its dialogs choose from (email and text
 * templates, opportunity lists). Tags and services are the settings calls (settingsApi.ts).
 */
export const automationsApi = api.injectEndpoints({
  endpoints: (b) => ({
    // --- Global automations: the holiday emails ---
    holidays: b.query<Paginated<AutomationHoliday>, number>({
      query: (organizationId) => requestOf(A.holidays.list, { path: at(organizationId) }),
      providesTags: ['AutomationHoliday'],
    }),
    createHoliday: b.mutation<AutomationHoliday, Org & { body: HolidayInput }>({
      query: ({ organizationId, body }) => requestOf(A.holidays.create, { path: at(organizationId), body }),
      invalidatesTags: onSuccess('AutomationHoliday'),
    }),
    /** One field at a time (the template, the subject, the active switch); the row takes the server's answer. */
    updateHoliday: b.mutation<AutomationHoliday, OrgItem & { body: HolidayUpdate }>({
      query: ({ organizationId, id, body }) =>
        requestOf(A.holidays.update, { path: item(organizationId, id), body }),
      onQueryStarted: async ({ organizationId, id }, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            automationsApi.util.updateQueryData('holidays', organizationId, (page) => {
              const i = page.results.findIndex((h) => h.id === id);
              if (i >= 0) page.results[i] = data;
            }),
          );
        } catch {
          // The row keeps what the server holds; the tab says what failed.
        }
      },
    }),
    deleteHoliday: b.mutation<void, OrgItem>({
      query: ({ organizationId, id }) => requestOf(A.holidays.remove, { path: item(organizationId, id) }),
      invalidatesTags: onSuccess('AutomationHoliday'),
    }),

    // --- Follow up emails ---
    followUps: b.query<FollowUpAutomation, number>({
      query: (organizationId) => requestOf(A.followUp.get, { path: at(organizationId) }),
      providesTags: ['AutomationFollowUp'],
    }),
    /** Read again after a change: removing a template resets its subject on the server. */
    updateFollowUps: b.mutation<FollowUpAutomation, Org & { body: FollowUpAutomationUpdate }>({
      query: ({ organizationId, body }) => requestOf(A.followUp.update, { path: at(organizationId), body }),
      invalidatesTags: onSuccess('AutomationFollowUp'),
    }),

    // --- Build your own (drip by day, drip by date) ---
    customAutomations: b.query<Paginated<CustomAutomation>, AutomationsListArgs>({
      query: (args) => requestOf(A.custom.list, { path: at(args.organizationId), query: listQuery(args) }),
      providesTags: ['CustomAutomation'],
    }),
    createCustomAutomation: b.mutation<CustomAutomation, Org & { body: AutomationInput }>({
      query: ({ organizationId, body }) => requestOf(A.custom.create, { path: at(organizationId), body }),
      invalidatesTags: onSuccess('CustomAutomation'),
    }),
    updateCustomAutomation: b.mutation<CustomAutomation, OrgItem & { body: AutomationPatch }>({
      query: ({ organizationId, id, body }) =>
        requestOf(A.custom.update, { path: item(organizationId, id), body }),
      // A renamed automation is renamed in the Result based table too.
      invalidatesTags: onSuccess('CustomAutomation', 'ResultBasedAutomation'),
    }),
    /** Its result based automations go with it. */
    deleteCustomAutomation: b.mutation<void, OrgItem>({
      query: ({ organizationId, id }) => requestOf(A.custom.remove, { path: item(organizationId, id) }),
      invalidatesTags: onSuccess('CustomAutomation', 'ResultBasedAutomation'),
    }),
    dripByDayActions: b.mutation<AutomationAction[], OrgItem & { actions: AutomationActionInput[] }>({
      query: ({ organizationId, id, actions }) =>
        requestOf(A.custom.dripByDayBatch, { path: item(organizationId, id), body: { actions } }),
      invalidatesTags: onSuccess('CustomAutomation'),
    }),
    oneOffActions: b.mutation<AutomationAction[], OrgItem & { actions: AutomationActionInput[] }>({
      query: ({ organizationId, id, actions }) =>
        requestOf(A.custom.oneOffBatch, { path: item(organizationId, id), body: { actions } }),
      invalidatesTags: onSuccess('CustomAutomation'),
    }),

    // --- Result based ---
    resultBasedAutomations: b.query<Paginated<ResultBasedAutomation>, AutomationsListArgs>({
      query: (args) =>
        requestOf(A.resultBased.list, { path: at(args.organizationId), query: listQuery(args) }),
      providesTags: ['ResultBasedAutomation'],
    }),
    createResultBasedAutomation: b.mutation<
      ResultBasedAutomation,
      Org & { body: ResultBasedAutomationInput }
    >({
      query: ({ organizationId, body }) =>
        requestOf(A.resultBased.create, { path: at(organizationId), body }),
      invalidatesTags: onSuccess('ResultBasedAutomation'),
    }),
    /** PUT: the whole automation (the active toggle sends it with `active` changed). */
    updateResultBasedAutomation: b.mutation<
      ResultBasedAutomation,
      OrgItem & { body: ResultBasedAutomationInput }
    >({
      query: ({ organizationId, id, body }) =>
        requestOf(A.resultBased.update, { path: item(organizationId, id), body }),
      invalidatesTags: onSuccess('ResultBasedAutomation'),
    }),
    deleteResultBasedAutomation: b.mutation<void, OrgItem>({
      query: ({ organizationId, id }) => requestOf(A.resultBased.remove, { path: item(organizationId, id) }),
      invalidatesTags: onSuccess('ResultBasedAutomation'),
    }),
    resultBasedActions: b.mutation<AutomationAction[], OrgItem & { actions: AutomationActionInput[] }>({
      query: ({ organizationId, id, actions }) =>
        requestOf(A.resultBased.batch, { path: item(organizationId, id), body: { actions } }),
      invalidatesTags: onSuccess('ResultBasedAutomation'),
    }),

    // --- Pick-lists of the rows and dialogs ---
    /** The organization's email templates: those in no folder, or a search through every folder. */
    automationEmailTemplates: b.query<Paginated<EmailTemplateSummary>, TemplateSearchArgs>({
      query: ({ organizationId, search }) =>
        requestOf(emailEndpoints.templates.list, {
          path: at(organizationId),
          query: { page: 1, per_page: PICK_LIST_SIZE, ...(search ? { search } : {}) },
        }),
    }),
    /** The shared library's templates, which automations may send too (read once: the same for everyone). */
    automationLibraryTemplates: b.query<EmailTemplateSummary[], void>({
      query: () => requestOf(emailEndpoints.library.templates),
      keepUnusedDataFor: 3600,
    }),
    /** One template, for the title of an assigned one the first page does not list (it sits in a folder). */
    automationEmailTemplate: b.query<EmailTemplate, OrgItem>({
      query: ({ organizationId, id }) =>
        requestOf(emailEndpoints.templates.get, { path: item(organizationId, id) }),
    }),
    automationTextTemplates: b.query<Paginated<TextTemplate>, TemplateSearchArgs>({
      query: ({ organizationId, search }) =>
        requestOf(emailEndpoints.textTemplates.list, {
          path: at(organizationId),
          query: { page: 1, per_page: PICK_LIST_SIZE, ...(search ? { search } : {}) },
        }),
    }),
    automationTextTemplate: b.query<TextTemplate, OrgItem>({
      query: ({ organizationId, id }) =>
        requestOf(emailEndpoints.textTemplates.get, { path: item(organizationId, id) }),
    }),
    /** Every opportunity list, by title (an audience's lists). */
    automationLists: b.query<OpportunityList[], number>({
      query: (organizationId) => requestOf(opportunityListEndpoints.all, { path: at(organizationId) }),
    }),
  }),
});

export const {
  useHolidaysQuery,
  useCreateHolidayMutation,
  useUpdateHolidayMutation,
  useDeleteHolidayMutation,
  useFollowUpsQuery,
  useUpdateFollowUpsMutation,
  useCustomAutomationsQuery,
  useCreateCustomAutomationMutation,
  useUpdateCustomAutomationMutation,
  useDeleteCustomAutomationMutation,
  useDripByDayActionsMutation,
  useOneOffActionsMutation,
  useResultBasedAutomationsQuery,
  useCreateResultBasedAutomationMutation,
  useUpdateResultBasedAutomationMutation,
  useDeleteResultBasedAutomationMutation,
  useResultBasedActionsMutation,
  useAutomationEmailTemplatesQuery,
  useAutomationLibraryTemplatesQuery,
  useAutomationEmailTemplateQuery,
  useAutomationTextTemplatesQuery,
  useAutomationTextTemplateQuery,
  useAutomationListsQuery,
} = automationsApi;
