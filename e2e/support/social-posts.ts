/**
 * The post screens of /rhapsody/social (issue 21) as the post journeys drive them: a complete post
 * seeded through the API, the post form's fields and the post page's actions.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { SocialPost, SocialUrl } from '@ensemble/contracts';
import { photo } from './media';
import { createSocialPost, createSocialUrl, socialPaths, two, uploadImage } from './social';

/** A URL and a complete post under it (a real 400×400 image uploaded and processed by the API). */
export async function seedCompletePost(
  token: string,
  orgId: number,
  title: string,
): Promise<{ url: SocialUrl; post: SocialPost }> {
  const url = await createSocialUrl(token, orgId);
  const image = await uploadImage(token, await photo(400, 400));
  const post = await createSocialPost(token, orgId, url.id, { title, image_url: image.url });
  return { url, post };
}

/** The rows of the URL list (the social page's URLs card). */
export function urlRow(page: Page, title: string): Locator {
  return page
    .getByTestId('social-urls')
    .locator('tbody tr.ant-table-row')
    .filter({ has: page.getByRole('button', { name: title, exact: true }) });
}

/** The create/edit post form (PostForm). */
export class PostFormScreen {
  constructor(readonly page: Page) {}

  get form(): Locator {
    return this.page.getByTestId('post-form');
  }
  get media(): Locator {
    return this.page.getByTestId('post-media');
  }
  /** The media field's message (a refusal, or the rule's). */
  get mediaHelp(): Locator {
    return this.page.locator('.ant-form-item').filter({ has: this.media }).locator('.ant-form-item-explain');
  }
  get reels(): Locator {
    return this.page.getByRole('switch', { name: 'Use for Reels' });
  }

  /** Chooses a file as the hidden input takes it (a click on Upload opens the same input). */
  async chooseMedia(file: string): Promise<void> {
    await this.page.getByLabel('Image or video file').setInputFiles(file);
  }

  async save(label: 'Create post' | 'Update post' = 'Create post'): Promise<void> {
    await this.form.getByRole('button', { name: label }).click();
  }
}

/**
 * A button of the post page's toolbar, by its words (its icon's name comes first: 'calendar Schedule'); `exact`
 * tells 'Schedule' from 'Cancel schedule'.
 */
export const postAction = (page: Page, name: string, exact = false): Locator =>
  page
    .getByRole('toolbar', { name: 'Post actions' })
    .getByRole('button', { name: exact ? new RegExp(`(^| )${name}$`) : name });

/** Types a value into an antd date or time picker and commits it. */
export async function pickIn(input: Locator, value: string): Promise<void> {
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** The schedule's proposal (spec 3 §9): the next full hour, local time. */
export const nextFullHour = (now: Date): Date => {
  const d = new Date(now);
  d.setHours(d.getHours() + 1, 0, 0, 0);
  return d;
};
/** As the calendar writes an entry's hour. */
export const hourOf = (d: Date) =>
  `${d.getHours() % 12 || 12}:${two(d.getMinutes())} ${d.getHours() < 12 ? 'AM' : 'PM'}`;

/** A row of the post page's details ('Title', 'State', 'Scheduled for', 'Last posted'…). */
export function postDetail(page: Page, label: string): Locator {
  return page
    .locator('.ant-descriptions-row')
    .filter({ has: page.locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) }) })
    .locator('.ant-descriptions-item-content');
}

export async function expectOnPost(page: Page, orgId: number, post: SocialPost): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${socialPaths.post(orgId, post)}$`));
  await expect(page.getByRole('heading', { name: post.title })).toBeVisible();
}

/** An image that the browser did load (a broken address still makes a visible <img>). */
export async function expectLoaded(img: Locator): Promise<void> {
  await expect(img).toBeVisible();
  await expect
    .poll(() => img.evaluate((e) => (e as HTMLImageElement).complete && (e as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}
