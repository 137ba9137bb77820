import { DataSource, In } from 'typeorm';
import {
  PaymentsProviderError,
  type ServiceCatalogue,
  type ServiceProduct,
  type ServiceProductInput,
  serviceProductTags,
} from '../payments-provider';
import { LocalServicePrice, LocalServiceProduct } from './service-products.entities';
import { newId } from './local-ledger';

/** An organization's service products (issue 5), in our own tables. */
export class LocalServiceCatalogue implements ServiceCatalogue {
  constructor(private readonly dataSource: DataSource) {}

  private repo<T extends object>(entity: new () => T) {
    return this.dataSource.getRepository(entity);
  }

  async upsertServiceProduct(
    input: ServiceProductInput,
  ): Promise<{ productId: string; priceId: string | null }> {
    const products = this.repo(LocalServiceProduct);
    const fields = {
      name: input.name,
      description: input.description,
      statementDescriptor: input.statementDescriptor,
      unitLabel: input.unitLabel,
      metadata: { ...input.metadata, ...serviceProductTags(input.organizationId) },
    };
    let product: LocalServiceProduct | null;
    if (input.productId) {
      product = await products.findOneBy({ id: input.productId, organizationId: input.organizationId });
      if (!product) throw new PaymentsProviderError(`No such product: ${input.productId}`);
      await products.update({ id: product.id }, { ...fields, active: true });
    } else {
      const key = `${input.idempotencyKey}-product`;
      product = await products.findOneBy({ idempotencyKey: key });
      if (!product) {
        product = await products.save(
          products.create({
            id: newId('prod'),
            organizationId: input.organizationId,
            ...fields,
            defaultPriceId: null,
            active: true,
            idempotencyKey: key,
          }),
        );
      }
    }
    let priceId = product.defaultPriceId;
    if (input.price) {
      const prices = this.repo(LocalServicePrice);
      const current = priceId ? await prices.findOneBy({ id: priceId }) : null;
      const same =
        current?.active &&
        current.unitAmount === input.price.unitAmount &&
        current.interval === input.price.interval;
      if (!same) {
        priceId = newId('price');
        await prices.save(
          prices.create({
            id: priceId,
            organizationId: input.organizationId,
            productId: product.id,
            unitAmount: input.price.unitAmount,
            currency: 'usd',
            interval: input.price.interval,
            active: true,
          }),
        );
        await products.update({ id: product.id }, { defaultPriceId: priceId });
        if (current) await prices.update({ id: current.id }, { active: false });
      }
    }
    return { productId: product.id, priceId };
  }

  async listServiceProducts(organizationId: number): Promise<ServiceProduct[]> {
    const rows = await this.repo(LocalServiceProduct).find({
      where: { organizationId, active: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const priceIds = rows.map((r) => r.defaultPriceId).filter((id): id is string => !!id);
    const prices = priceIds.length ? await this.repo(LocalServicePrice).findBy({ id: In(priceIds) }) : [];
    return rows.map((r) => {
      const price = prices.find((p) => p.id === r.defaultPriceId) ?? null;
      const { kind: _kind, organization_id: _org, ...metadata } = r.metadata;
      return {
        id: r.id,
        name: r.name,
        description: r.description,
        statementDescriptor: r.statementDescriptor,
        unitLabel: r.unitLabel,
        metadata,
        defaultPrice: price
          ? { id: price.id, unitAmount: price.unitAmount, currency: price.currency, interval: price.interval }
          : null,
      };
    });
  }

  async archiveServiceProduct(organizationId: number, productId: string): Promise<void> {
    await this.repo(LocalServiceProduct).update({ id: productId, organizationId }, { active: false });
  }
}
