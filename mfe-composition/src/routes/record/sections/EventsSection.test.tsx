import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { leadEventMessages, type LeadEvent } from '@ensemble/contracts';
import { json, mockApi, ORG, path, renderInApp, type Call } from '../../../test';
import { fillIn, press, firstCall, slow, confirmDeletion } from '../../../test/forms';
import { lead } from '../../../test/record';
import { EventsSection } from './EventsSection';

const today = dayjs().startOf('day');
const at = (hour: number) => today.hour(hour);
const event = (id: number, start: dayjs.Dayjs, title = `Event ${id}`): LeadEvent => ({
  id,
  lead: 7,
  title,
  description: null,
  start: start.toISOString(),
  end: start.add(1, 'hour').toISOString(),
});

function server(events: LeadEvent[], write?: (c: Call) => Response) {
  return mockApi((c) => {
    if (c.method === 'GET' && path(c) === '/organization/lead/7/events/') return json(200, events);
    if (write) return write(c);
    return json(404, { detail: 'Not found.' });
  });
}
const render = () =>
  renderInApp(
    '/composition/clients/4/client/7',
    <EventsSection organizationId={ORG} stage="Client" lead={lead()} />,
  );

describe('EventsSection', () => {
  it('shows events in the month, week and day views, asking the API for each range', async () => {
    const calls = server([event(1, at(14).minute(30), 'Review')]);
    render();
    const month = await screen.findByTestId('month-view', {}, slow);
    expect(await within(month).findByText(/Review/, {}, slow)).toBeInTheDocument();
    const first = calls[0].url.searchParams;
    expect(dayjs(first.get('from')).isSame(today.startOf('month').startOf('week'))).toBe(true);

    fireEvent.click(screen.getByText('Week'));
    const week = await screen.findByTestId('week-view', {}, slow);
    expect(within(week).getByText('2:30 PM Review')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.some((c) => dayjs(c.url.searchParams.get('from')).isSame(today.startOf('week')))).toBe(
        true,
      ),
    );

    fireEvent.click(screen.getByText('Day'));
    const day = await screen.findByTestId('day-view', {}, slow);
    expect(within(day).getByText('2:30 PM Review')).toBeInTheDocument();
    expect(screen.getByTestId('calendar-title')).toHaveTextContent(today.format('dddd, MMMM D, YYYY'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('calendar-title')).toHaveTextContent(
      today.add(1, 'day').format('dddd, MMMM D, YYYY'),
    );
  });

  it("adds a one-hour event from a day slot with 'New event added!'", async () => {
    const calls = server([], () => json(201, event(9, at(10))));
    render();
    await screen.findByTestId('month-view', {}, slow);
    fireEvent.click(screen.getByText('Day'));
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: `Add event on ${today.format('MM/DD/YYYY')} at 10 AM` },
        slow,
      ),
    );
    const dialog = await screen.findByRole('dialog', {}, slow);
    // Spec 2 §5: the time input is HH:MM with hours 0-23.
    expect(within(dialog).getByLabelText('Time')).toHaveValue('10:00');
    expect(within(dialog).getByTestId('event-ends')).toHaveTextContent('Ends at 11:00 (events last 1 hour)');
    press(dialog, 'Save');
    expect(await within(dialog).findByText('Required', {}, slow)).toBeInTheDocument();
    fillIn(dialog, { Title: 'Kick-off' });
    press(dialog, 'Save');
    expect(await screen.findByText(leadEventMessages.added, {}, slow)).toBeInTheDocument();
    const post = firstCall(calls, 'POST');
    expect(post?.body).toEqual({ title: 'Kick-off', start: at(10).toISOString(), description: null });
  });

  it("says 'Unable to add event' when the API refuses", async () => {
    server([], () => json(400, { detail: 'Nope' }));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'New event' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fillIn(dialog, { Title: 'Kick-off' });
    press(dialog, 'Save');
    expect(await screen.findByText(leadEventMessages.unableToAdd, {}, slow)).toBeInTheDocument();
  });

  it('shows a retry when the events cannot be loaded', async () => {
    mockApi(() => json(500, { detail: 'Boom' }));
    render();
    expect(await screen.findByText('Events could not be loaded', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('edits and deletes an event from the calendar', async () => {
    const calls = server([event(3, at(9), 'Standup')], (c) =>
      c.method === 'DELETE' ? json(204, null) : json(200, event(3, at(9), 'Standup 2')),
    );
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Event Standup' }, slow));
    const dialog = await screen.findByRole('dialog', {}, slow);
    fillIn(dialog, { Title: 'Standup 2' });
    press(dialog, 'Save');
    expect(await screen.findByText(leadEventMessages.updated, {}, slow)).toBeInTheDocument();
    expect(path(firstCall(calls, 'PUT')!)).toBe('/organization/lead/7/events/3/');

    fireEvent.click(await screen.findByRole('button', { name: 'Event Standup' }, slow));
    const again = await screen.findByRole('dialog', {}, slow);
    press(again, 'Delete');
    await confirmDeletion();
    expect(await screen.findByText(leadEventMessages.deleted, {}, slow)).toBeInTheDocument();
    expect(path(firstCall(calls, 'DELETE')!)).toBe('/organization/lead/7/events/3/');
  });
});
