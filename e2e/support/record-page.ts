/** Steps on a contact's record page that several journeys take. */
import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the accordion titled `title` (closed ones render nothing until opened) and returns it. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  const item = page.locator('.ant-collapse-item').filter({
    has: page.locator('.ant-collapse-header', { hasText: new RegExp(`^${title}$`) }),
  });
  const header = item.locator('.ant-collapse-header');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return item;
}

export const toast = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text, { exact: true });
