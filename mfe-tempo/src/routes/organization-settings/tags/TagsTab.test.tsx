import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { settingsMessages, type LeadSummary, type Tag } from '@ensemble/contracts';
import { json, mockApi, page, type RecordedCall } from '@ensemble/shared-ui/testing';
import { renderSettings } from '../test-utils';

const tag = (id: number, over: Partial<Tag> = {}): Tag => ({
  id,
  organization: 4,
  name: `Tag ${id}`,
  leads_count: id,
  created_at: '2025-03-01T10:00:00.000Z',
  is_webform: false,
  ...over,
});
const contact = (id: number, over: Partial<LeadSummary> = {}): LeadSummary => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  company_name: `Company ${id}`,
  email: null,
  cell_phone: null,
  fsm_state: 'Prospect',
  sales_status: 'Quoted',
  lead_list_id: null,
  ...over,
});
const lists = (calls: RecordedCall[]) =>
  calls.filter(
    (c) => c.method === 'GET' && c.url.pathname === '/api/organization/4/automation-marketing-group/',
  );

describe('TagsTab', () => {
  it('lists name, contacts and created, 10 per page, with search', async () => {
    const calls = mockApi({ '*': () => json(200, page([tag(1), tag(2)], 30)) }).calls;
    renderSettings('tags');
    const table = await screen.findByTestId('tags-table');
    await within(table).findByText('Tag 1');
    expect(within(table).getAllByText('Mar 1, 2025')).toHaveLength(2);
    expect(lists(calls)[0].url.searchParams.get('per_page')).toBe('10');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Search tags'), { target: { value: 'vip' } });
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('search')).toBe('vip'));
    expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('1');
  });

  it('a tag search begins at 2 characters and waits 750 ms (spec 2 §5, §9; spec 3 §5)', async () => {
    const calls = mockApi({ '*': () => json(200, page([tag(1)])) }).calls;
    renderSettings('tags');
    await within(await screen.findByTestId('tags-table')).findByText('Tag 1');
    const searched = () => lists(calls).map((c) => c.url.searchParams.get('search') ?? '');
    fireEvent.change(screen.getByLabelText('Search tags'), { target: { value: 'v' } });
    await act(() => new Promise((r) => setTimeout(r, 1000)));
    expect(searched().filter(Boolean)).toEqual([]);
    fireEvent.change(screen.getByLabelText('Search tags'), { target: { value: 'vi' } });
    await act(() => new Promise((r) => setTimeout(r, 500)));
    expect(searched()).not.toContain('vi');
    await waitFor(() => expect(searched()).toContain('vi'));
  });

  it("creates a tag ('Tag has been created successfully') and requires a name", async () => {
    const calls = mockApi({
      '*': (c) => (c.method === 'POST' ? json(201, tag(5)) : json(200, page([]))),
    }).calls;
    renderSettings('tags');
    fireEvent.click(await screen.findByRole('button', { name: /Create tag/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tag name is required')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Tag name'), { target: { value: 'VIP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag has been created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'VIP' });
  });

  it('renames and deletes', async () => {
    const calls = mockApi({
      '*': (c) => {
        if (c.method === 'PUT') return json(200, tag(1, { name: 'Gold' }));
        if (c.method === 'DELETE') return new Response(null, { status: 204 });
        return json(200, page([tag(1)]));
      },
    }).calls;
    renderSettings('tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Tag 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tag name'), { target: { value: 'Gold' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.url.pathname).toBe(
      '/api/organization/4/automation-marketing-group/1/',
    );

    fireEvent.click(screen.getByRole('button', { name: 'Delete Tag 1' }));
    const confirm = await screen.findByText('Are you sure you want to delete?');
    fireEvent.click(
      within(confirm.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Yes, delete' }),
    );
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it("shows a tag's contacts in place of the list, paged by the server, and goes back to the list as it was", async () => {
    const leadsPath = '/api/organization/4/automation-marketing-group/2/leads_in_group/';
    const calls = mockApi({
      '*': (c) => {
        if (c.url.pathname !== leadsPath)
          return json(200, page([tag(1), tag(2), tag(0, { id: 3, name: 'Empty' })], 30));
        return c.url.searchParams.get('page') === '2'
          ? json(200, page([contact(11, { first_name: null, last_name: null })], 11))
          : json(
              200,
              page(
                [contact(1), contact(2, { fsm_state: 'Opportunity', lead_list_id: 6, sales_status: null })],
                11,
              ),
            );
      },
    }).calls;
    renderSettings('tags');
    const table = await screen.findByTestId('tags-table');
    await within(table).findByText('Tag 1');
    fireEvent.change(screen.getByLabelText('Search tags'), { target: { value: 'ta' } });
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('search')).toBe('ta'));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('2'));
    // A tag without contacts offers no contacts list.
    expect(within(table).getByRole('button', { name: 'Contacts of Empty' })).toBeDisabled();
    fireEvent.click(await within(table).findByRole('button', { name: '2' }));

    const contacts = await screen.findByTestId('tag-contacts');
    expect(screen.queryByTestId('tags-table')).not.toBeInTheDocument();
    expect(within(contacts).getByText('Contacts tagged Tag 2')).toBeInTheDocument();
    const headers = within(contacts)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['First name', 'Last name', 'Company name', 'Status', 'Sales status']);
    expect(await within(contacts).findByRole('link', { name: 'First1' })).toHaveAttribute(
      'href',
      '/composition/prospects/4/prospect/1',
    );
    expect(within(contacts).getByRole('link', { name: 'Last2' })).toHaveAttribute(
      'href',
      '/composition/opportunity-lists/4/list/6/contact/2',
    );
    expect(within(contacts).getByText('Quoted')).toBeInTheDocument();
    expect(within(contacts).getByText('Opportunity')).toBeInTheDocument();
    const leadCalls = () => calls.filter((c) => c.url.pathname === leadsPath);
    expect(leadCalls()[0].url.searchParams.get('per_page')).toBe('10');

    fireEvent.click(within(contacts).getByTitle('2'));
    // Nameless contact: the company name is the link.
    expect(await within(contacts).findByRole('link', { name: 'Company 11' })).toHaveAttribute(
      'href',
      '/composition/prospects/4/prospect/11',
    );
    expect(leadCalls().at(-1)?.url.searchParams.get('page')).toBe('2');

    fireEvent.click(within(contacts).getByRole('link', { name: 'Company 11' }));
    expect(window.location.pathname).toBe('/composition/prospects/4/prospect/11');

    fireEvent.click(screen.getByRole('button', { name: new RegExp(settingsMessages.goBackToTags) }));
    await screen.findByTestId('tags-table');
    expect(screen.queryByTestId('tag-contacts')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Search tags')).toHaveValue('ta');
    expect(screen.getByTitle('2')).toHaveClass('ant-pagination-item-active');
    expect(lists(calls).at(-1)?.url.searchParams.get('page')).toBe('2');
  }, 120_000);

  it("opens a tag's contacts from the 'Contacts' row action too", async () => {
    mockApi({
      '*': (c) =>
        c.url.pathname.endsWith('/leads_in_group/') ? json(200, page([])) : json(200, page([tag(1)])),
    });
    renderSettings('tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Contacts of Tag 1' }));
    const contacts = await screen.findByTestId('tag-contacts');
    expect(await within(contacts).findByText('No contacts to display')).toBeInTheDocument();
  }, 60_000);
});
