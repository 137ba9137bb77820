import { expect, test } from '@playwright/test';
import { messages } from '@ensemble/contracts';
import { linkFromMail, login, verifiedUser } from '../support/api';

test('reset password: instructions by email, matching passwords, then log in with the new one', async ({
  page,
}) => {
  const user = await verifiedUser();
  await page.goto('/reset-password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page).toHaveURL(/\/check-email/);
  await expect(page.getByText(/spam/i)).toBeVisible();
  await expect(page.getByRole('link', { name: 'try another email address' })).toHaveAttribute(
    'href',
    /\/reset-password/,
  );

  const link = await linkFromMail(user.email, '/new-password');
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Brand#New2026');
  await page.getByLabel('Confirm password').fill('Brand#New2027');
  await page.getByRole('button', { name: /save|reset|change|submit/i }).click();
  await expect(page.getByText(messages.passwordsMustMatch)).toBeVisible();

  await page.getByLabel('Confirm password').fill('Brand#New2026');
  await page.getByRole('button', { name: /save|reset|change|submit/i }).click();
  await expect(page.getByText(messages.passwordSuccessfullyChanged)).toBeVisible();

  await expect(login({ email: user.email, password: user.password })).rejects.toThrow(/400/);
  await expect(login({ email: user.email, password: 'Brand#New2026' })).resolves.toHaveProperty('access');
});
