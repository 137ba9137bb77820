// What the contact benchmarks generate their contacts from, and how a contact's row stores them (as the API does).
import { randomSource } from './api-under-test.mjs';

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

const CLIENT_FIRST =
  'James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth José Zoë Renée Ann'.split(' ');
const CLIENT_LAST =
  'Smith Johnson Williams Brown Jones Garcia Miller Davis Nguyen Müller O’Brien Walker'.split(' ');

/**
 * `count` clients of the organization inserted raw, 1,000 a statement, as the API stores them (the sending
 * benches' recipients): contact i has the email `contact{i}@recipients.test` and the cell phone `phone(i)` (none
 * by default), a name drawn by `randomSource(seed)`. The people written, in order ({ email, phone, first, last }).
 */
export async function insertClients(pool, orgId, count, { seed, phone = () => null }) {
  const { rnd, pick } = randomSource(seed);
  const people = [];
  const sql = `INSERT INTO leads (${LEAD_COLUMNS.join(', ')}) VALUES ?`;
  for (let n = 0; n < count; n += 1000) {
    const rows = [];
    for (let i = n; i < Math.min(count, n + 1000); i += 1) {
      const person = {
        email: `contact${i}@recipients.test`,
        phone: phone(i),
        first: pick(CLIENT_FIRST),
        last: pick(CLIENT_LAST),
      };
      people.push(person);
      rows.push(
        storedLead({
          orgId,
          first: person.first,
          last: person.last,
          company: null,
          email: person.email,
          phone: person.phone,
          stage: 'Client',
          city: 'Austin',
          st: 'TX',
          zip: '73301',
          imported: 0,
          createdAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 365 * 86400_000)),
        }),
      );
    }
    await pool.query(sql, [rows]);
  }
  return people;
}
