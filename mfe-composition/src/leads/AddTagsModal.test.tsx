import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadsExtraMessages } from '@ensemble/contracts';
import { AddTagsModal } from './AddTagsModal';
import { json, mockApi, page, renderRoute, type Call } from '../test';
import { press, firstCall } from '../test/forms';

const tag = (id: number, name: string) => ({ id, name, organization: 4, leads_count: 0, created_at: '' });
const tagGets = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname.endsWith('/automation-marketing-group/'));

const open = () =>
  renderRoute(
    '/x',
    '/x',
    <AddTagsModal organizationId={4} open leadIds={[1, 2]} stage="Other" onClose={jest.fn()} />,
  );

describe('AddTagsModal', () => {
  it('offers 5 tags, searches 100 from 2 characters after 750 ms, and adds the picked ones', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'POST') return json(200, { detail: 'ok', count: 2 });
      const search = c.url.searchParams.get('search');
      return json(200, search ? page([tag(3, 'VIP')]) : page([tag(1, 'Newsletter'), tag(2, 'Spring')], 12));
    });
    open();
    const d = await screen.findByRole('dialog');
    await waitFor(() => expect(tagGets(calls)[0]?.url.searchParams.get('per_page')).toBe('5'));

    press(d, 'Save');
    expect(await within(d).findByText(leadsExtraMessages.noTagsSelected)).toBeInTheDocument();

    const input = within(d).getByLabelText('Select tags');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'v' } });
    fireEvent.change(input, { target: { value: 'vi' } });
    await waitFor(() => expect(tagGets(calls).at(-1)?.url.searchParams.get('search')).toBe('vi'));
    expect(tagGets(calls).at(-1)?.url.searchParams.get('per_page')).toBe('100');
    expect(tagGets(calls).some((c) => c.url.searchParams.get('search') === 'v')).toBe(false);
    fireEvent.click(await screen.findByTitle('VIP'));
    press(d, 'Save');
    expect(await screen.findByText(leadsExtraMessages.tagsAdded)).toBeInTheDocument();
    expect(firstCall(calls, 'POST')?.body).toEqual({
      lead_ids: [1, 2],
      group_ids: [3],
      fsm_state: 'Other',
      lead_list_id: null,
      is_add: true,
    });
  }, 60_000);

  it("says 'Tags have not been created yet.' and 'Unable to add tag'", async () => {
    mockApi((c) => (c.method === 'POST' ? json(500, {}) : json(200, page([]))));
    open();
    expect(await screen.findByText(leadsExtraMessages.tagsNotCreated)).toBeInTheDocument();
    await act(async () => {});
  });

  it("removes tags, and says 'Unable to add tag' on failure", async () => {
    const calls = mockApi((c) =>
      c.method === 'POST' ? json(500, {}) : json(200, page([tag(1, 'Newsletter')])),
    );
    open();
    const d = await screen.findByRole('dialog');
    fireEvent.click(within(d).getByLabelText('Remove tags'));
    const input = within(d).getByLabelText('Select tags');
    fireEvent.mouseDown(input);
    fireEvent.click(await screen.findByTitle('Newsletter'));
    press(d, 'Save');
    expect(await within(d).findByText(leadsExtraMessages.unableAddTag)).toBeInTheDocument();
    expect((firstCall(calls, 'POST')?.body as { is_add: boolean }).is_add).toBe(false);
  }, 60_000);
});
