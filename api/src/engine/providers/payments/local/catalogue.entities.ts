import { Entity, Index } from 'typeorm';
import { col } from '../../../database/columns';
import { LocalRow } from './local-rows';
import type { BillingInterval, BillingProduct, PlanMetadata } from '@ensemble/contracts';

/**
 * The local provider's catalogue (global, not per tenant): what Stripe's products, prices, coupons and
 * promotion codes hold when PAYMENTS_PROVIDER=stripe.
 */
@Entity('billing_products')
export class BillingProductRow extends LocalRow {
  @col.str(255) name!: string;
  @col.strNull(1024) description!: string | null;
  @col.str(16) kind!: BillingProduct['kind'];
  @col.json() metadata!: Partial<PlanMetadata>;
  @col.bool(true) active!: boolean;
  @col.int({ default: 0 }) sortOrder!: number;
}

@Entity('billing_prices')
@Index(['productId'])
export class BillingPriceRow extends LocalRow {
  @col.str(64) productId!: string;

  /** Cents. */
  @col.int() unitAmount!: number;
  @col.str(3, { default: 'usd' }) currency!: string;

  /** null: a one-time price (add-ons). */
  @col.strNull(8) interval!: BillingInterval | null;
  @col.bool(true) active!: boolean;
}

@Entity('billing_coupons')
export class BillingCouponRow extends LocalRow {
  @col.int() percentOff!: number;
  @col.bool(true) valid!: boolean;

  /** Product ids the coupon applies to. */
  @col.json() appliesTo!: string[];
}

@Entity('billing_promotion_codes')
export class BillingPromotionCodeRow extends LocalRow {
  /** Upper-cased: codes match case-insensitively whatever the collation. */
  @col.str(64, { unique: true }) code!: string;
  @col.str(64) couponId!: string;
  @col.bool(true) active!: boolean;
}
