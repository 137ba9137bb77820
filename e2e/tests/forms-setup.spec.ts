import { expect, test } from '@playwright/test';
import { formatPhoneNumber } from '@ensemble/contracts';
import { ownerOfOne, uniquePhone } from '../support/api';
import { seedTag } from '../support/contacts';
import { dashboardUrl, widget } from '../support/dashboard';
import { FormsSetupPage, formsSetupUrl, giveCellPhone, textTo } from '../support/forms';
import { openSignedIn } from '../support/session';

const stamp = () => `${Date.now().toString(36)}${process.pid}`;

test.describe('forms setup', () => {
  test("the owner copies the webhook URL, picks the web-form tag and turns SMS on; a website's post makes a tagged contact and texts the owner", async ({
    page,
    context,
    request,
  }) => {
    const { user, session, org } = await ownerOfOne('Forms setup');
    const owner = `${user.first_name} ${user.last_name}`;
    const phone = uniquePhone();
    await giveCellPhone(session.access, phone.e164);
    const tagName = `Website ${stamp()}`;
    await seedTag(session.access, org.id, tagName);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    await openSignedIn(page, session, org.id, `/dashboard/${org.id}`);
    await page.getByTestId('menu-item-tempo-forms-setup').click();
    await expect(page).toHaveURL(new RegExp(`${formsSetupUrl}$`));
    const forms = new FormsSetupPage(page);
    await expect(page.getByRole('heading', { name: 'Forms setup', exact: true })).toBeVisible();

    const url = await forms.copyUrl();
    await expect(forms.url).toHaveValue(url);
    expect(url).toMatch(/\/api\/web-forms\/[A-Za-z0-9_-]{43}\/$/);

    await forms.setWebFormTag(tagName);
    await expect(forms.tags.getByText(tagName, { exact: true })).toBeVisible();

    await expect(forms.users.getByText(formatPhoneNumber(phone.e164), { exact: true })).toBeVisible();
    await forms.turnSmsOn(owner);

    // The website's visitor: a post from another origin, as its page's fetch would send it.
    const visitor = `Wendy Web${stamp()}`;
    const posted = await request.post(url, {
      headers: { Origin: 'https://www.example-roofs.test' },
      data: { name: visitor, email: `wendy.${stamp()}@example.test`, message: 'A quote for my roof' },
    });
    expect(posted.status()).toBe(201);
    expect(posted.headers()['access-control-allow-origin']).toBe('*');

    const text = await textTo(phone.e164, `New web form lead: ${visitor}`);
    expect(text.text).toMatch(new RegExp(`/composition/prospects/${org.id}/prospect/\\d+$`));

    await page.goto(dashboardUrl(org.id));
    await widget(page, 'formSubmissions').getByRole('link', { name: visitor, exact: true }).click();
    await expect(page.getByRole('heading', { name: visitor, exact: true })).toBeVisible();
    // A tag chip's text is its name and its remove mark.
    await expect(page.getByTestId('lead-tags').getByText(tagName)).toBeVisible();
  });
});
