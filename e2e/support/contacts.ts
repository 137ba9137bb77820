/** Contacts of the stage lists (issue 6), seeded and read back through the API. */
import type { Locator, Page } from '@playwright/test';
import { leadsPaths, settingsPaths, type LeadRecord, type Tag } from '@ensemble/contracts';
import { call } from './api';

export type SeedStage = 'prospects' | 'clients' | 'former-clients' | 'others';

const createPath: Record<SeedStage, (orgId: number) => string> = {
  prospects: leadsPaths.prospects,
  clients: leadsPaths.clients,
  'former-clients': leadsPaths.formerClients,
  others: leadsPaths.others,
};
const itemPath: Record<SeedStage, (orgId: number, id: number) => string> = {
  prospects: leadsPaths.prospect,
  clients: leadsPaths.client,
  'former-clients': leadsPaths.formerClient,
  others: leadsPaths.other,
};

export interface SeedLead {
  first_name?: string | null;
  last_name?: string | null;
  company_name?: string | null;
  email?: string | null;
  cell_phone?: string | null;
}

export async function seedLead(
  token: string,
  orgId: number,
  stage: SeedStage,
  lead: SeedLead,
): Promise<LeadRecord> {
  return call<LeadRecord>(createPath[stage](orgId), { method: 'POST', token, body: JSON.stringify(lead) });
}

export async function getLead(
  token: string,
  orgId: number,
  stage: SeedStage,
  id: number,
): Promise<LeadRecord> {
  return call<LeadRecord>(itemPath[stage](orgId, id), { token });
}

export async function seedTag(token: string, orgId: number, name: string): Promise<Tag> {
  return call<Tag>(settingsPaths.tags(orgId), { method: 'POST', token, body: JSON.stringify({ name }) });
}

export const stageUrl = (stage: SeedStage, orgId: number) => `/composition/${stage}/${orgId}`;

export const contactsTable = (page: Page) => page.getByTestId('leads-table');
export const contactRows = (table: Locator) => table.locator('tbody tr.ant-table-row');
export const contactRow = (table: Locator, text: string) => contactRows(table).filter({ hasText: text });

/** Picks the page size in the table's pager ("10 / page" → "5 / page"). */
export async function choosePageSize(page: Page, size: number) {
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByRole('option', { name: `${size} / page`, exact: true }).click();
}
