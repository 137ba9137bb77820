import type { Organization, Paginated } from '@ensemble/contracts';

export { aUser } from '@ensemble/shared-ui/testing';

export function anOrganization(id: number, overrides: Partial<Organization> = {}): Organization {
  return {
    id,
    name: `Organization ${id}`,
    email: `org${id}@example.com`,
    industry: 1,
    logo: null,
    seat_number: 1,
    used_seats: 1,
    package_id: null,
    stripe_customer_id: null,
    is_subscribed: false,
    eula: 0,
    last_eula: 0,
    deletions: [],
    email_change_token_expiration: null,
    email_change_new_email: null,
    is_owner: true,
    created_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A page of organizations as GET /organization/ answers it, with `count` possibly above the page. */
export function organizationsPage(ids: number[], count = ids.length): Paginated<Organization> {
  return { results: ids.map((id) => anOrganization(id)), count };
}
