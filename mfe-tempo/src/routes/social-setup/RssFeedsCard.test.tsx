import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { messages, socialMessages as M, socialNotices } from '@ensemble/contracts';
import { page } from '@ensemble/shared-ui/testing';
import { RssFeedsCard } from './RssFeedsCard';
import { dialog, feed, mockSocial, renderSocial, RSS, RSS_UNREAD } from './test-utils';

const renderCard = () => renderSocial(<RssFeedsCard organizationId={4} />);
const addFeed = (url: string) => {
  fireEvent.change(screen.getByLabelText('RSS url'), { target: { value: url } });
  fireEvent.click(screen.getByRole('button', { name: 'Add feed' }));
};

describe('RSS feeds panel', () => {
  it('shows the columns, the rows, paging by 10 and the refresh footer', async () => {
    const api = mockSocial({ [`GET ${RSS}`]: { body: page([feed(1), feed(2, { status: false })], 12) } });
    renderCard();
    expect(await screen.findByText('https://blog1.example.com/feed.xml')).toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(["RSS url's", 'Last Updated', 'Actions']);
    expect(screen.getByText(M.rssFooter)).toBeInTheDocument();
    expect(
      screen.getByText('Feeds are being refreshed every 15 days, from the day the feed is added'),
    ).toBeInTheDocument();
    // Pause on an active feed, play on a paused one.
    expect(
      screen.getByRole('button', { name: 'Pause feed https://blog1.example.com/feed.xml' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Resume feed https://blog2.example.com/feed.xml' }),
    ).toBeInTheDocument();
    expect(api.callsTo(`GET ${RSS}`)[0]!.query).toEqual({ page: '1', per_page: '10' });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.callsTo(`GET ${RSS}`).at(-1)!.query.page).toBe('2'));
  });

  it("says 'No RSS Feeds to display' when there is none", async () => {
    mockSocial();
    renderCard();
    expect(await screen.findByText('No RSS Feeds to display')).toBeInTheDocument();
  });

  it('checks the URL before sending and puts the server refusal on the field', async () => {
    const api = mockSocial({ [`POST ${RSS}`]: { status: 400, body: { feed_url: [M.feedUnreadable] } } });
    renderCard();
    await screen.findByText(M.noRssFeeds);
    addFeed('not a url');
    expect(await screen.findByText(messages.urlInvalid)).toBeInTheDocument();
    expect(api.callsTo(`POST ${RSS}`)).toHaveLength(0);

    addFeed('https://example.com/page.html');
    const error = await screen.findByText(M.feedUnreadable);
    expect(screen.getByLabelText('RSS url')).toHaveAttribute('aria-describedby', error.id);
    expect(api.callsTo(`POST ${RSS}`)[0]!.body).toEqual({ feed_url: 'https://example.com/page.html' });
  });

  it('adds a feed and reads the list again', async () => {
    let feeds = [] as ReturnType<typeof feed>[];
    const api = mockSocial({
      [`GET ${RSS}`]: () => ({ body: page(feeds) }),
      [`POST ${RSS}`]: () => {
        feeds = [feed(7)];
        return { status: 201, body: feeds[0] };
      },
    });
    renderCard();
    await screen.findByText(M.noRssFeeds);
    addFeed('https://blog7.example.com/feed.xml');
    expect(
      await screen.findByRole('link', { name: 'https://blog7.example.com/feed.xml' }),
    ).toBeInTheDocument();
    expect(api.callsTo(`POST ${RSS}`)).toHaveLength(1);
  });

  it('pauses a feed with its status, and deletes one only after the confirmation', async () => {
    const api = mockSocial({
      [`GET ${RSS}`]: { body: page([feed(1)]) },
      'PUT /4/rss-scheduler/1/update': { body: feed(1, { status: false }) },
      'DELETE /4/rss-scheduler/1/': { status: 204 },
    });
    renderCard();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Pause feed https://blog1.example.com/feed.xml' }),
    );
    await waitFor(() => expect(api.callsTo('PUT /4/rss-scheduler/1/update')).toHaveLength(1));
    expect(api.callsTo('PUT /4/rss-scheduler/1/update')[0]!.body).toEqual({ status: false });

    fireEvent.click(screen.getByRole('button', { name: 'Delete feed https://blog1.example.com/feed.xml' }));
    const confirm = await dialog('Delete RSS feed');
    expect(api.callsTo('DELETE /4/rss-scheduler/1/')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /4/rss-scheduler/1/')).toHaveLength(1));
    expect(await screen.findByText('RSS feed deleted')).toBeInTheDocument();
  });

  it('shows the new drafts in all and per feed; marking a feed read clears them and reads the counts again', async () => {
    let unread = 3;
    const api = mockSocial({
      [`GET ${RSS}`]: () => ({ body: page([feed(1, { unread }), feed(2)]) }),
      [`GET ${RSS_UNREAD}`]: () => ({ body: { unread } }),
      'POST /4/rss-scheduler/1/clear': () => {
        unread = 0;
        return { body: { cleared: 3 } };
      },
    });
    renderCard();
    expect(await screen.findByTestId('rss-unread')).toHaveTextContent('3 new drafts');
    const row = screen.getByRole('link', { name: 'https://blog1.example.com/feed.xml' }).closest('tr')!;
    expect(within(row).getByText('3 new drafts')).toBeInTheDocument();
    // A feed with no new draft has nothing to mark.
    expect(
      screen.queryByRole('button', {
        name: 'Mark the new drafts of https://blog2.example.com/feed.xml read',
      }),
    ).not.toBeInTheDocument();

    fireEvent.click(
      screen.getByRole('button', { name: 'Mark the new drafts of https://blog1.example.com/feed.xml read' }),
    );
    expect(await screen.findByText(socialNotices.rssDraftsCleared)).toBeInTheDocument();
    expect(api.callsTo('POST /4/rss-scheduler/1/clear')[0]!.body).toEqual({ posts: [] });
    await waitFor(() => expect(screen.queryByTestId('rss-unread')).not.toBeInTheDocument());
    expect(within(row).queryByText('3 new drafts')).not.toBeInTheDocument();
    expect(api.callsTo(`GET ${RSS_UNREAD}`)).toHaveLength(2);
  });

  it('says one new draft in the singular, and a refused clear says so', async () => {
    mockSocial({
      [`GET ${RSS}`]: { body: page([feed(1, { unread: 1 })]) },
      [`GET ${RSS_UNREAD}`]: { body: { unread: 1 } },
      'POST /4/rss-scheduler/1/clear': { status: 500, body: {} },
    });
    renderCard();
    expect(await screen.findByTestId('rss-unread')).toHaveTextContent(/^1 new draft$/);
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Mark the new drafts of https://blog1.example.com/feed.xml read',
      }),
    );
    expect(await screen.findByText(socialNotices.rssFeedUpdateFailed)).toBeInTheDocument();
    expect(screen.getByTestId('rss-unread')).toHaveTextContent('1 new draft');
  });
});
