import { expect, test } from '@playwright/test';
import { accountMessages, messages } from '@ensemble/contracts';
import { linkFromMail, login, ownerOfOne } from '../support/api';
import { openSignedIn } from '../support/session';

test.describe('account settings', () => {
  test('profile: validation messages, save and reload', async ({ page }) => {
    const { session, org } = await ownerOfOne('Profile');
    await openSignedIn(page, session, org.id, `/account-settings/${org.id}`);
    await expect(page.getByText('••••••••')).toBeVisible();

    await page.getByLabel('First name').fill('');
    await page.getByLabel('Cell phone').fill('12345');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await expect(page.getByText(messages.phoneInvalid)).toBeVisible();

    await page.getByLabel('First name').fill('Augusta');
    await page.getByLabel('Cell phone').fill('(201) 555-0123');
    await page.getByLabel('City').fill('London');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(accountMessages.profileUpdated)).toBeVisible();

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Augusta');
    await expect(page.getByLabel('City')).toHaveValue('London');
    await expect(page.getByLabel('Cell phone')).toHaveValue('+12015550123');
  });

  test('password change with every validation message', async ({ page }) => {
    const { user, session, org } = await ownerOfOne('Password');
    await openSignedIn(page, session, org.id, `/account-settings/${org.id}`);

    await page.getByRole('button', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Old password is required')).toBeVisible();
    await expect(dialog.getByText('New password is required')).toBeVisible();
    await expect(dialog.getByText('Password confirmation is required')).toBeVisible();

    await dialog.getByLabel('Old password').fill(user.password);
    await dialog.getByLabel('New password').fill('weakpass');
    await dialog.getByLabel('Confirm password').fill('different');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText(messages.passwordRule)).toBeVisible();
    await expect(dialog.getByText(messages.passwordsMustMatch)).toBeVisible();

    const next = 'Rhapsody#2027';
    await dialog.getByLabel('Old password').fill('Not#theRight1');
    await dialog.getByLabel('New password').fill(next);
    await dialog.getByLabel('Confirm password').fill(next);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText(accountMessages.oldPasswordWrong)).toBeVisible();

    await dialog.getByLabel('Old password').fill(user.password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(messages.passwordChanged)).toBeVisible();

    await expect(login({ email: user.email, password: next })).resolves.toHaveProperty('access');
    await expect(login(user)).rejects.toThrow();
  });

  test('email change: pending change shown, confirmed from the link sent to the new address', async ({
    page,
  }) => {
    const { user, session, org } = await ownerOfOne('Email');
    await openSignedIn(page, session, org.id, `/account-settings/${org.id}`);

    const newEmail = user.email.replace('@', '.new@');
    await page.getByRole('button', { name: 'Change email' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('New email').fill(newEmail);
    await dialog.getByLabel('Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Send confirmation link' }).click();
    await expect(page.getByText(accountMessages.emailChangeSent)).toBeVisible();
    await expect(page.getByText(`Pending change to ${newEmail} — confirm from that inbox`)).toBeVisible();

    const link = new URL(await linkFromMail(newEmail, '/email-change'));
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByText(accountMessages.emailChangeConfirmed)).toBeVisible();
    await expect(login({ email: newEmail, password: user.password })).resolves.toHaveProperty('access');
  });

  test('email signature: HTML with a preview, saved per organization', async ({ page }) => {
    const { session, org } = await ownerOfOne('Signature');
    await openSignedIn(page, session, org.id, `/account-settings/${org.id}`);
    await page.getByLabel('Signature HTML').fill('<p><b>Ada</b> Lovelace</p>');
    await expect(page.frameLocator('iframe[title="Signature preview"]').locator('b')).toHaveText('Ada');
    await page.getByLabel('Use company number').click();
    await page.getByRole('button', { name: 'Save signature' }).click();
    await expect(page.getByText(accountMessages.signatureSaved)).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Signature HTML')).toHaveValue('<p><b>Ada</b> Lovelace</p>');
    await expect(page.getByLabel('Use company number')).toBeChecked();
  });
});
