import { expect, test } from '@playwright/test';
import { getOrganization, ownerOfOne } from '../support/api';
import { organizationRow, updateOrganizationRow } from '../support/db';
import { openSignedIn } from '../support/session';

const EULA = 'End User License Agreement';

test.describe('EULA', () => {
  test('a paid organization with a newer EULA agrees and goes on to the dashboard', async ({ page }) => {
    const { session, org } = await ownerOfOne('Eula Agree');
    // Paid organizations come from billing (a later issue): the database makes this one paid.
    await updateOrganizationRow(org.id, { is_subscribed: true, eula: 0, last_eula: 1 });
    await openSignedIn(page, session, org.id, `/manage-organization/${org.id}`);
    const dialog = page.getByRole('dialog', { name: EULA });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Agree' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));
    await expect(page.getByRole('dialog', { name: EULA })).toHaveCount(0);
    expect((await getOrganization(session.access, org.id)).eula).toBe(1);

    // Agreed once: not asked again.
    await page.reload();
    await expect(page.getByTestId('org-name')).toHaveText(org.name);
    await expect(page.getByRole('dialog', { name: EULA })).toHaveCount(0);
  });

  test('declining logs out and returns to the login page', async ({ page }) => {
    const { session, org } = await ownerOfOne('Eula Decline');
    await updateOrganizationRow(org.id, { is_subscribed: true, eula: 0, last_eula: 1 });
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByRole('dialog', { name: EULA }).getByRole('button', { name: 'Decline' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('ensemble.session'))).toBeNull();
    // Read from the database: after logout the session's token may rightly be refused, which must not pass as
    // "not agreed".
    expect((await organizationRow(org.id)).eula).toBe(0);
  });

  test('an unpaid organization is not asked', async ({ page }) => {
    const { session, org } = await ownerOfOne('Eula Unpaid');
    await updateOrganizationRow(org.id, { is_subscribed: false, eula: 0, last_eula: 1 });
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await expect(page.getByTestId('org-name')).toHaveText(org.name);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: EULA })).toHaveCount(0);
  });
});
