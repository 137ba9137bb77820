import { expect, test, type Page } from '@playwright/test';
import { emailMessages } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import {
  chooseOption,
  emailPaths,
  mailsTo,
  seedTaggedClients,
  sendToTag,
  suppressions,
  unsubscribeLink,
} from '../support/email';
import { contactRow, contactsTable, stageUrl } from '../support/contacts';
import { openSignedIn } from '../support/session';

const count = (page: Page) => page.getByTestId('email-recipients-count');

async function writeEmail(page: Page, tagName: string, subject: string, text: string) {
  await chooseOption(page, page.getByLabel('Tags', { exact: true }), tagName);
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Text', { exact: true }).fill(text);
}

test.describe('email sending', () => {
  test('an email to a tag of three contacts goes to each with their own values, after the confirm', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Mailing');
    const { tag, people } = await seedTaggedClients(session.access, org.id, ['Ada', 'Grace', 'Alan']);

    await openSignedIn(page, session, org.id, emailPaths.page(org.id));
    await expect(page.getByText('make new email')).toBeVisible();
    await writeEmail(
      page,
      tag.name,
      'Hello #!first_name!#',
      'Dear #!first_name!# #!last_name!#, from #!organization_name!#.',
    );
    await expect(count(page)).toHaveText('3 addresses');

    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send email' });
    await expect(confirm.getByText(emailMessages.confirmSend(3))).toBeVisible();
    await confirm.getByRole('button', { name: emailMessages.sendAnyway }).click();
    await expect(page.getByText(emailMessages.emailSent)).toBeVisible();

    for (const p of people) {
      const [mail] = await mailsTo(p.email, 1);
      expect(mail?.subject).toBe(`Hello ${p.first_name}`);
      expect(mail?.text).toContain(`Dear ${p.first_name} ${p.last_name}, from ${org.name}.`);
    }
  });

  test('contacts picked on the clients list arrive in the composer by name', async ({ page }) => {
    const { session, org } = await ownerOfOne('Picked');
    const { people } = await seedTaggedClients(session.access, org.id, ['Hedy', 'Radia']);
    const [hedy, radia] = people as [(typeof people)[0], (typeof people)[0]];

    await openSignedIn(page, session, org.id, stageUrl('clients', org.id));
    const table = contactsTable(page);
    for (const p of people) await contactRow(table, p.first_name).getByRole('checkbox').check();
    await page
      .getByRole('toolbar', { name: 'Bulk actions' })
      .getByRole('button', { name: 'Send email' })
      .click();

    await expect(page).toHaveURL(new RegExp(`/rhapsody/email/templates/${org.id}\\?ids=`));
    await expect(count(page)).toHaveText('2 addresses');
    for (const p of [hedy, radia]) {
      await expect(page.getByText(`${p.first_name} ${p.last_name} <${p.email}>`)).toBeVisible();
    }
  });

  test('a contact who unsubscribes through the mail’s link is left out of the next send', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Unsubscribe');
    const { tag, people } = await seedTaggedClients(session.access, org.id, ['Edsger', 'Barbara']);
    const [leaving, staying] = people as [(typeof people)[0], (typeof people)[0]];
    await sendToTag(session.access, org.id, tag.id, 'First news', 'Hello #!first_name!#');
    const [first] = await mailsTo(leaving.email, 1);

    // The link is public: no session needed.
    await page.goto(unsubscribeLink(first!));
    const button = page.getByRole('button', { name: /unsubscribe/i });
    if (await button.isVisible()) await button.click();
    await expect(page.getByText(emailMessages.unsubscribed)).toBeVisible();
    await expect
      .poll(async () => (await suppressions(session.access, org.id)).map((s) => [s.email, s.reason]))
      .toContainEqual([leaving.email, 'unsubscribed']);

    await openSignedIn(page, session, org.id, emailPaths.page(org.id));
    await writeEmail(page, tag.name, 'Second news', 'Hello again #!first_name!#');
    await expect(count(page)).toHaveText('1 address · 1 unsubscribed or bounced left out');
    // One address: sent at once, no confirm.
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText(emailMessages.emailSent)).toBeVisible();

    const staying2 = await mailsTo(staying.email, 2);
    expect(staying2.map((m) => m.subject).sort()).toEqual(['First news', 'Second news']);
    // Give the queue the time it took the other, then check the one who left got nothing more.
    expect((await mailsTo(leaving.email, 2)).map((m) => m.subject)).toEqual(['First news']);

    // The suppression list says who is left out and why; the contact asks to be emailed again.
    await page.getByRole('button', { name: 'Unsubscribed and bounced addresses' }).click();
    const drawer = page.getByRole('dialog', { name: 'Unsubscribed and bounced addresses' });
    const row = drawer.getByRole('row', { name: new RegExp(leaving.email) });
    await expect(row.getByText('Unsubscribed')).toBeVisible();
    await row.getByRole('button', { name: `Email ${leaving.email} again` }).click();
    const confirm = page.getByRole('dialog', { name: 'Email this address again' });
    await confirm.getByRole('button', { name: 'Email again' }).click();
    await expect(page.getByText(emailMessages.suppressionRemoved)).toBeVisible();
    await expect(drawer.getByText(emailMessages.noSuppressions)).toBeVisible();
    expect(await suppressions(session.access, org.id)).toEqual([]);
  });
});
