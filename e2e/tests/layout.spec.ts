import { expect, test } from '@playwright/test';
import { call, ownerWith, ownerOfOne } from '../support/api';
import { openSignedIn } from '../support/session';
import { apiPaths, type Paginated, type Release } from '@ensemble/contracts';

test.describe('layout', () => {
  test('side menu: four groups, organization name, latest release; user menu items', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    const releases = await call<Paginated<Release>>(`${apiPaths.releases}?ordering=-id&per_page=1`);
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);

    for (const group of ['Composition', 'Rhapsody', 'Harmony', 'Tempo']) {
      await expect(page.getByTestId(`menu-group-${group.toLowerCase()}`)).toContainText(group);
    }
    await expect(page.getByTestId('org-name')).toHaveText(org.name);
    await expect(page.getByTestId('release-version')).toContainText(releases.results[0].version);
    await expect(page.getByTestId('switch-organization')).toHaveCount(0);

    await page.getByTestId('user-menu').click();
    await expect(page.getByText(session.user.email).last()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage Organization' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Manage Account' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Help' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Switch Organization' })).toHaveCount(0);
  });

  test('the toolbar search box is an ordinary input height, centred in the toolbar', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    const header = await page.locator('header').first().boundingBox();
    // The visible box is the select around the input (its outline), not the bare input.
    const box = await page
      .locator('.ant-select')
      .filter({ has: page.getByTestId('global-search') })
      .boundingBox();
    expect(header && box).toBeTruthy();
    expect(box!.height).toBeLessThanOrEqual(40);
    expect(box!.height).toBeLessThan(header!.height - 8);
    const middle = (r: { y: number; height: number }) => r.y + r.height / 2;
    expect(Math.abs(middle(box!) - middle(header!))).toBeLessThanOrEqual(2);
  });

  test('with several organizations the menu offers switching, and switching changes the organization', async ({
    page,
  }) => {
    const { session, organizations } = await ownerWith(2, 'Office');
    const [first, second] = organizations;
    await openSignedIn(page, session, first.id, `/dashboard/${first.id}`);
    await expect(page.getByTestId('org-name')).toHaveText(first.name);
    await page.getByTestId('switch-organization').click();
    await expect(page).toHaveURL(/\/organization\/switch$/);
    await page.getByText(second.name).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${second.id}$`));
    await expect(page.getByTestId('org-name')).toHaveText(second.name);

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Switch Organization' })).toBeVisible();
  });

  test('mobile: Harmony and Tempo are hidden and the menu closes after navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const { session, org } = await ownerOfOne();
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-toggle').click();
    const menu = page.getByTestId('side-menu');
    await expect(menu).toBeVisible();
    await expect(page.getByTestId('menu-group-harmony')).toHaveCount(0);
    await expect(page.getByTestId('menu-group-tempo')).toHaveCount(0);
    await expect(page.getByTestId('menu-group-rhapsody')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Social' }).click();
    await expect(page).toHaveURL(new RegExp(`/rhapsody/social/${org.id}$`));
    await expect(menu).toBeHidden();

    await page.getByTestId('user-menu').click();
    await expect(page.getByRole('menuitem', { name: 'Help' })).toHaveCount(0);
  });
});

test.describe('pages', () => {
  test('unknown routes and /404 show the not-found page', async ({ page }) => {
    await page.goto('/no/such/place');
    await expect(page.getByText('Page not found')).toBeVisible();
    await page.goto('/404');
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('releases list the suite release notes, newest first', async ({ page }) => {
    const { session, organizations } = await ownerWith(1);
    const releases = await call<Paginated<Release>>(`${apiPaths.releases}?ordering=-id&per_page=100`);
    expect(releases.count).toBeGreaterThan(0);
    await openSignedIn(page, session, organizations[0].id, '/releases');
    await expect(page.getByText(releases.results[0].title)).toBeVisible();
  });

  test('terms of service cover the points of the specification', async ({ page }) => {
    await page.goto('/terms-of-service');
    const body = page.locator('[data-remote="mfe-account"]');
    for (const point of [
      /18/,
      /7\s?%/,
      /30 days/,
      /1\.5\s?%/,
      /12 months/,
      /monthly/i,
      /annual/i,
      /invoice/i,
    ]) {
      await expect(body).toContainText(point);
    }
  });

  test('the outbox page opens for the owner with its empty state', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    await openSignedIn(page, session, org.id, `/tempo/outbox/${org.id}`);
    await expect(page.locator('[data-remote="mfe-tempo"]')).toBeVisible();
    // A new organization has sent nothing yet (sign-up mails belong to no organization).
    await expect(page.getByText('No messages yet')).toBeVisible();
  });
});
