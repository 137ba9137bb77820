import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadsExtraMessages, type Tag } from '@ensemble/contracts';
import { json, ORG, page, path, type Call } from '../../../test';
import { firstCall, slow } from '../../../test/forms';
import { lead, recordServer, recordUrl, renderRecord } from '../../../test/record';

jest.mock('../../../leads/LeadFormModal', () => ({ LeadFormModal: () => null }));

const tag = (id: number, name: string): Tag => ({
  id,
  name,
  organization: ORG,
  leads_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  is_webform: false,
});
const tagsGet = (tags: Tag[]) => (c: Call) =>
  path(c) === `/organization/${ORG}/automation-marketing-group/` ? json(200, page(tags)) : undefined;
const tagCalls = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && path(c) === `/organization/${ORG}/automation-marketing-group/`);

describe('TagsSection', () => {
  it("says 'Tags have not been created yet.' when the organization has none", async () => {
    recordServer(lead());
    renderRecord(recordUrl.Client);
    expect(await screen.findByText(leadsExtraMessages.tagsNotCreated, {}, slow)).toBeInTheDocument();
  });

  it('asks for a tag before adding, then adds the picked ones', async () => {
    const calls = recordServer(
      lead({ fsm_state: 'Opportunity', lead_list_id: 3, groups: [{ id: 1, name: 'VIP' }] }),
      {
        get: tagsGet([tag(1, 'VIP'), tag(2, 'Newsletter')]),
        post: () => json(200, { detail: 'ok', count: 1 }),
      },
    );
    renderRecord(recordUrl.Opportunity);
    const tags = await screen.findByTestId('lead-tags', {}, slow);
    expect(within(tags).getByText('VIP')).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Add tags' }, slow));
    expect(await screen.findByText(leadsExtraMessages.noTagsSelected, {}, slow)).toBeInTheDocument();
    expect(tagCalls(calls)[0]?.url.searchParams.get('per_page')).toBe('5');

    fireEvent.mouseDown(screen.getByLabelText('Tags to add'));
    // The contact's own tags are not offered again.
    fireEvent.click(await screen.findByTitle('Newsletter', {}, slow));
    expect(screen.queryByTitle('VIP')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    expect(await screen.findByText(leadsExtraMessages.tagsAdded, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(path(post!)).toBe(`/organization/${ORG}/automation-marketing-group/add_groups_to_leads/`);
    expect(post?.body).toEqual({
      lead_ids: [7],
      group_ids: [2],
      fsm_state: 'Opportunity',
      lead_list_id: 3,
      is_add: true,
    });
  });

  it('searches from 2 characters, 750 ms after typing', async () => {
    const calls = recordServer(lead(), { get: tagsGet([tag(2, 'Newsletter')]) });
    renderRecord(recordUrl.Client);
    const input = await screen.findByLabelText('Tags to add', {}, slow);
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'n' } });
    fireEvent.change(input, { target: { value: 'ne' } });
    fireEvent.change(input, { target: { value: 'new' } });
    await waitFor(() => expect(tagCalls(calls).at(-1)?.url.searchParams.get('search')).toBe('new'), slow);
    expect(tagCalls(calls).some((c) => c.url.searchParams.get('search') === 'ne')).toBe(false);
    expect(tagCalls(calls).at(-1)?.url.searchParams.get('per_page')).toBe('100');
  });

  it("removes a tag; 'Unable to add tag' when adding fails", async () => {
    const calls = recordServer(lead({ groups: [{ id: 1, name: 'VIP' }] }), {
      get: tagsGet([tag(1, 'VIP'), tag(2, 'Newsletter')]),
      post: (c) =>
        c.url.pathname.includes('remove_leads') ? json(200, { detail: 'ok', count: 1 }) : json(500, {}),
    });
    renderRecord(recordUrl.Client);
    fireEvent.click(await screen.findByLabelText('Remove tag VIP', {}, slow));
    expect(await screen.findByText(leadsExtraMessages.tagsRemoved, {}, slow)).toBeInTheDocument();
    const remove = firstCall(calls, 'POST');
    expect(path(remove!)).toBe(`/organization/${ORG}/automation-marketing-group/1/remove_leads/`);
    expect(remove?.body).toEqual({ lead_ids: [7] });

    fireEvent.mouseDown(screen.getByLabelText('Tags to add'));
    fireEvent.click(await screen.findByTitle('Newsletter', {}, slow));
    fireEvent.click(screen.getByRole('button', { name: 'Add tags' }));
    expect(await screen.findByText(leadsExtraMessages.unableAddTag, {}, slow)).toBeInTheDocument();
  });
});
