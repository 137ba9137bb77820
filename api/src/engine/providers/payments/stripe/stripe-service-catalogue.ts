import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import {
  PaymentsProviderError,
  SERVICE_PRODUCT_KIND,
  type ServiceCatalogue,
  type ServiceProduct,
  type ServiceProductInput,
  serviceProductTags,
} from '../payments-provider';
import { idOf, StripePart } from './stripe-api';

/**
 * An organization's service products on Stripe (issue 5), pushed from and imported into its Services. Today in
 * the account of STRIPE_SECRET_KEY, tagged with the organization (docs/adr/0009 says what a real deployment
 * changes).
 */
export class StripeServiceCatalogue extends StripePart implements ServiceCatalogue {
  async upsertServiceProduct(
    input: ServiceProductInput,
  ): Promise<{ productId: string; priceId: string | null }> {
    const tags = serviceProductTags(input.organizationId);
    let product: Stripe.Product;
    if (input.productId) {
      const productId = input.productId;
      const existing = await this.api.orNull(() =>
        this.stripe.products.retrieve(productId, { expand: ['default_price'] }),
      );
      if (!existing || existing.metadata.organization_id !== tags.organization_id) {
        throw new PaymentsProviderError(`No such product: ${productId}`);
      }
      // Keys the service no longer has are unset with an empty value (Stripe's way to delete a key).
      const removed = Object.fromEntries(
        Object.keys(existing.metadata)
          .filter((k) => !(k in input.metadata) && !(k in tags))
          .map((k) => [k, '']),
      );
      const params: Stripe.ProductUpdateParams = {
        name: input.name,
        description: input.description ?? '',
        statement_descriptor: input.statementDescriptor ?? '',
        unit_label: input.unitLabel ?? '',
        metadata: { ...removed, ...input.metadata, ...tags },
        active: true,
      };
      product = await this.api.call(() =>
        this.stripe.products.update(productId, params, {
          idempotencyKey: keyFor(`${input.idempotencyKey}-product-update`, params),
        }),
      );
      product.default_price = existing.default_price;
    } else {
      const params: Stripe.ProductCreateParams = {
        name: input.name,
        ...(input.description ? { description: input.description } : {}),
        ...(input.statementDescriptor ? { statement_descriptor: input.statementDescriptor } : {}),
        ...(input.unitLabel ? { unit_label: input.unitLabel } : {}),
        metadata: { ...input.metadata, ...tags },
      };
      product = await this.api.call(() =>
        this.stripe.products.create(params, {
          idempotencyKey: keyFor(`${input.idempotencyKey}-product`, params),
        }),
      );
    }
    const current = typeof product.default_price === 'string' ? null : product.default_price;
    let priceId = idOf(product.default_price);
    if (input.price) {
      const wanted = input.price;
      const same =
        current?.active &&
        current.unit_amount === wanted.unitAmount &&
        (current.recurring?.interval ?? null) === wanted.interval;
      if (!same) {
        const params: Stripe.PriceCreateParams = {
          product: product.id,
          currency: SERVICE_CURRENCY,
          unit_amount: wanted.unitAmount,
          billing_scheme: 'per_unit',
          ...(wanted.interval ? { recurring: { interval: wanted.interval, interval_count: 1 } } : {}),
          metadata: tags,
        };
        const created = await this.api.call(() =>
          this.stripe.prices.create(params, {
            idempotencyKey: keyFor(`${input.idempotencyKey}-price`, params),
          }),
        );
        const makeDefault: Stripe.ProductUpdateParams = { default_price: created.id };
        await this.api.call(() =>
          this.stripe.products.update(product.id, makeDefault, {
            idempotencyKey: keyFor(`${input.idempotencyKey}-default-price`, makeDefault),
          }),
        );
        if (priceId) {
          const archive: Stripe.PriceUpdateParams = { active: false };
          const oldId = priceId;
          await this.api.call(() =>
            this.stripe.prices.update(oldId, archive, {
              idempotencyKey: keyFor(`${input.idempotencyKey}-archive-${oldId}`, archive),
            }),
          );
        }
        priceId = created.id;
      }
    }
    return { productId: product.id, priceId };
  }

  async listServiceProducts(organizationId: number): Promise<ServiceProduct[]> {
    // products.list rather than products.search: search is eventually consistent (a product pushed a second
    // ago may be missing), and metadata cannot be filtered in a list, so the filter runs here.
    const products = await this.api.call(() =>
      this.stripe.products
        .list({ active: true, limit: 100, expand: ['data.default_price'] })
        .autoPagingToArray({ limit: 10_000 }),
    );
    const org = String(organizationId);
    return products
      .filter((p) => p.metadata.kind === SERVICE_PRODUCT_KIND && p.metadata.organization_id === org)
      .map((p) => {
        const { kind: _kind, organization_id: _org, ...metadata } = p.metadata;
        const price = p.default_price && typeof p.default_price !== 'string' ? p.default_price : null;
        const interval: string | undefined = price?.recurring?.interval;
        return {
          id: p.id,
          name: p.name,
          description: p.description ?? null,
          statementDescriptor: p.statement_descriptor ?? null,
          unitLabel: p.unit_label ?? null,
          metadata,
          defaultPrice: price
            ? {
                id: price.id,
                unitAmount: price.unit_amount ?? 0,
                currency: price.currency,
                interval: interval === 'month' || interval === 'year' ? interval : null,
              }
            : null,
        };
      });
  }

  async archiveServiceProduct(organizationId: number, productId: string): Promise<void> {
    const existing = await this.api.orNull(() => this.stripe.products.retrieve(productId));
    if (!existing || existing.metadata.organization_id !== String(organizationId)) return;
    // Archiving twice is harmless; the SDK's own key covers its network retries.
    await this.api.call(() => this.stripe.products.update(productId, { active: false }));
  }
}

/** Service prices are in the organization's currency; every organization bills in usd. */
const SERVICE_CURRENCY = 'usd';

/**
 * An idempotency key that also names the parameters: a retry with the same parameters replays, while a changed
 * request (Stripe refuses a reused key with other parameters) gets a key of its own.
 */
function keyFor(base: string, params: unknown): string {
  return `${base}-${createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 16)}`;
}
