import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { mockApi, type RecordedCall } from '@ensemble/shared-ui/testing';
import { organizationsPage } from '../../test/fixtures';
import { currentUrl, renderAt } from '../../test/render';

// antd screens on a busy two-core machine can take a few seconds to settle.

function organizations(total: number) {
  return (call: RecordedCall) => {
    const page = Number(call.query.page);
    const perPage = Number(call.query.per_page);
    const ids = Array.from({ length: total }, (_, i) => i + 1);
    return { body: organizationsPage(ids.slice((page - 1) * perPage, page * perPage), total) };
  };
}

const pages = () => screen.queryByRole('navigation', { name: 'Organization pages' });

describe('manage organization: list', () => {
  it('shows 20 per page with initials, name, email and Edit, paginated above 20', async () => {
    const api = mockApi({ 'GET /organization/': organizations(23) });
    const { user } = renderAt('/manage-organization/5', { loggedIn: true, organizationId: 5 });
    const list = await screen.findByRole('list', { name: 'Organizations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);
    expect(api.callsTo('GET /organization/')[0]?.query).toEqual({ page: '1', per_page: '20' });
    const first = within(list).getByRole('listitem', { name: 'Organization 1' });
    expect(within(first).getByText('org1@example.com')).toBeInTheDocument();
    expect(within(first).getByText('O1')).toBeInTheDocument();
    expect(pages()).toBeInTheDocument();

    await user.click(within(pages() as HTMLElement).getByText('2'));
    expect(await screen.findByText('Organization 23')).toBeInTheDocument();

    await user.click(
      within(screen.getByRole('listitem', { name: 'Organization 23' })).getByRole('button', { name: /Edit/ }),
    );
    await waitFor(() => expect(currentUrl()).toBe('/manage-organization/edit/23?tab=general'));
  });

  it('has no pagination when everything is loaded', async () => {
    mockApi({ 'GET /organization/': organizations(3) });
    renderAt('/manage-organization/5', { loggedIn: true, organizationId: 5 });
    expect(await screen.findByText('Organization 3')).toBeInTheDocument();
    expect(pages()).not.toBeInTheDocument();
  });

  it('has an empty state', async () => {
    mockApi({ 'GET /organization/': { body: { results: [], count: 0 } } });
    renderAt('/manage-organization/5', { loggedIn: true, organizationId: 5 });
    expect(await screen.findByText(messages.noOrganizationsFound)).toBeInTheDocument();
  });
});
