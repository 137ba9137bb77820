import {
  type Associate,
  type LeadNote,
  leadNotesPaths,
  type NoteInput,
  type Paginated,
  type SocialProfile,
  type SocialProfileInput,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

// Every write on a contact's notes or social profiles is written to its history.
const history = (leadId: number) => ({ type: 'History' as const, id: leadId });
const notes = (leadId: number) => ({ type: 'Note' as const, id: leadId });
// Social profiles are the lead's `social` field: the record (Info) reads them too.
const social = (leadId: number) => [{ type: 'Lead' as const, id: leadId }, history(leadId)];

export const leadNotesApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadNotes: build.query<Paginated<LeadNote>, { leadId: number; perPage: number }>({
      query: ({ leadId, perPage }) => ({
        url: leadNotesPaths.notes(leadId),
        params: { page: 1, per_page: perPage },
      }),
      providesTags: (_r, _e, { leadId }) => [notes(leadId)],
    }),
    addLeadNote: build.mutation<LeadNote, { leadId: number; body: NoteInput }>({
      query: ({ leadId, body }) => ({ url: leadNotesPaths.notes(leadId), method: 'POST', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [notes(leadId), history(leadId)]),
    }),
    updateLeadNote: build.mutation<LeadNote, { leadId: number; id: number; body: NoteInput }>({
      query: ({ leadId, id, body }) => ({ url: leadNotesPaths.note(leadId, id), method: 'PUT', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [notes(leadId), history(leadId)]),
    }),
    deleteLeadNote: build.mutation<void, { leadId: number; id: number }>({
      query: ({ leadId, id }) => ({ url: leadNotesPaths.note(leadId, id), method: 'DELETE' }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : [notes(leadId), history(leadId)]),
    }),
    leadAssociates: build.query<Associate[], number>({
      query: (leadId) => leadNotesPaths.associates(leadId),
      providesTags: (_r, _e, leadId) => [{ type: 'Associate', id: leadId }, 'Lead'],
    }),
    socialProfiles: build.query<SocialProfile[], number>({
      query: (leadId) => leadNotesPaths.social(leadId),
      providesTags: (_r, _e, leadId) => [{ type: 'Lead', id: leadId }],
    }),
    addSocialProfile: build.mutation<SocialProfile, { leadId: number; body: SocialProfileInput }>({
      query: ({ leadId, body }) => ({ url: leadNotesPaths.social(leadId), method: 'POST', body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : social(leadId)),
    }),
    updateSocialProfile: build.mutation<
      SocialProfile,
      { leadId: number; index: number; body: SocialProfileInput }
    >({
      query: ({ leadId, index, body }) => ({
        url: leadNotesPaths.socialProfile(leadId, index),
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : social(leadId)),
    }),
    deleteSocialProfile: build.mutation<void, { leadId: number; index: number }>({
      query: ({ leadId, index }) => ({ url: leadNotesPaths.socialProfile(leadId, index), method: 'DELETE' }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : social(leadId)),
    }),
  }),
});

export const {
  useLeadNotesQuery,
  useAddLeadNoteMutation,
  useUpdateLeadNoteMutation,
  useDeleteLeadNoteMutation,
  useLeadAssociatesQuery,
  useSocialProfilesQuery,
  useAddSocialProfileMutation,
  useUpdateSocialProfileMutation,
  useDeleteSocialProfileMutation,
} = leadNotesApi;
