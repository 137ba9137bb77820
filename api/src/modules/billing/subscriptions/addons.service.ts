import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type AddonPurchase, billingMessages, type Paginated } from '@ensemble/contracts';
import { DataSource } from 'typeorm';
import { ApiError } from '../../../engine/http/api-error';
import {
  PLATFORM_INVOICES,
  type PlatformInvoices,
  type ProviderInvoice,
} from '../../../engine/providers/payments/payments-provider';
import { Organization } from '../../platform';
import { AddonPurchaseRow } from './billing.entities';
import { BillingCustomersService } from './billing-customers.service';
import { BillingService } from './billing.service';
import { CouponsService } from './coupons.service';
import { declined } from './declined';

/** Add-ons: one-time purchases that raise the plan's limits (their metadata adds to the plan's). */
@Injectable()
export class AddonsService {
  private readonly logger = new Logger(AddonsService.name);

  constructor(
    @Inject(PLATFORM_INVOICES) private readonly platformInvoices: PlatformInvoices,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly billing: BillingService,
    private readonly customers: BillingCustomersService,
    private readonly coupons: CouponsService,
  ) {}

  async buyAddon(
    org: Organization,
    body: { product_id: string; coupon_id?: string },
  ): Promise<AddonPurchase> {
    const product = (await this.billing.products(['addon'])).find((p) => p.id === body.product_id);
    const price = product?.prices.find((p) => p.interval === null);
    if (!product || !price) throw ApiError.field('product_id', billingMessages.unableToBuyAddon);
    const customer = await this.customers.customerOf(org);
    let invoice: ProviderInvoice;
    try {
      invoice = await this.platformInvoices.chargeOnce({
        customerId: customer,
        amount: price.unit_amount,
        currency: price.currency,
        description: product.name,
        productId: product.id,
        couponId: await this.coupons.couponFor(body.coupon_id, product.id),
        idempotencyKey: `addon:${org.id}:${randomUUID()}`,
        metadata: { organization_id: String(org.id), product_id: product.id },
      });
    } catch (err) {
      this.logger.warn(`add-on for organization ${org.id} failed: ${(err as Error).message}`);
      throw declined(billingMessages.unableToBuyAddon);
    }
    const repo = this.dataSource.getRepository(AddonPurchaseRow);
    const row = await repo.save(
      repo.create({
        organizationId: org.id,
        productId: product.id,
        productName: product.name,
        metadata: product.metadata,
        amount: invoice.amountPaid,
        invoiceId: invoice.id,
      }),
    );
    return presentPurchase(row);
  }

  async purchases(orgId: number, page: number, perPage: number): Promise<Paginated<AddonPurchase>> {
    const [rows, count] = await this.dataSource.getRepository(AddonPurchaseRow).findAndCount({
      where: { organizationId: orgId },
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (Math.max(1, page) - 1) * perPage,
      take: perPage,
    });
    return { results: rows.map(presentPurchase), count };
  }
}

function presentPurchase(row: AddonPurchaseRow): AddonPurchase {
  return {
    id: row.id,
    product: { id: row.productId, name: row.productName },
    amount: row.amount,
    time: row.createdAt.toISOString(),
    invoice_id: row.invoiceId,
  };
}
