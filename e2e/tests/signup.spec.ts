import { expect, test } from '@playwright/test';
import { messages } from '@ensemble/contracts';
import { linkFromMail, newUser, signup } from '../support/api';

test.describe('sign-up to dashboard', () => {
  test('a new user signs up, verifies the email from the mailbox, creates an organization and lands on its dashboard', async ({
    page,
  }) => {
    const user = newUser();
    await page.goto('/signup');
    await page.getByLabel('First name').fill(user.first_name);
    await page.getByLabel('Last name').fill(user.last_name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    const cont = page.getByRole('button', { name: /continue/i });
    await expect(cont).toBeDisabled();
    await page.getByRole('checkbox').check();
    await expect(cont).toBeEnabled();
    await cont.click();

    await expect(page).toHaveURL(/\/email-verification\/?\?email=/);
    await expect(page.getByText(user.email)).toBeVisible();

    // The local mailbox shows the verification email; its link verifies and logs in.
    await page.getByRole('link', { name: 'Open the local mailbox' }).click();
    await expect(page).toHaveURL(/\/mailbox\?address=/);
    const link = await linkFromMail(user.email, '/email-verification');
    await page.goto(link);

    await expect(page).toHaveURL(/\/company-details/);
    await page.getByLabel('Company name').fill(`Acme ${user.last_name}`);
    await page.getByLabel('Email').fill(`office.${user.email}`);
    await page.getByLabel('Industry').click();
    await page.getByLabel('Industry').fill('Insurance');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /create|continue|save/i }).click();

    await expect(page).toHaveURL(/\/dashboard\/\d+$/);
    await expect(page.getByTestId('org-name')).toHaveText(`Acme ${user.last_name}`);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('sign-up shows the spec messages for bad input and a taken email', async ({ page }) => {
    await page.goto('/signup?email=prefilled@example.test');
    await expect(page.getByLabel('Email')).toHaveValue('prefilled@example.test');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('weak');
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('B');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /continue/i }).click();
    await expect(page.getByText(messages.emailInvalid)).toBeVisible();
    await expect(page.getByText(messages.passwordRule)).toBeVisible();

    const taken = newUser();
    await signup(taken);
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password').fill(taken.password);
    await page.getByRole('button', { name: /continue/i }).click();
    // A taken address is answered as any sign-up (the form must not tell who has an account);
    // its owner gets an email instead.
    await expect(page).toHaveURL(/\/email-verification/);
  });

  test('the verification page resends the email', async ({ page }) => {
    const user = newUser();
    await page.goto('/signup');
    await page.getByLabel('First name').fill(user.first_name);
    await page.getByLabel('Last name').fill(user.last_name);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /continue/i }).click();
    await expect(page).toHaveURL(/\/email-verification/);
    const resend = page.getByRole('button', { name: /resend/i });
    await resend.click();
    await expect(page.getByText(messages.verificationEmailSent)).toBeVisible();
    await expect(resend).toBeDisabled();
  });
});
