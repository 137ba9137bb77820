import { expect, test } from '@playwright/test';
import {
  automationMessages as M,
  followUpDefaultSubjects,
  followUpStageLabels,
  followUpStages,
  leadActionEndpoints,
  type LeadHistoryResponse,
  messages,
  settingsMessages,
  urlOf,
  usHolidaySeeds,
} from '@ensemble/contracts';
import { call, ownerOfOne } from '../support/api';
import {
  ActionsDialog,
  afternoonZone,
  AutomationsList,
  automationsUrl,
  customAutomations,
  mailAfterTick,
  pickOption,
  seedDripByDay,
  seedEmailTemplate,
  seedMainLocation,
  seedTextTemplate,
  TemplatedRows,
  toastOf,
} from '../support/automations';
import { seedTaggedClients } from '../support/email';
import { openSignedIn } from '../support/session';

const stamp = () => `${Date.now().toString(36)}${process.pid}`;

test.describe('automations', () => {
  test('global automations: the US holidays are listed; a template comes first, then the subject and the switch; removing it turns the row off and clears it', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Holidays');
    const template = await seedEmailTemplate(session.access, org.id, `Season ${stamp()}`);

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-item-tempo-automations').click();
    await expect(page).toHaveURL(/\/tempo\/automations/);
    await expect(page.getByRole('tab', { name: 'Global automations' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tab')).toHaveText([
      'Global automations',
      'Follow up emails',
      'Build your own',
      'Result based',
    ]);

    const holidays = new TemplatedRows(page, page.getByTestId('holidays-table'));
    await expect(holidays.table.locator('tbody tr.ant-table-row')).toHaveCount(usHolidaySeeds.length);
    for (const h of usHolidaySeeds) await expect(holidays.row(h.name)).toBeVisible();

    const day = 'Christmas Day';
    await expect(holidays.subject(day)).toBeDisabled();
    await expect(holidays.active(day)).toBeDisabled();

    await holidays.assignTemplate(day, template.title);
    await holidays.writeSubject(day, 'Merry Christmas, #!first_name!#');
    await expect(toastOf(page, 'success', M.subjectUpdated)).toBeVisible();
    await holidays.active(day).click();
    await expect(toastOf(page, 'success', M.updated)).toBeVisible();
    await expect(holidays.active(day)).toBeChecked();

    await holidays.removeTemplate(day);
    await expect(toastOf(page, 'success', M.templateRemoved)).toBeVisible();
    await expect(holidays.active(day)).not.toBeChecked();
    await expect(holidays.active(day)).toBeDisabled();
    await expect(holidays.subject(day)).toHaveValue('');
    await expect(holidays.subject(day)).toBeDisabled();

    // What the server kept, not only what the table shows.
    await page.reload();
    await expect(holidays.subject(day)).toHaveValue('');
    await expect(holidays.active(day)).not.toBeChecked();
  });

  test('follow up emails: First to Fifth Follow Up; removing the template resets the subject to its default', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Follow ups');
    const template = await seedEmailTemplate(session.access, org.id, `Nudge ${stamp()}`);

    await openSignedIn(page, session, org.id, automationsUrl('follow-up'));
    const followUps = new TemplatedRows(page, page.getByTestId('follow-ups-table'));
    await expect(followUps.table.locator('tbody tr.ant-table-row')).toHaveCount(followUpStages.length);
    for (const s of followUpStages) await expect(followUps.row(followUpStageLabels[s])).toBeVisible();

    const first = followUpStageLabels.first;
    await expect(followUps.subject(first)).toHaveValue(followUpDefaultSubjects.first);
    await expect(followUps.subject(first)).toBeDisabled();
    await expect(followUps.active(first)).toBeDisabled();

    await followUps.assignTemplate(first, template.title);
    await followUps.writeSubject(first, 'Shall we talk again?');
    await expect(toastOf(page, 'success', M.subjectUpdated)).toBeVisible();
    await followUps.active(first).click();
    await expect(toastOf(page, 'success', M.updated)).toBeVisible();
    await expect(followUps.active(first)).toBeChecked();

    await followUps.removeTemplate(first);
    await expect(toastOf(page, 'success', M.templateRemoved)).toBeVisible();
    await expect(followUps.subject(first)).toHaveValue(followUpDefaultSubjects.first);
    await expect(followUps.subject(first)).toBeDisabled();
    await expect(followUps.active(first)).not.toBeChecked();
  });

  test('build your own: a drip by day for all stages is created with an email, a text and a reminder', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Drips');
    const email = await seedEmailTemplate(session.access, org.id, `Welcome ${stamp()}`);
    const text = await seedTextTemplate(session.access, org.id, `Hello text ${stamp()}`);
    const name = `Welcome drip ${stamp()}`;

    await openSignedIn(page, session, org.id, automationsUrl('build-your-own'));
    const list = new AutomationsList(page, 'build-your-own');
    await expect(list.table.getByText(/^No automations yet/)).toBeVisible();

    await list.table.getByRole('button', { name: 'New automation' }).first().click();
    const form = page.getByRole('dialog', { name: 'New automation' });
    const submit = form.getByRole('button', { name: 'Save and set the actions' });
    await submit.click();
    await expect(form.getByText(M.nameRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(M.audienceRequired, { exact: true })).toBeVisible();

    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('checkbox', { name: 'All', exact: true }).check();
    await expect(form.getByTestId('buckets-summary')).toHaveText('All');
    await expect(form.getByText(M.audienceRequired, { exact: true })).toBeHidden();
    await form.getByRole('radio', { name: 'Drip by day', exact: true }).check();
    await submit.click();

    const actions = new ActionsDialog(page, `Drip by day actions: ${name}`);
    await expect(actions.dialog).toBeVisible();
    await actions.day(1, 0);
    await actions.save();
    await expect(actions.errors).toHaveText(M.fillAllFields);

    await actions.email(1, email.title, 'Welcome aboard');
    await actions.addRow();
    await actions.send(2, 'SMS');
    await actions.day(2, 3);
    await actions.text(2, text.title);
    await actions.addRow();
    await actions.send(3, 'Reminder');
    await actions.day(3, 10);
    await actions.reminder(3, 'Call about the renewal');
    await actions.save();
    await expect(toastOf(page, 'success', M.actionAdded)).toBeVisible();
    await expect(actions.dialog).toBeHidden();

    const row = list.row(name);
    await expect(row).toContainText('Drip by day');
    await expect(row).toContainText('All');
    await expect(list.active(name)).toBeChecked();
    const [saved] = await customAutomations(session.access, org.id);
    expect(saved?.automations_list.map((x) => [x.send, x.day])).toEqual([
      ['EMAIL', 0],
      ['SMS', 3],
      ['REMINDER', 10],
    ]);
  });

  test('build your own: a drip is switched off, and deleted once a failed delete has said so as an error', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Drip list');
    const { name } = await seedDripByDay(
      session.access,
      org.id,
      { name: `Renewals ${stamp()}`, buckets: ['client'] },
      [{ send: 'REMINDER', day: 30, reminder: 'Call about the renewal' }],
    );

    await openSignedIn(page, session, org.id, automationsUrl('build-your-own'));
    const list = new AutomationsList(page, 'build-your-own');
    await expect(list.active(name)).toBeChecked();
    await list.active(name).click();
    await expect(toastOf(page, 'success', M.updated)).toBeVisible();
    await expect(list.active(name)).not.toBeChecked();

    // The API refuses the delete once: the screen must say so as an error, and keep the automation.
    const deletes = /\/custom-automation\/\d+\/$/;
    await page.route(deletes, async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({ detail: M.somethingWentWrong }),
      });
    });
    const confirm = await list.askDelete(name);
    await confirm.getByRole('button', { name: settingsMessages.yesDelete }).click();
    await expect(toastOf(page, 'error', M.unableToDelete)).toBeVisible();
    await expect(toastOf(page, 'success', M.unableToDelete)).toHaveCount(0);
    await expect(list.row(name)).toHaveCount(1);
    await page.unroute(deletes);

    await confirm.getByRole('button', { name: settingsMessages.yesDelete }).click();
    await expect(toastOf(page, 'success', settingsMessages.deletedSuccessfully)).toBeVisible();
    await expect(list.row(name)).toHaveCount(0);
    await expect(list.table.getByText(/^No automations yet/)).toBeVisible();
  });

  test("result based: follows a drip's opened emails, with email actions only", async ({ page }) => {
    const { session, org } = await ownerOfOne('Results');
    const email = await seedEmailTemplate(session.access, org.id, `Thanks ${stamp()}`);
    const drip = await seedDripByDay(
      session.access,
      org.id,
      { name: `Source drip ${stamp()}`, buckets: ['prospect'] },
      [{ send: 'EMAIL', day: 0, bee_free_template: email.id, subject: 'Hello' }],
    );
    const name = `Openers ${stamp()}`;

    await openSignedIn(page, session, org.id, automationsUrl('result-based'));
    const list = new AutomationsList(page, 'result-based');
    await list.table.getByRole('button', { name: 'New result based automation' }).first().click();
    const form = page.getByRole('dialog', { name: 'New result based automation' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    const submit = form.getByRole('button', { name: 'Save and set the emails' });
    await submit.click();
    await expect(form.getByText(M.automationRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(M.conditionRequired, { exact: true })).toBeVisible();

    await pickOption(page, form.getByLabel('Existing automation', { exact: true }), drip.name);
    await expect(form.getByText(M.automationRequired, { exact: true })).toBeHidden();
    await submit.click();
    await expect(form.getByText(M.conditionRequired, { exact: true })).toBeVisible();
    await form.getByRole('radio', { name: 'Opened', exact: true }).check();
    await submit.click();

    const actions = new ActionsDialog(page, `Drip by result actions: ${name}`);
    await expect(actions.dialog).toBeVisible();
    // Email only: no choice of what to send.
    await expect(actions.row(1).getByLabel('Send', { exact: true })).toHaveCount(0);
    await actions.day(1, 2);
    await actions.email(1, email.title, 'Glad you liked it');
    await actions.save();
    await expect(toastOf(page, 'success', M.actionAdded)).toBeVisible();
    await expect(actions.dialog).toBeHidden();

    const row = list.row(name);
    await expect(row).toContainText(drip.name);
    await expect(row).toContainText('Opened');
    await expect(list.active(name)).toBeChecked();
  });

  test("a drip by day's day-0 email reaches a contact at the scheduler's next tick; the contact's reply stops it", async ({
    page,
  }) => {
    // The scheduler ticks once a minute: this journey waits for the next tick.
    test.setTimeout(120_000);
    const { session, org } = await ownerOfOne('Drip engine');
    // Past 2 PM in the organization's zone: the day-0 step of a contact entering today is due at once.
    await seedMainLocation(session.access, org.id, afternoonZone());
    const email = await seedEmailTemplate(session.access, org.id, `First touch ${stamp()}`);
    const { tag, people } = await seedTaggedClients(session.access, org.id, ['Ada']);
    const ada = people[0]!;
    await seedDripByDay(
      session.access,
      org.id,
      { name: `Day zero ${stamp()}`, groups: [tag.id], stop_on_reply: true },
      [{ send: 'EMAIL', day: 0, bee_free_template: email.id, subject: 'Welcome, #!first_name!#' }],
    );

    const mail = await mailAfterTick(ada.email);
    expect(mail.subject).toBe('Welcome, Ada');

    await openSignedIn(page, session, org.id, `/tempo/outbox/${org.id}`);
    const sent = page
      .getByTestId('outbox-table')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: ada.email });
    await expect(sent).toHaveCount(1);
    await expect(sent).toContainText('Welcome, Ada');

    // Ada answers (the outbox plays her mailbox): the reply is hers, on her record, received once.
    await sent.click();
    const drawer = page.getByTestId('outbox-message');
    await drawer.getByRole('textbox', { name: `Reply as ${ada.email}` }).fill('Please call me on Monday');
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await expect(toastOf(page, 'success', messages.outboxReplySent)).toBeVisible();
    const history = await call<LeadHistoryResponse>(
      urlOf(leadActionEndpoints.history, { leadId: ada.lead.id }),
      {
        token: session.access,
      },
    );
    expect(history.history.filter((h) => h.action === 'receive_email').map((h) => h.new_value)).toEqual([
      'Re: Welcome, Ada',
    ]);
  });
});
