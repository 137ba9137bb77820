import { screen, waitFor, within } from '@testing-library/react';
import { billingMessages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../test/fixtures';
import { currentUrl, fill, renderAt } from '../../test/render';
import { chorus, couponAnswer, localConfig, noCoupon, plansBody, solo } from '../../billing/test-fixtures';

const org = anOrganization(7, { used_seats: 5, seat_number: 5 });

function billingApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /organization/7/': { body: org },
    'GET /subscription/plans/': { body: plansBody },
    'GET /payments/config/': { body: localConfig },
    ...extra,
  });
}

const open = () => renderAt('/choose-subscription/7', { loggedIn: true, organizationId: 7 });
const continueButton = () => screen.getByRole('button', { name: 'CONTINUE' });

async function chooseChorusAndContinue(user: ReturnType<typeof open>['user']) {
  await user.click(await screen.findByRole('button', { name: 'CHORUS' }));
  await user.click(continueButton());
  await screen.findByText(billingMessages.couponTitle);
}

async function fillCard(user: ReturnType<typeof open>['user'], number = '4242424242424242') {
  await fill(user, 'Card number', number);
  await fill(user, 'Expiry', '1230');
  await fill(user, 'CVC', '123');
}

describe('choose subscription', () => {
  it('lists the plans per month, hides the seat product, badges CHORUS and needs a plan to continue', async () => {
    billingApi();
    const { user } = open();
    const card = await screen.findByTestId('plan-CHORUS');
    expect(screen.queryByTestId('plan-User Seat')).not.toBeInTheDocument();
    expect(within(card).getByText(billingMessages.mostPopular)).toBeInTheDocument();
    expect(
      within(screen.getByTestId('plan-SOLO')).queryByText(billingMessages.mostPopular),
    ).not.toBeInTheDocument();
    expect(within(card).getByText('$250 per month')).toBeInTheDocument();
    for (const line of [
      '5,000 contacts',
      '2,000 texts',
      '10 GB storage',
      '3 user seats',
      '2 phone numbers',
      '500 call minutes',
    ]) {
      expect(within(card).getByText(line)).toBeInTheDocument();
    }
    // One of a kind reads in the singular.
    const soloCard = screen.getByTestId('plan-SOLO');
    for (const line of [
      '1,000 contacts',
      '5 GB storage',
      '1 user seat',
      '1 phone number',
      '100 call minutes',
    ]) {
      expect(within(soloCard).getByText(line)).toBeInTheDocument();
    }
    await user.click(screen.getByText('Annually'));
    expect(within(card).getByText('$200 per month')).toBeInTheDocument();
    expect(within(screen.getByTestId('plan-SOLO')).getByText('$80 per month')).toBeInTheDocument();

    expect(continueButton()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'CHORUS' }));
    expect(continueButton()).toBeEnabled();
  });

  it('checks the coupon: empty, unknown, for another product, then valid with the discounted price', async () => {
    let answer = noCoupon;
    const api = billingApi({ 'POST /coupon/check/': () => ({ body: answer }) });
    const { user } = open();
    await chooseChorusAndContinue(user);
    const proceed = screen.getByRole('button', { name: billingMessages.proceedToPayment });
    expect(proceed).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByText(billingMessages.noCouponProvided)).toBeInTheDocument();

    await fill(user, 'Coupon code', 'NOPE');
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    expect(await screen.findByText(billingMessages.couponInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST /coupon/check/')[0]?.body).toEqual({ code: 'NOPE', product: chorus.id });

    answer = couponAnswer(20, [solo.id]);
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    await waitFor(() => expect(api.callsTo('POST /coupon/check/')).toHaveLength(2));
    expect(await screen.findByText(billingMessages.couponInvalid)).toBeInTheDocument();
    expect(proceed).toBeDisabled();

    answer = couponAnswer(20, [chorus.id]);
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    const applied = await screen.findByTestId('coupon-applied');
    expect(applied).toHaveTextContent('20% off');
    expect(within(applied).getByText('$200 per month')).toBeInTheDocument();
    expect(proceed).toBeEnabled();
    expect(screen.queryByText(billingMessages.couponInvalid)).not.toBeInTheDocument();
  });

  it('enables the card submit only when number, expiry and cvc are complete, with inline errors', async () => {
    billingApi();
    const { user } = open();
    await chooseChorusAndContinue(user);
    await user.click(screen.getByRole('button', { name: billingMessages.proceedWithoutCoupon }));
    const submit = await screen.findByRole('button', { name: 'Subscribe' });
    expect(submit).toBeDisabled();

    await fill(user, 'Card number', '4242 4242');
    await user.click(screen.getByLabelText('CVC'));
    expect(await screen.findByText(billingMessages.cardNumberIncomplete)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Card number'));
    await fill(user, 'Card number', '4242424242424241');
    await user.click(screen.getByLabelText('CVC'));
    expect(await screen.findByText(billingMessages.cardNumberInvalid)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Card number'));
    await fill(user, 'Card number', '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByLabelText('Card number complete')).toBeInTheDocument();

    await fill(user, 'Expiry', '0120');
    await user.click(screen.getByLabelText('CVC'));
    expect(await screen.findByText(billingMessages.cardExpiryPast)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Expiry'));
    await fill(user, 'Expiry', '1230');
    expect(screen.getByLabelText('Expiry')).toHaveValue('12 / 30');
    expect(submit).toBeDisabled();

    await fill(user, 'CVC', '12');
    await user.click(screen.getByLabelText('Expiry'));
    expect(await screen.findByText(billingMessages.cardCvcIncomplete)).toBeInTheDocument();
    await fill(user, 'CVC', '3');
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('subscribes: setup intent, card confirm, payment method, subscription with seats and coupon, then /configuration', async () => {
    const api = billingApi({
      'POST /coupon/check/': { body: couponAnswer(20, [chorus.id]) },
      'POST /subscription/7/setup-intent/': { body: { results: { client_secret: 'seti_secret' } } },
      'POST /payments/local/setup-intents/confirm/': { body: { payment_method: 'pm_1' } },
      'POST /payment-method/7/': { body: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } },
      'POST /subscription/7/': { body: { status: 'active' } },
    });
    const { user } = open();
    await chooseChorusAndContinue(user);
    await fill(user, 'Coupon code', 'SAVE');
    await user.click(await screen.findByRole('button', { name: 'Check' }));
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: billingMessages.proceedToPayment }));
    await screen.findByLabelText('Card number');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));

    expect(await screen.findByText(billingMessages.subscribedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/configuration\?organizationId=\d+$/));
    const flow = api.calls.filter((c) => c.method === 'POST' && c.path !== '/coupon/check/');
    expect(flow.map((c) => c.path)).toEqual([
      '/subscription/7/setup-intent/',
      '/payments/local/setup-intents/confirm/',
      '/payment-method/7/',
      '/subscription/7/',
    ]);
    expect(flow[1]!.body).toEqual({
      client_secret: 'seti_secret',
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' },
    });
    expect(flow[2]!.body).toEqual({ organization: 7, stripe_payment_method_id: 'pm_1' });
    // 5 seats used, CHORUS includes 3: two extra seats.
    expect(flow[3]!.body).toEqual({
      price_id: chorus.prices[0]!.id,
      quantity: 2,
      product: chorus.id,
      coupon: 'coupon_1',
    });
  });

  it("says 'Subscription failed' and opens Billing when the first charge is declined", async () => {
    const api = billingApi({
      'POST /subscription/7/setup-intent/': { body: { results: { client_secret: 's' } } },
      'POST /payments/local/setup-intents/confirm/': { body: { payment_method: 'pm_1' } },
      'POST /payment-method/7/': { body: {} },
      'POST /subscription/7/': { body: { status: 'incomplete' } },
    });
    const { user } = open();
    await user.click(await screen.findByText('Annually'));
    await chooseChorusAndContinue(user);
    await user.click(screen.getByRole('button', { name: billingMessages.proceedWithoutCoupon }));
    await screen.findByLabelText('Card number');
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(billingMessages.subscriptionFailed)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe('/manage-organization/edit/7?tab=billing'));
    expect(api.callsTo('POST /subscription/7/')[0]!.body).toEqual({
      price_id: chorus.prices[1]!.id,
      quantity: 2,
      product: chorus.id,
    });
  });

  it('shows a declined card inline and the step messages when a call fails', async () => {
    let intent = { status: 500, body: {} };
    const api = billingApi({
      'POST /subscription/7/setup-intent/': () => intent,
      'POST /payments/local/setup-intents/confirm/': {
        status: 402,
        body: { detail: billingMessages.cardDeclined },
      },
    });
    const { user } = open();
    await chooseChorusAndContinue(user);
    await user.click(screen.getByRole('button', { name: billingMessages.proceedWithoutCoupon }));
    await screen.findByLabelText('Card number');
    await fillCard(user, '4000000000000002');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(billingMessages.unableToGetClientKey)).toBeInTheDocument();

    intent = { status: 200, body: { results: { client_secret: 's' } } };
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(billingMessages.cardDeclined)).toBeInTheDocument();
    expect(api.callsTo('POST /payment-method/7/')).toHaveLength(0);
    expect(api.callsTo('POST /subscription/7/')).toHaveLength(0);
  });

  it('shows no plan list in the social edition: the organization goes home', async () => {
    const api = billingApi();
    renderAt('/choose-subscription/7', { loggedIn: true, organizationId: 7, edition: 'social' });
    await waitFor(() => expect(currentUrl()).toBe('/rhapsody/social/7'));
    expect(screen.queryByTestId('plan-CHORUS')).not.toBeInTheDocument();
    expect(api.callsTo('GET /subscription/plans/')).toHaveLength(0);
  });
});
