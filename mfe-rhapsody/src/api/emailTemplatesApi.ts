import {
  type EmailTemplate,
  type EmailTemplateFolder,
  type EmailTemplateSummary,
  emailConstants,
  emailEndpoints,
  type IsUsed,
  type Paginated,
  requestOf,
} from '@ensemble/contracts';
import { rhapsodyApi } from './rhapsodyApi';

const api = emailEndpoints.templates;
const folders = emailEndpoints.folders;
const library = emailEndpoints.library;

interface Org {
  organizationId: number;
}
interface OrgItem extends Org {
  id: number;
}

/** HTML templates, their folders and the shared library (spec 3 §2 Email, §7 Templates). */
export const emailTemplatesApi = rhapsodyApi.injectEndpoints({
  endpoints: (b) => ({
    emailTemplates: b.query<
      Paginated<EmailTemplateSummary>,
      Org & { folder: number | null; search: string; page?: number; perPage?: number }
    >({
      query: ({ organizationId, folder, search, page = 1, perPage = emailConstants.templatesPageSize }) =>
        requestOf(api.list, {
          path: { orgId: organizationId },
          query: {
            page,
            per_page: perPage,
            ...(search ? { search } : {}),
            ...(folder != null ? { folder } : {}),
          },
        }),
      providesTags: ['EmailTemplate'],
    }),
    emailTemplate: b.query<EmailTemplate, OrgItem>({
      query: ({ organizationId, id }) => requestOf(api.get, { path: { orgId: organizationId, id } }),
      providesTags: (_r, _e, { id }) => [{ type: 'EmailTemplate', id }],
    }),
    updateEmailTemplate: b.mutation<
      EmailTemplate,
      OrgItem & { body: { title?: string; folder?: number | null } }
    >({
      query: ({ organizationId, id, body }) =>
        requestOf(api.update, { path: { orgId: organizationId, id }, body }),
      // A move changes two folders' counts.
      invalidatesTags: (_r, error) => (error ? [] : ['EmailTemplate', 'EmailFolder']),
    }),
    /** Asked before deleting: never cached, a template's use changes as emails go out. */
    emailTemplateIsUsed: b.mutation<IsUsed, OrgItem>({
      query: ({ organizationId, id }) => requestOf(api.isUsed, { path: { orgId: organizationId, id } }),
    }),
    deleteEmailTemplate: b.mutation<void, OrgItem>({
      query: ({ organizationId, id }) => requestOf(api.remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailTemplate', 'EmailFolder']),
    }),
    duplicateEmailTemplate: b.mutation<EmailTemplate, OrgItem>({
      query: ({ organizationId, id }) => requestOf(api.duplicate, { path: { orgId: organizationId, id } }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailTemplate', 'EmailFolder']),
    }),
    emailFolders: b.query<Paginated<EmailTemplateFolder>, Org>({
      // Folders are few: one page of the largest size holds them.
      query: ({ organizationId }) =>
        requestOf(folders.list, { path: { orgId: organizationId }, query: { page: 1, per_page: 100 } }),
      providesTags: ['EmailFolder'],
    }),
    createEmailFolder: b.mutation<EmailTemplateFolder, Org & { name: string }>({
      query: ({ organizationId, name }) =>
        requestOf(folders.create, { path: { orgId: organizationId }, body: { name } }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailFolder']),
    }),
    renameEmailFolder: b.mutation<EmailTemplateFolder, OrgItem & { name: string }>({
      query: ({ organizationId, id, name }) =>
        requestOf(folders.update, { path: { orgId: organizationId, id }, body: { name } }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailFolder']),
    }),
    deleteEmailFolder: b.mutation<void, OrgItem>({
      query: ({ organizationId, id }) => requestOf(folders.remove, { path: { orgId: organizationId, id } }),
      invalidatesTags: (_r, error) => (error ? [] : ['EmailFolder', 'EmailTemplate']),
    }),
    libraryFolders: b.query<EmailTemplateFolder[], void>({
      query: () => requestOf(library.folders),
    }),
    libraryTemplates: b.query<EmailTemplateSummary[], { folder: number | null }>({
      query: ({ folder }) => requestOf(library.templates, folder != null ? { query: { folder } } : {}),
    }),
  }),
});

export const {
  useEmailTemplatesQuery,
  useEmailTemplateQuery,
  useUpdateEmailTemplateMutation,
  useEmailTemplateIsUsedMutation,
  useDeleteEmailTemplateMutation,
  useDuplicateEmailTemplateMutation,
  useEmailFoldersQuery,
  useCreateEmailFolderMutation,
  useRenameEmailFolderMutation,
  useDeleteEmailFolderMutation,
  useLibraryFoldersQuery,
  useLibraryTemplatesQuery,
} = emailTemplatesApi;
