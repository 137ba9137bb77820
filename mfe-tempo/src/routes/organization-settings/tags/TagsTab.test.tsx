import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Tag } from '@ensemble/contracts';
import { json, mockApi, page, renderSettings, type Call } from '../test-utils';

const slow = { timeout: 4000 };
const tag = (id: number, over: Partial<Tag> = {}): Tag => ({
  id,
  organization: 4,
  name: `Tag ${id}`,
  leads_count: id,
  created_at: '2025-03-01T10:00:00.000Z',
  ...over,
});
const lists = (calls: Call[]) =>
  calls.filter(
    (c) => c.method === 'GET' && c.url.pathname === '/api/organization/4/automation-marketing-group/',
  );

describe('TagsTab', () => {
  it('lists name, contacts and created, 10 per page, with search', async () => {
    const calls = mockApi(() => json(200, page([tag(1), tag(2)], 30)));
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

  it("creates a tag ('Tag has been created successfully') and requires a name", async () => {
    const calls = mockApi((c) => (c.method === 'POST' ? json(201, tag(5)) : json(200, page([]))));
    renderSettings('tags');
    fireEvent.click(await screen.findByRole('button', { name: /Create tag/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Tag name is required', {}, slow)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Tag name'), { target: { value: 'VIP' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tag has been created successfully', {}, slow)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'VIP' });
  });

  it('renames and deletes', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'PUT') return json(200, tag(1, { name: 'Gold' }));
      if (c.method === 'DELETE') return new Response(null, { status: 204 });
      return json(200, page([tag(1)]));
    });
    renderSettings('tags');
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Tag 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Tag name'), { target: { value: 'Gold' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully', {}, slow)).toBeInTheDocument();
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
});
