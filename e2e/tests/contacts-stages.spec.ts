import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { leadsExtraMessages, leadsMessages, settingsMessages } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import {
  choosePageSize,
  contactRow,
  contactRows,
  contactsTable,
  getLead,
  seedLead,
  seedTag,
  stageUrl,
  type SeedStage,
} from '../support/contacts';
import { openSignedIn } from '../support/session';
import { fillAndSave } from '../support/dialogs';

test.describe('contact stage lists', () => {
  test('each stage list shows its own seeded contacts', async ({ page }) => {
    const { session, org } = await ownerOfOne('Stages');
    const token = session.access;
    const stages: SeedStage[] = ['prospects', 'clients', 'former-clients', 'others'];
    for (const stage of stages)
      await seedLead(token, org.id, stage, {
        first_name: `Seed-${stage}`,
        last_name: 'Person',
        email: `${stage}@example.test`,
      });

    await openSignedIn(page, session, org.id, stageUrl('prospects', org.id));
    for (const stage of stages) {
      if (stage !== 'prospects') await page.goto(stageUrl(stage, org.id));
      const table = contactsTable(page);
      await expect(contactRow(table, `Seed-${stage}`)).toBeVisible();
      await expect(contactRows(table)).toHaveCount(1);
      // Clients and former clients show total sales; prospects the status.
      const extra = stage === 'prospects' ? 'Status' : stage === 'others' ? null : 'Total sales';
      if (extra) await expect(page.getByRole('columnheader', { name: extra })).toBeVisible();
    }
  });

  test('search, sort and page size on the other contacts list', async ({ page }) => {
    const { session, org } = await ownerOfOne('Stages Paging');
    for (let i = 1; i <= 12; i += 1)
      await seedLead(session.access, org.id, 'others', {
        first_name: `Zed${String(i).padStart(2, '0')}`,
        last_name: i % 2 ? 'Odd' : 'Even',
        email: `z${i}.mail@example.test`,
      });
    await openSignedIn(page, session, org.id, stageUrl('others', org.id));
    const table = contactsTable(page);
    await expect(contactRows(table)).toHaveCount(10);

    await page.locator('.ant-pagination-item-2').click();
    await expect(contactRows(table)).toHaveCount(2);
    await choosePageSize(page, 5);
    await expect(contactRows(table)).toHaveCount(5);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('1');

    await page.getByRole('columnheader', { name: 'First name' }).click();
    await expect(contactRows(table).first()).toContainText('Zed01');
    await page.getByRole('columnheader', { name: 'First name' }).click();
    await expect(contactRows(table).first()).toContainText('Zed12');

    await page.getByLabel('Search other contacts').fill('Zed1');
    await expect(contactRows(table)).toHaveCount(3);
    await page.getByLabel('Search other contacts').fill('nobody-here');
    await expect(page.getByText('No other contacts to display')).toBeVisible();
  });

  test('add and edit a prospect through the form, with its validation message', async ({ page }) => {
    const { session, org } = await ownerOfOne('Stages Form');
    await openSignedIn(page, session, org.id, stageUrl('prospects', org.id));
    await expect(page.getByText('No prospects to display')).toBeVisible();

    await page.getByRole('button', { name: /^(plus )?Add$/ }).click();
    const form = page.getByRole('dialog', { name: 'Add prospect' });
    await form.getByLabel('Company name').fill('Acme Corp');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByText(leadsMessages.prospectNeedsEmailOrPhone)).toBeVisible();
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill('grace@example.test');
    await form.getByLabel('Website').fill('acme.example');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(leadsMessages.prospectAdded)).toBeVisible();
    const table = contactsTable(page);
    await expect(contactRow(table, 'Grace')).toBeVisible();

    await page.getByRole('button', { name: 'Edit Grace Hopper' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit prospect' });
    await expect(edit.getByLabel('Website')).toHaveValue('https://acme.example');
    await fillAndSave(edit, { 'Last name': 'Brewster' }, leadsMessages.prospectUpdated);
    await expect(contactRow(table, 'Brewster')).toBeVisible();
  });

  test('delete one client, then bulk delete the rest', async ({ page }) => {
    const { session, org } = await ownerOfOne('Stages Delete');
    for (const name of ['Alpha', 'Bravo', 'Charlie'])
      await seedLead(session.access, org.id, 'clients', {
        first_name: name,
        last_name: 'Client',
        email: `${name.toLowerCase()}@example.test`,
      });
    await openSignedIn(page, session, org.id, stageUrl('clients', org.id));
    const table = contactsTable(page);
    await expect(contactRows(table)).toHaveCount(3);

    await page.getByRole('button', { name: 'Delete Alpha Client' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete client' });
    await expect(confirm.getByText(settingsMessages.deleteConfirmText)).toBeVisible();
    await confirm.getByRole('button', { name: settingsMessages.yesDelete }).click();
    await expect(page.getByText(leadsMessages.clientDeleted)).toBeVisible();
    await expect(contactRows(table)).toHaveCount(2);

    await table.getByRole('checkbox').first().check();
    await expect(page.getByTestId('selected-count')).toHaveText('2 selected');
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete contacts' })
      .getByRole('button', { name: settingsMessages.yesDelete })
      .click();
    await expect(page.getByText(leadsMessages.deletedSuccessfully)).toBeVisible();
    await expect(page.getByText('No clients to display')).toBeVisible();
  });

  test('add a tag to selected contacts; the SMS shortcut needs a cell phone', async ({ page }) => {
    const { session, org } = await ownerOfOne('Stages Tags');
    const tag = await seedTag(session.access, org.id, 'Gold members');
    const lead = await seedLead(session.access, org.id, 'others', {
      first_name: 'Tagged',
      last_name: 'Person',
      email: 'tagged@example.test',
    });
    await openSignedIn(page, session, org.id, stageUrl('others', org.id));
    const table = contactsTable(page);

    await page.getByRole('button', { name: 'Send SMS to Tagged Person' }).click();
    await expect(page.getByText(leadsMessages.otherNoPhone)).toBeVisible();

    await contactRow(table, 'Tagged').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Add tags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tags' });
    await dialog.getByLabel('Select tags').click();
    await page.getByTitle('Gold members').click();
    // Close the multiple select's list, which stays open over the buttons.
    await dialog.getByText('Action').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(leadsExtraMessages.tagsAdded)).toBeVisible();
    await expect
      .poll(async () => (await getLead(session.access, org.id, 'others', lead.id)).groups.map((g) => g.id))
      .toEqual([tag.id]);
  });

  test('former clients export downloads a CSV with the header and the rows', async ({ page }) => {
    const { session, org } = await ownerOfOne('Stages Export');
    for (const name of ['Ada', 'Linus'])
      await seedLead(session.access, org.id, 'former-clients', {
        first_name: name,
        last_name: 'Former',
        email: `${name.toLowerCase()}.former@example.test`,
      });
    await openSignedIn(page, session, org.id, stageUrl('former-clients', org.id));
    await expect(contactRows(contactsTable(page))).toHaveCount(2);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toContain('FirstName');
    expect(lines[0]).toContain('Email');
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).join('\n')).toContain('ada.former@example.test');
    expect(lines.slice(1).join('\n')).toContain('Linus');
  });
});
