/**
 * Organization settings seeds and read-backs (issue 5) through the API, plus the form steps the setup page and
 * the settings modals share.
 */
import { expect, type Locator } from '@playwright/test';
import {
  settingsPaths,
  type Location,
  type OrganizationSettings,
  type Paginated,
  type Service,
  type ServiceInput,
} from '@ensemble/contracts';
import { call } from './api';
import { runInE2eDatabase } from './db';

export async function getLocations(token: string, orgId: number): Promise<Location[]> {
  return (await call<Paginated<Location>>(`${settingsPaths.locations(orgId)}?page=1&page_size=25`, { token }))
    .results;
}

/** The organization's own services (the default set, when shown, is left out). */
export async function getServices(token: string, orgId: number): Promise<Service[]> {
  const page = await call<Paginated<Service>>(`${settingsPaths.services(orgId)}?currentPage=1&pageSize=50`, {
    token,
  });
  return page.results.filter((s) => !s.is_default);
}

export async function getOrganizationSettings(token: string, orgId: number): Promise<OrganizationSettings> {
  return call<OrganizationSettings>(settingsPaths.organizationSettings(orgId), { token });
}

/** Turns the default service set on or off for the organization (it is on for a new one). */
export async function setShowDefaultServices(token: string, orgId: number, show: boolean): Promise<void> {
  await call(settingsPaths.organizationSettings(orgId), {
    method: 'PATCH',
    token,
    body: JSON.stringify({ show_default_services: show ? 1 : 0 }),
  });
}

export async function createService(token: string, orgId: number, input: ServiceInput): Promise<Service> {
  return call<Service>(settingsPaths.services(orgId), { method: 'POST', token, body: JSON.stringify(input) });
}

/**
 * Forgets which provider product a service came from, so the product shows up as importable again: the only
 * way to see an import round trip with the local provider, where products exist only once pushed (deleting the
 * service would archive the product). Test support only.
 */
export async function detachServiceProduct(serviceId: number): Promise<void> {
  await runInE2eDatabase(
    (db) => `UPDATE \`${db}\`.\`services\` SET product_id = NULL WHERE id = ?`,
    [serviceId],
  );
}

/** Picks a time zone in the searchable Timezone select of `scope` (typing filters; Enter takes the match). */
export async function chooseTimeZone(scope: Locator, text = 'Eastern Time (US & Canada)'): Promise<void> {
  const select = scope.getByLabel('Timezone');
  await select.click();
  await select.fill(text);
  await expect(scope.page().locator('.ant-select-item-option-active')).toContainText(text);
  await select.press('Enter');
}

/** A string of `n` characters, for the max-length rules. */
export const chars = (n: number) => 'x'.repeat(n);
