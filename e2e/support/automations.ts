/**
 * Automations (issue 20): templates, drips and a main location seeded through the API, and the
 * `/tempo/automations` screen (its four tabs and their dialogs) as a journey drives it.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  type AutomationActionInput,
  type AutomationInput,
  automationEndpoints,
  type CustomAutomation,
  type EmailTemplate,
  emailEndpoints,
  type Location,
  type OutboxMessage,
  type Paginated,
  apiPaths,
  settingsPaths,
  type TextTemplate,
  timeZones,
  urlOf,
  wallClockAt,
} from '@ensemble/contracts';
import { call } from './api';

export const automationsUrl = (tab?: 'global' | 'follow-up' | 'build-your-own' | 'result-based') =>
  `/tempo/automations${tab ? `?tab=${tab}` : ''}`;

export async function seedEmailTemplate(token: string, orgId: number, title: string): Promise<EmailTemplate> {
  return call<EmailTemplate>(urlOf(emailEndpoints.templates.create, { orgId }), {
    method: 'POST',
    token,
    body: JSON.stringify({ title, html: `<p>Hello #!first_name!#, ${title}.</p>` }),
  });
}

export async function seedTextTemplate(token: string, orgId: number, title: string): Promise<TextTemplate> {
  return call<TextTemplate>(urlOf(emailEndpoints.textTemplates.create, { orgId }), {
    method: 'POST',
    token,
    body: JSON.stringify({ title, template: `Hi #!first_name!#, ${title}.` }),
  });
}

/**
 * A drip by day with its actions. It is created off and switched on once its actions exist: a tick landing in
 * between would enroll the audience before the actions, and a day-0 step already past its 2 PM then skips them.
 */
export async function seedDripByDay(
  token: string,
  orgId: number,
  automation: Omit<Partial<AutomationInput>, 'type' | 'active'> & { name: string },
  actions: AutomationActionInput[],
): Promise<CustomAutomation> {
  const created = await call<CustomAutomation>(urlOf(automationEndpoints.custom.create, { orgId }), {
    method: 'POST',
    token,
    body: JSON.stringify({ ...automation, type: 0, active: false }),
  });
  await call(urlOf(automationEndpoints.custom.dripByDayBatch, { orgId, id: created.id }), {
    method: 'POST',
    token,
    body: JSON.stringify({ actions }),
  });
  return call<CustomAutomation>(urlOf(automationEndpoints.custom.update, { orgId, id: created.id }), {
    method: 'PATCH',
    token,
    body: JSON.stringify({ active: true }),
  });
}

/** The organization's Build your own automations, newest first, with their actions. */
export async function customAutomations(token: string, orgId: number): Promise<CustomAutomation[]> {
  return (
    await call<Paginated<CustomAutomation>>(urlOf(automationEndpoints.custom.list, { orgId }), { token })
  ).results;
}

/**
 * A zone where it is now between 3 PM and 9 PM: a drip by day's day-0 step (2 PM on the day the contact enters)
 * is then already due at the next tick, and the day does not turn while the journey waits.
 */
export function afternoonZone(now = new Date()): string {
  const zone = timeZones.find((z) => {
    const { hour } = wallClockAt(now, z.value);
    return hour >= 15 && hour <= 21;
  });
  if (!zone) throw new Error(`no time zone in the afternoon at ${now.toISOString()}`);
  return zone.value;
}

/** Gives the organization a main location in `timezone`: the zone its automations go by. */
export async function seedMainLocation(token: string, orgId: number, timezone: string): Promise<Location> {
  return call<Location>(settingsPaths.locations(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ name: 'Main office', timezone, is_main: true }),
  });
}

/**
 * The first email to `address`, waiting for the scheduler's next per-minute tick and the delivery behind it (up to
 * `ms`).
 */
export async function mailAfterTick(address: string, ms = 80_000): Promise<OutboxMessage> {
  const deadline = Date.now() + ms;
  for (;;) {
    const page = await call<Paginated<OutboxMessage>>(
      `${apiPaths.mailbox}?address=${encodeURIComponent(address)}`,
    );
    const mail = page.results.find((m) => m.channel === 'email');
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no email to ${address} within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/**
 * Picks an option of an antd single Select, which closes its list itself. No Escape afterwards (as email.ts's
 * chooseOption presses): with the list already closed, Escape would close the dialog around the select.
 */
export async function pickOption(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** A toast of that kind saying `text`: an error must look like an error, not a success. */
export const toastOf = (page: Page, kind: 'success' | 'error', text: string): Locator =>
  page.locator(`.ant-message .ant-message-${kind}`).getByText(text, { exact: true });

/**
 * The rows of the Global automations and Follow up emails tables: an email template, a subject edited in place and
 * an active switch, named after the row ('Christmas Day', 'First Follow Up').
 */
export class TemplatedRows {
  constructor(
    readonly page: Page,
    readonly table: Locator,
  ) {}

  row(name: string): Locator {
    return this.table
      .locator('tbody tr.ant-table-row')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  template(name: string): Locator {
    return this.table.getByLabel(`Email template of ${name}`, { exact: true });
  }

  subject(name: string): Locator {
    return this.table.getByLabel(`Subject of ${name}`, { exact: true });
  }

  active(name: string): Locator {
    return this.table.getByRole('switch', { name: `Active: ${name}`, exact: true });
  }

  async assignTemplate(name: string, title: string): Promise<void> {
    await pickOption(this.page, this.template(name), title);
    await expect(toastOf(this.page, 'success', 'Template assigned successfully')).toBeVisible();
    await expect(this.subject(name)).toBeEnabled();
  }

  /** Enter saves the subject typed in place. */
  async writeSubject(name: string, subject: string): Promise<void> {
    await this.subject(name).fill(subject);
    await this.subject(name).press('Enter');
  }

  /** The select's clear mark, shown while the pointer is over it. */
  async removeTemplate(name: string): Promise<void> {
    const select = this.row(name)
      .locator('.ant-select')
      .filter({ has: this.page.getByLabel(`Email template of ${name}`, { exact: true }) });
    await select.hover();
    await select.locator('.ant-select-clear').click();
  }
}

/** The Build your own and Result based lists (AutomationsTable). */
export class AutomationsList {
  constructor(
    readonly page: Page,
    readonly testId: 'build-your-own' | 'result-based',
  ) {}

  get table(): Locator {
    return this.page.getByTestId(`${this.testId}-table`);
  }

  row(name: string): Locator {
    return this.table
      .locator('tbody tr.ant-table-row')
      .filter({ has: this.page.getByText(name, { exact: true }) });
  }

  active(name: string): Locator {
    return this.table.getByRole('switch', { name: `Active: ${name}`, exact: true });
  }

  /** Delete → the confirmation, left open for the journey to confirm (and see what follows). */
  async askDelete(name: string): Promise<Locator> {
    await this.table.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    const confirm = this.page.getByRole('dialog', { name: `Delete ${name}` });
    await expect(confirm).toBeVisible();
    return confirm;
  }
}

/** The actions dialog of an automation: rows of what to send, when, and with what. */
export class ActionsDialog {
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    title: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: title });
  }

  row(n: number): Locator {
    return this.dialog.getByTestId(`action-row-${n}`);
  }

  get errors(): Locator {
    return this.dialog.getByTestId('actions-errors');
  }

  async addRow(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Add action' }).click();
  }

  async send(n: number, what: 'Email' | 'SMS' | 'Reminder'): Promise<void> {
    await pickOption(this.page, this.row(n).getByLabel('Send', { exact: true }), what);
  }

  async day(n: number, day: number): Promise<void> {
    await this.row(n).getByLabel('Day', { exact: true }).fill(String(day));
  }

  async email(n: number, template: string, subject: string): Promise<void> {
    await pickOption(this.page, this.row(n).getByLabel('Email template', { exact: true }), template);
    await this.row(n).getByLabel('Subject', { exact: true }).fill(subject);
  }

  async text(n: number, template: string): Promise<void> {
    await pickOption(this.page, this.row(n).getByLabel('Text template', { exact: true }), template);
  }

  async reminder(n: number, text: string): Promise<void> {
    await this.row(n).getByLabel('Reminder', { exact: true }).fill(text);
  }

  async save(): Promise<void> {
    await this.dialog.getByRole('button', { name: 'Save', exact: true }).click();
  }
}
