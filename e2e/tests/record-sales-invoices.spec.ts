import { expect, test } from '@playwright/test';
import { defaultCloseDate, leadInvoicesMessages as I, leadSalesMessages as S } from '@ensemble/contracts';
import { linkFromMail } from '../support/api';
import { markImportedFromAgency, openSection, toast } from '../support/client-records';
import { openNewRecord, openRecord, seededOwner, openForm } from '../support/record-page';
import { displayName, expectRecord, recordPath, seedLead } from '../support/lifecycle';
import { openSignedIn } from '../support/session';

/** Sales, contact people and invoices on a client record (spec 2 §2, §3, §4, §7, §8, §9). */

test.describe('client record: sales, contacts and invoices', () => {
  test('a sale closes tomorrow by default, and total sales follows every change', async ({ page }) => {
    await openNewRecord(page, 'Sales Journey', 'Client');

    const sales = await openSection(page, 'Sales');
    await expect(sales.getByText(S.noSales)).toBeVisible();
    await expect(sales.getByTestId('total-sales')).toHaveText('Total sales: $0.00');
    const add = await openForm(sales, 'Add sale', 'Add sale');
    await expect(add.getByLabel('Close date')).toHaveValue(defaultCloseDate());
    await add.getByLabel('Amount').fill('12.345');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(add.getByText(S.amountFormat)).toBeVisible();
    await add.getByLabel('Sale date').fill('2026-03-01');
    await add.getByLabel('Amount').fill('1200.50');
    await add.getByLabel('Carrier').fill('Acme Mutual');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, S.added)).toBeVisible();
    await expect(sales.getByTestId('total-sales')).toHaveText('Total sales: $1,200.50');
    await expect(sales.getByRole('row', { name: /Acme Mutual/ })).toContainText(defaultCloseDate());

    const edit = await openForm(sales, /^Edit sale/, 'Edit sale');
    await expect(edit.getByLabel('Amount')).toHaveValue('1200.5');
    await edit.getByLabel('Amount').fill('1000');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, S.updated)).toBeVisible();
    await expect(sales.getByTestId('total-sales')).toHaveText('Total sales: $1,000.00');

    await sales.getByRole('button', { name: /^Delete sale/ }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(toast(page, S.deleted)).toBeVisible();
    await expect(sales.getByText(S.noSales)).toBeVisible();
    await expect(sales.getByTestId('total-sales')).toHaveText('Total sales: $0.00');
  });

  test('a client imported from the agency system reads Effective Date, Expiration Date and Premium', async ({
    page,
  }) => {
    const { seeded: s, session } = await seededOwner('Policies Journey');
    const client = await seedLead(s, 'Client');
    await markImportedFromAgency(client.id);
    await openRecord(page, session, s, client, 'Client');
    const sales = await openSection(page, 'Sales');
    const add = await openForm(sales, 'Add sale', 'Add sale');
    await expect(add.getByLabel('Expiration Date')).toHaveValue(defaultCloseDate());
    await add.getByLabel('Effective Date').fill('2026-01-01');
    await add.getByLabel('Premium').fill('840');
    await add.getByLabel('Carrier').fill('Harbor Insurance');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, S.added)).toBeVisible();
    for (const label of ['Effective Date', 'Expiration Date', 'Premium', 'Carrier'])
      await expect(sales.getByRole('columnheader', { name: label })).toBeVisible();
    await expect(sales.getByTestId('total-sales')).toHaveText('Total sales: $840.00');
  });

  test('contact people are added, edited and deleted', async ({ page }) => {
    await openNewRecord(page, 'Contacts Journey', 'Client');

    const contacts = await openSection(page, 'Contacts');
    await expect(contacts.getByText(S.noContacts)).toBeVisible();
    const add = await openForm(contacts, 'Add contact', 'Add contact');
    await add.getByLabel('First name').fill('Grace');
    await add.getByLabel('Last name').fill('Hopper');
    await add.getByLabel('Email').fill('grace@navy.test');
    await add.getByLabel('Cell phone').fill('(415) 555-0134');
    await add.getByLabel('City').fill('Arlington');
    await add.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, S.added)).toBeVisible();
    const row = contacts.getByRole('row', { name: /Grace Hopper/ });
    await expect(row).toContainText('grace@navy.test');
    await expect(row).toContainText('+14155550134');

    const edit = await openForm(contacts, 'Edit contact Grace Hopper', 'Edit contact');
    await edit.getByLabel('City').fill('Washington');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, S.updated)).toBeVisible();
    await expect(row).toContainText('Washington');

    await contacts.getByRole('button', { name: 'Delete contact Grace Hopper' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(toast(page, S.deleted)).toBeVisible();
    await expect(contacts.getByText(S.noContacts)).toBeVisible();
  });

  test('an invoice is created, emailed, paid on the local provider page and then reads Paid', async ({
    page,
  }) => {
    const { seeded: s, session } = await seededOwner('Invoice Journey');
    const client = await seedLead(s, 'Client');
    const recordUrl = recordPath(s.orgId, client);
    await openSignedIn(page, session, s.orgId, recordUrl);
    await expectRecord(page, displayName(client), 'Client');

    let invoices = await openSection(page, 'Invoices');
    await expect(invoices.getByText(I.noInvoices)).toBeVisible();
    const form = await openForm(invoices, 'Create invoice', 'Create invoice');
    await expect(form.getByLabel('Email')).toHaveValue(client.email!);
    await form.getByLabel('Amount').fill('125.50');
    await form.getByLabel('Description').fill('Policy review');
    await form.getByLabel('Days until due').fill('14');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, I.created)).toBeVisible();
    const row = invoices.getByRole('row', { name: /\$125\.50/ });
    await expect(row).toContainText(I.emailSent);
    await expect(row).toContainText(I.notPaid);

    // The client receives the pay link and pays on the local provider's page.
    const link = await linkFromMail(client.email!, '/pay/invoices/');
    await page.goto(link);
    await expect(page.getByText('$125.50')).toBeVisible();
    await expect(page.getByText('Policy review')).toBeVisible();
    await page.getByRole('button', { name: I.payButton }).click();
    await expect(page.getByRole('status')).toHaveText(I.payDone);

    await page.goto(recordUrl);
    await expectRecord(page, displayName(client), 'Client');
    invoices = await openSection(page, 'Invoices');
    const paid = invoices.getByRole('row', { name: /\$125\.50/ });
    await expect(paid).toContainText(I.paid);
    await expect(paid).not.toContainText(I.notPaid);

    await invoices.getByRole('button', { name: /^Delete invoice/ }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(toast(page, I.deleted)).toBeVisible();
    await expect(invoices.getByText(I.noInvoices)).toBeVisible();
  });
});
