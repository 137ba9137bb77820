import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { limits, socialMessages } from '@ensemble/contracts';
import { json, mockApi, page } from '@ensemble/shared-ui/testing';
import { UrlPostsPage } from './UrlPostsPage';
import { aPost, aUrl, renderSocial } from './social.fixtures';

const renderPage = (url = '/rhapsody/social/3/posts/7?title=Spring%20sale') =>
  renderSocial('/rhapsody/social/:organizationId/posts/:urlId', url, <UrlPostsPage />);

describe('UrlPostsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('lists the URL’s posts with their states, 10 a page, titled from the link', async () => {
    const api = mockApi({
      'GET /social/3/urls/7/posts/': {
        body: page(
          [
            aPost({ in_queue: true, last_time_posted: '2026-11-02T15:00:00Z' }),
            aPost({
              id: 12,
              title: 'Draft',
              complete: false,
              scheduled: true,
              scheduled_date: '2026-12-01T15:00:00Z',
            }),
          ],
          2,
        ),
      },
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Spring sale' })).toBeInTheDocument();
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(screen.getByText('Complete')).toBeInTheDocument();
    expect(screen.getByText('Incomplete')).toBeInTheDocument();
    expect(screen.getByText('Queued', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getAllByAltText(/Tulips are here image|Draft image/)).toHaveLength(2);
    expect(api.callsTo('GET /social/3/urls/7/posts/')[0].query).toEqual({ page: '1', per_page: '10' });
    expect(api.callsTo('GET /social/3/urls/7/')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Draft' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/rhapsody/social/3/url/7/post/12');
  });

  it('says what to do when there is no post, and creates one for this URL', async () => {
    mockApi({
      'GET /social/3/urls/7/posts/': { body: page([]) },
      'GET /social/3/urls/7/': { body: aUrl() },
    });
    renderPage('/rhapsody/social/3/posts/7');
    expect(await screen.findByRole('heading', { name: 'Spring sale' })).toBeInTheDocument();
    expect(await screen.findByText(/No posts yet/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: /create new post/i })[0]);
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/rhapsody/social/3/create-new-post?url=7',
    );
  });

  it('searches after the pause and steps back from an invalid page', async () => {
    const api = mockApi({
      'GET /social/3/urls/7/posts/': (call) =>
        call.query.page === '2'
          ? json(404, { detail: socialMessages.invalidPage })
          : json(200, page([aPost()], 12)),
    });
    renderPage();
    await screen.findByText('Tulips are here');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(screen.getByTitle('1').className).toContain('ant-pagination-item-active'));
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search posts'), { target: { value: 'tul' } });
    act(() => jest.advanceTimersByTime(limits.searchDebounceMs));
    jest.useRealTimers();
    await waitFor(() =>
      expect(api.callsTo('GET /social/3/urls/7/posts/').at(-1)?.query).toEqual({
        page: '1',
        per_page: '10',
        search: 'tul',
      }),
    );
  });
});
