import { startStripeServer, type StripeServer } from './stripe-server';
import { startTestApp, type TestApp } from './test-app';

/**
 * Starts the local Stripe stand-in, lets `prepare` set it up (seedCatalogue, coupons…) before the API reads it,
 * then a test app (in-process queues) on the Stripe adapter talking to it. Close `t`, then `stripe`.
 */
export async function startOnStripe(
  webhookSecret: string,
  prepare: (stripe: StripeServer) => void = () => undefined,
): Promise<{ stripe: StripeServer; t: TestApp }> {
  const stripe = await startStripeServer();
  prepare(stripe);
  const t = await startTestApp({
    redis: false,
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_ensemble_e2e',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_ensemble_e2e',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
  return { stripe, t };
}
