import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatUsd, leadReportsMessages } from '@ensemble/contracts';
import {
  averageRevenue,
  type ReportClient,
  type ReportProspect,
  salesIn,
  seedReportClient,
  seedReportProspect,
  totalRevenue,
  totalSales,
} from '../support/contact-reports';
import { seedSource } from '../support/lifecycle';
import { openSignedIn } from '../support/session';
import { seededOwner } from '../support/record-page';

const rows = (table: Locator) => table.locator('tbody tr.ant-table-row');
/** The text of one column (1-based) down the table's rows. */
const column = (table: Locator, n: number) => rows(table).locator(`td:nth-child(${n})`).allInnerTexts();
const totalOf = (page: Page) => page.getByTestId('report-total').locator('.ant-statistic-content');

test.describe('contact reports', () => {
  test('prospects and clients values: rows and totals as seeded, sort, search, date range, CSV export', async ({
    page,
  }) => {
    const { session, org, seeded } = await seededOwner('Reports');
    const source = await seedSource(seeded, 'Walk-In');
    const tag = Date.now().toString(36);
    const prospects: ReportProspect[] = [
      { first: 'Ada', last: `Lovelace${tag}`, from: 1000, to: 3000, status: 'New', sourceId: source.id },
      { first: 'Alan', last: `Turing${tag}`, from: 500.5, to: null, status: 'Hot' },
      { first: 'Grace', last: `Hopper${tag}`, from: null, to: 250.25 },
    ];
    const clients: ReportClient[] = [
      {
        first: 'Ken',
        last: `Thompson${tag}`,
        sales: [
          ['2025-01-10', 100],
          ['2025-02-15', 250.5],
        ],
      },
      { first: 'Dennis', last: `Ritchie${tag}`, sales: [['2025-02-01', 75.25]] },
      { first: 'Linus', last: `Torvalds${tag}`, sales: [['2024-12-31', 999.99]] },
    ];
    for (const p of prospects) await seedReportProspect(seeded, p);
    for (const c of clients) await seedReportClient(seeded, c);

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-item-harmony-contact-reports').click();
    await expect(page).toHaveURL(new RegExp(`/harmony/contact-reports/${org.id}$`));
    await expect(page.getByRole('tab', { name: leadReportsMessages.prospectsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Prospects: every row, newest first, and the total revenue over all of them.
    const prospectsTable = page.getByTestId('prospects-report');
    await expect(rows(prospectsTable)).toHaveCount(prospects.length);
    expect(await column(prospectsTable, 2)).toEqual([...prospects].reverse().map((p) => p.last));
    await expect(totalOf(page)).toHaveText(formatUsd(totalRevenue(prospects)));
    await expect(rows(prospectsTable).filter({ hasText: prospects[0]!.last })).toContainText('Walk-In');

    // Sort by average revenue, descending on the second click.
    const byAverage = prospectsTable.getByRole('columnheader', { name: 'Average revenue' });
    await byAverage.click();
    const ascending = [...prospects].sort((a, b) => averageRevenue(a)! - averageRevenue(b)!);
    await expect.poll(() => column(prospectsTable, 2)).toEqual(ascending.map((p) => p.last));
    await byAverage.click();
    await expect.poll(() => column(prospectsTable, 2)).toEqual([...ascending].reverse().map((p) => p.last));
    expect(await column(prospectsTable, 8)).toEqual(
      [...ascending].reverse().map((p) => formatUsd(averageRevenue(p))),
    );

    // Search: only the matches, and the total follows.
    await page.getByRole('searchbox', { name: 'Search' }).fill('Tur');
    await expect(rows(prospectsTable)).toHaveCount(1);
    await expect(rows(prospectsTable)).toContainText(prospects[1]!.last);
    await expect(totalOf(page)).toHaveText(formatUsd(averageRevenue(prospects[1]!)));

    // A name opens the contact's record page.
    await rows(prospectsTable).getByRole('link', { name: prospects[1]!.last }).click();
    await expect(page).toHaveURL(new RegExp(`/composition/prospects/${org.id}/prospect/\\d+$`));
    await page.goBack();

    // Clients: the tab is in the URL and survives a reload.
    await page.getByRole('tab', { name: leadReportsMessages.clientsTab }).click();
    await expect(page).toHaveURL(/\?tab=clients$/);
    await page.reload();
    await expect(page.getByRole('tab', { name: leadReportsMessages.clientsTab })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const clientsTable = page.getByTestId('clients-report');
    await expect(rows(clientsTable)).toHaveCount(clients.length);
    await expect(totalOf(page)).toHaveText(formatUsd(totalSales(clients)));
    for (const c of clients) {
      await expect(rows(clientsTable).filter({ hasText: c.last }).locator('td:nth-child(9)')).toHaveText(
        formatUsd(salesIn(c)),
      );
    }

    // Sale date range: only the sales dated in it count.
    const [from, to] = ['2025-02-01', '2025-02-28'];
    await page.getByPlaceholder('Sale from').click();
    await page.getByPlaceholder('Sale from').fill(from);
    await page.getByPlaceholder('Sale from').press('Enter');
    await page.getByPlaceholder('Sale to').fill(to);
    await page.getByPlaceholder('Sale to').press('Enter');
    await expect(totalOf(page)).toHaveText(formatUsd(totalSales(clients, from, to)));
    await clientsTable.getByRole('columnheader', { name: 'Total sales' }).click();
    await clientsTable.getByRole('columnheader', { name: 'Total sales' }).click();
    const bySales = [...clients].reverse().sort((a, b) => salesIn(b, from, to) - salesIn(a, from, to));
    await expect.poll(() => column(clientsTable, 2)).toEqual(bySales.map((c) => c.last));

    // Export: the downloaded file holds every row with the range's totals, then the total line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: leadReportsMessages.exportCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('clients_values.csv');
    const lines = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'First name,Last name,Company name,Cell phone,Email,Sales status,Lead source,Average revenue,Total sales',
    );
    expect(lines.slice(1, -1).map((l) => [l.split(',')[1], l.split(',')[8]])).toEqual(
      bySales.map((c) => [c.last, salesIn(c, from, to).toFixed(2)]),
    );
    expect(lines.at(-1)).toBe(`Total,,,,,,,,${totalSales(clients, from, to).toFixed(2)}`);
  });
});
