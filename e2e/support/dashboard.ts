/**
 * The dashboard (issue 18): its widgets as a user finds them, and what fills them seeded through the API —
 * contacts, a reminder, a campaign sent (an email report), a web-form post (the public webhook), a note.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  dashboardWidgetTitles,
  type LeadNote,
  leadNotesPaths,
  type LeadReminder,
  leadRemindersPaths,
  pathOf,
  type WebFormKey,
  webFormEndpoints,
  type WebFormPostResult,
} from '@ensemble/contracts';
import { call } from './api';
import { wallClock } from './documents-reminders';
import { seedTaggedClients, sendToTag } from './email';

export const dashboardUrl = (orgId: number) => `/dashboard/${orgId}`;

export type WidgetName = keyof typeof dashboardWidgetTitles;

/** A widget's card, found by its title (each card is a region named by its heading). */
export const widget = (page: Page, name: WidgetName): Locator =>
  page.getByRole('region', { name: dashboardWidgetTitles[name], exact: true });

/** The data rows of a widget's table (not the header, nor the expanded rows). */
export const widgetRows = (card: Locator) => card.locator('tbody tr.ant-table-row');

/** Clicks the widget's Refresh until `ready` holds (the API's queued work may land a moment later). */
export async function refreshUntil(card: Locator, ready: () => Promise<unknown>): Promise<void> {
  await expect(async () => {
    await card.getByRole('button', { name: /^Refresh/ }).click();
    await ready();
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
}

/** A note on a contact: it has been worked, so it leaves Unworked leads. */
export async function addNote(token: string, leadId: number, note: string): Promise<LeadNote> {
  return call<LeadNote>(leadNotesPaths.notes(leadId), {
    method: 'POST',
    token,
    body: JSON.stringify({ note }),
  });
}

/**
 * An open reminder `daysAhead` days from now on `leadId`, written on the wall clock of the organization's zone (a
 * new organization has no location: America/New_York). Returns it with its date as the widget shows it.
 */
export async function seedReminder(
  token: string,
  leadId: number,
  reminder: string,
  daysAhead = 3,
  zone = 'America/New_York',
): Promise<LeadReminder> {
  const when = new Date(Date.now() + daysAhead * 86_400_000);
  when.setSeconds(0, 0);
  return call<LeadReminder>(leadRemindersPaths.list(leadId), {
    method: 'POST',
    token,
    body: JSON.stringify({ date_of_sending: wallClock(when, zone), reminder }),
  });
}

/** A campaign to a tag of two new clients: one email report with `subject`. */
export async function sendCampaign(token: string, orgId: number, subject: string): Promise<void> {
  const { tag } = await seedTaggedClients(token, orgId, ['Emma', 'Noether']);
  await sendToTag(token, orgId, tag.id, subject, 'Hello #!first_name!#, spring is here.');
}

/** The organization's web-form webhook token (the owner's call; the URL is made on the first read). */
export async function webFormToken(token: string, orgId: number): Promise<string> {
  return (await call<WebFormKey>(pathOf(webFormEndpoints.key)(orgId), { token })).token;
}

/** A website's form post to the public webhook, as a visitor's browser would send it (no session). */
export async function postWebForm(
  webhookToken: string,
  fields: Record<string, string>,
): Promise<WebFormPostResult> {
  return call<WebFormPostResult>(pathOf(webFormEndpoints.submit)(webhookToken), {
    method: 'POST',
    body: JSON.stringify(fields),
  });
}
