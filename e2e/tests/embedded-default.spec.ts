import { expect, test } from '@playwright/test';
import { originOf, ports } from '../support/ports';
import { newUser } from '../support/api';
import { fillSignUpForm } from '../support/session';

// `npm start`: one origin serves the shell, every remote and the API, on SQLite with in-process queues.
const base = originOf(ports.embedded);

test.describe('embedded default (npm start)', () => {
  test('the demo login printed at start works', async ({ page }) => {
    await page.goto(`${base}/`);
    await page.getByLabel('Email').fill('demo@ensemble.local');
    await page.getByLabel('Password').fill('Ensemble#2026');
    await page.getByRole('button', { name: /log ?in/i }).click();
    await expect(page).toHaveURL(/\/dashboard\/\d+$/);
    await expect(page.getByTestId('org-name')).toHaveText('Demo Agency');
  });

  test('a newcomer signs up, reads the verification mail in the local mailbox and is offered a plan for the new organization', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      // Playwright's own probes into the sandboxed mail frame are refused there ('about:srcdoc'): that is
      // the sandbox working, not a page error.
      if (m.type() === 'error' && !m.text().includes('about:srcdoc')) errors.push(m.text());
    });
    const user = newUser();
    await fillSignUpForm(page, user, base);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /continue/i }).click();
    await expect(page).toHaveURL(/\/email-verification/);

    await page.getByRole('link', { name: 'Open the local mailbox' }).click();
    await page.getByText('Verify your email address').click();
    // The mail opens in a sandboxed frame; its link leads back to the suite and verifies the address.
    const mail = page.frameLocator('iframe');
    await mail.getByRole('link').first().click();

    await expect(page).toHaveURL(/\/company-details/);
    await page.getByLabel('Company name').fill(`Embedded ${user.last_name}`);
    await page.getByLabel('Email').fill(`office.${user.email}`);
    await page.getByLabel('Industry').click();
    await page.getByLabel('Industry').fill('Insurance');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: /create|continue|save/i }).click();
    // A new organization is offered its plan first (spec 1 §2).
    await expect(page).toHaveURL(/\/choose-subscription\/\d+$/);
    await expect(page.getByTestId('plan-CHORUS')).toBeVisible();
    await expect(page.getByTestId('org-name')).toHaveText(`Embedded ${user.last_name}`);
    expect(errors).toEqual([]);
  });
});
