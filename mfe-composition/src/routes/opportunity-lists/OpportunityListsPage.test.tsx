import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadsMessages } from '@ensemble/contracts';
import { MergeListsModal } from './MergeListsModal';
import { OpportunityListsPage } from './OpportunityListsPage';
import { aList, json, mockApi, page, renderRoute, type Call } from '../../test';
import { fillIn, press, firstCall } from '../../test/forms';

// Several antd modals per journey: on a busy two-core machine they need more than the preset's 30 s.

const lists = [
  aList(1, 'Spring fair', { leads_count: 3 }),
  aList(2, 'Trade show', { leads_count: 5 }),
  aList(3, 'Demoted', { kind: 'demoted', leads_count: 2 }),
  aList(4, 'Unallocated', { kind: 'unallocated', leads_count: 1 }),
];

function serve(extra?: (call: Call) => Response | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    if (call.url.pathname.endsWith('/opportunity-list-all/')) return json(200, lists);
    if (call.method === 'GET' && call.url.pathname.endsWith('/opportunity-list/'))
      return json(200, page(lists));
    return json(404, { detail: 'Not found.' });
  });
}

const open = () =>
  renderRoute(
    '/composition/opportunity-lists/:organizationId',
    '/composition/opportunity-lists/4',
    <OpportunityListsPage />,
  );

const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;

describe('OpportunityListsPage', () => {
  it('shows the lists; the Demoted row is disabled, Unallocated opens but cannot be changed', async () => {
    serve();
    open();
    const spring = await row('Spring fair');
    expect(within(spring).getByText('03/04/2026')).toBeInTheDocument();
    expect(within(spring).getByText('3')).toBeInTheDocument();
    expect(within(spring).getByRole('button', { name: 'Edit Spring fair' })).toBeEnabled();

    const demoted = await row('Demoted');
    expect(demoted).toHaveAttribute('aria-disabled', 'true');
    expect(within(demoted).getByRole('button', { name: 'Edit Demoted' })).toBeDisabled();
    expect(within(demoted).getByRole('button', { name: 'Delete Demoted' })).toBeDisabled();
    expect(within(demoted).getByRole('checkbox')).toBeDisabled();
    fireEvent.click(within(demoted).getByText('Demoted'));
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();

    const unallocated = await row('Unallocated');
    expect(within(unallocated).getByRole('button', { name: 'Delete Unallocated' })).toBeDisabled();
    fireEvent.click(within(unallocated).getByText('Unallocated'));
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it('merge needs at least 2 lists', async () => {
    const calls = serve();
    open();
    fireEvent.click(within(await row('Spring fair')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Merge lists/ }));
    const dialog = await screen.findByRole('dialog');
    fillIn(dialog, { 'New list name': 'Both' });
    press(dialog, 'Merge');
    expect(await within(dialog).findByText(leadsMessages.mergeNeedsTwo)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/merge/'))).toBe(false);
  });

  it('merges the chosen lists with a name and the delete choice', async () => {
    const calls = serve((call) =>
      call.url.pathname.endsWith('/merge/')
        ? json(200, { detail: leadsMessages.listsMerged, list: aList(9, 'Both') })
        : undefined,
    );
    const onMerged = jest.fn();
    // The modal alone (the table's ticking is the test above): the whole page is slow on a busy machine.
    renderRoute(
      '/x',
      '/x',
      <MergeListsModal
        organizationId={4}
        open
        selected={[1, 2]}
        onClose={() => undefined}
        onMerged={onMerged}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    fillIn(dialog, { 'New list name': 'Both' });
    fireEvent.click(within(dialog).getByText('Delete the merged lists'));
    press(dialog, 'Merge');
    expect(await screen.findByText(leadsMessages.listsMerged)).toBeInTheDocument();
    expect(onMerged).toHaveBeenCalled();
    const merge = calls.find((c) => c.url.pathname.endsWith('/merge/'));
    expect(merge?.body).toEqual({ list_ids: [1, 2], name: 'Both', delete: 1 });
  });

  it.each([
    [false, ''],
    [true, '?all=true'],
  ])('deletes a list (delete contacts too: %s)', async (withContacts, query) => {
    const calls = serve((call) => (call.method === 'DELETE' ? json(204, null) : undefined));
    open();
    fireEvent.click(within(await row('Trade show')).getByRole('button', { name: 'Delete Trade show' }));
    const dialog = await screen.findByRole('dialog');
    const box = within(dialog).getByRole('checkbox', { name: 'Also delete its 5 contacts' });
    if (withContacts) fireEvent.click(box);
    press(dialog, 'Yes, delete');
    expect(await screen.findByText(leadsMessages.deletedSuccessfully)).toBeInTheDocument();
    const del = firstCall(calls, 'DELETE');
    expect(del?.url.pathname).toBe('/api/organization/lead/4/opportunity-list/2/');
    expect(del?.url.search).toBe(query);
  });

  it('creates a list: the name is required', async () => {
    const calls = serve((call) => (call.method === 'POST' ? json(201, aList(7, 'Walk-ins')) : undefined));
    open();
    await row('Spring fair');
    fireEvent.click(screen.getByRole('button', { name: /Create list/ }));
    const dialog = await screen.findByRole('dialog');
    press(dialog, 'Save');
    expect(await within(dialog).findByText(leadsMessages.listNameRequired)).toBeInTheDocument();
    fillIn(dialog, { 'List name': 'Walk-ins' });
    press(dialog, 'Save');
    expect(await screen.findByText(leadsMessages.addedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(firstCall(calls, 'POST')?.body).toEqual({ title: 'Walk-ins' }));
  });
});
