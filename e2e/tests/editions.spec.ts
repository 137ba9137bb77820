import { expect, test } from '@playwright/test';
import { ownerWith, ownerOfOne } from '../support/api';
import { originOf, ports } from '../support/ports';

test.describe('social edition', () => {
  test('loads only account, rhapsody and tempo, hides global search and lands on the social home', async ({
    page,
  }) => {
    const { user, org } = await ownerOfOne('Social');
    const requested: string[] = [];
    page.on('request', (r) => requested.push(r.url()));

    const shell = originOf(ports.shellSocial);
    await page.goto(`${shell}/`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: /log ?in/i }).click();

    await expect(page).toHaveURL(`${shell}/rhapsody/social/${org.id}`);
    await expect(page.locator('[data-remote="mfe-rhapsody"]')).toBeVisible();
    await expect(page.getByTestId('global-search')).toHaveCount(0);
    await expect(page.getByTestId('menu-group-rhapsody')).toBeVisible();
    await expect(page.getByTestId('menu-group-tempo')).toBeVisible();
    await expect(page.getByTestId('menu-group-composition')).toHaveCount(0);
    await expect(page.getByTestId('menu-group-harmony')).toHaveCount(0);
    // Post cards go to contacts, which this edition does not sell.
    await expect(page.getByTestId('menu-item-rhapsody-post-cards')).toHaveCount(0);
    await page.goto(`${shell}/rhapsody/post-cards/${org.id}?tab=0`);
    await expect(page.getByText('Page not found')).toBeVisible();

    // Visiting a full-edition route does not pull the remote in either.
    await page.goto(`${shell}/dashboard/${org.id}`);
    await expect(page.getByText('Page not found')).toBeVisible();

    const composition = originOf(ports.remotes['mfe-composition']);
    const harmony = originOf(ports.remotes['mfe-harmony']);
    expect(requested.filter((u) => u.startsWith(composition) || u.startsWith(harmony))).toEqual([]);
  });

  test('full edition shows the four groups and the global search box', async ({ page }) => {
    const { user } = await ownerWith(1);
    await page.goto('/');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page).toHaveURL(/\/dashboard\/\d+$/);
    for (const group of ['composition', 'rhapsody', 'harmony', 'tempo']) {
      await expect(page.getByTestId(`menu-group-${group}`)).toBeVisible();
    }
    await expect(page.getByTestId('global-search')).toBeVisible();
  });
});
