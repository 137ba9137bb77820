import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { BillingInterval, BillingProduct, PlanMetadata } from '@ensemble/contracts';

/**
 * The local provider's catalogue (global, not per tenant): what Stripe's products, prices, coupons and
 * promotion codes hold when PAYMENTS_PROVIDER=stripe.
 */
@Entity('billing_products')
export class BillingProductRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 255 })
  name!: string;

  @Column({ type: 'varchar', length: 1024, nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: 16 })
  kind!: BillingProduct['kind'];

  @Column({ type: 'json' })
  metadata!: Partial<PlanMetadata>;

  @Column({ type: 'boolean', default: true })
  active!: boolean;

  @Column({ type: 'int', default: 0 })
  sortOrder!: number;
}

@Entity('billing_prices')
@Index(['productId'])
export class BillingPriceRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'varchar', length: 64 })
  productId!: string;

  /** Cents. */
  @Column({ type: 'int' })
  unitAmount!: number;

  @Column({ type: 'varchar', length: 3, default: 'usd' })
  currency!: string;

  /** null: a one-time price (add-ons). */
  @Column({ type: 'varchar', length: 8, nullable: true })
  interval!: BillingInterval | null;

  @Column({ type: 'boolean', default: true })
  active!: boolean;
}

@Entity('billing_coupons')
export class BillingCouponRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  @Column({ type: 'int' })
  percentOff!: number;

  @Column({ type: 'boolean', default: true })
  valid!: boolean;

  /** Product ids the coupon applies to. */
  @Column({ type: 'json' })
  appliesTo!: string[];
}

@Entity('billing_promotion_codes')
export class BillingPromotionCodeRow {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id!: string;

  /** Upper-cased: codes match case-insensitively whatever the collation. */
  @Column({ type: 'varchar', length: 64, unique: true })
  code!: string;

  @Column({ type: 'varchar', length: 64 })
  couponId!: string;

  @Column({ type: 'boolean', default: true })
  active!: boolean;
}
