import { expect, type Page, test } from '@playwright/test';
import {
  campaignPostedTitle,
  socialMessages as M,
  socialNotices,
  socialWeekdayLabels,
} from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import { seedMainLocation, toastOf } from '../support/automations';
import { photo } from '../support/media';
import { openSignedIn } from '../support/session';
import { expectLoaded } from '../support/social-posts';
import {
  connectAccounts,
  createSocialPost,
  createSocialUrl,
  dayOf,
  getCampaign,
  getSocialPost,
  postLogs,
  postNow,
  postWhen,
  queuePost,
  readUntil,
  socialPaths,
  socialPosts,
  updateCampaign,
  uploadImage,
} from '../support/social';
import {
  campaignClock,
  campaignWhen,
  cardDateTime,
  moveMainLocation,
  type FeedItem,
  nextSlotAfterStart,
  rssUnread,
  serveFeed,
  socialUrlAt,
} from '../support/social-setup';

const card = (page: Page, id: 'accounts' | 'campaign' | 'rss' | 'post-logs') =>
  page.getByTestId(`social-${id}`);
const cardTitle = (page: Page, id: 'campaign' | 'rss') => card(page, id).locator('.ant-card-head-title');

test.describe('social setup', () => {
  test('connected accounts: none at first; Manage Accounts connects Facebook and Instagram; one switched off asks to be reconnected', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Accounts');
    await openSignedIn(page, session, org.id, socialPaths.setup(org.id));

    const accounts = card(page, 'accounts');
    await expect(accounts.getByText('No social accounts connected yet', { exact: false })).toBeVisible();
    await accounts.getByRole('button', { name: 'Manage Accounts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Manage Accounts' });
    for (const network of ['Facebook', 'Instagram']) {
      await dialog.getByRole('switch', { name: `Connect ${network}`, exact: true }).click();
      await expect(dialog.getByRole('switch', { name: `Disconnect ${network}`, exact: true })).toBeChecked();
    }
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();

    const listed = accounts.getByRole('list', { name: 'Connected accounts' }).getByRole('listitem');
    await expect(listed).toHaveCount(2);
    for (const network of ['facebook', 'instagram']) {
      const row = accounts.getByTestId(`social-account-${network}`);
      await expect(row.getByText('Connected', { exact: true })).toBeVisible();
      await expect(row.getByText(M.reconnectAccount)).toHaveCount(0);
    }

    // Switched off in the local dialog, a network stays listed as a lapsed link does with a real provider: the
    // panel asks to reconnect it, and switching it on again clears that.
    await accounts.getByRole('button', { name: 'Manage Accounts' }).click();
    await dialog.getByRole('switch', { name: 'Disconnect Instagram', exact: true }).click();
    await expect(dialog.getByRole('switch', { name: 'Connect Instagram', exact: true })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Done' }).click();
    const instagram = accounts.getByTestId('social-account-instagram');
    await expect(instagram.getByText(M.reconnectAccount)).toBeVisible();
    await expect(listed).toHaveCount(2);
    await page.reload();
    await expect(accounts.getByTestId('social-account-facebook').getByText(M.reconnectAccount)).toHaveCount(
      0,
    );
    await expect(instagram.getByText(M.reconnectAccount)).toBeVisible();
    await accounts.getByRole('button', { name: 'Manage Accounts' }).click();
    await dialog.getByRole('switch', { name: 'Connect Instagram', exact: true }).click();
    await expect(dialog.getByRole('switch', { name: 'Disconnect Instagram', exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(instagram.getByText('Connected', { exact: true })).toBeVisible();
    await expect(instagram.getByText(M.reconnectAccount)).toHaveCount(0);
  });

  test('campaign: 2 posts a day, today switched on, Start shows the next post; each due slot posts the heaviest post not posted within 3 days, once', async ({
    page,
  }) => {
    // Two scheduler ticks (once a minute) are waited for.
    test.setTimeout(300_000);
    const { session, org } = await ownerOfOne('Campaign');
    const token = session.access;
    const url = await createSocialUrl(token, org.id);
    const image = await uploadImage(token, await photo(400, 400));
    const heavy = await createSocialPost(token, org.id, url.id, {
      title: 'Heavy spring post',
      weight: 3,
      image_url: image.url,
    });
    const light = await createSocialPost(token, org.id, url.id, {
      title: 'Light spring post',
      weight: 1,
      image_url: image.url,
    });
    expect([heavy.complete, light.complete]).toEqual([true, true]);
    await queuePost(token, org.id, heavy);
    await queuePost(token, org.id, light);
    await connectAccounts(token, org.id, ['facebook']);
    const clock = campaignClock();
    const location = await seedMainLocation(token, org.id, clock.first);
    // Every day on but today's (in the campaign's zone), which the journey switches on.
    await updateCampaign(token, org.id, { days: { [clock.day]: false } });

    await openSignedIn(page, session, org.id, socialPaths.setup(org.id));
    const campaign = card(page, 'campaign');
    await expect(cardTitle(page, 'campaign')).toHaveText(campaignPostedTitle(0));
    await expect(campaign.getByText(M.campaignInfo)).toBeVisible();

    // antd's button-style radios hide their input: the button's text is what a user clicks.
    const perDay = campaign.getByRole('radiogroup', { name: 'Posts per day' });
    await perDay.getByText('2', { exact: true }).click();
    await expect(perDay.getByRole('radio', { name: '2' })).toBeChecked();
    const today = campaign.getByRole('button', {
      name: socialWeekdayLabels[Number(clock.day) as keyof typeof socialWeekdayLabels],
      exact: true,
    });
    await expect(today).toHaveAttribute('aria-pressed', 'false');
    await today.click();
    await expect(today).toHaveAttribute('aria-pressed', 'true');
    await expect(today).toBeEnabled();
    expect(await getCampaign(token, org.id)).toMatchObject({
      times_per_day: 2,
      active: false,
      days: { [clock.day]: true },
    });

    await campaign.getByRole('button', { name: 'Start' }).click();
    const started = page.getByRole('dialog', { name: socialNotices.campaignStarted });
    const next = nextSlotAfterStart(clock).toISOString();
    expect((await getCampaign(token, org.id)).next_post_time).toBe(next);
    await expect(started.getByTestId('campaign-next-post')).toContainText(cardDateTime(next));
    await started.getByRole('button', { name: 'OK' }).click();
    await expect(campaign.getByRole('button', { name: 'Pause' })).toBeVisible();

    // The slot just past is filled at the next tick, with the heavier post.
    await campaignWhen(token, org.id, (c) => c.counter === 1);
    const posted = await postWhen(token, org.id, heavy, (p) => p.last_time_posted !== null);
    expect(posted.last_time_posted).not.toBeNull();
    expect((await getSocialPost(token, org.id, light)).last_time_posted).toBeNull();
    let logs = await postLogs(token, org.id);
    expect(logs.map((l) => [l.post?.id, l.all_success])).toEqual([[heavy.id, true]]);
    await page.reload();
    await expect(cardTitle(page, 'campaign')).toHaveText('This campaign posted 1 post so far');

    // The other slot of the same day falls due: the heavy post went out within 3 days, so the light one goes.
    await moveMainLocation(token, org.id, location, clock.second);
    await campaignWhen(token, org.id, (c) => c.counter === 2);
    expect((await getSocialPost(token, org.id, light)).last_time_posted).not.toBeNull();
    logs = await postLogs(token, org.id);
    expect(logs.map((l) => l.post?.id).sort()).toEqual([heavy.id, light.id].sort());
    await page.reload();
    await expect(cardTitle(page, 'campaign')).toHaveText('This campaign posted 2 posts so far');

    await campaign.getByRole('button', { name: 'Pause' }).click();
    await expect(toastOf(page, 'success', socialNotices.campaignPaused)).toBeVisible();
    await expect(campaign.getByRole('button', { name: 'Start' })).toBeVisible();
    expect((await getCampaign(token, org.id)).active).toBe(false);
  });

  test('RSS feeds: a private address is refused; a local feed is added, its items become drafts, pauses, resumes, is marked read and deleted', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Feeds');
    const token = session.access;
    const spring = `/${org.id}/spring.png`;
    const items: FeedItem[] = [
      {
        guid: 'spring-sale',
        title: 'Spring sale starts Monday',
        text: 'Everything half off.',
        picture: { path: spring, file: await photo(400, 400) },
      },
      { guid: 'new-hours', title: 'New opening hours', text: 'Open on Sundays from May.' },
      { guid: 'new-roofs', title: 'Three new roof styles', text: 'Slate, metal and cedar.' },
    ];
    const feed = await serveFeed(`${org.id}/news.xml`, 'Shop news', items);
    try {
      await openSignedIn(page, session, org.id, socialPaths.setup(org.id));
      const rss = card(page, 'rss');
      await expect(rss.getByText(M.noRssFeeds)).toBeVisible();
      await expect(rss.getByText(M.rssFooter)).toBeVisible();

      const field = rss.getByLabel('RSS url');
      await field.fill('http://10.0.0.1/feed.xml');
      await rss.getByRole('button', { name: 'Add feed' }).click();
      await expect(rss.getByRole('alert')).toHaveText(M.urlNotAllowed);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(rss.getByText(M.noRssFeeds)).toBeVisible();

      await field.fill(feed.url);
      await rss.getByRole('button', { name: 'Add feed' }).click();
      await expect(toastOf(page, 'success', socialNotices.rssFeedAdded)).toBeVisible();
      await expect(field).toHaveValue('');
      await expect(rss.getByRole('columnheader')).toHaveText(["RSS url's", 'Last Updated', 'Actions']);
      const row = rss.locator('tbody tr.ant-table-row');
      await expect(row).toHaveCount(1);
      await expect(row.getByRole('link', { name: feed.url })).toBeVisible();
      await expect(row.getByRole('cell').nth(1)).toHaveText(dayOf(new Date()));
      await expect(row.getByText('3 new drafts')).toBeVisible();
      await expect(rss.getByTestId('rss-unread')).toHaveText('3 new drafts');
      await expect(rss.getByText(M.rssFooter)).toBeVisible();
      expect(feed.hits()).toBe(1);

      // The items are draft posts under the feed's URL, on the URL's posts page too.
      const feedUrl = await socialUrlAt(token, org.id, feed.url);
      expect(feedUrl.title).toBe('Shop news');
      // The item's picture is the feed's address until the job queued by the read has taken it in (stored as ours).
      const drafts = await readUntil(
        'the feed picture taken in',
        () => socialPosts(token, org.id, feedUrl.id),
        (ds) => ds.some((d) => d.thumbnail !== null),
        30_000,
      );
      expect(drafts.map((d) => [d.title, d.source, d.complete]).sort()).toEqual(
        items.map((i) => [i.title, 'rss', i.picture !== undefined]).sort(),
      );
      const pictured = drafts.find((d) => d.complete)!;
      expect(pictured.image_url).toMatch(/\/storage\/files\/o\d+-social-[0-9a-f]{32}\.(jpg|png)$/);
      expect(feed.hits(spring)).toBe(1);

      await row.getByRole('button', { name: `Pause feed ${feed.url}` }).click();
      await expect(row.getByText('Paused', { exact: true })).toBeVisible();
      await row.getByRole('button', { name: `Resume feed ${feed.url}` }).click();
      await expect(row.getByRole('button', { name: `Pause feed ${feed.url}` })).toBeVisible();
      await expect(row.getByText('Paused', { exact: true })).toHaveCount(0);

      await row.getByRole('button', { name: `Mark the new drafts of ${feed.url} read` }).click();
      await expect(toastOf(page, 'success', socialNotices.rssDraftsCleared)).toBeVisible();
      await expect(rss.getByTestId('rss-unread')).toHaveCount(0);
      await expect(row.getByText('3 new drafts')).toHaveCount(0);
      expect(await rssUnread(token, org.id)).toBe(0);

      await row.getByRole('button', { name: `Delete feed ${feed.url}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete RSS feed' });
      await confirm.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(toastOf(page, 'success', socialNotices.rssFeedDeleted)).toBeVisible();
      await expect(rss.getByText(M.noRssFeeds)).toBeVisible();
      // The drafts stay.
      expect(await socialPosts(token, org.id, feedUrl.id)).toHaveLength(3);

      await page.goto(
        `/rhapsody/social/${org.id}/posts/${feedUrl.id}?title=${encodeURIComponent(feedUrl.title)}`,
      );
      for (const i of items) await expect(page.getByText(i.title, { exact: true })).toBeVisible();
      await expectLoaded(page.getByRole('img', { name: `${pictured.title} image` }));
    } finally {
      await feed.close();
    }
  });

  test("post logs: none on a new organization; success (the default) says 'All good', error shows the failed publish", async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Logs');
    const token = session.access;
    await openSignedIn(page, session, org.id, socialPaths.setup(org.id));
    const logsCard = card(page, 'post-logs');
    await expect(logsCard.getByText(M.noPostLogs)).toBeVisible();

    const url = await createSocialUrl(token, org.id);
    const image = await uploadImage(token, await photo(400, 400));
    // Published with no network connected: refused, a failed log at once.
    const failed = await createSocialPost(token, org.id, url.id, {
      title: 'Nowhere to go',
      image_url: image.url,
    });
    await postNow(token, org.id, failed);
    await expect.poll(async () => (await postLogs(token, org.id)).length, { timeout: 20_000 }).toBe(1);
    await connectAccounts(token, org.id, ['facebook']);
    const ok = await createSocialPost(token, org.id, url.id, { title: 'Out it goes', image_url: image.url });
    await postNow(token, org.id, ok);
    await postWhen(token, org.id, ok, (p) => p.last_time_posted !== null);
    const logs = await postLogs(token, org.id);
    expect(logs.map((l) => [l.post?.title, l.all_success])).toEqual([
      ['Out it goes', true],
      ['Nowhere to go', false],
    ]);

    await page.reload();
    const rows = logsCard.locator('tbody tr.ant-table-row');
    const status = logsCard.getByTestId('publish-status');
    await expect(logsCard.getByRole('radio', { name: 'Success' })).toBeChecked();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Out it goes');
    await expect(rows.first()).toContainText('Facebook');
    await expect(status).toHaveText(M.publishAllGood);

    await logsCard.getByText('Error', { exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Nowhere to go');
    await expect(status).toHaveText(M.publishProblem);

    await logsCard.getByText('All', { exact: true }).click();
    await expect(rows).toHaveCount(2);
    await expect(status).toHaveText(M.publishProblem);
  });
});
