import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import {
  leadActionEndpoints,
  leadBulkEndpoints,
  leadStageEndpoints,
  leadStageKeys,
  requestOf,
  type FsmState,
  type LeadHistoryResponse,
  type LeadRecord,
  type MoveInput,
  type MoveQueued,
  type MoveResult,
  type TransitionResult,
} from '@ensemble/contracts';
import { compositionApi } from './compositionApi';

export interface LeadRef {
  organizationId: number;
  stage: FsmState;
  id: number;
  /** Opportunities only: the list in the record's route. */
  listId?: number | null;
}

/** The stage's own GET (spec 2 §7): the server answers 404 when the contact is not in that stage (or list). */
const leadRequest = ({ organizationId, stage, id, listId }: LeadRef) =>
  requestOf(leadStageEndpoints[leadStageKeys[stage] ?? 'others'].get, {
    path: { orgId: organizationId, listId: listId ?? 0, id },
  });

/** The path of that GET. */
export const leadPath = (ref: LeadRef): string => leadRequest(ref).url;

/** Stages whose GET needs nothing but the id, so a moved contact can be found again from its id alone. */
const locatable: FsmState[] = ['Prospect', 'Client', 'Former Clients', 'Other'];

export interface TransitionRequest {
  /** A transition path from contracts leadsPaths (promote, demote, set_as_former, promote_to_client). */
  path: string;
  body?: Record<string, unknown>;
  leadId: number;
}

// A transition moves the contact between stage lists (and opportunity lists' counts): every list refreshes.
const transitionTags = (leadId: number) => [
  'Lead' as const,
  'LeadList' as const,
  { type: 'History' as const, id: leadId },
];

export const leadRecordApi = compositionApi.injectEndpoints({
  endpoints: (build) => ({
    recordLead: build.query<LeadRecord, LeadRef>({
      query: (ref) => leadRequest(ref),
      providesTags: (_r, _e, ref) => [{ type: 'Lead', id: ref.id }],
    }),
    /**
     * Where a contact that left the route's stage went: tries the other stages' GETs in turn, null when none
     * has it (deleted, another organization, or an opportunity: those need their list to be read).
     */
    locateLead: build.query<LeadRecord | null, { organizationId: number; id: number; except: FsmState }>({
      async queryFn({ organizationId, id, except }, _api, _extra, baseQuery) {
        for (const stage of locatable) {
          if (stage === except) continue;
          const res = await baseQuery(leadRequest({ organizationId, stage, id }));
          if (res.data) return { data: res.data as LeadRecord };
          const status = (res.error as FetchBaseQueryError | undefined)?.status;
          if (status !== 404) return { error: res.error as FetchBaseQueryError };
        }
        return { data: null };
      },
      // A later transition moves the contact again.
      providesTags: ['Lead'],
    }),
    recordHistory: build.query<LeadHistoryResponse, number>({
      query: (leadId) => requestOf(leadActionEndpoints.history, { path: { leadId } }),
      providesTags: (_r, _e, leadId) => [{ type: 'History', id: leadId }],
    }),
    removeLeadTag: build.mutation<
      { detail: string; count: number },
      { organizationId: number; groupId: number; leadId: number }
    >({
      query: ({ organizationId, groupId, leadId }) =>
        requestOf(leadActionEndpoints.removeLeads, {
          path: { orgId: organizationId, id: groupId },
          body: { lead_ids: [leadId] },
        }),
      invalidatesTags: (_r, _e, { leadId }) => [
        { type: 'Lead', id: leadId },
        { type: 'History', id: leadId },
        'Tag',
      ],
    }),
    transitionLead: build.mutation<TransitionResult, TransitionRequest>({
      query: ({ path, body }) => ({ url: path, method: 'POST', body: body ?? {} }),
      invalidatesTags: (_r, error, { leadId }) => (error ? [] : transitionTags(leadId)),
    }),
    moveProspect: build.mutation<
      MoveResult | MoveQueued,
      { organizationId: number; body: Pick<MoveInput, 'mode' | 'lead_list_id' | 'title' | 'ids'> }
    >({
      query: ({ organizationId, body }) =>
        requestOf(leadBulkEndpoints.prospects.move, { path: { orgId: organizationId }, body }),
      invalidatesTags: (_r, error, { body }) => (error ? [] : transitionTags(body.ids[0] ?? 0)),
    }),
  }),
});

export const {
  useRecordLeadQuery,
  useLocateLeadQuery,
  useRecordHistoryQuery,
  useRemoveLeadTagMutation,
  useTransitionLeadMutation,
  useMoveProspectMutation,
} = leadRecordApi;
