import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { mockApi, type RecordedCall } from '@ensemble/shared-ui/testing';
import { organizationsPage } from '../../test/fixtures';
import { currentUrl, renderAt } from '../../test/render';

/** Answers like the API: the requested page of `total` organizations named 'Organization <id>'. */
function organizationsApi(total: number) {
  return (call: RecordedCall) => {
    const page = Number(call.query.page);
    const perPage = Number(call.query.per_page);
    const all = Array.from({ length: total }, (_, i) => i + 1).filter(
      (id) => !call.query.search || `organization ${id}`.includes(call.query.search.toLowerCase()),
    );
    return { body: organizationsPage(all.slice((page - 1) * perPage, page * perPage), all.length) };
  };
}

const pagination = () => screen.queryByRole('navigation', { name: 'Organization pages' });

describe('select organization', () => {
  it('needs a session', async () => {
    mockApi({ 'GET /organization/': organizationsApi(2) });
    renderAt('/select-organization');
    await waitFor(() => expect(currentUrl()).toBe('/'));
  });

  it('shows five per page and paginates only above five', async () => {
    const api = mockApi({ 'GET /organization/': organizationsApi(12) });
    const { user } = renderAt('/select-organization', { loggedIn: true });
    const list = await screen.findByRole('list', { name: 'Organizations' });
    expect(within(list).getAllByRole('button')).toHaveLength(5);
    expect(api.callsTo('GET /organization/')[0]?.query).toEqual({ page: '1', per_page: '5' });
    expect(pagination()).toBeInTheDocument();

    await user.click(within(pagination() as HTMLElement).getByText('2'));
    expect(await screen.findByText('Organization 6')).toBeInTheDocument();
    expect(api.callsTo('GET /organization/').at(-1)?.query).toEqual({ page: '2', per_page: '5' });
  });

  it('has no pagination with exactly five organizations', async () => {
    mockApi({ 'GET /organization/': organizationsApi(5) });
    renderAt('/select-organization', { loggedIn: true });
    expect(await screen.findByText('Organization 5')).toBeInTheDocument();
    expect(pagination()).not.toBeInTheDocument();
  });

  it("says 'No organizations found' when nothing matches", async () => {
    mockApi({ 'GET /organization/': { body: { results: [], count: 0 } } });
    renderAt('/select-organization', { loggedIn: true });
    expect(await screen.findByText('No organizations found')).toBeInTheDocument();
    expect(messages.noOrganizationsFound).toBe('No organizations found');
  });

  it('searches once the typing pauses, from the first page', async () => {
    const api = mockApi({ 'GET /organization/': organizationsApi(12) });
    const { user } = renderAt('/select-organization', { loggedIn: true });
    await screen.findByText('Organization 1');
    await user.click(within(pagination() as HTMLElement).getByText('2'));
    await screen.findByText('Organization 6');

    await user.type(screen.getByRole('searchbox', { name: 'Search organizations' }), '11');
    expect(await screen.findByText('Organization 11')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Organization 6')).not.toBeInTheDocument());
    const searches = api.callsTo('GET /organization/').filter((c) => c.query.search);
    // One request for the whole word, not one per key.
    expect(searches.map((c) => c.query)).toEqual([{ page: '1', per_page: '5', search: '11' }]);
    expect(pagination()).not.toBeInTheDocument();
  });

  it.each([
    { edition: 'full', target: '/dashboard/3' },
    { edition: 'social', target: '/rhapsody/social/3' },
  ] as const)('opens the chosen organization at its home ($edition edition)', async ({ edition, target }) => {
    mockApi({ 'GET /organization/': organizationsApi(4) });
    const { user } = renderAt('/select-organization', { loggedIn: true, edition });
    await user.click(await screen.findByRole('button', { name: /Organization 3/ }));
    await waitFor(() => expect(currentUrl()).toBe(target));
    expect(session.get().organizationId).toBe(3);
  });

  it('offers to add another organization', async () => {
    mockApi({ 'GET /organization/': organizationsApi(2), 'GET /industry/': { body: [] } });
    const { user } = renderAt('/select-organization', { loggedIn: true });
    await user.click(screen.getByRole('button', { name: /Add organization/ }));
    await waitFor(() => expect(currentUrl()).toBe('/company-details'));
  });

  it('logs out', async () => {
    const api = mockApi({ 'GET /organization/': organizationsApi(2), 'POST /auth/logout/': { status: 204 } });
    const { user } = renderAt('/select-organization', { loggedIn: true });
    await user.click(screen.getByRole('button', { name: /Log out/ }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(session.isAuthenticated()).toBe(false);
    expect(api.callsTo('POST /auth/logout/')[0]?.body).toEqual({ refresh: 'refresh-1' });
  });
});
