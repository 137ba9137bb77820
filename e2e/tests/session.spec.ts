import { expect, test } from '@playwright/test';
import { apiPaths, messages } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import { apiUrl } from '../support/ports';
import { openSignedIn } from '../support/session';

// A well-formed JWT whose signature the API rejects: what an expired or foreign access token looks like to it.
const deadAccess =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxIiwiZXhwIjoxMDAwMDAwMDAwfQ.c2lnbmF0dXJlLWRvZXMtbm90LW1hdGNo';

test.describe('session', () => {
  test('an expired access token with a valid refresh token refreshes silently', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    await openSignedIn(page, { ...session, access: deadAccess }, org.id, `/dashboard/${org.id}`);
    await expect(page.getByTestId('org-name')).toHaveText(org.name);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('ensemble.session') ?? '{}'));
    expect(stored.access).not.toBe(deadAccess);
    expect(stored.refresh).not.toBe(session.refresh);
  });

  test('with both tokens expired the user is logged out and told so', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    await openSignedIn(
      page,
      { ...session, access: deadAccess, refresh: 'revoked-refresh-token' },
      org.id,
      `/dashboard/${org.id}`,
    );
    await expect(page.getByText(messages.sessionExpired)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const stored = await page.evaluate(() => localStorage.getItem('ensemble.session'));
    expect(stored === null || JSON.parse(stored).access === null).toBe(true);
  });

  test('a layout page without a session goes to login', async ({ page }) => {
    await page.goto('/releases');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByLabel('Email')).toBeVisible();
  });

  test('logout from the user menu ends the session', async ({ page }) => {
    const { session, org } = await ownerOfOne();
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await expect(page.getByTestId('org-name')).toHaveText(org.name);
    // The refresh token the page holds at logout (a silent refresh may have rotated the one it started with).
    const held = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('ensemble.session') ?? '{}') as { refresh?: string }).refresh,
    );
    expect(held).toBeTruthy();
    await page.getByTestId('user-menu').click();
    await page.getByRole('menuitem', { name: /logout/i }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto(`/dashboard/${org.id}`);
    await expect(page).toHaveURL(/\/$/);

    // Logout revoked the refresh token at the API: it cannot buy a new pair.
    const refreshed = await fetch(`${apiUrl}${apiPaths.auth.refresh}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh: held }),
    });
    expect(refreshed.status).toBe(401);
  });
});
