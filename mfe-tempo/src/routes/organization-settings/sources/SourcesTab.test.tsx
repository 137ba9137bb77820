import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Source } from '@ensemble/contracts';
import { json, mockApi, page, type RecordedCall } from '@ensemble/shared-ui/testing';
import { renderSettings } from '../test-utils';

const source = (id: number, over: Partial<Source> = {}): Source => ({
  id,
  organization: 4,
  name: `Source ${id}`,
  description: `Description ${id}`,
  leads_count: id,
  ...over,
});

const lists = (calls: RecordedCall[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/organization/4/source/');

describe('SourcesTab', () => {
  it('shows the intro, the columns (0 contacts when empty) and asks for page 1 of 25', async () => {
    const calls = mockApi({
      '*': () => json(200, page([source(1), source(2, { leads_count: null as unknown as number })], 60)),
    }).calls;
    renderSettings('sources');
    const table = await screen.findByTestId('sources-table');
    await within(table).findByText('Source 1');
    expect(
      screen.getByText(
        'Sources describe where your prospects come from, for example Walk-In or Call-In. Every contact can be linked to one source.',
      ),
    ).toBeInTheDocument();
    for (const h of ['Name', 'Description', 'Number of contacts'])
      expect(within(table).getAllByText(h)[0]).toBeInTheDocument();
    const row2 = within(table).getByText('Source 2').closest('tr') as HTMLElement;
    expect(within(row2).getByText('0')).toBeInTheDocument();
    expect(lists(calls)[0].url.searchParams.get('page')).toBe('1');
    expect(lists(calls)[0].url.searchParams.get('per_page')).toBe('25');
  });

  it("shows 'No sources to display' when empty", async () => {
    mockApi({ '*': () => json(200, page([])) });
    renderSettings('sources');
    expect(await screen.findByText('No sources to display')).toBeInTheDocument();
  });

  it('debounces search and goes back to page 1 on search, sort and page size', async () => {
    const calls = mockApi({ '*': () => json(200, page([source(1)], 100)) }).calls;
    renderSettings('sources');
    await screen.findByText('Source 1');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('3'));

    fireEvent.change(screen.getByLabelText('Search sources'), { target: { value: 'wal' } });
    fireEvent.change(screen.getByLabelText('Search sources'), { target: { value: 'walk' } });
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('search')).toBe('walk'));
    expect(lists(calls).some((c) => c.url.searchParams.get('search') === 'wal')).toBe(false);
    expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('1');

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('2'));
    fireEvent.click(screen.getAllByText('Name', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('ordering')).toBe('name'));
    expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('1');
    fireEvent.click(screen.getAllByText('Name', { selector: '.ant-table-column-title' })[0]);
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('ordering')).toBe('-name'));
  });

  it("adds a source ('Source added!') and validates the name", async () => {
    const calls = mockApi({
      '*': (c) => (c.method === 'POST' ? json(201, source(9)) : json(200, page([]))),
    }).calls;
    renderSettings('sources');
    await screen.findByText('No sources to display');
    fireEvent.click(screen.getByRole('button', { name: /Add new source/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Walk-In' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'At the door' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source added!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Walk-In', description: 'At the door' });
  });

  it("edits a source ('Source updated!')", async () => {
    const calls = mockApi({
      '*': (c) => (c.method === 'PUT' ? json(200, source(1)) : json(200, page([source(1)]))),
    }).calls;
    renderSettings('sources');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Source 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Source 1');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Call-In' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Source updated!')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/organization/4/source/1/');
    expect(put?.body).toEqual({ name: 'Call-In', description: 'Description 1' });
  });

  it('deletes after the confirm', async () => {
    const calls = mockApi({
      '*': (c) =>
        c.method === 'DELETE' ? new Response(null, { status: 204 }) : json(200, page([source(1)])),
    }).calls;
    renderSettings('sources');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Source 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete source')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to delete?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')?.url.pathname).toBe('/api/organization/4/source/1/');
  });

  it('previews the contacts of a source, and not of a source without any; a contact opens in a new tab', async () => {
    const summary = { email: null, cell_phone: null, sales_status: null, lead_list_id: null };
    const calls = mockApi({
      '*': (c) =>
        c.url.pathname.endsWith('/leads/')
          ? json(
              200,
              page([
                {
                  ...summary,
                  id: 1,
                  first_name: 'Ada',
                  last_name: 'Lovelace',
                  company_name: null,
                  email: 'ada@example.com',
                  fsm_state: 'Prospect',
                },
                {
                  ...summary,
                  id: 2,
                  first_name: null,
                  last_name: null,
                  company_name: 'Acme',
                  fsm_state: 'Opportunity',
                  lead_list_id: 6,
                },
              ]),
            )
          : json(200, page([source(2), source(3, { leads_count: 0 })])),
    }).calls;
    renderSettings('sources');
    expect(await screen.findByRole('button', { name: 'Preview Source 3' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Preview Source 2' }));
    const drawer = await screen.findByTestId('source-leads');
    expect(await within(drawer).findByText('ada@example.com')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/organization/4/source/2/leads/')).toBe(true);
    // Spec 2 §4: the bucket decides which record page opens, in a new tab.
    for (const name of ['Ada', 'Lovelace']) {
      const link = within(drawer).getByRole('link', { name });
      expect(link).toHaveAttribute('href', '/composition/prospects/4/prospect/1');
      expect(link).toHaveAttribute('target', '_blank');
    }
    expect(within(drawer).getByRole('link', { name: 'Acme' })).toHaveAttribute(
      'href',
      '/composition/opportunity-lists/4/list/6/contact/2',
    );
  });
});
