import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  leadsExtraPaths,
  leadsPaths,
  messages,
  settingsMessages,
  settingsPaths,
  type LeadRecord,
  type Source,
  type Tag,
} from '@ensemble/contracts';
import { call, ownerOfOne } from '../support/api';
import { originOf, ports } from '../support/ports';
import { openSignedIn } from '../support/session';
import { fillAndSave } from '../support/dialogs';

const tabUrl = (tab: string) => `/tempo/organization-settings?tab=${tab}`;
const rows = (table: Locator) => table.locator('tbody tr.ant-table-row');
const row = (table: Locator, name: string) => rows(table).filter({ hasText: name });

async function seedSource(token: string, orgId: number, name: string, description: string): Promise<Source> {
  return call<Source>(settingsPaths.sources(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ name, description }),
  });
}

async function seedTag(token: string, orgId: number, name: string): Promise<Tag> {
  return call<Tag>(settingsPaths.tags(orgId), { method: 'POST', token, body: JSON.stringify({ name }) });
}

async function seedTaggedLead(
  token: string,
  path: string,
  tag: Tag,
  lead: { first_name: string; last_name: string; company_name: string },
): Promise<LeadRecord> {
  const created = await call<LeadRecord>(path, {
    method: 'POST',
    token,
    body: JSON.stringify({ ...lead, email: `${lead.first_name.toLowerCase()}@example.test` }),
  });
  await call(leadsExtraPaths.addGroupsToLeads(created.organization), {
    method: 'POST',
    token,
    body: JSON.stringify({ lead_ids: [created.id], group_ids: [tag.id], is_add: true }),
  });
  return created;
}

async function confirmDelete(page: Page, title: string) {
  const confirm = page.getByRole('dialog', { name: title });
  await expect(confirm.getByText(settingsMessages.deleteConfirmText)).toBeVisible();
  await confirm.getByRole('button', { name: settingsMessages.yesDelete }).click();
}

test.describe('organization settings tabs', () => {
  test('tabs in order; follow up strategy validates, saves only after a change and persists', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Tabs Follow');
    await openSignedIn(page, session, org.id, tabUrl('follow-up-strategy'));

    await expect(page.getByRole('tab')).toHaveText([
      'Follow Up Strategy',
      'Magic Numbers',
      'Sources',
      'Services',
      'Locations',
      'Tags',
      'Representatives',
    ]);
    const first = page.getByLabel('First follow-up (days)');
    await expect(first).toBeVisible();
    await expect(page.getByLabel('Fifth follow-up (days)')).toHaveAttribute('placeholder', '90');
    const save = page.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    // Spec 2 §5: number steppers from 0 to 1000; what is typed beyond them is brought back on leaving the field.
    await expect(first).toHaveAttribute('aria-valuemin', '0');
    await expect(first).toHaveAttribute('aria-valuemax', '1000');
    await first.fill('5000');
    await first.blur();
    await expect(first).toHaveValue('1000');
    await first.fill('-2');
    await first.blur();
    await expect(first).toHaveValue('0');
    await first.fill('4');
    await page.getByLabel('Second follow-up (days)').fill('12');
    await save.click();
    await expect(page.getByText(settingsMessages.updatedSuccessfully)).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByLabel('First follow-up (days)')).toHaveValue('4');
    await expect(page.getByLabel('Second follow-up (days)')).toHaveValue('12');
  });

  test('magic numbers: required messages, live derived numbers, save', async ({ page }) => {
    const { session, org } = await ownerOfOne('Tabs Magic');
    await openSignedIn(page, session, org.id, tabUrl('magic-numbers'));

    await expect(
      page.getByText('Suggested each month: 10 prospects, 5 appointments, 3 sales.'),
    ).toBeVisible();
    for (const label of [
      'Monthly revenue',
      'Average sale',
      'Opportunity to prospect conversion rate',
      'Prospect to client conversion rate',
    ]) {
      await page.getByLabel(label, { exact: true }).fill('');
    }
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Monthly revenue is required')).toBeVisible();
    await expect(page.getByText('Average sale is required')).toBeVisible();
    await expect(page.getByText('Opportunity to prospect conversion rate is required')).toBeVisible();
    await expect(page.getByText('Prospect to client conversion rate is required')).toBeVisible();

    await page.getByLabel('Monthly revenue', { exact: true }).fill('10000');
    await page.getByLabel('Average sale', { exact: true }).fill('500');
    await page.getByLabel('Opportunity to prospect conversion rate', { exact: true }).fill('50');
    await page.getByLabel('Prospect to client conversion rate', { exact: true }).fill('25');
    const derived = page.getByTestId('magic-numbers-derived');
    // 10000 / 500 = 20 sales, / 25% = 80 prospects, / 50% = 160 opportunities.
    await expect(derived).toContainText('Sales per month20');
    await expect(derived).toContainText('Prospects per month80');
    await expect(derived).toContainText('Opportunities per month160');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(settingsMessages.updatedSuccessfully)).toBeVisible();

    const saved = await call<Record<string, number>>(settingsPaths.magicNumbers(org.id), {
      token: session.access,
    });
    expect(saved).toMatchObject({ monthly_revenue: 10000, sales_in_month: 20, opportunities_in_month: 160 });
  });

  test('sources: search, sort, page size, add with validation, edit, delete, preview rule', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Tabs Sources');
    for (let i = 1; i <= 7; i += 1) await seedSource(session.access, org.id, `Seed ${i}`, `Seeded ${i}`);
    await openSignedIn(page, session, org.id, tabUrl('sources'));

    await expect(page.getByText(settingsMessages.sourcesIntro)).toBeVisible();
    const table = page.getByTestId('sources-table');
    await expect(rows(table)).toHaveCount(7);
    // Nobody came from a seeded source yet: 0 contacts and no preview.
    await expect(row(table, 'Seed 1').locator('td').nth(2)).toHaveText('0');
    await expect(row(table, 'Seed 1').getByRole('button', { name: 'Preview Seed 1' })).toBeDisabled();

    // Page size 5: two pages; sorting and page size go back to page 1.
    await page.getByRole('combobox', { name: 'Page Size' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="5 / page"]').click();
    await expect(rows(table)).toHaveCount(5);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(rows(table)).toHaveCount(2);
    await table.locator('.ant-table-column-title', { hasText: 'Name' }).first().click();
    await expect(rows(table)).toHaveCount(5);
    await expect(rows(table).first()).toContainText('Seed 1');
    await table.locator('.ant-table-column-title', { hasText: 'Name' }).first().click();
    await expect(rows(table).first()).toContainText('Seed 7');

    const search = page.getByLabel('Search sources');
    await search.fill('Seed 3');
    await expect(rows(table)).toHaveCount(1);
    await search.fill('nothing like this');
    await expect(table.getByText(settingsMessages.noSources)).toBeVisible();
    await search.fill('');

    await page.getByRole('button', { name: settingsMessages.addNewSource }).click();
    const add = page.getByRole('dialog', { name: 'Add new source' });
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText(messages.fieldRequired('Name'))).toBeVisible();
    await add.getByLabel('Name').fill('Walk-In');
    await add.getByLabel('Description').fill('Came to the door');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(settingsMessages.sourceAdded)).toBeVisible();

    await search.fill('Walk');
    await expect(rows(table)).toHaveCount(1);
    await row(table, 'Walk-In').getByRole('button', { name: 'Edit Walk-In' }).click();
    await fillAndSave(
      page.getByRole('dialog', { name: 'Edit source' }),
      { Name: 'Walk-In door' },
      settingsMessages.sourceUpdated,
    );
    await expect(row(table, 'Walk-In door')).toBeVisible();

    await row(table, 'Walk-In door').getByRole('button', { name: 'Delete Walk-In door' }).click();
    await confirmDelete(page, settingsMessages.deleteSourceTitle);
    await expect(table.getByText(settingsMessages.noSources)).toBeVisible();
  });

  test('tags: create with validation, rename, search, delete', async ({ page }) => {
    const { session, org } = await ownerOfOne('Tabs Tags');
    for (let i = 1; i <= 11; i += 1)
      await seedTag(session.access, org.id, `Group ${String(i).padStart(2, '0')}`);
    await openSignedIn(page, session, org.id, tabUrl('tags'));

    const table = page.getByTestId('tags-table');
    // 10 per page.
    await expect(rows(table)).toHaveCount(10);
    await page.getByRole('listitem', { name: '2', exact: true }).click();
    await expect(rows(table)).toHaveCount(1);

    await page.getByRole('button', { name: 'Create tag' }).click();
    const create = page.getByRole('dialog', { name: 'Create tag' });
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(create.getByText(messages.fieldRequired('Tag name'))).toBeVisible();
    await create.getByLabel('Tag name').fill('VIP');
    await create.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(settingsMessages.tagCreated)).toBeVisible();

    await page.getByLabel('Search tags').fill('VIP');
    await expect(rows(table)).toHaveCount(1);
    await row(table, 'VIP').getByRole('button', { name: 'Rename VIP' }).click();
    await fillAndSave(
      page.getByRole('dialog', { name: 'Rename tag' }),
      { 'Tag name': 'VIP Gold' },
      settingsMessages.updatedSuccessfully,
    );
    await expect(row(table, 'VIP Gold')).toBeVisible();
    await expect(row(table, 'VIP Gold').locator('td').nth(1)).toHaveText('0');

    await row(table, 'VIP Gold').getByRole('button', { name: 'Delete VIP Gold' }).click();
    await confirmDelete(page, 'Delete tag');
    await expect(rows(table)).toHaveCount(0);
  });

  test("tags: a tag's contacts replace the list, link to their records, and 'Go back to tags' returns", async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Tabs Tag Contacts');
    const token = session.access;
    await seedTag(token, org.id, 'Newsletter');
    const vip = await seedTag(token, org.id, 'VIP');
    const prospect = await seedTaggedLead(token, leadsPaths.prospects(org.id), vip, {
      first_name: 'Pam',
      last_name: 'Porter',
      company_name: 'Porter Inc',
    });
    await seedTaggedLead(token, leadsPaths.clients(org.id), vip, {
      first_name: 'Cal',
      last_name: 'Carter',
      company_name: 'Carter LLC',
    });
    await openSignedIn(page, session, org.id, tabUrl('tags'));

    const table = page.getByTestId('tags-table');
    await page.getByLabel('Search tags').fill('VIP');
    await expect(rows(table)).toHaveCount(1);
    await row(table, 'VIP').getByRole('button', { name: '2', exact: true }).click();

    const contacts = page.getByTestId('tag-contacts');
    await expect(contacts.getByText('Contacts tagged VIP')).toBeVisible();
    await expect(table).toHaveCount(0);
    await expect(contacts.getByRole('columnheader')).toHaveText([
      'First name',
      'Last name',
      'Company name',
      'Status',
      'Sales status',
    ]);
    const contactRows = rows(contacts);
    await expect(contactRows).toHaveCount(2);
    await expect(row(contacts, 'Cal').locator('td').nth(3)).toHaveText('Client');
    await expect(row(contacts, 'Pam').locator('td').nth(2)).toHaveText('Porter Inc');

    await contacts.getByRole('button', { name: settingsMessages.goBackToTags }).click();
    await expect(rows(table)).toHaveCount(1);
    await expect(page.getByLabel('Search tags')).toHaveValue('VIP');

    // The row action opens the same list; a name opens the contact's record page.
    await row(table, 'VIP').getByRole('button', { name: 'Contacts of VIP' }).click();
    await contacts.getByRole('link', { name: 'Pam' }).click();
    await expect(page).toHaveURL(new RegExp(`/composition/prospects/${org.id}/prospect/${prospect.id}$`));
  });

  test('representatives: the owner listed, SMS toggle needs a phone, Rep Title edit', async ({ page }) => {
    const { user, session, org } = await ownerOfOne('Tabs Reps');
    await openSignedIn(page, session, org.id, tabUrl('representatives'));

    const table = page.getByTestId('representatives-table');
    const mine = row(table, user.email);
    await expect(mine).toBeVisible();
    // No managed contacts: cannot be opened, can be edited.
    await expect(mine.getByRole('button', { name: /^Open / })).toBeDisabled();
    // The owner signed up without a phone: the toggle is off and disabled, and says why.
    const sms = mine.getByRole('switch');
    await expect(sms).toBeDisabled();
    await expect(sms).not.toBeChecked();
    await sms.locator('xpath=..').hover();
    await expect(page.getByText(settingsMessages.userHasNoPhone)).toBeVisible();

    await mine.getByRole('button', { name: /^Edit / }).click();
    const dialog = page.getByRole('dialog', { name: /^Edit / });
    await dialog.getByLabel('Rep Title').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Sales"]').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(settingsMessages.representativeUpdated).first()).toBeVisible();
    await expect(mine).toContainText('Sales');
  });
});

test('social edition: organization settings show only the Locations tab', async ({ page }) => {
  const { session, org } = await ownerOfOne('Tabs Social');
  await openSignedIn(page, session, org.id, `${originOf(ports.shellSocial)}${tabUrl('sources')}`);
  await expect(page.getByRole('tab')).toHaveText(['Locations']);
  await expect(page.getByRole('button', { name: 'Add location' })).toBeVisible();
  await expect(page.getByText(settingsMessages.sourcesIntro)).toHaveCount(0);
});
