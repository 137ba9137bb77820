import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadsCsvMessages, leadsMessages, type MoveJob } from '@ensemble/contracts';
import { aListContact, aList, json, mockApi, page, renderRoute, type Call } from '../../test';
import { checkMessageShortcuts } from '../../test/shortcuts';
import { ListContactsPage, scoreLabel } from './ListContactsPage';

// antd tables and modals on a busy two-core machine need more than the preset's 30 s.

const leads = Array.from({ length: 3 }, (_, i) => aListContact(i + 1));

function serve(extra?: (call: Call) => Response | undefined) {
  return mockApi((call) => {
    const answer = extra?.(call);
    if (answer) return answer;
    const path = call.url.pathname;
    if (path === '/api/organization/lead/4/opportunity-list/9/') return json(200, aList(9, 'Spring fair'));
    if (call.method === 'GET' && path.endsWith('/opportunity-list/9/opportunity/'))
      return json(200, page(leads, 23));
    return json(404, { detail: 'Not found.' });
  });
}

const open = () =>
  renderRoute(
    '/composition/opportunity-lists/:organizationId/list/:listId',
    '/composition/opportunity-lists/4/list/9',
    <ListContactsPage />,
  );

const bulkDeletes = (calls: Call[]) => calls.filter((c) => c.url.pathname.endsWith('/bulk_delete/'));

describe('ListContactsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('scores read out of 10', () => {
    expect(scoreLabel({ win_ammount: 7, win_amount: 7 })).toBe('7/10');
    expect(scoreLabel({ win_ammount: null, win_amount: 4 })).toBe('4/10');
    expect(scoreLabel({ win_ammount: null, win_amount: null })).toBe('—');
  });

  it('shows the list name, the contacts and pages with the server', async () => {
    const calls = serve();
    open();
    expect(await screen.findByRole('heading', { name: 'Spring fair' })).toBeInTheDocument();
    const row = (await screen.findByText('First1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Last1')).toBeInTheDocument();
    expect(within(row).getByText('lead1@example.test')).toBeInTheDocument();
    expect(within(row).getByText('7/10')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to opportunity lists/ })).toHaveAttribute(
      'href',
      '/composition/opportunity-lists/4',
    );
    const list = calls.find((c) => c.url.pathname.endsWith('/opportunity/'));
    expect(list?.url.searchParams.get('page')).toBe('1');
    expect(list?.url.searchParams.get('per_page')).toBe('10');
  });

  it('SMS and email shortcuts on each row (spec 2 §5), with the messages when the contact has neither', async () => {
    serve((call) =>
      call.method === 'GET' && call.url.pathname.endsWith('/opportunity-list/9/opportunity/')
        ? json(200, page([aListContact(1, { email: null }), aListContact(2, { cell_phone: '+12015551002' })]))
        : undefined,
    );
    open();
    await checkMessageShortcuts(leadsMessages.opportunityNoPhone);
  });

  it('bulk deletes the ticked contacts with the list id; a failure reads Something went wrong!', async () => {
    let fail = false;
    const calls = serve((call) =>
      call.url.pathname.endsWith('/bulk_delete/')
        ? fail
          ? json(500, {})
          : json(200, { deleted: 2 })
        : undefined,
    );
    open();
    for (const name of ['First1', 'First2']) {
      const row = (await screen.findByText(name)).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('checkbox'));
    }
    fireEvent.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(leadsMessages.deletedSuccessfully)).toBeInTheDocument();
    expect(bulkDeletes(calls)[0]?.body).toEqual({ ids: [1, 2], list_id: 9 });

    fail = true;
    const row = (await screen.findByText('First3')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /Delete selected \(1\)/ }));
    const dialogs = await screen.findAllByRole('dialog');
    fireEvent.click(within(dialogs[dialogs.length - 1]!).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(leadsMessages.bulkDeleteFailed)).toBeInTheDocument();
  });

  it('selects all N contacts and follows the queued job to the end', async () => {
    // The job is polled every second: fake time (advanced by findBy/waitFor) skips the waits.
    jest.useFakeTimers();
    let polls = 0;
    const jobAnswer = (status: MoveJob['status'], processed: number): MoveJob => ({
      id: 77,
      kind: 'bulk_delete',
      status,
      processed,
      error: null,
      created_at: '2026-03-04T10:00:00.000Z',
      finished_at: null,
    });
    const calls = serve((call) => {
      if (call.url.pathname.endsWith('/bulk_delete/'))
        return json(202, { detail: leadsCsvMessages.deletingInBackground, job_id: 77 });
      if (call.url.pathname === '/api/organization/lead/4/jobs/77/') {
        polls += 1;
        return json(200, polls === 1 ? jobAnswer('processing', 5) : jobAnswer('done', 23));
      }
      return undefined;
    });
    open();
    await screen.findByText('First1');
    const header = screen.getAllByRole('checkbox')[0]!;
    fireEvent.click(header);
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 23' }));
    expect(await screen.findByText(/All 23 contacts of this list are selected/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Delete selected \(23\)/ }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(leadsCsvMessages.deletingInBackground)).toBeInTheDocument();
    expect(bulkDeletes(calls)[0]?.body).toEqual({ all: true, list_id: 9 });
    expect(await screen.findByText(leadsMessages.deletedSuccessfully)).toBeInTheDocument();
    const listCalls = () => calls.filter((c) => c.url.pathname.endsWith('/opportunity/')).length;
    await waitFor(() => expect(listCalls()).toBeGreaterThan(1));
  });
});
