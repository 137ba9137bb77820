import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BillingInterval } from '@ensemble/contracts';

/**
 * The local provider's organization service products (issue 5): what Stripe holds as products tagged
 * metadata kind 'service'. Kept apart from billing_products so they never join the plans/add-ons catalogue.
 */
@Entity('local_service_products')
@Index(['organizationId', 'createdAt'])
export class LocalServiceProduct {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 22, nullable: true })
  statementDescriptor!: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  unitLabel!: string | null;

  @Column({ type: 'json' })
  metadata!: Record<string, string>;

  @Column({ type: 'varchar', length: 64, nullable: true })
  defaultPriceId!: string | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  /** The create request's key: a retried create answers the product it already made. */
  @Column({ type: 'varchar', length: 255, nullable: true, unique: true })
  idempotencyKey!: string | null;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}

@Entity('local_service_prices')
@Index(['productId'])
export class LocalServicePrice {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  organizationId!: number;

  @Column({ type: 'varchar', length: 64 })
  productId!: string;

  /** Cents. */
  @Column({ type: 'int' })
  unitAmount!: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency!: string;

  /** null: one-time. */
  @Column({ type: 'varchar', length: 8, nullable: true })
  interval!: BillingInterval | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @CreateDateColumn({ type: 'datetime' })
  createdAt!: Date;
}
