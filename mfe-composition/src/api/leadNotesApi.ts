import {
  type Associate,
  type LeadNote,
  leadNotesEndpoints as api,
  requestOf,
  type ResponseOf,
  type NoteInput,
  type SocialProfile,
  type SocialProfileInput,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';
import { addRecord, deleteRecord, leadTags, updateRecord } from './leadRecordCalls';

// Every write on a contact's notes or social profiles is written to its history.
const notes = leadTags('Note');
const noteWrites = leadTags('Note', 'History');
// Social profiles are the lead's `social` field: the record (Info) reads them too.
const social = leadTags('Lead', 'History');

export const leadNotesApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    leadNotes: build.query<ResponseOf<typeof api.list>, { leadId: number; perPage: number }>({
      query: ({ leadId, perPage }) =>
        requestOf(api.list, { path: { leadId }, query: { page: 1, per_page: perPage } }),
      providesTags: (_r, _e, { leadId }) => notes(leadId),
    }),
    addLeadNote: addRecord<LeadNote, NoteInput>(build, api.create, noteWrites),
    updateLeadNote: updateRecord<LeadNote, NoteInput>(build, api.update, noteWrites),
    deleteLeadNote: deleteRecord(build, api.remove, noteWrites),
    leadAssociates: build.query<Associate[], number>({
      query: (leadId) => requestOf(api.associates, { path: { leadId } }),
      providesTags: (_r, _e, leadId) => [{ type: 'Associate', id: leadId }, 'Lead'],
    }),
    socialProfiles: build.query<SocialProfile[], number>({
      query: (leadId) => requestOf(api.socialList, { path: { leadId } }),
      providesTags: (_r, _e, leadId) => [{ type: 'Lead', id: leadId }],
    }),
    addSocialProfile: build.mutation<SocialProfile, { leadId: number; body: SocialProfileInput }>({
      query: ({ leadId, body }) => requestOf(api.socialAdd, { path: { leadId }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : social(leadId)),
    }),
    updateSocialProfile: build.mutation<
      SocialProfile,
      { leadId: number; index: number; body: SocialProfileInput }
    >({
      query: ({ leadId, index, body }) => requestOf(api.socialUpdate, { path: { leadId, index }, body }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : social(leadId)),
    }),
    deleteSocialProfile: build.mutation<void, { leadId: number; index: number }>({
      query: ({ leadId, index }) => requestOf(api.socialRemove, { path: { leadId, index } }),
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
