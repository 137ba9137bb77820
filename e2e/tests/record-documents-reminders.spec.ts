import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import {
  leadDocumentsMessages as D,
  leadRemindersMessages as R,
  type OutboxMessage,
} from '@ensemble/contracts';
import { mailbox } from '../support/api';
import { openSection, seedClientWithRep, wallClock } from '../support/documents-reminders';
import { displayName, recordPath, seedLead } from '../support/lifecycle';
import { openSignedIn } from '../support/session';
import { seededOwner } from '../support/record-page';

test.describe('record documents and reminders', () => {
  test('uploads a document, downloads the same bytes, deletes it; refuses a file over 5 MB', async ({
    page,
  }) => {
    const { session, seeded } = await seededOwner('Documents');
    const client = await seedLead(seeded, 'Client');
    await openSignedIn(page, session, seeded.orgId, recordPath(seeded.orgId, client));
    await expect(page.getByRole('heading', { name: displayName(client) })).toBeVisible();
    await openSection(page, 'Documents');
    const table = page.getByTestId('lead-documents');
    await expect(table.getByText('No documents to display')).toBeVisible();

    await page.getByRole('button', { name: 'Upload document' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload document' });
    const tooBig = Buffer.alloc(5242881, 7);
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'huge.bin', mimeType: 'application/octet-stream', buffer: tooBig });
    await expect(dialog.getByText(D.fileTooLarge)).toBeVisible();

    const bytes = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
    await dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: bytes });
    await expect(dialog.getByText(D.fileTooLarge)).toHaveCount(0);
    await dialog.getByLabel('Name').fill('Home policy');
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(page.getByText(D.added)).toBeVisible();
    const row = table.locator('tr', { hasText: 'Home policy' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('PDF');
    await expect(row).toContainText(`${session.user.first_name} ${session.user.last_name}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download Home policy' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Home policy.pdf');
    const saved = await readFile((await download.path())!);
    expect(Buffer.compare(saved, bytes)).toBe(0);

    await row.getByRole('button', { name: 'Delete Home policy' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(table.getByText('No documents to display')).toBeVisible();
  });

  test('a reminder due in seconds reaches the representative once; completed, it can only be deleted', async ({
    page,
  }) => {
    const { user, session, seeded } = await seededOwner('Reminders');
    const client = await seedClientWithRep(seeded, session.user.id);
    await openSignedIn(page, session, seeded.orgId, recordPath(seeded.orgId, client));
    await expect(page.getByRole('heading', { name: displayName(client) })).toBeVisible();
    await openSection(page, 'Reminders');

    await page.getByRole('button', { name: 'Add reminder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add reminder' });
    const note = `Call ${client.last_name} about the renewal`;
    await dialog.getByLabel('Note').fill(note);
    await expect(dialog.getByTestId('reminder-counter')).toHaveText(`${note.length} / 200`);
    // An organization without a main location writes its times on New York's clock.
    const due = wallClock(new Date(Date.now() + 5_000), 'America/New_York');
    const date = dialog.getByLabel('Date of sending');
    await date.click();
    // Typed only once the panel is open: opening it writes the (empty) value into the input, over early typing.
    const panel = page.locator('.ant-picker-dropdown:visible');
    await expect(panel).toBeVisible();
    await date.fill(due);
    // The picker's OK confirms the typed time (Enter would also submit the form). Under load a click landing while
    // the panel still settles can leave it open, over the Save button, with nothing confirmed: click until it closes.
    const ok = panel.locator('.ant-picker-ok button');
    await expect(ok).toBeEnabled();
    await expect(async () => {
      if (await panel.isVisible()) await ok.click({ timeout: 2_000 });
      await expect(panel).toBeHidden({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(date).toHaveValue(due);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(R.added)).toBeVisible();
    const table = page.getByTestId('lead-reminders');
    const row = table.locator('tr', { hasText: note });
    await expect(row).toContainText(due);

    const subject = `Reminder: ${displayName(client)}`;
    const reminders = async (): Promise<OutboxMessage[]> =>
      (await mailbox(user.email)).filter((m) => m.subject === subject);
    await expect.poll(async () => (await reminders()).length, { timeout: 30_000 }).toBe(1);
    const [mail] = await reminders();
    expect(mail!.text).toContain(note);
    expect(mail!.text).toContain(recordPath(seeded.orgId, client));
    // Later ticks send nothing more.
    await page.waitForTimeout(3_000);
    expect(await reminders()).toHaveLength(1);

    await row.getByRole('button', { name: /^Complete reminder/ }).click();
    await expect(row).toContainText('COMPLETED');
    await expect(row.getByRole('button', { name: /^Edit reminder/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Complete reminder/ })).toHaveCount(0);
    await expect(row.getByRole('button', { name: /^Delete reminder/ })).toBeVisible();
    await row.getByRole('button', { name: /^Delete reminder/ }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(table.getByText('No reminders to display')).toBeVisible();
  });
});
