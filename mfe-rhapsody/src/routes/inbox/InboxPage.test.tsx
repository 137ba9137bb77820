import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { inboxMessages, textMessages } from '@ensemble/contracts';
import { page } from '@ensemble/shared-ui/testing';
import { conversation, mockTextApi, O, renderInbox, text } from '../text/text.fixtures';

const thread = (leadId: number) => `GET ${O}/text-conversations/${leadId}/`;
const bubbles = () => screen.getAllByTestId('text-message');

describe('Inbox', () => {
  it('says so when nothing was texted yet, and asks to pick a conversation', async () => {
    mockTextApi();
    renderInbox();
    expect(await screen.findByText(inboxMessages.noConversations)).toBeInTheDocument();
    expect(screen.getByText(inboxMessages.selectConversation)).toBeInTheDocument();
  });

  it('lists conversations with their number, last message and STOP, and searches them after a pause', async () => {
    const grace = conversation(8, 'Grace Hopper', { stopped: true, cell_phone: '+12015550108' });
    const api = mockTextApi({
      [`GET ${O}/text-conversations/`]: (call) => ({
        body: call.query.search
          ? page([grace])
          : page([
              conversation(7, 'Ada Lovelace', { last_message: text(3, 'outbound', 'See you Monday') }),
              grace,
            ]),
      }),
    });
    renderInbox();
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const ada = within(list).getByText('Ada Lovelace').closest('button') as HTMLElement;
    expect(ada).toHaveTextContent('(201) 555-0101');
    expect(ada).toHaveTextContent('You: See you Monday');
    const graceItem = within(list).getByText('Grace Hopper').closest('button') as HTMLElement;
    expect(within(graceItem).getByText('STOP')).toBeInTheDocument();
    expect(within(ada).queryByText('STOP')).not.toBeInTheDocument();

    const search = screen.getByLabelText('Search conversations');
    for (const typed of ['g', 'gr', 'grace']) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(within(list).queryByText('Ada Lovelace')).not.toBeInTheDocument());
    expect(api.calls.filter((c) => c.path === `${O}/text-conversations/`).map((c) => c.query.search)).toEqual(
      [undefined, 'grace'],
    );

    fireEvent.click(within(list).getByText('Grace Hopper'));
    expect(await screen.findByText(inboxMessages.stopped)).toBeInTheDocument();
  });

  it('shows the thread oldest to newest: sent on the right with their status, received on the left, keywords marked', async () => {
    const api = mockTextApi({
      [`GET ${O}/text-conversations/`]: { body: page([conversation(7, 'Ada Lovelace')]) },
      // Newest first, as the API answers.
      [thread(7)]: {
        body: page([
          text(3, 'inbound', 'STOP', { keyword: 'stop' }),
          text(2, 'inbound', 'Yes please'),
          text(1, 'outbound', 'Renew your policy?', { status: 'delivered' }),
        ]),
      },
    });
    renderInbox('?lead=7');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(screen.getByTestId('inbox-thread-name')).toHaveTextContent('Ada Lovelace');
    const [first, second, third] = bubbles() as [HTMLElement, HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Renew your policy?');
    expect(first).toHaveAttribute('data-direction', 'outbound');
    expect(first).toHaveTextContent('Delivered');
    expect(first.parentElement).toHaveClass('ant-flex-justify-flex-end');
    expect(second).toHaveTextContent('Yes please');
    expect(second.parentElement).toHaveClass('ant-flex-justify-flex-start');
    expect(within(third).getByText('Opted out')).toBeInTheDocument();
    expect(api.callsTo(thread(7))[0]?.query).toEqual({ page: '1', per_page: '50' });
  });

  it('loads older messages above the latest ones', async () => {
    const latest = Array.from({ length: 50 }, (_, i) => text(100 - i, 'inbound', `Message ${100 - i}`));
    const api = mockTextApi({
      [thread(7)]: (call) => ({
        body: call.query.page === '2' ? page([text(1, 'outbound', 'The very first')], 51) : page(latest, 51),
      }),
    });
    renderInbox('?lead=7');
    await waitFor(() => expect(bubbles()).toHaveLength(50));
    fireEvent.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(bubbles()).toHaveLength(51));
    expect(bubbles()[0]).toHaveTextContent('The very first');
    expect(bubbles()[50]).toHaveTextContent('Message 100');
    expect(screen.queryByRole('button', { name: 'Show older messages' })).not.toBeInTheDocument();
    expect(api.callsTo(thread(7)).map((c) => c.query.page)).toEqual(['1', '2']);
  });

  it('opens a contact never texted: its name, no messages yet, and a reply that reads the thread again', async () => {
    const api = mockTextApi({
      [`POST ${O}/send-email/recipients/`]: {
        body: {
          count: 0,
          suppressed: 0,
          without_email: 1,
          contacts: [
            { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: null, cell_phone: '+12015550101' },
          ],
        },
      },
      [thread(7)]: { body: page([]) },
    });
    renderInbox('?lead=7');
    expect(await screen.findByText(inboxMessages.noMessages)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('inbox-thread-name')).toHaveTextContent('Ada Lovelace'));

    fireEvent.click(screen.getByRole('button', { name: inboxMessages.reply }));
    expect(await screen.findByText(textMessages.messageRequired)).toBeInTheDocument();
    const box = screen.getByLabelText('Message');
    fireEvent.change(box, { target: { value: 'Hello Ada, ça va?' } });
    expect(screen.getByTestId('inbox-reply-counter')).toHaveTextContent('17 / 320');
    expect(screen.getByTestId('inbox-reply-segments').textContent).toBe('UCS-2 · 1 segment');
    fireEvent.click(screen.getByRole('button', { name: inboxMessages.reply }));
    expect(await screen.findByText(textMessages.messageSent)).toBeInTheDocument();
    expect(api.callsTo(`POST ${O}/send-texts/`)[0]?.body).toEqual({
      recipient_id: '7',
      message: 'Hello Ada, ça va?',
    });
    await waitFor(() => expect(api.callsTo(thread(7))).toHaveLength(2));
    expect(box).toHaveValue('');
  });

  it('shows one pane at a time on a phone: the list, then the thread with a way back', async () => {
    const width = window.innerWidth;
    window.innerWidth = 375;
    try {
      mockTextApi({
        [`GET ${O}/text-conversations/`]: { body: page([conversation(7, 'Ada Lovelace')]) },
        [thread(7)]: { body: page([text(1, 'inbound', 'Hi there')]) },
      });
      renderInbox();
      const list = await screen.findByRole('list', { name: 'Conversations' });
      expect(screen.queryByText(inboxMessages.selectConversation)).not.toBeInTheDocument();
      fireEvent.click(within(list).getByText('Ada Lovelace'));
      expect(await screen.findByText('Hi there')).toBeInTheDocument();
      expect(screen.queryByRole('list', { name: 'Conversations' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
      expect(await screen.findByRole('list', { name: 'Conversations' })).toBeInTheDocument();
    } finally {
      window.innerWidth = width;
    }
  });

  it('asks for new messages every 10 seconds while the thread is open', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      const api = mockTextApi({ [thread(7)]: { body: page([text(1, 'inbound', 'Hi')]) } });
      renderInbox('?lead=7');
      await waitFor(() => expect(api.callsTo(thread(7))).toHaveLength(1));
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      await waitFor(() => expect(api.callsTo(thread(7))).toHaveLength(2));
    } finally {
      jest.useRealTimers();
    }
  });
});
