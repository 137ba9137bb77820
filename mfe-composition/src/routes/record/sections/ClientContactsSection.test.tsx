import { fireEvent, screen, within } from '@testing-library/react';
import { type ClientContact, leadSalesMessages as S } from '@ensemble/contracts';
import { json, mockApi, path, renderInApp } from '../../../test';
import { fillIn, press, firstCall, confirmDeletion, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { ClientContactsSection } from './ClientContactsSection';

const contact = (id: number, first: string): ClientContact => ({
  id,
  lead: 7,
  first_name: first,
  last_name: 'Hopper',
  email: `${first.toLowerCase()}@navy.test`,
  cell_phone: '+14155550134',
  address: '1 Main St',
  city: 'Arlington',
  state: 'VA',
  zip_code: '22201',
  created_at: '2026-03-01T10:00:00.000Z',
});

const render = () =>
  renderInApp('/', <ClientContactsSection organizationId={4} stage="Client" lead={lead()} />);

describe('ClientContactsSection', () => {
  it('shows the empty text, validates and adds a contact with "Added successfully!"', async () => {
    const calls = mockApi((c) => (c.method === 'POST' ? json(201, contact(3, 'Grace')) : json(200, [])));
    render();
    expect(await screen.findByText(S.noContacts, {}, slow)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact' }));
    const form = await screen.findByRole('form', { name: 'Add contact' });
    fillIn(form, { Email: 'nope' });
    press(form, 'Save');
    expect(await within(form).findByText(S.contactNeedsName)).toBeInTheDocument();
    expect(await within(form).findByText('Email is not valid')).toBeInTheDocument();
    fillIn(form, { 'First name': 'Grace', Email: 'grace@navy.test', 'Zip code': '22201' });
    press(form, 'Save');
    expect(await screen.findByText(S.added, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(path(post!)).toBe('/organization/lead/7/contact/');
    expect(post?.body).toMatchObject({
      first_name: 'Grace',
      email: 'grace@navy.test',
      zip_code: '22201',
      city: null,
    });
  });

  it('lists, edits with "Updated successfully" and deletes with "Deleted successfully!"', async () => {
    const calls = mockApi((c) => {
      if (c.method === 'DELETE') return json(204, null);
      if (c.method === 'PUT') return json(200, contact(1, 'Grace'));
      return json(200, [contact(1, 'Grace'), contact(2, 'Alan')]);
    });
    render();
    expect(await screen.findByText('Grace Hopper', {}, slow)).toBeInTheDocument();
    expect(screen.getAllByText('1 Main St, Arlington, VA, 22201')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Edit contact Grace Hopper' }));
    const form = await screen.findByRole('form', { name: 'Edit contact' });
    expect(within(form).getByLabelText('City')).toHaveValue('Arlington');
    fillIn(form, { City: 'Washington' });
    press(form, 'Save');
    expect(await screen.findByText(S.updated, {}, slow)).toBeInTheDocument();
    expect(path(firstCall(calls, 'PUT')!)).toBe('/organization/lead/7/contact/1/');

    fireEvent.click(screen.getByRole('button', { name: 'Delete contact Alan Hopper' }));
    await confirmDeletion();
    expect(await screen.findByText(S.deleted, {}, slow)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map(path)).toEqual(['/organization/lead/7/contact/2/']);
  });

  it('offers a retry when the contacts cannot be loaded', async () => {
    mockApi(() => json(500, { detail: 'Boom' }));
    render();
    expect(await screen.findByText('Contacts could not be loaded', {}, slow)).toBeInTheDocument();
  });
});
