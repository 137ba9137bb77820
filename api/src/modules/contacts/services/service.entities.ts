import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BillingPeriod, PriceType, ServiceMetadataEntry } from '@ensemble/contracts';

/**
 * What an organization sells (spec 2 §3 'Service'). organization_id is null only for the default service set
 * (seeded by the migration), which organizations see while organization_settings.show_default_services is on.
 */
@Entity('services')
@Index(['organizationId', 'name'])
@Index(['organizationId', 'productId'], { unique: true })
export class Service {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int', nullable: true })
  organizationId!: number | null;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 22, nullable: true })
  statementDescriptor!: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  unitLabel!: string | null;

  @Column({ type: 'json' })
  metadata!: ServiceMetadataEntry[];

  /** Cents. */
  @Column({ type: 'int', nullable: true })
  price!: number | null;

  @Column({ type: 'varchar', length: 16, default: 'recurring' })
  priceType!: PriceType;

  /** null for one_time prices. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  billingPeriod!: BillingPeriod | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  priceDescription!: string | null;

  /** The payments provider's product and current price once pushed or imported. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  productId!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  priceId!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'datetime' })
  updatedAt!: Date;
}

/** A service's prices, newest last; exactly one is active while the service has a price. */
@Entity('service_prices')
@Index(['serviceId'])
export class ServicePriceRow {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'int' })
  serviceId!: number;

  /** The provider's price id once the service is pushed or imported. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  priceId!: string | null;

  /** Cents. */
  @Column({ type: 'int' })
  unitAmount!: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency!: string;

  @Column({ type: 'varchar', length: 16 })
  priceType!: PriceType;

  @Column({ type: 'varchar', length: 8, nullable: true })
  billingPeriod!: BillingPeriod | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
