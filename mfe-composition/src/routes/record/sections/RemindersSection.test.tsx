import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type LeadReminder, leadRemindersMessages as R } from '@ensemble/contracts';
import { json, mockApi, path, renderInApp, type Call } from '../../../test';
import { fillIn, press, firstCall, confirmDeletion, slow } from '../../../test/forms';
import { lead } from '../../../test/record';
import { RemindersSection } from './RemindersSection';

const reminder = (id: number, over: Partial<LeadReminder> = {}): LeadReminder => ({
  id,
  lead: 7,
  date_of_sending: '03/02/2027 9:30:00 AM',
  reminder: `Reminder ${id}`,
  is_completed: false,
  sent_at: null,
  time_zone: 'America/Chicago',
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

function remindersServer(list: LeadReminder[], write?: (c: Call) => Response) {
  return mockApi((c) => {
    if (c.method === 'GET') return json(200, list);
    if (write) return write(c);
    if (c.method === 'DELETE') return json(204, null);
    return json(c.method === 'POST' ? 201 : 200, { ...reminder(99), ...(c.body as object) });
  });
}

const render = () => renderInApp('/', <RemindersSection organizationId={4} stage="Client" lead={lead()} />);

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Add reminder' }, slow));
  return screen.findByRole('form', { name: 'Add reminder' });
}

async function typeDate(form: HTMLElement, value: string) {
  const input = within(form).getByLabelText('Date of sending');
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await waitFor(() => expect(input).toHaveValue(value));
}

describe('RemindersSection', () => {
  it('shows the empty text, counts the note, refuses 201 characters, then adds a reminder', async () => {
    const calls = remindersServer([]);
    render();
    expect(await screen.findByText('No reminders to display', {}, slow)).toBeInTheDocument();
    const form = await openAdd();
    expect(within(form).getByTestId('reminder-counter')).toHaveTextContent('0 / 200');
    press(form, 'Save');
    expect(await within(form).findByText(R.dateRequired)).toBeInTheDocument();

    fillIn(form, { Note: 'x'.repeat(201) });
    expect(within(form).getByTestId('reminder-counter')).toHaveTextContent('201 / 200');
    expect(await within(form).findByText('Maximum number of characters is 200')).toBeInTheDocument();

    fillIn(form, { Note: 'Call about renewal' });
    expect(within(form).getByTestId('reminder-counter')).toHaveTextContent('18 / 200');
    await typeDate(form, '03/05/2027 2:15:00 PM');
    press(form, 'Save');
    expect(await screen.findByText(R.added, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(path(post!)).toBe('/organization/lead/7/reminders/');
    expect(post?.body).toEqual({
      date_of_sending: '03/05/2027 2:15:00 PM',
      reminder: 'Call about renewal',
      is_completed: false,
      lead: 7,
    });
  });

  it("says 'Unable to add reminder!' when the API fails", async () => {
    remindersServer([], () => json(500, { detail: 'boom' }));
    render();
    const form = await openAdd();
    fillIn(form, { Note: 'Call' });
    await typeDate(form, '03/05/2027 2:15:00 PM');
    press(form, 'Save');
    expect((await screen.findAllByText(R.unableToAdd, {}, slow)).length).toBeGreaterThan(0);
  });

  it('completes, edits and deletes an open reminder; a completed one shows COMPLETED with only delete', async () => {
    const calls = remindersServer([reminder(1), reminder(2, { is_completed: true })]);
    render();
    const table = await screen.findByTestId('lead-reminders', {}, slow);
    await within(table).findByText('Reminder 1', {}, slow);
    expect(within(table).getByText('COMPLETED')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Complete reminder 2' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Edit reminder 2' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Delete reminder 2' })).toBeInTheDocument();

    press(table, 'Complete reminder 1');
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = firstCall(calls, 'PUT');
    expect(path(put!)).toBe('/organization/lead/7/reminders/1/');
    expect(put?.body).toEqual({
      date_of_sending: '03/02/2027 9:30:00 AM',
      reminder: 'Reminder 1',
      is_completed: true,
      lead: 7,
    });

    press(table, 'Edit reminder 1');
    const form = await screen.findByRole('form', { name: 'Edit reminder' });
    expect(within(form).getByLabelText('Note')).toHaveValue('Reminder 1');
    expect(within(form).getByText('Time zone: America/Chicago')).toBeInTheDocument();

    press(table, 'Delete reminder 2');
    await confirmDeletion();
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(path(firstCall(calls, 'DELETE')!)).toBe('/organization/lead/7/reminders/2/');
  });

  it("says 'Unable to complete reminder!' when completing fails", async () => {
    remindersServer([reminder(1)], () => json(400, { detail: R.completedIsLocked }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Complete reminder 1' }, slow));
    expect(await screen.findByText(R.unableToComplete, {}, slow)).toBeInTheDocument();
  });

  it('shows an error panel when the list cannot be loaded', async () => {
    mockApi(() => json(500, { detail: 'Server down' }));
    render();
    expect(await screen.findByText('Reminders could not be loaded', {}, slow)).toBeInTheDocument();
  });
});
