import { expect, test, type Page } from '@playwright/test';
import { messages, settingsMessages } from '@ensemble/contracts';
import { ownerWith, ownerOfOne } from '../support/api';
import { originOf, ports } from '../support/ports';
import { openSignedIn } from '../support/session';
import { chooseTimeZone, getLocations, getOrganizationSettings, getServices } from '../support/settings';

const setupUrl = (id: number) => `/configuration?organizationId=${id}`;

/** The Locations section's fields a setup needs: a name, a time zone and, when given, a website. */
async function fillLocation(page: Page, name: string, website?: string) {
  const section = page.getByTestId('setup-locations');
  await section.getByLabel('Name', { exact: true }).fill(name);
  if (website !== undefined) await section.getByLabel('Website').fill(website);
  await chooseTimeZone(section);
}

async function chooseInfoSource(page: Page, source: string) {
  await page.getByTestId('setup-analytics').getByText(source, { exact: true }).click();
}

/** Submits the smallest setup: a location, one service's name and the info source. */
async function submitSetup(page: Page, location: string, website: string, service: string, source: string) {
  await fillLocation(page, location, website);
  await page.getByTestId('setup-service-0').getByLabel('Service name').fill(service);
  await chooseInfoSource(page, source);
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('first-time setup', () => {
  test('full edition: location, service and info source are saved, then the dashboard', async ({ page }) => {
    const { session, org } = await ownerOfOne('Setup Full');
    await openSignedIn(page, session, org.id, setupUrl(org.id));

    await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();
    // Nothing filled: each required field says so and nothing is sent.
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText(messages.fieldRequired('Name'), { exact: true })).toBeVisible();
    await expect(page.getByText(messages.fieldRequired('Service name'))).toBeVisible();
    await expect(page.getByText(messages.fieldRequired('How did you hear about us'))).toBeVisible();

    await fillLocation(page, 'Main Street Studio', 'mainstreet.example.com');
    const service = page.getByTestId('setup-service-0');
    await service.getByLabel('Service name').fill('Piano lessons');
    await service.getByLabel('Service description').fill('Weekly, one hour');
    await service.getByLabel('Price ($)').fill('49.99');
    await chooseInfoSource(page, 'a podcast');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(new RegExp(`/dashboard/${org.id}$`));
    const locations = await getLocations(session.access, org.id);
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({
      name: 'Main Street Studio',
      website: 'https://mainstreet.example.com',
      timezone: 'America/New_York',
      is_main: true,
    });
    const services = await getServices(session.access, org.id);
    expect(services).toHaveLength(1);
    expect(services[0]).toMatchObject({
      name: 'Piano lessons',
      description: 'Weekly, one hour',
      price: 4999,
      price_type: 'recurring',
      billing_period: 'monthly',
    });
    expect((await getOrganizationSettings(session.access, org.id)).about_us_info_source).toBe('a podcast');
  });

  test('an invalid website is refused and nothing is saved', async ({ page }) => {
    const { session, org } = await ownerOfOne('Setup Bad Site');
    await openSignedIn(page, session, org.id, setupUrl(org.id));

    await submitSetup(page, 'Harbor Office', 'not a website', 'Tuning', 'Google');

    await expect(page.getByText(messages.websiteInvalid)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/configuration\\?organizationId=${org.id}$`));
    expect(await getLocations(session.access, org.id)).toEqual([]);
    expect(await getServices(session.access, org.id)).toEqual([]);
    expect((await getOrganizationSettings(session.access, org.id)).about_us_info_source).toBeNull();
  });

  test('a setup the server refuses shows the failure and saves nothing', async ({ page }) => {
    // The form is valid; the API refuses it because the organization in the link is not the user's.
    const { session, organizations } = await ownerWith(1, 'Setup Mine');
    const other = await ownerWith(1, 'Setup Theirs');
    const foreign = other.organizations[0]!;
    await openSignedIn(page, session, organizations[0]!.id, setupUrl(foreign.id));

    await submitSetup(page, 'Somewhere', 'https://somewhere.example.com', 'Repairs', 'Other');

    await expect(page.getByText(settingsMessages.setupFailed)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/configuration\\?organizationId=${foreign.id}$`));
    // The values stay for another try.
    await expect(page.getByTestId('setup-locations').getByLabel('Name', { exact: true })).toHaveValue(
      'Somewhere',
    );
    expect(await getLocations(other.session.access, foreign.id)).toEqual([]);
    expect(await getServices(other.session.access, foreign.id)).toEqual([]);
    expect(await getLocations(session.access, organizations[0]!.id)).toEqual([]);
  });

  test('social edition: no Services section, then the social setup page', async ({ page }) => {
    const { session, org } = await ownerOfOne('Setup Social');
    const shell = originOf(ports.shellSocial);
    await openSignedIn(page, session, org.id, `${shell}${setupUrl(org.id)}`);

    await expect(page.getByTestId('setup-locations')).toBeVisible();
    await expect(page.getByTestId('setup-analytics')).toBeVisible();
    await expect(page.getByTestId('setup-services')).toHaveCount(0);
    await expect(page.getByLabel('Service name')).toHaveCount(0);

    await fillLocation(page, 'Social Corner', 'socialcorner.example.com');
    await chooseInfoSource(page, 'Social Media');
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(`${shell}/tempo/social-setup/${org.id}`);
    // Campaign settings (spec 3), not the not-found page, with a way on.
    await expect(page.getByRole('heading', { name: 'Campaign settings' })).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Go to the social campaign' })).toBeVisible();
    const locations = await getLocations(session.access, org.id);
    expect(locations).toHaveLength(1);
    expect(locations[0]).toMatchObject({
      name: 'Social Corner',
      website: 'https://socialcorner.example.com',
      is_main: true,
    });
    expect(await getServices(session.access, org.id)).toEqual([]);
    expect((await getOrganizationSettings(session.access, org.id)).about_us_info_source).toBe('Social Media');
  });
});
