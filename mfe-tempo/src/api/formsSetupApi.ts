import {
  leadsConstants,
  type Paginated,
  requestOf,
  settingsEndpoints as S,
  type Tag,
  type WebFormKey,
  webFormEndpoints as W,
} from '@ensemble/contracts';
import { tempoApi } from './tempoApi';

// 'SettingsTag' is the settings Tags tab's: a tag renamed or deleted there is renamed or gone here too.
const api = tempoApi.enhanceEndpoints({ addTagTypes: ['WebFormKey', 'SettingsTag'] });
const at = (organizationId: number) => ({ orgId: organizationId });

/**
 * The Forms setup page's own calls (spec 3 §2 'Forms setup', §7): the webhook URL and its rotation, and the tags a
 * web form puts on its contacts. Its representatives and the tag search are the settings calls (settingsApi.ts).
 */
export const formsSetupApi = api.injectEndpoints({
  endpoints: (b) => ({
    webFormKey: b.query<WebFormKey, number>({
      query: (organizationId) => requestOf(W.key, { path: at(organizationId) }),
      providesTags: ['WebFormKey'],
    }),
    rotateWebFormKey: b.mutation<WebFormKey, number>({
      query: (organizationId) => requestOf(W.rotate, { path: at(organizationId) }),
      onQueryStarted: async (organizationId, { dispatch, queryFulfilled }) => {
        try {
          const { data } = await queryFulfilled;
          dispatch(formsSetupApi.util.upsertQueryData('webFormKey', organizationId, data));
        } catch {
          // The page says it failed; the URL shown is still the one that works.
        }
      },
    }),
    /** The web-form tags, as many as the tag pick-list holds. */
    webFormTags: b.query<Paginated<Tag>, number>({
      query: (organizationId) =>
        requestOf(S.tags.list, {
          path: at(organizationId),
          query: { is_webform: true, page: 1, per_page: leadsConstants.tagPickListSearch },
        }),
      providesTags: ['SettingsTag'],
    }),
    setWebFormTags: b.mutation<Tag[], { organizationId: number; ids: number[] }>({
      query: ({ organizationId, ids }) =>
        requestOf(S.tags.batchWebform, { path: at(organizationId), body: { ids } }),
      invalidatesTags: ['SettingsTag'],
    }),
  }),
});

export const {
  useWebFormKeyQuery,
  useRotateWebFormKeyMutation,
  useWebFormTagsQuery,
  useSetWebFormTagsMutation,
} = formsSetupApi;
