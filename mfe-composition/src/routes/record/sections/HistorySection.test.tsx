import { fireEvent, screen, within } from '@testing-library/react';
import { leadsExtraMessages, type LeadHistoryEntry } from '@ensemble/contracts';
import { json, path } from '../../../test';
import { slow } from '../../../test/forms';
import { lead, recordServer, recordUrl, renderRecord } from '../../../test/record';
import { historyActionLabel, historyValue } from './HistorySection';

jest.mock('../../../leads/LeadFormModal', () => ({ LeadFormModal: () => null }));

const entry = (id: number, time: string, over: Partial<LeadHistoryEntry> = {}): LeadHistoryEntry => ({
  id,
  time,
  action: 'promote',
  user: { firstName: 'Grace', lastName: 'Hopper' },
  field: 'fsm_state',
  old_value: 'Opportunity',
  new_value: 'Prospect',
  value: 'fsm_state: Opportunity → Prospect',
  noteAction: null,
  subject: null,
  status: null,
  opened: null,
  clicked: null,
  mongo_id: null,
  type: 'lead',
  ...over,
});

describe('HistorySection', () => {
  it("says 'No history to display' when there is none", async () => {
    recordServer(lead());
    renderRecord(recordUrl.Client);
    expect(await screen.findByText(leadsExtraMessages.noHistory, {}, slow)).toBeInTheDocument();
  });

  it('lists history and notes history merged, newest first, with user, action and old → new', async () => {
    recordServer(lead(), {
      get: (c) =>
        path(c).startsWith('/organization/lead/history/')
          ? json(200, {
              history: [
                entry(1, '2026-03-01T10:00:00.000Z', {
                  action: 'create',
                  field: null,
                  value: 'create',
                  user: null,
                }),
                entry(3, '2026-03-03T10:00:00.000Z', {
                  action: 'promote',
                  old_value: 'Prospect',
                  new_value: 'Client',
                  value: 'fsm_state: Prospect → Client',
                }),
              ],
              notes_history: [
                {
                  history: [
                    entry(2, '2026-03-02T10:00:00.000Z', {
                      action: 'create',
                      value: 'Called back',
                      type: 'note',
                    }),
                  ],
                },
              ],
            })
          : undefined,
    });
    renderRecord(recordUrl.Client);
    const table = await screen.findByTestId('lead-history', {}, slow);
    await within(table).findByText('fsm_state: Prospect → Client', {}, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(1)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Grace Hopper', 'Promoted', 'fsm_state: Prospect → Client'],
      ['Grace Hopper', 'Note added', 'Called back'],
      ['—', 'Created', 'create'],
    ]);
  });

  it('names note changes', () => {
    expect(historyActionLabel({ action: 'Note changed from a to b', fromNotes: true })).toBe('Note changed');
    expect(historyActionLabel({ action: 'note changed from "a" to "b"', fromNotes: true })).toBe(
      'Note changed',
    );
    expect(historyActionLabel({ action: 'create', fromNotes: true })).toBe('Note added');
    expect(historyActionLabel({ action: 'demote', fromNotes: false })).toBe('Demoted');
  });

  it('reads any sub-record action <record>_<verb> generically', () => {
    const label = (action: string) => historyActionLabel({ action, fromNotes: false });
    expect(label('sale_added')).toBe('Sale added');
    expect(label('document_deleted')).toBe('Document deleted');
    expect(label('reminder_completed')).toBe('Reminder completed');
    expect(label('follow_up_updated')).toBe('Follow up updated');
    expect(label('note_deleted')).toBe('Note deleted');
    expect(label('social_added')).toBe('Social profile added');
  });

  it('shows sub-rows (type, subject, status, opened, clicked) for email entries', async () => {
    recordServer(lead(), {
      get: (c) =>
        path(c).startsWith('/organization/lead/history/')
          ? json(200, {
              history: [
                entry(5, '2026-03-05T10:00:00.000Z', {
                  action: 'send_email',
                  field: 'email_campaign:12',
                  value: 'Spring offer',
                  subject: 'Spring offer',
                  status: 'delivered',
                  opened: true,
                  clicked: false,
                  type: 'email',
                }),
                entry(4, '2026-03-04T10:00:00.000Z', {
                  action: 'sale_added',
                  field: null,
                  value: 'sale_added',
                }),
              ],
              notes_history: [],
            })
          : undefined,
    });
    renderRecord(recordUrl.Client);
    const table = await screen.findByTestId('lead-history', {}, slow);
    expect(await within(table).findByText('Email sent', {}, slow)).toBeInTheDocument();
    expect(within(table).getByText('Sale added')).toBeInTheDocument();
    const emailRow = within(table).getByText('Email sent').closest('tr') as HTMLElement;
    fireEvent.click(within(emailRow).getByRole('button', { name: /expand row/i }));
    expect(await within(table).findByText('delivered')).toBeInTheDocument();
    expect(within(table).getByText('Opened')).toBeInTheDocument();
    expect(within(table).getByText('Yes')).toBeInTheDocument();
    expect(within(table).getByText('No')).toBeInTheDocument();
    // A send opened from the contact's history: its report in a new tab (the entry does not say its type).
    const report = within(emailRow).getByRole('link', { name: 'View report' });
    expect(report).toHaveAttribute('href', '/harmony/email-reports/4?organizationId=4&reportId=12');
    expect(report).toHaveAttribute('target', '_blank');
    // The sale entry has no sub-rows: nothing to expand.
    const saleRow = within(table).getByText('Sale added').closest('tr') as HTMLElement;
    expect(within(saleRow).queryByRole('button')).toBeNull();
    expect(within(saleRow).queryByRole('link', { name: 'View report' })).toBeNull();
  });

  it('reads texts sent and received as their message, a delivery report as its reason, and a call as how it went', async () => {
    const t = (id: number, action: string, field: string, value: string | null) =>
      entry(id, `2026-03-0${id}T10:00:00.000Z`, {
        action,
        user: null,
        field,
        old_value: null,
        new_value: value,
        value: `${field}: → ${value ?? ''}`,
      });
    recordServer(lead(), {
      get: (c) =>
        path(c).startsWith('/organization/lead/history/')
          ? json(200, {
              history: [
                t(1, 'send_text', 'text_send:12', 'Hi Ada, your renewal is due.'),
                t(2, 'send_text_failed', 'text_send:12', 'Twilio 21610: unsubscribed recipient'),
                t(3, 'receive_text', 'inbound_text:4', 'Call me tomorrow please'),
                t(4, 'call_logged', 'call:CA1', 'completed, 1m 15s'),
                t(5, 'call_missed', 'call:CA2', 'no-answer'),
                t(6, 'receive_email', 'inbound_email:3', 'Re: Your renewal'),
              ],
              notes_history: [],
            })
          : undefined,
    });
    renderRecord(recordUrl.Client);
    const table = await screen.findByTestId('lead-history', {}, slow);
    await within(table).findByText('Text received', {}, slow);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['Email received', 'Re: Your renewal'],
      ['Missed call', 'no-answer'],
      ['Call', 'Incoming call: completed, 1m 15s'],
      ['Text received', 'Call me tomorrow please'],
      ['Text failed', 'Twilio 21610: unsubscribed recipient'],
      ['Text sent', 'Hi Ada, your renewal is due.'],
    ]);
  });

  it('names the text events and reads other entries as the API wrote them', () => {
    const label = (action: string) => historyActionLabel({ action, fromNotes: false });
    expect(label('send_text_delivered')).toBe('Text delivered');
    expect(label('send_text_undelivered')).toBe('Text undelivered');
    // A delivered report has no reason.
    expect(historyValue({ action: 'send_text_delivered', new_value: null, value: 'text_send:3:  → ' })).toBe(
      '',
    );
    expect(
      historyValue({ action: 'promote', new_value: 'Client', value: 'fsm_state: Prospect → Client' }),
    ).toBe('fsm_state: Prospect → Client');
  });
});
