/**
 * Issue 6 contract, second slice: tags on contacts, recipient and global search, move-to and the background
 * contact jobs (spec 2 §4, §7). The calls are declared in leads-endpoints.ts.
 */
import * as yup from 'yup';
import {
  type FsmState,
  type LeadIdentity,
  fsmStates,
  leadsMessages,
  optionalIdSchema,
  promoteToOpportunitySchema,
} from './leads-api';
import { messages } from './messages';

type Id = number | string;

export interface LeadSearchResult extends LeadIdentity {
  fsm_state: FsmState;
  lead_list_id: number | null;
}
export interface LeadSearchPage {
  results: LeadSearchResult[];
  /** The next page number, or null on the last page. */
  next: number | null;
}
export interface GlobalSearchResult {
  id: number;
  name: string;
  email: string | null;
  cell_phone: string | null;
  fsm_state: FsmState;
  /** The record page it opens (spec 2 §2 routes). */
  route: string;
}

export interface MoveResult {
  detail: string;
  count: number;
  opportunity_list_id: number;
}
export interface MoveQueued {
  detail: string;
  job_id: number;
  opportunity_list_id: number;
}
export type LeadJobStatus = 'pending' | 'processing' | 'done' | 'failed';
export interface MoveJob {
  id: number;
  kind: string;
  status: LeadJobStatus;
  processed: number;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

export const leadsExtraMessages = {
  // spec 2 §5, §8
  noTagsSelected: 'None of the tags have been selected.',
  tagsNotCreated: 'Tags have not been created yet.',
  unableAddTag: 'Unable to add tag',
  movingInBackground: 'Moving is being performed in the background...',
  moveFailed: 'Something went wrong. Please, try again.',
  noHistory: 'No history to display',
  // ours
  tagsAdded: 'Tags added successfully',
  tagsRemoved: 'Tags removed successfully',
  contactsMoved: 'Contacts moved successfully',
  globalSearchNoResults: 'No results',
} as const;

export const leadsExtraConstants = {
  searchPageSize: 50,
  globalSearchMinChars: 3,
  globalSearchMax: 50,
  /** Larger selections (and move_all) run as a job. */
  moveSyncMax: 500,
} as const;

const idList = (message: string) =>
  yup.array(yup.number().typeError(message).integer(message).required()).min(1, message).required(message);

export const addGroupsToLeadsSchema = yup.object({
  lead_ids: idList(leadsMessages.idsRequired),
  group_ids: idList(leadsExtraMessages.noTagsSelected),
  /** The stage the contacts were picked in (optional: any stage). */
  fsm_state: yup
    .string()
    .oneOf([...fsmStates], messages.invalidChoice)
    .nullable()
    .transform((v: string | null) => (v === '' ? null : v)),
  lead_list_id: optionalIdSchema,
  is_add: yup.boolean().default(true),
});
export type AddGroupsToLeadsInput = yup.InferType<typeof addGroupsToLeadsSchema>;

export const removeLeadsFromGroupSchema = yup.object({ lead_ids: idList(leadsMessages.idsRequired) });

/** Move-to (spec 2 §4): into an existing list or a new one by title; ids, or every contact of the stage. */
export const moveSchema = promoteToOpportunitySchema.shape({
  move_all: yup.boolean().default(false),
  ids: yup
    .array(yup.number().integer().required())
    .default([])
    .when('move_all', {
      is: false,
      then: (s) => s.min(1, leadsMessages.idsRequired),
    }),
});
export type MoveInput = yup.InferType<typeof moveSchema>;

/** The record page of a contact (spec 2 §2 routes); the bucket decides which one. */
export function leadRecordRoute(
  orgId: Id,
  l: { id: number; fsm_state: FsmState | string; lead_list_id: number | null },
): string {
  switch (l.fsm_state) {
    case 'Opportunity':
      return `/composition/opportunity-lists/${orgId}/list/${l.lead_list_id ?? 0}/contact/${l.id}`;
    case 'Prospect':
      return `/composition/prospects/${orgId}/prospect/${l.id}`;
    case 'Client':
      return `/composition/clients/${orgId}/client/${l.id}`;
    case 'Former Clients':
      return `/composition/former-clients/${orgId}/former-client/${l.id}`;
    default:
      return `/composition/others/${orgId}/other/${l.id}`;
  }
}

/** The recipient pickers' search (ours): prefix search over every stage, newest first. */
export const leadSearchQuerySchema = yup.object({
  query: yup.string().trim().max(200).default(''),
  page: yup.number().integer().min(1).default(1),
  per_page: yup
    .number()
    .integer()
    .min(1)
    .max(leadsExtraConstants.searchPageSize)
    .default(leadsExtraConstants.searchPageSize),
});
export type LeadSearchQuery = yup.InferType<typeof leadSearchQuerySchema>;

/** The toolbar search: shorter than leadsExtraConstants.globalSearchMinChars answers no results. */
export const globalSearchQuerySchema = yup.object({ query: yup.string().trim().max(200).default('') });
export type GlobalSearchQuery = yup.InferType<typeof globalSearchQuerySchema>;
