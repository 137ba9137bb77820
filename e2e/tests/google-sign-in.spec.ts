import { expect, type Page, test } from '@playwright/test';
import { accountMessages, googleSignInMessages, type LoginSuccess, messages } from '@ensemble/contracts';
import { LocalOidcProvider } from '../../api/test/support/local-oidc-provider';
import { createOrganization, newUser, ownerOfOne } from '../support/api';
import { apiUrl, googleOidcClient, host, ports } from '../support/ports';

// The API of this run has GOOGLE_OIDC_ISSUER pointing here (support/start-api.mjs); this provider stands in
// for Google: its authorize page is a form where the journey picks the account.
const provider = new LocalOidcProvider();

test.beforeAll(async () => {
  await provider.start(ports.oidc, host);
  provider.addClient({ ...googleOidcClient, redirectUris: [`${apiUrl}/auth/google/callback/`] });
});
test.afterAll(() => provider.stop());

async function signInWithGoogle(
  page: Page,
  account: { email: string; first?: string; last?: string; verified?: boolean },
) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/authorize\\?`));
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  if (account.first) await page.getByLabel('First name').fill(account.first);
  if (account.last) await page.getByLabel('Last name').fill(account.last);
  if (account.verified === false) await page.getByLabel('Email verified').uncheck();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ensemble.session') ?? '{}') as Partial<LoginSuccess>);

test.describe('sign in with Google', () => {
  test('a new Google account is created and signed in; its settings have no two-factor section', async ({
    page,
  }) => {
    const { email } = newUser();
    await signInWithGoogle(page, { email, first: 'Grace', last: 'Hopper' });
    // Signed in, without organizations yet: company details (spec 1 §4), no code left in the address.
    await expect(page).toHaveURL(/\/company-details$/);
    const session = await storedSession(page);
    expect(session.user).toMatchObject({ email, first_name: 'Grace', provider: 'google', is_verified: true });

    const organization = await createOrganization(session.access!, `Google Org ${Date.now()}`);
    await page.goto(`/account-settings/${organization.id}`);
    await expect(page.getByLabel('First name')).toHaveValue('Grace');
    await expect(page.getByTestId('two-factor-settings')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Enable SMS verification' })).toHaveCount(0);
  });

  test('a Google account sets its first password in account settings, then signs in with it', async ({
    page,
  }) => {
    const { email, password } = newUser();
    await signInWithGoogle(page, { email, first: 'Katherine', last: 'Johnson' });
    await expect(page).toHaveURL(/\/company-details$/);
    const organization = await createOrganization(
      (await storedSession(page)).access!,
      `Google Pw ${Date.now()}`,
    );
    await page.goto(`/account-settings/${organization.id}`);
    await expect(page.getByText('Not set')).toBeVisible();

    // The email cannot change before there is a password: the dialog leads to setting one.
    await page.getByRole('button', { name: 'Change email' }).click();
    const emailDialog = page.getByRole('dialog', { name: 'Change email' });
    await expect(emailDialog.getByText(accountMessages.setPasswordFirst)).toBeVisible();
    await emailDialog.getByRole('button', { name: 'Set password' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect(dialog.getByText(accountMessages.noPasswordYet)).toBeVisible();
    await expect(dialog.getByLabel('Old password')).toHaveCount(0);
    await dialog.getByLabel('New password').fill(password);
    await dialog.getByLabel('Confirm password').fill(password);
    await dialog.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText(messages.passwordChanged).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
    await expect(page.getByLabel('Password (hidden)')).toBeVisible();

    await page.evaluate(() => localStorage.clear());
    await page.goto('/');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/${organization.id}$`));
  });

  test('an existing account with that email lands in its organization', async ({ page }) => {
    const { user, org } = await ownerOfOne('Google Existing');
    await signInWithGoogle(page, { email: user.email.toUpperCase() });
    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));
    await expect(page.getByTestId('org-name')).toHaveText(org.name);
    expect((await storedSession(page)).user).toMatchObject({ email: user.email, provider: 'email' });
  });

  test('an email Google has not verified is refused on the login page', async ({ page }) => {
    const { email } = newUser();
    await signInWithGoogle(page, { email, verified: false });
    await expect(page.getByRole('alert')).toContainText(googleSignInMessages.email_not_verified);
    await expect(page).toHaveURL(/\/$/);
    expect((await storedSession(page)).access).toBeUndefined();
  });
});
