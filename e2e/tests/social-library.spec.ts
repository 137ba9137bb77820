import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { socialMessages, socialNotices } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import { photo } from '../support/media';
import { serveSite } from '../support/local-site';
import { openSignedIn } from '../support/session';
import { createSocialPost, createSocialUrl, uploadImage } from '../support/social';

/**
 * Where posts come from besides the form (spec 3 §2 Social): a page imported from the web (fetched through the SSRF
 * guard), the library of templates a saved post goes into, and the create form's prefill query.
 */
test.describe('social posts from a page, a template or a link', () => {
  test('a page imported from the web becomes a URL and a draft post to finish; a private address is refused', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Import');
    const site = await serveSite({
      '/spring-fair': {
        type: 'text/html; charset=utf-8',
        body: `<!doctype html><html><head><title>Spring fair &amp; open day</title>
          <meta property="og:description" content="Meet the team on Saturday: coffee, quotes and a raffle.">
          <meta property="og:image" content="/fair.png"></head><body><h1>Spring fair</h1></body></html>`,
      },
      '/fair.png': { type: 'image/png', body: readFileSync(await photo(400, 400)) },
    });
    try {
      await openSignedIn(page, session, org.id, `/rhapsody/social/${org.id}/import`);
      const url = page.getByLabel('URL', { exact: true });
      const submit = page.getByRole('button', { name: 'Import', exact: true });
      // The guard's refusal is about the address, so it shows under the field.
      await url.fill('http://10.0.0.1/admin');
      await submit.click();
      await expect(page.getByText(socialMessages.urlNotAllowed)).toBeVisible();

      await url.fill(site.url('/spring-fair'));
      await submit.click();
      await expect(page.getByText(socialNotices.pageImported)).toBeVisible();
      // The draft opens in the edit form, filled from the page.
      await expect(page).toHaveURL(new RegExp(`/rhapsody/social/${org.id}/url/\\d+/edit/\\d+$`));
      await expect(page.getByLabel('Title')).toHaveValue('Spring fair & open day');
      await expect(page.getByLabel('Content')).toHaveValue(
        'Meet the team on Saturday: coffee, quotes and a raffle.',
      );
      await expect(page.getByRole('img', { name: 'Post image' })).toBeVisible();
      await page.getByLabel('Title').fill('Spring fair this Saturday');
      await page.getByRole('button', { name: 'Update post' }).click();
      await expect(page.getByText(socialMessages.postUpdated)).toBeVisible();
      expect(site.hits('/spring-fair')).toBe(1);
    } finally {
      await site.close();
    }
  });

  test('a saved post goes into the library and starts a new post; a link prefills the form', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Library');
    const spring = await createSocialUrl(session.access, org.id);
    const image = await uploadImage(session.access, await photo(400, 400));
    const post = await createSocialPost(session.access, org.id, spring.id, {
      title: 'Home insurance check-up',
      description: '#home #insurance Is your home covered for spring storms? Book a free check-up.',
      image_url: image.url,
    });

    await openSignedIn(page, session, org.id, `/rhapsody/social/${org.id}/url/${spring.id}/post/${post.id}`);
    await page
      .getByRole('toolbar', { name: 'Post actions' })
      .getByRole('button', { name: 'Add to library' })
      .click();
    await expect(page.getByText(socialNotices.addedToLibrary)).toBeVisible();

    await page.goto(`/rhapsody/social/${org.id}/create-new-post?url=${spring.id}`);
    await page.getByRole('button', { name: 'Templates' }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose a template' });
    // A tile is chosen from the keyboard as well as with the mouse.
    await chooser.getByRole('listitem', { name: 'Template Home insurance check-up' }).focus();
    await page.keyboard.press('Enter');
    await expect(chooser).toHaveCount(0);
    await expect(page.getByLabel('Title')).toHaveValue('Home insurance check-up');
    await expect(page.getByLabel('Content')).toHaveValue(
      'Is your home covered for spring storms? Book a free check-up.',
    );
    await expect(page.getByLabel('Hashtags')).toHaveValue('#home #insurance');
    await expect(page.getByRole('img', { name: 'Post image' })).toBeVisible();

    // Spec 3 §2: the create route takes url, title, description, hashtags and weight from its query.
    const query = new URLSearchParams({
      url: String(spring.id),
      title: 'Storm season',
      description: 'Check your roof before the storms.',
      hashtags: '#roof',
      weight: '3',
    });
    await page.goto(`/rhapsody/social/${org.id}/create-new-post?${query}`);
    await expect(page.getByLabel('Title')).toHaveValue('Storm season');
    await expect(page.getByLabel('Content')).toHaveValue('Check your roof before the storms.');
    await expect(page.getByLabel('Hashtags')).toHaveValue('#roof');
    await expect(page.getByLabel('URL', { exact: true }).locator('..')).toContainText(spring.title);
  });
});
