import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { AppConfig } from '../../../config/app-config';
import { CardDeclinedError, PaymentsProviderError } from '../payments-provider';

export type StripeClient = InstanceType<typeof Stripe>;

/**
 * One Stripe client for the adapter's parts (docs/adr/0009: every call is made on Ensemble's own account today),
 * with the error mapping every call goes through.
 */
export class StripeApi {
  readonly stripe: StripeClient;

  constructor(readonly config: AppConfig) {
    const override = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
    this.stripe = new Stripe(config.stripeSecretKey ?? 'sk_missing', {
      // Retries reuse the request's idempotency key, so a retried charge never charges twice.
      maxNetworkRetries: 2,
      timeout: 30_000,
      telemetry: false,
      appInfo: { name: 'Ensemble' },
      ...(override
        ? {
            host: override.hostname,
            port: override.port || (override.protocol === 'https:' ? 443 : 80),
            protocol: override.protocol === 'http:' ? 'http' : 'https',
          }
        : {}),
    });
  }

  /** Runs a Stripe call, turning its errors into the provider's (card declines into CardDeclinedError). */
  async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (e) {
      throw mapError(e);
    }
  }

  /** Like call(), but a missing object answers null. */
  async orNull<T>(fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (e) {
      if (e instanceof Stripe.errors.StripeError && e.code === 'resource_missing') return null;
      throw mapError(e);
    }
  }
}

/**
 * An idempotency key that also names the parameters: a retry with the same parameters replays, while a changed
 * request (Stripe refuses a reused key with other parameters) gets a key of its own.
 */
export function keyFor(base: string, params: unknown): string {
  return `${base}-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16)}`;
}

export function mapError(e: unknown): Error {
  if (e instanceof CardDeclinedError || e instanceof PaymentsProviderError) return e;
  if (e instanceof Stripe.errors.StripeCardError) {
    return new CardDeclinedError(e.decline_code ?? e.code ?? 'card_declined', 'Your card was declined');
  }
  if (e instanceof Stripe.errors.StripeError) {
    const err = new PaymentsProviderError(`Stripe ${e.type}: ${e.message}`);
    err.cause = e;
    return err;
  }
  return e instanceof Error ? e : new PaymentsProviderError(String(e));
}

export function idOf(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
}

/** A part of the Stripe adapter: every call goes through the one client and its error mapping. */
export abstract class StripePart {
  constructor(protected readonly api: StripeApi) {}

  protected get stripe(): StripeClient {
    return this.api.stripe;
  }
}
