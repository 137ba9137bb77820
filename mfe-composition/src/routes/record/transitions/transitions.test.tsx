import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  leadsExtraMessages,
  leadsMessages,
  type FsmState,
  type LeadRecord,
  type OpportunityList,
} from '@ensemble/contracts';
import { json, ORG, path, type Call } from '../../../test';
import { fillIn, press, slow } from '../../../test/forms';
import { lead, recordServer, recordUrl, renderRecord, renderTransition } from '../../../test/record';
import type { TransitionKind } from './stageTransitions';

jest.mock('../../../leads/LeadFormModal', () => ({ LeadFormModal: () => null }));

const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
const list = (id: number, title: string, kind: OpportunityList['kind'] = 'opportunity'): OpportunityList => ({
  id,
  title,
  kind,
  created_at: '2026-01-01T00:00:00.000Z',
  leads_count: 1,
  organization_id: ORG,
});
const lists = [list(3, 'Spring fair'), list(8, 'Demoted', 'demoted'), list(9, 'Webinar')];
const listsGet = (c: Call) => (path(c).endsWith('/opportunity-list-all/') ? json(200, lists) : undefined);

async function open(label: string) {
  const actions = await screen.findByTestId('record-actions', {}, slow);
  fireEvent.click(within(actions).getByRole('button', { name: label }));
  return screen.findByRole('dialog');
}

/** Picks an option of the antd Select labelled `label` inside `dialog`. */
async function pick(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

const kindOf = { 'Set as former client': 'setAsFormer', Reactivate: 'reactivate' } as const;

async function openModal(kind: TransitionKind, record: LeadRecord) {
  renderTransition(kind, record);
  return screen.findByRole('dialog', {}, slow);
}

const location = () => screen.getByTestId('location').textContent;

/** Where lead 7 lands in opportunity list `listId`. */
const listContact = (listId: number) => `/composition/opportunity-lists/${ORG}/list/${listId}/contact/7`;
const landsIn = (url: string) => waitFor(() => expect(location()).toBe(url), slow);
/** The server's answer to a transition that moved lead 7 to `stage` (and list `listId`). */
const moved =
  (stage: FsmState, listId: number | null = null) =>
  () =>
    json(200, { detail: 'ok', id: 7, fsm_state: stage, opportunity_list_id: listId });

/** The page stays on `from` for `stayMs` (the toast is read there), then lands on `to` within `moreMs`. */
async function expectLanding(from: string, to: string, stayMs: number, moreMs: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(stayMs);
  });
  expect(location()).toBe(from);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(moreMs);
  });
  expect(location()).toBe(to);
}

describe('transitions', () => {
  // The landing delays (500-800 ms) and antd's motion run on fake time: findBy/waitFor advance it.
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("prospect → client: 'X is now client!' then the client page after 800 ms", async () => {
    const calls = recordServer(lead({ fsm_state: 'Prospect' }), {
      post: moved('Client'),
    });
    renderRecord(recordUrl.Prospect);
    const dialog = await open('Promote to client');
    press(dialog, 'Promote');
    expect(await screen.findByText(leadsMessages.nowClient('Ada Lovelace'))).toBeInTheDocument();
    expect(posts(calls).map(path)).toEqual([`/organization/lead/${ORG}/prospects/7/promote/`]);
    await expectLanding(recordUrl.Prospect, recordUrl.Client, 700, 150);
  });

  it('demote needs a choice; client → other lands on the other page after 500 ms', async () => {
    const record = lead({ fsm_state: 'Client' });
    const calls = recordServer(record, {
      post: moved('Other'),
    });
    const dialog = await openModal('demote', record);
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Prospect', 'Opportunity', 'Other']);
    press(dialog, 'Demote');
    expect(await within(dialog).findByText(leadsMessages.targetRequired, {}, slow)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.click(within(dialog).getByLabelText('Other'));
    press(dialog, 'Demote');
    expect(await screen.findByText(leadsMessages.clientDemoted)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ target: 'other' });
    expect(path(posts(calls)[0]!)).toBe(`/organization/lead/${ORG}/clients/7/demote/`);
    await expectLanding(recordUrl.Client, recordUrl.Other, 400, 150);
  });

  it('former client → opportunity in a chosen list lands in that list', async () => {
    const record = lead({ fsm_state: 'Former Clients' });
    const calls = recordServer(record, {
      get: listsGet,
      post: moved('Opportunity', 9),
    });
    const dialog = await openModal('demote', record);
    fireEvent.click(within(dialog).getByLabelText('Opportunity'));
    await pick(dialog, 'Opportunity list', 'Webinar');
    // The system lists are the server's to fill.
    expect(screen.queryByTitle('Demoted')).toBeNull();
    press(dialog, 'Demote');
    expect(await screen.findByText(leadsMessages.formerClientDemoted, {}, slow)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ target: 'opportunity', lead_list_id: 9 });
    await landsIn(listContact(9));
  });

  it('prospect → opportunity without a list goes where the server put it', async () => {
    const record = lead({ fsm_state: 'Prospect' });
    const calls = recordServer(record, {
      get: listsGet,
      post: moved('Opportunity', 8),
    });
    const dialog = await openModal('demote', record);
    expect(within(dialog).getAllByRole('radio')).toHaveLength(2);
    fireEvent.click(within(dialog).getByLabelText('Opportunity'));
    press(dialog, 'Demote');
    expect(await screen.findByText(leadsMessages.prospectDemoted, {}, slow)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ target: 'opportunity' });
    await landsIn(listContact(8));
  });

  it("shows the spec's demote error, or the server's own message", async () => {
    let detail: string | null = null;
    const record = lead({ fsm_state: 'Opportunity', lead_list_id: 3 });
    recordServer(record, {
      post: () => (detail ? json(400, { detail }) : json(500, {})),
    });
    const dialog = await openModal('demote', record);
    fireEvent.click(within(dialog).getByLabelText('Other'));
    press(dialog, 'Demote');
    expect(await screen.findByText(leadsMessages.errorDemotingOpportunity, {}, slow)).toBeInTheDocument();
    detail = 'This contact is locked';
    press(dialog, 'Demote');
    expect(await screen.findByText('This contact is locked', {}, slow)).toBeInTheDocument();
    expect(location()).toBe(recordUrl.Opportunity);
  });

  it('opportunity → prospect needs a source and sends it', async () => {
    const record = lead({ fsm_state: 'Opportunity', lead_list_id: 3 });
    const calls = recordServer(record, {
      get: (c) =>
        path(c).endsWith('/source/all/')
          ? json(200, [{ id: 5, organization: ORG, name: 'Walk-In', description: null, leads_count: 0 }])
          : undefined,
      post: moved('Prospect'),
    });
    const dialog = await openModal('promoteToProspect', record);
    press(dialog, 'Promote');
    expect(await within(dialog).findByText('Source is required', {}, slow)).toBeInTheDocument();
    await pick(dialog, 'Source', 'Walk-In');
    press(dialog, 'Promote');
    expect(
      await screen.findByText(leadsMessages.promotedInProspect('Ada Lovelace'), {}, slow),
    ).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ lead_source: 5 });
    expect(path(posts(calls)[0]!)).toBe(
      `/organization/lead/${ORG}/opportunity-list/3/opportunity/7/promote/`,
    );
    await landsIn(recordUrl.Prospect);
  });

  it('promote failures show the server message', async () => {
    const record = lead({ fsm_state: 'Opportunity', lead_list_id: 3 });
    recordServer(record, {
      post: () => json(409, { detail: 'Already a client' }),
    });
    const dialog = await openModal('promoteToClient', record);
    press(dialog, 'Promote');
    expect(await screen.findByText('Already a client', {}, slow)).toBeInTheDocument();
  });

  it('other → opportunity: list rules, then a new list by title', async () => {
    const record = lead({ fsm_state: 'Other' });
    const calls = recordServer(record, {
      get: listsGet,
      post: moved('Opportunity', 12),
    });
    const dialog = await openModal('promoteToOpportunity', record);
    press(dialog, 'Promote');
    expect(await within(dialog).findByText(leadsMessages.selectListFirst, {}, slow)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByLabelText('New list'));
    press(dialog, 'Promote');
    expect(await within(dialog).findByText(leadsMessages.listNameRequired, {}, slow)).toBeInTheDocument();
    expect(posts(calls)).toHaveLength(0);
    fillIn(dialog, { 'List name': ' Autumn ' });
    press(dialog, 'Promote');
    expect(await screen.findByText(leadsMessages.promotedToOpportunity, {}, slow)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ mode: 'new', title: 'Autumn' });
    expect(path(posts(calls)[0]!)).toBe(`/organization/lead/${ORG}/others/7/promote/`);
    await landsIn(listContact(12));
  });

  it('other → opportunity into an existing list', async () => {
    const record = lead({ fsm_state: 'Other' });
    const calls = recordServer(record, {
      get: listsGet,
      post: moved('Opportunity', 3),
    });
    const dialog = await openModal('promoteToOpportunity', record);
    await pick(dialog, 'List', 'Spring fair');
    press(dialog, 'Promote');
    expect(await screen.findByText(leadsMessages.promotedToOpportunity, {}, slow)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ mode: 'existing', lead_list_id: 3 });
  });

  it('prospect: Move to an existing list', async () => {
    const record = lead({ fsm_state: 'Prospect' });
    const calls = recordServer(record, {
      get: listsGet,
      post: () => json(200, { detail: 'ok', count: 1, opportunity_list_id: 9 }),
    });
    const dialog = await openModal('moveTo', record);
    await pick(dialog, 'List', 'Webinar');
    press(dialog, 'Move');
    // Spec 2 §8: 'Moving is being performed in the background...' on 200/201, one contact or many.
    expect(await screen.findByText(leadsExtraMessages.movingInBackground, {}, slow)).toBeInTheDocument();
    expect(posts(calls)[0]?.body).toEqual({ mode: 'existing', lead_list_id: 9, ids: [7] });
    expect(path(posts(calls)[0]!)).toBe(`/organization/lead/${ORG}/prospects/move/`);
    await landsIn(listContact(9));
  });

  it.each([
    [
      'Client',
      'Set as former client',
      'Former Clients',
      leadsMessages.clientSetAsFormer,
      'clients/7/set_as_former/',
    ],
    [
      'Former Clients',
      'Reactivate',
      'Client',
      leadsMessages.formerClientReactivated,
      'former-clients/7/promote_to_client/',
    ],
  ] as const)('%s: %s', async (stage, button, to, message, endpoint) => {
    const record = lead({ fsm_state: stage });
    const calls = recordServer(record, {
      post: moved(to),
    });
    const dialog = await openModal(kindOf[button], record);
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
    expect(path(posts(calls)[0]!)).toBe(`/organization/lead/${ORG}/${endpoint}`);
    await landsIn(recordUrl[to]);
  });

  it.each([
    ['Client', 'Set as former client', leadsMessages.errorSettingFormer],
    ['Former Clients', 'Reactivate', leadsMessages.errorReactivating],
  ] as const)('%s: %s failure', async (stage, button, message) => {
    const record = lead({ fsm_state: stage });
    recordServer(record, { post: () => json(500, {}) });
    const dialog = await openModal(kindOf[button], record);
    fireEvent.click(within(dialog).getAllByRole('button').at(-1)!);
    expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
  });
});
