import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadsMessages } from '@ensemble/contracts';
import { OthersPage } from '../routes/others/OthersPage';
import { ProspectsPage } from '../routes/prospects/ProspectsPage';
import { aLead, json, mockApi, page, renderRoute, type Call } from '../test';
import { press, firstCall } from '../test/forms';
import { checkMessageShortcuts } from '../test/shortcuts';

const othersPath = '/api/organization/lead/4/others/';
const lists = (calls: Call[], path = othersPath) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === path);

const renderOthers = () =>
  renderRoute('/composition/others/:organizationId', '/composition/others/4', <OthersPage />);

describe('LeadStageList (others)', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the columns, pages with the others query names and resets to page 1 on search, sort and size', async () => {
    const calls = mockApi(() => json(200, page([aLead(1), aLead(2)], 60)));
    renderOthers();
    const table = await screen.findByTestId('leads-table');
    await within(table).findByText('First1');
    for (const h of ['First name', 'Last name', 'Company name', 'Phone number', 'Email'])
      expect(within(table).getAllByText(h)[0]).toBeInTheDocument();
    const first = lists(calls)[0].url.searchParams;
    expect(first.get('currentPage')).toBe('1');
    expect(first.get('pageSize')).toBe('10');

    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('currentPage')).toBe('3'));

    // One character is not a search yet (spec 2 §5); two are, after the debounce.
    fireEvent.change(screen.getByLabelText('Search other contacts'), { target: { value: 'a' } });
    fireEvent.change(screen.getByLabelText('Search other contacts'), { target: { value: 'ad' } });
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('search')).toBe('ad'));
    expect(lists(calls).some((c) => c.url.searchParams.get('search') === 'a')).toBe(false);
    expect(lists(calls).at(-1)?.url.searchParams.get('currentPage')).toBe('1');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('currentPage')).toBe('2'));
    fireEvent.click(screen.getAllByText('Last name', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('sorting')).toBe('last_name'));
    expect(lists(calls).at(-1)?.url.searchParams.get('currentPage')).toBe('1');
    fireEvent.click(screen.getAllByText('Last name', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('sorting')).toBe('-last_name'));
  });

  it('shows the empty text', async () => {
    mockApi(() => json(200, page([])));
    renderOthers();
    expect(await screen.findByText('No other contacts to display')).toBeInTheDocument();
  });

  it("deletes one contact after the confirm ('Other contact deleted!')", async () => {
    const calls = mockApi((c) =>
      c.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, page([aLead(1)])),
    );
    renderOthers();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete First1 Last1' }));
    const d = await screen.findByRole('dialog');
    press(d, 'Yes, delete');
    expect(await screen.findByText(leadsMessages.otherDeleted)).toBeInTheDocument();
    expect(firstCall(calls, 'DELETE')?.url.pathname).toBe(`${othersPath}1/`);
  });

  it('selects all N, sends { all: true }, shows the queued detail and progress, then refreshes', async () => {
    // The job is polled every second: fake time (advanced by findBy/waitFor) skips the waits.
    jest.useFakeTimers();
    let jobPolls = 0;
    const calls = mockApi((c) => {
      if (c.url.pathname.endsWith('/bulk_delete/'))
        return json(202, { detail: 'Deleting is being performed in the background...', job_id: 77 });
      if (c.url.pathname.endsWith('/jobs/77/')) {
        jobPolls += 1;
        return json(200, {
          id: 77,
          kind: 'delete',
          status: jobPolls >= 2 ? 'done' : 'processing',
          processed: jobPolls >= 2 ? 600 : 300,
          error: null,
          created_at: '',
          finished_at: null,
        });
      }
      return json(200, page([aLead(1), aLead(2)], 600));
    });
    renderOthers();
    const table = await screen.findByTestId('leads-table');
    await within(table).findByText('First1');
    fireEvent.click(within(table).getAllByRole('checkbox')[0]);
    fireEvent.click(await screen.findByRole('button', { name: 'Select all 600' }));
    expect(screen.getByTestId('selected-count')).toHaveTextContent('600 selected');
    // Text, email and tags need the contacts themselves.
    expect(screen.getByRole('button', { name: 'Send text' })).toBeDisabled();
    const before = lists(calls).length;
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    const d = await screen.findByRole('dialog');
    press(d, 'Yes, delete');
    expect(await screen.findByText('Deleting is being performed in the background...')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/bulk_delete/'))?.body).toEqual({ all: true });
    expect(await screen.findByText(leadsMessages.deletedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(lists(calls).length).toBeGreaterThan(before));
    expect(screen.queryByTestId('selected-count')).not.toBeInTheDocument();
  }, 90_000);

  it("bulk delete of picked rows, and 'Something went wrong!' when it fails", async () => {
    const calls = mockApi((c) =>
      c.url.pathname.endsWith('/bulk_delete/') ? json(500, {}) : json(200, page([aLead(1), aLead(2)])),
    );
    renderOthers();
    const table = await screen.findByTestId('leads-table');
    const row = (await within(table).findByText('First2')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(within(await screen.findByRole('toolbar')).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText(leadsMessages.bulkDeleteFailed)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/bulk_delete/'))?.body).toEqual({ ids: [2] });
  });

  it('SMS and email shortcuts check the phone and the email, then open the send screens', async () => {
    mockApi(() => json(200, page([aLead(1, { cell_phone: null, email: null }), aLead(2)])));
    renderOthers();
    await checkMessageShortcuts(leadsMessages.otherNoPhone);

    const table = screen.getByTestId('leads-table');
    for (const r of within(table).getAllByRole('row').slice(1))
      fireEvent.click(within(r).getByRole('checkbox'));
    fireEvent.click(await screen.findByRole('button', { name: 'Send text' }));
    expect(window.location.pathname + window.location.search).toBe('/rhapsody/text/4?ids=2');
  }, 90_000);
});

describe('LeadStageList (prospects)', () => {
  it('passes ?phone= on, sends no ordering by default and shows the Status column', async () => {
    const calls = mockApi(() =>
      json(200, page([aLead(1, { sales_status: 'Hot lead', fsm_state: 'Prospect' })])),
    );
    renderRoute(
      '/composition/prospects/:organizationId',
      '/composition/prospects/4?phone=%2B12015551001',
      <ProspectsPage />,
    );
    const table = await screen.findByTestId('leads-table');
    await within(table).findByText('Hot lead');
    const q = lists(calls, '/api/organization/lead/4/prospects/')[0].url.searchParams;
    expect(q.get('phone')).toBe('+12015551001');
    expect(q.get('ordering')).toBeNull();
    expect(q.get('per_page')).toBe('10');
    press(table, 'Send SMS to First1 Last1');
    await act(async () => {});
  });

  it("says 'This prospect doesn't have a cell phone.'", async () => {
    mockApi(() => json(200, page([aLead(1, { cell_phone: null, fsm_state: 'Prospect' })])));
    renderRoute('/composition/prospects/:organizationId', '/composition/prospects/4', <ProspectsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send SMS to First1 Last1' }));
    expect(await screen.findByText(leadsMessages.prospectNoPhone)).toBeInTheDocument();
  });
});
