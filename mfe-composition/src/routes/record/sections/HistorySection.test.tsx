import { screen, within } from '@testing-library/react';
import { leadsExtraMessages, type LeadHistoryEntry } from '@ensemble/contracts';
import { json, path } from '../../../test';
import { lead, recordServer, recordUrl, renderRecord } from '../../../test/record';
import { historyActionLabel } from './HistorySection';

jest.mock('../../../leads/LeadFormModal', () => ({ LeadFormModal: () => null }));

const slow = { timeout: 10000 };

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
    expect(historyActionLabel({ action: 'demote', fromNotes: false })).toBe('Demoted');
  });
});
