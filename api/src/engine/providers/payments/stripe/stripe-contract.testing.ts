import {
  type StripeServer,
  seedCatalogue,
  startStripeServer,
} from '../../../../../test/support/stripe-server';
import { loadConfig } from '../../../config/app-config';
import type { CreateSubscriptionInput } from '../payments-provider';
import { StripePaymentsProvider } from './stripe-payments.provider';

/**
 * The Stripe adapter's contract tests (stripe-*.test.ts) run against the local Stripe stand-in, asserting the
 * exact requests (paths, params as the SDK encodes them, idempotency keys) and how the answers are mapped.
 * These bindings are live: a spec reads them after `useStripeStandIn()` has started the stand-in.
 */
export const WEBHOOK_SECRET = 'whsec_test_secret';

export let server: StripeServer;
export let provider: StripePaymentsProvider;
export let catalogue: ReturnType<typeof seedCatalogue>;

let lastOrgId = 100;
/** A new organization id for each customer a case creates. */
export function nextOrgId(): number {
  lastOrgId += 1;
  return lastOrgId;
}

/** Starts the stand-in with the seeded catalogue and an adapter pointed at it; forgets requests between cases. */
export function useStripeStandIn(): void {
  beforeAll(async () => {
    server = await startStripeServer();
    catalogue = seedCatalogue(server.state);
    provider = new StripePaymentsProvider(
      loadConfig({
        PAYMENTS_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: 'sk_test_ensemble',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_ensemble',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: server.url,
      }),
    );
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.requests.length = 0;
  });
}

/** A monthly solo plan without seats or coupon, unless `more` says otherwise. */
export const soloSubscription = (
  customerId: string,
  idempotencyKey: string,
  more: Partial<CreateSubscriptionInput> = {},
) =>
  provider.createSubscription({
    customerId,
    priceId: catalogue.soloMonth.id,
    seatPriceId: null,
    seatQuantity: 0,
    couponId: null,
    idempotencyKey,
    metadata: {},
    ...more,
  });

export const calls = () => server.requests.map((r) => `${r.method} ${r.path}`);

/** The last request with this method and path (there must be one). */
export const last = (method: string, path: string | RegExp) => {
  const found = server.requests.filter(
    (r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)),
  );
  expect(found.length).toBeGreaterThan(0);
  return found[found.length - 1];
};

/** A customer with `card` as default payment method. */
export async function customerWith(card: 'pm_card_visa' | 'pm_card_chargeDeclined') {
  const orgId = nextOrgId();
  const id = await provider.ensureCustomer({
    organizationId: orgId,
    name: `Org ${orgId}`,
    email: `o${orgId}@example.com`,
    customerId: null,
  });
  await provider.attachPaymentMethod(id, card);
  server.requests.length = 0;
  return id;
}
