/**
 * Contacts lifecycle seeds (issue 6) through the API: contacts in each stage, opportunity lists, sources and
 * tags, plus the record page steps the lifecycle journeys share.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import {
  leadRecordRoute,
  leadsPaths,
  settingsPaths,
  type FsmState,
  type LeadRecord,
  type OpportunityList,
  type Source,
  type Tag,
} from '@ensemble/contracts';
import { call } from './api';

export interface Seeded {
  token: string;
  orgId: number;
}

let counter = 0;

/** A contact created directly in `stage` (opportunities in `listId`), with a unique name. */
export async function seedLead(
  { token, orgId }: Seeded,
  stage: FsmState,
  opts: { listId?: number; firstName?: string } = {},
): Promise<LeadRecord> {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  const body = {
    first_name: opts.firstName ?? `Lin${counter}`,
    last_name: `Stage${tag}`,
    email: `lin.${tag}@example.test`,
    company_name: 'Lifecycle Co',
    temperature: 2,
  };
  const collection: Record<FsmState, string> = {
    Opportunity: leadsPaths.opportunities(orgId, opts.listId ?? 0),
    Prospect: leadsPaths.prospects(orgId),
    Client: leadsPaths.clients(orgId),
    'Former Clients': leadsPaths.formerClients(orgId),
    Other: leadsPaths.others(orgId),
  };
  return call<LeadRecord>(collection[stage], { method: 'POST', token, body: JSON.stringify(body) });
}

export async function seedList({ token, orgId }: Seeded, title: string): Promise<OpportunityList> {
  return call<OpportunityList>(leadsPaths.opportunityLists(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ title }),
  });
}

export async function seedSource({ token, orgId }: Seeded, name: string): Promise<Source> {
  return call<Source>(settingsPaths.sources(orgId), {
    method: 'POST',
    token,
    body: JSON.stringify({ name, description: 'Seeded for the lifecycle journeys' }),
  });
}

export async function seedTag({ token, orgId }: Seeded, name: string): Promise<Tag> {
  return call<Tag>(settingsPaths.tags(orgId), { method: 'POST', token, body: JSON.stringify({ name }) });
}

export const displayName = (l: LeadRecord) => `${l.first_name} ${l.last_name}`;

/** The record page of `lead` as it is now. */
export const recordPath = (orgId: number, lead: Pick<LeadRecord, 'id' | 'fsm_state' | 'lead_list_id'>) =>
  leadRecordRoute(orgId, lead);

/** Waits for the record page of `name` in the stage shown as `badge`. */
export async function expectRecord(page: Page, name: string, badge: string): Promise<void> {
  await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
  await expect(page.getByTestId('stage-badge')).toHaveText(badge);
}

/** Clicks a transition button of the record header and returns its dialog. */
export async function openTransition(page: Page, label: string): Promise<Locator> {
  await page.getByTestId('record-actions').getByRole('button', { name: label, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens the select labelled `label` inside `scope` and clicks the option titled `option`. */
export async function choose(scope: Locator, label: string, option: string): Promise<void> {
  // The dropdown lives outside the dialog, so the select itself must show the choice. On a loaded machine a click
  // can land while the dropdown is still opening; pick again until the choice shows.
  await expect(async () => {
    await scope.getByLabel(label, { exact: true }).click();
    await scope
      .page()
      .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`)
      .click({ timeout: 5_000 });
    await expect(scope.locator('.ant-select').filter({ hasText: option })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** The value the Info accordion shows for `label`. */
export function infoValue(page: Page, label: string): Locator {
  return page
    .locator('th.ant-descriptions-item-label')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::td[1]');
}
