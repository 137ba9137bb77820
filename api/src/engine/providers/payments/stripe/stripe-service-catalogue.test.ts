import { PaymentsProviderError } from '../payments-provider';
import type { StripePaymentsProvider } from './stripe-payments.provider';
import { calls, last, provider, server, useStripeStandIn } from './stripe-contract.testing';

describe('StripePaymentsProvider: service products', () => {
  useStripeStandIn();

  describe('service products (issue 5)', () => {
    const input = (over: Partial<Parameters<StripePaymentsProvider['upsertServiceProduct']>[0]> = {}) => ({
      organizationId: 4242,
      productId: null,
      name: 'Consulting',
      description: null,
      statementDescriptor: null,
      unitLabel: null,
      metadata: { tier: 'gold', kind: 'spoofed' },
      price: { unitAmount: 2500, interval: 'month' as const },
      idempotencyKey: 'service-1-1000',
      ...over,
    });

    it('creates a tagged product and a per-unit usd price, with idempotency keys', async () => {
      const out = await provider.upsertServiceProduct(input());
      expect(calls()).toEqual(['POST /v1/products', 'POST /v1/prices', `POST /v1/products/${out.productId}`]);
      const create = last('POST', '/v1/products');
      expect(create.params).toEqual({
        name: 'Consulting',
        metadata: { tier: 'gold', kind: 'service', organization_id: '4242' },
      });
      expect(create.idempotencyKey).toMatch(/^service-1-1000-product-[0-9a-f]{16}$/);
      const price = last('POST', '/v1/prices');
      expect(price.params).toEqual({
        product: out.productId,
        currency: 'usd',
        unit_amount: '2500',
        billing_scheme: 'per_unit',
        recurring: { interval: 'month', interval_count: '1' },
        metadata: { kind: 'service', organization_id: '4242' },
      });
      expect(price.idempotencyKey).toMatch(/^service-1-1000-price-[0-9a-f]{16}$/);
      expect(last('POST', `/v1/products/${out.productId}`).params).toEqual({ default_price: out.priceId });

      // The same request again replays (same keys), creating nothing new.
      const again = await provider.upsertServiceProduct(input());
      expect(again).toEqual(out);
      expect(server.state.products.get(out.productId)!.default_price).toBe(out.priceId);
    });

    it('updates a product, unsets removed fields and metadata, and replaces a changed price', async () => {
      const first = await provider.upsertServiceProduct(
        input({ description: 'old', unitLabel: 'hour', idempotencyKey: 'service-2-1' }),
      );
      server.requests.length = 0;
      const out = await provider.upsertServiceProduct(
        input({
          productId: first.productId,
          name: 'Consulting+',
          metadata: {},
          price: { unitAmount: 9900, interval: null },
          idempotencyKey: 'service-2-2',
        }),
      );
      expect(last('GET', `/v1/products/${first.productId}`).params).toEqual({ expand: ['default_price'] });
      const update = server.requests.find(
        (r) => r.method === 'POST' && r.path === `/v1/products/${first.productId}`,
      )!;
      expect(update.params).toEqual({
        name: 'Consulting+',
        description: '',
        statement_descriptor: '',
        unit_label: '',
        metadata: { tier: '', kind: 'service', organization_id: '4242' },
        active: 'true',
      });
      expect(update.idempotencyKey).toMatch(/^service-2-2-product-update-[0-9a-f]{16}$/);
      const price = last('POST', '/v1/prices');
      expect(price.params).not.toHaveProperty('recurring');
      expect(last('POST', `/v1/prices/${first.priceId}`).params).toEqual({ active: 'false' });
      expect(out.priceId).not.toBe(first.priceId);
      const product = server.state.products.get(first.productId)!;
      expect(product).toMatchObject({
        name: 'Consulting+',
        description: null,
        unit_label: null,
        metadata: { kind: 'service', organization_id: '4242' },
      });
    });

    it("refuses another organization's product", async () => {
      const other = await provider.upsertServiceProduct(
        input({ organizationId: 7, idempotencyKey: 'service-3-1' }),
      );
      await expect(
        provider.upsertServiceProduct(input({ productId: other.productId, idempotencyKey: 'service-3-2' })),
      ).rejects.toBeInstanceOf(PaymentsProviderError);
    });

    it("lists only the organization's active service products, and keeps them out of listProducts", async () => {
      const mine = await provider.upsertServiceProduct(
        input({ organizationId: 5151, name: 'Mine', idempotencyKey: 'service-4-1' }),
      );
      await provider.upsertServiceProduct(input({ organizationId: 5152, idempotencyKey: 'service-5-1' }));
      server.requests.length = 0;
      const listed = await provider.listServiceProducts(5151);
      expect(calls()).toEqual(['GET /v1/products']);
      expect(last('GET', '/v1/products').params).toEqual({
        active: 'true',
        limit: '100',
        expand: ['data.default_price'],
      });
      expect(listed).toEqual([
        {
          id: mine.productId,
          name: 'Mine',
          description: null,
          statementDescriptor: null,
          unitLabel: null,
          metadata: { tier: 'gold' },
          defaultPrice: { id: mine.priceId, unitAmount: 2500, currency: 'usd', interval: 'month' },
        },
      ]);
      const catalogue = await provider.listProducts();
      expect(catalogue.map((p) => p.id)).not.toContain(mine.productId);

      await provider.archiveServiceProduct(5151, mine.productId);
      expect(last('POST', `/v1/products/${mine.productId}`).params).toEqual({ active: 'false' });
      expect(await provider.listServiceProducts(5151)).toEqual([]);
    });
  });
});
