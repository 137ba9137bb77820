import { screen, waitFor } from '@testing-library/react';
import { billingMessages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../test/fixtures';
import { currentUrl, renderAt } from '../test/render';
import { chorus, plansBody } from './test-fixtures';

const confirmCardSetup = jest.fn();

// Stripe.js cannot load in jsdom: stand-in number, expiry and cvc fields report completion the way Elements does.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(async () => ({})) }));
jest.mock('@stripe/react-stripe-js', () => {
  const numberElement = { kind: 'card-number-element' };
  type Change = (e: unknown) => void;
  const field =
    (name: string, incomplete: string, extra: Record<string, unknown> = {}) =>
    ({ onChange }: { onChange: Change }) => (
      <>
        <button
          type="button"
          onClick={() => onChange({ complete: false, error: { message: incomplete }, ...extra })}
        >
          type part of the {name}
        </button>
        <button type="button" onClick={() => onChange({ complete: true, error: undefined, ...extra })}>
          type the whole {name}
        </button>
      </>
    );
  const CardNumber = field('card number', 'Your card number is incomplete.', { brand: 'visa' });
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => ({ confirmCardSetup }),
    useElements: () => ({ getElement: () => numberElement }),
    CardNumberElement: ({ onChange }: { onChange: Change }) => (
      <>
        <CardNumber onChange={onChange} />
        <button type="button" onClick={() => onChange({ complete: false, brand: 'mastercard' })}>
          type a mastercard prefix
        </button>
      </>
    ),
    CardExpiryElement: field('expiry', "Your card's expiration date is incomplete."),
    CardCvcElement: field('cvc', "Your card's security code is incomplete."),
  };
});

async function typeWholeCard(user: ReturnType<typeof renderAt>['user']) {
  for (const name of ['card number', 'expiry', 'cvc'])
    await user.click(await screen.findByRole('button', { name: `type the whole ${name}` }));
}

describe('card form with the Stripe provider', () => {
  it('confirms the card setup with Stripe.js and subscribes', async () => {
    confirmCardSetup.mockResolvedValue({ setupIntent: { payment_method: 'pm_stripe' } });
    const api = mockApi({
      'GET /organization/7/': { body: anOrganization(7, { used_seats: 1 }) },
      'GET /subscription/plans/': { body: plansBody },
      'GET /payments/config/': { body: { provider: 'stripe', publishable_key: 'pk_test_1' } },
      'POST /subscription/7/setup-intent/': { body: { results: { client_secret: 'seti_1_secret' } } },
      'POST /payment-method/7/': { body: {} },
      'POST /subscription/7/': { body: { status: 'active' } },
    });
    const { user } = renderAt('/choose-subscription/7', { loggedIn: true, organizationId: 7 });
    await user.click(await screen.findByRole('button', { name: 'CHORUS' }));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await user.click(await screen.findByRole('button', { name: billingMessages.proceedWithoutCoupon }));

    const submit = await screen.findByRole('button', { name: 'Subscribe' });
    expect(submit).toBeDisabled();
    // Each field says on its own when it is complete; Subscribe waits for all three.
    await user.click(screen.getByRole('button', { name: 'type part of the card number' }));
    expect(await screen.findByText(billingMessages.cardNumberIncomplete)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'type part of the expiry' }));
    expect(await screen.findByText(billingMessages.cardExpiryIncomplete)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'type part of the cvc' }));
    expect(await screen.findByText(billingMessages.cardCvcIncomplete)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number complete')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'type the whole card number' }));
    expect(await screen.findByLabelText('Card number complete')).toBeInTheDocument();
    expect(screen.queryByText(billingMessages.cardNumberIncomplete)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'type the whole expiry' }));
    expect(await screen.findByLabelText('Expiry complete')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'type the whole cvc' }));
    expect(await screen.findByLabelText('CVC complete')).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText(billingMessages.subscribedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/configuration\?organizationId=\d+$/));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret', {
      payment_method: { card: { kind: 'card-number-element' } },
    });
    expect(api.callsTo('POST /payment-method/7/')[0]!.body).toEqual({
      organization: 7,
      stripe_payment_method_id: 'pm_stripe',
    });
    expect(api.callsTo('POST /subscription/7/')[0]!.body).toEqual({
      price_id: chorus.prices[0]!.id,
      quantity: 0,
      product: chorus.id,
    });
  });

  it("draws the typed number's brand and no tick while it is incomplete", async () => {
    mockApi({
      'GET /organization/7/': { body: anOrganization(7) },
      'GET /subscription/plans/': { body: plansBody },
      'GET /payments/config/': { body: { provider: 'stripe', publishable_key: 'pk_test_1' } },
    });
    const { user } = renderAt('/choose-subscription/7', { loggedIn: true, organizationId: 7 });
    await user.click(await screen.findByRole('button', { name: 'CHORUS' }));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await user.click(await screen.findByRole('button', { name: billingMessages.proceedWithoutCoupon }));
    expect(await screen.findByRole('img', { name: 'Card' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'type a mastercard prefix' }));
    expect(await screen.findByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number complete')).not.toBeInTheDocument();
  });

  it("shows Stripe's decline message inline", async () => {
    confirmCardSetup.mockResolvedValue({ error: { message: 'Your card was declined.' } });
    const api = mockApi({
      'GET /organization/7/': { body: anOrganization(7) },
      'GET /subscription/plans/': { body: plansBody },
      'GET /payments/config/': { body: { provider: 'stripe', publishable_key: 'pk_test_1' } },
      'POST /subscription/7/setup-intent/': { body: { results: { client_secret: 's' } } },
    });
    const { user } = renderAt('/choose-subscription/7', { loggedIn: true, organizationId: 7 });
    await user.click(await screen.findByRole('button', { name: 'CHORUS' }));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));
    await user.click(await screen.findByRole('button', { name: billingMessages.proceedWithoutCoupon }));
    await typeWholeCard(user);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(api.callsTo('POST /payment-method/7/')).toHaveLength(0);
  });
});
