/**
 * The Forms setup page (`/tempo/forms-setup`, issue 19) as a journey drives it, and what it sets off read back
 * through the API: the owner's cell phone, and the texts the outbox holds for a number.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  accountEndpoints,
  apiPaths,
  type OutboxMessage,
  type Paginated,
  settingsMessages,
  webFormMessages as M,
} from '@ensemble/contracts';
import { call } from './api';
import { toast } from './record-page';

export const formsSetupUrl = '/tempo/forms-setup';

/** Gives the signed-in user a cell phone (E.164), as Account settings would: SMS can then be turned on. */
export async function giveCellPhone(token: string, phone: string): Promise<void> {
  await call(accountEndpoints.updateProfile.path, {
    method: 'PATCH',
    token,
    body: JSON.stringify({ cell_phone: phone }),
  });
}

/** The text to `phone` containing `fragment` (sending is queued work: polls the outbox's mailbox). */
export async function textTo(phone: string, fragment: string): Promise<OutboxMessage> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const page = await call<Paginated<OutboxMessage>>(
      `${apiPaths.mailbox}?address=${encodeURIComponent(phone)}`,
    );
    const found = page.results.find((m) => m.channel === 'sms' && m.text.includes(fragment));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no text to ${phone} containing ${fragment}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export class FormsSetupPage {
  constructor(readonly page: Page) {}

  get webhook(): Locator {
    return this.page.getByTestId('forms-setup-webhook');
  }

  get url(): Locator {
    return this.webhook.getByLabel('Webhook URL', { exact: true });
  }

  get users(): Locator {
    return this.page.getByTestId('users-table');
  }

  get tags(): Locator {
    return this.page.getByTestId('forms-setup-tags');
  }

  /** Copy: the toast, then what the clipboard holds (the context needs clipboard permissions). */
  async copyUrl(): Promise<string> {
    // Its name is the icon's ('copy') and the text's.
    await this.webhook.getByRole('button', { name: /Copy$/ }).click();
    await expect(toast(this.page, M.copied)).toBeVisible();
    return this.page.evaluate(() => navigator.clipboard.readText());
  }

  /** Edit → the tag found by a search of its name → Save, and the toast. */
  async setWebFormTag(name: string): Promise<void> {
    await this.tags.getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Edit web form tags' });
    const picker = dialog.getByLabel('Tags', { exact: true });
    await picker.click();
    await picker.fill(name);
    await this.page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${name}"]`).click();
    // A multiple select keeps its list open over the buttons: a click beside it closes it, as a user's would.
    await dialog.getByText('Leads arriving through the web form', { exact: false }).click();
    await expect(this.page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(this.page, M.tagsUpdated)).toBeVisible();
    await expect(dialog).toBeHidden();
  }

  /** The SMS switch of the user named `name` (as the table shows it). */
  smsSwitch(name: string): Locator {
    return this.users.getByRole('switch', { name: `SMS for ${name}`, exact: true });
  }

  async turnSmsOn(name: string): Promise<void> {
    await this.smsSwitch(name).click();
    await expect(toast(this.page, settingsMessages.userUpdated)).toBeVisible();
    await expect(this.smsSwitch(name)).toBeChecked();
  }
}
