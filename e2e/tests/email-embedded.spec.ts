import { expect, test } from '@playwright/test';
import { emailMessages } from '@ensemble/contracts';
import { originOf, ports } from '../support/ports';
import { emailPaths, ownerOn } from '../support/email';
import { openSignedIn } from '../support/session';

// `npm start`: one origin serves the shell, every remote and the API, on SQLite with in-process queues.
const base = originOf(ports.embedded);

test.describe('email on the embedded default', () => {
  test('a new user with no plan opens the Emailing page, sees the library and keeps a text template', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      // Template previews are sandboxed frames: Playwright's probes into them are refused, as they should be.
      if (m.type() === 'error' && !m.text().includes('about:srcdoc')) errors.push(m.text());
    });
    const { session, org } = await ownerOn(`${base}/api`);
    await openSignedIn(page, session, org.id, `${base}${emailPaths.page(org.id, 1)}`);
    await expect(page.getByRole('tab', { name: 'HTML Templates' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await page.getByText('Library', { exact: true }).click();
    await expect(page.getByText(emailMessages.libraryReadOnly)).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Actions for|Open folder) / }).first()).toBeVisible();

    await page.getByRole('tab', { name: 'Text Templates' }).click();
    await page.getByRole('button', { name: 'New text template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New text template' });
    await dialog.getByLabel('Title').fill('Welcome');
    await dialog.getByRole('button', { name: 'Insert variable' }).click();
    await page.getByRole('menuitem', { name: 'First name' }).click();
    await expect(dialog.getByLabel('Text', { exact: true })).toHaveValue('#!first_name!#');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(emailMessages.templateCreated)).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Welcome', exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Email Composer' }).click();
    await expect(page.getByText('make new email')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
