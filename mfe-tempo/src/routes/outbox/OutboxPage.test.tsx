import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, type OutboxMessage } from '@ensemble/contracts';
import { json, mockApi, renderRoute, type Responder } from '@ensemble/shared-ui/testing';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { tempoApi } from '../../api/tempoApi';
import { OutboxPage } from './OutboxPage';

const message = (id: number, over: Partial<OutboxMessage> = {}): OutboxMessage => ({
  id,
  channel: 'email',
  organization_id: 4,
  to: `person${id}@example.com`,
  from: 'no-reply@ensemble.local',
  subject: `Subject ${id}`,
  text: `Text ${id}`,
  html: `<p>Html ${id}</p>`,
  category: 'invitation',
  message_id: null,
  headers: {},
  created_at: '2025-03-01T10:00:00.000Z',
  ...over,
});

/** Answers the outbox list; returns the calls it received. */
const mockOutbox = (answer: Responder) => mockApi({ 'GET /organization/4/outbox/': answer }).calls;

const renderOutbox = () =>
  renderRoute('/tempo/outbox/:organizationId', '/tempo/outbox/4', <OutboxPage />, makeRemoteStore(tempoApi));

describe('OutboxPage', () => {
  it('lists the messages with date, channel, recipient and preview, and pages with the API', async () => {
    const calls = mockOutbox(() =>
      json(200, {
        results: [
          message(1),
          message(2, { channel: 'sms', subject: null, text: 'Your code is 123456', html: null }),
        ],
        count: 42,
      }),
    );
    renderOutbox();

    const table = await screen.findByTestId('outbox-table');
    await within(table).findByText('person1@example.com');
    expect(within(table).getByText('Subject 1')).toBeInTheDocument();
    expect(within(table).getByText('Your code is 123456')).toBeInTheDocument();
    expect(within(table).getByText('SMS')).toBeInTheDocument();
    expect(screen.getByText('42 messages')).toBeInTheDocument();

    const first = calls[0].url;
    expect(first.pathname).toBe('/api/organization/4/outbox/');
    expect(first.searchParams.get('page')).toBe('1');
    expect(first.searchParams.get('per_page')).toBe('20');
    expect(first.searchParams.has('channel')).toBe(false);

    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('page')).toBe('2'));
  });

  it('filters by channel', async () => {
    const calls = mockOutbox(() => json(200, { results: [message(1)], count: 1 }));
    renderOutbox();
    await screen.findByText('person1@example.com');
    fireEvent.click(screen.getByText('SMS', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('channel')).toBe('sms'));
  });

  it('opens the whole message in a drawer, HTML in a sandboxed frame', async () => {
    mockOutbox(() => json(200, { results: [message(7)], count: 1 }));
    renderOutbox();
    fireEvent.click(await screen.findByText('person7@example.com'));
    const drawer = await screen.findByTestId('outbox-message');
    expect(within(drawer).getByText('no-reply@ensemble.local')).toBeInTheDocument();
    const frame = drawer.querySelector('iframe');
    expect(frame).not.toBeNull();
    expect(frame?.getAttribute('sandbox')).toBe('');
    expect(frame?.getAttribute('srcdoc')).toBe('<p>Html 7</p>');
  });

  it("answers a contact's email as its recipient would (the local inbound path), not a system email", async () => {
    const sent = message(9, { category: 'campaign', message_id: '<r9.c3@ensemble.local>' });
    const { calls } = mockApi({
      'GET /organization/4/outbox/': () =>
        json(200, { results: [sent, message(10, { message_id: '<x@y>' })], count: 2 }),
      'POST /organization/4/outbox/9/reply/': () => json(200, { recorded: true }),
    });
    renderOutbox();
    fireEvent.click(await screen.findByText('person10@example.com'));
    // An invitation is not a contact's email: nothing to answer.
    expect(
      within(await screen.findByTestId('outbox-message')).queryByRole('button', { name: 'Send reply' }),
    ).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));

    fireEvent.click(await screen.findByText('person9@example.com'));
    const drawer = await screen.findByTestId('outbox-message');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await within(drawer).findByText(messages.outboxReplyRequired)).toBeInTheDocument();
    fireEvent.change(within(drawer).getByLabelText('Reply as person9@example.com'), {
      target: { value: 'Please call me' },
    });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(messages.outboxReplySent)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ text: 'Please call me' }]);
  });

  it("shows 'No messages yet' when there is nothing", async () => {
    mockOutbox(() => json(200, { results: [], count: 0 }));
    renderOutbox();
    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
  });

  it('tells non-owners the outbox is for owners', async () => {
    mockOutbox(() => json(403, { detail: 'You do not have permission to perform this action.' }));
    renderOutbox();
    expect(await screen.findByText('Only owners can read the outbox')).toBeInTheDocument();
  });

  it('explains a server that cannot be reached, with Retry', async () => {
    mockOutbox(() => {
      throw new TypeError('Failed to fetch');
    });
    renderOutbox();
    expect(await screen.findByText('The outbox could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
