import { expect, test } from '@playwright/test';
import { socialMessages, socialNotices } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import { toastOf } from '../support/automations';
import { clip, photo } from '../support/media';
import { openSignedIn } from '../support/session';
import {
  connectAccounts,
  createSocialPost,
  createSocialUrl,
  dayOf,
  getSocialPost,
  postLogs,
  queuePost,
  socialPaths,
  socialPosts,
  timeOf,
  updateCampaign,
} from '../support/social';
import {
  PostFormScreen,
  expectLoaded,
  expectOnPost,
  hourOf,
  nextFullHour,
  pickIn,
  postAction,
  postDetail,
  seedCompletePost,
  urlRow,
} from '../support/social-posts';

test.describe('social posts', () => {
  test('a URL is added and renamed, then a post with an image is created for it', async ({ page }) => {
    const { session, org } = await ownerOfOne('Social posts');
    const [small, image] = [await photo(300, 300), await photo(400, 400)];
    await openSignedIn(page, session, org.id, socialPaths.home(org.id));

    const urls = page.getByTestId('social-urls');
    await expect(urls.getByText(socialMessages.noUrls)).toBeVisible();
    await urls.getByRole('button', { name: 'Add URL' }).click();
    const add = page.getByRole('dialog', { name: 'Add URL' });
    await add.getByLabel('Title', { exact: true }).fill('Spring offers');
    await add.getByLabel('URL', { exact: true }).fill('https://example.com/spring');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(toastOf(page, 'success', socialNotices.urlAdded)).toBeVisible();
    await expect(urlRow(page, 'Spring offers')).toContainText('https://example.com/spring');
    await expect(urls.getByText(socialMessages.noUrls)).toHaveCount(0);

    await urls.getByRole('button', { name: 'Edit Spring offers' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit URL' });
    await expect(edit.getByLabel('URL', { exact: true })).toHaveValue('https://example.com/spring');
    await edit.getByLabel('Title', { exact: true }).fill('Spring sale');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toastOf(page, 'success', socialNotices.urlUpdated)).toBeVisible();
    await expect(urlRow(page, 'Spring sale')).toContainText('https://example.com/spring');
    await expect(urlRow(page, 'Spring offers')).toHaveCount(0);

    await urlRow(page, 'Spring sale').getByRole('button', { name: 'Spring sale', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Spring sale' })).toBeVisible();
    await page.getByRole('button', { name: 'Create new post' }).first().click();

    const form = new PostFormScreen(page);
    await expect(form.form).toBeVisible();
    await form.form.getByLabel('Title').fill('Tulips are here');
    await expect(form.form.locator('.ant-select').filter({ has: page.getByLabel('URL') })).toContainText(
      'Spring sale',
    );
    await expect(form.form.locator('.ant-select').filter({ has: page.getByLabel('Weight') })).toContainText(
      'Normal',
    );
    await form.form.getByRole('button', { name: 'Auto-generate' }).click();
    await expect(form.form.getByText(socialMessages.hashtagsNeedContent)).toBeVisible();
    await form.form.getByLabel('Content').fill('Fresh tulips in store: tulips of every colour this spring.');
    await form.form.getByRole('button', { name: 'Auto-generate' }).click();
    await expect(form.form.getByLabel('Hashtags')).toHaveValue(/#tulips/);
    await expect(form.form.getByText(socialMessages.hashtagsNeedContent)).toHaveCount(0);

    await form.chooseMedia(small);
    await expect(form.mediaHelp).toHaveText(socialMessages.imageTooSmall);
    await form.chooseMedia(image);
    await expectLoaded(form.media.getByRole('img', { name: 'Post image' }));
    await expect(form.mediaHelp).toHaveCount(0);
    await form.save();
    await expect(toastOf(page, 'success', socialMessages.postCreated)).toBeVisible();

    // Back on the URL's posts, whose row opens the post.
    await expect(page).toHaveURL(/\/posts\/\d+\?title=Spring%20sale$/);
    const row = page.getByRole('row').filter({ hasText: 'Tulips are here' });
    await expect(row).toContainText('Complete');
    await expectLoaded(row.getByRole('img', { name: 'Tulips are here image' }));
    await row.getByRole('button', { name: 'Tulips are here' }).click();
    await expect(page.getByRole('heading', { name: 'Tulips are here' })).toBeVisible();
    await expect(postDetail(page, 'Description')).toHaveText(/^#tulips .*Fresh tulips in store/);
    await expect(postDetail(page, 'Weight')).toHaveText('Normal');
    await expect(postDetail(page, 'State')).toContainText('Complete');
    await expectLoaded(page.getByRole('img', { name: 'Tulips are here image' }));
  });

  test('a reel goes through the video job, and only a tall enough clip may be used for Reels', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Social reels');
    const url = await createSocialUrl(session.access, org.id);
    const [landscape, reel] = [await clip(320, 240, 2), await clip(540, 960, 4)];
    await openSignedIn(page, session, org.id, socialPaths.create(org.id, url.id));
    const form = new PostFormScreen(page);
    await form.form.getByLabel('Title').fill('Spring in motion');
    await form.form.getByLabel('Content').fill('Watch the tulips open.');

    await form.chooseMedia(landscape);
    await expectLoaded(form.media.getByRole('img', { name: 'Video thumbnail' }));
    await expect(form.reels).toBeDisabled();

    await form.chooseMedia(reel);
    const job = form.media.getByTestId('video-job');
    await expect(job).toBeVisible();
    await expect(job).toContainText(/Queued|Processing video|Uploading video/);
    await expect(job.getByRole('progressbar', { name: 'Video processed' })).toContainText(/^\d+\.\d{2}%$/);
    await expect(job.getByRole('progressbar', { name: 'Video uploaded' })).toContainText(/^\d+\.\d{2}%$/);
    await expectLoaded(form.media.getByRole('img', { name: 'Video thumbnail' }));
    await expect(form.media.getByText('Reels-ready')).toBeVisible();
    await expect(form.reels).toBeEnabled();
    await form.reels.click();
    await expect(form.reels).toBeChecked();
    await form.save();
    await expect(toastOf(page, 'success', socialMessages.postCreated)).toBeVisible();

    const [saved] = (await socialPosts(session.access, org.id, url.id)).filter(
      (p) => p.title === 'Spring in motion',
    );
    expect(saved).toMatchObject({ media_type: 'video', can_be_reels: true, is_reels: true, complete: true });
  });

  test('a post is scheduled at the next full hour, shows on the calendar, and its schedule is cancelled', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Social schedule');
    const { post } = await seedCompletePost(session.access, org.id, 'Tulips at dawn');
    await openSignedIn(page, session, org.id, socialPaths.post(org.id, post));
    await expectOnPost(page, org.id, post);

    await postAction(page, 'Schedule', true).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule post' });
    const proposed = nextFullHour(new Date());
    const date = dialog.getByLabel('Date', { exact: true });
    const time = dialog.getByLabel('Time', { exact: true });
    await expect(date).toHaveValue(dayOf(proposed));
    await expect(time).toHaveValue(timeOf(proposed));
    const confirm = dialog.getByRole('button', { name: 'Schedule' });

    // Midnight of today is gone: refused before anything is sent.
    await pickIn(date, dayOf(new Date()));
    await pickIn(time, '12:00 AM');
    await expect(dialog.getByText(socialMessages.scheduleInPast)).toBeVisible();
    await expect(confirm).toBeDisabled();
    await pickIn(date, dayOf(proposed));
    await pickIn(time, timeOf(proposed));
    await expect(dialog.getByText(socialMessages.scheduleInPast)).toHaveCount(0);
    await confirm.click();
    const when = `${dayOf(proposed)} ${timeOf(proposed)}`;
    await expect(toastOf(page, 'success', socialNotices.postScheduled(when))).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(postDetail(page, 'Scheduled for')).toHaveText(when);
    await expect(postDetail(page, 'State')).toContainText('Scheduled');
    await expect(postAction(page, 'Add to queue')).toBeDisabled();
    expect((await getSocialPost(session.access, org.id, post)).scheduled_date).toBe(proposed.toISOString());

    // On the calendar, in the month of its time: a Scheduled entry that opens the post.
    await page.goto(socialPaths.home(org.id));
    const calendar = page.getByTestId('campaign-calendar');
    await expect(calendar.getByTestId('calendar-legend')).toContainText('Scheduled');
    if (proposed.getMonth() !== new Date().getMonth())
      await calendar.getByRole('button', { name: 'Next month' }).click();
    const entry = calendar.locator('[data-testid="calendar-entry"][data-type="scheduled"]');
    await expect(entry).toHaveText(`${hourOf(proposed)} Tulips at dawn`);
    await entry.click();
    await expectOnPost(page, org.id, post);

    await postAction(page, 'Cancel schedule').click();
    await expect(toastOf(page, 'success', socialNotices.scheduleCancelled)).toBeVisible();
    await expect(postDetail(page, 'Scheduled for')).toHaveText('—');
    await expect(postAction(page, 'Schedule', true)).toBeEnabled();
    expect(await getSocialPost(session.access, org.id, post)).toMatchObject({
      scheduled: false,
      scheduled_date: null,
    });
  });

  test('Post now publishes to the connected account; the queue comes and goes; an incomplete post needs work', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Social post now');
    await connectAccounts(session.access, org.id, ['facebook']);
    const { url, post } = await seedCompletePost(session.access, org.id, 'Tulips today');
    const draft = await createSocialPost(session.access, org.id, url.id, { title: 'Tulips draft' });
    await openSignedIn(page, session, org.id, socialPaths.post(org.id, post));
    await expectOnPost(page, org.id, post);
    await expect(postDetail(page, 'Last posted')).toHaveText('—');

    await postAction(page, 'Post now').click();
    await expect(toastOf(page, 'success', socialMessages.postUploaded)).toBeVisible();
    // Publishing is the server's work: the page shows the posting once it is done, without a reload.
    await expect(postDetail(page, 'Last posted')).toHaveText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
    await expect(postDetail(page, 'State')).toContainText('Posted');
    const [log] = await postLogs(session.access, org.id);
    expect(log).toMatchObject({ all_success: true, post: { id: post.id } });
    expect(log?.results[0]?.payload.platforms).toEqual(['facebook']);

    await postAction(page, 'Add to queue').click();
    await expect(toastOf(page, 'success', socialNotices.addedToQueue)).toBeVisible();
    await expect(postDetail(page, 'State')).toContainText('Queued');
    await expect(postAction(page, 'Schedule', true)).toBeDisabled();
    await postAction(page, 'Remove from queue').click();
    await expect(toastOf(page, 'success', socialNotices.removedFromQueue)).toBeVisible();

    // A running campaign left without a queued post: removing it warns.
    await queuePost(session.access, org.id, post);
    await updateCampaign(session.access, org.id, { active: true });
    await page.reload();
    await postAction(page, 'Remove from queue').click();
    await expect(
      page.locator('.ant-message .ant-message-warning').getByText(socialMessages.removedFromQueue),
    ).toBeVisible();
    await expect(postAction(page, 'Add to queue')).toBeEnabled();

    await page.goto(socialPaths.post(org.id, draft));
    await expectOnPost(page, org.id, draft);
    await expect(page.getByRole('alert').filter({ hasText: socialMessages.needsWork })).toBeVisible();
    await expect(postAction(page, 'Post now')).toHaveAttribute('aria-disabled', 'true');
    await expect(postAction(page, 'Schedule', true)).toBeDisabled();
    // Disabled (aria-disabled), it still answers a click with why.
    await postAction(page, 'Post now').click({ force: true });
    await expect(toastOf(page, 'error', socialMessages.needsWork)).toBeVisible();
    expect(await postLogs(session.access, org.id)).toHaveLength(1);
  });

  test('a newcomer with no connected account is sent to the social setup by Post now', async ({ page }) => {
    const { session, org } = await ownerOfOne('Social newcomer');
    const { post } = await seedCompletePost(session.access, org.id, 'First tulips');
    await openSignedIn(page, session, org.id, socialPaths.post(org.id, post));
    await expectOnPost(page, org.id, post);

    await postAction(page, 'Post now').click();
    const warning = page.getByRole('dialog', { name: socialNotices.noConnectedAccount });
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Go to social setup' }).click();
    await expect(page).toHaveURL(new RegExp(`${socialPaths.setup(org.id)}$`));
    await expect(page.getByText('Connected Accounts')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Manage Accounts' })).toBeVisible();
    // Nothing was sent to be published.
    expect(await postLogs(session.access, org.id)).toEqual([]);
    expect((await getSocialPost(session.access, org.id, post)).last_time_posted).toBeNull();
  });
});
