/** A valid location form (settings and first-time setup send it), with `over` applied. */
export const locationBody = (over: object = {}) => ({
  name: 'Head office',
  description: 'Downtown',
  phone_number: '+15551234567',
  address: '1 Main St',
  website: 'acme.test',
  timezone: 'America/Chicago',
  city: 'Springfield',
  zip_code: '12345',
  state: 'IL',
  email: 'office@acme.test',
  is_main: false,
  ...over,
});
