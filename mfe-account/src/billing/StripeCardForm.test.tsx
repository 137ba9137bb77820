import { screen, waitFor } from '@testing-library/react';
import { billingMessages } from '@ensemble/contracts';
import { mockApi } from '@ensemble/shared-ui/testing';
import { anOrganization } from '../test/fixtures';
import { currentUrl, renderAt } from '../test/render';
import { chorus, plansBody } from './test-fixtures';

const confirmCardSetup = jest.fn();

// Stripe.js cannot load in jsdom: a stand-in card field reports completion the way Elements does.
jest.mock('@stripe/stripe-js/pure', () => ({ loadStripe: jest.fn(async () => ({})) }));
jest.mock('@stripe/react-stripe-js', () => {
  const card = { kind: 'card-element' };
  return {
    Elements: ({ children }: { children: React.ReactNode }) => children,
    useStripe: () => ({ confirmCardSetup }),
    useElements: () => ({ getElement: () => card }),
    CardElement: ({ onChange }: { onChange: (e: unknown) => void }) => (
      <>
        <button
          type="button"
          onClick={() => onChange({ complete: false, error: { message: 'Your card number is incomplete.' } })}
        >
          type part of a card
        </button>
        <button type="button" onClick={() => onChange({ complete: true, error: undefined })}>
          type a whole card
        </button>
      </>
    ),
  };
});

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
    await user.click(screen.getByRole('button', { name: 'type part of a card' }));
    expect(await screen.findByText(billingMessages.cardNumberIncomplete)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'type a whole card' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);

    expect(await screen.findByText(billingMessages.subscribedSuccessfully)).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/configuration\?organizationId=\d+$/));
    expect(confirmCardSetup).toHaveBeenCalledWith('seti_1_secret', {
      payment_method: { card: { kind: 'card-element' } },
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
    await user.click(await screen.findByRole('button', { name: 'type a whole card' }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(api.callsTo('POST /payment-method/7/')).toHaveLength(0);
  });
});
