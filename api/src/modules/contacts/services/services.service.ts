import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  type BillingInterval,
  type BillingPeriod,
  messages,
  type Paginated,
  type PriceType,
  type ProviderProduct,
  type Service as ServiceDto,
  type ServiceInput,
  type ServicePrice,
  servicesApiMessages,
} from '@ensemble/contracts';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import { LIKE_ESCAPE, likePattern, pageWindow, parseOrdering } from '../../../engine/http/pagination';
import { TransactionService } from '../../../engine/database/transaction.service';
import {
  PaymentsProviderError,
  SERVICE_CATALOGUE,
  type ServiceCatalogue,
  type ServiceProduct,
} from '../../../engine/providers/payments/payments-provider';
import { OrganizationSettingsRow } from '../settings/settings.entities';
import { Service, ServicePriceRow } from './service.entities';
import { isUniqueViolation } from '../../../engine/database/query-errors';

export interface ServiceListQuery {
  currentPage: number;
  pageSize: number;
  search: string;
  sorting: string;
}

export interface ServicePriceInput {
  price: number;
  price_type?: string;
  billing_period?: string | null;
}

/** Sortable fields (contract names) → entity properties. */
const SORTABLE = {
  id: 'id',
  name: 'name',
  description: 'description',
  price: 'price',
  price_type: 'priceType',
  billing_period: 'billingPeriod',
  created_at: 'createdAt',
} as const;
type SortField = keyof typeof SORTABLE;

const toInterval = (period: BillingPeriod | null): BillingInterval | null =>
  period === 'monthly' ? 'month' : period === 'yearly' ? 'year' : null;
const toPeriod = (interval: BillingInterval | null): BillingPeriod | null =>
  interval === 'month' ? 'monthly' : interval === 'year' ? 'yearly' : null;
const clip = (v: string | null | undefined, max: number) => (v ? v.slice(0, max) : null);
/** recurring prices default to monthly; one-time prices have no period. */
function pricing(type: string | undefined, period: string | null | undefined) {
  const priceType: PriceType = type === 'one_time' ? 'one_time' : 'recurring';
  const billingPeriod: BillingPeriod | null =
    priceType === 'one_time' ? null : period === 'yearly' ? 'yearly' : 'monthly';
  return { priceType, billingPeriod };
}

/**
 * Whether the organization sees the default service set: organization_settings.show_default_services, on
 * until the organization turns it off (also when the settings table is not part of this build).
 */
export async function showDefaultServices(manager: EntityManager, organizationId: number): Promise<boolean> {
  if (!manager.connection.hasMetadata(OrganizationSettingsRow)) return true;
  const row = await manager.getRepository(OrganizationSettingsRow).findOneBy({ organizationId });
  return !row || row.showDefaultServices !== false;
}

/** Issue 5 'Services': an organization's services, their prices, and their products at the payments provider. */
/** The columns a service's form sets, on create and on update alike. */
function serviceFields(input: ServiceInput) {
  const { priceType, billingPeriod } = pricing(input.price_type, input.billing_period);
  return {
    name: input.name,
    description: input.description ?? null,
    statementDescriptor: input.statement_descriptor ?? null,
    unitLabel: input.unit_label ?? null,
    metadata: input.metadata ?? [],
    price: input.price ?? null,
    priceType,
    billingPeriod,
    priceDescription: input.price_description ?? null,
  };
}

@Injectable()
export class ServicesService {
  private readonly logger = new Logger(ServicesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly tx: TransactionService,
    @Inject(SERVICE_CATALOGUE) private readonly provider: ServiceCatalogue,
  ) {}

  present(s: Service): ServiceDto {
    return {
      id: s.id,
      organization: s.organizationId,
      name: s.name,
      description: s.description,
      statement_descriptor: s.statementDescriptor,
      unit_label: s.unitLabel,
      metadata: s.metadata ?? [],
      pricing_model: 'Standard pricing',
      price: s.price,
      price_type: s.priceType,
      billing_period: s.billingPeriod,
      price_description: s.priceDescription,
      product_id: s.productId,
      is_default: s.organizationId === null,
    };
  }

  private presentPrice(p: ServicePriceRow): ServicePrice {
    return {
      id: p.priceId ?? String(p.id),
      unit_amount: p.unitAmount,
      currency: p.currency,
      price_type: p.priceType,
      billing_period: p.billingPeriod,
      active: p.active,
    };
  }

  /** The organization's services plus, when shown, the default set. */
  private async visible(
    organizationId: number,
    manager?: EntityManager,
  ): Promise<SelectQueryBuilder<Service>> {
    const m = manager ?? this.dataSource.manager;
    const qb = m.getRepository(Service).createQueryBuilder('s');
    if (await showDefaultServices(m, organizationId)) {
      qb.where('(s.organizationId = :org OR s.organizationId IS NULL)', { org: organizationId });
    } else {
      qb.where('s.organizationId = :org', { org: organizationId });
    }
    return qb;
  }

  async list(organizationId: number, q: ServiceListQuery): Promise<Paginated<ServiceDto>> {
    const order = parseOrdering<SortField>(q.sorting, Object.keys(SORTABLE) as SortField[], 'name');
    if (!order) throw ApiError.field('sorting', servicesApiMessages.invalidSorting);
    const qb = await this.visible(organizationId);
    if (q.search) {
      qb.andWhere(
        `(LOWER(s.name) LIKE :q ${LIKE_ESCAPE} OR LOWER(COALESCE(s.description, '')) LIKE :q ${LIKE_ESCAPE})`,
        { q: likePattern(q.search) },
      );
    }
    const { skip, take } = pageWindow({ page: q.currentPage, per_page: q.pageSize });
    const [rows, count] = await qb
      .orderBy(`s.${SORTABLE[order.field]}`, order.direction)
      .addOrderBy('s.id', order.direction)
      .skip(skip)
      .take(take)
      .getManyAndCount();
    return { results: rows.map((r) => this.present(r)), count };
  }

  async all(organizationId: number): Promise<ServiceDto[]> {
    const qb = await this.visible(organizationId);
    const rows = await qb.orderBy('s.name', 'ASC').addOrderBy('s.id', 'ASC').getMany();
    return rows.map((r) => this.present(r));
  }

  /** A service the organization sees (its own or, while shown, a default one), else 404. */
  private async find(organizationId: number, id: number, manager?: EntityManager): Promise<Service> {
    const qb = await this.visible(organizationId, manager);
    const found = Number.isSafeInteger(id) ? await qb.andWhere('s.id = :id', { id }).getOne() : null;
    if (!found) throw ApiError.detail(HttpStatus.NOT_FOUND, messages.notFound);
    return found;
  }

  /** The organization's own service (defaults are read-only: 403). */
  private async own(organizationId: number, id: number, manager?: EntityManager): Promise<Service> {
    const found = await this.find(organizationId, id, manager);
    if (found.organizationId === null) {
      throw ApiError.detail(HttpStatus.FORBIDDEN, servicesApiMessages.defaultServiceReadOnly);
    }
    return found;
  }

  /**
   * Creates a service (and its first price). The setup endpoint calls this inside its own transaction with
   * `manager`; without one it runs in a transaction of its own.
   */
  async create(organizationId: number, input: ServiceInput, manager?: EntityManager): Promise<ServiceDto> {
    if (!manager) return this.tx.run(({ manager: m }) => this.create(organizationId, input, m));
    const repo = manager.getRepository(Service);
    const saved = await repo.save(
      repo.create({ organizationId, ...serviceFields(input), productId: null, priceId: null }),
    );
    if (saved.price !== null) await this.recordPrice(manager, saved, null);
    return this.present(saved);
  }

  /** Archives the active price and records the service's current one. */
  private async recordPrice(manager: EntityManager, s: Service, priceId: string | null): Promise<void> {
    const prices = manager.getRepository(ServicePriceRow);
    await prices.update({ serviceId: s.id, active: true }, { active: false });
    if (s.price === null) return;
    await prices.save(
      prices.create({
        organizationId: s.organizationId ?? 0,
        serviceId: s.id,
        priceId,
        unitAmount: s.price,
        currency: 'usd',
        priceType: s.priceType,
        billingPeriod: s.billingPeriod,
        active: true,
      }),
    );
  }

  async update(organizationId: number, id: number, input: ServiceInput): Promise<ServiceDto> {
    const saved = await this.tx.run(async ({ manager }) => {
      const s = await this.own(organizationId, id, manager);
      const before = { price: s.price, priceType: s.priceType, billingPeriod: s.billingPeriod };
      Object.assign(s, serviceFields(input));
      const out = await manager.getRepository(Service).save(s);
      const priceChanged =
        before.price !== out.price ||
        before.priceType !== out.priceType ||
        before.billingPeriod !== out.billingPeriod;
      if (priceChanged) await this.recordPrice(manager, out, null);
      return out;
    });
    // A pushed service stays in line with its product (name, descriptor, price).
    const synced = saved.productId ? await this.sync(saved) : saved;
    return this.present(synced);
  }

  async remove(organizationId: number, id: number): Promise<void> {
    const s = await this.own(organizationId, id);
    await this.tx.run(async ({ manager }) => {
      await manager.getRepository(ServicePriceRow).delete({ serviceId: s.id });
      await manager.getRepository(Service).delete({ id: s.id });
    });
    if (s.productId) {
      // The service is gone either way; a product left active shows up again under import.
      await this.provider
        .archiveServiceProduct(organizationId, s.productId)
        .catch((err: unknown) => this.logger.warn(`archiving ${s.productId} failed: ${String(err)}`));
    }
  }

  async prices(organizationId: number, id: number): Promise<ServicePrice[]> {
    const s = await this.find(organizationId, id);
    const rows = await this.dataSource
      .getRepository(ServicePriceRow)
      .find({ where: { serviceId: s.id }, order: { id: 'DESC' } });
    return rows.map((r) => this.presentPrice(r));
  }

  /** A new price for the service: the previous one is archived (at the provider too once pushed). */
  async addPrice(organizationId: number, id: number, input: ServicePriceInput): Promise<ServicePrice> {
    const saved = await this.tx.run(async ({ manager }) => {
      const s = await this.own(organizationId, id, manager);
      const { priceType, billingPeriod } = pricing(input.price_type, input.billing_period);
      Object.assign(s, { price: input.price, priceType, billingPeriod });
      const out = await manager.getRepository(Service).save(s);
      await this.recordPrice(manager, out, null);
      return out;
    });
    if (saved.productId) await this.sync(saved);
    const active = await this.dataSource
      .getRepository(ServicePriceRow)
      .findOneOrFail({ where: { serviceId: saved.id, active: true }, order: { id: 'DESC' } });
    return this.presentPrice(active);
  }

  /** Creates or updates the service's product and price at the provider and keeps their ids. */
  private async sync(s: Service): Promise<Service> {
    if (s.organizationId === null) throw new Error('default services are never pushed');
    let result: { productId: string; priceId: string | null };
    try {
      result = await this.provider.upsertServiceProduct({
        organizationId: s.organizationId,
        productId: s.productId,
        name: s.name,
        description: s.description,
        statementDescriptor: s.statementDescriptor,
        unitLabel: s.unitLabel,
        metadata: Object.fromEntries((s.metadata ?? []).map((e) => [e.key, e.value])),
        price: s.price === null ? null : { unitAmount: s.price, interval: toInterval(s.billingPeriod) },
        // The row's last change names the request: a retry replays, a later edit is a new request.
        idempotencyKey: `service-${s.id}-${s.updatedAt.getTime()}`,
      });
    } catch (err) {
      if (!(err instanceof PaymentsProviderError)) throw err;
      this.logger.warn(`pushing service ${s.id} failed: ${err.message}`);
      throw ApiError.detail(HttpStatus.BAD_GATEWAY, servicesApiMessages.providerFailed);
    }
    await this.tx.run(async ({ manager }) => {
      await manager
        .getRepository(Service)
        .update({ id: s.id }, { productId: result.productId, priceId: result.priceId });
      if (result.priceId) {
        await manager
          .getRepository(ServicePriceRow)
          .update({ serviceId: s.id, active: true }, { priceId: result.priceId });
      }
    });
    return Object.assign(s, { productId: result.productId, priceId: result.priceId });
  }

  async push(organizationId: number, serviceIds: number[]): Promise<{ pushed: number }> {
    const ids = [...new Set(serviceIds)];
    const services: Service[] = [];
    for (const id of ids) services.push(await this.own(organizationId, id));
    for (const s of services) await this.sync(s);
    return { pushed: services.length };
  }

  private async providerProducts(organizationId: number): Promise<ServiceProduct[]> {
    let products: ServiceProduct[];
    try {
      products = await this.provider.listServiceProducts(organizationId);
    } catch (err) {
      if (!(err instanceof PaymentsProviderError)) throw err;
      this.logger.warn(`listing service products failed: ${err.message}`);
      throw ApiError.detail(HttpStatus.BAD_GATEWAY, servicesApiMessages.providerFailed);
    }
    const known = await this.dataSource.getRepository(Service).find({
      select: { productId: true },
      where: { organizationId, productId: In(products.map((p) => p.id).concat([''])) },
    });
    const taken = new Set(known.map((k) => k.productId));
    return products.filter((p) => !taken.has(p.id));
  }

  /** The provider's products of this organization that no service holds yet. */
  async importable(organizationId: number): Promise<ProviderProduct[]> {
    return (await this.providerProducts(organizationId)).map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      unit_amount: p.defaultPrice?.unitAmount ?? null,
    }));
  }

  /** Creates a service from each product (all importable ones when `productIds` is absent or empty). */
  async import(organizationId: number, productIds?: string[]): Promise<{ imported: number }> {
    const wanted = productIds?.length ? new Set(productIds) : null;
    const products = (await this.providerProducts(organizationId)).filter((p) => !wanted || wanted.has(p.id));
    let imported = 0;
    for (const p of products) {
      try {
        await this.tx.run(async ({ manager }) => {
          const repo = manager.getRepository(Service);
          const price = p.defaultPrice;
          const s = await repo.save(
            repo.create({
              organizationId,
              name: p.name.slice(0, 100),
              description: clip(p.description, 500),
              statementDescriptor: clip(p.statementDescriptor, 22),
              unitLabel: clip(p.unitLabel, 12),
              metadata: Object.entries(p.metadata).map(([key, value]) => ({ key, value })),
              price: price?.unitAmount ?? null,
              priceType: price && !price.interval ? 'one_time' : 'recurring',
              billingPeriod: price ? toPeriod(price.interval) : 'monthly',
              priceDescription: null,
              productId: p.id,
              priceId: price?.id ?? null,
            }),
          );
          if (price) await this.recordPrice(manager, s, price.id);
        });
        imported += 1;
      } catch (err) {
        // Imported meanwhile by a concurrent request (unique organization_id + product_id).
        if (!isUniqueViolation(err)) throw err;
      }
    }
    return { imported };
  }
}
