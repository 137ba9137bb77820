import { expect, test } from '@playwright/test';
import { dashboardMessages, emailReportRoute } from '@ensemble/contracts';
import { seedLead } from '../support/contacts';
import {
  addNote,
  dashboardUrl,
  postWebForm,
  refreshUntil,
  seedReminder,
  sendCampaign,
  webFormToken,
  widget,
  widgetRows,
} from '../support/dashboard';
import { toast, seededOwner } from '../support/record-page';
import { openSignedIn } from '../support/session';

const stamp = () => `${Date.now().toString(36)}${process.pid}`;

test.describe('dashboard', () => {
  test('a new organization sees every widget empty; seeded contacts, a reminder, a campaign and a form post fill them', async ({
    page,
  }) => {
    const { session, org, seeded } = await seededOwner('Dashboard');
    await openSignedIn(page, session, org.id, dashboardUrl(org.id));
    await expect(page.getByRole('heading', { name: 'Dashboard', exact: true })).toBeVisible();
    const leads = widget(page, 'unworkedLeads');
    const reminders = widget(page, 'upcomingReminders');
    const reports = widget(page, 'latestEmailReports');
    const submissions = widget(page, 'formSubmissions');
    await expect(leads.getByText(dashboardMessages.noUnworkedLeads, { exact: true })).toBeVisible();
    await expect(reminders.getByText(dashboardMessages.noUpcomingReminders, { exact: true })).toBeVisible();
    await expect(reports.getByText(dashboardMessages.noEmailReports, { exact: true })).toBeVisible();
    await expect(submissions.getByText(dashboardMessages.noFormSubmissions, { exact: true })).toBeVisible();
    // Recent website phone activity's empty text: phone-activity.spec.ts.

    const tag = stamp();
    const fresh = await seedLead(seeded.token, org.id, 'prospects', {
      first_name: 'Una',
      last_name: `Worked${tag}`,
      email: `una.${tag}@example.test`,
    });
    const client = await seedLead(seeded.token, org.id, 'clients', {
      first_name: 'Remy',
      last_name: `Minder${tag}`,
      email: `remy.${tag}@example.test`,
    });
    const due = await seedReminder(seeded.token, client.id, `Renewal call ${tag}`);
    await sendCampaign(seeded.token, org.id, `Spring news ${tag}`);
    await postWebForm(await webFormToken(seeded.token, org.id), {
      name: `Wendy Former${tag}`,
      email: `wendy.${tag}@example.test`,
      message: `Please call me back ${tag}`,
      policy: 'Home',
    });

    await refreshUntil(leads, () =>
      expect(leads.getByRole('link', { name: `Una Worked${tag}`, exact: true })).toBeVisible({
        timeout: 2_000,
      }),
    );
    await expect(leads.getByText(fresh.email ?? '', { exact: true })).toBeVisible();

    await refreshUntil(reminders, () =>
      expect(reminders.getByText(`Renewal call ${tag}`, { exact: true })).toBeVisible({ timeout: 2_000 }),
    );
    const reminderRow = widgetRows(reminders).filter({ hasText: `Renewal call ${tag}` });
    await expect(reminderRow.getByText(due.date_of_sending, { exact: true })).toBeVisible();
    await expect(reminderRow.getByRole('link', { name: `Remy Minder${tag}`, exact: true })).toBeVisible();

    await refreshUntil(reports, () =>
      expect(reports.getByRole('link', { name: `Spring news ${tag}`, exact: true })).toBeVisible({
        timeout: 2_000,
      }),
    );
    const reportRow = widgetRows(reports).filter({ hasText: `Spring news ${tag}` });
    await expect(reportRow.getByText('bulk', { exact: true })).toBeVisible();
    await expect(reportRow).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/);

    await refreshUntil(submissions, () =>
      expect(submissions.getByRole('link', { name: `Wendy Former${tag}`, exact: true })).toBeVisible({
        timeout: 2_000,
      }),
    );
    const submission = widgetRows(submissions).filter({ hasText: `Wendy Former${tag}` });
    await expect(submission.getByText(`Please call me back ${tag}`)).toBeVisible();
    await expect(submission.getByText(`wendy.${tag}@example.test`, { exact: true })).toBeVisible();
    // The row opens to every field posted.
    await submission.getByRole('button', { name: /expand row/i }).click();
    await expect(submissions.getByText('policy', { exact: true })).toBeVisible();
    await expect(submissions.getByText('Home', { exact: true })).toBeVisible();
  });

  test('a note takes a contact off Unworked leads after Refresh; a form submission is removed after the confirm', async ({
    page,
  }) => {
    const { session, org, seeded } = await seededOwner('Dashboard Work');
    const tag = stamp();
    const first = await seedLead(seeded.token, org.id, 'prospects', {
      first_name: 'Nora',
      last_name: `Noted${tag}`,
      email: `nora.${tag}@example.test`,
    });
    await seedLead(seeded.token, org.id, 'prospects', {
      first_name: 'Ivy',
      last_name: `Idle${tag}`,
      email: `ivy.${tag}@example.test`,
    });
    await postWebForm(await webFormToken(seeded.token, org.id), {
      first_name: 'Fay',
      last_name: `Form${tag}`,
      email: `fay.${tag}@example.test`,
      message: 'A quote for my car, please',
    });

    await openSignedIn(page, session, org.id, dashboardUrl(org.id));
    const leads = widget(page, 'unworkedLeads');
    const nora = leads.getByRole('link', { name: `Nora Noted${tag}`, exact: true });
    await expect(nora).toBeVisible();
    await expect(leads.getByRole('link', { name: `Ivy Idle${tag}`, exact: true })).toBeVisible();

    await addNote(seeded.token, first.id, 'Called, interested in a home policy');
    await leads.getByRole('button', { name: /^Refresh/ }).click();
    await expect(nora).toHaveCount(0);
    await expect(leads.getByRole('link', { name: `Ivy Idle${tag}`, exact: true })).toBeVisible();

    const submissions = widget(page, 'formSubmissions');
    const row = widgetRows(submissions).filter({ hasText: `Fay Form${tag}` });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Remove the submission of Fay Form${tag}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove submission' });
    await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(toast(page, dashboardMessages.removed)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(submissions.getByText(dashboardMessages.noFormSubmissions, { exact: true })).toBeVisible();
  });

  test('a widget opens the record in the suite, and a report in a new tab', async ({ page, context }) => {
    const { session, org, seeded } = await seededOwner('Dashboard Links');
    const tag = stamp();
    const lead = await seedLead(seeded.token, org.id, 'prospects', {
      first_name: 'Otto',
      last_name: `Opened${tag}`,
      email: `otto.${tag}@example.test`,
    });
    await sendCampaign(seeded.token, org.id, `Opened news ${tag}`);

    await openSignedIn(page, session, org.id, dashboardUrl(org.id));
    const reports = widget(page, 'latestEmailReports');
    await refreshUntil(reports, () =>
      expect(reports.getByText(`Opened news ${tag}`, { exact: true })).toBeVisible({ timeout: 2_000 }),
    );
    const reportRow = widgetRows(reports).filter({ hasText: `Opened news ${tag}` });
    const [tab] = await Promise.all([context.waitForEvent('page'), reportRow.getByText('bulk').click()]);
    await tab.waitForLoadState();
    const opened = new URL(tab.url());
    const expected = new URL(emailReportRoute(org.id, { id: 1, type: 'bulk' }), opened.origin);
    expect(opened.pathname).toBe(expected.pathname);
    expect(opened.searchParams.get('reportType')).toBe('bulk');
    expect(Number(opened.searchParams.get('reportId'))).toBeGreaterThan(0);
    await tab.close();
    // The dashboard stayed where it was.
    await expect(page).toHaveURL(new RegExp(`${dashboardUrl(org.id)}$`));

    await widget(page, 'unworkedLeads')
      .getByRole('link', { name: `Otto Opened${tag}`, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`/composition/prospects/${org.id}/prospect/${lead.id}$`));
    await expect(page.getByRole('heading', { name: `Otto Opened${tag}`, exact: true })).toBeVisible();
  });
});
