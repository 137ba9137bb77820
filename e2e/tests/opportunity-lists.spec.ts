import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  csvRowReasons,
  leadsCsvMessages,
  leadsMessages,
  leadsConstants,
  settingsMessages,
} from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import {
  addOpportunity,
  createList,
  csvFile,
  downloadedRows,
  listNamed,
  listWithContacts,
  opportunitiesOf,
  ownerWithoutPlan,
  seedDemoted,
  subscribedOwner,
} from '../support/opportunity-lists';
import { openSignedIn } from '../support/session';
import { fillAndSave } from '../support/dialogs';

const listsUrl = (orgId: number) => `/composition/opportunity-lists/${orgId}`;
const contactsUrl = (orgId: number, listId: number) =>
  `/composition/opportunity-lists/${orgId}/list/${listId}`;
const rows = (table: Locator) => table.locator('tbody tr.ant-table-row');
const row = (table: Locator, text: string) => rows(table).filter({ hasText: text });
const listsTable = (page: Page) => page.getByTestId('opportunity-lists-table');
const contactsTable = (page: Page) => page.getByTestId('list-contacts-table');

async function openImport(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await expect(dialog.getByLabel('CSV file')).toBeVisible();
  return dialog;
}

/** Imports `file` into a new list through the import dialog and waits for the summary `finished`; the dialog stays open. */
async function importIntoNewList(
  page: Page,
  listName: string,
  file: ReturnType<typeof csvFile>,
  finished: string,
  timeout = 30_000,
): Promise<Locator> {
  const dialog = await openImport(page);
  await dialog.getByLabel('List name').fill(listName);
  await dialog.getByLabel('CSV file').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(finished)).toBeVisible({ timeout });
  return dialog;
}

const goodCsv = (tag: string) =>
  csvFile('leads.csv', [
    'FirstName,LastName,CompanyName,Email,CellPhone,Score',
    `Ada,Lovelace,,ada.${tag}@example.test,,7`,
    `Grace,Hopper,,grace.${tag}@example.test,,5`,
    `,,Acme ${tag},,+12015550123,3`,
  ]);

test.describe('opportunity lists', () => {
  test('lists table: columns, counts, opening a list; the Demoted row is disabled', async ({ page }) => {
    const { session, org } = await ownerOfOne('Lists Table');
    const { list } = await listWithContacts(session.access, org.id, 'Spring fair', 2);
    await seedDemoted(session.access, org.id);
    await openSignedIn(page, session, org.id, listsUrl(org.id));

    const table = listsTable(page);
    await expect(table.locator('thead th')).toContainText(['List name', 'Created', 'Contacts', 'Actions']);
    await expect(row(table, 'Spring fair').locator('td').nth(3)).toHaveText('2');
    const demoted = row(table, leadsConstants.demotedListTitle);
    await expect(demoted).toHaveAttribute('aria-disabled', 'true');
    await expect(demoted.getByRole('button', { name: 'Edit Demoted' })).toBeDisabled();
    await expect(demoted.getByRole('button', { name: 'Delete Demoted' })).toBeDisabled();
    await expect(demoted.getByRole('checkbox')).toBeDisabled();
    await demoted.getByText(leadsConstants.demotedListTitle).click();
    await expect(page).toHaveURL(new RegExp(`${listsUrl(org.id)}$`));

    await row(table, 'Spring fair').getByText('Spring fair').click();
    await expect(page).toHaveURL(new RegExp(`${contactsUrl(org.id, list.id)}$`));
    await expect(page.getByRole('heading', { name: 'Spring fair' })).toBeVisible();
  });

  test('create, rename and delete lists (contacts moved to Unallocated, or deleted)', async ({ page }) => {
    const { session, org } = await ownerOfOne('Lists Crud');
    const keep = await listWithContacts(session.access, org.id, 'Keep contacts', 1);
    const drop = await listWithContacts(session.access, org.id, 'Drop contacts', 1);
    await openSignedIn(page, session, org.id, listsUrl(org.id));
    const table = listsTable(page);
    await expect(row(table, 'Keep contacts')).toBeVisible();

    await page.getByRole('button', { name: 'Create list' }).click();
    const create = page.getByRole('dialog', { name: 'Create list' });
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByText(leadsMessages.listNameRequired)).toBeVisible();
    await create.getByLabel('List name').fill('Walk-ins');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(leadsMessages.addedSuccessfully)).toBeVisible();
    await expect(row(table, 'Walk-ins')).toBeVisible();

    await row(table, 'Walk-ins').getByRole('button', { name: 'Edit Walk-ins' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit list' });
    await expect(edit.getByLabel('List name')).toHaveValue('Walk-ins');
    await fillAndSave(edit, { 'List name': 'Walk-ins 2026' }, settingsMessages.updatedSuccessfully);
    await expect(row(table, 'Walk-ins 2026')).toBeVisible();

    // Without "also delete": the contact moves to Unallocated.
    await row(table, 'Keep contacts').getByRole('button', { name: 'Delete Keep contacts' }).click();
    let confirm = page.getByRole('dialog', { name: 'Delete list' });
    await expect(confirm.getByRole('checkbox', { name: 'Also delete its 1 contacts' })).not.toBeChecked();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(row(table, 'Keep contacts')).toHaveCount(0);
    const unallocated = row(table, leadsConstants.unallocatedListTitle);
    await expect(unallocated.locator('td').nth(3)).toHaveText('1');
    await expect(
      unallocated.getByRole('button', { name: `Delete ${leadsConstants.unallocatedListTitle}` }),
    ).toBeDisabled();
    const moved = await listNamed(session.access, org.id, leadsConstants.unallocatedListTitle);
    expect((await opportunitiesOf(session.access, org.id, moved!.id)).map((l) => l.id)).toEqual([
      keep.leads[0]!.id,
    ]);

    // With "also delete": the contact goes with the list.
    await row(table, 'Drop contacts').getByRole('button', { name: 'Delete Drop contacts' }).click();
    confirm = page.getByRole('dialog', { name: 'Delete list' });
    await confirm.getByRole('checkbox', { name: 'Also delete its 1 contacts' }).check();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(row(table, 'Drop contacts')).toHaveCount(0);
    await expect(unallocated.locator('td').nth(3)).toHaveText('1');
    const remaining = await opportunitiesOf(session.access, org.id, moved!.id);
    expect(remaining.some((l) => l.id === drop.leads[0]!.id)).toBe(false);
  });

  test('merge lists: needs two lists, then one list with every contact', async ({ page }) => {
    const { session, org } = await ownerOfOne('Lists Merge');
    await listWithContacts(session.access, org.id, 'North', 1);
    await listWithContacts(session.access, org.id, 'South', 2);
    await openSignedIn(page, session, org.id, listsUrl(org.id));
    const table = listsTable(page);

    await row(table, 'North').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Merge lists' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merge lists' });
    await dialog.getByLabel('New list name').fill('Everywhere');
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(dialog.getByText(leadsMessages.mergeNeedsTwo)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await row(table, 'South').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Merge lists' }).click();
    await dialog.getByLabel('New list name').fill('Everywhere');
    await dialog.getByText('Delete the merged lists').click();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await expect(page.getByText(leadsMessages.listsMerged)).toBeVisible();
    await expect(row(table, 'Everywhere').locator('td').nth(3)).toHaveText('3');
    await expect(row(table, 'North')).toHaveCount(0);
    await expect(row(table, 'South')).toHaveCount(0);
  });

  test('list contacts: table, score out of 10, bulk delete', async ({ page }) => {
    const { session, org } = await ownerOfOne('Lists Contacts');
    const { list } = await listWithContacts(session.access, org.id, 'Fair', 3);
    await openSignedIn(page, session, org.id, contactsUrl(org.id, list.id));

    await expect(page.getByRole('heading', { name: 'Fair' })).toBeVisible();
    const table = contactsTable(page);
    await expect(table.locator('thead th')).toContainText([
      'First name',
      'Last name',
      'Company name',
      'Email',
      'Cell phone',
      'Score',
      'Actions',
    ]);
    await expect(rows(table)).toHaveCount(3);
    await expect(row(table, 'Fair1')).toContainText('fair.1@example.test');
    await expect(row(table, 'Fair1')).toContainText('7/10');

    await row(table, 'Fair1').getByRole('checkbox').check();
    await row(table, 'Fair2').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete selected (2)' }).click();
    await page
      .getByRole('dialog', { name: 'Delete contacts' })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await expect(page.getByText(leadsMessages.deletedSuccessfully)).toBeVisible();
    await expect(rows(table)).toHaveCount(1);
    await expect(row(table, 'Fair3')).toBeVisible();
    expect((await opportunitiesOf(session.access, org.id, list.id)).map((l) => l.last_name)).toEqual([
      'Fair3',
    ]);

    await page.getByRole('link', { name: /Back to opportunity lists/ }).click();
    await expect(row(listsTable(page), 'Fair').locator('td').nth(3)).toHaveText('1');
  });

  test('list contacts: select all N deletes the whole list in the background', async ({ page }) => {
    const { session, org } = await ownerOfOne('Lists Select All');
    const { list } = await listWithContacts(session.access, org.id, 'Big', 12);
    await openSignedIn(page, session, org.id, contactsUrl(org.id, list.id));
    const table = contactsTable(page);
    await expect(rows(table)).toHaveCount(10);

    await table.locator('thead').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Select all 12' }).click();
    await expect(page.getByText('All 12 contacts of this list are selected.')).toBeVisible();
    await page.getByRole('button', { name: 'Delete selected (12)' }).click();
    await page
      .getByRole('dialog', { name: 'Delete contacts' })
      .getByRole('button', { name: 'Yes, delete' })
      .click();
    await expect(page.getByText(leadsMessages.deletedSuccessfully)).toBeVisible({ timeout: 30_000 });
    await expect(rows(table)).toHaveCount(0);
    expect(await opportunitiesOf(session.access, org.id, list.id)).toEqual([]);
  });

  test('export CSV: every contact, formulas neutralized', async ({ page }) => {
    const { session, org } = await ownerOfOne('Lists Export');
    const { list } = await listWithContacts(session.access, org.id, 'Export', 2);
    await addOpportunity(session.access, org.id, list.id, {
      first_name: '=SUM(1+1)',
      last_name: 'Formula',
      email: 'formula@example.test',
    });
    await openSignedIn(page, session, org.id, contactsUrl(org.id, list.id));
    await expect(rows(contactsTable(page))).toHaveCount(3);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const [header, ...data] = await downloadedRows(download);
    expect(header).toEqual(expect.arrayContaining(['FirstName', 'LastName', 'Email']));
    expect(data).toHaveLength(3);
    const first = header!.indexOf('FirstName');
    expect(data.map((r) => r[first])).toEqual(expect.arrayContaining(["'=SUM(1+1)", 'First1', 'First2']));
  });

  test('CSV import: a valid file fills a new list; re-importing it adds no duplicates', async ({ page }) => {
    const { session, org } = await subscribedOwner('Lists Import');
    await openSignedIn(page, session, org.id, listsUrl(org.id));
    const tag = Date.now().toString(36);

    let dialog = await importIntoNewList(
      page,
      'Imported',
      goodCsv(tag),
      leadsCsvMessages.importFinished(3, 0, 0),
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    const table = listsTable(page);
    await expect(row(table, 'Imported').locator('td').nth(3)).toHaveText('3');

    dialog = await openImport(page);
    await dialog.getByText('Existing list').click();
    const select = dialog.getByLabel('List', { exact: true });
    await select.click();
    await select.fill('Imported');
    await expect(page.locator('.ant-select-item-option-active')).toContainText('Imported');
    await select.press('Enter');
    await dialog.getByLabel('CSV file').setInputFiles(goodCsv(tag));
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText(/Import finished: 0 created, \d+ updated, 0 rejected/)).toBeVisible({
      timeout: 30_000,
    });
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(row(table, 'Imported').locator('td').nth(3)).toHaveText('3');

    await row(table, 'Imported').getByText('Imported').click();
    const contacts = contactsTable(page);
    await expect(rows(contacts)).toHaveCount(3);
    await expect(row(contacts, 'Lovelace')).toContainText('7/10');
    await expect(row(contacts, `Acme ${tag}`)).toBeVisible();
  });

  test('CSV import: an organization without a plan imports every row (no plan, no plan limit)', async ({
    page,
  }) => {
    const { session, org } = await ownerWithoutPlan('Lists No Plan');
    await openSignedIn(page, session, org.id, listsUrl(org.id));
    const tag = Date.now().toString(36);
    const dialog = await importIntoNewList(
      page,
      'Before checkout',
      goodCsv(tag),
      leadsCsvMessages.importFinished(3, 0, 0),
    );
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(row(listsTable(page), 'Before checkout').locator('td').nth(3)).toHaveText('3');
    const list = await listNamed(session.access, org.id, 'Before checkout');
    expect(
      (await opportunitiesOf(session.access, org.id, list!.id)).map((l) => l.last_name ?? '').sort(),
    ).toEqual(['', 'Hopper', 'Lovelace']);
  });

  test('CSV import: header errors show before anything is uploaded', async ({ page }) => {
    const { session, org } = await ownerOfOne('Lists Headers');
    await createList(session.access, org.id, 'Target');
    await openSignedIn(page, session, org.id, listsUrl(org.id));
    const dialog = await openImport(page);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText(leadsCsvMessages.noFile)).toBeVisible();
    await expect(dialog.getByText(leadsCsvMessages.listNameRequired)).toBeVisible();

    const uploads: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/upload-opportunities-csv/')) uploads.push(r.url());
    });
    await dialog.getByLabel('List name').fill('Never');
    const cases: [ReturnType<typeof csvFile>, string][] = [
      [csvFile('a.csv', ['Email,CellPhone', 'a@b.test,']), leadsCsvMessages.needsName],
      [csvFile('b.csv', ['FirstName,CompanyName', 'Ada,Acme']), leadsCsvMessages.needsContact],
      [csvFile('c.txt', ['FirstName,LastName,Email']), leadsCsvMessages.onlyCsv],
    ];
    for (const [file, message] of cases) {
      await dialog.getByLabel('CSV file').setInputFiles(file);
      await expect(dialog.getByText(message)).toBeVisible();
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByText('Existing list').click();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByText(leadsCsvMessages.selectListFirst)).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('CSV import: a file of several batches (validated in a worker thread) imports whole', async ({
    page,
  }) => {
    const { session, org } = await subscribedOwner('Lists Big Import');
    await openSignedIn(page, session, org.id, listsUrl(org.id));
    const tag = Date.now().toString(36);
    const email = (i: number) => `first${i}.${tag}@example.test`;
    // 2,560 rows: three batches of the import, more than the two that are validated in the API's own thread. Every
    // 100th row has no way to reach the contact; the last ten repeat the first ten's addresses.
    const lines = ['FirstName,LastName,Email'];
    for (let i = 1; i <= 2550; i += 1)
      lines.push(i % 100 === 0 ? `No,Contact${i},` : `First${i},Last${i},${email(i)}`);
    for (let i = 1; i <= 10; i += 1) lines.push(`First${i},Again${i},${email(i)}`);

    const dialog = await importIntoNewList(
      page,
      'Big',
      csvFile('big.csv', lines),
      leadsCsvMessages.importFinished(2525, 10, 25),
      60_000,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download rejected rows' }).click(),
    ]);
    const [header, ...data] = await downloadedRows(download);
    const last = header!.indexOf('LastName');
    // Rejected rows of all three batches, in file order.
    expect(data.map((r) => r[last])).toEqual(Array.from({ length: 25 }, (_, k) => `Contact${(k + 1) * 100}`));
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(row(listsTable(page), 'Big').locator('td').nth(3)).toHaveText('2525');
    const list = await listNamed(session.access, org.id, 'Big');
    const again = await opportunitiesOf(session.access, org.id, list!.id, 'again');
    expect(again.map((l) => l.email).sort()).toEqual(
      Array.from({ length: 10 }, (_, k) => email(k + 1)).sort(),
    );
  });

  test('CSV import: bad rows are rejected and downloadable', async ({ page }) => {
    const { session, org } = await subscribedOwner('Lists Rejects');
    await openSignedIn(page, session, org.id, listsUrl(org.id));
    const dialog = await importIntoNewList(
      page,
      'Partly',
      csvFile('partly.csv', [
        'FirstName,LastName,Email,CellPhone',
        'Ada,Lovelace,ada.partly@example.test,',
        'No,Contact,,',
        ',,nobody@example.test,',
      ]),
      leadsCsvMessages.importFinished(1, 0, 2),
    );

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Download rejected rows' }).click(),
    ]);
    const [header, ...data] = await downloadedRows(download);
    expect(header).toContain('Reason');
    expect(data).toHaveLength(2);
    const reason = header!.indexOf('Reason');
    expect(data.map((r) => r[reason])).toEqual(
      expect.arrayContaining([csvRowReasons.missingContact, csvRowReasons.missingName]),
    );
    const list = await listNamed(session.access, org.id, 'Partly');
    expect((await opportunitiesOf(session.access, org.id, list!.id)).map((l) => l.last_name)).toEqual([
      'Lovelace',
    ]);
  });
});
