import {
  emailConstants,
  emailEndpoints,
  type IsUsed,
  type Paginated,
  requestOf,
  type TextTemplate,
} from '@ensemble/contracts';
import { rhapsodyApi } from './rhapsodyApi';

const api = emailEndpoints.textTemplates;

interface OrgItem {
  organizationId: number;
  id: number;
}
export interface TextTemplateBody {
  title: string;
  template: string;
}

/** Text templates (spec 3 §2 Email 'Text Templates', §7 Templates). */
export const textTemplatesApi = rhapsodyApi.injectEndpoints({
  endpoints: (b) => ({
    textTemplates: b.query<
      Paginated<TextTemplate>,
      { organizationId: number; page: number; perPage?: number; search: string }
    >({
      query: ({ organizationId, page, perPage = emailConstants.textTemplatesPageSize, search }) =>
        requestOf(api.list, {
          path: { orgId: organizationId },
          query: { page, per_page: perPage, ...(search ? { search } : {}) },
        }),
      providesTags: ['TextTemplate'],
    }),
    createTextTemplate: b.mutation<TextTemplate, { organizationId: number; body: TextTemplateBody }>({
      query: ({ organizationId, body }) => requestOf(api.create, { path: { orgId: organizationId }, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['TextTemplate']),
    }),
    updateTextTemplate: b.mutation<TextTemplate, OrgItem & { body: TextTemplateBody }>({
      query: ({ organizationId, id, body }) =>
        requestOf(api.update, { path: { orgId: organizationId, id }, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['TextTemplate']),
    }),
    /** Asked before deleting, each time. */
    textTemplateIsUsed: b.mutation<IsUsed, OrgItem>({
      query: ({ organizationId, id }) => requestOf(api.isUsed, { path: { orgId: organizationId, id } }),
    }),
    deleteTextTemplate: b.mutation<void, OrgItem>({
      query: ({ organizationId, id }) => requestOf(api.remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: (_r, error) => (error ? [] : ['TextTemplate']),
    }),
  }),
});

export const {
  useTextTemplatesQuery,
  useCreateTextTemplateMutation,
  useUpdateTextTemplateMutation,
  useTextTemplateIsUsedMutation,
  useDeleteTextTemplateMutation,
} = textTemplatesApi;
