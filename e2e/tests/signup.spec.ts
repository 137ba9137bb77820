import { expect, test, type Page } from '@playwright/test';
import { billingMessages, messages, socialMessages, socialNotices } from '@ensemble/contracts';
import {
  getOrganization,
  invitationLink,
  invite,
  linkFromMail,
  login,
  newUser,
  signup,
  type TestUser,
  ownerOfOne,
} from '../support/api';
import { pickOption } from '../support/automations';
import { cardCvc, cardExpiry, testCards } from '../support/billing';
import { photo } from '../support/media';
import { originOf, ports } from '../support/ports';
import { fillSignUpForm } from '../support/session';
import { chooseTimeZone, getLocations } from '../support/settings';

/** The sign-up form, filled and sent from `origin` (a shell): lands on email verification. */
async function signUpInBrowser(page: Page, user: TestUser, origin = '') {
  await fillSignUpForm(page, user, origin);
  const cont = page.getByRole('button', { name: /continue/i });
  await expect(cont).toBeDisabled();
  await page.getByRole('checkbox').check();
  await expect(cont).toBeEnabled();
  await cont.click();
  await expect(page).toHaveURL(/\/email-verification\/?\?email=/);
  await expect(page.getByText(user.email)).toBeVisible();
}

/** Company details for a new organization named `name`. */
async function fillCompanyDetails(page: Page, name: string, email: string) {
  await expect(page).toHaveURL(/\/company-details/);
  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Industry').click();
  await page.getByLabel('Industry').fill('Insurance');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** First-time setup's required fields, then Submit. */
async function completeFirstTimeSetup(page: Page, withService: boolean) {
  await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();
  const locations = page.getByTestId('setup-locations');
  await locations.getByLabel('Name', { exact: true }).fill('Head office');
  await chooseTimeZone(locations);
  if (withService) await page.getByTestId('setup-service-0').getByLabel('Service name').fill('Consulting');
  await page.getByTestId('setup-analytics').getByText('Google', { exact: true }).click();
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('sign-up to dashboard', () => {
  test('full edition: sign up, verify, company details, choose a plan and subscribe, first-time setup, then the dashboard', async ({
    page,
  }) => {
    const user = newUser();
    await signUpInBrowser(page, user);

    // The local mailbox shows the verification email; its link verifies and logs in.
    await page.getByRole('link', { name: 'Open the local mailbox' }).click();
    await expect(page).toHaveURL(/\/mailbox\?address=/);
    const link = await linkFromMail(user.email, '/email-verification');
    await page.goto(link);

    const name = `Acme ${user.last_name}`;
    await fillCompanyDetails(page, name, `office.${user.email}`);

    // The new organization is offered its plan.
    await expect(page).toHaveURL(/\/choose-subscription\/\d+$/);
    const orgId = Number(new URL(page.url()).pathname.split('/').pop());
    await expect(page.getByRole('heading', { name: 'Choose your subscription' })).toBeVisible();
    await page.getByRole('button', { name: 'CHORUS', exact: true }).click();
    await page.getByRole('button', { name: 'CONTINUE' }).click();
    const coupon = page.getByRole('dialog', { name: billingMessages.couponTitle });
    await coupon.getByRole('button', { name: billingMessages.proceedWithoutCoupon }).click();
    const card = page.getByRole('dialog', { name: 'Payment details' });
    await card.getByRole('textbox', { name: 'Card number' }).fill(testCards.ok);
    await card.getByRole('textbox', { name: 'Expiry' }).fill(cardExpiry.typed);
    await card.getByRole('textbox', { name: 'CVC' }).fill(cardCvc);
    await card.getByRole('button', { name: 'Subscribe' }).click();

    // Then the first-time setup, then the dashboard.
    await expect(page).toHaveURL(new RegExp(`/configuration\\?organizationId=${orgId}$`));
    await expect(page.getByText(billingMessages.subscribedSuccessfully)).toBeVisible();
    // Now paid, the organization is asked to agree to the EULA; agreeing keeps the setup on screen.
    const eula = page.getByRole('dialog', { name: 'End User License Agreement' });
    await eula.getByRole('button', { name: 'Agree' }).click();
    await expect(eula).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/configuration\\?organizationId=${orgId}$`));
    await completeFirstTimeSetup(page, true);

    await expect(page).toHaveURL(new RegExp(`/dashboard/${orgId}$`));
    await expect(page.getByTestId('org-name')).toHaveText(name);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const session = await login(user);
    expect(await getOrganization(session.access, orgId)).toMatchObject({
      is_subscribed: true,
      package_id: 'prod_chorus',
    });
    expect(await getLocations(session.access, orgId)).toHaveLength(1);
  });

  test('social edition: sign up, verify, company details, first-time setup without a plan list, social setup, then a published post', async ({
    page,
  }) => {
    // The whole edition in one journey: sign-up to a post on a connected network.
    test.setTimeout(150_000);
    const shell = originOf(ports.shellSocial);
    const user = newUser();
    await signUpInBrowser(page, user, shell);
    // The emailed link points at APP_URL; the same path and query on this shell verify and log in here.
    const link = new URL(await linkFromMail(user.email, '/email-verification'));
    await page.goto(`${shell}${link.pathname}${link.search}`);

    const name = `Social ${user.last_name}`;
    await fillCompanyDetails(page, name, `social.${user.email}`);

    // No plan list in the social edition: straight to first-time setup, which has no Services section.
    await expect(page).toHaveURL(new RegExp(`^${shell}/configuration\\?organizationId=\\d+$`));
    const orgId = Number(new URL(page.url()).searchParams.get('organizationId'));
    await expect(page.getByTestId('setup-services')).toHaveCount(0);
    await completeFirstTimeSetup(page, false);

    await expect(page).toHaveURL(`${shell}/tempo/social-setup/${orgId}`);
    await expect(page.getByRole('heading', { name: 'Campaign settings' })).toBeVisible();
    await expect(page.getByTestId('not-found')).toHaveCount(0);
    // A newcomer has no network yet: connect one in the local provider's dialog.
    await page.getByRole('button', { name: 'Manage Accounts' }).click();
    const accounts = page.getByRole('dialog', { name: 'Manage Accounts' });
    await accounts.getByRole('switch', { name: 'Connect Facebook', exact: true }).click();
    await expect(accounts.getByRole('switch', { name: 'Disconnect Facebook', exact: true })).toBeChecked();
    await accounts.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Go to the social campaign' }).click();
    await expect(page).toHaveURL(`${shell}/rhapsody/social/${orgId}`);
    await expect(page.getByTestId('org-name')).toHaveText(name);

    // A post needs a URL first, then its media; Post now publishes it on the connected network.
    await expect(page.getByText(socialMessages.noUrls)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create new post' })).toBeDisabled();
    await page.getByRole('button', { name: 'Add URL' }).click();
    const addUrl = page.getByRole('dialog', { name: 'Add URL' });
    await addUrl.getByLabel('Title').fill('Spring offers');
    await addUrl.getByLabel('URL', { exact: true }).fill('https://example.com/spring');
    await addUrl.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText(socialNotices.urlAdded)).toBeVisible();
    await page.getByRole('button', { name: 'Create new post' }).click();
    await page.getByLabel('Title').fill('Spring is here');
    await pickOption(page, page.getByLabel('URL', { exact: true }), 'Spring offers');
    await page.getByLabel('Content').fill('Our spring offers are in: come and see them this week.');
    await page.getByLabel('Image or video file').setInputFiles(await photo(400, 400));
    await expect(page.getByRole('img', { name: 'Post image' })).toBeVisible();
    await page.getByRole('button', { name: 'Create post' }).click();
    await expect(page.getByText(socialMessages.postCreated)).toBeVisible();
    // Saved, the form goes back to where it was opened from.
    await expect(page).toHaveURL(`${shell}/rhapsody/social/${orgId}`);
    await page.getByRole('button', { name: 'Spring offers', exact: true }).click();
    await page.getByRole('button', { name: 'Spring is here', exact: true }).click();
    await page
      .getByRole('toolbar', { name: 'Post actions' })
      .getByRole('button', { name: 'Post now' })
      .click();
    await expect(page.getByText(socialMessages.postUploaded)).toBeVisible();

    // The post log says how it went, on the setup page.
    await page.goto(`${shell}/tempo/social-setup/${orgId}`);
    await expect(page.getByText(socialMessages.publishAllGood)).toBeVisible({ timeout: 20_000 });

    // The plan list stays hidden even when asked for by its address.
    await page.goto(`${shell}/choose-subscription/${orgId}`);
    await expect(page).toHaveURL(`${shell}/rhapsody/social/${orgId}`);
    await expect(page.getByTestId('plan-CHORUS')).toHaveCount(0);
  });

  test('social edition: a verified sign-up with an organization (an invitation) lands on social setup', async ({
    page,
  }) => {
    const { session, org } = await ownerOfOne('Social Invite');
    const invited = newUser();
    await invite(session.access, org.id, invited.email);
    const shell = originOf(ports.shellSocial);
    await page.goto(`${shell}${await invitationLink(invited.email)}`);
    await page.getByRole('link', { name: 'Sign up to accept' }).click();
    await page.getByLabel('First name').fill(invited.first_name);
    await page.getByLabel('Last name').fill(invited.last_name);
    await page.getByLabel('Password').fill(invited.password);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /continue/i }).click();
    await expect(page).toHaveURL(`${shell}/tempo/social-setup/${org.id}`);
    await expect(page.getByRole('heading', { name: 'Campaign settings' })).toBeVisible();
  });

  test('sign-up shows the spec messages for bad input and a taken email', async ({ page }) => {
    await page.goto('/signup?email=prefilled@example.test');
    await expect(page.getByLabel('Email')).toHaveValue('prefilled@example.test');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('weak');
    await page.getByLabel('First name').fill('A');
    await page.getByLabel('Last name').fill('B');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /continue/i }).click();
    await expect(page.getByText(messages.emailInvalid)).toBeVisible();
    await expect(page.getByText(messages.passwordRule)).toBeVisible();

    const taken = newUser();
    await signup(taken);
    await page.getByLabel('Email').fill(taken.email);
    await page.getByLabel('Password').fill(taken.password);
    await page.getByRole('button', { name: /continue/i }).click();
    // A taken address is answered as any sign-up (the form must not tell who has an account);
    // its owner gets an email instead.
    await expect(page).toHaveURL(/\/email-verification/);
  });

  test('the verification page resends the email', async ({ page }) => {
    const user = newUser();
    await fillSignUpForm(page, user);
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: /continue/i }).click();
    await expect(page).toHaveURL(/\/email-verification/);
    const resend = page.getByRole('button', { name: /resend/i });
    await resend.click();
    await expect(page.getByText(messages.verificationEmailSent)).toBeVisible();
    await expect(resend).toBeDisabled();
  });
});
