/** Steps on a contact's record page that several journeys take. */
import { expect, type Locator, type Page } from '@playwright/test';
import type { LeadRecord, LoginSuccess } from '@ensemble/contracts';
import { ownerOfOne } from './api';
import { displayName, expectRecord, recordPath, seedLead, type Seeded } from './lifecycle';
import { openSignedIn } from './session';

/** Opens the accordion titled `title` (closed ones render nothing until opened) and returns it. */
export async function openSection(page: Page, title: string): Promise<Locator> {
  const item = page.locator('.ant-collapse-item').filter({
    has: page.locator('.ant-collapse-header', { hasText: new RegExp(`^${title}$`) }),
  });
  const header = item.locator('.ant-collapse-header');
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  return item;
}

/** Clicks `button` in `scope` (a section, a table) and returns the form it opens in a dialog, named `form`. */
export async function openForm(scope: Locator, button: string | RegExp, form: string): Promise<Locator> {
  await scope.getByRole('button', { name: button }).click();
  return scope.page().getByRole('dialog').getByRole('form', { name: form });
}

export const toast = (page: Page, text: string) =>
  page.locator('.ant-message').getByText(text, { exact: true });

/** An owner with one organization (ownerOfOne), and the two as the seeds take them (`seeded`). */
export async function seededOwner(prefix: string) {
  const owner = await ownerOfOne(prefix);
  const seeded: Seeded = { token: owner.session.access, orgId: owner.org.id };
  return { ...owner, seeded };
}

/** Opens the record page of `lead` signed in, and waits for its name and stage badge (`badge`). */
export async function openRecord(
  page: Page,
  session: LoginSuccess,
  { orgId }: Seeded,
  lead: LeadRecord,
  badge: string,
): Promise<void> {
  await openSignedIn(page, session, orgId, recordPath(orgId, lead));
  await expectRecord(page, displayName(lead), badge);
}

/** A new owner's contact at `stage` with its record page open: how most record journeys begin. */
export async function openNewRecord(page: Page, prefix: string, stage: 'Prospect' | 'Client') {
  const { seeded, session } = await seededOwner(prefix);
  const lead = await seedLead(seeded, stage);
  await openRecord(page, session, seeded, lead, stage);
  return { seeded, session, lead };
}
