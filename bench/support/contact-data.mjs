// What both contact benchmarks generate their contacts from, and how a contact's row stores them (as the API does).

export const COMPANY_KIND = [
  'Insurance',
  'Agency',
  'Group',
  'LLC',
  'Partners',
  'Holdings',
  'Brokers',
  'Associates',
];
export const DOMAINS = [
  'gmail.com',
  'yahoo.com',
  'outlook.com',
  'hotmail.com',
  'icloud.com',
  'aol.com',
  'example.com',
];

/** The lower-cased copy the leads table keeps of a name, company or address. */
export const lower = (v) => (v == null ? null : v.toLowerCase());

/** The `amounts` column of a new contact. */
export const NEW_LEAD_AMOUNTS = JSON.stringify({
  revenue_from: null,
  revenue_to: null,
  revenue_probability: null,
  win_amount: null,
  total_sales: 0,
});

/** The leads columns both benchmarks write, in the order of storedLead's values (a benchmark's own columns follow). */
export const LEAD_COLUMNS = [
  'organization_id',
  'first_name',
  'last_name',
  'company_name',
  'first_name_normalized',
  'last_name_normalized',
  'company_name_normalized',
  'email',
  'cell_phone',
  'fsm_state',
  'city',
  'state',
  'zip_code',
  'amounts',
  'social',
  'imported',
  'created_at',
  'updated_at',
];

/** A new contact's values for LEAD_COLUMNS, in the form the API stores them (lower-cased copies and address). */
export const storedLead = ({
  orgId,
  first,
  last,
  company,
  email,
  phone,
  stage,
  city,
  st,
  zip,
  imported,
  createdAt,
}) => [
  orgId,
  first,
  last,
  company,
  lower(first),
  lower(last),
  lower(company),
  lower(email),
  phone,
  stage,
  city,
  st,
  zip,
  NEW_LEAD_AMOUNTS,
  '[]',
  imported,
  createdAt,
  createdAt,
];
