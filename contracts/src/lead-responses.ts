/**
 * The response bodies of the contacts calls as JSON Schema (leads-endpoints.ts), beside the
 * TypeScript types they describe (leads-api.ts, lead-actions-api.ts). Shared by the endpoint declarations only:
 * not exported from the package.
 */
import { fsmStates } from './leads-api';
import { js } from './json-schema';

const idName = js.obj({ id: js.int, name: js.str });
const fsmState = js.oneOf(...fsmStates);
const jobStatus = js.oneOf('pending', 'processing', 'done', 'failed');

/** LeadIdentity without its id: who a contact is, in every answer that names one. */
export const leadIdentityFields = {
  first_name: js.strNull,
  last_name: js.strNull,
  company_name: js.strNull,
  email: js.strNull,
  cell_phone: js.strNull,
};

/** LeadRecord: a contact as every stage answers it. */
export const leadRecordResponse = js.obj({
  id: js.int,
  organization: js.int,
  ...leadIdentityFields,
  gender: js.strNull,
  birthday: js.strNull,
  job_title: js.strNull,
  website_url: js.strNull,
  address: js.strNull,
  city: js.strNull,
  state: js.strNull,
  zip_code: js.strNull,
  industry: js.strNull,
  lead_source_id: js.intNull,
  lead_source: js.nullable(idName),
  account_rep: js.intNull,
  sales_rep: js.intNull,
  service_rep: js.intNull,
  representatives: js.obj({ account_name: js.strNull, sales_name: js.strNull, service_name: js.strNull }),
  sales_status: js.strNull,
  revenue_from: js.numNull,
  revenue_to: js.numNull,
  revenue_probability: js.numNull,
  win_amount: js.numNull,
  win_ammount: js.numNull,
  temperature: js.intNull,
  social: js.arr(js.obj({ network: js.str, url: js.str })),
  imported: js.int,
  lead_list_id: js.intNull,
  lead_list: js.obj({ id: js.int, title: js.str }, { nullable: true }),
  groups: js.arr(idName),
  total_sales: js.num,
  came_from_list: js.strNull,
  fsm_state: fsmState,
  created_at: js.dateTime,
  updated_at: js.dateTime,
});

/** OpportunityList, with its leads_count. */
export const opportunityListResponse = js.obj({
  id: js.int,
  title: js.str,
  created_at: js.dateTime,
  leads_count: js.int,
  organization_id: js.int,
  kind: js.oneOf('opportunity', 'demoted', 'unallocated'),
});

/** TransitionResult: where one contact went. */
export const transitionResponse = js.obj({
  detail: js.str,
  id: js.int,
  fsm_state: fsmState,
  opportunity_list_id: js.intNull,
});

/** BulkQueued: the 202 answer of a bulk action run as a job. */
export const bulkQueuedResponse = js.obj({ detail: js.str, job_id: js.int });

/** BulkTransitionResult. */
export const bulkTransitionResponse = js.obj({
  detail: js.str,
  count: js.int,
  opportunity_list_id: js.intNull,
});

/** `{ detail, count }`: the tag actions. */
export const countResponse = js.obj({ detail: js.str, count: js.int });

export const moveResponse = js.obj({ detail: js.str, count: js.int, opportunity_list_id: js.int });
export const moveQueuedResponse = js.obj({ detail: js.str, job_id: js.int, opportunity_list_id: js.int });

export const moveJobResponse = js.obj({
  id: js.int,
  kind: js.str,
  status: jobStatus,
  processed: js.int,
  error: js.strNull,
  created_at: js.dateTime,
  finished_at: js.dateTimeNull,
});

export const leadSearchPageResponse = js.obj({
  results: js.arr(
    js.obj({
      id: js.int,
      ...leadIdentityFields,
      fsm_state: fsmState,
      lead_list_id: js.intNull,
    }),
  ),
  next: js.intNull,
});

export const globalSearchResponse = js.obj({
  results: js.arr(
    js.obj({
      id: js.int,
      name: js.str,
      email: js.strNull,
      cell_phone: js.strNull,
      fsm_state: fsmState,
      route: js.str,
    }),
  ),
});

const historyEntry = js.obj({
  id: js.int,
  time: js.dateTime,
  action: js.str,
  user: js.obj({ firstName: js.str, lastName: js.str }, { nullable: true }),
  field: js.strNull,
  old_value: js.strNull,
  new_value: js.strNull,
  value: js.str,
  noteAction: js.strNull,
  subject: js.strNull,
  status: js.strNull,
  opened: { type: 'boolean', nullable: true },
  clicked: { type: 'boolean', nullable: true },
  mongo_id: js.strNull,
  type: js.str,
});

/** LeadHistoryResponse: the contact's history and each note's own. */
export const leadHistoryResponse = js.obj({
  history: js.arr(historyEntry),
  notes_history: js.arr(js.obj({ note_id: js.int, history: js.arr(historyEntry) })),
});
