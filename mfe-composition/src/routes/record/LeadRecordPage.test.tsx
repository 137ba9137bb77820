import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FsmState } from '@ensemble/contracts';
import { json, mockApi, ORG, path } from '../../test';
import { slow } from '../../test/forms';
import { lead, recordServer, recordUrl, renderRecord } from '../../test/record';

jest.mock('../../leads/LeadFormModal', () => ({
  LeadFormModal: (p: { open: boolean; stage: string }) =>
    p.open ? <div role="dialog" aria-label="Edit contact">{`form for ${p.stage}`}</div> : null,
}));

const expectedActions: Record<FsmState, string[]> = {
  Opportunity: ['Promote to prospect', 'Promote to client', 'Demote'],
  Prospect: ['Promote to client', 'Demote', 'Move to'],
  Client: ['Demote', 'Set as former client'],
  'Former Clients': ['Reactivate', 'Demote'],
  Other: ['Promote to opportunity'],
};

describe('LeadRecordPage', () => {
  it("shows the header, a prospect's accordions in the spec's order and every field", async () => {
    recordServer(
      lead({
        fsm_state: 'Prospect',
        revenue_probability: 40,
        lead_source_id: 2,
        lead_source: { id: 2, name: 'Walk-In' },
        representatives: { account_name: 'Grace Hopper', sales_name: null, service_name: null },
      }),
    );
    renderRecord(recordUrl.Prospect);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' }, slow)).toBeInTheDocument();
    expect(screen.getByTestId('stage-badge')).toHaveTextContent('Prospect');
    expect(screen.getByTestId('temperature')).toHaveTextContent('Hot');
    const titles = [...document.querySelectorAll('.ant-collapse-header')].map((h) => h.textContent);
    expect(titles).toEqual([
      'Activities',
      'Info',
      'Notes',
      'Documents',
      'Reminders',
      'Social Profiles',
      'Follow-up dates',
      'Tags',
      'History',
      'More people from this company',
    ]);
    for (const [label, value] of [
      ['Email', 'ada@example.test'],
      ['Company name', 'Engines Ltd'],
      ['Source', 'Walk-In'],
      ['Account rep', 'Grace Hopper'],
      ['Revenue probability', '40'],
      ['Score', '6 / 10'],
    ]) {
      const cell = screen.getByText(label, { selector: 'th, th *' }).closest('th')?.nextElementSibling;
      expect(cell).toHaveTextContent(value);
    }
    fireEvent.click(screen.getByRole('button', { name: /Edit/ }));
    expect(await screen.findByRole('dialog', { name: 'Edit contact' })).toHaveTextContent(
      'form for Prospect',
    );
  });

  it.each(Object.keys(expectedActions) as FsmState[])('offers the %s transitions', async (stage) => {
    recordServer(lead({ fsm_state: stage, lead_list_id: stage === 'Opportunity' ? 3 : null }));
    renderRecord(recordUrl[stage]);
    const actions = await screen.findByTestId('record-actions', {}, slow);
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expectedActions[stage]);
  });

  it('loads the opportunity through its list', async () => {
    const calls = recordServer(lead({ fsm_state: 'Opportunity', lead_list_id: 3 }));
    renderRecord(recordUrl.Opportunity);
    await screen.findByTestId('record-actions', {}, slow);
    expect(calls.map(path)).toContain(`/organization/lead/${ORG}/opportunity-list/3/opportunity/7/`);
  });

  it('goes to the record page of the stage a moved contact is in now', async () => {
    recordServer(lead({ fsm_state: 'Former Clients' }));
    renderRecord(recordUrl.Client);
    await waitFor(
      () => expect(screen.getByTestId('location')).toHaveTextContent(recordUrl['Former Clients']),
      slow,
    );
    expect(await screen.findByTestId('stage-badge', {}, slow)).toHaveTextContent('Former client');
  });

  it('shows the not-found panel when no stage has the contact', async () => {
    mockApi(() => json(404, { detail: 'Not found.' }));
    renderRecord(recordUrl.Client);
    expect(await screen.findByTestId('not-found', {}, slow)).toBeInTheDocument();
  });

  it('shows an error with Retry when loading fails', async () => {
    let fail = true;
    const record = lead();
    mockApi((c) => {
      if (path(c) === `/organization/lead/${ORG}/clients/7/`) {
        return fail ? json(500, { detail: 'Database unavailable' }) : json(200, record);
      }
      return path(c).startsWith('/organization/lead/history/')
        ? json(200, { history: [], notes_history: [] })
        : json(200, { results: [], count: 0 });
    });
    renderRecord(recordUrl.Client);
    expect(await screen.findByText('Database unavailable', {}, slow)).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' }, slow)).toBeInTheDocument();
  });
});
