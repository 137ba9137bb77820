import { expect, test } from '@playwright/test';
import { leadNotesMessages, leadNotesPaths, type LeadNote } from '@ensemble/contracts';
import { call } from '../support/api';
import { choose, displayName, expectRecord, recordPath, seedLead } from '../support/lifecycle';
import { openNewRecord, openRecord, openSection, seededOwner, toast, openForm } from '../support/record-page';

/** Notes, History, Social Profiles and "More people from this company" on a record page (spec 2 §2, §7, §8). */

test.describe('record notes, history, social profiles and associates', () => {
  test('a note added then edited shows in History as Note added / Note changed', async ({ page }) => {
    await openNewRecord(page, 'Notes Journey', 'Prospect');

    const notes = await openSection(page, 'Notes');
    const add = await openForm(notes, 'Add note', 'Add note');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText(leadNotesMessages.noteRequired)).toBeVisible();
    await add.getByLabel('Note').fill('Called about the renewal');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, leadNotesMessages.noteAdded)).toBeVisible();
    const list = notes.getByTestId('lead-notes');
    await expect(list.getByText('Called about the renewal')).toBeVisible();

    const edit = await openForm(list, /^Edit note/, 'Edit note');
    await expect(edit.getByLabel('Note')).toHaveValue('Called about the renewal');
    await edit.getByLabel('Note').fill('Called twice about the renewal');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, leadNotesMessages.noteUpdated)).toBeVisible();
    await expect(list.getByText('Called twice about the renewal')).toBeVisible();

    const history = page.getByTestId('lead-history');
    const changed = history.locator('tr', { hasText: 'Note changed' });
    await expect(changed).toContainText('Called about the renewal → Called twice about the renewal');
    await expect(history.locator('tr', { hasText: 'Note added' })).toContainText('Called about the renewal');
    // Newest first: the change comes before the addition.
    const actions = await history.locator('tbody tr.ant-table-row td:nth-child(3)').allInnerTexts();
    expect(actions.indexOf('Note changed')).toBeLessThan(actions.indexOf('Note added'));
  });

  test('a prospect shows its 4 latest notes until "Show all"', async ({ page }) => {
    const { seeded: s, session } = await seededOwner('Notes Limit');
    const prospect = await seedLead(s, 'Prospect');
    for (let i = 1; i <= 6; i += 1) {
      await call<LeadNote>(leadNotesPaths.notes(prospect.id), {
        method: 'POST',
        token: s.token,
        body: JSON.stringify({ note: `Seeded note ${i}` }),
      });
    }
    await openRecord(page, session, s, prospect, 'Prospect');
    const notes = await openSection(page, 'Notes');
    const items = notes.getByTestId('lead-notes').getByRole('listitem');
    await expect(items).toHaveCount(4);
    await expect(items.first()).toContainText('Seeded note 6');
    await expect(notes.getByText('4 of 6 notes')).toBeVisible();
    await notes.getByRole('button', { name: 'Show all' }).click();
    await expect(items).toHaveCount(6);
    await expect(items.last()).toContainText('Seeded note 1');
    await expect(notes.getByRole('button', { name: 'Show all' })).toHaveCount(0);
  });

  test("social profiles: 'New URL added!' then 'URL updated!'", async ({ page }) => {
    await openNewRecord(page, 'Social Journey', 'Client');
    const social = await openSection(page, 'Social Profiles');
    await expect(social.getByText(leadNotesMessages.noSocial)).toBeVisible();

    const add = await openForm(social, 'Add URL', 'Add URL');
    await choose(add, 'Network', 'LinkedIn');
    await add.getByLabel('URL').fill('not a url');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText('Url is not valid')).toBeVisible();
    await add.getByLabel('URL').fill('linkedin.com/in/journey');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, leadNotesMessages.urlAdded)).toBeVisible();
    const table = social.getByTestId('social-profiles');
    await expect(table.getByRole('link', { name: 'https://linkedin.com/in/journey' })).toBeVisible();

    const edit = await openForm(table, 'Edit LinkedIn URL', 'Edit URL');
    await edit.getByLabel('URL').fill('https://linkedin.com/in/journey-two');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, leadNotesMessages.urlUpdated)).toBeVisible();
    await expect(table.getByRole('link', { name: 'https://linkedin.com/in/journey-two' })).toBeVisible();
    await expect(
      page.getByTestId('lead-history').locator('tr', { hasText: 'Social profile updated' }),
    ).toBeVisible();
  });

  test('"More people from this company" lists a colleague and opens their record', async ({ page }) => {
    const { seeded: s, session } = await seededOwner('Associates Journey');
    // seedLead gives every contact the same company.
    const prospect = await seedLead(s, 'Prospect');
    const colleague = await seedLead(s, 'Client');
    await openRecord(page, session, s, prospect, 'Prospect');
    const associates = await openSection(page, 'More people from this company');
    const table = associates.getByTestId('lead-associates');
    const row = table.locator('tr', { hasText: displayName(colleague) });
    await expect(row).toContainText(colleague.email!);
    await row.getByRole('link', { name: displayName(colleague) }).click();
    await expect(page).toHaveURL(new RegExp(`${recordPath(s.orgId, colleague)}$`));
    await expectRecord(page, displayName(colleague), 'Client');
    // And back the other way: the colleague's associates list the prospect.
    const back = await openSection(page, 'More people from this company');
    await expect(
      back.getByTestId('lead-associates').getByRole('link', { name: displayName(prospect) }),
    ).toBeVisible();
  });
});
