import type { FsmState, LeadInput } from '@ensemble/contracts';

/**
 * A handful of contacts in every stage for the demo organization, so a newcomer's first look at the contact
 * screens isn't five empty tables. Emails use the reserved example.com domain. Each has a postal address, so the
 * post card screens count them as recipients.
 */
type DemoContact = Pick<
  LeadInput,
  'first_name' | 'last_name' | 'company_name' | 'cell_phone' | 'address' | 'city' | 'state' | 'zip_code'
> & {
  stage: FsmState;
};

const people: [string, string, string, FsmState][] = [
  ['Ava', 'Martinez', 'Martinez Bakery', 'Opportunity'],
  ['Liam', 'Nguyen', 'Nguyen Auto Repair', 'Opportunity'],
  ['Sophia', 'Patel', 'Patel Family Dental', 'Opportunity'],
  ['Noah', 'Johnson', 'Johnson Roofing', 'Opportunity'],
  ['Mia', 'Brown', 'Brown & Co. Realty', 'Opportunity'],
  ['Ethan', 'Garcia', 'Garcia Landscaping', 'Prospect'],
  ['Isabella', 'Kim', 'Kim Yoga Studio', 'Prospect'],
  ['Lucas', 'Walker', 'Walker Plumbing', 'Prospect'],
  ['Emma', 'Davis', 'Davis Veterinary', 'Client'],
  ['Oliver', 'Lopez', 'Lopez Trucking', 'Client'],
  ['Charlotte', 'Wilson', 'Wilson Florists', 'Client'],
  ['James', 'Anderson', 'Anderson Law Office', 'Client'],
  ['Amelia', 'Thomas', 'Thomas Coffee Roasters', 'Former Clients'],
  ['Benjamin', 'Moore', 'Moore Fitness', 'Former Clients'],
  ['Harper', 'Jackson', 'Jackson Photography', 'Other'],
  ['Elijah', 'White', 'White Electric', 'Other'],
];

export const DEMO_LIST_TITLE = 'Spring referrals';

export const DEMO_CONTACTS: DemoContact[] = people.map(([first, last, company, stage], i) => ({
  stage,
  first_name: first,
  last_name: last,
  company_name: company,
  // 555-01xx numbers are reserved for fiction.
  cell_phone: `+1512555${String(100 + i).padStart(4, '0')}`,
  address: `${120 + i * 14} Congress Ave`,
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
}));

export const demoEmail = (c: DemoContact) => `${c.first_name}.${c.last_name}@example.com`.toLowerCase();
