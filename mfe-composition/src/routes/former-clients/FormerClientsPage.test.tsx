import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@ensemble/contracts';
import { session } from '@ensemble/shared-ui';
import { aLead, json, mockApi, page, renderRoute } from '../../test';
import { FormerClientsPage } from './FormerClientsPage';

describe('FormerClientsPage', () => {
  it('orders by -id by default, shows total sales and exports the CSV with the bearer token', async () => {
    const created = jest.fn(() => 'blob:csv');
    URL.createObjectURL = created;
    URL.revokeObjectURL = jest.fn();
    session.setTokens({ access: 'tok', refresh: 'ref' });
    const calls = mockApi((c) =>
      c.url.pathname.endsWith('/export_as_csv/')
        ? new Response('FirstName,LastName\nAda,Lovelace\n', {
            status: 200,
            headers: { 'Content-Type': 'text/csv' },
          })
        : json(200, page([aLead(1, { fsm_state: 'Former Clients', total_sales: 1250 })])),
    );
    renderRoute(
      '/composition/former-clients/:organizationId',
      '/composition/former-clients/4',
      <FormerClientsPage />,
    );
    const table = await screen.findByTestId('leads-table');
    await within(table).findByText('$1,250.00');
    const list = calls.find((c) => c.url.pathname === '/api/organization/lead/4/former-clients/');
    expect(list?.url.searchParams.get('ordering')).toBe('-id');

    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(created).toHaveBeenCalled());
    const exportCall = (globalThis.fetch as jest.Mock).mock.calls.find(([url]) =>
      String(url).endsWith('/former-clients/export_as_csv/'),
    );
    expect(exportCall?.[0]).toBe('http://api.test/api/organization/lead/4/former-clients/export_as_csv/');
    expect((exportCall?.[1] as RequestInit).headers).toMatchObject({ Authorization: 'Bearer tok' });
  }, 60_000);

  it("toasts the API's reason for refusing the export (the quota), else the generic text", async () => {
    session.setTokens({ access: 'tok', refresh: 'ref' });
    let refusal = json(429, { detail: messages.tooManyExports });
    mockApi((c) =>
      c.url.pathname.endsWith('/export_as_csv/')
        ? refusal
        : json(200, page([aLead(1, { fsm_state: 'Former Clients' })])),
    );
    renderRoute(
      '/composition/former-clients/:organizationId',
      '/composition/former-clients/4',
      <FormerClientsPage />,
    );
    await screen.findByTestId('leads-table');
    const button = screen.getByRole('button', { name: /Export CSV/ });
    fireEvent.click(button);
    expect(await screen.findByText(messages.tooManyExports)).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();

    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
    refusal = new Response('upstream down', { status: 502 });
    fireEvent.click(button);
    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
  }, 60_000);
});
