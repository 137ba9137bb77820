import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadsExtraMessages, leadsMessages } from '@ensemble/contracts';
import { aLead, json, mockApi, page, renderRoute, type Call } from '../../test';
import { press } from '../../test/forms';
import { ClientsPage } from './ClientsPage';

const lists = [
  { id: 7, title: 'Spring fair', kind: 'opportunity', leads_count: 0, created_at: '', organization_id: 4 },
  { id: 8, title: 'Demoted', kind: 'demoted', leads_count: 0, created_at: '', organization_id: 4 },
];

function serve(answer: (c: Call) => Response | undefined) {
  return mockApi((c) => {
    const a = answer(c);
    if (a) return a;
    if (c.url.pathname.endsWith('/opportunity-list-all/')) return json(200, lists);
    return json(200, page([aLead(1, { fsm_state: 'Client' }), aLead(2, { fsm_state: 'Client' })]));
  });
}

const open = () =>
  renderRoute('/composition/clients/:organizationId', '/composition/clients/4', <ClientsPage />);

async function selectFirstRow() {
  const table = await screen.findByTestId('leads-table');
  const row = (await within(table).findByText('First1')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByRole('checkbox'));
  return within(await screen.findByRole('toolbar'));
}

async function moveFirstRowToNewList(title: string) {
  open();
  const bar = await selectFirstRow();
  fireEvent.click(bar.getByRole('button', { name: 'Move to' }));
  const d = await screen.findByRole('dialog');
  fireEvent.click(within(d).getByLabelText('New list'));
  fireEvent.change(await within(d).findByLabelText('List name'), { target: { value: title } });
  press(d, 'Move');
}

describe('ClientsPage', () => {
  it("moves the selection into a new list ('Moving is being performed in the background...')", async () => {
    const calls = serve((c) =>
      c.url.pathname.endsWith('/clients/move/')
        ? json(200, { detail: 'ok', count: 1, opportunity_list_id: 9 })
        : undefined,
    );
    await moveFirstRowToNewList('Winter');
    expect(await screen.findByText(leadsExtraMessages.movingInBackground)).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname.endsWith('/clients/move/'))?.body).toMatchObject({
      mode: 'new',
      title: 'Winter',
      move_all: false,
      ids: [1],
    });
  }, 60_000);

  it("says 'Something went wrong. Please, try again.' when the move fails", async () => {
    serve((c) => (c.url.pathname.endsWith('/clients/move/') ? json(500, {}) : undefined));
    await moveFirstRowToNewList('Winter');
    expect(await screen.findByText(leadsExtraMessages.moveFailed)).toBeInTheDocument();
  }, 60_000);

  it("bulk demotes to prospect ('Client demoted successfully')", async () => {
    const calls = serve((c) =>
      c.url.pathname.endsWith('/clients/bulk_demote/')
        ? json(200, { detail: 'ok', count: 1, opportunity_list_id: null })
        : undefined,
    );
    open();
    const bar = await selectFirstRow();
    fireEvent.click(bar.getByRole('button', { name: 'Demote' }));
    const d = await screen.findByRole('dialog');
    press(d, 'Demote');
    expect(await within(d).findByText(leadsMessages.targetRequired)).toBeInTheDocument();
    const target = within(d).getByLabelText('Demote to');
    fireEvent.mouseDown(target);
    fireEvent.click(await screen.findByTitle('Prospect'));
    press(d, 'Demote');
    expect(await screen.findByText(leadsMessages.clientDemoted)).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname.endsWith('/clients/bulk_demote/'))?.body).toEqual({
        ids: [1],
        target: 'prospect',
      }),
    );
  }, 60_000);

  it('opens the CSV import for the client bucket', async () => {
    serve(() => undefined);
    open();
    fireEvent.click(await screen.findByRole('button', { name: /Import CSV/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
