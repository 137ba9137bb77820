import { Entity, Index } from 'typeorm';
import { col } from '../../../engine/database/columns';
import { TenantRow } from '../../../engine/database/rows';
import type { BillingPeriod, PriceType, ServiceMetadataEntry } from '@ensemble/contracts';

/**
 * What an organization sells (spec 2 §3 'Service'). organization_id is null only for the default service set
 * (seeded by the migration), which organizations see while organization_settings.show_default_services is on.
 */
@Entity('services')
@Index(['organizationId', 'name'])
@Index(['organizationId', 'productId'], { unique: true })
export class Service {
  @col.id() id!: number;
  @col.intNull() organizationId!: number | null;
  @col.str(100) name!: string;
  @col.strNull(500) description!: string | null;
  @col.strNull(22) statementDescriptor!: string | null;
  @col.strNull(12) unitLabel!: string | null;
  @col.json() metadata!: ServiceMetadataEntry[];

  /** Cents. */
  @col.intNull() price!: number | null;
  @col.str(16, { default: 'recurring' }) priceType!: PriceType;

  /** null for one_time prices. */
  @col.strNull(8) billingPeriod!: BillingPeriod | null;
  @col.strNull(100) priceDescription!: string | null;

  /** The payments provider's product and current price once pushed or imported. */
  @col.strNull(255) productId!: string | null;
  @col.strNull(255) priceId!: string | null;
  @col.createdAt() createdAt!: Date;
  @col.updatedAt() updatedAt!: Date;
}

/** A service's prices, newest last; exactly one is active while the service has a price. */
@Entity('service_prices')
@Index(['serviceId'])
export class ServicePriceRow extends TenantRow {
  @col.int() serviceId!: number;

  /** The provider's price id once the service is pushed or imported. */
  @col.strNull(255) priceId!: string | null;

  /** Cents. */
  @col.int() unitAmount!: number;
  @col.str(3, { default: 'usd' }) currency!: string;
  @col.str(16) priceType!: PriceType;
  @col.strNull(8) billingPeriod!: BillingPeriod | null;
  @col.bool(true) active!: boolean;
  @col.createdAt() createdAt!: Date;
}
