import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { socialConstants, socialMessages, socialNotices } from '@ensemble/contracts';
import { json, mockApi, page, type RouteTable } from '@ensemble/shared-ui/testing';
import { SocialPage } from './SocialPage';
import { aUrl, renderSocial } from './social.fixtures';

const ORG = { 'GET /organization/3/': { body: { id: 3, name: 'Acme Social', is_owner: true } } };
const EMPTY: RouteTable = {
  ...ORG,
  'GET /organization/3/calendar/': { body: [] },
  'GET /social/3/urls/': { body: page([]) },
  'GET /social/3/url-options/': { body: [] },
};
const WITH_URLS: RouteTable = {
  ...EMPTY,
  'GET /social/3/urls/': { body: page([aUrl(), aUrl({ id: 8, title: 'Autumn' })]) },
  'GET /social/3/url-options/': { body: [{ id: 7, title: 'Spring sale', url: 'https://acme.test/spring' }] },
};

const renderPage = () =>
  renderSocial('/rhapsody/social/:organizationId', '/rhapsody/social/3', <SocialPage />);

describe('SocialPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the month calendar with its legend, the empty URL list, and no post without a URL', async () => {
    const api = mockApi(EMPTY);
    renderPage();
    expect(await screen.findByText('Acme Social')).toBeInTheDocument();
    const legend = screen.getByTestId('calendar-legend');
    for (const label of ['Posted', 'Scheduled', 'Campaign'])
      expect(within(legend).getByText(label)).toBeInTheDocument();
    expect(await screen.findByText('No urls to display')).toBeInTheDocument();
    const create = screen.getByRole('button', { name: /Create new post/ });
    await waitFor(() => expect(create).toBeDisabled());
    expect(screen.getByLabelText(socialMessages.addUrlFirst)).toBeInTheDocument();
    const now = dayjs();
    expect(api.callsTo('GET /organization/3/calendar/')[0].query).toEqual({
      year: String(now.year()),
      month: String(now.month() + 1),
    });
    expect(api.callsTo('GET /social/3/urls/')[0].query).toEqual({ page: '1', per_page: '10' });
  });

  it('asks the calendar for the month shown', async () => {
    const api = mockApi(EMPTY);
    renderPage();
    await screen.findByText('Acme Social');
    const calendar = screen.getByTestId('campaign-calendar');
    const title = () => within(calendar).getByRole('heading', { level: 5 }).textContent;
    const before = title();
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(title()).not.toBe(before);
    const next = dayjs().add(1, 'month');
    await waitFor(() =>
      expect(api.callsTo('GET /organization/3/calendar/').map((c) => c.query.month)).toContain(
        String(next.month() + 1),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(title()).toBe(before);
  });

  it('opens a posted entry but not a campaign one', async () => {
    const day = dayjs().date(15).hour(10).minute(0);
    mockApi({
      ...EMPTY,
      'GET /organization/3/calendar/': {
        body: [
          {
            time: day.toISOString(),
            title: 'Campaign slot',
            type: 'campaign',
            organization_id: 3,
            // Even naming a post, a campaign slot does not open it.
            url_id: 7,
            post_id: 12,
          },
          {
            time: day.toISOString(),
            title: 'Tulips',
            type: 'posted',
            organization_id: 3,
            url_id: 7,
            post_id: 11,
          },
        ],
      },
    });
    renderPage();
    const campaign = (await screen.findByText(/Campaign slot/)).closest('[data-testid="calendar-entry"]')!;
    expect(campaign.tagName).not.toBe('A');
    expect(within(campaign as HTMLElement).queryByRole('link')).toBeNull();
    fireEvent.click(campaign);
    expect(screen.queryByTestId('elsewhere')).toBeNull();

    fireEvent.click(screen.getByText(/Tulips/));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/rhapsody/social/3/url/7/post/11');
  });

  it('searches once the typing stops for 600 ms', async () => {
    const api = mockApi(WITH_URLS);
    renderPage();
    await screen.findByText('Autumn');
    jest.useFakeTimers();
    fireEvent.change(screen.getByLabelText('Search URLs'), { target: { value: 'spr' } });
    // The async variant lets a request started by a timer reach the fetch double before the check.
    await act(() => jest.advanceTimersByTimeAsync(socialConstants.urlSearchDebounceMs - 1));
    expect(api.callsTo('GET /social/3/urls/').some((c) => c.query.search === 'spr')).toBe(false);
    await act(() => jest.advanceTimersByTimeAsync(1));
    jest.useRealTimers();
    await waitFor(() =>
      expect(api.callsTo('GET /social/3/urls/').at(-1)?.query).toEqual({
        page: '1',
        per_page: '10',
        search: 'spr',
      }),
    );
  });

  it("goes back one page when the server answers 'Invalid page.'", async () => {
    const api = mockApi({
      ...WITH_URLS,
      'GET /social/3/urls/': (call) =>
        call.query.page === '2'
          ? json(404, { detail: socialMessages.invalidPage })
          : json(200, page([aUrl(), aUrl({ id: 8, title: 'Autumn' })], 12)),
    });
    renderPage();
    await screen.findByText('Autumn');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(api.callsTo('GET /social/3/urls/').map((c) => c.query.page)).toContain('2'));
    // Page 1 is still cached: going back shows it again without asking.
    await waitFor(() => expect(screen.getByTitle('1').className).toContain('ant-pagination-item-active'));
    expect(screen.getByText('Autumn')).toBeInTheDocument();
    expect(screen.queryByText('Unable to get URLs')).toBeNull();
  });

  it('deletes the selected URLs after a confirmation', async () => {
    const api = mockApi({ ...WITH_URLS, 'POST /social/3/urls/bulk-delete/': { body: { deleted: 2 } } });
    renderPage();
    await screen.findByText('Autumn');
    const deleteButton = screen.getByRole('button', { name: /Delete selected/ });
    expect(deleteButton).toBeDisabled();
    const table = screen.getByTestId('social-urls');
    fireEvent.click(within(table).getAllByRole('checkbox')[0]); // select all
    fireEvent.click(screen.getByRole('button', { name: /Delete selected \(2\)/ }));
    expect(await screen.findByText('Delete 2 URLs?')).toBeInTheDocument();
    expect(api.callsTo('POST /social/3/urls/bulk-delete/')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('POST /social/3/urls/bulk-delete/')).toHaveLength(1));
    expect(api.callsTo('POST /social/3/urls/bulk-delete/')[0].body).toEqual({ ids: [7, 8] });
    expect(await screen.findByText('2 URLs deleted')).toBeInTheDocument();
  });

  it('edits one URL in the Add URL form, filled with it', async () => {
    const api = mockApi({
      ...WITH_URLS,
      'PUT /social/3/urls/8/': { body: aUrl({ id: 8, title: 'Autumn deals' }) },
    });
    renderPage();
    await screen.findByText('Autumn');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Autumn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit URL' });
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Autumn');
    expect(within(dialog).getByLabelText('URL')).toHaveValue('https://acme.test/spring');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Autumn deals' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT /social/3/urls/8/')).toHaveLength(1));
    expect(api.callsTo('PUT /social/3/urls/8/')[0].body).toEqual({
      title: 'Autumn deals',
      url: 'https://acme.test/spring',
    });
    expect(api.callsTo('POST /social/3/urls/')).toHaveLength(0);
    expect(await screen.findByText(socialNotices.urlUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Add URL opens empty again.
    fireEvent.click(screen.getByRole('button', { name: /Add URL/ }));
    const add = await screen.findByRole('dialog', { name: 'Add URL' });
    expect(within(add).getByLabelText('Title')).toHaveValue('');
  });

  it('says why an edit was refused, and keeps the form open', async () => {
    mockApi({
      ...WITH_URLS,
      'PUT /social/3/urls/8/': { status: 500, body: {} },
    });
    renderPage();
    await screen.findByText('Autumn');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Autumn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit URL' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(socialNotices.urlUpdateFailed)).toBeInTheDocument();
  });

  it('deletes one URL after a confirmation, and keeps it when the delete fails', async () => {
    let fail = true;
    const api = mockApi({
      ...WITH_URLS,
      'DELETE /social/3/urls/8/': () => (fail ? json(500, {}) : new Response(null, { status: 204 })),
    });
    renderPage();
    await screen.findByText('Autumn');
    const table = screen.getByTestId('social-urls');
    fireEvent.click(within(table).getAllByRole('checkbox')[2]); // Autumn, in the bulk selection
    expect(screen.getByRole('button', { name: /Delete selected \(1\)/ })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Autumn' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Autumn?' });
    expect(api.callsTo('DELETE /social/3/urls/8/')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(socialNotices.urlDeleteFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Delete Autumn?' })).toBeInTheDocument();

    fail = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(socialNotices.urlsDeleted(1))).toBeInTheDocument();
    expect(api.callsTo('DELETE /social/3/urls/8/')).toHaveLength(2);
    expect(api.callsTo('POST /social/3/urls/bulk-delete/')).toHaveLength(0);
    // Gone from the bulk selection too.
    await waitFor(() => expect(screen.getByRole('button', { name: /Delete selected$/ })).toBeDisabled());
  });

  it('adds a URL and opens a URL’s posts with its title', async () => {
    const api = mockApi({ ...WITH_URLS, 'POST /social/3/urls/': { status: 201, body: aUrl({ id: 9 }) } });
    renderPage();
    await screen.findByText('Autumn');
    expect(screen.getByRole('button', { name: /Create new post/ })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: /Add URL/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: 'Winter' } });
    fireEvent.change(within(dialog).getByLabelText('URL'), { target: { value: 'https://acme.test/winter' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(api.callsTo('POST /social/3/urls/')).toHaveLength(1));
    expect(api.callsTo('POST /social/3/urls/')[0].body).toEqual({
      title: 'Winter',
      url: 'https://acme.test/winter',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Autumn' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/rhapsody/social/3/posts/8?title=Autumn',
    );
  });
});
