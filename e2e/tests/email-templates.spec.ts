import { expect, test } from '@playwright/test';
import { emailMessages } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import {
  cardAction,
  emailPaths,
  libraryFolders,
  libraryTemplates,
  pendingEmailWithTemplate,
} from '../support/email';
import { openSignedIn } from '../support/session';

test.describe('email HTML templates', () => {
  test('a folder is made, a library template duplicated and moved into it, then both deleted (the template while an email uses it)', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Templates');
    const library = await libraryTemplates(session.access);
    const base = library.find((t) => t.folder === null) ?? library[0];
    expect(base, 'the library ships templates').toBeTruthy();
    const title = base!.title;
    const baseFolder = (await libraryFolders(session.access)).find((f) => f.id === base!.folder);

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-item-rhapsody-email').click();
    await expect(page).toHaveURL(new RegExp(`/rhapsody/email/templates/${org.id}\\?tab=0$`));
    await expect(page.getByRole('tab', { name: 'Email Composer' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'HTML Templates' }).click();
    await expect(page).toHaveURL(/tab=1/);
    await expect(page.getByText('No templates yet')).toBeVisible();

    await page.getByRole('button', { name: 'New folder' }).click();
    const dialog = page.getByRole('dialog', { name: 'New folder' });
    await dialog.getByLabel('Folder name').fill('Promotions');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(emailMessages.folderCreated)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open folder Promotions' })).toBeVisible();

    // The library is read-only: a copy is made into the organization's templates.
    await page.getByText('Library', { exact: true }).click();
    await expect(page.getByText(emailMessages.libraryReadOnly)).toBeVisible();
    if (baseFolder) await page.getByRole('button', { name: `Open folder ${baseFolder.name}` }).click();
    await cardAction(page, title, 'Duplicate to my templates');
    await expect(page.getByText(emailMessages.templateDuplicated)).toBeVisible();

    await page.getByText('My templates', { exact: true }).click();
    const copy = `${title} (copy)`;
    await cardAction(page, copy, 'Move to folder');
    const move = page.getByRole('dialog', { name: 'Move to folder' });
    await move.getByLabel('Folder').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Promotions"]').click();
    await move.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByText(emailMessages.templateMoved)).toBeVisible();

    await page.getByRole('button', { name: 'Open folder Promotions' }).click();
    await expect(page.getByRole('button', { name: /GO BACK/ })).toBeVisible();
    await expect(page.getByRole('button', { name: `Actions for ${copy}` })).toBeVisible();
    // Unused, the template's delete asks the plain question; cancelled.
    await cardAction(page, copy, 'Delete');
    const plain = page.getByRole('dialog', { name: 'Delete template' });
    await expect(plain.getByText(emailMessages.deleteTemplateConfirm)).toBeVisible();
    await plain.getByRole('button', { name: 'Cancel' }).click();
    await expect(plain).toBeHidden();

    // An email that uses it is still waiting to go (its server said try later): deleting warns it cancels it.
    const sent = await pendingEmailWithTemplate(session.access, org.id, copy);
    expect(sent.total).toBe(1);
    await cardAction(page, copy, 'Delete');
    const confirm = page.getByRole('dialog', { name: 'Delete template' });
    await expect(confirm.getByText(emailMessages.deleteUsedTemplateConfirm)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(emailMessages.templateDeleted)).toBeVisible();
    await expect(page.getByText('This folder is empty')).toBeVisible();

    await page.getByRole('button', { name: /GO BACK/ }).click();
    await cardAction(page, 'Promotions', 'Delete');
    const folderConfirm = page.getByRole('dialog', { name: 'Delete folder' });
    await expect(folderConfirm.getByText(emailMessages.deleteFolderConfirm)).toBeVisible();
    await folderConfirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(emailMessages.folderDeleted)).toBeVisible();
    await expect(page.getByText('No templates yet')).toBeVisible();
    expect(page.url()).toContain(emailPaths.page(org.id, 1).split('?')[0]);
  });
});
