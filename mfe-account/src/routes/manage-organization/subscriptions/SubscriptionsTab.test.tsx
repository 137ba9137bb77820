import { screen, waitFor, within } from '@testing-library/react';
import { billingMessages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../../../test/fixtures';
import { renderAt } from '../../../test/render';
import { aSubscription, chorus, couponAnswer, plansBody, solo } from '../../../billing/test-fixtures';

// CHORUS includes 3 seats; 5 are used, so at least 2 extra seats must stay.
const org = anOrganization(7, { is_subscribed: true, package_id: chorus.id, used_seats: 5, seat_number: 6 });

function subscriptionApi(
  extra: Parameters<typeof mockApi>[0] = {},
  subscription = aSubscription({ quantity: 3 }),
) {
  return mockApi({
    'GET /organization/7/': { body: org },
    'GET /subscription/plans/': { body: plansBody },
    'GET /subscription/7/': { body: subscription },
    ...extra,
  });
}

const open = () =>
  renderAt('/manage-organization/edit/7?tab=subscriptions', { loggedIn: true, organizationId: 7 });

describe('subscriptions tab', () => {
  it('shows the billing cycle, the next payment due date and the plan cards', async () => {
    subscriptionApi();
    open();
    expect(await screen.findByTestId('billing-cycle')).toHaveTextContent('Monthly');
    expect(screen.getByTestId('next-payment')).toHaveTextContent('Dec 15, 2026');
    expect(
      within(screen.getByTestId('plan-CHORUS')).getByRole('button', { name: 'Current plan' }),
    ).toBeDisabled();
    expect(within(screen.getByTestId('plan-SOLO')).getByText('$100 per month')).toBeInTheDocument();
    expect(screen.queryByTestId('plan-User Seat')).not.toBeInTheDocument();
  });

  it('hides the plan list in the social edition (and the way to pick a plan)', async () => {
    subscriptionApi();
    renderAt('/manage-organization/edit/7?tab=subscriptions', {
      loggedIn: true,
      organizationId: 7,
      edition: 'social',
    });
    expect(await screen.findByTestId('billing-cycle')).toHaveTextContent('Monthly');
    expect(screen.queryByTestId('plan-list')).not.toBeInTheDocument();
    expect(screen.queryByTestId('plan-CHORUS')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch plan' })).not.toBeInTheDocument();
  });

  it('offers no plan to a social organization without a subscription', async () => {
    mockApi({
      'GET /organization/7/': { body: org },
      'GET /subscription/plans/': { body: plansBody },
      'GET /subscription/7/': { status: 204 },
    });
    renderAt('/manage-organization/edit/7?tab=subscriptions', {
      loggedIn: true,
      organizationId: 7,
      edition: 'social',
    });
    expect(await screen.findByText(billingMessages.subscriptionRequired)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose a plan' })).not.toBeInTheDocument();
  });

  it('shows the plan limits against what is used', async () => {
    const limits = {
      storage: 25,
      contacts: 25000,
      texts: 2500,
      twilio_numbers: 3,
      call_minutes: 1000,
      user_seats: 6,
    };
    const used = { storage: 0, contacts: 0, texts: 0, twilio_numbers: 0, call_minutes: 0, user_seats: 6 };
    subscriptionApi({ 'GET /subscription/7/usage/': { body: { limits, used } } });
    open();
    expect(await screen.findByTestId('usage-contacts')).toHaveTextContent('0 of 25,000 contacts');
    expect(screen.getByTestId('usage-user_seats')).toHaveTextContent('6 of 6 user seats');
  });

  it('names a limit of one in the singular', async () => {
    const limits = { storage: 1, contacts: 1, texts: 1, twilio_numbers: 1, call_minutes: 1, user_seats: 1 };
    const used = { storage: 0, contacts: 2, texts: 0, twilio_numbers: 0, call_minutes: 1, user_seats: 1 };
    subscriptionApi({ 'GET /subscription/7/usage/': { body: { limits, used } } });
    open();
    expect(await screen.findByTestId('usage-user_seats')).toHaveTextContent(/^1 of 1 user seat$/);
    expect(screen.getByTestId('usage-twilio_numbers')).toHaveTextContent(/^0 of 1 phone number$/);
    expect(screen.getByTestId('usage-contacts')).toHaveTextContent(/^2 of 1 contact$/);
    expect(screen.getByTestId('usage-texts')).toHaveTextContent(/^0 of 1 text message per month$/);
    expect(screen.getByTestId('usage-call_minutes')).toHaveTextContent(/^1 of 1 call minute per month$/);
    expect(screen.getByTestId('usage-storage')).toHaveTextContent(/^0 of 1 GB of storage$/);
  });

  it('offers to choose a plan when the organization never subscribed', async () => {
    subscriptionApi({ 'GET /subscription/7/': { status: 204 } });
    open();
    const link = await screen.findByRole('link', { name: 'Choose a plan' });
    expect(link).toHaveAttribute('href', '/choose-subscription/7');
  });

  it('switches plan with an optional coupon and reports the outcome', async () => {
    let status = 200;
    const api = subscriptionApi({
      'POST /coupon/check/': { body: couponAnswer(10, [solo.id]) },
      'PUT /subscription/7/switch/': () => ({ status, body: status === 200 ? aSubscription() : {} }),
    });
    const { user } = open();
    const soloCard = await screen.findByTestId('plan-SOLO');
    await user.click(within(soloCard).getByRole('button', { name: 'Switch plan' }));
    await screen.findByText(billingMessages.couponTitle);
    await user.click(screen.getByLabelText('Coupon code'));
    await user.paste('TEN');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await screen.findByTestId('coupon-applied');
    await user.click(screen.getByRole('button', { name: billingMessages.proceedToPayment }));
    expect(await screen.findByText(billingMessages.planUpdated)).toBeInTheDocument();
    // SOLO includes 1 seat: the 6 seats the organization has stay (5 extra).
    expect(api.callsTo('PUT /subscription/7/switch/')[0]!.body).toEqual({
      price_id: solo.prices[0]!.id,
      product: solo.id,
      quantity: 5,
      coupon: 'coupon_1',
    });

    status = 500;
    await user.click(within(screen.getByTestId('plan-SOLO')).getByRole('button', { name: 'Switch plan' }));
    await user.click(await screen.findByRole('button', { name: billingMessages.proceedWithoutCoupon }));
    expect(await screen.findByText(billingMessages.unableToUpdatePlan)).toBeInTheDocument();
    expect(api.callsTo('PUT /subscription/7/switch/')[1]!.body).not.toHaveProperty('coupon');
  });

  it('manages seats: no decrease below the seats in use, Save only after a change', async () => {
    let status = 200;
    const api = subscriptionApi({
      'PUT /subscription/7/seats/': () => ({
        status,
        body: status === 200 ? aSubscription({ quantity: 4 }) : {},
      }),
    });
    const { user } = open();
    await user.click(await screen.findByText(/Seats: 5 of 6 used/));
    await user.click(await screen.findByRole('button', { name: 'Manage Seats' }));
    const save = screen.getByRole('button', { name: 'Save Changes' });
    expect(save).toBeDisabled();
    const stepper = screen.getByLabelText('Extra seats');

    await user.clear(stepper);
    await user.type(stepper, '1');
    expect(await screen.findByText(billingMessages.removeUsersFirst)).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.clear(stepper);
    await user.type(stepper, '4');
    await waitFor(() => expect(save).toBeEnabled());
    expect(screen.queryByText(billingMessages.removeUsersFirst)).not.toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText(billingMessages.seatsUpdated)).toBeInTheDocument();
    expect(api.callsTo('PUT /subscription/7/seats/')[0]!.body).toEqual({ quantity: 4 });
    // The organization (seat_number) is refetched after a seat change.
    await waitFor(() => expect(api.callsTo('GET /organization/7/').length).toBeGreaterThan(1));

    status = 500;
    await user.click(await screen.findByRole('button', { name: 'Manage Seats' }));
    const again = screen.getByLabelText('Extra seats');
    await user.clear(again);
    await user.type(again, '2');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(billingMessages.unableToBuySeats)).toBeInTheDocument();
  });

  it('changes the billing cycle after an invoice preview, then says Subscription updated!', async () => {
    const api = subscriptionApi({
      'POST /subscription/7/billing-cycle/preview/': {
        body: {
          amount_due: 215000,
          subtotal: 215000,
          total: 215000,
          currency: 'usd',
          next_payment_attempt: null,
          lines: [],
        },
      },
      'POST /subscription/7/billing-cycle/': { body: aSubscription() },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Change to Annually' }));
    expect(await screen.findByTestId('amount-due-now')).toHaveTextContent('$2150.00');
    expect(api.callsTo('POST /subscription/7/billing-cycle/preview/')[0]!.body).toEqual({ interval: 'year' });
    const started = Date.now();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(billingMessages.cycleUpdated)).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(api.callsTo('POST /subscription/7/billing-cycle/')[0]!.body).toEqual({ interval: 'year' });
  });

  it('reports a failed preview and a failed change', async () => {
    let preview = 500;
    subscriptionApi({
      'POST /subscription/7/billing-cycle/preview/': () =>
        preview === 200
          ? {
              body: {
                amount_due: 0,
                subtotal: 0,
                total: 0,
                currency: 'usd',
                next_payment_attempt: null,
                lines: [],
              },
            }
          : { status: 500, body: {} },
      'POST /subscription/7/billing-cycle/': { status: 500, body: {} },
    });
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Change to Annually' }));
    expect(await screen.findByText(billingMessages.unableToPreviewInvoice)).toBeInTheDocument();
    preview = 200;
    await user.click(screen.getByRole('button', { name: 'Change to Annually' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(billingMessages.unableToUpdateSubscription)).toBeInTheDocument();
  });
});
