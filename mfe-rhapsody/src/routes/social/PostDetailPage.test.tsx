import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { socialMessages, socialNotices, type SocialPost } from '@ensemble/contracts';
import { json, mockApi, type RouteTable } from '@ensemble/shared-ui/testing';
import { PostDetailPage } from './PostDetailPage';
import { aPost, renderSocial } from './social.fixtures';

const BASE = '/social/3/urls/7/posts/11/';
const PROFILE = 'GET /social/3/profile/';
const facebook = { network: 'facebook', url: null, status: true, display_name: 'Acme' };
const routes = (p: SocialPost, more: RouteTable = {}): RouteTable => ({
  [`GET ${BASE}`]: { body: p },
  [PROFILE]: { body: { id: 3, post_count: 1, accounts: [facebook] } },
  ...more,
});

const renderPage = () =>
  renderSocial(
    '/rhapsody/social/:organizationId/url/:urlId/post/:postId',
    '/rhapsody/social/3/url/7/post/11',
    <PostDetailPage />,
  );
const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('PostDetailPage', () => {
  it('shows the post and posts it now', async () => {
    const api = mockApi(routes(aPost(), { [`POST ${BASE}post-now/`]: { status: 202, body: aPost() } }));
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Tulips are here' })).toBeInTheDocument();
    expect(screen.getByText('#tulips Fresh tulips in store')).toBeInTheDocument();
    expect(screen.getByText('Normal')).toBeInTheDocument();
    expect(screen.getByAltText('Tulips are here image')).toHaveAttribute(
      'src',
      'https://cdn.test/tulips.jpg',
    );
    for (const name of [/Post now/, /Add to queue/, /Schedule/, /Add to library/, /Delete/, /Edit/])
      expect(button(name)).toBeEnabled();
    expect(button(/Post now/)).not.toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(button(/Post now/));
    expect(await screen.findByText(socialMessages.postUploaded)).toBeInTheDocument();
    expect(api.callsTo(`POST ${BASE}post-now/`)).toHaveLength(1);
  });

  it('reads the post again after Post now until its last posting shows', async () => {
    let posted: string | null = null;
    const api = mockApi(
      routes(aPost(), {
        [`GET ${BASE}`]: () => json(200, aPost({ last_time_posted: posted })),
        [`POST ${BASE}post-now/`]: { status: 202, body: aPost() },
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    fireEvent.click(button(/Post now/));
    expect(await screen.findByText(socialMessages.postUploaded)).toBeInTheDocument();
    const reads = api.callsTo(`GET ${BASE}`).length;
    posted = '2026-11-02T10:00:00Z';
    await waitFor(() => expect(screen.getAllByText(/11\/02\/2026/).length).toBeGreaterThan(0), {
      timeout: 5000,
    });
    expect(api.callsTo(`GET ${BASE}`).length).toBeGreaterThan(reads);
  });

  it('warns, instead of posting, when no social account is connected, and leads to the social setup', async () => {
    const api = mockApi(
      routes(aPost(), {
        [PROFILE]: {
          body: { id: 3, post_count: 1, accounts: [{ ...facebook, status: false }] },
        },
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    await waitFor(() => expect(api.callsTo(PROFILE)).toHaveLength(1));
    fireEvent.click(button(/Post now/));
    const dialog = await screen.findByRole('dialog', { name: socialNotices.noConnectedAccount });
    expect(api.callsTo(`POST ${BASE}post-now/`)).toHaveLength(0);
    window.history.pushState(null, '', '/start');
    // The confirm's button settles its loading state once the navigation is done.
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Go to social setup' }));
    });
    expect(window.location.pathname).toBe('/tempo/social-setup/3');
  });

  it('says the server’s words, or Unable to post, when posting fails', async () => {
    let detail: string | null = 'No social account is connected';
    mockApi(
      routes(aPost(), {
        [`POST ${BASE}post-now/`]: () => json(400, detail ? { detail } : {}),
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    fireEvent.click(button(/Post now/));
    expect(await screen.findByText('No social account is connected')).toBeInTheDocument();
    detail = null;
    fireEvent.click(button(/Post now/));
    expect(await screen.findByText(socialMessages.unableToPost)).toBeInTheDocument();
  });

  it('blocks Post now and Schedule while incomplete; Post now says why', async () => {
    const api = mockApi(
      routes(aPost({ complete: false, image_url: null, thumbnail: null, media_type: null })),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    expect(button(/Post now/)).toHaveAttribute('aria-disabled', 'true');
    expect(button(/Schedule/)).toBeDisabled();
    expect(button(/Add to queue/)).toBeEnabled();
    fireEvent.click(button(/Post now/));
    expect((await screen.findAllByText(socialMessages.needsWork)).length).toBeGreaterThan(1);
    expect(api.callsTo(`POST ${BASE}post-now/`)).toHaveLength(0);
    expect(screen.getByText(socialMessages.mediaRequired)).toBeInTheDocument();
  });

  it('closes the queue to a scheduled post, and cancels its schedule', async () => {
    const scheduled = aPost({ scheduled: true, scheduled_date: '2026-12-01T15:00:00Z', scheduled_id: 4 });
    const api = mockApi(routes(scheduled, { [`DELETE ${BASE}schedule/`]: { body: aPost() } }));
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    expect(button(/Add to queue/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: /^calendar Schedule$/ })).toBeNull();
    fireEvent.click(button(/Cancel schedule/));
    await waitFor(() => expect(api.callsTo(`DELETE ${BASE}schedule/`)).toHaveLength(1));
    expect(await screen.findByText('Schedule cancelled')).toBeInTheDocument();
  });

  it('closes scheduling to a queued post and warns when leaving the queue starves the campaign', async () => {
    const api = mockApi(
      routes(aPost({ in_queue: true }), {
        [`DELETE ${BASE}queue/`]: { body: { ...aPost(), warning: socialMessages.removedFromQueue } },
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    expect(button(/Schedule/)).toBeDisabled();
    fireEvent.click(button(/Remove from queue/));
    const toast = await screen.findByText(socialMessages.removedFromQueue);
    expect(toast.closest('[role="alert"]')).toHaveClass('ant-message-notice-warning');
    expect(api.callsTo(`DELETE ${BASE}queue/`)).toHaveLength(1);
  });

  it('schedules at the proposed next full hour, and shows the server’s first message on refusal', async () => {
    let refuse = true;
    const api = mockApi(
      routes(aPost(), {
        [`POST ${BASE}schedule/`]: () =>
          refuse
            ? json(400, { date: [socialMessages.scheduleInPast] })
            : json(200, aPost({ scheduled: true })),
      }),
    );
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    fireEvent.click(button(/Schedule/));
    const dialog = await screen.findByRole('dialog');
    const expected = dayjs().add(1, 'hour').startOf('hour');
    expect(within(dialog).getByLabelText('Date')).toHaveValue(expected.format('MM/DD/YYYY'));
    expect(within(dialog).getByLabelText('Time')).toHaveValue(expected.format('hh:mm A'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    expect(await within(dialog).findByText(socialMessages.scheduleInPast)).toBeInTheDocument();
    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(api.callsTo(`POST ${BASE}schedule/`)).toHaveLength(2));
    const sent = api.callsTo(`POST ${BASE}schedule/`)[1].body as { date: string };
    expect(dayjs(sent.date).valueOf()).toBe(expected.valueOf());
  });

  it('deletes after a confirmation and goes back to the URL’s posts', async () => {
    const api = mockApi(routes(aPost(), { [`DELETE ${BASE}`]: { status: 204 } }));
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    fireEvent.click(button(/Delete/));
    const dialog = await screen.findByRole('dialog');
    expect(api.callsTo(`DELETE ${BASE}`)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      '/rhapsody/social/3/posts/7?title=Spring%20sale',
    );
    expect(api.callsTo(`DELETE ${BASE}`)).toHaveLength(1);
  });

  it('edits at the edit address', async () => {
    mockApi(routes(aPost()));
    renderPage();
    await screen.findByRole('heading', { name: 'Tulips are here' });
    fireEvent.click(button(/Edit/));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent('/rhapsody/social/3/url/7/edit/11');
  });
});
