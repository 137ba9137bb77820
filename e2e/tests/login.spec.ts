import { expect, test } from '@playwright/test';
import { messages } from '@ensemble/contracts';
import { newUser, ownerWith, signup, verifiedUser } from '../support/api';

async function logIn(page: import('@playwright/test').Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
}

test.describe('login', () => {
  test('wrong credentials show the banner', async ({ page }) => {
    await logIn(page, 'nobody@example.test', 'Wrong#Pass1');
    await expect(page.getByText(messages.loginFailed)).toBeVisible();
  });

  test('an unverified account goes to email verification', async ({ page }) => {
    const user = newUser();
    await signup(user);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/email-verification\/?\?email=/);
    expect(new URL(page.url()).searchParams.get('email')).toBe(user.email);
  });

  test('no organization goes to company details', async ({ page }) => {
    const user = await verifiedUser();
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/company-details$/);
  });

  test('one organization goes to its dashboard', async ({ page }) => {
    const { user, organizations } = await ownerWith(1);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${organizations[0].id}$`));
  });

  test('several organizations go to the picker: search, 5 per page, pagination only above 5', async ({
    page,
  }) => {
    const { user, organizations } = await ownerWith(6, 'Branch');
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/select-organization$/);
    const list = page.getByRole('list', { name: 'Organizations' });
    await expect(list.getByRole('listitem')).toHaveCount(5);
    await expect(page.locator('.ant-pagination')).toBeVisible();

    await page.getByPlaceholder(/search/i).fill('zzz-no-such-org');
    await expect(page.getByText(messages.noOrganizationsFound)).toBeVisible();

    await page.getByPlaceholder(/search/i).fill(organizations[5].name);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(page.locator('.ant-pagination')).toHaveCount(0);
    await list.getByText(organizations[5].name).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${organizations[5].id}$`));
    await expect(page.getByTestId('org-name')).toHaveText(organizations[5].name);
  });
});
