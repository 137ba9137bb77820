import type { LeadRecord, OpportunityList } from '@ensemble/contracts';
import { ORG } from './fetchMock';

export function aLead(id: number, over: Partial<LeadRecord> = {}): LeadRecord {
  return {
    id,
    organization: ORG,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    company_name: `Company ${id}`,
    email: `lead${id}@example.test`,
    cell_phone: `+1201555${String(1000 + id)}`,
    gender: null,
    birthday: null,
    job_title: null,
    website_url: null,
    address: null,
    city: null,
    state: null,
    zip_code: null,
    industry: null,
    lead_source_id: null,
    lead_source: null,
    account_rep: null,
    sales_rep: null,
    service_rep: null,
    representatives: { account_name: null, sales_name: null, service_name: null },
    sales_status: null,
    revenue_from: null,
    revenue_to: null,
    revenue_probability: null,
    win_amount: null,
    win_ammount: null,
    temperature: null,
    social: [],
    imported: 0,
    lead_list_id: null,
    lead_list: null,
    groups: [],
    total_sales: 0,
    came_from_list: null,
    fsm_state: 'Other',
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...over,
  };
}

/** A contact of opportunity list 9 ("Spring fair"). */
export function aListContact(id: number, over: Partial<LeadRecord> = {}): LeadRecord {
  return aLead(id, {
    company_name: null,
    cell_phone: null,
    win_amount: 7,
    win_ammount: 7,
    lead_list_id: 9,
    lead_list: { id: 9, title: 'Spring fair' },
    fsm_state: 'Opportunity',
    created_at: '2026-03-04T10:00:00.000Z',
    updated_at: '2026-03-04T10:00:00.000Z',
    ...over,
  });
}

export function aList(id: number, title: string, over: Partial<OpportunityList> = {}): OpportunityList {
  return {
    id,
    title,
    created_at: '2026-03-04T10:00:00.000Z',
    leads_count: 0,
    organization_id: ORG,
    kind: 'opportunity',
    ...over,
  };
}
