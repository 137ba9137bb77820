import { expect, test, type Page } from '@playwright/test';
import { accountMessages, messages } from '@ensemble/contracts';
import {
  enableSmsTwoFactor,
  latestOutboxId,
  ownerWith,
  smsCode,
  totp,
  uniquePhone,
  ownerOfOne,
} from '../support/api';
import { openSignedIn } from '../support/session';

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: /log ?in/i }).click();
}

async function signOut(page: Page) {
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** Signs out, logs in again and answers the two-step challenge with `code` (a one-time or backup code). */
async function signInAgainWithCode(page: Page, user: { email: string; password: string }, code: string) {
  await signOut(page);
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/two-step-verification/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('two-step verification', () => {
  test('enable SMS verification in account settings, then sign in with the code from the outbox', async ({
    page,
  }) => {
    const { user, session, org } = await ownerOfOne('Sms');
    await openSignedIn(page, session, org.id, `/account-settings/${org.id}`);

    await page.getByRole('button', { name: 'Enable SMS verification' }).click();
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(messages.phoneRequired)).toBeVisible();
    await page.getByLabel('Phone number').fill('555');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.getByText(messages.phoneInvalid)).toBeVisible();

    const { national: phone, e164 } = uniquePhone();
    const before = await latestOutboxId(e164);
    await page.getByLabel('Phone number').fill(phone);
    // Turning two-step verification on asks for the current password again.
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Send code' }).click();
    const setup = await smsCode(e164, before);
    await page.getByLabel('Verification code').fill(setup.code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();

    await signOut(page);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/two-step-verification\?.*mode=sms/);
    // The challenge stays out of the URL.
    expect(page.url()).not.toContain('challenge');
    const login = await smsCode(e164, setup.id);
    await page.getByLabel('Verification code').fill(login.code);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));
  });

  test('a bad code and the resend lock', async ({ page }) => {
    const { user, session } = await ownerWith(1, 'Lock');
    await enableSmsTwoFactor(session.access, user.password);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/two-step-verification\?.*mode=sms/);
    await expect(page.getByText(/^Wait \d+ seconds before requesting a new code$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the code' })).toBeDisabled();
    // The link to the authenticator only shows when it is on.
    await expect(page.getByRole('link', { name: 'Verify with Google Authenticator' })).toHaveCount(0);

    await page.getByLabel('Verification code').fill('000000');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText(messages.tokenVerificationFailed)).toBeVisible();

    // A reload asks for a code again: the API refuses it within 30 s and the page shows its count.
    await page.reload();
    await expect(page.getByText(/^Wait \d+ seconds before requesting a new code$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the code' })).toBeDisabled();

    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('authenticator: sign in with a TOTP and with a backup code, which then fails on reuse', async ({
    page,
  }) => {
    const { user, session, org } = await ownerOfOne('Otp');
    await openSignedIn(page, session, org.id, `/account-settings/${org.id}`);

    await page.getByRole('button', { name: 'Set up Google Authenticator' }).click();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: 'Authenticator QR code' })).toBeVisible();
    const grouped = (await page.getByTestId('otp-secret').innerText()).trim();
    expect(grouped).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    const secret = grouped.replace(/\s+/g, '');
    await page.getByLabel('Verification code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    const panel = page.getByTestId('backup-codes');
    const codes = (await panel.locator('code').allInnerTexts()).map((c) => c.trim()).filter(Boolean);
    expect(codes.length).toBeGreaterThan(1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: /Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('codes.txt');

    // A TOTP (the next step: the one used to enable cannot be replayed).
    await signOut(page);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/two-step-verification\?.*mode=otp/);
    await expect(page.getByLabel('Verification code')).toHaveAttribute(
      'placeholder',
      '6-digit-code or backup code',
    );
    await expect(page.getByRole('link', { name: 'Verify with SMS' })).toHaveCount(0);
    await page.getByLabel('Verification code').fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));

    // A backup code works once.
    await signInAgainWithCode(page, user, codes[0]);
    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));

    await signInAgainWithCode(page, user, codes[0]);
    await expect(page.getByText(messages.tokenVerificationFailed)).toBeVisible();
  });

  test('with both on, the page switches between SMS and the authenticator; SMS cannot be disabled first', async ({
    page,
  }) => {
    const { user, session, org } = await ownerOfOne('Both');
    await enableSmsTwoFactor(session.access, user.password);
    await openSignedIn(page, session, org.id, `/account-settings/${org.id}`);
    await page.getByRole('button', { name: 'Set up Google Authenticator' }).click();
    await page.getByLabel('Current password').fill(user.password);
    await page.getByRole('button', { name: 'Continue' }).click();
    const secret = (await page.getByTestId('otp-secret').innerText()).replace(/\s+/g, '');
    await page.getByLabel('Verification code').fill(totp(secret));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Verified', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('button', { name: 'Disable SMS verification' }).click();
    await expect(page.getByText(accountMessages.smsDisableBlockedByOtp)).toBeVisible();

    await signOut(page);
    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/two-step-verification\?.*mode=sms/);
    await page.getByRole('link', { name: 'Verify with Google Authenticator' }).click();
    await expect(page).toHaveURL(/mode=otp/);
    await expect(page.getByRole('button', { name: 'Resend the code' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Verify with SMS' }).click();
    await expect(page).toHaveURL(/mode=sms/);
    // Switching back asks for a code again; the first one was sent seconds ago, so the API's wait shows.
    await expect(page.getByText(/^Wait \d+ seconds before requesting a new code$/)).toBeVisible();
    await page.getByLabel('Verification code').fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));
  });
});
