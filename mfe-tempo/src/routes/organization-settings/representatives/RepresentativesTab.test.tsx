import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Representative } from '@ensemble/contracts';
import { json, mockApi, page } from '@ensemble/shared-ui/testing';
import { renderSettings } from '../test-utils';

const rep = (id: number, over: Partial<Representative> = {}): Representative => ({
  id,
  user_id: 100 + id,
  name: `Rep ${id}`,
  email: `rep${id}@example.com`,
  cell_phone: '+15555550100',
  role_title: 'None',
  status: 'accepted',
  managed_contacts: 0,
  sms_notif: false,
  ...over,
});

describe('RepresentativesTab', () => {
  it('lists the columns, 25 per page', async () => {
    const calls = mockApi({
      '*': () => json(200, page([rep(1, { role_title: 'Sales', managed_contacts: 3 })])),
    }).calls;
    renderSettings('representatives');
    const table = await screen.findByTestId('representatives-table');
    await within(table).findByText('Rep 1');
    for (const h of ['ID', 'Name', 'Email', 'Rep Title', 'Managed contacts', 'Status', 'SMS notification'])
      expect(within(table).getAllByText(h)[0]).toBeInTheDocument();
    expect(within(table).getByText('Sales')).toBeInTheDocument();
    expect(within(table).getByText('rep1@example.com')).toBeInTheDocument();
    const list = calls[0].url;
    expect(list.pathname).toBe('/api/organization/4/representatives/');
    expect(list.searchParams.get('page_size')).toBe('25');
  });

  it("disables the SMS switch without a phone ('User has no phone number') and toggles it otherwise", async () => {
    const calls = mockApi({
      '*': (c) =>
        c.method === 'PATCH'
          ? json(200, rep(1, { sms_notif: true }))
          : json(200, page([rep(1), rep(2, { cell_phone: null })])),
    }).calls;
    renderSettings('representatives');
    const off = await screen.findByRole('switch', { name: 'SMS notifications for Rep 2' });
    expect(off).toBeDisabled();
    fireEvent.mouseEnter(screen.getByTestId('sms-disabled-2'));
    expect(await screen.findByText('User has no phone number')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'SMS notifications for Rep 1' }));
    expect(await screen.findByText('Representative updated successfully')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/organization/4/representatives/');
    expect(patch?.body).toEqual({ user_id: 101, sms_notif: true });
  });

  it("reports 'Error updating representative' when the update fails", async () => {
    mockApi({ '*': (c) => (c.method === 'PATCH' ? json(400, { detail: 'no' }) : json(200, page([rep(1)]))) });
    renderSettings('representatives');
    fireEvent.click(await screen.findByRole('switch', { name: 'SMS notifications for Rep 1' }));
    expect(await screen.findByText('Error updating representative')).toBeInTheDocument();
  });

  it('refuses to edit a representative with managed contacts; edits the Rep Title otherwise', async () => {
    const calls = mockApi({
      '*': (c) =>
        c.method === 'PATCH'
          ? json(200, rep(1, { role_title: 'Account' }))
          : json(200, page([rep(1), rep(2, { managed_contacts: 4 })])),
    }).calls;
    renderSettings('representatives');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Rep 2' }));
    expect(
      await screen.findByText('You cannot edit this representative because it has managed contacts'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Edit Rep 1' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    for (const t of ['None', 'Account', 'Sales', 'Service'])
      expect(await screen.findAllByText(t, { selector: '.ant-select-item-option-content' })).toHaveLength(1);
    fireEvent.click(screen.getByText('Account', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Representative updated successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ user_id: 101, role_title: 'Account' });
  });

  it('opens managed contacts only for a representative who has some; a contact opens in a new tab', async () => {
    const managed = {
      id: 9,
      first_name: 'Grace',
      last_name: 'Hopper',
      company_name: null,
      email: null,
      cell_phone: null,
      fsm_state: 'Former Clients',
      sales_status: null,
      lead_list_id: null,
    };
    const calls = mockApi({
      '*': (c) =>
        c.url.pathname.endsWith('/leads/')
          ? json(200, page([managed]))
          : json(200, page([rep(1), rep(2, { managed_contacts: 4 })])),
    }).calls;
    renderSettings('representatives');
    expect(await screen.findByRole('button', { name: 'Open Rep 1' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Open Rep 2' }));
    const drawer = await screen.findByTestId('representative-leads');
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === '/api/organization/4/representatives/2/leads/')).toBe(true),
    );
    // Spec 2 §4: the bucket decides which record page opens, in a new tab.
    const link = await within(drawer).findByRole('link', { name: 'Grace' });
    expect(link).toHaveAttribute('href', '/composition/former-clients/4/former-client/9');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
