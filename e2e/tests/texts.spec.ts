import { expect, test } from '@playwright/test';
import { inboxMessages, textMessages } from '@ensemble/contracts';
import { ownerOfOne } from '../support/api';
import {
  seedPhoneNumber,
  seedTaggedProspects,
  sendTextToTag,
  textFromPhone,
  textPaths,
  textsTo,
} from '../support/texts';
import { openSignedIn } from '../support/session';

test.describe('texts', () => {
  test('a new organization without a number is sent to phone setup', async ({ page }) => {
    const { session, org } = await ownerOfOne('No number');
    await openSignedIn(page, session, org.id, textPaths.page(org.id));
    const confirm = page.getByRole('dialog', { name: textMessages.phoneSetupNotCompleted });
    await expect(confirm).toBeVisible();
    await expect(page.getByRole('tab')).toHaveCount(0);
    await confirm.getByRole('button', { name: textMessages.goToPhoneSetup }).click();
    await expect(page).toHaveURL(new RegExp(`${textPaths.phoneSetup(org.id)}$`));
    await expect(page.getByTestId('phone-number-choice')).toBeVisible();
  });

  test('a text to a tag reaches each contact with their own first name', async ({ page }) => {
    const { session, org } = await ownerOfOne('Texting');
    await seedPhoneNumber(session.access, org.id);
    const { tag, people } = await seedTaggedProspects(session.access, org.id, ['Ada', 'Grace']);

    await openSignedIn(page, session, org.id, textPaths.page(org.id));
    await expect(page.getByRole('tab', { name: 'Write text' })).toHaveAttribute('aria-selected', 'true');
    await sendTextToTag(page, tag.name, 'Hi #!first_name!#, your renewal is due.');
    await expect(page.getByText(textMessages.messageSent)).toBeVisible();

    for (const p of people) {
      const [sms] = await textsTo(p.phone, 1);
      expect(sms?.text).toBe(`Hi ${p.first_name}, your renewal is due.`);
    }
  });

  test('a reply appears in the conversation, and is answered from the inbox', async ({ page }) => {
    const { session, org } = await ownerOfOne('Inbox');
    const number = await seedPhoneNumber(session.access, org.id);
    const { tag, people } = await seedTaggedProspects(session.access, org.id, ['Hedy']);
    const hedy = people[0]!;
    await openSignedIn(page, session, org.id, textPaths.page(org.id));
    await sendTextToTag(page, tag.name, 'Hello #!first_name!#, shall we talk?');
    await expect(page.getByText(textMessages.messageSent)).toBeVisible();
    await textsTo(hedy.phone, 1);

    await textFromPhone(hedy.phone, number, 'Yes, call me tomorrow');
    await page.goto(textPaths.inbox(org.id, hedy.lead.id));
    const messages = page.getByRole('log', { name: 'Messages' });
    await expect(messages.getByTestId('text-message')).toHaveText([
      /Hello Hedy, shall we talk\?/,
      /Yes, call me tomorrow/,
    ]);
    await expect(messages.getByTestId('text-message').last()).toHaveAttribute('data-direction', 'inbound');

    await page.getByLabel('Message', { exact: true }).fill('Tomorrow at 10 then.');
    await page.getByRole('button', { name: inboxMessages.reply }).click();
    await expect(page.getByText(textMessages.messageSent)).toBeVisible();
    await expect(messages.getByTestId('text-message').last()).toContainText('Tomorrow at 10 then.');
    const texts = await textsTo(hedy.phone, 2);
    expect(texts.at(-1)?.text).toBe('Tomorrow at 10 then.');
  });

  test('a contact who texts STOP is left out of the next send, and the send says so', async ({ page }) => {
    const { session, org } = await ownerOfOne('Stop');
    const number = await seedPhoneNumber(session.access, org.id);
    const { tag, people } = await seedTaggedProspects(session.access, org.id, ['Alan', 'Barbara']);
    const [leaving, staying] = people as [(typeof people)[0], (typeof people)[0]];
    await textFromPhone(leaving.phone, number, 'STOP');

    await openSignedIn(page, session, org.id, textPaths.page(org.id));
    await sendTextToTag(page, tag.name, 'News for #!first_name!#');
    await expect(page.getByText(textMessages.messageSent)).toBeVisible();
    await expect(page.getByTestId('text-stopped-skipped')).toHaveText(textMessages.stoppedSkipped(1));

    const [sms] = await textsTo(staying.phone, 1);
    expect(sms?.text).toBe(`News for ${staying.first_name}`);
    // One send's texts are delivered together: by now the contact who left would have had theirs.
    const toLeaving = await textsTo(leaving.phone, 0);
    expect(toLeaving.map((m) => m.text)).not.toContain(`News for ${leaving.first_name}`);
  });
});
