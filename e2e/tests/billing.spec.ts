import { expect, test, type Locator, type Page } from '@playwright/test';
import { billingMessages } from '@ensemble/contracts';
import { getOrganization, ownerOfOne } from '../support/api';
import {
  agreeToEula,
  cardCvc,
  cardExpiry,
  getInvoices,
  getSubscription,
  subscribeViaApi,
  testCards,
} from '../support/billing';
import { openSignedIn } from '../support/session';

const chooseUrl = (id: number) => `/choose-subscription/${id}`;
const editUrl = (id: number, tab: string) => `/manage-organization/edit/${id}?tab=${tab}`;

/** Fills the local card form of `dialog` (number as given; a valid expiry and cvc). */
async function fillCard(dialog: Locator, number: string) {
  await dialog.getByRole('textbox', { name: 'Card number' }).fill(number);
  await dialog.getByRole('textbox', { name: 'Expiry' }).fill(cardExpiry.typed);
  await dialog.getByRole('textbox', { name: 'CVC' }).fill(cardCvc);
}

/** Plan list → CHORUS → CONTINUE: the coupon modal. */
async function chooseChorus(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'CHORUS', exact: true }).click();
  await page.getByRole('button', { name: 'CONTINUE' }).click();
  const coupon = page.getByRole('dialog', { name: billingMessages.couponTitle });
  await expect(coupon).toBeVisible();
  return coupon;
}

/**
 * After subscribing: 'Subscribed successfully!' and first-time setup (/configuration, mfe-tempo). The toast is
 * raised by mfe-account just before it navigates into another remote, so it proves toasts outlive the remote.
 */
async function expectSubscribedAndConfiguration(page: Page) {
  await expect(page).toHaveURL(/\/configuration\?organizationId=\d+$/);
  await expect(page.getByText(billingMessages.subscribedSuccessfully)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set up your organization' })).toBeVisible();
}

const manageTabs = ['General', 'Subscriptions', 'Add Ons', 'Billing', 'Users'];

test.describe('billing', () => {
  test('subscribe without a coupon', async ({ page }) => {
    const { session, org } = await ownerOfOne('Bill Plain');
    await agreeToEula(session.access, org);
    await openSignedIn(page, session, org.id, chooseUrl(org.id));

    await expect(page.getByTestId('plan-CHORUS').getByText(billingMessages.mostPopular)).toBeVisible();
    await expect(page.getByTestId('plan-CHORUS')).toContainText('$250 per month');
    await expect(page.getByTestId('plan-SOLO').getByText(billingMessages.mostPopular)).toHaveCount(0);
    await expect(page.getByTestId('plan-ORCHESTRA')).toBeVisible();
    await expect(page.getByText('User Seat', { exact: true })).toHaveCount(0);
    // Annually reads per month too: $2,400 a year is $200 per month.
    await page.getByText('Annually', { exact: true }).click();
    await expect(page.getByTestId('plan-CHORUS')).toContainText('$200 per month');
    await page.getByText('Monthly', { exact: true }).click();

    await expect(page.getByRole('button', { name: 'CONTINUE' })).toBeDisabled();
    const coupon = await chooseChorus(page);
    await coupon.getByRole('button', { name: billingMessages.proceedWithoutCoupon }).click();

    const card = page.getByRole('dialog', { name: 'Payment details' });
    const submit = card.getByRole('button', { name: 'Subscribe' });
    await expect(submit).toBeDisabled();
    await card.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await card.getByRole('textbox', { name: 'Expiry' }).click();
    await expect(card.getByText(billingMessages.cardNumberInvalid)).toBeVisible();
    await fillCard(card, '4242 4242 42');
    await expect(card.getByText(billingMessages.cardNumberIncomplete)).toBeVisible();
    await expect(submit).toBeDisabled();
    await card.getByRole('textbox', { name: 'Card number' }).fill(testCards.ok);
    await expect(card.getByText(billingMessages.cardNumberInvalid)).toHaveCount(0);
    await expect(submit).toBeEnabled();
    await submit.click();

    await expectSubscribedAndConfiguration(page);
    const after = await getOrganization(session.access, org.id);
    expect(after.is_subscribed).toBe(true);
    expect(after.package_id).toBe('prod_chorus');
    const sub = await getSubscription(session.access, org.id);
    expect(sub).toMatchObject({ status: 'active', plan: { name: 'CHORUS', interval: 'month' } });
  });

  test('subscribe with a coupon: the first invoice is discounted', async ({ page }) => {
    const { session, org } = await ownerOfOne('Bill Coupon');
    await agreeToEula(session.access, org);
    await openSignedIn(page, session, org.id, chooseUrl(org.id));

    const coupon = await chooseChorus(page);
    const proceed = coupon.getByRole('button', { name: billingMessages.proceedToPayment });
    await expect(proceed).toBeDisabled();
    await coupon.getByRole('button', { name: 'Check' }).click();
    await expect(coupon.getByText(billingMessages.noCouponProvided)).toBeVisible();
    await coupon.getByLabel('Coupon code').fill('NOT-A-CODE');
    await coupon.getByRole('button', { name: 'Check' }).click();
    await expect(coupon.getByText(billingMessages.couponInvalid)).toBeVisible();
    await expect(proceed).toBeDisabled();
    // A known but no longer valid coupon is refused the same way.
    await coupon.getByLabel('Coupon code').fill('EXPIRED');
    await coupon.getByRole('button', { name: 'Check' }).click();
    await expect(coupon.getByText(billingMessages.couponInvalid)).toBeVisible();

    await coupon.getByLabel('Coupon code').fill('WELCOME20');
    await coupon.getByRole('button', { name: 'Check' }).click();
    const applied = coupon.getByTestId('coupon-applied');
    await expect(applied).toContainText('20% off');
    await expect(applied.locator('del')).toHaveText('$250 per month');
    await expect(applied.locator('strong')).toHaveText('$200 per month');
    await expect(coupon.getByText(billingMessages.couponInvalid)).toHaveCount(0);
    await proceed.click();

    const card = page.getByRole('dialog', { name: 'Payment details' });
    await fillCard(card, testCards.ok);
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expectSubscribedAndConfiguration(page);

    const [first] = await getInvoices(session.access, org.id);
    expect(first).toMatchObject({ status: 'paid', amount_due: 20000 });
    expect((await getSubscription(session.access, org.id))?.percent_off).toBe(20);

    await page.goto(editUrl(org.id, 'billing'));
    const row = page.locator('tr').filter({ hasText: billingMessages.paid });
    await expect(row).toContainText('$200.00');
  });

  test.describe('manage subscription', () => {
    test('switch plan', async ({ page }) => {
      const { session, org } = await ownerOfOne('Bill Switch');
      await agreeToEula(session.access, org);
      await subscribeViaApi(session.access, org.id, { plan: 'CHORUS' });
      await openSignedIn(page, session, org.id, editUrl(org.id, 'subscriptions'));

      await expect(
        page.getByTestId('plan-CHORUS').getByRole('button', { name: 'Current plan' }),
      ).toBeDisabled();
      await page.getByTestId('plan-ORCHESTRA').getByRole('button', { name: 'Switch plan' }).click();
      const dialog = page.getByRole('dialog', { name: billingMessages.couponTitle });
      await dialog.getByRole('button', { name: billingMessages.proceedWithoutCoupon }).click();
      await expect(page.getByText(billingMessages.planUpdated)).toBeVisible();
      await expect(
        page.getByTestId('plan-ORCHESTRA').getByRole('button', { name: 'Current plan' }),
      ).toBeVisible();

      expect((await getSubscription(session.access, org.id))?.plan.product).toBe('prod_orchestra');
      const after = await getOrganization(session.access, org.id);
      expect(after.package_id).toBe('prod_orchestra');
      expect(after.seat_number).toBe(10);
    });

    test('change the billing cycle after a preview', async ({ page }) => {
      const { session, org } = await ownerOfOne('Bill Cycle');
      await agreeToEula(session.access, org);
      await subscribeViaApi(session.access, org.id, { plan: 'CHORUS', interval: 'month' });
      await openSignedIn(page, session, org.id, editUrl(org.id, 'subscriptions'));

      await expect(page.getByTestId('billing-cycle')).toHaveText('Monthly');
      await page.getByRole('button', { name: 'Change to Annually' }).click();
      const dialog = page.getByRole('dialog', { name: 'Change billing cycle to Annually' });
      await expect(dialog.getByTestId('amount-due-now')).toHaveText(/^\$\d[\d,]*\.\d\d$/);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog.getByText(billingMessages.cycleUpdated)).toBeVisible();
      await dialog.locator('button').filter({ hasText: 'Close' }).click();
      await expect(page.getByTestId('billing-cycle')).toHaveText('Annually');
      expect((await getSubscription(session.access, org.id))?.plan.interval).toBe('year');
    });

    test('manage seats', async ({ page }) => {
      const { session, org } = await ownerOfOne('Bill Seats');
      await agreeToEula(session.access, org);
      await subscribeViaApi(session.access, org.id, { plan: 'CHORUS' });
      expect((await getOrganization(session.access, org.id)).seat_number).toBe(3);
      await openSignedIn(page, session, org.id, editUrl(org.id, 'subscriptions'));

      await page.getByText(/^Seats: 1 of 3 used$/).click();
      await page.getByRole('button', { name: 'Manage Seats' }).click();
      const save = page.getByRole('button', { name: 'Save Changes' });
      await expect(save).toBeDisabled();
      await page.getByLabel('Extra seats').fill('2');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByText(billingMessages.seatsUpdated, { exact: true })).toBeVisible();
      await expect(page.getByText(/^Seats: 1 of 5 used$/)).toBeVisible();

      expect((await getOrganization(session.access, org.id)).seat_number).toBe(5);
      expect((await getSubscription(session.access, org.id))?.quantity).toBe(2);
    });

    test('buy an add-on', async ({ page }) => {
      const { session, org } = await ownerOfOne('Bill Addon');
      await agreeToEula(session.access, org);
      await subscribeViaApi(session.access, org.id, { plan: 'CHORUS' });
      await openSignedIn(page, session, org.id, editUrl(org.id, 'add-ons'));

      const purchases = page.getByTestId('addon-purchases');
      await expect(page.getByText('No purchases yet')).toBeVisible();
      const texts = page.getByTestId('addon-prod_addon_texts');
      await expect(texts).toContainText('Extra 1,000 texts');
      await expect(texts).toContainText('$50');
      await texts.getByRole('button', { name: 'Buy' }).click();
      const dialog = page.getByRole('dialog', { name: billingMessages.couponTitle });
      await dialog.getByRole('button', { name: billingMessages.proceedWithoutCoupon }).click();
      await expect(page.getByText(billingMessages.addonBought)).toBeVisible();
      await expect(purchases.locator('tr').filter({ hasText: 'Extra 1,000 texts' })).toHaveCount(1);
    });
  });

  test('declined card, unpaid lock-out, retry and recovery', async ({ page }) => {
    const { session, org } = await ownerOfOne('Bill Declined');
    await agreeToEula(session.access, org);
    await openSignedIn(page, session, org.id, chooseUrl(org.id));

    const coupon = await chooseChorus(page);
    await coupon.getByRole('button', { name: billingMessages.proceedWithoutCoupon }).click();
    const card = page.getByRole('dialog', { name: 'Payment details' });
    // A card refused when it is set up is never stored: the form says so and stays open.
    await fillCard(card, testCards.declinedAtSetup);
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(card.getByText(billingMessages.cardDeclined)).toBeVisible();
    // This one is stored, then its first charge is declined.
    await card.getByRole('textbox', { name: 'Card number' }).fill(testCards.chargesDeclined);
    await card.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(billingMessages.subscriptionFailed)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/manage-organization/edit/${org.id}\\?tab=billing$`));

    const unpaid = await getOrganization(session.access, org.id);
    expect(unpaid.is_subscribed).toBe(false);
    expect(unpaid.package_id).toBe('prod_chorus');

    // Unpaid: Billing is the only tab.
    await expect(page.getByRole('tab', { name: 'Billing' })).toBeVisible();
    for (const name of manageTabs.filter((t) => t !== 'Billing')) {
      await expect(page.getByRole('tab', { name })).toHaveCount(0);
    }

    // Anywhere else the billing-problem modal asks to go to billing.
    await page.goto(`/dashboard/${org.id}`);
    const problem = page.getByRole('dialog', { name: billingMessages.billingProblemTitle });
    await expect(problem).toBeVisible();
    await problem.getByRole('button', { name: billingMessages.goToBilling }).click();
    await expect(page).toHaveURL(new RegExp(`/manage-organization/edit/${org.id}\\?tab=billing$`));
    await expect(page.getByRole('dialog', { name: billingMessages.billingProblemTitle })).toHaveCount(0);

    const openRow = page.locator('tr').filter({ hasText: billingMessages.notPaid });
    await expect(openRow).toContainText('$250.00');
    await openRow.getByRole('button', { name: 'Retry payment' }).click();
    await expect(page.getByText(billingMessages.cardDeclined)).toBeVisible();
    await expect(page.getByTestId('card-on-file')).toContainText('0341');

    await page.getByRole('button', { name: 'Edit' }).click();
    const change = page.getByRole('dialog', { name: 'Change card' });
    await fillCard(change, testCards.ok);
    await change.getByRole('button', { name: 'Save card' }).click();
    await expect(page.getByText(billingMessages.cardChanged)).toBeVisible();
    await expect(page.getByTestId('card-on-file')).toContainText('4242');
    await expect(page.getByTestId('card-on-file').getByRole('img', { name: 'Visa' })).toBeVisible();

    await openRow.getByRole('button', { name: 'Retry payment' }).click();
    await expect(page.getByText(billingMessages.invoicePaid)).toBeVisible();
    await expect(page.locator('tr').filter({ hasText: '$250.00' })).toContainText(billingMessages.paid);
    await expect(page.locator('tr').filter({ hasText: billingMessages.notPaid })).toHaveCount(0);
    for (const name of manageTabs) await expect(page.getByRole('tab', { name })).toBeVisible();

    const recovered = await getOrganization(session.access, org.id);
    expect(recovered.is_subscribed).toBe(true);
    expect((await getSubscription(session.access, org.id))?.status).toBe('active');

    await page.goto(`/dashboard/${org.id}`);
    await expect(page.getByTestId('org-name')).toHaveText(org.name);
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: billingMessages.billingProblemTitle })).toHaveCount(0);
  });
});
