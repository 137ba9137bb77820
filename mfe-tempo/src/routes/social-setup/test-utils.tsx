import type { ReactElement } from 'react';
import { screen, waitFor } from '@testing-library/react';
import type {
  SocialAccountInfo,
  SocialCampaign,
  SocialPostLog,
  SocialPostingProfile,
  SocialRssFeed,
} from '@ensemble/contracts';
import { makeRemoteStore } from '@ensemble/shared-ui';
import { mockApi, page, renderRoute, type RouteTable } from '@ensemble/shared-ui/testing';
import { tempoApi } from '../../api/tempoApi';

export const PROFILE = '/social/4/profile/';
export const MANAGE = '/social/4/accounts/manage/';
export const CAMPAIGN = '/social/4/campaign/';
export const RSS = '/4/rss-scheduler/';
export const RSS_UNREAD = '/4/rss-scheduler/get-read/';
export const LOGS = '/organization/4/post-results/';

export const account = (over: Partial<SocialAccountInfo> = {}): SocialAccountInfo => ({
  network: 'facebook',
  url: 'https://facebook.com/acme',
  status: true,
  display_name: 'Acme Roofing',
  ...over,
});

export const profile = (accounts: SocialAccountInfo[] = [account()]): SocialPostingProfile => ({
  id: 1,
  post_count: 3,
  accounts,
});

export const NEXT_POST = '2026-05-04T14:00:00.000Z';

export const campaign = (over: Partial<SocialCampaign> = {}): SocialCampaign => ({
  id: 1,
  times_per_day: 2,
  active: false,
  counter: 5,
  days: { '1': true, '2': false, '3': true, '4': false, '5': true, '6': false, '7': false },
  next_post_time: null,
  queued: 4,
  ...over,
});

export const feed = (id: number, over: Partial<SocialRssFeed> = {}): SocialRssFeed => ({
  id,
  organization_id: 4,
  feed_url: `https://blog${id}.example.com/feed.xml`,
  last_scraped: '2026-04-10T09:00:00.000Z',
  status: true,
  unread: 0,
  ...over,
});

export const postLog = (id: number, over: Partial<SocialPostLog> = {}): SocialPostLog => ({
  id,
  created_at: '2026-04-12T15:30:00.000Z',
  all_success: true,
  post: { id: 10 + id, title: `Post ${id}`, url_id: 3 },
  results: [{ success: true, payload: { platforms: ['facebook', 'linkedin'] }, ayrshare_result: null }],
  ...over,
});

/** The social API with empty lists and a paused campaign; `more` overrides or adds routes. */
export function mockSocial(more: RouteTable = {}) {
  return mockApi({
    [`GET ${PROFILE}`]: { body: profile() },
    [`GET ${CAMPAIGN}`]: { body: campaign() },
    [`GET ${RSS}`]: { body: page([]) },
    [`GET ${RSS_UNREAD}`]: { body: { unread: 0 } },
    [`GET ${LOGS}`]: { body: page([]) },
    ...more,
  });
}

export const renderSocial = (element: ReactElement, url = '/tempo/social-setup/4') =>
  renderRoute('/tempo/social-setup/:organizationId', url, element, makeRemoteStore(tempoApi));

/** The open dialog titled `title` (under jest antd's generated ids collide, so by its title's text). */
export async function dialog(title: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = screen
      .getAllByRole('dialog')
      .find((d) => d.querySelector('.ant-modal-title')?.textContent === title);
    expect(found).toBeDefined();
  });
  return found!;
}
