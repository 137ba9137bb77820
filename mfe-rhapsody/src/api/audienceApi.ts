import {
  leadsConstants,
  opportunityListEndpoints,
  type OpportunityList,
  type Paginated,
  requestOf,
  settingsPaths,
  type Tag,
} from '@ensemble/contracts';
import { rhapsodyApi } from './rhapsodyApi';

/**
 * The groups a mailing goes to, as the post card receivers and the email recipients pick them: the organization's
 * opportunity lists and its tags (the first page, or a search).
 */
export const audienceApi = rhapsodyApi.injectEndpoints({
  endpoints: (b) => ({
    audienceLists: b.query<OpportunityList[], number>({
      query: (organizationId) => requestOf(opportunityListEndpoints.all, { path: { orgId: organizationId } }),
    }),
    audienceTags: b.query<Paginated<Tag>, { organizationId: number; search: string }>({
      query: ({ organizationId, search }) => ({
        url: settingsPaths.tags(organizationId),
        params: {
          page: 1,
          per_page: search ? leadsConstants.tagPickListSearch : leadsConstants.tagPickListInitial,
          ...(search ? { search } : {}),
        },
      }),
    }),
  }),
});

export const { useAudienceListsQuery, useAudienceTagsQuery } = audienceApi;
