import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { leadFollowUpMessages, leadsMessages, type FollowUpDate } from '@ensemble/contracts';
import { json, mockApi, ORG, path, renderInApp, type Call } from '../../../test';
import { fillIn, press, firstCall, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { FollowUpDatesSection } from './FollowUpDatesSection';

const fu = (id: number, over: Partial<FollowUpDate> = {}): FollowUpDate => ({
  id,
  lead: 7,
  date: '2030-05-01',
  text: `Call ${id}`,
  completed: false,
  missed: false,
  ...over,
});
const listPath = `/organization/${ORG}/lead/7/follow-up/`;

function server(list: FollowUpDate[], write?: (c: Call) => Response) {
  return mockApi((c) => {
    if (c.method === 'GET' && path(c) === listPath) return json(200, list);
    if (c.method !== 'GET' && write) return write(c);
    return json(404, { detail: 'Not found.' });
  });
}
const render = () =>
  renderInApp(
    '/composition/prospects/4/prospect/7',
    <FollowUpDatesSection organizationId={ORG} stage="Prospect" lead={lead({ fsm_state: 'Prospect' })} />,
  );

describe('FollowUpDatesSection', () => {
  it("says 'No follow up dates to display' when there are none, ordered by date", async () => {
    const calls = server([]);
    render();
    expect(await screen.findByText(leadFollowUpMessages.empty, {}, slow)).toBeInTheDocument();
    expect(calls[0].url.searchParams.get('ordering')).toBe('date');
  });

  it('shows MISSED DEADLINE and COMPLETED, and nothing for a date still ahead', async () => {
    server([
      fu(1, { date: '2020-01-02', missed: true, text: 'Late' }),
      fu(2, { date: '2020-01-03', completed: true, text: 'Done' }),
      fu(3, { date: '2030-01-04', text: 'Ahead' }),
    ]);
    render();
    const list = await screen.findByTestId('follow-up-dates', {}, slow);
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByText('01/02/2020')).toBeInTheDocument();
    expect(within(rows[0]).getByText(leadFollowUpMessages.missedDeadline)).toBeInTheDocument();
    expect(within(rows[1]).getByText(leadFollowUpMessages.completed)).toBeInTheDocument();
    expect(within(rows[1]).queryByRole('button', { name: /Mark completed/ })).toBeNull();
    expect(within(rows[2]).queryByText(leadFollowUpMessages.missedDeadline)).toBeNull();
    expect(within(rows[2]).queryByText(leadFollowUpMessages.completed)).toBeNull();
  });

  it('marks completed through the edit form, which sends completed true', async () => {
    const calls = server([fu(5, { date: '2020-01-02', missed: true, text: 'Late' })], () =>
      json(200, { ...fu(5), completed: true }),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark completed 01/02/2020' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    expect(within(dialog).getByText('Complete follow-up date')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: 'Completed' })).toBeChecked();
    press(dialog, 'Save');
    expect(await screen.findByText(leadsMessages.updatedSuccessfully, {}, slow)).toBeInTheDocument();
    const put = firstCall(calls, 'PUT');
    expect(path(put!)).toBe(`${listPath}5/`);
    expect(put?.body).toEqual({ date: '2020-01-02', text: 'Late', completed: true });
  });

  it('validates a new date with the contract messages, then adds it', async () => {
    const calls = server([], () => json(201, fu(9)));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Add follow-up date' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    press(dialog, 'Save');
    expect(await within(dialog).findAllByText('Required', {}, slow)).toHaveLength(2);
    const date = within(dialog).getByLabelText('Date');
    fireEvent.mouseDown(date);
    fireEvent.change(date, { target: { value: '03/15/2030' } });
    fireEvent.keyDown(date, { key: 'Enter' });
    fillIn(dialog, { Text: 'Send the quote' });
    press(dialog, 'Save');
    expect(await screen.findByText(leadsMessages.addedSuccessfully, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(post?.body).toEqual({ date: '2030-03-15', text: 'Send the quote', completed: false });
  });

  it('deletes after confirming, at the path without the trailing slash', async () => {
    const calls = server([fu(4)], () => json(204, null));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete 05/01/2030' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    press(dialog, 'Delete');
    expect(await screen.findByText(leadsMessages.deletedSuccessfully, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(path(firstCall(calls, 'DELETE')!)).toBe(`${listPath}4`);
  });

  it('shows an error panel with retry when the list fails', async () => {
    server([]);
    mockApi(() => json(500, { detail: 'Boom' }));
    render();
    expect(await screen.findByText('Follow-up dates could not be loaded', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
