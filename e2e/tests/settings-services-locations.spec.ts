import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages, settingsMessages } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import { openSignedIn } from '../support/session';
import {
  chars,
  chooseTimeZone,
  createService,
  detachServiceProduct,
  getLocations,
  getServices,
  setShowDefaultServices,
} from '../support/settings';

const tabUrl = (tab: 'services' | 'locations') => `/tempo/organization-settings?tab=${tab}`;

/** Opens a non-searchable select of `scope` by its label and clicks the option showing `option`. */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await scope
    .page()
    .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
    .click();
}

const rows = (table: Locator) => table.locator('tbody tr.ant-table-row');
const row = (table: Locator, name: string) => rows(table).filter({ hasText: name });

async function confirmDelete(page: Page, title: string) {
  const confirm = page.getByRole('dialog', { name: title });
  await expect(confirm.getByText(settingsMessages.deleteConfirmText)).toBeVisible();
  await confirm.getByRole('button', { name: settingsMessages.yesDelete }).click();
}

test.describe('organization settings: services', () => {
  test('add with validation, edit, price in dollars, delete', async ({ page }) => {
    const { session, org } = await ownerOfOne('Svc Crud');
    // Only the organization's own services in the table (the default set has its own step in the paging journey).
    await setShowDefaultServices(session.access, org.id, false);
    await openSignedIn(page, session, org.id, tabUrl('services'));

    const table = page.getByTestId('services-table');
    await page.getByTestId('services-tab').getByRole('button', { name: 'Add service' }).click();
    const add = page.getByRole('dialog', { name: 'Add service' });
    await add.getByRole('button', { name: 'Add service' }).click();
    await expect(add.getByText(messages.fieldRequired('Service name'))).toBeVisible();
    await add.getByLabel('Service name').fill(chars(101));
    await expect(add.getByText(messages.maxLength(100))).toBeVisible();

    await add.getByLabel('Service name').fill('Guitar lessons');
    await expect(add.getByText(messages.maxLength(100))).toHaveCount(0);
    await add.getByLabel('Description', { exact: true }).fill('Beginners welcome');
    await add.getByRole('button', { name: 'Add metadata' }).click();
    await add.getByLabel('Key 1').fill('level');
    await add.getByLabel('Value 1').fill('beginner');
    await expect(add.getByLabel('Pricing model')).toHaveValue('Standard pricing');
    await add.getByLabel('Price ($)').fill('12.5');
    await choose(add, 'Billing period', 'Yearly');
    await add.getByRole('button', { name: 'Add service' }).click();

    await expect(page.getByText(settingsMessages.serviceAdded)).toBeVisible();
    await expect(add).toBeHidden();
    await expect(row(table, 'Guitar lessons')).toContainText('$12.50 / year');
    const [saved] = await getServices(session.access, org.id);
    expect(saved).toMatchObject({
      name: 'Guitar lessons',
      description: 'Beginners welcome',
      metadata: [{ key: 'level', value: 'beginner' }],
      price: 1250,
      price_type: 'recurring',
      billing_period: 'yearly',
    });

    await page.getByRole('button', { name: 'Edit Guitar lessons' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit service' });
    // Stored in cents, edited in dollars.
    await expect(edit.getByLabel('Price ($)')).toHaveValue('12.50');
    await edit.getByLabel('Service name').fill('Guitar lessons advanced');
    await edit.getByLabel('Price ($)').fill('20');
    await choose(edit, 'Price type', 'One time');
    await expect(edit.getByLabel('Billing period')).toHaveCount(0);
    await edit.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText(settingsMessages.serviceUpdated)).toBeVisible();
    await expect(row(table, 'Guitar lessons advanced')).toContainText('$20.00 one time');
    expect((await getServices(session.access, org.id))[0]).toMatchObject({
      name: 'Guitar lessons advanced',
      price: 2000,
      price_type: 'one_time',
      billing_period: null,
    });

    await page.getByRole('button', { name: 'Delete Guitar lessons advanced' }).click();
    await confirmDelete(page, 'Delete service');
    await expect(page.getByText(settingsMessages.deletedSuccessfully)).toBeVisible();
    await expect(table.getByText('No services to display')).toBeVisible();
    expect(await getServices(session.access, org.id)).toEqual([]);
  });

  test('page size, paging, sorting and search', async ({ page }) => {
    const { session, org } = await ownerOfOne('Svc Paging');
    const names = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
    for (const name of names) await createService(session.access, org.id, { name, price: 1000 });
    await openSignedIn(page, session, org.id, tabUrl('services'));

    const table = page.getByTestId('services-table');
    // A new organization sees the default set too (read-only: no actions, no selection).
    await expect(rows(table)).toHaveCount(9);
    await expect(rows(table).filter({ hasText: 'Default' })).toHaveCount(3);
    await expect(rows(table).filter({ hasText: 'Default' }).first().getByRole('button')).toHaveCount(0);
    const defaults = page.getByRole('switch', { name: 'Show default services' });
    await expect(defaults).toBeChecked();
    await defaults.click();
    await expect(page.getByText(settingsMessages.updatedSuccessfully)).toBeVisible();
    await expect(rows(table)).toHaveCount(6);
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option[title="5 / page"]').click();
    await expect(rows(table)).toHaveCount(5);
    await page.locator('.ant-pagination-item-2').click();
    await expect(rows(table)).toHaveCount(1);

    // Sorting goes back to page 1.
    await table.getByRole('columnheader', { name: 'Service name' }).click();
    await expect(rows(table).first()).toContainText('Alpha');
    await expect(rows(table)).toHaveCount(5);
    await table.getByRole('columnheader', { name: 'Service name' }).click();
    await expect(rows(table).first()).toContainText('Foxtrot');
    await expect(rows(table).last()).toContainText('Bravo');

    await page.getByLabel('Search services').fill('ech');
    await expect(rows(table)).toHaveCount(1);
    await expect(rows(table).first()).toContainText('Echo');
    await expect(rows(table).first()).toContainText('$10.00 / month');
    await page.getByLabel('Search services').fill('nothing like it');
    await expect(table.getByText('No services to display')).toBeVisible();
  });

  test('push to the payments provider and import back', async ({ page }) => {
    const { session, org } = await ownerOfOne('Svc Provider');
    const service = await createService(session.access, org.id, {
      name: 'Drum kit rental',
      description: 'Per weekend',
      price: 3000,
      price_type: 'one_time',
      billing_period: null,
    });
    await openSignedIn(page, session, org.id, tabUrl('services'));

    const table = page.getByTestId('services-table');
    const push = page.getByRole('button', { name: 'Push to payments provider' });
    await expect(push).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Select Drum kit rental' }).check();
    await push.click();
    await expect(page.getByText('1 service pushed to the payments provider')).toBeVisible();
    await expect(row(table, 'Drum kit rental')).toContainText('Synced');
    const productId = (await getServices(session.access, org.id))[0]!.product_id;
    expect(productId).toBeTruthy();

    // The provider keeps the product; once no service holds it, it is offered for import.
    await detachServiceProduct(service.id);
    await page.getByRole('button', { name: 'Import from payments provider' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import from payments provider' });
    const product = dialog
      .getByTestId('provider-products')
      .locator('tbody tr')
      .filter({ hasText: 'Drum kit rental' });
    await expect(product).toContainText('$30.00');
    await product.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Import selected' }).click();
    await expect(page.getByText('1 service imported')).toBeVisible();

    await expect(row(table, 'Drum kit rental')).toHaveCount(2);
    const imported = (await getServices(session.access, org.id)).find((s) => s.id !== service.id);
    expect(imported).toMatchObject({ name: 'Drum kit rental', product_id: productId, price: 3000 });
  });
});

test.describe('organization settings: locations', () => {
  test('add with validation, main flag rules, edit and delete', async ({ page }) => {
    const { session, org } = await ownerOfOne('Loc Crud');
    await openSignedIn(page, session, org.id, tabUrl('locations'));

    const table = page.getByTestId('locations-table');
    await expect(table.getByText('No locations to display')).toBeVisible();
    await page.getByTestId('locations-tab').getByRole('button', { name: 'Add location' }).click();
    const add = page.getByRole('dialog', { name: 'Add location' });
    // The first location is the main one.
    await expect(add.getByRole('switch', { name: 'Main location' })).toBeChecked();
    await add.getByRole('button', { name: 'Add location' }).click();
    await expect(add.getByText(messages.fieldRequired('Name'))).toBeVisible();

    await add.getByLabel('Name', { exact: true }).fill(chars(101));
    await expect(add.getByText(messages.maxLength(100))).toBeVisible();
    await add.getByLabel('Name', { exact: true }).fill('Headquarters');
    await add.getByLabel('Address').fill(chars(201));
    await expect(add.getByText(messages.maxLength(200))).toBeVisible();
    await add.getByLabel('Address').fill('1 Main Street');
    await add.getByLabel('Email').fill('not-an-email');
    await expect(add.getByText(messages.emailInvalid)).toBeVisible();
    await add.getByLabel('Email').fill('hq@example.com');
    await add.getByLabel('Website').fill('not a website');
    await expect(add.getByText(messages.websiteInvalid)).toBeVisible();
    await add.getByLabel('Website').fill('hq.example.com');
    await expect(add.getByText(messages.websiteInvalid)).toHaveCount(0);
    await add.getByLabel('City').fill('Springfield');
    await add.getByLabel('Description').fill('Where it started');
    await chooseTimeZone(add);
    await add.getByRole('button', { name: 'Add location' }).click();

    await expect(page.getByText(settingsMessages.locationAdded)).toBeVisible();
    await expect(row(table, 'Headquarters')).toContainText('Eastern Time (US & Canada)');
    await expect(row(table, 'Headquarters')).toContainText('Main');
    expect((await getLocations(session.access, org.id))[0]).toMatchObject({
      name: 'Headquarters',
      website: 'https://hq.example.com',
      address: '1 Main Street',
      email: 'hq@example.com',
      timezone: 'America/New_York',
      is_main: true,
    });

    // A second location is not main unless asked.
    await page.getByTestId('locations-tab').getByRole('button', { name: 'Add location' }).click();
    const second = page.getByRole('dialog', { name: 'Add location' });
    await expect(second.getByRole('switch', { name: 'Main location' })).not.toBeChecked();
    await second.getByLabel('Name', { exact: true }).fill('Branch');
    await chooseTimeZone(second, 'Central Time (US & Canada)');
    await second.getByRole('button', { name: 'Add location' }).click();
    await expect(page.getByText(settingsMessages.locationAdded).first()).toBeVisible();
    await expect(row(table, 'Branch')).toBeVisible();
    await expect(row(table, 'Branch').getByText('Main', { exact: true })).toHaveCount(0);

    // The only main location cannot stop being main.
    await page.getByRole('button', { name: 'Edit Headquarters' }).click();
    const editHq = page.getByRole('dialog', { name: 'Edit location' });
    await editHq.getByRole('switch', { name: 'Main location' }).click();
    await editHq.getByRole('button', { name: 'Save' }).click();
    await expect(editHq.getByText(settingsMessages.mainLocationRequired)).toBeVisible();
    await editHq.getByRole('button', { name: 'Cancel' }).click();

    // Making another location main moves the flag.
    await page.getByRole('button', { name: 'Edit Branch' }).click();
    const editBranch = page.getByRole('dialog', { name: 'Edit location' });
    await editBranch.getByLabel('Description').fill('Downtown branch');
    await editBranch.getByRole('switch', { name: 'Main location' }).click();
    await editBranch.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(settingsMessages.locationUpdated)).toBeVisible();
    await expect(row(table, 'Branch').getByText('Main', { exact: true })).toBeVisible();
    await expect(row(table, 'Headquarters').getByText('Main', { exact: true })).toHaveCount(0);
    const after = await getLocations(session.access, org.id);
    expect(after.find((l) => l.name === 'Branch')).toMatchObject({
      is_main: true,
      description: 'Downtown branch',
    });
    expect(after.find((l) => l.name === 'Headquarters')).toMatchObject({ is_main: false });

    // The main location stays while others exist.
    await page.getByRole('button', { name: 'Delete Branch' }).click();
    await confirmDelete(page, 'Delete location');
    await expect(page.getByText(settingsMessages.mainLocationDelete)).toBeVisible();
    await page
      .getByRole('dialog', { name: 'Delete location' })
      .getByRole('button', { name: 'Cancel' })
      .click();

    await page.getByRole('button', { name: 'Delete Headquarters' }).click();
    await confirmDelete(page, 'Delete location');
    await expect(page.getByText(settingsMessages.deletedSuccessfully)).toBeVisible();
    await expect(row(table, 'Headquarters')).toHaveCount(0);
    expect((await getLocations(session.access, org.id)).map((l) => l.name)).toEqual(['Branch']);
  });
});
