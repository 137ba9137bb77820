import {
  type EmailTemplate,
  type EmailTemplateFolder,
  emailEndpoints as api,
  type Paginated,
  requestOf,
} from '@ensemble/contracts';
import { rhapsodyApi } from '../../api/rhapsodyApi';

/** What Save sends (contracts emailTemplateSchema / emailTemplateUpdateSchema). */
export interface TemplateBody {
  title: string;
  html: string;
  design: EmailTemplate['design'];
  thumbnail: string | null;
}

// 'EmailTemplate' is the tag the templates tab's lists provide: a save here refreshes them.
const withTags = rhapsodyApi.enhanceEndpoints({ addTagTypes: ['EmailTemplate', 'EmailTemplateFolder'] });

/** The builder's calls (spec 3 §7 Templates): open a template or a library one, save, pick a folder. */
export const builderApi = withTags.injectEndpoints({
  endpoints: (b) => ({
    builderTemplate: b.query<EmailTemplate, { organizationId: number; id: number }>({
      query: ({ organizationId, id }) =>
        requestOf(api.templates.get, { path: { orgId: organizationId, id } }),
      // The builder always opens what is stored now, never a cached copy from before another tab's save.
      keepUnusedDataFor: 0,
    }),
    builderLibraryTemplate: b.query<EmailTemplate, number>({
      query: (id) => requestOf(api.library.get, { path: { id } }),
    }),
    builderFolders: b.query<Paginated<EmailTemplateFolder>, number>({
      query: (organizationId) =>
        requestOf(api.folders.list, { path: { orgId: organizationId }, query: { page: 1, per_page: 100 } }),
      providesTags: ['EmailTemplateFolder'],
    }),
    createTemplate: b.mutation<
      EmailTemplate,
      { organizationId: number; body: TemplateBody & { folder: number | null; base_template: number | null } }
    >({
      query: ({ organizationId, body }) =>
        requestOf(api.templates.create, { path: { orgId: organizationId }, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailTemplate', 'EmailTemplateFolder']),
    }),
    /** An image for the email (multipart, field file): its public URL. */
    uploadEmailImage: b.mutation<{ url: string }, { organizationId: number; file: File }>({
      query: ({ organizationId, file }) => {
        const form = new FormData();
        form.append('file', file, file.name);
        return requestOf(api.images.upload, { path: { orgId: organizationId }, body: form });
      },
    }),
    updateTemplate: b.mutation<EmailTemplate, { organizationId: number; id: number; body: TemplateBody }>({
      query: ({ organizationId, id, body }) =>
        requestOf(api.templates.update, { path: { orgId: organizationId, id }, body }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailTemplate']),
    }),
  }),
});

export const {
  useBuilderTemplateQuery,
  useBuilderLibraryTemplateQuery,
  useBuilderFoldersQuery,
  useCreateTemplateMutation,
  useUpdateTemplateMutation,
  useUploadEmailImageMutation,
} = builderApi;
