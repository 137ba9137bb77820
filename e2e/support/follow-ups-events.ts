/**
 * Follow-up dates, activities and events journeys (issue 7): seeds through the API and the record page steps
 * they share.
 */
import type { Locator } from '@playwright/test';
import { leadsPaths, settingsPaths, type FollowUpStrategy, type LeadRecord } from '@ensemble/contracts';
import { call } from './api';
import type { Seeded } from './lifecycle';

let counter = 0;

/** Saves the organization's follow-up strategy (days per slot; missing slots null). */
export async function setFollowUpStrategy({ token, orgId }: Seeded, days: number[]): Promise<void> {
  const slots: (keyof FollowUpStrategy)[] = [
    'first_follow_up_date',
    'second_follow_up_date',
    'third_follow_up_date',
    'fourth_follow_up_date',
    'fifth_follow_up_date',
  ];
  const body = Object.fromEntries(slots.map((k, i) => [k, days[i] ?? null]));
  await call<FollowUpStrategy>(settingsPaths.followUpStrategy(orgId), {
    method: 'PUT',
    token,
    body: JSON.stringify(body),
  });
}

/** A prospect or client with an email and a cell phone. */
export async function seedReachableLead(
  { token, orgId }: Seeded,
  stage: 'Prospect' | 'Client',
): Promise<LeadRecord> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const body = {
    first_name: 'Fay',
    last_name: `Follow${tag}`,
    email: `fay.${tag}@example.test`,
    cell_phone: '(415) 555-0134',
  };
  const path = stage === 'Prospect' ? leadsPaths.prospects(orgId) : leadsPaths.clients(orgId);
  return call<LeadRecord>(path, { method: 'POST', token, body: JSON.stringify(body) });
}

export { openSection, toast } from './record-page';

/** Types a MM/DD/YYYY date into an antd date picker and confirms it. */
export async function typeDate(picker: Locator, date: string): Promise<void> {
  await picker.click();
  await picker.fill(date);
  await picker.press('Enter');
}
