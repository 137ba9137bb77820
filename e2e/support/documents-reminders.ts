/**
 * Issue 7 documents and reminders: seeds and record page steps for their journeys.
 */
import { expect, type Page } from '@playwright/test';
import { leadsPaths, type LeadRecord } from '@ensemble/contracts';
import { call } from './api';
import type { Seeded } from './lifecycle';

let counter = 0;

/** A client assigned to `accountRep` (a user id) as its account representative. */
export async function seedClientWithRep({ token, orgId }: Seeded, accountRep: number): Promise<LeadRecord> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return call<LeadRecord>(leadsPaths.clients(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({
      first_name: 'Rita',
      last_name: `Remind${tag}`,
      email: `rita.${tag}@example.test`,
      account_rep: accountRep,
    }),
  });
}

/** Opens one accordion of the record page. */
export async function openSection(page: Page, title: string): Promise<void> {
  const header = page.locator('.ant-collapse-header').filter({ hasText: new RegExp(`^${title}$`) });
  await header.click();
  await expect(page.locator('.ant-collapse-item-active').filter({ has: header })).toBeVisible();
}

/** `date` as 'MM/DD/YYYY h:mm:ss A' on the wall clock of `timeZone`. */
export function wallClock(date: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute}:${parts.second} ${String(parts.dayPeriod).toUpperCase()}`;
}
