import { expect, test } from '@playwright/test';
import { leadsExtraMessages, leadsPaths, type LeadRecord } from '@ensemble/contracts';
import { call, ownerOfOne } from '../support/api';
import { originOf, ports } from '../support/ports';
import { openSignedIn } from '../support/session';

async function seedLead(
  token: string,
  path: string,
  first_name: string,
  last_name: string,
  email: string,
): Promise<LeadRecord> {
  return call<LeadRecord>(path, {
    method: 'POST',
    token,
    body: JSON.stringify({ first_name, last_name, email }),
  });
}

test.describe('global search', () => {
  test('finds contacts of every stage from 3 characters and opens the chosen record page', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Global Search');
    const token = session.access;
    // A prefix of this run only, so the contacts of other runs never match.
    const prefix = `Zq${Date.now().toString(36)}`;
    const seed = (stage: 'prospects' | 'clients' | 'others', first: string, last: string, email: string) =>
      seedLead(token, leadsPaths[stage](org.id), `${prefix}${first}`, last, email);
    const prospect = await seed('prospects', 'Pam', 'Prospect', 'pam@example.test');
    const client = await seed('clients', 'Cal', 'Client', 'cal@example.test');
    await seed('others', 'Oto', 'Other', 'oto@example.test');

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    const search = page.getByTestId('global-search');
    await expect(search).toBeVisible();
    // The results' dropdown: the dashboard behind it lists the same new contacts (Unworked leads).
    const results = page.locator('.ant-select-dropdown');

    // Fewer than 3 characters: no dropdown at all.
    await search.fill(prefix.slice(0, 2));
    await expect(results.getByText(leadsExtraMessages.globalSearchNoResults)).toHaveCount(0);

    await search.fill(prefix);
    await expect(results.getByText(`${prefix}Pam Prospect`)).toBeVisible();
    await expect(results.getByText(`${prefix}Cal Client`)).toBeVisible();
    await expect(results.getByText(`${prefix}Oto Other`)).toBeVisible();
    await expect(results.getByText('cal@example.test')).toBeVisible();

    await results.getByText(`${prefix}Cal Client`).click();
    await expect(page).toHaveURL(new RegExp(`/composition/clients/${org.id}/client/${client.id}$`));
    await expect(search).toHaveValue('');

    // Keyboard: the first result (newest first) is active; Enter opens it.
    await search.fill(`${prefix}Pa`);
    await expect(results.getByText(`${prefix}Pam Prospect`)).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/composition/prospects/${org.id}/prospect/${prospect.id}$`));

    await search.fill(`${prefix}nobody`);
    await expect(results.getByText(leadsExtraMessages.globalSearchNoResults)).toBeVisible();
  });

  test('the social edition has no global search', async ({ page }) => {
    const { session, org } = await ownerOfOne('Global Search Social');
    const shell = originOf(ports.shellSocial);
    await openSignedIn(page, session, org.id, `${shell}/rhapsody/social/${org.id}`);
    await expect(page.locator('[data-remote="mfe-rhapsody"]')).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.getByTestId('global-search')).toHaveCount(0);
  });
});
