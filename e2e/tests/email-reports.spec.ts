import { readFile } from 'node:fs/promises';
import { expect, test, type Locator } from '@playwright/test';
import { emailReportMessages as M, emailSnapshotRoute } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import { mailsTo, seedTaggedClients } from '../support/email';
import {
  clickMail,
  countsOf,
  emailReport,
  emailReportPaths,
  openMail,
  sendHtml,
} from '../support/email-reports';
import { recordPath } from '../support/lifecycle';
import { openSection } from '../support/record-page';
import { openSignedIn } from '../support/session';

const metric = (page: Locator, name: string) => page.getByTestId(`metric-${name}`);
const rowOf = (table: Locator, text: string) => table.locator('tbody tr.ant-table-row', { hasText: text });

test.describe('email reports', () => {
  test('a campaign to three contacts, opened by two and clicked by one: list, numbers, chart, recipients, logs, CSV, snapshot', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Reports');
    const token = session.access;
    const { tag, people } = await seedTaggedClients(token, org.id, ['Ada', 'Grace', 'Alan']);
    const [ada, grace, alan] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const subject = `Spring offer ${Date.now().toString(36)}`;
    const offer = 'https://example.com/spring-offer';
    const sent = await sendHtml(token, org.id, { group_id: [tag.id] }, subject, offer);
    const id = sent.data.campaign_id;

    // Ada opens and clicks, Grace opens, Alan does nothing.
    const [adaMail] = await mailsTo(ada.email, 1);
    const [graceMail] = await mailsTo(grace.email, 1);
    expect((await mailsTo(alan.email, 1)).length).toBe(1);
    await openMail(adaMail!);
    await openMail(graceMail!);
    expect(await clickMail(adaMail!)).toBe(offer);
    await expect
      .poll(async () => countsOf(await emailReport(token, org.id, id), ['processed', 'opens', 'clicks']))
      .toEqual([3, 2, 1]);

    // The list, from the menu: the send with its type, recipients, opens and clicks.
    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-item-harmony-email-reports').click();
    await expect(page).toHaveURL(new RegExp(`/harmony/email-reports/${org.id}$`));
    const list = page.getByTestId('email-reports-table');
    const row = rowOf(list, subject);
    await expect(row).toBeVisible();
    await expect(row.locator('td')).toHaveText([
      /^\d\d\/\d\d\/\d{4} \d\d:\d\d (AM|PM)$/,
      subject,
      'bulk',
      '3',
      '2',
      '1',
    ]);

    // The report, opened from its row.
    await row.getByRole('link', { name: subject }).click();
    await expect(page).toHaveURL(new RegExp(`reportId=${id}&reportType=bulk`));
    const header = page.getByTestId('email-report-header');
    await expect(header).toContainText(subject);
    await expect(header).toContainText('bulk');
    const expected: [string, string, string][] = [
      ['processed', '3', '100.00%'],
      ['opens', '2', '66.67%'],
      ['clicks', '1', '33.33%'],
      ['spam_reports', '0', '0.00%'],
    ];
    for (const [name, count, percent] of expected) {
      await expect(metric(page.locator('body'), name).getByTestId('metric-count')).toHaveText(count);
      await expect(metric(page.locator('body'), name).getByTestId('metric-percent')).toHaveText(percent);
    }
    await expect(page.getByRole('list', { name: 'Metrics' }).getByRole('listitem')).toHaveCount(12);

    // The chart (its own chunk): opens and clicks.
    const chart = page.getByRole('figure', { name: 'Opens and clicks over time' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.recharts-line')).toHaveCount(2);

    // The recipients, and Ada's log.
    const recipients = page.getByTestId('email-report-recipients');
    await expect(recipients.locator('tbody tr.ant-table-row')).toHaveCount(3);
    await expect(rowOf(recipients, ada.email).locator('td').nth(3)).toHaveText('Yes');
    await expect(rowOf(recipients, ada.email).locator('td').nth(4)).toHaveText('Yes');
    await expect(rowOf(recipients, alan.email).locator('td').nth(3)).toHaveText('No');
    await expect(rowOf(recipients, alan.email).getByRole('link')).toContainText(alan.first_name);
    await rowOf(recipients, ada.email).getByRole('button', { name: M.viewLogs }).click();
    const logs = page.getByRole('dialog', { name: `Logs for ${ada.email}` });
    await expect(logs.getByText('Opened', { exact: true })).toBeVisible();
    await expect(logs.getByText('Clicked', { exact: true })).toBeVisible();
    await expect(logs.getByText(offer)).toBeVisible();
    await logs.getByRole('button', { name: 'Close' }).click();
    await expect(logs).toBeHidden();

    // The CSV: its name and Ada's line.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /Export CSV/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${id}-email-report.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.split(/\r?\n/).find((l) => l.includes(ada.email))).toBeTruthy();

    // The email as it was sent, sandboxed.
    await page.getByRole('link', { name: /View email/ }).click();
    await expect(page).toHaveURL(
      new RegExp(`/harmony/email-reports/${org.id}/email-snapshot\\?templateId=${id}$`),
    );
    const frame = page.getByTitle('Email as sent');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(page.frameLocator('iframe[title="Email as sent"]').getByText('See the offer')).toBeVisible();
    await expect(page.getByText(subject)).toBeVisible();

    // Back to the report, then Back to the list.
    await page.goBack();
    await expect(page.getByTestId('email-report-header')).toContainText(subject);
    await page.getByRole('button', { name: /Back/ }).click();
    await expect(rowOf(page.getByTestId('email-reports-table'), subject)).toBeVisible();
  });

  test("a single email, opened from the contact's history in a new tab: the single-email view", async ({
    page,
    context,
  }) => {
    const { session, org } = await ownerOfOne('SingleReport');
    const token = session.access;
    const { people } = await seedTaggedClients(token, org.id, ['Hedy']);
    const hedy = people[0]!;
    const subject = `Your renewal ${Date.now().toString(36)}`;
    const sent = await sendHtml(
      token,
      org.id,
      { recipient_id: [hedy.lead.id] },
      subject,
      'https://example.com/renew',
    );
    const id = sent.data.campaign_id;
    const [mail] = await mailsTo(hedy.email, 1);
    await openMail(mail!);
    await expect
      .poll(async () => countsOf(await emailReport(token, org.id, id), ['processed', 'opens']))
      .toEqual([1, 1]);

    await openSignedIn(page, session, org.id, recordPath(org.id, hedy.lead));
    const history = await openSection(page, 'History');
    const entry = history.locator('tr.ant-table-row', { hasText: 'Email sent' });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      entry.getByRole('link', { name: 'View report' }).click(),
    ]);
    // The history does not know the send's type: the page reads it from the report.
    await expect(tab).toHaveURL(
      new RegExp(`/harmony/email-reports/${org.id}\\?organizationId=${org.id}&reportId=${id}$`),
    );
    const view = tab.getByTestId('single-email');
    await expect(view).toContainText(subject);
    await expect(view).toContainText(hedy.email);
    await expect(view.locator('tr', { hasText: 'Opened' })).toContainText('Yes');
    await expect(view.locator('tr', { hasText: 'Clicked' })).toContainText('No');
    await expect(tab.getByTestId('email-event-log').getByText('Opened', { exact: true })).toBeVisible();
    await expect(tab.getByRole('list', { name: 'Metrics' })).toHaveCount(0);
    await expect(tab.getByRole('link', { name: /View email/ })).toHaveAttribute(
      'href',
      emailSnapshotRoute(org.id, id),
    );
  });

  test('a new organization has no email reports', async ({ page }) => {
    const { session, org } = await ownerOfOne('NoReports');
    await openSignedIn(page, session, org.id, emailReportPaths.page(org.id));
    await expect(page.getByTestId('email-reports-table').getByText(M.noReports)).toBeVisible();
  });
});
